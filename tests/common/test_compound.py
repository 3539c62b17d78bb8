"""Compound choices of every game (issue 16 item 2): one screen of marks, the engine unchanged.

From random positions of every game: each compound's first filling, and random fillings, play
through `table_control.play_compound` to exactly the state the same single moves reach when
chosen one by one; the marks are what happens (the cards paid, the pieces placed); a filling the
rules do not allow is refused with a sentence; undo takes a compound back whole, also after a
saved game is resumed.
"""

from __future__ import annotations

import copy
import random
from collections import Counter
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from common import savefile, table_control
from common.bots import RandomBot
from common.compound import Compound, Marks, Row, add_mark, fill_greedily, summary
from common.contract import GameDef, IllegalMove, Lang
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import ReplayDivergence, Session

Position = tuple[Session, int, Compound]
Check = Callable[[Session, Session, int, Compound, Marks], None]


def _session(game_id: str, players: int, seed: int, options: dict[str, Any]) -> Session:
    game = get_game(game_id)
    seats = [SeatInfo(f"P{i + 1}") for i in range(players)]
    return Session(game, game.config(players, options), seed, seats)


def positions(
    game_id: str,
    options: dict[str, Any],
    seeds: range,
    per_game: int,
    chance: float = 0.1,
    lang: Lang = "hu",
) -> Iterator[Position]:
    """Compound decisions met in random games: a copy of the session there, the seat, and
    its compound; at most `per_game` from each game, each taken at `chance`."""
    for seed in seeds:
        game = get_game(game_id)
        players = random.Random(seed).choice(game.seats)
        session = _session(game_id, players, seed, options)
        bot = RandomBot(seed)
        draw = random.Random(seed * 7 + 1)
        found = 0
        while not session.over and found < per_game:
            seat = session.to_act()
            assert seat is not None
            compound = game.compound(session.view(seat), lang)
            if compound is not None and draw.random() < chance:
                found += 1
                yield _copy(session), seat, compound
            session.play(bot.choose(None, session.legal()))


def _copy(session: Session) -> Session:
    trial = copy.copy(session)
    trial.states = list(session.states)
    trial.played = list(session.played)
    trial.autosave = None
    return trial


def one_by_one(game: GameDef, state: Any, moves: tuple[Any, ...], step: str) -> Any:
    """The same single moves chosen one at a time from the list, as a player would: each one
    legal in turn, until the seat's decision is over (the engine may finish it by itself)."""
    seat = game.to_act(state)
    for i, move in enumerate(moves):
        if i and not _deciding(game, state, seat, step):
            break
        assert move in game.legal_moves(state), f"step {i} {move!r} is not legal"
        state = game.apply(state, move)
    assert not _deciding(game, state, seat, step), "the moves left the decision unfinished"
    return state


def _deciding(game: GameDef, state: Any, seat: int | None, step: str) -> bool:
    if seat is None or game.to_act(state) != seat:
        return False
    now = game.compound(game.view(state, seat), "en")
    return now is not None and now.step == step


def random_marks(compound: Compound, r: random.Random) -> Marks:
    """A random filling within the columns' limits, as far as the rows' room allows."""
    marks = [[0] * len(compound.columns) for _ in compound.rows]
    for c, (least, most) in enumerate(compound.limits):
        for _ in range(r.randint(least, most)):
            room = [i for i, row in enumerate(compound.rows) if sum(marks[i]) < row.capacity]
            if room:
                marks[r.choice(room)][c] += 1
    return tuple(tuple(row) for row in marks)


def played_through(session: Session, seat: int, compound: Compound, marks: Marks) -> Session:
    """Play a filling through the app's runner and prove it equals the single moves."""
    game = session.game
    moves = game.compound_moves(session.view(seat), compound, marks, "hu")
    start = len(session.played)
    expected = one_by_one(game, session.state, moves, compound.step)
    run = table_control.play_compound(session, moves, "hu")
    assert run.refused is None, run.refused
    assert session.state == expected
    group = session.played[start:]
    assert group and not group[0].joined and all(p.joined for p in group[1:])
    return session


def exercise(
    game_id: str,
    options: dict[str, Any],
    check: Check,
    seeds: range,
    allowed: Callable[[Session, int, Compound, Marks], bool] = lambda *_: True,
) -> Counter[str]:
    """Every start filling and a few random ones of positions from random games: a filling
    that fits the rows and columns and that the game's own rules `allowed` plays through as
    marked, any other is refused."""
    steps: Counter[str] = Counter()
    r = random.Random(game_id)
    for session, seat, compound in positions(game_id, options, seeds, per_game=12, chance=0.1):
        steps[compound.step] += 1
        assert compound.fits(compound.start), (compound.step, compound.start)
        fillings = [compound.start, *(random_marks(compound, r) for _ in range(3))]
        for marks in fillings:
            if not compound.fits(marks) or not allowed(session, seat, compound, marks):
                with pytest.raises(IllegalMove):
                    session.game.compound_moves(session.view(seat), compound, marks, "hu")
                continue
            after = played_through(_copy(session), seat, compound, marks)
            check(session, after, seat, compound, marks)
    return steps


# -- San Juan and ANNO XVII ------------------------------------------------------------------


def _hand(session: Session, seat: int) -> Counter[int]:
    return Counter(session.state.players[seat].hand)


def _sanjuan_marks(compound: Compound, marks: Marks, kind: str) -> Counter[str]:
    return Counter(
        {
            row.key.partition(":")[2]: n
            for row, (n,) in zip(compound.rows, marks, strict=True)
            if row.key.startswith(kind)
        }
    )


def sanjuan_check(before: Session, after: Session, seat: int, compound: Compound, marks: Marks):
    """The marked cards left the hand (or, kept, joined it); the marked goods left their
    buildings."""
    from sanjuan.data import KIND

    if len(after.state.discard) < len(before.state.discard):
        return  # the discards were shuffled into a new draw pile: a paid card may come back
    old, new = _hand(before, seat), _hand(after, seat)
    moved = (new - old) if compound.step == "keep" else (old - new)
    assert Counter(KIND[c] for c in moved.elements()) == _sanjuan_marks(compound, marks, "card:")
    p, q = before.state.players[seat], after.state.players[seat]
    emptied = Counter(
        KIND[c] for c, g, h in zip(p.city, p.goods, q.goods, strict=False) if g >= 0 > h
    )
    if compound.step == "pay":
        assert emptied == _sanjuan_marks(compound, marks, "good:")


def black_market_allows(session: Session, seat: int, compound: Compound, marks: Marks) -> bool:
    """R-SJ-1: at most 2 goods for one build."""
    goods = sum(_sanjuan_marks(compound, marks, "good:").values())
    return goods <= 2 - session.view(seat).count if compound.step == "pay" else True


@pytest.mark.rule("SJ-2.4", "SJ-3.6", "SJ-4.2", "SJ-7.1", "SJ-11.3", "SJ-11.5")
def test_san_juan_payments_discards_and_keeps_play_through_as_marked():
    options = {"starting_hand_draft": True}
    steps = exercise("sanjuan", options, sanjuan_check, range(1, 9), black_market_allows)
    assert {"draft", "pay", "limit", "keep", "discard"} <= set(steps), steps


@pytest.mark.rule("AN-4.5", "AN-7.1", "AN-7.2", "AN-8.6", "AN-8.7")
def test_anno_payments_discards_bank_and_swaps_play_through_as_marked():
    steps = exercise("anno_xvii", {}, sanjuan_check, range(1, 13), black_market_allows)
    assert {"pay", "keep", "tax", "office", "revolution"} <= set(steps), steps


# -- Puerto Rico -----------------------------------------------------------------------------


def puertorico_check(before: Session, after: Session, seat: int, compound: Compound, marks):
    """Every piece stands where it was marked: colonists and nobles on each tile kind and
    building, the rest on the windrose."""
    from puertorico import data

    was = before.view(seat).players[seat]
    now = after.view(seat).players[seat]
    nobles = Counter(now.nobles) - Counter(was.nobles)
    for row, counts in zip(compound.rows, marks, strict=True):
        k = data.ISLAND_INDEX.get(row.key, -1)
        if k >= 0:
            assert now.worked[k] - was.worked[k] == sum(counts), row.key
        elif row.key == data.WINDROSE:
            assert now.idle - was.idle == sum(counts)
        else:
            i = now.city.index(row.key)
            assert now.staff[i] - was.staff[i] == sum(counts), row.key
        assert nobles[row.key] == (counts[1] if len(counts) > 1 else 0), row.key


@pytest.mark.rule("PR-5.3")
def test_puerto_rico_mayor_placements_play_through_as_marked():
    steps = exercise("puertorico", {}, puertorico_check, range(1, 5))
    assert steps["place"] > 10


@pytest.mark.rule("PR-5.3", "PN-1.2")
def test_puerto_rico_placements_with_nobles_play_through_as_marked():
    options = {"exp_nobles": True, "exp_new_buildings": True}
    steps = exercise("puertorico", options, puertorico_check, range(1, 5))
    assert steps["place"] > 10


# -- Az Aranyváros ---------------------------------------------------------------------------


def aranyvaros_check(before: Session, after: Session, seat: int, compound: Compound, marks):
    """The discard pile took exactly the marked units: a card, or two for a joker pair."""
    from aranyvaros import data

    paid = Counter()
    for row, (n,) in zip(compound.rows, marks, strict=True):
        kind, _, terrain = row.key.partition(":")
        paid[data.TERRAIN_INDEX[terrain]] += n * (2 if kind == "pair" else 1)
    old, new = before.state.discard, after.state.discard
    if sum(new) < sum(old):
        return  # a reward drew past the pile and shuffled the discards in
    assert Counter({x: new[x] - old[x] for x in range(len(old)) if new[x] != old[x]}) == paid


@pytest.mark.rule("AV-5.8", "AV-5.9", "AV-5.10")
def test_aranyvaros_payments_and_hand_limit_play_through_as_marked():
    steps = exercise("aranyvaros", {}, aranyvaros_check, range(1, 9))
    assert {"pay", "limit"} <= set(steps), steps


# -- what the rules refuse -------------------------------------------------------------------


def first(game_id: str, options: dict[str, Any], seeds: range, found: Callable[..., bool]):
    """The first compound decision of random games for which `found(session, seat, compound)`."""
    for session, seat, compound in positions(game_id, options, seeds, per_game=999, chance=1):
        if found(session, seat, compound):
            return session, seat, compound
    raise AssertionError("no such position; widen the seeds")


def payment(seeds: range, also: Callable[[Compound], bool] = lambda c: True) -> Position:
    """A San Juan payment of 3 cards or more (for which `also` holds) from random games."""
    return first(
        "sanjuan",
        {},
        seeds,
        lambda s, seat, c: c.step == "pay" and c.limits[0][0] >= 3 and also(c),
    )


def _goods_rows(compound: Compound) -> list[int]:
    return [i for i, row in enumerate(compound.rows) if row.key.startswith("good:")]


@pytest.mark.rule("SJ-11.5")
def test_a_black_market_pays_at_most_two_goods_for_one_build():
    session, seat, compound = payment(
        range(60, 90), lambda c: sum(c.rows[i].capacity for i in _goods_rows(c)) >= 3
    )
    owed = compound.limits[0][0]
    goods = [i for i in _goods_rows(compound) for _ in range(compound.rows[i].capacity)]
    cards = [
        i for i, row in enumerate(compound.rows) if i not in goods for _ in range(row.capacity)
    ]

    def filling(marked: list[int]) -> Marks:
        return tuple((marked.count(i),) for i in range(len(compound.rows)))

    three = filling(goods[:3] + cards[: owed - 3])
    assert compound.fits(three)
    with pytest.raises(IllegalMove, match="legfeljebb 2 árut"):
        session.game.compound_moves(session.view(seat), compound, three, "hu")
    two = filling(goods[:2] + cards[: owed - 2])
    after = played_through(_copy(session), seat, compound, two)
    sanjuan_check(session, after, seat, compound, two)


@pytest.mark.rule("PR-5.3")
def test_a_piece_may_not_stay_off_the_circles_while_one_is_empty():
    session, seat, compound = first(
        "puertorico", {}, range(1, 9), lambda s, seat, c: c.limits[0][0] >= 2
    )
    view = session.view(seat)
    marks = [list(row) for row in compound.start]
    placed = next(i for i, row in enumerate(compound.rows) if marks[i][0] and row.key != "windrose")
    marks[placed][0] -= 1
    short = tuple(tuple(row) for row in marks)
    with pytest.raises(IllegalMove, match="Helyezd el minden bábudat"):
        session.game.compound_moves(view, compound, short, "hu")
    # The rules agree: those placements one by one leave the seat still placing.
    moves = session.game.compound_moves(view, compound, compound.start, "hu")
    assert len(moves) == view.hand
    without = list(moves)
    without.remove(next(m for m in moves if m.target == compound.rows[placed].key))
    with pytest.raises(AssertionError, match="unfinished"):
        one_by_one(session.game, session.state, tuple(without), compound.step)


# -- the run, undo, saved games ------------------------------------------------------------------


@pytest.mark.rule("SJ-4.2")
def test_undo_takes_back_a_compound_choice_whole():
    session, seat, compound = payment(range(1, 9))
    state, before = session.state, len(session.played)
    played_through(session, seat, compound, compound.start)
    run = len(session.played) - before
    assert run >= 2
    assert session.undo() == run
    assert session.state is state and len(session.played) == before


def test_the_undo_plan_steps_back_over_the_computers_and_the_whole_compound():
    session, seat, compound = payment(range(1, 9))
    state, before = session.state, len(session.played)
    session.seats = [
        SeatInfo(s.name, "human" if i == seat else "bot:random")
        for i, s in enumerate(session.seats)
    ]
    played_through(session, seat, compound, compound.start)
    bot = RandomBot(1)
    while session.to_act() not in (None, seat):
        move = bot.choose(None, session.legal())
        if session.game.reveals(session.state, session.game.apply(session.state, move)):
            break
        session.play(move)
    plan = table_control.plan_undo(session)
    assert plan.seat == seat and plan.moves == len(session.played) - before
    table_control.run_undo(session, plan)
    assert session.state is state


def test_a_saved_game_keeps_the_grouping_and_undo_after_resuming_takes_it_back_whole(tmp_path):
    session, seat, compound = payment(range(1, 9))
    state, before = session.state, len(session.played)
    played_through(session, seat, compound, compound.start)
    path = tmp_path / "g.tarsas"
    session.save(path)
    assert path.read_text(encoding="utf-8").count("# joined") == len(session.played) - before - 1
    resumed = Session.load(path)
    assert [p.joined for p in resumed.played] == [p.joined for p in session.played]
    resumed.undo()
    assert resumed.state == state


def test_a_joined_mark_without_a_decision_of_the_same_seat_before_it_is_refused(tmp_path):
    session, _, _ = payment(range(1, 9))
    lines = savefile.dumps(session.to_saved()).splitlines()
    first_move = lines.index("") + 1
    lines[first_move] += "  # joined"
    path = tmp_path / "forged.tarsas"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    with pytest.raises(ReplayDivergence, match="joined"):
        Session.load(path)


def test_a_run_the_rules_refuse_midway_or_leave_unfinished_changes_nothing():
    session, seat, compound = payment(
        range(1, 20), lambda c: len(c.rows) >= 3 and any(row.capacity == 1 for row in c.rows)
    )
    state, before = session.state, len(session.played)
    single = next(row for row in compound.rows if row.capacity == 1)
    twice = next(m for m in session.legal() if session.game.move_text(m) == f"pay {single.key[5:]}")
    unfinished = session.game.compound_moves(session.view(seat), compound, compound.start, "hu")[:1]
    for run, reason in (((twice, twice), "nem szabályos"), (unfinished, "nem fejezik be")):
        result = table_control.play_compound(session, run, "hu")
        assert result.refused is not None and reason in result.refused, run
        assert session.state is state and len(session.played) == before


def test_summary_names_what_each_column_still_needs():
    _, _, compound = payment(range(1, 9))
    owed = compound.limits[0][0]
    empty_marks = tuple((0,) for _ in compound.rows)
    assert summary(compound, empty_marks, "hu") == f"fizet 0/{owed}"
    assert summary(compound, compound.start, "en") == f"fizet {owed}/{owed}"
    keep = Compound("?", ("keep",), compound.rows, ((0, 2),), empty_marks)
    assert summary(keep, empty_marks, "en") == "keep 0 (at most 2)"


def test_the_greedy_filling_stops_where_stopping_is_worth_more():
    rows = (Row("a", "A", 3), Row("b", "B", 3))
    optional = Compound("?", ("x",), rows, ((0, 4),), ())
    worth = {"a": 1.0, "b": -1.0}

    def gains(marks: Marks):
        return [[worth[row.key] - sum(m) * 0.4] for row, m in zip(rows, marks, strict=True)], 0.0

    assert fill_greedily(optional, gains) == ((3,), (0,))
    exact = Compound("?", ("x",), rows, ((5, 5),), ())
    assert fill_greedily(exact, gains) == ((3,), (2,))


def test_a_single_pick_moves_its_mark_and_no_mark_goes_beyond_a_limit():
    """Issue 30 item 3: "megtart 2/1" and "nemes 2/1" can no longer be marked."""
    rows = (Row("a", "A", 2), Row("b", "B", 1), Row("c", "C", 3))
    keep_one = Compound("?", ("keep",), rows, ((1, 1),), ())
    assert add_mark(keep_one, ((1,), (0,), (0,)), 1, 0) == ((0,), (1,), (0,))
    assert add_mark(keep_one, ((1,), (0,), (0,)), 0, 0) == ((1,), (0,), (0,))
    assert add_mark(keep_one, ((0,), (0,), (0,)), 2, 0) == ((0,), (0,), (1,))
    pay_two = Compound("?", ("pay",), rows, ((2, 2),), ())
    assert add_mark(pay_two, ((1,), (1,), (0,)), 2, 0) is None, "a full column of two"
    assert add_mark(pay_two, ((1,), (0,), (0,)), 0, 0) == ((2,), (0,), (0,))
    assert add_mark(pay_two, ((0,), (1,), (0,)), 1, 0) is None, "a full row"
    mayor = Compound("?", ("colonist", "noble"), rows, ((3, 3), (1, 1)), ())
    placed = ((1, 1), (0, 0), (2, 0))
    assert add_mark(mayor, placed, 1, 1) == ((1, 0), (0, 1), (2, 0)), "the noble moves"
    assert add_mark(mayor, placed, 1, 0) is None, "no fourth colonist"
