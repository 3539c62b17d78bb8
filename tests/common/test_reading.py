"""The search reads the table (issue 26 item 2, D-B-23): the panel's models are weighted per
seat by how well each foretold that seat's decisions, from the reader's view alone."""

from __future__ import annotations

import pytest

from common import table_control, tournament
from common.bots import bot_seed, make_bot
from common.reading import FLOOR, Reading
from common.registry import get_game
from common.savefile import SeatInfo
from common.search import SearchBot
from common.session import Session, build_config


def _played(game_id: str, kinds: list[str], seed: int, moves: int | None = None) -> Session:
    """A game between bots of these kinds, whole or its first `moves` moves."""
    game = get_game(game_id)
    config = build_config(game, len(kinds), {})
    session = Session(game, config, seed, [SeatInfo(k, f"bot:{k}") for k in kinds])
    bots = [make_bot(kind, bot_seed(seed, seat), game) for seat, kind in enumerate(kinds)]
    while (seat := session.to_act()) is not None and (moves is None or len(session.played) < moves):
        legal = session.legal()
        if len(legal) == 1:
            session.play(legal[0], auto=True)
        else:
            session.play(bots[seat].choose(session.view(seat), legal))
    return session


def _search(game_id: str, seed: int = 3) -> SearchBot:
    bot = make_bot("medium", seed, get_game(game_id))
    assert isinstance(bot, SearchBot)
    return bot


@pytest.mark.parametrize(
    ("game_id", "opponent"),
    [
        ("sanjuan", "stranger-trader"),
        ("puertorico", "stranger-shipper"),
        ("sanjuan", "stranger-learned"),
    ],
)
def test_the_weights_move_to_the_model_that_played(game_id, opponent):
    """Three seats played by one stranger for a whole game: over them that stranger's model
    weighs most, and half as much again as the even share it started from (one seat may still be
    misread: a model choosing from dealt cards misses where the real hand decided; the learned
    player, taught largely by the heuristic's labels, is the hardest to tell from it)."""
    session = _played(game_id, ["heuristic", opponent, opponent, opponent], 11)
    panel = _search(game_id).panel
    reading = Reading(session.game, panel, 1)
    reading.read(session.seen(0))
    mean = [sum(w) / 3 for w in zip(*(reading.weights(seat) for seat in (1, 2, 3)), strict=True)]
    mine = panel.kinds().index(opponent)
    assert max(range(len(mean)), key=mean.__getitem__) == mine
    assert mean[mine] > 1.5 / len(panel)


def test_before_any_evidence_the_mixture_is_even():
    """No decision seen yet (or none telling): every model of the panel weighs the same, and
    the search draws every one of them within a Közepes budget (test_strangers)."""
    panel = _search("sanjuan").panel
    reading = Reading(get_game("sanjuan"), panel, 1)
    reading.read(())
    assert reading.weights(1) == pytest.approx([1 / len(panel)] * len(panel))
    first = _played("sanjuan", ["heuristic"] * 4, 2, moves=1)
    reading.read(first.seen(0))
    assert reading.weights(1) == pytest.approx([1 / len(panel)] * len(panel))


def test_the_learned_near_future_plays_only_the_seats_read_as_learned():
    """D-B-28: ANNO XVII's Nehéz lets the learned player make a seat's near future in its
    rollouts only where the reading favours that player for the seat (its weight above the even
    share), never before there is evidence: a player read as another model keeps the heuristic
    standing in for it."""
    game = get_game("anno_xvii")
    kinds = ["heuristic", "stranger-learned", "stranger-tilted", "stranger-learned"]
    session = _played("anno_xvii", kinds, 11, moves=60)
    seen: tuple = ()
    bot = make_bot("hard", 1, game, lambda: seen)
    assert isinstance(bot, SearchBot)
    learned = len(bot.panel) - 1
    bot._reading.read(seen)
    assert bot._near(4, 0) == frozenset()
    assert not any(bot._reading.favours(s, k) for s in (1, 2, 3) for k in range(len(bot.panel)))
    seen = session.seen(0)
    bot._reading.read(seen)
    near = bot._near(4, 0)
    even = 1 / len(bot.panel)
    assert near == {s for s in (1, 2, 3) if bot._reading.weights(s)[learned] > even}
    assert near and near != {1, 2, 3}  # this game's reading tells the seats apart


def test_no_model_is_ruled_out():
    """However plain the evidence, every model keeps its share of the floor."""
    session = _played("sanjuan", ["heuristic", *["stranger-trader"] * 3], 11)
    reading = Reading(session.game, _search("sanjuan").panel, 1)
    reading.read(session.seen(0))
    assert min(reading.weights(1)) >= FLOOR / len(_search("sanjuan").panel) - 1e-12


def test_reading_in_pieces_or_after_an_undo_gives_the_same_weights():
    """The evidence of a decision depends on it, its place and the seed alone: reading a game
    at once, in pieces (a deadline already past reads nothing), or back to an earlier point
    (undo) gives the weights a fresh reading of the same decisions gives."""
    session = _played("puertorico", ["heuristic", *["stranger-builder"] * 3], 4, moves=160)
    game, panel = session.game, _search("puertorico").panel
    history = session.seen(0)
    whole = Reading(game, panel, 9)
    whole.read(history)
    pieces = Reading(game, panel, 9)
    pieces.read(history, deadline=0.0)
    assert pieces.weights(2) == pytest.approx([1 / len(panel)] * len(panel))
    pieces.read(history[:20])
    pieces.read(history)
    assert [pieces.weights(s) for s in (1, 2, 3)] == [whole.weights(s) for s in (1, 2, 3)]
    whole.read(history[:20])
    fresh = Reading(game, panel, 9)
    fresh.read(history[:20])
    assert [whole.weights(s) for s in (1, 2, 3)] == [fresh.weights(s) for s in (1, 2, 3)]
    assert whole.weights(1) != pieces.weights(1)


def test_the_session_keeps_each_seats_record_until_an_undo():
    """`Session.seen` gives the same records while the game keeps its moves (so a reader keeps
    its evidence) and leaves out the reader's own moves and those nobody chose."""
    session = _played("sanjuan", ["heuristic"] * 4, 6, moves=60)
    seen = session.seen(0)
    assert seen and all(a is b for a, b in zip(seen, session.seen(0), strict=True))
    assert {s.seat for s in seen} <= {1, 2, 3}
    chosen = [p for p in session.played if p.seat != 0 and not p.auto]
    assert len(seen) == len(chosen)


@pytest.mark.parametrize(("game_id", "plan"), [("sanjuan", "trader"), ("puertorico", "shipper")])
def test_the_reading_search_never_peeks_and_repeats_for_a_seed(game_id, plan):
    """A search reading the table sees its view and the other seats' decisions as its log
    words them, nothing else: every record's view is one that every reshuffle of what the
    reader cannot see leaves alone, and with the position's hidden cards reshuffled the same
    seed and history choose the same."""
    kinds = ["heuristic", f"stranger-{plan}", "stranger-learned", "stranger-tilted"]
    session = _played(game_id, kinds, 8, moves=150)
    game = session.game
    bots = [make_bot(kind, bot_seed(8, seat), game) for seat, kind in enumerate(kinds)]
    while (seat := session.to_act()) != 0 or len(session.legal()) == 1:
        assert seat is not None
        session.play(bots[seat].choose(session.view(seat), session.legal()))
    history = session.seen(0)
    others = [i for i, p in enumerate(session.played) if p.seat != 0 and not p.auto]
    assert len(others) == len(history) > 20
    for i, seen in zip(others, history, strict=True):
        assert game.view(game.shuffle_hidden(session.states[i], 0, i), 0) == seen.view
    state = session.state
    picks = []
    for position in (state, game.shuffle_hidden(state, 0, 77), state):
        bot = make_bot("medium", 5, game, lambda: history)
        assert isinstance(bot, SearchBot)
        bot.iterations, bot.rollout_moves, bot.seconds = 4, 20, None
        picks.append(bot.choose(game.view(position, 0), game.legal_moves(position)))
    assert picks[0] == picks[1] == picks[2]


def test_every_place_that_seats_a_search_hands_it_the_table(monkeypatch):
    """Tournaments (and so the ladder), the table's computer players and its hints give a
    search the decisions its seat saw so far."""
    read: list[int] = []

    def choose(self: SearchBot, view: object, legal: tuple[object, ...]) -> object:
        assert self.history is not None
        read.append(len(self.history()))
        return legal[0]

    monkeypatch.setattr(SearchBot, "choose", choose)
    tournament.play_one("sanjuan", 3, {}, ("medium", "heuristic", "heuristic"), 5)
    assert read and read[-1] > read[0]
    session = _played("sanjuan", ["heuristic"] * 3, 5, moves=40)
    session.seats[1] = SeatInfo("gép", "bot:medium")
    bot = table_control.computer_players(session)[1]
    assert isinstance(bot, SearchBot) and bot.history is not None
    assert bot.history() == session.seen(1)
    seat = session.to_act()
    assert seat is not None
    assert table_control.hint_question(session, seat).seen == session.seen(seat)
