"""Position snapshots (`*.json`): a full state, schema-versioned, for teaching positions,
bug reports and scenario tests. Pydantic checks the envelope; the game's own record types
(via `common.snapshot`) and its conservation check validate the state itself.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

import common
from common import files
from common.engine import EngineError, GameDef
from common.registry import get_game
from common.snapshot import SnapshotError, from_data, to_data

SCHEMA_VERSION: Literal[1] = 1


class PositionError(EngineError):
    """A position file that cannot be used; the message names the file and the problem."""


class PositionFile(BaseModel):
    model_config = ConfigDict(extra="forbid")

    schema_version: Literal[1]
    game: str
    engine: str
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
        game.check_invariants(state)
    except SnapshotError as e:
        raise PositionError(f"{source}: {e}") from None
    except (AssertionError, TypeError, ValueError, IndexError, KeyError) as e:
        raise PositionError(f"{source}: not a consistent {game.id} position ({e})") from None
    return game, state


def load(path: str | Path) -> tuple[GameDef, Any]:
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as e:
        raise PositionError(f"{path}: cannot read ({e})") from None
    return loads(text, str(path))
