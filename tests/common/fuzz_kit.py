"""Hostile input for the fuzz tests: mutated positions, saved games and command lines.

Everything here is driven by Hypothesis `data.draw`, so a failure shrinks to a small mutation
and replays from its seed. The material mutated comes from real games of every registered
game (random legal play from fixed seeds), so most mutations land close to something valid —
where the interesting mistakes are.
"""

from __future__ import annotations

import json
import signal
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import strategies as st

from common import rng, savefile
from common.bots import RandomBot, bot_seed
from common.contract import GameDef
from common.position import dumps as position_dumps
from common.registry import all_games
from common.savefile import SeatInfo
from common.session import Session

GAMES = sorted(all_games())
PLAY_AFTER_LOAD = 300
"""Random moves a loaded position must survive (or play to its end)."""
SECONDS = 20
"""No single example may take longer: a hang is a defect like a traceback."""

Path_ = tuple[str | int, ...]


class Hang(Exception):
    """An example ran past its deadline."""


@contextmanager
def deadline(seconds: int = SECONDS) -> Iterator[None]:
    """Raise Hang in the main thread after `seconds` (pure-Python loops included)."""

    def alarm(signum: int, frame: object) -> None:
        raise Hang(f"still running after {seconds} s")

    old = signal.signal(signal.SIGALRM, alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _configs(game: GameDef) -> list[dict[str, Any]]:
    """The default options and one variant with every switch on (expansions, events)."""
    variant: dict[str, Any] = {}
    for spec in game.options:
        if spec.kind == "bool":
            variant[spec.id] = not spec.default
        elif spec.kind == "choice":
            variant[spec.id] = spec.choices[-1]
        else:
            variant[spec.id] = spec.maximum
    return [{}, variant]


@cache
def sessions(game_id: str) -> tuple[Session, ...]:
    """Finished random games of a game: each seat count, default and varied options."""
    game = all_games()[game_id]
    out = []
    for k, options in enumerate(_configs(game)):
        for players in game.seats:
            seed = 100 + 10 * players + k
            # Human seats: resuming the file stops at the first question (the keyboard is
            # closed), where computer seats would play the whole game on.
            seats = [SeatInfo(f"Játékos {i + 1}") for i in range(players)]
            # The varied options also turn hints off, so both `[Table "hints=…"]` values occur.
            config = game.config(players, options)
            session = Session(game, config, seed, seats, hints=not options)
            bots = [RandomBot(bot_seed(seed, i)) for i in range(players)]
            while (seat := session.to_act()) is not None:
                session.play(bots[seat].choose(None, session.legal()))
            out.append(session)
    return tuple(out)


OLD_SAVES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"
"""Files written by earlier versions (format 1, earlier rules revisions), tests/fixtures."""


@cache
def saved_texts(game_id: str) -> tuple[str, ...]:
    """Today's files of finished random games, and every earlier version's files of the game
    (each format and rules revision a file may still come in)."""
    today = tuple(savefile.dumps(s.to_saved()) for s in sessions(game_id))
    return today + tuple(
        path.read_text(encoding="utf-8")
        for path in sorted(OLD_SAVES.glob("*/*.tarsas"))
        if savefile.read(path).game == game_id
    )


@cache
def positions(game_id: str) -> tuple[str, ...]:
    """Position documents from the start, the middle and near the end of each game."""
    game = all_games()[game_id]
    docs = []
    for session in sessions(game_id):
        n = len(session.states)
        for i in (0, n // 7, n // 3, n // 2, 2 * n // 3, n - 3, n - 1):
            docs.append(position_dumps(game, session.states[max(0, i)]))
    return tuple(docs)


# -- JSON mutations ------------------------------------------------------------------------------


def leaves(doc: Any, path: Path_ = ()) -> Iterator[tuple[Path_, Any]]:
    """Every value in a JSON document with its path (containers too)."""
    yield path, doc
    if isinstance(doc, dict):
        for key, value in doc.items():
            yield from leaves(value, (*path, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            yield from leaves(value, (*path, i))


def _get(doc: Any, path: Path_) -> Any:
    for key in path:
        doc = doc[key]
    return doc


def _set(doc: Any, path: Path_, value: Any) -> None:
    _get(doc, path[:-1])[path[-1]] = value


def _number(draw: st.DrawFn, old: int) -> int:
    return draw(
        st.one_of(
            st.sampled_from([old + 1, old - 1, 0, -1, 1, 2, old * 2, 2**63, 2**64, 10**9]),
            st.integers(-3, 60),
        )
    )


def mutate_json(draw: st.DrawFn, doc: Any) -> Any:
    """One mutation of a JSON document: a changed number, word or flag, a list item removed,
    doubled, swapped or moved to another list, two values swapped, a value of another type."""
    found = [(p, v) for p, v in leaves(doc) if p]
    kind = draw(
        st.sampled_from(
            ["number", "word", "flag", "remove", "double", "reorder", "move", "swap", "type"]
        )
    )
    strings = sorted({v for _, v in found if isinstance(v, str)})
    lists = [(p, v) for p, v in found if isinstance(v, list)]
    if kind == "number" and (numbers := [(p, v) for p, v in found if type(v) is int]):
        path, value = draw(st.sampled_from(numbers))
        _set(doc, path, _number(draw, value))
    elif kind == "word" and (words := [(p, v) for p, v in found if isinstance(v, str)]):
        path, _ = draw(st.sampled_from(words))
        extra = ["", "bogus", "ü", "x" * 300, "\x1b[2J", "1"]
        _set(doc, path, draw(st.sampled_from(strings + extra)))
    elif kind == "flag" and (flags := [(p, v) for p, v in found if isinstance(v, bool)]):
        path, value = draw(st.sampled_from(flags))
        _set(doc, path, not value)
    elif kind in ("remove", "double", "reorder") and (full := [(p, v) for p, v in lists if v]):
        path, items = draw(st.sampled_from(full))
        i = draw(st.integers(0, len(items) - 1))
        if kind == "remove":
            del items[i]
        elif kind == "double":
            items.insert(i, json.loads(json.dumps(items[i])))
        else:
            j = draw(st.integers(0, len(items) - 1))
            items[i], items[j] = items[j], items[i]
    elif kind == "move" and len(lists) > 1:
        (src, a), (dst, b) = draw(st.lists(st.sampled_from(lists), min_size=2, max_size=2))
        if a and src != dst and not _inside(src, dst) and not _inside(dst, src):
            item = a.pop(draw(st.integers(0, len(a) - 1)))
            b.insert(draw(st.integers(0, len(b))), item)
    elif kind == "swap":
        scalars = [(p, v) for p, v in found if not isinstance(v, dict | list)]
        if len(scalars) > 1:
            (p, v), (q, w) = draw(st.lists(st.sampled_from(scalars), min_size=2, max_size=2))
            if type(v) is type(w):
                _set(doc, p, w)
                _set(doc, q, v)
    elif kind == "type":
        path, _ = draw(st.sampled_from(found))
        _set(doc, path, draw(st.sampled_from([None, 1.0, True, "1", [], {}, -1])))
    return doc


def _inside(a: Path_, b: Path_) -> bool:
    return len(a) < len(b) and b[: len(a)] == a


# -- text mutations ------------------------------------------------------------------------------

ODD = ["²", "١", "\u2028", "\x1c", "\r", "\x1b[2J", "[/]", "#", '"', "\\", "|", "\x00", "\ufeff"]


def mutate_text(draw: st.DrawFn, text: str, game: GameDef, state_of: Any = None) -> str:
    """One mutation of a saved game: a line removed, doubled, swapped or cut, a character or a
    number changed, odd characters put in, a comment added, or the file cut short."""
    lines = text.split("\n")
    kind = draw(
        st.sampled_from(
            ["drop", "double", "swap", "cut", "char", "number", "odd", "comment", "truncate"]
            + ["tag", "long", "ends"]
        )
    )
    i = draw(st.integers(0, len(lines) - 1))
    line = lines[i]
    if kind == "drop":
        del lines[i]
    elif kind == "double":
        lines.insert(i, line)
    elif kind == "swap":
        j = draw(st.integers(0, len(lines) - 1))
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "cut" and line:
        lines[i] = line[: draw(st.integers(0, len(line) - 1))]
    elif kind == "char" and line:
        k = draw(st.integers(0, len(line) - 1))
        lines[i] = line[:k] + draw(st.characters(codec="utf-8")) + line[k + 1 :]
    elif kind == "number":
        digits = [k for k, c in enumerate(line) if c.isdigit()]
        if digits:
            k = draw(st.sampled_from(digits))
            new = draw(st.sampled_from(["0", "9", "99999999999999999999999", "²", "-1", ""]))
            lines[i] = line[:k] + new + line[k + 1 :]
    elif kind == "odd":
        k = draw(st.integers(0, len(line)))
        lines[i] = line[:k] + draw(st.sampled_from(ODD)) + line[k:]
    elif kind == "comment":
        notes = ["# auto", "# why: x", "# public", "# why-public: [/]", "# hint", "#"]
        note = draw(st.sampled_from(notes))
        lines[i] = f"{line}  {note}"
    elif kind == "truncate":
        return text[: draw(st.integers(0, len(text)))]
    elif kind == "tag":
        tags = ["Game", "Seed", "Players", "Seat", "Option", "Table", "Result", "Format", "Rules"]
        tag = draw(st.sampled_from(tags))
        values = ["", "*", "sanjuan", "aranyvaros", "3", "1 | x | bot:easy", "1", "2", "0"]
        values += ["hints=false", "hints=true", "hints=²", "hints=[/]", "open_hands=true"]
        value = draw(st.sampled_from(values))
        lines.insert(draw(st.integers(0, 12)), f'[{tag} "{value}"]')
    elif kind == "long":
        # Past the limits of a line and of a move (issue 27): refused naming the limit, and
        # quoting only the start of it.
        size = draw(st.sampled_from([savefile.MAX_MOVE, savefile.MAX_LINE, 3 * savefile.MAX_LINE]))
        k = draw(st.integers(0, len(line)))
        lines[i] = line[:k] + draw(st.sampled_from(["x", "é", " ", "9"])) * size + line[k:]
    elif kind == "ends":
        return draw(st.sampled_from(["\r", "\r\n", "\n\r", "\n\n"])).join(lines)
    return "\n".join(lines)


def play_on(game: GameDef, state: Any, moves: int, seed: int) -> Any:
    """Random legal moves from `state`, conserving everything after each; the final state."""
    r = rng.seed_state(seed)
    for _ in range(moves):
        legal = game.legal_moves(state)
        if not legal:
            assert game.to_act(state) is None and game.outcome(state) is not None
            break
        r, i = rng.below(r, len(legal))
        state = game.apply(state, legal[i])
        game.check_invariants(state)
    return state
