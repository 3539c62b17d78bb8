"""Position snapshots (`*.json`): a full state, schema-versioned, for teaching positions,
bug reports and scenario tests. Pydantic checks the envelope; the game's own record types
(via `common.snapshot`) and its conservation check validate the state itself.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictInt, StrictStr, ValidationError

import common
from common import files
from common.contract import EngineError, GameDef
from common.registry import get_game
from common.snapshot import SnapshotError, from_data, to_data

SCHEMA_VERSION: Literal[1] = 1


class PositionError(EngineError):
    """A position file that cannot be used; the message names the file and the problem."""


class PositionFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    # Strict: `1.0` and `true` equal 1 in Python, and used to pass for a schema version.
    schema_version: Annotated[StrictInt, Field(ge=SCHEMA_VERSION, le=SCHEMA_VERSION)]
    game: StrictStr
    engine: StrictStr
    state: dict[str, Any]


def dumps(game: GameDef, state: Any) -> str:
    doc = PositionFile(
        schema_version=SCHEMA_VERSION,
        game=game.id,
        engine=common.__version__,
        state=to_data(state),
    )
    return json.dumps(doc.model_dump(), ensure_ascii=False, indent=1) + "\n"


def save(path: str | Path, game: GameDef, state: Any) -> None:
    files.write_text(path, dumps(game, state))


def loads(text: str, source: str = "<position>") -> tuple[GameDef, Any]:
    try:
        doc = PositionFile.model_validate_json(text)
    except ValidationError as e:
        first = e.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "document"
        raise PositionError(f"{source}: {where}: {first['msg']}") from None
    try:
        game = get_game(doc.game)
    except EngineError as e:
        raise PositionError(f"{source}: {e}") from None
    try:
        state = from_data(game.state_type(), doc.state, "state")
        game.check_position(state)
        _reaches_decisions(game, state)
    except SnapshotError as e:
        raise PositionError(f"{source}: {e}") from None
    except (AssertionError, TypeError, ValueError, IndexError, KeyError, EngineError) as e:
        raise PositionError(f"{source}: not a consistent {game.id} position ({e})") from None
    return game, state


def _reaches_decisions(game: GameDef, state: Any) -> None:
    """The position is one a player can go on from: the seat on turn has moves, and each of
    them runs the automatic steps to the next decision (or the end) with nothing lost."""
    seat = game.to_act(state)
    legal = game.legal_moves(state)
    if seat is None:
        assert not legal and game.outcome(state) is not None, "a game over without a result"
        return
    assert legal, f"seat {seat + 1} is on turn but has no move"
    for move in legal:
        after = game.apply(state, move)
        game.check_invariants(after)
        assert game.to_act(after) is None or game.legal_moves(after), "a decision without moves"


def load(path: str | Path) -> tuple[GameDef, Any]:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise PositionError(f"{path}: cannot read ({e})") from None
    return loads(text, str(path))
