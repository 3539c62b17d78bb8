"""The registered games, looked up by id (and a few aliases players type).

Each game is imported the first time it is asked for: a command about one game (a replay, a
benchmark) loads that game's package only, and listing the ids loads none.
"""

from __future__ import annotations

from collections.abc import Callable

from common.contract import EngineError, GameDef


def _san_juan() -> GameDef:
    from sanjuan.game import SAN_JUAN

    return SAN_JUAN


def _anno_xvii() -> GameDef:
    from sanjuan.game import ANNO_XVII

    return ANNO_XVII


def _puerto_rico() -> GameDef:
    from puertorico.game import PUERTO_RICO

    return PUERTO_RICO


def _aranyvaros() -> GameDef:
    from aranyvaros.game import ARANYVAROS

    return ARANYVAROS


_HOMES: dict[str, Callable[[], GameDef]] = {
    "sanjuan": _san_juan,
    "anno_xvii": _anno_xvii,
    "puertorico": _puerto_rico,
    "aranyvaros": _aranyvaros,
}
"""Each game's id and the function that imports it (typed: mypy checks each is a `GameDef`)."""

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
    return _HOMES[key]()
