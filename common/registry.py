"""The registered games, looked up by id (and a few aliases players type)."""

from __future__ import annotations

from common.engine import EngineError, GameDef

_ALIASES = {
    "san_juan": "sanjuan",
    "san-juan": "sanjuan",
    "anno": "anno_xvii",
    "anno-xvii": "anno_xvii",
    "puerto_rico": "puertorico",
    "puerto-rico": "puertorico",
    "goldene_stadt": "aranyvaros",
}


def _load() -> dict[str, GameDef]:
    # Imported here so `import common.registry` stays cheap for tools that list nothing.
    from aranyvaros.game import ARANYVAROS
    from puertorico.game import PUERTO_RICO
    from sanjuan.game import ANNO_XVII, SAN_JUAN

    games: list[GameDef] = [SAN_JUAN, ANNO_XVII, PUERTO_RICO, ARANYVAROS]
    return {g.id: g for g in games}


_GAMES: dict[str, GameDef] | None = None


def all_games() -> dict[str, GameDef]:
    global _GAMES
    if _GAMES is None:
        _GAMES = _load()
    return _GAMES


def get_game(game_id: str) -> GameDef:
    """The game with this id; an unknown id is a clear error listing the known ones."""
    games = all_games()
    key = _ALIASES.get(game_id.strip().lower(), game_id.strip().lower())
    if key not in games:
        known = ", ".join(sorted(games))
        raise EngineError(
            f"unknown game {game_id!r}; known games: {known}",
            hu=f"ismeretlen játék: {game_id!r}; ismert játékok: {known}",
        )
    return games[key]
