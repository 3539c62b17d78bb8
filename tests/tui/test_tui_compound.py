"""The compound editor at the table (issue 16 item 2): a payment, a discard, a keep and a mayor
placement on one screen, Enter plays them as single moves, `u` takes them back as one, Esc
switches to the plain list; it fits at 80×24 and 120×40."""

from __future__ import annotations

import copy
from collections.abc import Callable
from itertools import takewhile
from typing import Any

import pytest
from rich.console import Console
from rich.text import Text
from textual.pilot import Pilot
from tui_kit import run, screen_name, screen_text, table_app, wait_for_text

from common import table_control
from common.bots import RandomBot
from common.compound import Compound, Marks
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session, UndoRefused
from common.tui.app import TarsasApp
from common.tui.editor import CompoundEditor, fit_prompt
from sanjuan.moves import PayGood

NAMES = ("Anna", "Béla", "Csilla", "Dani")


def at_compound(
    game_id: str,
    players: int,
    want: Callable[[Compound], bool],
    options: dict[str, Any] | None = None,
    seeds: range = range(1, 40),
) -> Session:
    """A game of human seats, played at random up to where the first seat faces a compound
    decision `want` accepts, and whose first filling can be undone (reveals nothing)."""
    game = get_game(game_id)
    for seed in seeds:
        seats = [SeatInfo(NAMES[i]) for i in range(players)]
        session = Session(game, game.config(players, options), seed, seats)
        bot = RandomBot(seed)
        while not session.over:
            seat = session.to_act()
            compound = game.compound(session.view(0), "hu") if seat == 0 else None
            if compound is not None and want(compound) and _undoable(session, compound):
                return session
            session.play(bot.choose(None, session.legal()))
    raise AssertionError("no such position; widen the seeds")


def _undoable(session: Session, compound: Compound) -> bool:
    trial = copy.copy(session)
    trial.states, trial.played = list(session.states), list(session.played)
    moves = session.game.compound_moves(session.view(0), compound, compound.start, "hu")
    table_control.play_compound(trial, moves, "hu")
    trial.autoplay(answer_for=trial.to_act())  # open hands: the next player is at the keys
    try:
        table_control.plan_undo(trial)
    except UndoRefused:
        return False
    return True


def payment_of_three() -> Session:
    return at_compound(
        "sanjuan", 3, lambda c: c.step == "pay" and c.limits[0] == (3, 3) and len(c.rows) >= 3
    )


def payment_table() -> tuple[Session, int, TarsasApp, list[str]]:
    """The table at a payment of three cards: the session, its move count, the app, and a
    list for the screens a test reads."""
    session = payment_of_three()
    return session, len(session.played), table_app(session, open_hands=True), []


def editor(app: TarsasApp) -> CompoundEditor:
    return app.screen.query_one("#editor", CompoundEditor)


def editing(app: TarsasApp) -> bool:
    """The editor stands in the list's place (the choice's `-editing` class)."""
    return app.screen.query_one("#choice").has_class("-editing")


async def enter_and_undo(
    pilot: Pilot[None],
    app: TarsasApp,
    session: Session,
    played: int,
    moves: list[Any] | None = None,
) -> list[str]:
    """Enter plays the editor's filling; `u` (confirmed: the next seat is another human) takes
    the whole choice back. Returns the screens seen: the editor, after Enter, after undo; the
    moves Enter played go to `moves`."""
    before = session.state
    shots = [screen_text(app)]
    assert editing(app) and editor(app).has_focus
    await pilot.press("enter")
    await pilot.pause()
    group = list(takewhile(lambda p: p.seat == 0, session.played[played:]))
    assert group
    assert not group[0].joined and all(p.joined for p in group[1:])
    if moves is not None:
        moves.extend(p.move for p in group)
    shots.append(screen_text(app))
    await pilot.press("u")
    await pilot.pause()
    if screen_name(app) == "ConfirmScreen":
        await pilot.press("i")
        await pilot.pause()
    assert session.state is before and len(session.played) == played
    shots.append(await wait_for_text(pilot, app, "Visszavonva"))
    assert editing(app)
    return shots


def test_a_san_juan_payment_of_three_cards_is_one_screen_and_undone_whole() -> None:
    session, played, app, shots = payment_table()

    async def script(pilot: Pilot[None]) -> None:
        shots.extend(await enter_and_undo(pilot, app, session, played))

    run(app, (80, 24), script)
    assert "Anna: Mivel fizetsz?  fizet 3/3 · Enter: kész" in shots[0]
    assert shots[0].count("●") >= 3
    assert "␣ jelöl" in shots[0] and "Esc lista" in shots[0] and "q kilépés" in shots[0]
    assert "Visszavonva (3 lépés)." in shots[2]
    assert "fizet 3/3" in shots[2]


def test_marks_change_with_space_plus_and_minus_and_a_wrong_count_is_refused() -> None:
    """No mark beyond the payment's count (issue 30 item 3): a fourth is refused with a
    sentence; one off, and the mark goes where the player wants it."""
    session, played, app, shots = payment_table()

    async def script(pilot: Pilot[None]) -> None:
        start = editor(app).marks
        marked = next(i for i, (n,) in enumerate(start) if n)
        row = next(i for i, (n,) in enumerate(start) if n == 0)
        for _ in range(row):
            await pilot.press("down")
        await pilot.press("space")
        shots.append(await wait_for_text(pilot, app, "előbb vegyél le"))
        assert editor(app).marks == start
        for _ in range(row - marked):
            await pilot.press("up")
        await pilot.press("minus")
        await pilot.press("minus")
        await pilot.press("minus")  # nothing below zero
        await pilot.pause()
        assert editor(app).marks[marked] == (0,)
        shots.append(screen_text(app))
        await pilot.press("enter")
        shots.append(await wait_for_text(pilot, app, "3 kell, most"))
        assert len(session.played) == played
        for _ in range(row - marked):
            await pilot.press("down")
        capacity = editor(app).compound.rows[row].capacity  # type: ignore[union-attr]
        room = 3 - sum(n for (n,) in editor(app).marks)
        for _ in range(capacity + 3):
            await pilot.press("plus")  # never beyond the cards of that kind nor the count
        await pilot.pause()
        assert editor(app).marks[row] == (min(capacity, room),)
        assert sum(n for (n,) in editor(app).marks) <= 3

    run(app, (80, 24), script)
    assert "fizet: legfeljebb 3 — előbb vegyél le egy jelet." in shots[0]
    assert "fizet 3/3" in shots[0]
    assert "Enter: kész" not in shots[1]
    assert "fizet: 3 kell, most " in shots[2]


def test_esc_switches_to_the_single_moves_and_back() -> None:
    session, played, app, shots = payment_table()

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("escape")
        await pilot.pause()
        assert not editing(app)
        shots.append(screen_text(app))
        await pilot.press("1")  # one card, as before
        await pilot.pause()
        assert len(session.played) == played + 1
        assert not editing(app), "the list stays for this seat"
        shots.append(screen_text(app))
        await pilot.press("escape")
        await pilot.pause()
        assert editing(app)
        shots.append(screen_text(app))

    run(app, (80, 24), script)
    assert "Anna: Fizess még 3 lapot!" in shots[0] and "fizet 3/3" not in shots[0]
    assert " 1. Fizet: " in shots[0]
    assert "Esc jelölő" in shots[0]
    assert "Fizess még 2 lapot!" in shots[1] and " 1. Fizet: " in shots[1]
    assert "fizet 2/2" in shots[2]


def test_a_puerto_rico_mayor_placement_is_one_screen_with_colonists_and_nobles() -> None:
    session = at_compound(
        "puertorico",
        3,
        lambda c: len(c.columns) == 2 and c.limits[0][0] >= 2 and len(c.rows) >= 3,
        {"exp_nobles": True},
    )
    played = len(session.played)
    view = session.view(0)
    pieces = view.hand
    app = table_app(session, open_hands=True)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("right")
        await pilot.pause()
        assert editor(app).column == 1
        shots.append(screen_text(app))
        shots.extend(await enter_and_undo(pilot, app, session, played))

    run(app, (80, 24), script)
    assert "Polgármester: helyezd el a bábuidat" in shots[0]
    colonists, nobles = pieces - view.hand_nobles, view.hand_nobles
    assert f"telepes {colonists}/{colonists} · nemes {nobles}/{nobles}" in shots[0]
    assert "most jelölsz: ◆ nemes (←/→)" in shots[0]
    assert "Visszavonva (" in shots[3] and "most jelölsz: ● telepes" in shots[3]


@pytest.mark.parametrize(
    ("game_id", "want", "summary"),
    [
        ("aranyvaros", lambda c: c.step == "pay" and c.limits[0][0] >= 2, "fizet "),
        ("aranyvaros", lambda c: c.step == "limit" and c.limits[0][0] >= 2, "eldob "),
        ("sanjuan", lambda c: c.step == "limit" and c.limits[0][0] >= 2, "eldob "),
        ("anno_xvii", lambda c: c.step == "keep" and c.limits[0] == (1, 1), "megtart 1/1"),
        ("anno_xvii", lambda c: c.step == "tax", "eldob 1/1"),
        ("anno_xvii", lambda c: c.step == "pay" and c.limits[0][0] >= 2, "fizet "),
        ("anno_xvii", lambda c: c.step == "bank", "a Bank alá "),
        ("anno_xvii", lambda c: c.step == "office", "eldob "),
        (
            "puertorico",
            lambda c: len(c.columns) == 1 and c.limits[0][0] >= 2 and len(c.rows) >= 3,
            "telepes ",
        ),
    ],
    ids=[
        "aranyvaros-pay",
        "aranyvaros-limit",
        "sanjuan-limit",
        "anno-keep",
        "anno-tax",
        "anno-pay",
        "anno-bank",
        "anno-office",
        "puertorico-colonists",
    ],
)
def test_every_editor_of_every_game_is_one_screen_and_undone_whole(
    game_id: str, want: Callable[[Compound], bool], summary: str
) -> None:
    session = at_compound(game_id, 3, want, seeds=range(1, 80))
    played = len(session.played)
    app = table_app(session, open_hands=True)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        shots.extend(await enter_and_undo(pilot, app, session, played))

    run(app, (80, 24), script)
    assert summary in shots[0]


def test_a_black_market_good_is_marked_in_place_of_a_card_and_paid_first() -> None:
    session = at_compound("sanjuan", 3, lambda c: any(r.key.startswith("good:") for r in c.rows))
    played = len(session.played)
    compound = session.game.compound(session.view(0), "hu")
    assert compound is not None
    good = next(i for i, row in enumerate(compound.rows) if row.key.startswith("good:"))
    card = next(i for i, (n,) in enumerate(compound.start) if n and i < good)
    app = table_app(session, open_hands=True)
    shots: list[str] = []
    moves: list[Any] = []

    async def script(pilot: Pilot[None]) -> None:
        if compound.start[good] == (0,):  # a card for a good: one mark off, one on
            for _ in range(card):
                await pilot.press("down")
            await pilot.press("minus")
            for _ in range(good - card):
                await pilot.press("down")
            await pilot.press("plus")
        else:
            for _ in range(good):
                await pilot.press("down")
        await pilot.pause()
        assert editor(app).marks[good] == (1,)
        shots.extend(await enter_and_undo(pilot, app, session, played, moves))

    run(app, (80, 24), script)
    assert isinstance(moves[0], PayGood), "the good goes first, while the Black market may"
    assert [m for m in moves if isinstance(m, PayGood)] == moves[:1]
    assert "Áru: " in shots[0] and "Visszavonva (" in shots[2]


def test_the_editor_fits_at_80x24_and_shows_more_rows_at_120x40() -> None:
    session = at_compound(
        "puertorico", 4, lambda c: len(c.rows) >= 8, {"exp_nobles": True}, range(1, 60)
    )
    rows = len(session.game.compound(session.view(0), "hu").rows)
    heights: dict[int, int] = {}
    shots: dict[int, str] = {}
    for size in ((80, 24), (120, 40)):
        app = table_app(session, open_hands=True)

        async def script(pilot: Pilot[None], app: TarsasApp = app, width: int = size[0]) -> None:
            heights[width] = editor(app).size.height
            shots[width] = screen_text(app)
            last = len(editor(app).compound.rows) - 1  # type: ignore[union-attr]
            for _ in range(last):
                await pilot.press("down")
            await pilot.pause()
            shots[-width] = screen_text(app)

        run(app, size, script)
    assert heights == {80: 5, 120: min(rows, 10)}
    compound = session.game.compound(session.view(0), "hu")
    assert compound is not None
    for width in (80, 120):
        assert "telepes " in shots[width] and "Enter: kész" in shots[width]
        assert compound.rows[0].label in shots[width]
        assert compound.rows[-1].label in shots[-width], "the highlighted row stays in sight"
    assert all(len(line.rstrip()) <= 80 for line in shots[80].splitlines())


def test_the_editor_speaks_english() -> None:
    session = payment_of_three()
    app = TarsasApp(session, lang="en", open_hands=True, bot_delay=0)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        shots.append(await wait_for_text(pilot, app, "Enter: done"))

    run(app, (80, 24), script)
    assert "Anna: Which cards do you pay with?  pay 3/3 · Enter: done" in shots[0]
    assert "␣ mark" in shots[0] and "Esc list" in shots[0] and "q quit" in shots[0]


def test_a_hint_in_the_editor_names_its_move_and_marks_the_choice_made_after_it() -> None:
    session, played, app, shots = payment_table()

    async def script(pilot: Pilot[None]) -> None:
        await pilot.press("h")
        for _ in range(200):  # the Nehéz level thinks in a worker thread
            await pilot.pause(0.05)
            if not app.screen.choice._hinting:  # type: ignore[attr-defined]
                break
        shots.append(await wait_for_text(pilot, app, "★ Tipp"))
        assert editing(app)
        await pilot.press("enter")
        await pilot.pause()

    run(app, (80, 24), script)
    assert "▸ Fizet: " in shots[0] and "— ★ Tipp (Nehéz): " in shots[0]
    group = session.played[played:]
    assert group[0].hinted and not any(p.hinted for p in group[1:])


def test_a_long_name_never_pushes_the_marks_out_of_the_prompt() -> None:
    """Two prompt rows at 80 columns: the question is cut with "…", the marks stay whole."""
    session = at_compound("puertorico", 3, lambda c: len(c.columns) == 2, {"exp_nobles": True})
    session.seats[0] = SeatInfo("Kovácsné Szabó Edina")  # the longest a name may be
    app = TarsasApp(session, lang="en", open_hands=True, bot_delay=0)
    shots: list[str] = []

    async def script(pilot: Pilot[None]) -> None:
        shots.append(screen_text(app))

    run(app, (80, 24), script)
    lines = shots[0].splitlines()
    question = next(i for i, line in enumerate(lines) if "Kovácsné Szabó Edina: Mayor" in line)
    assert lines[question].rstrip().endswith("…")
    assert "colonist " in lines[question + 1] and "Enter: done" in lines[question + 1]


@pytest.mark.parametrize(
    ("question", "width", "expected"),
    [
        ("Anna: Pay 3 more cards.", 40, ["Anna: Pay 3 more cards.  pay 3/3"]),
        ("Anna: Pay 3 more cards.", 31, ["Anna: Pay 3 more cards.", "pay 3/3"]),
        ("Anna: pay for the big place", 20, ["Anna: pay for the", "big place  pay 3/3"]),
        ("Anna: pay for the big place now", 20, ["Anna: pay for the b…", "pay 3/3"]),
    ],
    ids=["one-line", "status-below", "status-on-the-last-line", "question-cut"],
)
def test_the_editor_prompt_keeps_the_status_whole_within_two_rows(
    question: str, width: int, expected: list[str]
) -> None:
    status = Text("pay 3/3")
    line = fit_prompt(Text(question), status, width, 2, Console())
    assert line.plain.split("\n") == expected


def test_two_columns_put_the_status_on_a_line_of_its_own() -> None:
    line = fit_prompt(Text("Anna: Mayor"), Text("colonist 2/2"), 80, 2, Console(), apart=True)
    assert line.plain.split("\n") == ["Anna: Mayor", "colonist 2/2"]


def test_a_single_pick_moves_its_mark_and_the_prompt_counts_the_marks() -> None:
    """Issue 30 item 3: in "keep 1" a mark on another card moves the first ("megtart 2/1"
    before); space on the marked card takes it off; the question has no count of its own
    that could disagree with the marks ("Fizess még 2 lapot! fizet 2/2" before)."""
    session = at_compound("sanjuan", 3, lambda c: c.step == "keep" and c.limits[0] == (1, 1))
    app = table_app(session, open_hands=True)
    seen: list[Marks] = []
    shots: list[str] = []
    start = session.game.compound(session.view(0), "hu").start  # type: ignore[union-attr]
    other = 1 if start[0] != (0,) else 0

    async def script(pilot: Pilot[None]) -> None:
        for _ in range(other):
            await pilot.press("down")
        await pilot.press("space")
        await pilot.pause()
        seen.append(editor(app).marks)
        shots.append(screen_text(app))
        await pilot.press("space")
        await pilot.pause()
        seen.append(editor(app).marks)

    run(app, (80, 24), script)
    moved, cleared = seen
    assert sum(n for (n,) in moved) == 1 and moved[other] == (1,)
    assert all(n == 0 for (n,) in cleared)
    assert "megtart 1/1" in shots[0] and "megtart 2/1" not in shots[0]


def test_a_noble_moves_where_it_is_marked_and_colonists_stop_at_their_count() -> None:
    """Issue 30 item 3: the mayor placement never shows "nemes 2/1" or more colonists than
    the seat holds."""
    session = at_compound(
        "puertorico",
        3,
        lambda c: (
            len(c.columns) == 2
            and c.limits[1] == (1, 1)
            and sum(row.capacity for row in c.rows) > c.limits[0][1] + 1
        ),
        {"exp_nobles": True},
    )
    app = table_app(session, open_hands=True)
    seen: list[Marks] = []

    async def script(pilot: Pilot[None]) -> None:
        compound = editor(app).compound
        assert compound is not None
        start = editor(app).marks
        free = next(r for r, marked in enumerate(start) if sum(marked) < compound.rows[r].capacity)
        if free:
            await pilot.press(*["down"] * free)
        for column in (1, 0):  # a noble, then a colonist
            if editor(app).column != column:
                await pilot.press("right")
            await pilot.press("space")
            await pilot.pause()
            seen.append(editor(app).marks)

    run(app, (80, 24), script)
    compound = session.game.compound(session.view(0), "hu")
    assert compound is not None
    for marks in seen:
        totals = compound.totals(marks)
        assert all(t <= most for t, (_, most) in zip(totals, compound.limits, strict=True))
    assert compound.totals(seen[0])[1] == 1
