"""The registered games, looked up by id (and a few aliases players type).

Each game is imported the first time it is asked for: a command about one game (a replay, a
benchmark) loads that game's package only, and listing the ids loads none.
"""

from __future__ import annotations

import importlib

from common.contract import EngineError, GameDef

_HOMES = {
    "sanjuan": ("sanjuan.game", "SAN_JUAN"),
    "anno_xvii": ("sanjuan.game", "ANNO_XVII"),
    "puertorico": ("puertorico.game", "PUERTO_RICO"),
    "aranyvaros": ("aranyvaros.game", "ARANYVAROS"),
}
"""Each game's id: the module that defines it and the name it has there."""

GAME_IDS = tuple(_HOMES)
"""The games' ids, in the order menus list them."""

_ALIASES = {
    "san_juan": "sanjuan",
    "san-juan": "sanjuan",
    "anno": "anno_xvii",
    "anno-xvii": "anno_xvii",
    "puerto_rico": "puertorico",
    "puerto-rico": "puertorico",
    "goldene_stadt": "aranyvaros",
}


def all_games() -> dict[str, GameDef]:
    return {game_id: get_game(game_id) for game_id in GAME_IDS}


def get_game(game_id: str) -> GameDef:
    """The game with this id; an unknown id is a clear error listing the known ones."""
    key = _ALIASES.get(game_id.strip().lower(), game_id.strip().lower())
    if key not in _HOMES:
        known = ", ".join(sorted(GAME_IDS))
        raise EngineError(
            f"unknown game {game_id!r}; known games: {known}",
            hu=f"ismeretlen játék: {game_id!r}; ismert játékok: {known}",
        )
    module, name = _HOMES[key]
    game: GameDef = getattr(importlib.import_module(module), name)
    return game
