"""The working copy of the state while `apply` runs (`Work`, a mutable twin of `State`) and the
card moves every phase uses (drawing with reshuffles and event reveals, hand and city changes, a
step finished)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from common import rng
from common.contract import IllegalMove
from common.records import Twin, replace
from sanjuan.moves import Move
from sanjuan.rules.queries import FUNCTION, KIND
from sanjuan.state import (
    NO_GOOD,
    Centre,
    Holdings,
    Player,
    Rules,
    State,
    Turn,
    split_seen,
)


class Work(Twin[State], State, frozen=False):  # type: ignore[misc]  # the one mutable twin
    """A `State` being changed by one `apply` (see `common.records`)."""

    if TYPE_CHECKING:
        rules: Rules
        rng: int
        draw: tuple[int, ...]
        discard: tuple[int, ...]
        players: tuple[Player, ...]
        tiles: tuple[str, ...]
        tile: str
        tile_history: tuple[str, ...]
        round: int
        governor: int
        picks: tuple[tuple[str, int], ...]
        phase: str
        chooser: int
        privilege: int
        queue: tuple[int, ...]
        turn: Turn
        library_spent: bool
        gold_reveal: tuple[int, ...]
        centre: Centre
        legal: tuple[Move, ...] | None

    # ANNO's middle of the table, read and written as if it were flat.

    @property
    def event_row(self) -> tuple[int, ...]:
        return self.centre.event_row

    @event_row.setter
    def event_row(self, row: tuple[int, ...]) -> None:
        self.centre = replace(self.centre, event_row=row)

    @property
    def cathedral(self) -> int:
        return self.centre.cathedral

    @cathedral.setter
    def cathedral(self, card: int) -> None:
        self.centre = replace(self.centre, cathedral=card)

    @property
    def event(self) -> int:
        return self.centre.event

    @event.setter
    def event(self, card: int) -> None:
        self.centre = replace(self.centre, event=card)

    # -- cards ---------------------------------------------------------------------------------

    def take(self, n: int, seen: bool = True) -> tuple[int, ...]:
        """Draw n cards from the top, reshuffling the discard pile when empty (R-SJ-9).

        A card that is `seen` (drawn into a hand or revealed) and is an event goes face up
        into the event row, and the draw goes on with the next card (R-AN-14)."""
        draw = self.draw
        watch = seen and self.rules.event_copies
        if not watch and len(draw) >= n:
            self.draw = draw[n:]  # no event to watch for, and the pile holds them (most draws)
            return draw[:n]
        out: tuple[int, ...] = ()
        while len(out) < n:
            if not self.draw:
                if not self.discard:
                    break
                self.rng, self.draw = rng.shuffle(self.rng, self.discard)
                self.discard = ()
            k = n - len(out)
            got = self.draw[:k]
            self.draw = self.draw[k:]
            if watch:
                got, events = split_seen(got)
                if events:
                    self.event_row += events
            out += got
        return out

    def take_unseen(self, n: int) -> tuple[int, ...]:
        """A face-down draw (a good, a Pawnshop fill): events stay hidden unless the option
        `event_check_on_face_down_draws` says otherwise (R-AN-14(3))."""
        return self.take(n, seen=self.rules.event_check_on_face_down_draws)

    def set_player(self, seat: int, p: Player) -> None:
        players = list(self.players)  # a list copy: the quickest tuple with one item replaced
        players[seat] = p
        self.players = tuple(players)

    def renew(self, seat: int, p: Player, hand: tuple[int, ...], goods: tuple[int, ...]) -> None:
        """The seat's player `p` with this hand and these goods (a hand or a good changes at
        nearly every step)."""
        players = list(self.players)
        players[seat] = replace(p, hand=hand, goods=goods)
        self.players = tuple(players)

    def to_hand(self, seat: int, cards: tuple[int, ...]) -> None:
        p = self.players[seat]
        self.renew(seat, p, p.hand + cards, p.goods)

    def from_hand(self, seat: int, card_type: str) -> int:
        """Remove one card of this type from the seat's hand and return it."""
        p = self.players[seat]
        for i, c in enumerate(p.hand):
            if KIND[c] == card_type:
                self.renew(seat, p, p.hand[:i] + p.hand[i + 1 :], p.goods)
                return c
        raise IllegalMove(f"no {card_type} in hand")

    def set_good(self, seat: int, index: int, good: int) -> None:
        p = self.players[seat]
        self.renew(seat, p, p.hand, p.goods[:index] + (good,) + p.goods[index + 1 :])

    def slot(self, seat: int, building: str, loaded: bool) -> int:
        """Where in the seat's city a building of this type (holding a good or not) stands."""
        p = self.players[seat]
        types = p.types()
        try:
            i = types.index(building)  # searched in C: the city's types are cached
            while (p.goods[i] != NO_GOOD) != loaded:
                i = types.index(building, i + 1)
        except ValueError:
            raise IllegalMove(f"no {'loaded' if loaded else 'empty'} {building}") from None
        return i

    def host(self, seat: int, function: str) -> int:
        """The seat's building in play with this function (one per type: at most one)."""
        return next(c for c in self.players[seat].city if FUNCTION[KIND[c]] == function)

    def tucked(self, seat: int, card: int, under: str) -> Holdings:
        """The seat's holdings noting that `card` now lies under its building with this
        function (only where Fire can take a building, i.e. with event cards: R-AN-18)."""
        anno = self.players[seat].anno
        if not self.rules.event_copies:
            return anno
        return replace(anno, under=(*anno.under, (card, self.host(seat, under))))

    # -- the turn ------------------------------------------------------------------------------

    def step_done(
        self,
        *,
        owed: int | None = None,
        count: int | None = None,
        income: int | None = None,
        pending: tuple[int, ...] | None = None,
    ) -> None:
        """Drop the current step (and change some turn fields, unless it was the last)."""
        t = self.turn
        if len(t.todo) == 1:
            self.turn = t.done()  # the turn is over: its fields are read no more
            return
        self.turn = replace(
            t,
            todo=t.todo[1:],
            count=t.count if count is None else count,
            owed=t.owed if owed is None else owed,
            income=t.income if income is None else income,
            pending=t.pending if pending is None else pending,
        )

    def decline(self) -> None:
        """`pass` or `done`: cards still pending are discarded and the step ends."""
        t = self.turn
        if t.pending:
            self.discard += t.pending
            self.step_done(pending=())
        else:
            self.turn = t.done()
