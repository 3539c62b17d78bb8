"""What crosses the wire between `tarsas host` and a seat's screen (issue 29 items 3–4).

Every message is one JSON object with a `type`, checked here by pydantic at the edge, on both
ends: the host trusts nothing a browser sends, and `tarsas join` trusts nothing it receives.
A seat's messages name no seat (the secret in its link does) and carry the table's `turn`, a
counter of every change of the game, so a message about a decision already past is refused.

What the host sends is drawn from the seat's own view (`Session.view(seat)`) and its own log
(`Session.log(seat, …)`): text, never a state.
"""

from __future__ import annotations

from typing import Annotated, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, ValidationError

MAX_MESSAGE = 4096
"""Bytes a seat's message may take; a longer one closes its connection (the seat may open its
link again). The longest real one is a few dozen bytes."""
MAX_SCREEN = 1 << 20
"""Bytes a screen from the host may take: far above any table, far below a flood."""
MAX_CHOICE = 1000
T = TypeVar("T")
WIDTHS = (30, 200)
"""The columns a screen may be drawn at."""


class _Strict(BaseModel):
    """Unknown fields, wrong types and coercions are refused, not guessed at."""

    model_config = ConfigDict(extra="forbid", strict=True, frozen=True)


# -- from a seat -------------------------------------------------------------------------------


class Hello(_Strict):
    """How the seat's screen wants its table drawn: its width, and its colours (none, a
    terminal's ANSI codes, or runs of text with their colours for a page)."""

    type: Literal["hello"]
    width: Annotated[int, Field(ge=WIDTHS[0], le=WIDTHS[1])]
    colors: Literal["none", "ansi", "runs"] = "none"


class Move(_Strict):
    """The seat's choice among the moves its screen listed, at the turn it listed them."""

    type: Literal["move"]
    turn: Annotated[int, Field(ge=0)]
    choice: Annotated[int, Field(ge=0, lt=MAX_CHOICE)]


class Undo(_Strict):
    """Ask the table to take back the last decision."""

    type: Literal["undo"]
    turn: Annotated[int, Field(ge=0)]


class Hint(_Strict):
    """Ask what the strongest computer level would choose here (from this seat's view)."""

    type: Literal["hint"]
    turn: Annotated[int, Field(ge=0)]


class Answer(_Strict):
    """Yes or no to an undo request (the asker's no withdraws it)."""

    type: Literal["answer"]
    request: Annotated[int, Field(ge=0)]
    accept: bool


Asking = Move | Undo | Hint | Answer
"""What a seat asks of the table (a `Hello` only sets how its screen is drawn)."""
FromSeat = Annotated[Hello | Asking, Field(discriminator="type")]
_FROM_SEAT: TypeAdapter[Hello | Asking] = TypeAdapter(FromSeat)


class BadMessage(ValueError):
    """A message that is not one of ours: its sender is told so, nothing else happens."""


def _read(reader: TypeAdapter[T], data: str | bytes, limit: int) -> T:
    """One message, or BadMessage (too long, not JSON, not one of ours)."""
    if len(data) > limit:
        raise BadMessage("too long")
    try:
        return reader.validate_json(data)
    except ValidationError as e:
        raise BadMessage(e.errors(include_url=False)[0]["msg"]) from None


def read_from_seat(data: str | bytes) -> Hello | Asking:
    """A seat's message, or BadMessage."""
    return _read(_FROM_SEAT, data, MAX_MESSAGE)


# -- from the host -----------------------------------------------------------------------------


class Choice(_Strict):
    text: str
    """The move in the table's words (`Session.describe`)."""
    notation: str
    """Its canonical notation, which `tarsas join` also takes."""


Rgb = Annotated[str, Field(pattern=r"^#[0-9a-f]{6}$")]


class Run(_Strict):
    """A piece of a line of the table in one look (`Hello.colors == "runs"`)."""

    text: str
    color: Rgb | None = None
    background: Rgb | None = None
    bold: bool = False
    dim: bool = False


class UndoAsk(_Strict):
    """An undo request open at the table."""

    request: int
    asker: str
    moves: int
    """How many moves it takes back."""
    waiting: list[str]
    """Who has not answered yet."""
    yours: bool
    """This seat is asked (and has not answered)."""


class Screen(_Strict):
    """Everything one seat's screen shows, drawn from that seat's view alone."""

    type: Literal["screen"] = "screen"
    lang: Literal["hu", "en"]
    turn: int
    seat: int
    names: list[str]
    online: list[bool]
    """Which seats have a screen open (computer seats count as present)."""
    status: str
    """One line: whose turn it is, or that the game is over."""
    table: str
    """The seat's table, drawn as the terminal draws it (`Regions.stacked`)."""
    painted: list[list[Run]] | None = None
    """The same table line by line in runs of colour, when the screen asked for them."""
    prompt: str | None = None
    """The question, when this seat decides now."""
    moves: list[Choice] = []
    since: list[str] = []
    """The others' moves since this seat last decided."""
    log: list[str] = []
    """The last lines of the seat's log."""
    undo: UndoAsk | None = None
    scores: str | None = None
    """The score sheet, once the game is over."""
    game: str = ""
    """The game's id, so that a client can show its rules."""
    rules: str = ""
    """The rules section (its `rules_hu` id) of the step the game is in, for `?`."""


class Notice(_Strict):
    """One line for this seat only: a refusal, an answer, news of the table."""

    type: Literal["notice"] = "notice"
    text: str


FromHost = Annotated[Screen | Notice, Field(discriminator="type")]
_FROM_HOST: TypeAdapter[Screen | Notice] = TypeAdapter(FromHost)


def read_from_host(data: str | bytes) -> Screen | Notice:
    """A host's message, or BadMessage."""
    return _read(_FROM_HOST, data, MAX_SCREEN)
