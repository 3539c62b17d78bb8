"""Presentation of San Juan and ANNO XVII views: move sentences, prompts, Rich renderables.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see. Used by the CLI replay, the line-prompt game and the Textual app alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from common.engine import Lang, Outcome
from common.flow import Flow
from common.scoresheet import score_sheet
from sanjuan import data, text_en, text_hu
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
from sanjuan.view import PUBLIC_REVEALS, SeatView

GOOD_MARK = "●"
"""A face-down good on a building."""


def texts(lang: Lang) -> ModuleType:
    return text_en if lang == "en" else text_hu


def building_names(view: SeatView, tx: ModuleType) -> dict[str, str]:
    """The building names of the view's ruleset."""
    table: dict[str, str] = tx.NAMES[view.ruleset]
    return table


def _pick_label(pick: str, tx: ModuleType) -> str:
    """A role or, in ANNO, an event picked instead of one."""
    label: str = tx.ROLE[pick] if pick in tx.ROLE else tx.EVENT[pick]
    return label


def _source_label(source: str, name: dict[str, str], tx: ModuleType) -> str:
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
        case Build(building, over, _):
            if building == data.CATHEDRAL and not over:
                text = tx.MOVE["build_cathedral"].format(building=name[building])
            elif over:
                text = tx.MOVE["build_over"].format(building=name[building], over=name[over])
            else:
                text = tx.MOVE["build"].format(building=name[building])
            return f"{text} ({tx.MOVE['cost'].format(n=_cost(view, building, over))})"
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
            text = str(tx.MOVE["burn"].format(building=name[building]))
            along = _under(view, building, loaded) if own else 0
            return f"{text} (+{tx.MOVE['cost'].format(n=along)})" if along else text
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


def _cost(view: SeatView, building: str, over: str) -> int:
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
    return str(tx.PROMPT.get(step, "").format(owed=view.owed, count=view.count, archive=archive))


STYLE = {
    "production": "green",
    "function": "magenta",
    "monument": "bright_magenta",
    "six": "bold magenta",
    "seven": "bold bright_magenta",
}


def _building_label(building: str, loaded: bool, name: dict[str, str]) -> Text:
    b = data.TYPES[building]
    label = Text(f"{name[building]} ({b.cost}/{b.vp})", style=STYLE[b.cls])
    if loaded:
        label.append(f" {GOOD_MARK}", style="yellow")
    return label


def render_table(view: SeatView, names: Sequence[str], lang: Lang) -> RenderableType:
    """The whole table as the viewing seat may see it."""
    tx = texts(lang)
    building = building_names(view, tx)
    anno = view.ruleset != "san_juan"
    header = Text()
    header.append(str(tx.WORD["round"].format(n=view.round)), style="bold")
    phase = "chapel_bank" if anno and view.phase == "chapel" else view.phase
    header.append(f" · {tx.PHASE[phase]}")
    header.append(f" · {tx.WORD['governor']}: {names[view.governor]}")
    if view.picks:
        picked = ", ".join(f"{_pick_label(r, tx)} ({names[s]})" for r, s in view.picks)
        header.append(f"\n{picked}")
    if view.event:
        header.append(f" · {tx.WORD['event']}: {tx.EVENT[view.event]}", style="bold red")
    header.append(f"\n{tx.WORD['draw']}: {view.draw_size} · {tx.WORD['discard']}: ")
    header.append(str(view.discard_size))
    if view.tile:
        prices = " ".join(str(p) for p in data.TILES[view.tile])
        header.append(f" · {tx.WORD['tile']}: {prices}", style="yellow")
    if view.event_row:
        events = ", ".join(tx.EVENT[e] for e in view.event_row)
        header.append(f"\n{tx.WORD['events']}: {events}", style="red")
    if view.cathedral:
        header.append(f"\n{tx.WORD['cathedral']}: ")
        header.append_text(_building_label(data.CATHEDRAL, False, building))
    table = Table(expand=True, show_lines=True)
    table.add_column(tx.WORD["player"], no_wrap=True)
    table.add_column(tx.WORD["city"], ratio=1)
    for p in view.players:
        city = Text()
        for i, (b, loaded) in enumerate(zip(p.city, p.goods, strict=True)):
            if i:
                city.append(", ")
            city.append_text(_building_label(b, loaded, building))
            if b == "pawnshop" and p.pawn:
                city.append(f" {GOOD_MARK}", style="cyan")
        if p.covered:
            covered = ", ".join(building[b] for b in p.covered)
            city.append(f"\n{tx.WORD['covered']}: {covered}", style="dim")
        who = Text(names[p.seat], style="bold" if p.seat == view.to_act else "")
        if p.seat == view.governor:
            who.append(" ♛")
        who.append(f"\n{tx.WORD['hand']}: {p.hand_size}")
        if p.chapel_size is not None and p.chapel_size:
            who.append(f"\n{tx.WORD['chapel']}: {p.chapel_size}")
        if p.bank_used:
            who.append(f"\n{tx.WORD['bank_used']}: {p.bank_size}")
        if p.harbour_size:
            who.append(f"\n{tx.WORD['harbour']}: {p.harbour_size}")
        table.add_row(who, city)
    parts: list[RenderableType] = [header, table]
    if view.gold_reveal:
        shown = ", ".join(building[c] for c in view.gold_reveal)
        label = tx.WORD["revealed"] if anno else building["gold_mine"]
        parts.append(Text(f"{label}: {shown}", style="yellow"))
    if view.seat is not None:
        me = view.players[view.seat]
        if me.hand is not None:
            title = Text(f"{tx.WORD['hand']} ({names[view.seat]}):", style="bold")
            cards = sorted(me.hand, key=data.TYPE_ORDER.__getitem__)
            labels = [_building_label(c, False, building) for c in cards]
            parts.append(Flow(labels, lead=title))
        if view.pending is not None and view.to_act == view.seat:
            drawn = ", ".join(building[c] for c in view.pending)
            parts.append(Text(f"→ {drawn}", style="cyan"))
    return Group(*parts)


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, one row per scoring line, then the tie-break."""
    tx = texts(lang)
    return score_sheet(outcome, names, tx.SCORE, str(tx.WORD["winner"]))
