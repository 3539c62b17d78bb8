"""`tarsas play` with plain line prompts: hot-seat play in any terminal, no full-screen app.

A thin shell over `Session`: it shows the view of the seat on turn, lists the legal moves in
words, and sends the chosen one back. Between two human seats a curtain hides the hand of the
previous player. Every move is autosaved, so closing the terminal loses nothing.
"""

from __future__ import annotations

import argparse
import textwrap
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.markdown import Markdown
from rich.markup import escape

from common import paths, rules_text
from common.bots import Bot, default_kind, kind_name
from common.contract import (
    AmbiguousNotation,
    EngineError,
    IllegalMove,
    InvalidNotation,
    Lang,
    parse_shown,
)
from common.files import SaveError
from common.names import check_name
from common.numbers import is_whole, shown
from common.plural import fill
from common.registry import all_games, get_game
from common.session import (
    LogEntry,
    Session,
    UndoRefused,
    build_config,
    round_mark,
    with_reason,
    with_round_marks,
)
from common.table_control import (
    HINT_LEVEL,
    ComputerTurn,
    Curtain,
    GameOver,
    TableSetup,
    asks_the_table,
    computer_players,
    computer_question,
    default_name,
    hint_question,
    hint_refused,
    new_session,
    next_step,
    plan_undo,
    run_undo,
    seat_info,
    since_last_turn,
)

UI = {
    "hu": {
        "curtain": "Add át a gépet: {name} következik — Enter",
        "choose": "Válassz (szám vagy lépés; ? szabály, hint tipp, u vissza, s mentés, l napló, "
        "q kilép)",
        "saved": "Elmentve: {path}",
        "not_saved": "A játék nincs elmentve: {error}. A fájl a legutóbbi sikeres mentést őrzi.",
        "autosave": "Automatikus mentés: {path}",
        "bye": "A játék elmentve, később folytatható: {command}",
        "over": "A játék véget ért.",
        "invalid": "Nincs ilyen lépés: {text!r} (írd be a számát, a nevét, vagy a zárójeles "
        "szöveget)",
        "illegal": "Ez most nem szabályos: {text!r}",
        "ambiguous": "Több lépés is így kezdődik: {options}",
        "save_to": "Mentés ide (Enter: {path}): ",
        "undo_nothing": "Nincs mit visszavonni.",
        "undo_revealed": "Azóta lap került elő vagy keverés történt; eddig nem lehet visszavonni.",
        "undone": "Visszavonva ({n} lépés).",
        "confirm_undo": "Ez egy másik játékos lépése volt. Visszavonjátok? (i/n)",
        "game": "Melyik játék? ({games})",
        "players": "Hány játékos? ({seats})",
        "name": "{n}. játékos neve (üresen: {default}; 'gép' = számítógép)",
        "since": "Azóta történt:",
        "resume": "Folytatás innen: {path}",
        "no_game": "Nem indult játék.",
        # hints (issue 16 item 5)
        "hint": "Tipp ({level}): {n}. {move}",
        "hint_off": "Ennél az asztalnál nincs tipp (a beállításoknál kikapcsolták).",
        "after_hint": " (tipp után)",
        "auto": " (automatikus)",
    },
    "en": {
        "curtain": "Pass the keyboard: {name} is next — Enter",
        "choose": "Choose (number or move; ? rules, hint, u undo, s save, l log, q quit)",
        "saved": "Saved: {path}",
        "not_saved": "The game is not saved: {error}. The file holds the last good save.",
        "autosave": "Autosave: {path}",
        "bye": "The game is saved; continue later with: {command}",
        "over": "The game is over.",
        "invalid": "No such move: {text!r} (type its number, its name, or the text in brackets)",
        "illegal": "Not legal now: {text!r}",
        "ambiguous": "More than one move starts like that: {options}",
        "save_to": "Save to (Enter: {path}): ",
        "undo_nothing": "Nothing to undo.",
        "undo_revealed": "Cards were drawn or shuffled since; undo cannot go back that far.",
        "undone": "Undone ({n} {n:move/moves}).",
        "confirm_undo": "That was another player's move. Undo it? (y/n)",
        "game": "Which game? ({games})",
        "players": "How many players? ({seats})",
        "name": "Name of player {n} (empty: {default}; 'bot' = computer)",
        "since": "Since your last turn:",
        "resume": "Resuming {path}",
        "no_game": "No game was started.",
        "hint": "Hint ({level}): {n}. {move}",
        "hint_off": "This table plays without hints (turned off in the setup).",
        "after_hint": " (after a hint)",
        "auto": " (automatic)",
    },
}
YES = ("i", "igen", "y", "yes")
HINT_WORDS = ("hint", "tipp")
BOT_NAMES = ("gép", "bot", "gep", "computer")

Reader = Callable[[str], str]


def main(args: argparse.Namespace | None, read: Reader | None = None) -> int:
    read = read or input  # looked up now, so a test can stand in for the keyboard
    console = Console()
    setup = TableSetup.from_args(args)
    lang = setup.lang
    ui = UI[lang]
    if setup.resume:
        session = Session.load(setup.resume, autosave=True)
        _say_file(console, ui["resume"].format(path=setup.resume))
    else:
        try:
            # With no arguments at all every seat's name is asked too.
            session = session_for(setup, read, ask_names=args is None)
        except (EOFError, KeyboardInterrupt):  # the keyboard closed before the game began
            console.print()
            console.print(ui["no_game"])
            return 1
        _say_file(console, ui["autosave"].format(path=session.autosave))
    bots = computer_players(session)
    try:
        return run(session, bots, lang, setup.open_hands, console, read)
    finally:
        session.close()


def _ask(read: Reader, question: str, default: str) -> str:
    answer = read(f"{question}: ").strip()
    return answer or default


def session_for(setup: TableSetup, read: Reader, ask_names: bool) -> Session:
    """The session the arguments describe, asking for the game, the number of players and
    (`ask_names`) the seats' names where they were left out (`tarsas host` leaves none out)."""
    lang = setup.lang
    ui = UI[lang]
    game_id = setup.game or _ask(
        read, ui["game"].format(games=", ".join(sorted(all_games()))), "sanjuan"
    )
    game = get_game(game_id)
    setup.computer_seats(game, max(game.seats))  # a wrong kind fails before any question
    players = setup.players
    if not players:
        counts = "/".join(map(str, game.seats))
        answer = _ask(read, ui["players"].format(seats=counts), str(game.seats[0]))
        if not is_whole(answer):
            raise EngineError(
                f"the number of players is one of {counts}, not {shown(answer)}",
                hu=f"a játékosok száma {counts} lehet, nem {shown(answer)}",
            )
        players = int(answer)
    config = build_config(game, players, dict(setup.options))
    computer = setup.computer_seats(game, players)
    seats = []
    for i in range(players):
        default = default_name(lang, i, bot=False)
        if i < len(setup.names):
            name = setup.names[i]
        elif i in computer:
            name = ""
        elif ask_names:
            name = check_name(
                _ask(read, ui["name"].format(n=i + 1, default=default), default), lang
            )
        else:
            name = default
        if name.lower() in BOT_NAMES:
            computer.setdefault(i, default_kind(game))
            name = ""
        seats.append(seat_info(lang, i, name, computer.get(i)))
    return new_session(
        game, players, dict(config.options), seats, setup.seed, setup.hints, setup.ask_all
    )


def log_text(entry: LogEntry, names: list[str], lang: Lang) -> str:
    """One log line: who, the sentence with its reason, and whether a hint was asked for."""
    note = UI[lang]["after_hint"] if entry.hinted else ""
    return f"{names[entry.seat]}: {with_reason(entry.sentence, entry.reason)}{note}"


def then_texts(entry: LogEntry, names: list[str], lang: Lang) -> list[tuple[int, str]]:
    """What the rules did by themselves after the entry's move, a line each: (seat, line)."""
    return [(seat, f"{names[seat]}: {sentence}{UI[lang]['auto']}") for seat, sentence in entry.then]


def run(
    session: Session,
    bots: dict[int, Bot],
    lang: Lang,
    open_hands: bool,
    console: Console,
    read: Reader = input,
) -> int:
    """The play loop; returns the exit code. EOF or Ctrl-C leaves the game saved."""
    ui = UI[lang]
    names = [s.name for s in session.seats]
    on_screen: int | None = None
    hinted_at: int | None = None
    """len(session.played) when the seat on turn last asked for a hint."""
    try:
        while True:
            step = next_step(session, on_screen, open_hands)
            on_screen = step.on_screen
            if step.save_failed is not None:
                _save_failed(console, step.save_failed, lang)
            if isinstance(step, GameOver):
                _game_over(session, names, lang, console)
                return 0
            if isinstance(step, ComputerTurn):
                chosen = computer_question(session, bots[step.seat]).answer()
                try:
                    session.play(chosen.move, reason=chosen.reason)
                except SaveError as e:
                    _save_failed(console, e, lang)
                # As the public log words it: with what a reveal turned up (D-SJ-13).
                entry = session.log(None, lang)[-1]
                _say(console, log_text(entry, names, lang))
                for _, line in then_texts(entry, names, lang):
                    _say(console, line)
                continue
            seat = step.seat
            if isinstance(step, Curtain):
                console.clear()
                read(ui["curtain"].format(name=names[seat]) + " ")
                console.clear()
                _show_news(session, seat, names, lang, console)
                on_screen = seat  # at the keys now: the next step answers for this player
                continue
            _show_turn(session, seat, names, lang, console)
            shown_at = len(session.played)
            while len(session.played) == shown_at:  # an error or a command: no table again
                answer = read("> ").strip()
                if answer in HINT_WORDS:
                    hinted_at = _hint(session, seat, lang, console)
                    continue
                hinted = hinted_at == len(session.played)
                try:
                    _handle(answer, session, seat, lang, console, read, hinted)
                except SaveError as e:
                    _save_failed(console, e, lang)
            if len(session.played) > shown_at:
                # What the rules did by themselves after this seat's move (others skipped, …).
                for _, line in then_texts(session.log(seat, lang)[-1], names, lang):
                    _say(console, line, "dim")
    except (EOFError, KeyboardInterrupt):
        console.print()
        if session.autosave is not None:
            try:
                session.save(session.autosave)
            except SaveError as e:
                _save_failed(console, e, lang)
                return 1
            _say_file(console, ui["bye"].format(command=paths.resume_command(session.autosave)))
        return 0


def _game_over(session: Session, names: list[str], lang: Lang, console: Console) -> None:
    """The final table, the scores, and where the finished game is saved."""
    ui = UI[lang]
    console.print(ui["over"], style="bold")
    console.print(session.game.render(session.view(None), names, lang).stacked())
    outcome = session.outcome()
    if outcome is not None:
        console.print(session.game.render_scores(outcome, names, lang))
    if session.unsaved is not None:
        _say_file(console, ui["not_saved"].format(error=session.unsaved.text(lang)), "red")
    elif session.autosave:
        _say_file(console, ui["saved"].format(path=session.autosave))


def _save_failed(console: Console, error: SaveError, lang: Lang) -> None:
    """A save that did not work is a message; the game goes on (the last autosave is kept)."""
    _say_file(console, error.text(lang), "red")


def _say(console: Console, text: str, style: str = "") -> None:
    """Print text as it is: names, paths and typed answers are never read as Rich markup."""
    console.print(text, style=style, markup=False, highlight=False)


def _say_file(console: Console, text: str, style: str = "") -> None:
    """A line that names a file, printed whole: the terminal wraps it where it must. Rich
    would break a long path with a newline, so a copied path or resume command would not
    work (issue 27 item 9)."""
    console.print(text, style=style, markup=False, highlight=False, soft_wrap=True)


def news_lines(
    session: Session, seat: int, log: list[LogEntry], names: list[str], lang: Lang
) -> list[str]:
    """What the others did since this seat's last decision, a line each, from the seat's
    `log`: shown after a curtain here, and on a hosted seat's own screen (`host_table`)."""
    lines = []
    for entry in since_last_turn(session, seat, log):
        told = [(entry.seat, log_text(entry, names, lang)), *then_texts(entry, names, lang)]
        lines += [line for mover, line in told if mover != seat]
    return lines


def log_lines(entries: list[LogEntry], names: list[str], lang: Lang) -> list[str]:
    """A seat's log as lines: a mark where each round begins, automatic moves marked."""
    lines = []
    for opens, entry in with_round_marks(entries):
        if opens is not None:
            lines.append(round_mark(opens, lang))
        mark = UI[lang]["auto"] if entry.auto else ""
        lines.append(f"{log_text(entry, names, lang)}{mark}")
        lines += [line for _, line in then_texts(entry, names, lang)]
    return lines


def _show_news(session: Session, seat: int, names: list[str], lang: Lang, console: Console) -> None:
    """After a curtain (the screen was cleared): what the others did since this seat's turn."""
    lines = news_lines(session, seat, session.log(seat, lang), names, lang)
    if lines:
        console.print(UI[lang]["since"], style="dim")
        for line in lines[-12:]:
            _say(console, f"  {line}", "dim")


def _show_turn(session: Session, seat: int, names: list[str], lang: Lang, console: Console) -> None:
    game = session.game
    view = session.view(seat)
    console.print(game.render(view, names, lang).stacked())
    console.print(f"[bold]{escape(names[seat])}[/bold]: {escape(game.prompt(view, lang))}")
    for i, move in enumerate(session.legal(), start=1):
        console.print(
            f"  [cyan]{i:2d}[/cyan]. {escape(session.describe(view, move, lang))}"
            f"  [dim]({escape(game.move_text(move))})[/dim]"
        )
        for line in textwrap.wrap(session.explain(view, move, lang) or "", console.width - 8):
            console.print(f"      {line}", style="dim", markup=False, highlight=False)
    console.print(UI[lang]["choose"], style="dim")


def _hint(session: Session, seat: int, lang: Lang, console: Console) -> int | None:
    """Print the strongest level's choice for this seat, from its view only; returns the
    position it was given for (None: refused, the reason printed)."""
    ui = UI[lang]
    if hint_refused(session, seat) is not None:
        console.print(ui["hint_off"], style="yellow")
        return None
    hint = hint_question(session, seat).answer()
    move = session.describe(session.view(seat), hint.move, lang)
    # The hint is for the seat on turn alone: its reason may name that seat's hand.
    reason = "" if hint.reason is None else hint.reason.text(lang, public=False)
    level = kind_name(HINT_LEVEL.id, lang)
    text = ui["hint"].format(level=level, n=hint.index + 1, move=with_reason(move, reason))
    _say(console, text, "bold yellow")
    return len(session.played)


def _handle(
    answer: str,
    session: Session,
    seat: int,
    lang: Lang,
    console: Console,
    read: Reader,
    hinted: bool = False,
) -> None:
    ui = UI[lang]
    game = session.game
    legal = session.legal()
    command, _, rest = answer.partition(" ")
    if is_whole(answer) and 1 <= int(answer) <= len(legal):
        session.play(legal[int(answer) - 1], hinted=hinted)
    elif answer == "?":
        console.print(Markdown(rules_text.section(game, game.phase_section(session.state), lang)))
    elif answer == "l":
        names = [s.name for s in session.seats]
        for line in log_lines(session.log(seat, lang), names, lang):
            _say(console, f"  {line}")
    elif command == "s":
        _save(session, rest.strip(), lang, console, read)
    elif answer == "q":
        raise EOFError
    elif answer == "u":
        _undo(session, lang, console, read)
    elif answer:
        try:
            session.play(_typed_move(session, seat, answer, lang), hinted=hinted)
        except AmbiguousNotation as e:
            options = "; ".join(session.describe(session.view(seat), m, lang) for m in e.matches)
            _say(console, ui["ambiguous"].format(options=options), "red")
        except IllegalMove:
            _say(console, ui["illegal"].format(text=answer), "red")
        except InvalidNotation:
            _say(console, ui["invalid"].format(text=answer), "red")


def _typed_move(session: Session, seat: int, answer: str, lang: Lang) -> Any:
    """The move a typed answer names: its canonical notation (or an unambiguous start of it,
    D-E-4), else the words the screen shows for it in the table's language (D-E-14)."""
    game = session.game
    try:
        return game.parse_move(session.state, answer)
    except InvalidNotation:
        view = session.view(seat)
        return parse_shown(session.legal(), answer, lambda m: session.describe(view, m, lang))


def _save(session: Session, typed: str, lang: Lang, console: Console, read: Reader) -> None:
    """`s PATH` saves a copy there; `s` alone asks where, offering the autosave file."""
    default = session.autosave
    answer = typed or read(UI[lang]["save_to"].format(path=default or "")).strip()
    target = Path(answer) if answer else default
    if target is not None:
        session.save(target)
        _say_file(console, UI[lang]["saved"].format(path=target))


def _undo(session: Session, lang: Lang, console: Console, read: Reader) -> None:
    ui = UI[lang]
    try:
        plan = plan_undo(session)
    except UndoRefused as e:
        console.print(ui[f"undo_{e.reason}"], style="yellow")
        return
    if (
        asks_the_table(session, plan, session.to_act())
        and read(ui["confirm_undo"] + " ").strip().lower() not in YES
    ):
        return
    console.print(fill(ui["undone"], n=run_undo(session, plan)))
