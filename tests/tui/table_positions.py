"""Positions of every registered game for the screen tests: early and late, fewest and most
seats, all seats human with open hands (no curtain), no autosave (no notice), fixed seeds."""

from __future__ import annotations

from dataclasses import dataclass

from common.bots import RandomBot
from common.contract import GameDef, OptionValue
from common.registry import all_games
from common.savefile import SeatInfo
from common.session import Session
from common.tui.app import TarsasApp

NAMES = ("Anna", "Béla", "Csilla", "Dani", "Emese")
SEED = 3
LATE = 0.75
"""How far into a whole game the late position lies."""
EARLY_MOVES = 3
RICHEST: dict[str, dict[str, OptionValue]] = {
    "puertorico": {"exp_new_buildings": True, "exp_nobles": True},
}
"""The options that fill a game's table most, used with its most seats."""
SIZES = {"80x24": (80, 24), "120x40": (120, 40)}


@dataclass(frozen=True, slots=True)
class Spot:
    game_id: str
    players: int
    late: bool

    @property
    def game(self) -> GameDef:
        return all_games()[self.game_id]

    @property
    def name(self) -> str:
        return f"{self.game_id}-{self.players}p-{'late' if self.late else 'early'}"

    def session(self) -> Session:
        """Random players play a whole game from the seed; the position is cut from it."""
        game = self.game
        options = RICHEST.get(self.game_id, {}) if self.late else {}
        config = game.config(self.players, options)
        seats = [SeatInfo(NAMES[i], "human") for i in range(self.players)]
        whole = Session(game, config, SEED, seats)
        bot = RandomBot(SEED)
        while not whole.over:
            whole.play(bot.choose(None, whole.legal()))
        cut = round(len(whole.played) * LATE) if self.late else EARLY_MOVES
        session = Session(game, config, SEED, seats)
        for played in whole.played[:cut]:
            session.play(played.move)
        return session

    def app(self) -> TarsasApp:
        return TarsasApp(self.session(), open_hands=True, bot_delay=0)


def spots() -> list[Spot]:
    """Each game with its fewest seats early in a game and its most seats late in one."""
    out = []
    for game_id, game in all_games().items():
        out.append(Spot(game_id, min(game.seats), late=False))
        out.append(Spot(game_id, max(game.seats), late=True))
    return out
