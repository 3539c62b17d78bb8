"""The setup screen: game, seats, ruleset options, seed, language; or resume an unfinished game."""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import BindingsMap
from textual.containers import Horizontal, VerticalScroll
from textual.message import Message
from textual.screen import Screen
from textual.widgets import Button, Footer, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from common import paths, savefile
from common.bots import default_kind, kind_name, table_kinds
from common.contract import EngineError, GameDef, Lang, OptionSpec, OptionValue
from common.files import error_text
from common.gamelock import GameInUse, lock_game, lock_path, open_elsewhere
from common.names import check_name
from common.numbers import SEED_LIMIT, whole_number
from common.registry import all_games, get_game
from common.savefile import SaveFileError
from common.session import Session, build_config
from common.table_control import TableSetup, default_name, new_session, seat_info
from common.tui.dialogs import ConfirmScreen
from common.tui.text import CHOICE_LABELS, LANGUAGES, t
from common.tui.widgets import Cycle

MAX_RESUME = 30


@dataclass
class SetupChoice:
    """What the setup form holds; the session is built from it when the game starts."""

    game_id: str
    players: int
    names: list[str]
    """Typed names; "" means the seat's default name ("2. játékos", "Gép 3")."""
    bots: list[str | None]
    """Per seat: None for a human, else the bot kind."""
    options: dict[str, OptionValue]
    seed: str = ""
    lang: Lang = "hu"
    open_hands: bool = False
    option_text: dict[str, str] = field(default_factory=dict)
    """Typed text of integer options, kept while it is not yet a valid number."""
    hints: bool = True
    """A table option (not the ruleset's): may a seat ask for a hint."""
    ask_all: bool = False
    """A table option: ask a person also where one answer is right in every sensible position."""

    @property
    def game(self) -> GameDef:
        return get_game(self.game_id)

    @classmethod
    def fresh(cls, game_id: str | None = None, lang: Lang = "hu") -> SetupChoice:
        games = all_games()
        game = get_game(game_id) if game_id else next(iter(games.values()))
        seats = max(game.seats)
        return cls(
            game_id=game.id,
            players=game.seats[0],
            names=[""] * seats,
            bots=[None] * seats,
            options={o.id: o.default for o in game.options},
            lang=lang,
        )

    @classmethod
    def from_setup(cls, setup: TableSetup) -> SetupChoice:
        """The form prefilled from the `tarsas play` arguments; bad ones raise EngineError."""
        choice = cls.fresh(setup.game, setup.lang)
        game = choice.game
        if setup.players is not None:
            choice.players = setup.players
        config = build_config(game, choice.players, dict(setup.options))
        choice.options = dict(config.options)
        for seat, kind in setup.computer_seats(game, choice.players).items():
            choice.bots[seat] = kind
        for i, name in enumerate(setup.names[: len(choice.names)]):
            choice.names[i] = name
        choice.seed = "" if setup.seed is None else str(setup.seed)
        choice.open_hands = setup.open_hands
        choice.hints = setup.hints
        choice.ask_all = setup.ask_all
        return choice

    @classmethod
    def rematch(cls, session: Session, lang: Lang, open_hands: bool) -> SetupChoice:
        """The form for a rematch of `session`: its game, seats (names, humans and computer
        levels) and options; the seed left empty, so a new one is drawn (issue 16 item 4)."""
        choice = cls.fresh(session.game.id, lang)
        choice.players = session.config.players
        choice.options = dict(session.config.options)
        choice.open_hands = open_hands
        choice.hints = session.hints
        choice.ask_all = session.ask_all
        for i, seat in enumerate(session.seats):
            kind = seat.bot_kind if seat.is_bot else None
            choice.bots[i] = kind
            default = default_name(lang, i, kind is not None)
            choice.names[i] = "" if seat.name == default else seat.name
        return choice

    def build(self) -> Session:
        """A new session with an autosave file; EngineError names what is wrong."""
        seed_text = self.seed.strip()
        seed = None
        if seed_text:
            try:
                seed = whole_number(seed_text, "seed", -SEED_LIMIT, SEED_LIMIT)
            except EngineError:
                raise EngineError(t(self.lang, "bad_seed")) from None
        seats = [
            seat_info(self.lang, i, check_name(self.names[i], self.lang), self.bots[i])
            for i in range(self.players)
        ]
        return new_session(
            self.game, self.players, self.options, seats, seed, self.hints, self.ask_all
        )


@dataclass(frozen=True)
class Unfinished:
    path: Path
    label: str
    busy: bool = False
    """Open in another tarsas right now (resuming it is refused)."""


def unfinished_games(lang: Lang, limit: int = MAX_RESUME) -> list[Unfinished]:
    """Autosaved games whose Result is still `*`, the most recent first (from the former
    autosave folder too, `paths.autosave_dirs`), each with its round, the seat to act and when
    it was last saved, so a player can tell their games apart. A game without a move (started
    and left at once) is not listed: there is nothing in it to resume."""
    files: list[Path] = []
    for folder in paths.autosave_dirs():
        try:
            files += folder.glob("*.tarsas")
        except OSError:
            continue
    files.sort(key=_modified, reverse=True)
    found = []
    for path in files:
        try:
            saved = savefile.read(path)
            game = get_game(saved.game)
            stamp = datetime.fromtimestamp(path.stat().st_mtime).strftime("%Y-%m-%d %H:%M")
        except (EngineError, OSError):
            continue
        if saved.result != savefile.UNFINISHED or not saved.moves:
            continue
        label = t(
            lang,
            "resume_row",
            game=game.name_hu if lang == "hu" else game.name_en,
            turn=_turn(saved, path, lang),
            names=", ".join(s.name for s in saved.seats),
            date=stamp,
        )
        busy = open_elsewhere(path)
        if busy:
            label += t(lang, "resume_busy")
        found.append(Unfinished(path, label, busy))
        if len(found) >= limit:
            break
    return found


def _turn(saved: savefile.SavedGame, path: Path, lang: Lang) -> str:
    """The round of a saved game and whose turn it is, from its replay (a few hundredths of a
    second); a game that does not replay is still listed, marked, and Enter says why (D-T-19)."""
    try:
        session = Session.from_saved(saved, str(path))
    except EngineError:
        return t(lang, "resume_broken")
    seat = session.to_act()
    return t(
        lang,
        "resume_turn",
        round=session.game.round_number(session.view(None)),
        seat="—" if seat is None else saved.seats[seat].name,
    )


def _modified(path: Path) -> float:
    """When a game file was last saved (a file gone meanwhile sorts last)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def bot_choices(game: GameDef, lang: Lang) -> list[tuple[str, str]]:
    """(kind, label) of the computer players this game can seat, from its default on: after
    "ember" on the seat's ring, → gives the default (Közepes), ← the easiest (D-T-13)."""
    kinds = table_kinds(game)
    first = kinds.index(default_kind(game)) if default_kind(game) in kinds else 0
    ring = kinds[first:] + kinds[:first]
    return [(kind, f"{t(lang, 'bot')}: {kind_name(kind, lang)}") for kind in ring]


def _option_value_label(spec: OptionSpec, value: str, lang: Lang) -> str:
    if spec.kind == "bool":
        return t(lang, "yes") if value == "true" else t(lang, "no")
    return CHOICE_LABELS[lang].get(value, value)


class SetupScreen(Screen[None]):
    """The form; the app starts the game when the screen posts `Start` or `Resume`."""

    class Start(Message):
        """The form is complete: play this new session."""

        def __init__(self, session: Session, lang: Lang, open_hands: bool) -> None:
            super().__init__()
            self.session = session
            self.lang: Lang = lang
            self.open_hands = open_hands

    class Resume(Message):
        """Continue the unfinished game saved in this file."""

        def __init__(self, path: Path, lang: Lang, open_hands: bool) -> None:
            super().__init__()
            self.path = path
            self.lang: Lang = lang
            self.open_hands = open_hands

    DEFAULT_CSS = """
    SetupScreen #form {
        height: 1fr;
        padding: 0 1;
    }
    SetupScreen .title {
        text-style: bold;
        background: $primary-background;
        padding: 0 1;
        margin-bottom: 1;
    }
    SetupScreen .heading {
        text-style: bold;
        margin-top: 1;
    }
    SetupScreen .row {
        height: auto;
    }
    SetupScreen .gap {
        margin-top: 1;
    }
    SetupScreen .label {
        width: 1fr;
        max-width: 54;
        height: auto;
        margin-right: 2;
    }
    SetupScreen .seat-label {
        width: 10;
        height: 1;
    }
    SetupScreen .seat-cell {
        height: 1;
    }
    SetupScreen Input.inline {
        border: none;
        height: 1;
        width: 1fr;
        max-width: 44;
        padding: 0 1;
        background: $boost;
    }
    SetupScreen Input.inline:focus {
        background: $accent 40%;
    }
    SetupScreen #start {
        margin-top: 1;
    }
    SetupScreen #error {
        color: $error;
        height: auto;
    }
    SetupScreen .first {
        margin-top: 0;
    }
    SetupScreen #resume {
        height: auto;
        max-height: 6;
        border: none;
        padding: 0;
    }
    SetupScreen .hint {
        color: $text-muted;
    }
    """

    def __init__(self, choice: SetupChoice) -> None:
        super().__init__()
        self.choice = choice
        self._resume: list[Unfinished] = []
        self._focus_after: str | None = None
        self._bind_keys()

    def _bind_keys(self) -> None:
        lang = self.choice.lang
        merged = type(self)._merged_bindings
        self._bindings = merged.copy() if merged is not None else BindingsMap()
        self._bindings.bind("enter", "start", t(lang, "key_start"))
        self._bindings.bind("ctrl+r", "focus_resume", t(lang, "key_resume"))
        self._bindings.bind("delete", "delete_resume", t(lang, "key_delete"), key_display="Del")
        self._bindings.bind("escape", "quit_app", t(lang, "key_quit"))

    # -- the form ----------------------------------------------------------------------------

    def compose(self) -> ComposeResult:
        c = self.choice
        lang = c.lang
        game = c.game
        games = all_games()
        kinds = bot_choices(game, lang)
        with VerticalScroll(id="form"):
            yield Static(t(lang, "setup_title"), classes="title", markup=False)
            self._resume = unfinished_games(lang)
            if self._resume:
                yield Static(t(lang, "resume_title"), classes="heading first", markup=False)
                yield OptionList(
                    *[Option(Text(u.label), id=str(i)) for i, u in enumerate(self._resume)],
                    id="resume",
                )
                yield Static(t(lang, "new_game"), classes="heading", markup=False)
            with Horizontal(classes="row"):
                yield Label(t(lang, "game"), classes="label")
                yield Cycle(
                    [(g.id, g.name_hu if lang == "hu" else g.name_en) for g in games.values()],
                    c.game_id,
                    id="game",
                )
            with Horizontal(classes="row"):
                yield Label(t(lang, "players"), classes="label")
                yield Cycle([(str(n), str(n)) for n in game.seats], str(c.players), id="players")
            for i in range(len(c.names)):
                with Horizontal(classes="row", id=f"seat-row-{i}") as row:
                    row.display = i < c.players
                    with Horizontal(classes="label seat-cell"):
                        yield Label(t(lang, "seat", n=i + 1), classes="seat-label")
                        yield Input(
                            c.names[i],
                            placeholder=default_name(lang, i, c.bots[i] is not None),
                            id=f"name-{i}",
                            classes="inline",
                        )
                    yield Cycle(
                        [("human", t(lang, "human")), *kinds],
                        c.bots[i] or "human",
                        id=f"kind-{i}",
                    )
            if game.options:
                yield Static(t(lang, "options"), classes="heading", markup=False)
            for spec in game.options:
                label = spec.label_hu if lang == "hu" else spec.label_en
                with Horizontal(classes="row"):
                    yield Label(Text(label), classes="label")
                    value = c.options.get(spec.id, spec.default)
                    if spec.kind == "int":
                        text = c.option_text.get(spec.id, str(value))
                        yield Input(text, id=f"opt-{spec.id}", classes="inline", type="integer")
                    else:
                        values = ["true", "false"] if spec.kind == "bool" else list(spec.choices)
                        current = (
                            ("true" if value else "false") if spec.kind == "bool" else str(value)
                        )
                        yield Cycle(
                            [(v, _option_value_label(spec, v, lang)) for v in values],
                            current,
                            id=f"opt-{spec.id}",
                        )
            with Horizontal(classes="row gap"):
                yield Label(t(lang, "seed"), classes="label")
                yield Input(c.seed, id="seed", classes="inline", type="integer")
            with Horizontal(classes="row"):
                yield Label(t(lang, "language"), classes="label")
                yield Cycle(list(LANGUAGES.items()), c.lang, id="lang")
            for table_option, value, default in (
                ("open_hands", c.open_hands, False),
                ("hints", c.hints, True),
                ("ask_all", c.ask_all, False),
            ):
                with Horizontal(classes="row"):
                    yield Label(t(lang, table_option), classes="label")
                    yield _yes_no(table_option, value, default, lang)
            yield Button(t(lang, "start"), id="start", variant="primary")
            yield Static("", id="error", markup=False)
            yield Static(t(lang, "setup_hint"), classes="hint", markup=False)
        yield Footer()

    def on_mount(self) -> None:
        self._focus_after = "game"
        self._refocus()

    def _refocus(self) -> None:
        if self._focus_after:
            found = self.query(f"#{self._focus_after}")
            if found:
                found.first().focus()
        self._focus_after = None

    async def _rebuild(self, focus: str) -> None:
        self._focus_after = focus
        await self.recompose()
        self._refocus()

    async def on_cycle_changed(self, event: Cycle.Changed) -> None:
        c = self.choice
        wid = event.cycle.id or ""
        value = event.value
        if wid == "game":
            fresh = SetupChoice.fresh(value, c.lang)
            seats = len(fresh.names)
            fresh.names = (c.names + [""] * seats)[:seats]
            fresh.bots = (c.bots + [None] * seats)[:seats]
            fresh.seed, fresh.open_hands, fresh.hints = c.seed, c.open_hands, c.hints
            fresh.ask_all = c.ask_all
            self.choice = fresh
            await self._rebuild(wid)
        elif wid == "players":
            c.players = int(value)
            for i in range(len(c.names)):
                self.query_one(f"#seat-row-{i}").display = i < c.players
        elif wid == "lang":
            c.lang = "en" if value == "en" else "hu"
            self._bind_keys()
            await self._rebuild(wid)
            self.refresh_bindings()
        elif wid == "open_hands":
            c.open_hands = value == "true"
        elif wid == "hints":
            c.hints = value == "true"
        elif wid == "ask_all":
            c.ask_all = value == "true"
        elif wid.startswith("kind-"):
            i = int(wid.removeprefix("kind-"))
            c.bots[i] = None if value == "human" else value
            field = self.query_one(f"#name-{i}", Input)
            field.placeholder = default_name(c.lang, i, c.bots[i] is not None)
        elif wid.startswith("opt-"):
            spec = {o.id: o for o in c.game.options}[wid.removeprefix("opt-")]
            c.options[spec.id] = spec.parse(value)

    def on_input_changed(self, event: Input.Changed) -> None:
        c = self.choice
        wid = event.input.id or ""
        if wid.startswith("name-"):
            c.names[int(wid.removeprefix("name-"))] = event.value
        elif wid == "seed":
            c.seed = event.value
        elif wid.startswith("opt-"):
            c.option_text[wid.removeprefix("opt-")] = event.value

    def on_input_submitted(self, event: Input.Submitted) -> None:
        """Enter in a name or number field moves on, like Tab: it does not start the game."""
        event.stop()
        self.focus_next()

    def on_button_pressed(self, event: Button.Pressed) -> None:
        if event.button.id == "start":
            self.action_start()

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if event.option_list.id == "resume" and event.option.id is not None:
            c = self.choice
            path = self._resume[int(event.option.id)].path
            self.post_message(self.Resume(path, c.lang, c.open_hands))

    def _error(self, message: str) -> None:
        self.query_one("#error", Static).update(message)

    def action_start(self) -> None:
        c = self.choice
        try:
            for spec in c.game.options:
                if spec.kind == "int" and spec.id in c.option_text:
                    label = spec.label_hu if c.lang == "hu" else spec.label_en
                    try:
                        c.options[spec.id] = spec.parse(c.option_text[spec.id])
                    except EngineError:
                        raise EngineError(
                            t(c.lang, "bad_int", label=label, low=spec.minimum, high=spec.maximum)
                        ) from None
            session = c.build()
        except (EngineError, SaveFileError) as e:
            self._error(str(e))
            return
        self.post_message(self.Start(session, c.lang, c.open_hands))

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "focus_resume":
            return bool(self._resume)
        if action == "delete_resume":
            return self.focused is not None and self.focused.id == "resume"
        return True

    def on_descendant_focus(self) -> None:
        self.refresh_bindings()  # Del is offered only on the unfinished-games list

    def action_delete_resume(self) -> None:
        """Del on the unfinished-games list: delete the highlighted game's file, once the
        player confirms (the file cannot come back); never a game open in another tarsas."""
        found = self.query("#resume")
        index = found.first(OptionList).highlighted if found else None
        if index is None:
            return
        game = self._resume[index]
        lang = self.choice.lang
        if game.busy or open_elsewhere(game.path):
            self._error(t(lang, "delete_busy"))
            return

        def answer(yes: bool | None) -> None:
            if yes:
                self.run_worker(self._delete(game.path))

        self.app.push_screen(
            ConfirmScreen(
                [t(lang, "delete_question")],
                t(lang, "delete_yes"),
                t(lang, "delete_no"),
                [game.label, str(game.path)],
            ),
            callback=answer,
        )

    async def _delete(self, path: Path) -> None:
        """Delete the game's file under its lock (so no tarsas opens it meanwhile), then the
        lock file beside it."""
        lang = self.choice.lang
        try:
            lock = lock_game(path)
        except GameInUse:
            self._error(t(lang, "delete_busy"))
            return
        try:
            path.unlink(missing_ok=True)
        except OSError as e:
            self._error(t(lang, "delete_failed", error=error_text(e, lang)))
            return
        finally:
            lock.release()
        with contextlib.suppress(OSError):  # an empty lock file left behind does no harm
            lock_path(path).unlink(missing_ok=True)
        await self._rebuild("resume" if len(self._resume) > 1 else "game")

    def action_focus_resume(self) -> None:
        found = self.query("#resume")
        if found:
            found.first().focus()

    def action_quit_app(self) -> None:
        self.app.exit()


def _yes_no(wid: str, value: bool, default: bool, lang: Lang) -> Cycle:
    """A table option's yes/no picker, its default value first."""
    choices = [("true", t(lang, "yes")), ("false", t(lang, "no"))]
    return Cycle(choices if default else choices[::-1], "true" if value else "false", id=wid)
