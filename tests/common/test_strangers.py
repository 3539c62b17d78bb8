"""Strangers (issue 19): opponents that play differently from the heuristic and from each
other, seated by tournaments and used by the search as its opponent models."""

from __future__ import annotations

import itertools
from functools import partial
from typing import Any

import pytest

from aranyvaros import strangers as av_strangers
from aranyvaros.moves import Build as AvBuild
from common import strangers, tournament
from common.botbase import Reason
from common.bots import make_bot, table_kinds
from common.contract import GameDef
from common.registry import all_games, get_game
from common.search import NearFuture, SearchBot
from puertorico import strangers as pr_strangers
from puertorico.moves import Build as PrBuild
from puertorico.moves import PickRole as PrPickRole
from puertorico.moves import Sell as PrSell
from puertorico.moves import TakeTile
from sanjuan import strangers as sj_strangers
from sanjuan.moves import Build as SjBuild
from sanjuan.moves import PickRole as SjPickRole

GAMES = sorted(all_games().values(), key=lambda g: g.id)


def _strangers(game: GameDef) -> list[str]:
    return [k for k in game.bot_kinds if strangers.is_stranger(k)]  # type: ignore[attr-defined]


def _major_decisions(game: GameDef, games: int) -> list[tuple[Any, tuple[Any, ...]]]:
    """(view, legal) of the role picks, builds and bids of a few heuristic games."""
    out = []
    for g in range(games):
        state = game.new_game(game.config(4, {}), 300 + g)
        bot = make_bot("easy", g, game)
        while (seat := game.to_act(state)) is not None:
            legal = game.legal_moves(state)
            view = game.view(state, seat)
            names = {type(m).__name__ for m in legal}
            if len(legal) > 1 and names & {"PickRole", "Build", "Bid"}:
                out.append((view, legal))
            state = game.apply(state, bot.choose(view, legal) if len(legal) > 1 else legal[0])
    return out


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_game_has_a_tilted_stranger_and_two_plans_kept_off_the_table(game):
    kinds = _strangers(game)
    assert kinds[0] == "stranger-tilted" and len(kinds) == 4
    assert kinds[-1] == "stranger-learned"  # the one stranger not built on the heuristic
    assert not any(strangers.is_stranger(k) for k in table_kinds(game))
    for kind in kinds:
        assert make_bot(kind, 1, game).kind == kind


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_strangers_play_differently_from_the_heuristic_and_from_each_other(game):
    decisions = _major_decisions(game, 2)
    kinds = ["easy", *_strangers(game)]
    picks = {k: [make_bot(k, 3, game).choose(v, legal) for v, legal in decisions] for k in kinds}
    for a, b in itertools.combinations(kinds, 2):
        differ = sum(x != y for x, y in zip(picks[a], picks[b], strict=True))
        assert differ >= 0.05 * len(decisions), (a, b, differ, len(decisions))


def test_a_tilted_stranger_keeps_its_quirks_for_a_game_and_another_seat_has_others():
    game = get_game("puertorico")
    decisions = _major_decisions(game, 1)

    def picks(seed: int) -> list[Any]:
        bot = make_bot("stranger-tilted", seed, game)
        return [bot.choose(v, legal) for v, legal in decisions]

    assert picks(11) == picks(11)
    assert picks(11) != picks(12)
    quirks = strangers.StrangerBot(5, game.bot_kinds["heuristic"], strangers.TILTED)
    move = PrPickRole("captain")
    assert quirks._tilt(move) == quirks._tilt(PrPickRole("captain"))
    assert quirks._tilt(move) != quirks._tilt(PrPickRole("builder"))


def test_puerto_rico_plans_pull_apart_shipping_and_building():
    view = get_game("puertorico").view(
        get_game("puertorico").new_game(get_game("puertorico").config(4, {}), 1), 0
    )
    ship, build = pr_strangers.shipper, pr_strangers.builder
    assert ship(view, PrPickRole("captain")) > 0 > build(view, PrPickRole("captain"))
    assert build(view, PrPickRole("builder")) > 0 > ship(view, PrPickRole("builder"))
    assert ship(view, PrBuild("harbor")) > 0 > build(view, PrBuild("harbor"))
    assert build(view, PrBuild("residence")) > ship(view, PrBuild("residence"))
    assert build(view, TakeTile("quarry")) > 0 > ship(view, TakeTile("quarry"))
    assert build(view, PrSell("coffee")) > 0 > ship(view, PrSell("coffee"))


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii"])
def test_san_juan_plans_pull_apart_trade_and_violet(game_id):
    game = get_game(game_id)
    view = game.view(game.new_game(game.config(4, {}), 1), 0)
    trade, violet = sj_strangers.trader, sj_strangers.violet
    assert trade(view, SjPickRole("trader")) > 0 > violet(view, SjPickRole("trader"))
    assert violet(view, SjPickRole("builder")) > 0 > trade(view, SjPickRole("builder"))
    assert violet(view, SjBuild("palace")) > trade(view, SjBuild("palace"))
    assert trade(view, SjBuild("trading_post")) > 0 and trade(view, SjBuild("guild_hall")) > 0
    assert violet(view, SjBuild("indigo_plant")) < 0 < trade(view, SjBuild("indigo_plant"))
    # ANNO's Market performs the Market hall's function: the trader wants it too.
    assert trade(view, SjBuild("market")) > 0


def test_aranyvaros_plans_pull_apart_coins_and_letters():
    game = get_game("aranyvaros")
    view = game.view(game.new_game(game.config(4, {}), 1), 0)
    from aranyvaros import data

    def place(test: Any) -> str:
        return next(p.id for p in data.PLACES if test(p))

    keyed = place(lambda p: p.reward.key_cards > 0)
    lettered = place(lambda p: p.reward.letters_by_order and p.reward.letters_by_order[0] >= 5)
    coins, letters = av_strangers.coins_and_keys, av_strangers.letters
    assert coins(view, AvBuild(keyed)) > letters(view, AvBuild(keyed))
    assert letters(view, AvBuild(lettered)) > coins(view, AvBuild(lettered))


def test_the_search_meets_every_model_of_its_panel():
    """Reading the table before any evidence, each opponent seat draws from the even mixture
    of the panel (heuristic, tilted, the plans, the learned player): a Közepes budget meets
    every model at every seat. The bot's own seat is always its heuristic, which also stands
    in for the learned player in rollouts (too slow there). With no table to read (the
    training's expert) the search goes round the panel without the learned player (D-B-18)."""
    game = get_game("puertorico")
    for history, everyone in (
        (lambda: (), {"heuristic", *_strangers(game)}),
        (None, {"heuristic", *_strangers(game)} - {"stranger-learned"}),
    ):
        bot = make_bot("medium", 1, game, history)
        assert isinstance(bot, SearchBot) and len(bot.panel) == 5
        draws = bot._draws(4, 0)
        met: dict[int, set[str]] = {1: set(), 2: set(), 3: set()}
        for i in range(bot.iterations):
            tree, rollout = bot._tables(0, [draw(i) for draw in draws], 99, frozenset())
            assert tree[0].kind == rollout[0].kind == "heuristic"
            for seat in (1, 2, 3):
                met[seat].add(tree[seat].kind)
                learned = tree[seat].kind == "stranger-learned"
                assert rollout[seat].kind == ("heuristic" if learned else tree[seat].kind)
        assert all(kinds == everyone for kinds in met.values())


class _Named:
    """A rollout player that says which it is and records what it was asked."""

    def __init__(self, name: str) -> None:
        self.kind = name
        self.reason: Reason | None = None
        self.asked: list[str] = []

    def choose(self, view: Any, legal: tuple[str, ...]) -> str:
        self.asked.append(legal[0])
        return legal[0]


def test_the_learned_player_makes_its_seats_first_focused_rollout_decisions_itself() -> None:
    """D-B-28: in a seat's first `learned_moves` decisions of a rollout the learned player
    makes those the game's focus names (roles, builds) itself; the heuristic makes the others,
    and every decision after them."""
    model, stand_in = _Named("learned"), _Named("heuristic")
    player = NearFuture(model, stand_in, 3, lambda legal: legal[0].startswith(("role", "build")))
    for legal in ("role 1", "pay", "build 2", "role 3", "role 4", "pay"):
        player.choose(None, (legal,))
    assert model.asked == ["role 1", "build 2"]
    assert stand_in.asked == ["pay", "role 3", "role 4", "pay"]


def _only_seat_one_reads_as(learned: int, seat: int, model: int) -> bool:
    return seat == 1 and model == learned


def test_nehez_reads_the_learned_player_in_its_rollouts() -> None:
    """D-B-28 to D-B-30: ANNO XVII's and Puerto Rico's Nehéz let a seat drawn as the learned
    player make its first 15 focused rollout decisions itself where the reading favours the
    learned player for it (seat 1 here, not seat 3); their Közepes, and San Juan's and Az
    Aranyváros's Nehéz, keep the heuristic standing in for it throughout."""
    for game_id, level, near in (("anno_xvii", "hard", 15), ("anno_xvii", "medium", 0),
                                 ("puertorico", "hard", 15), ("puertorico", "medium", 0),
                                 ("sanjuan", "hard", 0), ("aranyvaros", "hard", 0)):  # fmt: skip
        bot = make_bot(level, 1, get_game(game_id), lambda: ())
        assert isinstance(bot, SearchBot) and bot.learned_moves == near
        learned = len(bot.panel) - 1
        bot._reading.favours = partial(_only_seat_one_reads_as, learned)  # type: ignore[method-assign]
        _, rollout = bot._tables(0, [0, learned, 0, learned], 99, bot._near(4, 0))
        assert rollout[0].kind == rollout[2].kind == rollout[3].kind == "heuristic"
        assert rollout[1].kind == ("near-future" if near else "heuristic")


def test_a_tournament_seats_strangers():
    results = tournament.run(
        "sanjuan", 3, {}, ["easy", "stranger-trader", "stranger-violet"], 3, 4, workers=1
    )
    kinds = {s.kind for r in results for s in r.seats}
    assert kinds == {"easy", "stranger-trader", "stranger-violet"}
