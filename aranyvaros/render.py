"""Presentation of Az Aranyváros views: move sentences, prompts and the table's regions.

Everything here takes a `SeatView` (never a raw State), so it can only show what that seat
may see. The table is handed to the clients as `Regions`: a status line, the island drawn as
boxes round the Golden City (`render_map`) with the scoring card, pairs, goods offer and
supply, one public panel per seat, the viewer's own cards, and a glance of a few lines for
small screens; the board redrawn with a move's place marked (`Regions.point`). Every house
carries its owner's initial as well as the colour, every terrain its sign, so `NO_COLOR=1`
reads alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from rich.console import Group, RenderableType
from rich.table import Table
from rich.text import Text

from aranyvaros import data, map_layout
from aranyvaros.explain import explain as explain  # GameDef.explain, beside each move
from aranyvaros.moves import (
    DECK,
    Bid,
    Build,
    ChooseBonus,
    Discard,
    Done,
    Move,
    Pass,
    Pay,
    PayPair,
    ReturnGoods,
    TakeGoods,
)
from aranyvaros.render_map import CITY_STYLE, TERRAIN_STYLE, builders, city_reward, house, island
from aranyvaros.score import TIEBREAK_SCALE
from aranyvaros.texts import Texts, texts
from aranyvaros.view import SeatView
from common.contract import Lang, Outcome
from common.names import seat_ref
from common.plural import fill, plural
from common.regions import Pointed, Regions
from common.scoresheet import score_sheet

LAYOUT_WIDTH = 78
"""The columns the seat panels are laid out for: the table's middle at 80 and at 120 columns
(the log beside it)."""
PIECE_WIDTH = len("■A ")
"""A house piece and a space: the first column of a seat panel."""
NAME_WIDTH = 9
"""Seat names are cut to this many characters in the glance's one-line rows."""
SEAT_STYLE = {
    "blue": "bold bright_blue",
    "red": "bold red",
    "black": "bold grey3 on grey62",
    "white": "bold bright_white",
}


def seat_style(seat: int) -> str:
    return SEAT_STYLE[data.COLOURS[seat]]


def goods_name(card_id_or_kind: str, tx: Texts) -> str:
    """The goods of a card id (gc1) or a kind (ceramics+wine), e.g. "kerámia/bor"."""
    kind = next((c.kind for c in data.GOODS_CARDS if c.id == card_id_or_kind), card_id_or_kind)
    return "/".join(tx.GOODS[g] for g in kind.split("+"))


def cost_text(place: data.Place, tx: Texts) -> str:
    text = str(tx.COST["cards"].format(n=place.cost_cards, terrain=tx.TERRAIN[place.terrain]))
    return text + (str(tx.COST["key"]) if place.cost_keys else "")


def reward_text(place: data.Place, order: int, tx: Texts) -> str:
    """What building here gives the next builder, who is builder number `order` + 1."""
    if not place.reward.letters_by_order:
        return str(tx.REWARD[place.reward.id])
    return city_reward(place, order, tx.CITY_REWARD)


# ---------------------------------------------------------------------------------------------
# Sentences


def describe(view: SeatView, move: Move, lang: Lang) -> str:
    """The sentence for a move, as the seat (or the public table) of `view` may read it.

    `view` is taken before the move. Only the chosen bonus card is secret; everything else a
    move shows (paid and discarded cards, goods cards) lies face up on the table.
    """
    tx = texts(lang)
    match move:
        case Bid(pair):
            a, b = (tx.TERRAIN[t] for t in view.pairs[pair])
            occupant = view.bids[pair]
            if occupant < 0:
                return str(tx.MOVE["bid"].format(n=pair + 1, a=a, b=b))
            cost = view.displacements + 1
            seat = seat_ref(occupant)
            return fill(tx.MOVE["bid_displace"], n=pair + 1, a=a, b=b, seat=seat, cost=cost)
        case Build(place_id):
            place = data.PLACES[data.PLACE_INDEX[place_id]]
            order = len(builders(view, place_id))
            return str(
                tx.MOVE["build"].format(
                    place=tx.PLACE[place_id],
                    cost=cost_text(place, tx),
                    reward=reward_text(place, order, tx),
                )
            )
        case Pay(terrain):
            return str(tx.MOVE["pay"].format(terrain=tx.TERRAIN[terrain]))
        case PayPair(terrain):
            need = data.PLACES[data.PLACE_INDEX[view.place]].terrain if view.place else ""
            return str(
                tx.MOVE["pay_pair"].format(
                    terrain=tx.TERRAIN[terrain], need=tx.TERRAIN.get(need, "?")
                )
            )
        case ChooseBonus(card):
            actor = view.to_act
            shown = actor is not None and view.players[actor].bonus is not None
            if shown:
                return str(tx.MOVE["bonus"].format(card=tx.BONUS_NAME[card]))
            return str(tx.MOVE["bonus_hidden"])
        case TakeGoods(kind):
            if kind == DECK:
                return str(tx.MOVE["goods_deck"])
            return str(tx.MOVE["goods"].format(card=goods_name(kind, tx)))
        case ReturnGoods(kind):
            return str(tx.MOVE["return"].format(card=goods_name(kind, tx)))
        case Discard(terrain):
            return str(tx.MOVE["discard"].format(terrain=tx.TERRAIN[terrain]))
        case Pass():
            return str(tx.MOVE["pass"])
        case Done():
            return str(tx.MOVE["done"])
    raise TypeError(f"not an Aranyváros move: {move!r}")


def prompt(view: SeatView, lang: Lang) -> str:
    """The question the seat on turn answers."""
    tx = texts(lang)
    step = view.step
    if step == "build" and view.built:
        step = "build_second"
    if step == "pay":
        place = data.PLACES[data.PLACE_INDEX[view.place]]
        return str(
            tx.PROMPT["pay"].format(
                owed=view.owed, terrain=tx.TERRAIN[place.terrain], place=tx.PLACE[place.id]
            )
        )
    owed = 0
    if step == "limit" and view.to_act is not None:
        owed = view.players[view.to_act].hand_size - data.HAND_LIMIT
    return fill(tx.PROMPT.get(step, ""), owed=owed)


# ---------------------------------------------------------------------------------------------
# Seats: initials and house pieces


def initials(names: Sequence[str]) -> tuple[str, ...]:
    """One mark per seat for its houses: the names' first letters when they differ, else the
    seat numbers (default names such as "random-1" all start alike)."""
    firsts = tuple((name.strip()[:1] or "?").upper() for name in names)
    if len(set(firsts)) == len(firsts) and all(mark.isalnum() for mark in firsts):
        return firsts
    return tuple(str(seat + 1) for seat in range(len(names)))


def amount(n: int, unit: str, tx: Texts) -> str:
    """A counted thing in the text module's words: 3 érme; 1 coin, 3 coins."""
    return f"{n} {plural(n, *tx.UNIT[unit])}"


def letters_text(letters: int | None, tx: Texts) -> str:
    """A letter total, or "? levél" where the view hides it (R-AV-54)."""
    return str(tx.WORD["unknown_letters"]) if letters is None else amount(letters, "letters", tx)


def goods_list(cards: Sequence[str], tx: Texts) -> str:
    return ", ".join(goods_name(c, tx) for c in cards) or "–"


def named(names: Sequence[str]) -> list[Text]:
    """Each seat's name in its colour."""
    return [Text(name, style=seat_style(seat)) for seat, name in enumerate(names)]


def seat_order(view: SeatView) -> list[int]:
    """The viewer first, then the others clockwise; the public table starts at seat 1."""
    first = view.seat or 0
    n = len(view.players)
    return [(first + k) % n for k in range(n)]


# ---------------------------------------------------------------------------------------------
# The board around the map


def scoring_card(card_id: str) -> data.ScoringCard:
    return next(c for c in data.SCORING_CARDS if c.id == card_id)


def scoring_words(card_id: str, tx: Texts, short: bool = False) -> str:
    """What a scoring card scores, e.g. "selyem + Mezei kerület"; `short` leaves out the
    banks of a river ("Északnyugati folyó")."""
    card = scoring_card(card_id)
    area = (tx.AREA_SHORT if short else tx.AREA)[card.area.id]
    return f"{tx.GOODS[data.GOODS[card.goods]]} + {area}"


def scoring_line(view: SeatView, tx: Texts) -> Text:
    """The face-up scoring card in words with its tier, or why the game ended."""
    if view.over and view.end:
        return Text.assemble(
            (f"{tx.WORD['end']}: ", "bold"), ", ".join(tx.END[r] for r in view.end)
        )
    if not view.scoring_card:
        return Text()  # none face up (before play starts)
    tier = tx.WORD["tier"].format(n=scoring_card(view.scoring_card).tier)
    return Text.assemble(
        (f"{tx.WORD['scoring']} ({tier}): ", "bold"),
        (scoring_words(view.scoring_card, tx), "bold " + CITY_STYLE),
    )


def last_scoring_line(view: SeatView, marks: Sequence[str], tx: Texts) -> Text | None:
    """The letters the latest scoring paid, seat by seat (public, R-AV-54)."""
    if not view.last_scoring or not view.scoring_box:
        return None
    t = Text.assemble(
        (f"{tx.WORD['last_scoring']} ", "bold"),
        f"({scoring_words(view.scoring_box[-1], tx, short=True)}):",
    )
    awards = [(s, n) for s, n in enumerate(view.last_scoring) if n]
    for s, n in awards:
        t.append(" ")
        t.append_text(house(s, marks))
        t.append(f" +{n}")
    t.append("" if awards else " –")
    return t


def pairs_line(view: SeatView, bidders: Sequence[Text], tx: Texts) -> Text:
    """The terrain pairs on offer, each with its bidder (`bidders`: how each seat is named)
    if it has one, and what displacing costs now."""
    t = Text(f"{tx.WORD['pairs']}: ", style="bold")
    for i, (a, b) in enumerate(view.pairs):
        t.append(" · " if i else "")
        t.append(f"{i + 1}. ")
        t.append(tx.TERRAIN[a], style=TERRAIN_STYLE[a])
        t.append("+")
        t.append(tx.TERRAIN[b], style=TERRAIN_STYLE[b])
        if view.bids[i] >= 0:
            t.append(": ")
            t.append_text(bidders[view.bids[i]])
    cost = amount(view.displacements + 1, "coins", tx)
    t.append(" · " + str(tx.WORD["displace_cost"]).format(cost=cost))
    return t


def round_lines(
    view: SeatView, bidders: Sequence[Text], marks: Sequence[str], tx: Texts
) -> list[Text]:
    """What this round is about: the scoring card, the latest scoring's letters and, while
    bidding, the pairs on offer."""
    scoring = scoring_line(view, tx)
    lines = [scoring] if scoring else []
    last = last_scoring_line(view, marks, tx)
    if last is not None:
        lines.append(last)
    if view.pairs:
        lines.append(pairs_line(view, bidders, tx))
    return lines


def supply_lines(view: SeatView, tx: Texts) -> list[Text]:
    """The goods offer, the supply and the size of every pile."""
    goods = Text.assemble(
        (f"{tx.WORD['goods_display']}: ", "bold"), goods_list(view.goods_display, tx)
    )
    goods.append(f" · {tx.WORD['goods_deck']}: {view.goods_deck_size}")
    if view.goods_box:
        goods.append(f" · {tx.WORD['box']}: {goods_list(view.goods_box, tx)}")
    supply = Text.assemble(
        (f"{tx.WORD['supply']}: ", "bold"),
        f"{amount(view.supply, 'coins', tx)}, {amount(view.keys_supply, 'keys', tx)} · ",
        (f"{tx.WORD['piles']}: ", "bold"),
        tx.WORD["pile_sizes"].format(
            draw=view.draw_size,
            discard=sum(view.discard),
            bonus=view.bonus_deck_size,
            scoring=view.scoring_deck_size,
        ),
    )
    return [goods, supply]


def board(
    view: SeatView, names: Sequence[str], marks: Sequence[str], lang: Lang, pointed: str = ""
) -> Group:
    """The shared board: the map (the `pointed` place marked), then the round's cards and the
    supply."""
    tx = texts(lang)
    scored = scoring_card(view.scoring_card).area.places if view.scoring_card else 0
    return Group(
        *island(view, marks, tx, scored, pointed),
        *round_lines(view, named(names), marks, tx),
        *supply_lines(view, tx),
    )


def point(
    view: SeatView, names: Sequence[str], marks: Sequence[str], lang: Lang, move: Move
) -> Pointed | None:
    """The board with the place `move` names marked (a build's; while paying for a build, the
    place paid for, whatever the move), and where on the board it stands (D-T-53)."""
    place = move.place if isinstance(move, Build) else view.place
    if not place:
        return None
    line = map_layout.LAYOUT[place].row
    return Pointed(board(view, names, marks, lang, place), line, map_layout.HEIGHT)


# ---------------------------------------------------------------------------------------------
# Seats and the own panel


def goods_held(cards: Sequence[str], tx: Texts) -> str:
    """The goods a seat's goods cards show, each once, and how many cards: what a scoring
    card and the goods bonus card ask (R-AV-55: goods cards lie face up)."""
    if not cards:
        return "–"
    shown = {g for c in data.GOODS_CARDS if c.id in cards for g in c.goods}
    goods = ", ".join(tx.GOODS[g] for i, g in enumerate(data.GOODS) if i in shown)
    return f"{goods} ({amount(len(cards), 'cards_short', tx)})"


def terrain_cards(hand: Sequence[int], tx: Texts) -> Text:
    """A hand by terrain, "4 meadow, 1 desert", each terrain in its colour ("–": empty)."""
    text = Text()
    cards = [(n, t) for t, n in zip(data.TERRAINS, hand, strict=False) if n]
    for k, (n, terrain) in enumerate(cards):
        text.append(", " if k else "")
        text.append(f"{n} {tx.TERRAIN[terrain]}", style=TERRAIN_STYLE[terrain])
    return text if cards else Text("–")


def seat_panel(
    view: SeatView, seat: int, names: Sequence[str], marks: Sequence[str], lang: Lang
) -> Table:
    """One seat as everyone sees it, in two lines: coins, keys, hand size, bonus cards (named
    where the view may), letters where public; houses built and left, the goods its cards
    show. Named bonus cards move to the second line, or a third, when the first is full. Where
    the view holds the seat's hand (the game is over, R-AV-57) a last line shows it."""
    tx = texts(lang)
    p = view.players[seat]
    head = Text.assemble((names[seat], seat_style(seat)), (f" ({tx.COLOUR[p.colour]})", "dim"))
    if p.stuck:
        head.append(f" {tx.WORD['stuck']}", style="bold red")
    count = amount(p.bonus_count, "bonus_short", tx)
    cards = ""
    if p.bonus and seat != view.seat:  # the viewer's own cards are in its own panel
        cards = f"{tx.WORD['bonus_cards']}: " + ", ".join(tx.BONUS_NAME[b] for b in p.bonus)

    def facts(bonus: str) -> str:
        coins, keys = amount(p.coins, "coins", tx), amount(p.keys, "keys", tx)
        hand = amount(p.hand_size, "cards_short", tx)
        return ": " + ", ".join([coins, keys, hand, bonus, letters_text(p.letters, tx)])

    houses = tx.WORD["houses"].format(built=len(p.houses), left=p.houses_left)
    lines = [facts(cards or count), f"{houses} · {tx.WORD['goods']}: {goods_held(p.goods, tx)}"]
    room = LAYOUT_WIDTH - PIECE_WIDTH
    if cards and len(head) + len(lines[0]) > room:
        lines[0] = facts(count)
        if len(lines[1]) + len(" · ") + len(cards) <= room:
            lines[1] += " · " + cards
        else:
            lines.append(cards)
    head.append(lines[0])
    rows: list[str | Text] = [head, *lines[1:]]
    if p.hand is not None and seat != view.seat:
        rows.append(Text(f"{tx.WORD['hand']}: ").append_text(terrain_cards(p.hand, tx)))
    grid = Table.grid()
    grid.add_column(width=PIECE_WIDTH)
    grid.add_column()
    for k, row in enumerate(rows):
        grid.add_row(house(seat, marks) if k == 0 else "", row)
    return grid


def own_panel(view: SeatView, names: Sequence[str], lang: Lang) -> Group | None:
    """The viewing seat's own cards: its hand by type (always the first line), coins, keys,
    letters and goods cards, its bonus cards and — while it chooses one — the bonus deck."""
    if view.seat is None:
        return None
    tx = texts(lang)
    me = view.players[view.seat]
    hand = Text(f"{tx.WORD['your_hand']} ({names[view.seat]}): ", style="bold")
    hand.append_text(terrain_cards(me.hand or (), tx))
    purse = ", ".join(
        [amount(me.coins, "coins", tx), amount(me.keys, "keys", tx), letters_text(me.letters, tx)]
    )
    parts = [
        hand,
        Text(f"{purse} · {tx.WORD['goods']}: {goods_list(me.goods, tx)}"),
        Text(
            f"{tx.WORD['your_bonus']}: "
            + (", ".join(tx.BONUS_NAME[b] for b in me.bonus or ()) or "–")
        ),
    ]
    if view.bonus_deck is not None:
        deck = ", ".join(tx.BONUS_NAME[b] for b in view.bonus_deck)
        parts.append(Text(f"{tx.WORD['bonus_deck_now']}: {deck}"))
    return Group(*parts)


# ---------------------------------------------------------------------------------------------
# Status and glance


def status_line(view: SeatView, names: Sequence[str], lang: Lang) -> Text:
    """Game, round, phase, who acts, the start player."""
    tx = texts(lang)
    t = Text.assemble(
        (str(tx.WORD["game"]), "bold"),
        " · " + str(tx.WORD["round"]).format(n=view.round) + " · ",
        (tx.PHASE[view.phase], "bold"),
    )
    if view.to_act is not None:
        t.append(f" · {tx.WORD['to_act']}: ")
        t.append(names[view.to_act], style=seat_style(view.to_act))
    t.append(f" · {tx.WORD['start']}: ")
    t.append(names[view.start], style=seat_style(view.start))
    return t


def glance(view: SeatView, names: Sequence[str], marks: Sequence[str], lang: Lang) -> Group:
    """What a small screen must show without scrolling: the round's cards and one aligned
    line per seat (coins, keys, hand, houses left, bonus cards, letters, goods cards)."""
    tx = texts(lang)
    seats = Table.grid(padding=(0, 1))
    seats.add_column(no_wrap=True)
    seats.add_column(no_wrap=True, max_width=NAME_WIDTH, overflow="ellipsis")
    for _ in range(7):
        seats.add_column(no_wrap=True, justify="right")
    for seat in seat_order(view):
        p = view.players[seat]
        name = Text(names[seat], style=seat_style(seat))
        if p.stuck:
            name.append(f" {tx.WORD['stuck']}", style="bold red")
        seats.add_row(
            house(seat, marks),
            name,
            amount(p.coins, "coins", tx),
            amount(p.keys, "keys", tx),
            amount(p.hand_size, "cards_short", tx),
            amount(p.houses_left, "houses_left", tx),
            amount(p.bonus_count, "bonus_short", tx),
            letters_text(p.letters, tx),
            amount(len(p.goods), "goods_short", tx),
        )
    pieces = [house(seat, marks) for seat in range(len(names))]
    return Group(*round_lines(view, pieces, marks, tx), seats)


def render_regions(view: SeatView, names: Sequence[str], lang: Lang) -> Regions:
    """The table as `view` may see it, in the regions the clients place."""
    marks = initials(names)
    return Regions(
        status=status_line(view, names, lang),
        own=own_panel(view, names, lang),
        board=board(view, names, marks, lang),
        seats=tuple(seat_panel(view, s, names, marks, lang) for s in seat_order(view)),
        glance=glance(view, names, marks, lang),
        point=partial(point, view, names, marks, lang),
    )


def render_scores(outcome: Outcome, names: Sequence[str], lang: Lang) -> RenderableType:
    """The score sheet: one column per seat, letters then each bonus card, the total and the
    tie-break chain (city houses, coins); stuck players marked."""
    tx = texts(lang)
    chain = [
        (tx.SCORE["city_houses"], lambda s: str(s.tiebreak // TIEBREAK_SCALE)),
        (tx.SCORE["coins"], lambda s: str(s.tiebreak % TIEBREAK_SCALE)),
    ]
    return score_sheet(
        outcome, names, tx.SCORE, str(tx.WORD["winner"]), tiebreak=chain, marks={"stuck": "✗"}
    )
