"""Computer players of every game: they see only their view, repeat for a seed, give reasons,
and the search improves on its heuristic only on evidence (issue 8)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from common import rng, search, tournament
from common.bots import LEVELS, Reason, kind_name, make_bot, reason_of, table_kinds
from common.contract import GameDef
from common.registry import all_games, get_game
from common.savefile import SeatInfo
from common.search import SearchBot
from common.session import Session

GAMES = sorted(all_games().values(), key=lambda g: g.id)


def _changed_options(game: GameDef) -> dict[str, Any]:
    """Every option away from its default: flags on, the last choice, one more."""
    changed: dict[str, Any] = {}
    for spec in game.options:
        if spec.kind == "bool":
            changed[spec.id] = not spec.default
        elif spec.kind == "choice":
            changed[spec.id] = [c for c in spec.choices if c != spec.default][-1]
        else:
            changed[spec.id] = spec.default + 1
    return changed


def _positions(game: GameDef, count: int) -> Iterator[Any]:
    """Decisions with a real choice, from random playouts at every seat count, every other
    one with every option changed (expansions on)."""
    for k in range(count):
        players = game.seats[k % len(game.seats)]
        options = _changed_options(game) if k % 2 else {}
        state = game.new_game(game.config(players, options), 40 + k)
        r = rng.seed_state(k)
        for _ in range(25 + 31 * k):
            legal = game.legal_moves(state)
            if not legal:
                break
            r, i = rng.below(r, len(legal))
            state = game.apply(state, legal[i])
        if game.to_act(state) is not None and len(game.legal_moves(state)) > 1:
            yield state


def _small_search(game: GameDef, seed: int) -> SearchBot:
    """A search with a tiny budget against the game's own panel of opponent models."""
    panel = make_bot("medium", seed, game).panel  # type: ignore[attr-defined]
    heuristic = game.bot_kinds["heuristic"]  # type: ignore[attr-defined]
    return SearchBot(seed, game, heuristic, iterations=3, rollout_moves=12, panel=panel)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_every_game_offers_the_difficulty_ladder(game):
    assert table_kinds(game)[:3] == [level.id for level in LEVELS]
    assert {"random", "heuristic", "search"} <= set(table_kinds(game))
    assert [kind_name(k, "hu") for k in table_kinds(game)[:3]] == ["Könnyű", "Közepes", "Nehéz"]


def test_a_level_scale_changes_that_level_alone():
    """D-B-25, D-B-26: Puerto Rico's Közepes samples twice the futures, each 40 decisions
    long, and its Nehéz looks twice as far down each; every other game keeps D-B-16's
    budgets."""
    budgets = {
        (g, level): (bot.iterations, bot.rollout_moves)
        for g in ("puertorico", "sanjuan", "aranyvaros")
        for level in ("medium", "hard")
        if isinstance(bot := make_bot(level, 1, get_game(g)), SearchBot)
    }
    assert budgets[("puertorico", "medium")] == (18, 40)
    assert budgets[("puertorico", "hard")] == (54, 80)
    assert budgets[("aranyvaros", "medium")] == (9, 24)
    assert budgets[("aranyvaros", "hard")] == (54, 40)
    assert budgets[("sanjuan", "medium")] == (12, 120)


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_choices_do_not_depend_on_other_seats_hidden_information(game):
    """A bot reads only its view: the same view with every hidden thing reshuffled (other
    hands, decks, secret counts) gives the same choice, for the heuristic, the search and
    the strangers."""
    checked = 0
    for k, state in enumerate(_positions(game, 6)):
        seat = game.to_act(state)
        other = game.shuffle_hidden(state, seat, 100 + k)
        assert game.view(other, seat) == game.view(state, seat)
        makers = (
            game.bot_kinds["heuristic"],
            lambda s: _small_search(game, s),
            *(game.bot_kinds[k] for k in game.bot_kinds if k.startswith("stranger-")),
        )
        for make in makers:
            picks = [
                make(7 + k).choose(game.view(s, seat), game.legal_moves(s)) for s in (state, other)
            ]
            assert picks[0] == picks[1] and picks[0] in game.legal_moves(state)
        checked += 1
    assert checked >= 3


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_bots_repeat_for_a_seed_and_explain_their_moves(game):
    for state in _positions(game, 3):
        seat = game.to_act(state)
        view, legal = game.view(state, seat), game.legal_moves(state)
        for kind in ("easy", "medium"):
            bots = [make_bot(kind, 5, game) for _ in range(2)]
            if kind == "medium":
                for bot in bots:
                    bot.iterations, bot.rollout_moves = 3, 12  # type: ignore[attr-defined]
            picks = [bot.choose(view, legal) for bot in bots]
            assert picks[0] == picks[1]
            reason = reason_of(bots[0])
            assert isinstance(reason, Reason) and reason.hu and reason.en


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_sampled_states_match_the_view(game):
    """The search's determinization: a full state its seat cannot tell from the real one."""
    for k, state in enumerate(_positions(game, 4)):
        seat = game.to_act(state)
        view = game.view(state, seat)
        sample = game.search.sample_state(view, k)
        game.check_invariants(sample)
        assert game.view(sample, seat) == view


def test_search_keeps_the_favourite_without_clear_evidence():
    bot = SearchBot(1, all_games()["sanjuan"], all_games()["sanjuan"].bot_kinds["heuristic"])
    clear = [[0.2, 0.3, 0.1, 0.2], [0.6, 0.7, 0.5, 0.6]]
    noisy = [[0.2, 0.9, 0.1, 0.2], [0.9, 0.1, 0.3, 0.3]]
    worse = [[0.5, 0.5, 0.5, 0.5], [0.2, 0.3, 0.1, 0.2]]
    assert bot._pick(clear) == 1
    assert bot._pick(noisy) == 0
    assert bot._pick(worse) == 0


def test_a_hopeless_candidate_drops_out_of_the_race_and_a_doubtful_one_stays():
    """After the first samples a candidate stays only while its paired gain over the favourite,
    two standard errors up, reaches `NEGLIGIBLE` (constant gains: no error)."""
    bot = SearchBot(1, all_games()["sanjuan"], all_games()["sanjuan"].bot_kinds["heuristic"])
    favourite = [0.5] * 8
    below = [0.5 + search.NEGLIGIBLE - 0.001] * 8
    at = [0.5 + search.NEGLIGIBLE + 0.001] * 8
    assert not bot._in_doubt([favourite, below], 1)
    assert bot._in_doubt([favourite, at], 1)
    noisy = [0.1, 0.9, 0.2, 0.8, 0.1, 0.9, 0.2, 0.8]
    assert bot._in_doubt([favourite, noisy], 1)


@pytest.mark.parametrize(("per_sample", "samples"), [(0.25, 4), (0.26, 3)])
def test_no_sample_is_begun_that_would_end_after_the_time_cap(monkeypatch, per_sample, samples):
    """With a 1 s cap and every sample taking `per_sample` s, the search takes as many samples
    as end by the cap, and no more."""
    game = all_games()["sanjuan"]
    clock = [0.0]
    monkeypatch.setattr(search.time, "perf_counter", lambda: clock[0])
    searching = game.search
    assert searching is not None

    def slow(view: Any, seed: int) -> Any:
        clock[0] += per_sample
        return searching.sample_state(view, seed)

    monkeypatch.setattr(game, "search", replace(searching, sample_state=slow))
    bot = SearchBot(1, game, game.bot_kinds["heuristic"], iterations=100, seconds=1.0)
    state = game.new_game(game.config(4, {}), 3)
    seat = game.to_act(state)
    bot.choose(game.view(state, seat), game.legal_moves(state))
    assert clock[0] == pytest.approx(samples * per_sample) and clock[0] <= 1.0


def test_search_beats_random_players(monkeypatch):
    """Even a tiny budget wins clearly against random play (parity would be 1 in 3)."""
    game = all_games()["sanjuan"]
    monkeypatch.setitem(game.bot_kinds, "tiny", lambda seed: _small_search(game, seed))
    results = tournament.run("sanjuan", 3, {}, ["tiny", "random", "random"], 3, 2, workers=1)
    assert sum(s.win for r in results for s in r.seats if s.kind == "tiny") >= 2.5


def test_reasons_reach_the_log_only_with_moves_the_reader_sees():
    """A computer seat's reason is shown beside its move, but not beside a move whose card is
    hidden from the reader (the reason could name it)."""
    game = all_games()["sanjuan"]
    seats = [SeatInfo("Anna", "human"), SeatInfo("Gép", "bot:easy")]
    session = Session(game, game.config(2), 3, seats)
    bot = make_bot("easy", 1, game)
    hidden_seen = public_seen = False
    while session.to_act() is not None and not (hidden_seen and public_seen):
        seat = session.to_act()
        move = bot.choose(session.view(seat), session.legal())
        session.play(move, reason=reason_of(bot))
        mine = session.log(seat, "hu")[-1]
        theirs = session.log(1 - seat, "hu")[-1]
        assert mine.reason
        if mine.sentence == theirs.sentence:
            public_seen = public_seen or bool(theirs.reason)
        else:
            assert theirs.reason == ""
            hidden_seen = True
    assert hidden_seen and public_seen
