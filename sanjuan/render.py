"""Presentation of San Juan and ANNO XVII views: move sentences, prompts, Rich renderables.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see. Used by the CLI replay, the line-prompt game and the Textual app alike.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from rich.console import Group, RenderableType
from rich.rule import Rule
from rich.table import Table
from rich.text import Text

from common.contract import Lang, Outcome
from common.plural import fill
from common.regions import Regions
from common.scoresheet import score_sheet
from common.wrapping import WrappedItems
from sanjuan import data
from sanjuan.explain import explain as explain  # GameDef.explain, beside each move
from sanjuan.moves import (
    Build,
    Burn,
    Deposit,
    Discard,
    Done,
    Draw,
    Keep,
    Move,
    Pass,
    Pay,
    PayGood,
    PickEvent,
    PickRole,
    Produce,
    Reveal,
    Sell,
    Stow,
    Take,
    Tuck,
)
from sanjuan.rules import OFFERS, build_cost
from sanjuan.score import chapel_unknown, visible_lines
from sanjuan.texts import Texts, texts
from sanjuan.view import PUBLIC_REVEALS, SeatView


def building_names(view: SeatView, tx: Texts) -> Mapping[str, str]:
    """The building names of the view's ruleset."""
    return tx.NAMES[view.ruleset]


def _pick_label(pick: str, tx: Texts) -> str:
    """A role or, in ANNO, an event picked instead of one."""
    label: str = tx.ROLE[pick] if pick in tx.ROLE else tx.EVENT[pick]
    return label


def _source_label(source: str, name: Mapping[str, str], tx: Texts) -> str:
    label: str = name[source] if source in name else tx.OFFER[source]
    return label


def describe(view: SeatView, move: Move, lang: Lang) -> str:
    """The sentence for a move, as the seat (or the public table) of `view` may read it.

    `view` is taken before the move. Card identities that the viewer may not see (payments,
    discards, Chapel and Bank tucks, councillor keeps of another seat) are left out.
    """
    tx = texts(lang)
    own = view.seat is not None and view.seat == view.to_act
    name = building_names(view, tx)
    match move:
        case PickRole(role, _) if view.step == "democracy":
            return str(tx.MOVE["rerun"].format(role=tx.ROLE[role]))
        case PickRole(role, library):
            key = "pick" if library else "pick_nolibrary"
            return str(tx.MOVE[key].format(role=tx.ROLE[role]))
        case PickEvent(event):
            return str(tx.MOVE["pick_event"].format(event=tx.EVENT[event]))
        case Build(building, _, _) if view.step == "rebuild":
            return str(tx.MOVE["rebuild"].format(building=name[building]))
        case Build(building, over, over_loaded):
            if building == data.CATHEDRAL and not over:
                text = tx.MOVE["build_cathedral"].format(building=name[building])
            elif over:
                covered = _with_good(name[over], over_loaded, tx)
                text = tx.MOVE["build_over"].format(building=name[building], over=covered)
            else:
                text = tx.MOVE["build"].format(building=name[building])
            return f"{text} ({fill(tx.MOVE['cost'], n=build_price(view, building, over))})"
        case Pay(card):
            return str(tx.MOVE["pay"].format(card=name[card]) if own else tx.MOVE["pay_hidden"])
        case PayGood(building):
            return str(tx.MOVE["pay_good"].format(building=name[building]))
        case Produce(building):
            return str(tx.MOVE["produce"].format(building=name[building]))
        case Sell("pawnshop"):
            return str(tx.MOVE["sell_pawn"])
        case Sell(building):
            return str(tx.MOVE["sell"].format(building=name[building]))
        case Keep(card):
            public = view.step in PUBLIC_REVEALS
            if own or public:
                return str(tx.MOVE["keep"].format(card=name[card]))
            return str(tx.MOVE["keep_hidden"])
        case Discard(card):
            if own:
                return str(tx.MOVE["discard"].format(card=name[card]))
            return str(tx.MOVE["discard_hidden"])
        case Tuck(card):
            return str(tx.MOVE["tuck"].format(card=name[card]) if own else tx.MOVE["tuck_hidden"])
        case Deposit(card):
            return str(tx.MOVE["bank"].format(card=name[card]) if own else tx.MOVE["bank_hidden"])
        case Stow(building):
            return str(tx.MOVE["stow"].format(building=name[building]))
        case Burn(building, loaded):
            text = str(tx.MOVE["burn"].format(building=_with_good(name[building], loaded, tx)))
            along = _under(view, building, loaded) if own else 0
            return f"{text} (+{fill(tx.MOVE['cost'], n=along)})" if along else text
        case Take(source):
            return str(tx.MOVE["take"].format(source=_source_label(source, name, tx)))
        case Reveal() if view.step == "colony":
            return str(tx.MOVE["reveal_colony"])
        case Reveal():
            return str(tx.MOVE["reveal"])
        case Draw():
            return str(tx.MOVE["draw"])
        case Pass():
            return str(tx.MOVE["pass"])
        case Done():
            return str(tx.MOVE["done"])
    raise TypeError(f"not a San Juan or ANNO move: {move!r}")


def aftermath(before: SeatView, after: SeatView, move: Move, lang: Lang) -> str:
    """The cards a Gold mine or Colony reveal turned up, with their costs, and what came of it
    (R-SJ-6, AN-7.7): public to every reader, worded from the view after the reveal."""
    if not isinstance(move, Reveal) or not after.gold_reveal:
        return ""
    tx = texts(lang)
    name = building_names(after, tx)
    cards = ", ".join(f"{name[c]} ({data.TYPES[c].cost})" for c in after.gold_reveal)
    found = after.step in PUBLIC_REVEALS and after.to_act == before.to_act
    if before.step == "colony":
        result = "colony_found" if found else "colony_built"
    elif found:
        result = "gold_found"
    else:
        short = len(after.gold_reveal) < data.GOLD_MINE_REVEAL
        result = "gold_short" if short else "gold_repeat"
    return f"{cards} — {tx.REVEALED[result]}"


def _with_good(building: str, loaded: bool, tx: Texts) -> str:
    """A production building named with its good, where one with and one without may differ
    (decisions D-SJ-10, D-AN-3)."""
    return f"{building} {tx.WORD['with_good']}" if loaded else building


def _under(view: SeatView, building: str, loaded: bool) -> int:
    """Cards that would burn along with this building: of identical ones the rules take the
    one with the fewest (decision D-AN-3)."""
    me = view.players[view.to_act if view.to_act is not None else 0]
    counts = me.under or ()
    return min(
        (
            n
            for b, g, n in zip(me.city, me.goods, counts, strict=False)
            if b == building and g == loaded
        ),
        default=0,
    )


def build_price(view: SeatView, building: str, over: str) -> int:
    """What the seat on turn pays for this build, from public information only."""
    seat = view.to_act if view.to_act is not None else 0
    others = list(view.players[seat].city)
    if over:
        others.remove(over)
    privilege = view.privilege if view.chooser == seat else 0
    return build_cost(building, over, tuple(others), privilege)


def prompt(view: SeatView, lang: Lang) -> str:
    """The question the seat on turn answers."""
    tx = texts(lang)
    step = view.step
    name = building_names(view, tx)
    if step in OFFERS:
        source = data.cardset(view.ruleset).type_with_function(step)
        return str(tx.PROMPT["offer"].format(source=_source_label(source, name, tx)))
    if step == "pick" and view.event_row:
        return str(tx.PROMPT["pick_event"])
    archive = name[data.cardset(view.ruleset).type_with_function("archive")]
    return fill(tx.PROMPT.get(step, ""), owed=view.owed, count=view.count, archive=archive)


# -- the table ---------------------------------------------------------------------------------
# Every building is a card: the class (for a production building, its good) is told by a
# symbol and by a colour, so `NO_COLOR=1` keeps the meaning; each card names its building.

GOOD_SYMBOL = ("♣", "◇", "♠", "♦", "○")
"""Per good column (indigo/flour … silver/gold): the symbol of its production buildings."""
CLASS_SYMBOL = {"function": "▲", "monument": "✦", "six": "★", "seven": "✚"}
GOOD_STYLE = (
    "white on #27408b",
    "black on #e8e2cf",
    "black on #c19a6b",
    "white on #5c3a1e",
    "black on #b8c0c8",
)
"""Per good column: the card colour (indigo blue, sugar white, tobacco tan, coffee brown,
silver grey; ANNO's goods take the same columns)."""
CLASS_STYLE = {
    "function": "white on #6c3483",
    "monument": "black on #c39bd3",
    "six": "bold white on #3b1452",
    "seven": "bold black on #d4ac0d",
}
"""The violet classes: violet shades, the Cathedral gold."""
BONUS_TYPES = frozenset(t for t, b in data.TYPES.items() if b.cls in ("six", "seven"))
"""The buildings worth their bonus (printed VP 0): their cards show what they score now."""
TO_ACT = "▶"
GOVERNOR = "♛"


def _symbol(building: str) -> str:
    b = data.TYPES[building]
    return GOOD_SYMBOL[data.GOOD_COLUMN[building]] if b.good else CLASS_SYMBOL[b.cls]


def _card_style(building: str) -> str:
    b = data.TYPES[building]
    return GOOD_STYLE[data.GOOD_COLUMN[building]] if b.good else CLASS_STYLE[b.cls]


@dataclass(frozen=True, slots=True)
class TablePainter:
    """What every region of one view draws from: the view, its words, and the running score
    of each seat as far as the view may know it."""

    view: SeatView
    names: Sequence[str]
    tx: Texts
    building: Mapping[str, str]
    points: tuple[tuple[int, bool], ...]
    """Per seat: the points the viewer can count, and whether a hidden Chapel may add more."""
    bonus: tuple[dict[str, int], ...]
    """Per seat: the points each of its bonus buildings (six-cost, Cathedral) is worth now."""

    @classmethod
    def of(cls, view: SeatView, names: Sequence[str], lang: Lang) -> TablePainter:
        tx = texts(lang)
        points = []
        bonus = []
        for p in view.players:
            lines = visible_lines(view, p.seat)
            points.append((sum(line.points for line in lines), chapel_unknown(view, p.seat)))
            bonus.append({line.key: line.points for line in lines if line.key in BONUS_TYPES})
        return cls(view, names, tx, building_names(view, tx), tuple(points), tuple(bonus))

    def card(self, building: str, loaded: bool = False, seat: int | None = None) -> Text:
        """One building card: symbol, name, cost/VP (a bonus building: cost/+its bonus now),
        and ● when a good (or the Pawnshop's card) lies on it."""
        b = data.TYPES[building]
        if seat is not None and building in self.bonus[seat]:
            worth = f"+{self.bonus[seat][building]}"
            if building == "palace" and self.points[seat][1]:
                worth += "?"
        else:
            worth = str(b.vp)
        label = f" {_symbol(building)} {self.building[building]} {b.cost}/{worth}"
        return Text(label + (" ● " if loaded else " "), style=_card_style(building))

    def vp(self, seat: int) -> str:
        points, hidden = self.points[seat]
        return str(self.tx.WORD["vp_hidden" if hidden else "vp"].format(n=points))

    # -- status --------------------------------------------------------------------------

    def status(self) -> Text:
        v, tx, names = self.view, self.tx, self.names
        w = tx.WORD
        anno = v.ruleset != "san_juan"
        line = Text()
        line.append("ANNO XVII" if anno else "San Juan", style="bold")
        line.append(" · ")
        line.append(str(w["round"].format(n=v.round)), style="bold")
        phase = "chapel_bank" if anno and v.phase == "chapel" else v.phase
        line.append(f" · {tx.PHASE[phase]}")
        if v.to_act is not None:
            line.append(" · ")
            line.append(f"{TO_ACT} {w['to_act'].format(name=names[v.to_act])}", style="bold")
        line.append(f" · {w['governor']}: {GOVERNOR} {names[v.governor]}")
        return line

    # -- the board -----------------------------------------------------------------------

    def roles(self) -> Table:
        """The role pool: each role, the privilege it gives, and who took it this round."""
        tx, names = self.tx, self.names
        taken = dict(self.view.picks)
        grid = Table.grid(padding=(0, 2))
        for _ in data.ROLES:
            grid.add_column()
        grid.add_row(*(Text(tx.ROLE[r], style="bold") for r in data.ROLES))
        grid.add_row(*(Text(tx.PRIVILEGE[r], style="italic") for r in data.ROLES))
        grid.add_row(*(self._taker(taken.get(r), names) for r in data.ROLES))
        return grid

    def _taker(self, seat: int | None, names: Sequence[str]) -> Text:
        if seat is None:
            return Text(str(self.tx.WORD["free"]), style="dim")
        return Text(str(self.tx.WORD["taken"].format(name=names[seat])), style="bold")

    def piles(self) -> Text:
        w = self.tx.WORD
        return Text(
            f"{w['draw']}: {self.view.draw_size} · {w['discard']}: {self.view.discard_size}"
        )

    def tile(self, short: bool = False) -> Text:
        """The trading-house tile, each price named by its good (or that it lies face down)."""
        v, tx = self.view, self.tx
        line = Text(f"{tx.WORD['tile']}: ")
        if not v.tile:
            line.append(str(tx.WORD["tile_down"]), style="dim")
            return line
        goods = [b.good for b in data.cardset(v.ruleset).buildings if b.good]
        for i, (good, price) in enumerate(zip(goods, data.TILES[v.tile], strict=True)):
            line.append(" · " if i else "")
            line.append(f"{GOOD_SYMBOL[i]} ", style=GOOD_STYLE[i])
            line.append(f"{'' if short else tx.GOOD[good] + ' '}{price}", style="bold")
        return line

    def events(self) -> Text | None:
        """ANNO: the face-up events, those picked this round with their chooser, the event
        being resolved."""
        v, tx = self.view, self.tx
        picked = [(e, s) for e, s in v.picks if e in tx.EVENT]
        if not (v.event_row or picked):
            return None
        line = Text(f"{tx.WORD['events']}: ")
        items = [Text(tx.EVENT[e], style="bold") for e in v.event_row]
        for event, seat in picked:
            item = Text(tx.EVENT[event], style="strike")
            item.append(" " + tx.WORD["taken"].format(name=self.names[seat]))
            items.append(item)
        line.append_text(Text(" · ").join(items))
        return line

    def centre(self) -> Text | None:
        """ANNO: the Cathedral lying in the middle, free to be built."""
        if not self.view.cathedral:
            return None
        line = Text(f"{self.tx.WORD['cathedral']}: ")
        line.append_text(self.card(data.CATHEDRAL))
        return line

    def reveal(self) -> RenderableType | None:
        """Cards turned up for everyone: a Gold mine or Colony reveal."""
        v = self.view
        shown = v.pending if v.pending is not None and v.step in PUBLIC_REVEALS else None
        cards = shown or v.gold_reveal
        if not cards:
            return None
        return WrappedItems(
            [self.card(c) for c in cards], Text(f"{self.tx.WORD['revealed']}:"), " "
        )

    def board(self) -> Group:
        parts: list[RenderableType] = [self.roles(), self.piles(), self.tile()]
        parts += [p for p in (self.events(), self.centre(), self.reveal()) if p is not None]
        return Group(*parts)

    # -- the seats -----------------------------------------------------------------------

    def order(self) -> list[int]:
        """The viewer's seat first, then the others clockwise."""
        n = len(self.view.players)
        first = self.view.seat or 0
        return [(first + k) % n for k in range(n)]

    def header(self, seat: int, short: bool = False) -> Text:
        """Name, turn and governor marks, public points, hand; in full also the number of
        buildings and what lies under them."""
        v, w = self.view, self.tx.WORD
        p = v.players[seat]
        line = Text()
        acting = seat == v.to_act
        line.append(f"{TO_ACT if acting else ' '} ")
        line.append(self.names[seat], style="bold reverse" if acting else "bold")
        if seat == v.governor:
            line.append(f" {GOVERNOR}")
        line.append(f" · {self.vp(seat)}", style="bold")
        line.append(f" · {w['hand']}: {p.hand_size}")
        if short:
            return line
        line.append(f" · {fill(w['buildings'], n=len(p.city))}")
        if p.chapel_size is not None and p.chapel_size:
            line.append(f" · {w['chapel']}: {p.chapel_size}")
        elif self.points[seat][1]:
            line.append(f" · {w['chapel']}: ?")
        if p.bank_size or p.bank_used:
            used = f" ({w['bank_used']})" if p.bank_used else ""
            line.append(f" · {w['bank']}: {p.bank_size}{used}")
        if p.harbour_size:
            line.append(f" · {w['harbour']}: {p.harbour_size}")
        line.append(" ")
        return line

    def city(self, seat: int) -> WrappedItems:
        p = self.view.players[seat]
        cards = [
            self.card(b, loaded or (b == "pawnshop" and p.pawn), seat)
            for b, loaded in zip(p.city, p.goods, strict=True)
        ]
        return WrappedItems(cards, separator=" ", indent=0)

    def seat_panel(self, seat: int) -> Group:
        p = self.view.players[seat]
        acting = seat == self.view.to_act
        title = Rule(self.header(seat), characters="━" if acting else "─", align="left")
        parts: list[RenderableType] = [title, self.city(seat)]
        if p.covered:
            covered = [Text(self.building[b], style="dim") for b in p.covered]
            parts.append(WrappedItems(covered, Text(f"{self.tx.WORD['covered']}:", style="dim")))
        return Group(*parts)

    # -- the viewer's own panel ----------------------------------------------------------

    def own(self) -> RenderableType | None:
        v, w = self.view, self.tx.WORD
        if v.seat is None:
            return None
        me = v.players[v.seat]
        cards = sorted(me.hand or (), key=data.TYPE_ORDER.__getitem__)
        lead = Text(str(w["own_hand"].format(name=self.names[v.seat])), style="bold")
        parts: list[RenderableType] = [WrappedItems([self.card(c) for c in cards], lead, " ")]
        if v.pending is not None and v.to_act == v.seat and v.step not in PUBLIC_REVEALS:
            drawn = [self.card(c) for c in v.pending]
            parts.append(WrappedItems(drawn, Text(f"→ {w['drawn']}:", style="bold"), " "))
        points = self.points[v.seat][0]
        if me.chapel_size:
            line = w["own_vp_chapel"].format(n=points, chapel=me.chapel_size)
        else:
            line = w["own_vp"].format(n=points)
        parts.append(Text(str(line), style="bold"))
        return Group(*parts)

    # -- at a glance ---------------------------------------------------------------------

    def glance(self) -> Group:
        """The table in one line per seat, under the roles and the tile."""
        v, tx, names = self.view, self.tx, self.names
        taken = dict(v.picks)
        roles = Text()
        for i, r in enumerate(data.ROLES):
            roles.append(" · " if i else "")
            roles.append(tx.ROLE[r], style="dim" if r in taken else "bold")
            if r in taken:
                roles.append(" " + tx.WORD["taken"].format(name=names[taken[r]]))
        piles = self.piles()
        if v.tile:
            piles.append(" · ")
            piles.append_text(self.tile(short=True))
        lines: list[RenderableType] = [roles, piles]
        lines += [p for p in (self.events(),) if p is not None]
        for seat in self.order():
            line = self.header(seat, short=True)
            line.append("  ")
            p = v.players[seat]
            # Production buildings by their good's symbol (● with a good), the others by name.
            for b, loaded in zip(p.city, p.goods, strict=True):
                if data.TYPES[b].good:
                    line.append(_symbol(b), style=_card_style(b))
                    line.append("●" if loaded else " ")
            for b in p.city:
                if not data.TYPES[b].good:
                    line.append(" ")
                    line.append(_symbol(b), style=_card_style(b))
                    line.append(self.building[b] + ("●" if b == "pawnshop" and p.pawn else ""))
            line.no_wrap = True
            line.overflow = "ellipsis"
            lines.append(line)
        return Group(*lines)


def render_regions(view: SeatView, names: Sequence[str], lang: Lang) -> Regions:
    """The table as the viewing seat may see it, in regions (ARCHITECTURE §6)."""
    table = TablePainter.of(view, names, lang)
    return Regions(
        status=table.status(),
        own=table.own(),
        board=table.board(),
        seats=tuple(table.seat_panel(s) for s in table.order()),
        glance=table.glance(),
    )


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, one row per scoring line, then the tie-break."""
    tx = texts(lang)
    return score_sheet(outcome, names, tx.SCORE, str(tx.WORD["winner"]))
