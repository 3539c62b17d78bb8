"""The saved-game text format (`*.tarsas`).

A saved game is a header of tag lines, a blank line, then one move per line:

    [Format "2"]
    [Game "sanjuan"]
    [Rules "2"]
    [Seed "1"]
    [Players "4"]
    [Seat "1 | Anita | human"]
    [Option "first_governor=seat_1"]
    [Table "hints=true"]
    [Engine "0.1.0"]
    [Date "2026-11-22T10:00:00Z"]
    [Result "1:42 2:38 3:40 4:29 winners:1"]

    1 pick builder
    1 build sugar_mill      # auto
    2 pick trader  # why: három áru eladásra # why-en: three goods to sell # public
    3 pick builder  # why: Építő: a Torony építése # why-en: Builder: builds the Tower
    4 pick builder  # hint
    4 pay indigo_plant
    4 pay coffee_roaster  # joined

Loading is replaying from the seed (see `common.session`). `#` starts a comment; `# auto`
marks a move that had no alternative and was applied automatically, `# why:` / `# why-en:`
keep a computer seat's reason for its move (so a resumed game's log still shows it). What the
other seats may read of it follows: `# public` (all of it), `# why-public:` /
`# why-public-en:` (other words), or nothing (the reason is its mover's alone, D-B-15). `# hint`
marks a move made after asking for a hint, and `# joined` a move made on one screen with the
move above it (a compound choice, which undo takes back whole after a resume too). `Table` tags
are the table's own options, not the ruleset's: `hints` (may a seat ask for a hint) and
`ask_all` (a person is asked also where one answer is right in every sensible position).

`Format` is the revision of this format and `Rules` the revision of the game's rules the moves
follow (a file without them was written before revisions were kept: format 1, rules 1).
`common.migrate` brings a file of an earlier rules revision up to date; a file of a newer one
is refused with one line naming both (docs/saved_games.md).

A saved game is read whole and at once: only a regular file, at most `MAX_BYTES`, no line
longer than `MAX_LINE` characters, no move longer than `MAX_MOVE`; lines may end in LF, CRLF
or (in a file without any LF) CR alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from pathlib import Path

from common import files
from common.bots import Reason
from common.contract import EngineError
from common.files import os_reason
from common.names import clean_name
from common.numbers import SEED_LIMIT, is_whole, shown, whole_number

FORMAT = 2
"""The revision of this file format: 1, no revision tags (every file before issue 27); 2, the
`Format` and `Rules` tags."""
FORMAT_TAGS = (
    "Format",
    "Game",
    "Rules",
    "Seed",
    "Players",
    "Seat",
    "Option",
    "Table",
    "Engine",
    "Date",
    "Result",
)
TABLE_OPTIONS: dict[str, tuple[str, ...]] = {
    "hints": ("true", "false"),
    "ask_all": ("true", "false"),
}
"""The table options a saved game may set (each `[Table "name=value"]`) and their values."""
_TAG = re.compile(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$')
UNFINISHED = "*"
MAX_PLAYERS = 9
"""More seats than any game has; a larger Players tag is refused before any work."""
MAX_REVISION = 1_000_000
"""A bound for the Format and Rules tags' numbers, so they stay numbers."""
MAX_BYTES = 10_000_000
"""The largest saved game read (10 MB; a five-player Puerto Rico game with every reason is
about 0.2 MB): `--resume /dev/zero` or a runaway file is refused before it is read whole."""
MAX_LINE = 10_000
"""The longest line, in characters (the longest a tarsas writes is a move with its reasons,
well under 1,000)."""
MAX_MOVE = 200
"""The longest move text (the longest notation of any game is under 50 characters); an error
quotes a move, so this also bounds what an error line can repeat of the file."""


class SaveFileError(EngineError):
    """A saved game that cannot be read: names the file, the line and what was expected, in
    English (`str()`, the scripting commands') and in Hungarian (`hu`, a Hungarian table's,
    D-T-19). Each raise writes both lines side by side, so the wording has one owner."""

    def __init__(self, path: str, line: int, message: str, hu: str) -> None:
        self.path, self.line, self.message, self.message_hu = path, line, message, hu
        where = f"{path}:{line}" if line else path
        where_hu = f"{path}, {line}. sor" if line else path
        super().__init__(f"{where}: {message}", hu=f"{where_hu}: {hu}")


@dataclass(frozen=True, slots=True)
class SeatInfo:
    name: str
    kind: str = "human"
    """"human", or "bot:KIND" (e.g. bot:random)."""

    @property
    def is_bot(self) -> bool:
        return self.kind.startswith("bot")

    @property
    def bot_kind(self) -> str:
        return self.kind.partition(":")[2] or "random"


@dataclass(frozen=True, slots=True)
class MoveLine:
    seat: int
    """0-based; written 1-based."""
    text: str
    auto: bool = False
    line: int = 0
    """Where it stood in the file it was read from (0 when not read from a file)."""
    why: Reason | None = None
    """A computer seat's reason for the move, in both languages, with its public words."""
    hint: bool = False
    """The seat asked for a hint before this move (what was hinted is not kept)."""
    joined: bool = False
    """Made on one screen with the move above (a compound choice)."""


@dataclass(slots=True)
class SavedGame:
    game: str
    seed: int
    players: int
    seats: list[SeatInfo]
    options: dict[str, str]
    moves: list[MoveLine] = field(default_factory=list)
    engine: str = ""
    date: str = ""
    result: str = UNFINISHED
    table: dict[str, str] = field(default_factory=dict)
    """Table options (`TABLE_OPTIONS`) as written; a missing one takes its default."""
    lines: dict[str, int] = field(default_factory=dict)
    """Where each header tag stood ("Game", "Players", "Option:NAME", …), for error lines."""
    rules: int = 1
    """The revision of the game's rules the moves follow (`common.migrate.RULES`)."""
    format: int = FORMAT
    """The revision of the file format it was read from (written: always `FORMAT`)."""
    written_rules: int = 0
    """The rules revision the file named, when a migration has since brought `rules` up to
    date (0: not migrated); error lines name both."""


def _split_bars(value: str) -> list[str]:
    """Split a Seat tag on `|`; a backslash escapes the next character (a bar in a name)."""
    parts, current, chars = [], "", iter(value)
    for ch in chars:
        if ch == "\\":
            current += next(chars, "")
        elif ch == "|":
            parts.append(current)
            current = ""
        else:
            current += ch
    parts.append(current)
    return parts


def _quote(value: str) -> str:
    """A tag value: backslash and quote escaped, and anything that could end the line or
    reach a terminal written as `\\uXXXX`, so a tag is always one line."""
    value = value.replace("\\", "\\\\").replace('"', '\\"')
    if value.isprintable():
        return value
    return "".join(c if c.isprintable() else _escape(c) for c in value)


def _escape(c: str) -> str:
    code = ord(c)
    return f"\\u{code:04x}" if code <= 0xFFFF else f"\\U{code:08x}"


_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|.)")


def _unquote(value: str) -> str:
    return _ESCAPE.sub(lambda m: _unescape(m.group(1)), value)


def _unescape(escaped: str) -> str:
    """One escape of a tag value; a code that is no character becomes U+FFFD."""
    if len(escaped) == 1:
        return escaped
    code = int(escaped[1:], 16)
    return chr(code) if code <= 0x10FFFF and not 0xD800 <= code <= 0xDFFF else "\ufffd"


def dumps(saved: SavedGame) -> str:
    lines = [
        f'[Format "{FORMAT}"]',
        f'[Game "{_quote(saved.game)}"]',
        f'[Rules "{saved.rules}"]',
        f'[Seed "{saved.seed}"]',
        f'[Players "{saved.players}"]',
    ]
    for i, seat in enumerate(saved.seats, start=1):
        name = seat.name.replace("\\", "\\\\").replace("|", "\\|")
        lines.append(f'[Seat "{i} | {_quote(name)} | {seat.kind}"]')
    for name, value in sorted(saved.options.items()):
        lines.append(f'[Option "{name}={_quote(value)}"]')
    for name, value in sorted(saved.table.items()):
        lines.append(f'[Table "{name}={_quote(value)}"]')
    lines.append(f'[Engine "{_quote(saved.engine)}"]')
    lines.append(f'[Date "{_quote(saved.date)}"]')
    lines.append(f'[Result "{_quote(saved.result)}"]')
    lines.append("")
    for m in saved.moves:
        comments = ["auto"] if m.auto else []
        if m.hint:
            comments.append("hint")
        if m.joined:
            comments.append("joined")
        if m.why is not None:
            comments += _why_comments(m.why)
        lines.append(f"{m.seat + 1} {m.text}" + "".join(f"  # {c}" for c in comments))
    return "\n".join(lines) + "\n"


def _why_comments(why: Reason) -> list[str]:
    whole = [f"why: {_one_comment(why.hu)}", f"why-en: {_one_comment(why.en)}"]
    if not why.public_hu:
        return whole
    if why == why.for_everyone():
        return [*whole, "public"]
    public = [f"why-public: {_one_comment(why.public_hu)}"]
    return [*whole, *public, f"why-public-en: {_one_comment(why.public_en)}"]


def _why(comments: list[str]) -> Reason | None:
    """The reason kept in a move line's comments (None without one)."""
    why = {
        key: _one_comment(value)
        for key, _, value in (c.partition(":") for c in comments)
        if key in ("why", "why-en", "why-public", "why-public-en")
    }
    if not why.get("why"):
        return None
    reason = Reason(why["why"], why.get("why-en") or why["why"])
    if "public" in comments:
        return reason.for_everyone()
    public = why.get("why-public", "")
    return replace(reason, public_hu=public, public_en=why.get("why-public-en") or public)


def _one_comment(text: str) -> str:
    """Text that stays one comment: no `#`, no line break, nothing a terminal acts on."""
    return "".join(c for c in " ".join(text.replace("#", "").split()) if c.isprintable())


def loads(text: str, path: str = "<text>") -> SavedGame:
    """Parse a saved game; raises SaveFileError naming the line."""
    tags: dict[str, list[tuple[int, str]]] = {}
    moves: list[MoveLine] = []
    in_header = True
    header_closed = False  # a blank line or a move after the tags: the header was written whole
    for number, raw in enumerate(_lines(text), start=1):
        if len(raw) > MAX_LINE:
            raise SaveFileError(
                path,
                number,
                f"line longer than {MAX_LINE:,} characters (a saved game has none)",
                f"{MAX_LINE:,} karakternél hosszabb sor (mentett játékban nincs ilyen)",
            )
        stripped = raw.strip()
        if in_header and stripped.startswith("["):
            m = _TAG.match(stripped)
            if not m:
                raise SaveFileError(
                    path,
                    number,
                    'expected a tag line like [Name "value"]',
                    'hibás fejlécsor; a helyes alak: [Név "érték"]',
                )
            tags.setdefault(m.group(1), []).append((number, _unquote(m.group(2))))
            if m.group(1) == "Format":
                # First, before anything a newer format may write differently.
                _check_format(path, number, tags["Format"][-1][1])
            continue
        content, _, comment = raw.partition("#")
        line = content.strip()
        header_closed = header_closed or bool(tags)
        if not line:
            continue
        in_header = False
        seat_text, _, move_text = line.partition(" ")
        if not is_whole(seat_text) or not move_text.strip():
            raise SaveFileError(
                path,
                number,
                "expected a move line: SEAT MOVE (e.g. '1 pass')",
                "hibás lépéssor; a helyes alak: SZÉK LÉPÉS (például „1 pass”)",
            )
        if len(move_text) > MAX_MOVE:
            raise SaveFileError(
                path,
                number,
                f"a move is at most {MAX_MOVE} characters; this one starts {shown(move_text)}",
                f"egy lépés legfeljebb {MAX_MOVE} karakter; ez így kezdődik: {shown(move_text)}",
            )
        comments = [c.strip() for c in comment.split("#")]
        moves.append(
            MoveLine(
                int(seat_text) - 1,
                " ".join(move_text.split()),
                auto="auto" in comments,
                line=number,
                why=_why(comments),
                hint="hint" in comments,
                joined="joined" in comments,
            )
        )

    def one(name: str) -> tuple[int, str]:
        if name not in tags:
            raise SaveFileError(
                path, 0, f'missing tag [{name} "..."]', f'hiányzik a [{name} "..."] fejléc'
            )
        if len(tags[name]) > 1:
            raise SaveFileError(
                path,
                tags[name][1][0],
                f"tag {name} given twice",
                f"a(z) {name} fejléc kétszer szerepel",
            )
        return tags[name][0]

    def integer(name: str, low: int, high: int) -> int:
        number, value = one(name)
        try:
            return whole_number(value, f"tag {name}", low, high)
        except EngineError as e:
            hu = f"a(z) {name} fejléc {low} és {high} közötti egész szám, nem {shown(value)}"
            if (low, high) == (-SEED_LIMIT, SEED_LIMIT):
                hu = f"a(z) {name} fejléc legfeljebb 20 jegyű egész szám, nem {shown(value)}"
            raise SaveFileError(path, number, str(e), hu) from None

    unknown = [(n, name) for name, vals in tags.items() for n, _ in vals if name not in FORMAT_TAGS]
    if unknown:
        number, name = min(unknown)
        raise SaveFileError(path, number, f"unknown tag {name}", f"ismeretlen fejléc: {name}")
    if "Result" not in tags:
        if not header_closed:
            # tarsas writes Result as the header's last tag: a file that ends among its tags
            # without it was cut short.
            raise SaveFileError(
                path,
                0,
                'incomplete: it stops before the [Result "..."] tag (the file was cut short?)',
                'hiányos: a [Result "..."] fejléc előtt véget ér (félbeszakadt a mentés?)',
            )
        # A header closed by a blank line or a move but without Result was made by hand (a
        # game cut at a move to study it): a game in progress (D-E-12).
        tags["Result"] = [(0, UNFINISHED)]
    file_format = integer("Format", 1, MAX_REVISION) if "Format" in tags else 1
    rules = integer("Rules", 1, MAX_REVISION) if "Rules" in tags else 1
    players = integer("Players", 1, MAX_PLAYERS)
    seats: dict[int, SeatInfo] = {}
    for number, value in tags.get("Seat", []):
        parts = [p.strip() for p in _split_bars(value)]
        if len(parts) != 3 or not is_whole(parts[0]):
            raise SaveFileError(
                path,
                number,
                'expected [Seat "N | name | human or bot:KIND"]',
                'hibás Seat fejléc; a helyes alak: [Seat "SORSZÁM | név | human vagy bot:FAJTA"]',
            )
        index = int(parts[0]) - 1
        if not 0 <= index < players or index in seats:
            raise SaveFileError(
                path,
                number,
                f"seat {parts[0]} is not a new seat of 1..{players}",
                f"a székek sorszáma 1–{players}, mindegyik egyszer; ez: {parts[0]}",
            )
        if parts[2] != "human" and not parts[2].startswith("bot"):
            raise SaveFileError(
                path,
                number,
                "a seat is 'human' or 'bot:KIND'",
                "a szék „human” (ember) vagy „bot:FAJTA” (gép) lehet",
            )
        seats[index] = SeatInfo(clean_name(parts[1]), parts[2])
    if len(seats) != players:
        raise SaveFileError(
            path,
            0,
            f"expected {players} Seat tags, found {len(seats)}",
            f"{players} Seat fejléc kellene, {len(seats)} van",
        )
    options: dict[str, str] = {}
    option_lines: dict[str, int] = {}
    for number, value in tags.get("Option", []):
        name, eq, val = value.partition("=")
        if not eq or not name.strip():
            raise SaveFileError(
                path,
                number,
                'expected [Option "name=value"]',
                'hibás Option fejléc; a helyes alak: [Option "név=érték"]',
            )
        if name.strip() in options:
            raise SaveFileError(
                path,
                number,
                f"option {shown(name.strip())} given twice",
                f"a(z) {shown(name.strip())} beállítás kétszer szerepel",
            )
        options[name.strip()] = val.strip()
        option_lines[name.strip()] = number
    table: dict[str, str] = {}
    for number, value in tags.get("Table", []):
        name, eq, val = (part.strip() for part in value.partition("="))
        if not eq or name not in TABLE_OPTIONS:
            known = ", ".join(TABLE_OPTIONS)
            raise SaveFileError(
                path,
                number,
                f'expected [Table "name=value"] with a name of {known}',
                f'hibás Table fejléc; a helyes alak: [Table "név=érték"], a név: {known}',
            )
        if name in table:
            raise SaveFileError(
                path,
                number,
                f"table option {name} given twice",
                f"a(z) {name} asztali beállítás kétszer szerepel",
            )
        if val not in TABLE_OPTIONS[name]:
            values = TABLE_OPTIONS[name]
            raise SaveFileError(
                path,
                number,
                f"table option {name} takes {' or '.join(values)}, not {shown(val)}",
                f"a(z) {name} asztali beállítás értéke {' vagy '.join(values)}, nem {shown(val)}",
            )
        table[name] = val
    for move in moves:
        if not 0 <= move.seat < players:
            raise SaveFileError(
                path,
                move.line,
                f"seat {move.seat + 1} does not exist",
                f"nincs {move.seat + 1}. szék",
            )

    def optional(name: str, default: str) -> str:
        return one(name)[1] if name in tags else default

    lines = {name: vals[0][0] for name, vals in tags.items()}
    lines.update({f"Option:{n}": line for n, line in option_lines.items()})
    return SavedGame(
        game=one("Game")[1],
        seed=integer("Seed", -SEED_LIMIT, SEED_LIMIT),
        players=players,
        seats=[seats[i] for i in range(players)],
        options=options,
        moves=moves,
        engine=optional("Engine", ""),
        date=optional("Date", ""),
        result=one("Result")[1],
        table=table,
        lines=lines,
        rules=rules,
        format=file_format,
    )


def _lines(text: str) -> list[str]:
    """The file's lines. They end at LF (a CR before it dropped): a name with another line
    separator (written before names were checked) stays on its tag line, and the game still
    loads. A file without any LF has its lines end at CR (old Mac line ends)."""
    ends = "\n" if "\n" in text else "\r"
    lines = [line.removesuffix("\r") for line in text.split(ends)]
    if lines[-1] == "":
        lines.pop()  # the line end that closes the last line opens no blank line
    return lines


def _check_format(path: str, line: int, value: str) -> None:
    """A file of a newer format is refused at its Format tag, naming both revisions."""
    if is_whole(value) and int(value) > FORMAT:
        raise SaveFileError(
            path,
            line,
            f"written by a newer tarsas in file format {int(value)}; this tarsas reads "
            f"formats 1 to {FORMAT} (update tarsas to open it)",
            f"egy újabb tarsas mentette, {int(value)}. fájlformátumban; ez a tarsas az "
            f"1–{FORMAT}. formátumot olvassa (frissítsd a tarsast a megnyitásához)",
        )


def read(path: str | Path) -> SavedGame:
    """Read and parse a saved game; any problem is one SaveFileError line."""
    try:
        # Bytes, not text mode: a lone "\r" inside a "\n" file must not become a line
        # break (see `loads`).
        text = files.read_regular(path, MAX_BYTES).decode("utf-8-sig")
    except FileNotFoundError:
        raise SaveFileError(str(path), 0, "no such file", "nincs ilyen fájl") from None
    except files.NotRegularFile:
        raise SaveFileError(
            str(path),
            0,
            "not a regular file (a device or a pipe), not a saved game",
            "nem közönséges fájl (hanem eszköz vagy cső), nem mentett játék",
        ) from None
    except files.TooLarge:
        raise SaveFileError(
            str(path),
            0,
            f"larger than {MAX_BYTES // 1_000_000} MB, the most a saved game may be",
            f"nagyobb {MAX_BYTES // 1_000_000} MB-nál, amekkora egy mentett játék lehet",
        ) from None
    except UnicodeDecodeError:
        raise SaveFileError(
            str(path), 0, "not a UTF-8 text file", "nem UTF-8 kódolású szövegfájl"
        ) from None
    except OSError as e:
        raise SaveFileError(
            str(path), 0, f"cannot read: {e.strerror}", f"nem olvasható ({os_reason(e, 'hu')})"
        ) from None
    return loads(text, str(path))
