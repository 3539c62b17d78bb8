"""The working copy of the state while `apply` runs (`Work`, a mutable twin of `State`) and the
component moves every phase uses (drawing terrain, discarding, a seat's record changed, an end
trigger)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from aranyvaros import data
from aranyvaros.moves import Move
from aranyvaros.state import Player, Rules, State, Turn
from common import rng
from common.records import Twin

T = len(data.TERRAINS)


def add(counts: tuple[int, ...], terrain: int, k: int) -> tuple[int, ...]:
    out = list(counts)
    out[terrain] += k
    return tuple(out)


class Work(Twin[State], State, frozen=False):  # type: ignore[misc]
    """A `State` being changed by one `apply` (see `common.records`)."""

    if TYPE_CHECKING:
        rules: Rules
        rng: int
        round: int
        start: int
        phase: str
        queue: tuple[int, ...]
        turn: Turn
        players: tuple[Player, ...]
        draw: tuple[int, ...]
        discard: tuple[int, ...]
        pairs: tuple[tuple[int, int], ...]
        bids: tuple[int, ...]
        displacements: int
        supply: int
        keys_supply: int
        keys_box: int
        goods_deck: tuple[int, ...]
        goods_display: tuple[int, ...]
        goods_box: tuple[int, ...]
        bonus_deck: tuple[int, ...]
        scoring_deck: tuple[int, ...]
        scoring_card: int
        scoring_box: tuple[int, ...]
        last_scoring: tuple[int, ...]
        end: tuple[str, ...]
        legal: tuple[Move, ...] | None

    def set_player(self, seat: int, p: Player) -> None:
        players = list(self.players)  # a list copy: the quickest tuple with one item replaced
        players[seat] = p
        self.players = tuple(players)

    def draw_terrain(self, n: int) -> list[int]:
        """Draw n cards one at a time; an empty draw pile is refilled by shuffling the whole
        discard pile (R-AV-12). With both empty the draw yields nothing."""
        out: list[int] = []
        while len(out) < n:
            if not self.draw:
                pile = [t for t in range(T) for _ in range(self.discard[t])]
                if not pile:
                    break
                self.rng, self.draw = rng.shuffle(self.rng, pile)
                self.discard = (0,) * T
            k = n - len(out)
            out += self.draw[:k]
            self.draw = self.draw[k:]
        return out

    def to_discard(self, terrain: int, k: int) -> None:
        self.discard = add(self.discard, terrain, k)

    def trigger(self, reason: str) -> None:
        if reason not in self.end:
            self.end = (*self.end, reason)

    def step_done(self) -> None:
        self.turn = self.turn.done()
