"""Scenario builder and small play helpers for the Puerto Rico rule tests.

`scenario(...)` lays out a position in role choice: each seat's board as asked, everything
else where the setup of rulings §3.7 would leave it, so that every component is conserved
(colonists, barrels, VP chips, plantations, quarries, buildings, doubloons). When a test asks
for a smaller supply than what is left (an empty colonist supply, no corn barrels, few VP
chips, no nobles), the surplus goes to the `surplus` seat's windrose (colonists, nobles,
barrels, VP), where the test can see it; plantations not placed anywhere go to the stack in
kind order.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field

from common.contract import OptionValue
from common.records import replace
from puertorico import data
from puertorico.game import PUERTO_RICO
from puertorico.moves import Move
from puertorico.rules import legal_moves
from puertorico.state import (
    Board,
    Plantations,
    Player,
    Roles,
    Rules,
    State,
    Turn,
    choose,
    copies_in_play,
    draft_options,
)

GAME = PUERTO_RICO
NAMES = ("Anita", "Jenő", "Éva", "Márk", "Béla")


@dataclass
class Seat:
    """One player's board for `scenario`. Island and city: kind -> count / colonists."""

    doubloons: int | None = None
    """None: the setup amount for the player count."""
    vp: int = 0
    goods: Mapping[str, int] = field(default_factory=dict)
    island: Mapping[str, int] = field(default_factory=dict)
    """Tiles per island kind, e.g. {"corn_plantation": 3, "quarry": 1}."""
    worked: Mapping[str, int] = field(default_factory=dict)
    """Occupied tiles per kind (default: none)."""
    city: Mapping[str, int] = field(default_factory=dict)
    """Buildings owned with the pieces on each, e.g. {"harbor": 1, "wharf": 0}."""
    idle: int = 0
    nobles: Mapping[str, int] = field(default_factory=dict)
    """Which of the pieces above are nobles: place (building, island kind or "windrose") ->
    count, e.g. {"chapel": 1}."""
    forests: Sequence[str] = ()
    """Forests by the plantation they were laid from, e.g. ["corn_plantation"] * 3."""


def _counts(mapping: Mapping[str, int], index: Mapping[str, int], size: int) -> list[int]:
    out = [0] * size
    for name, n in mapping.items():
        out[index[name]] = n
    return out


def _grow(
    p: Player, *, vp: int = 0, goods: Sequence[int] = (), idle: int = 0, quarries: int = 0
) -> Player:
    """The surplus seat receives what a smaller supply leaves over."""
    more = list(goods) or [0] * len(p.goods)
    tiles = list(p.tiles)
    tiles[data.QUARRY] += quarries
    return Player(
        p.doubloons,
        p.vp + vp,
        tuple(a + b for a, b in zip(p.goods, more, strict=True)),
        tuple(tiles),
        p.worked,
        p.city,
        p.staff,
        p.idle + idle,
        p.nobles,
        p.forests,
    )


def scenario(
    players: int = 4,
    seats: Sequence[Seat] | None = None,
    *,
    governor: int = 0,
    round: int = 1,
    rules: Mapping[str, OptionValue] | None = None,
    row: Sequence[str] = (),
    stack_top: Sequence[str] = (),
    discard: Sequence[str] = (),
    quarries: int | None = None,
    ships: Mapping[str, tuple[str, int]] | None = None,
    house: Sequence[str] = (),
    colonist_ship: int | None = None,
    colonist_supply: int | None = None,
    goods_supply: Mapping[str, int] | None = None,
    vp_supply: int | None = None,
    card_money: Mapping[str, int] | None = None,
    taken: Mapping[str, int] | None = None,
    rest: str = "stack",
    surplus: int = -1,
    seed: int = 12345,
    selection: Sequence[str] = (),
    noble_ship: int | None = None,
    noble_supply: int | None = None,
) -> State:
    """A consistent State in role choice. Plantation ids in row/stack_top/discard are island
    ids ("corn_plantation"); ships maps "ship_6" to (good, barrels); card_money maps role card
    ids to doubloons; taken maps role card ids already chosen this round to their seat.
    With an expansion the beige types on the board are those owned, then `selection`, then
    the first eligible ones in canonical order until every slot is filled (§4.1). Nobles
    not placed on a seat are on the ship (`noble_ship`, default as set up) or in the supply."""
    config = GAME.config(players, dict(rules or {}))
    rl = Rules.from_config(config)
    setup = rl.setup
    seats = list(seats or [Seat() for _ in range(players)])
    if len(seats) != players:
        raise ValueError(f"need one Seat per player ({players}), got {len(seats)}")
    surplus %= players

    built: list[Player] = []
    for spec in seats:
        tiles = _counts(spec.island, data.ISLAND_INDEX, len(data.ISLAND))
        worked = _counts(spec.worked, data.ISLAND_INDEX, len(data.ISLAND))
        built.append(
            Player(
                doubloons=setup.doubloons if spec.doubloons is None else spec.doubloons,
                vp=spec.vp,
                goods=tuple(_counts(spec.goods, data.GOOD_INDEX, len(data.GOODS))),
                tiles=tuple(tiles),
                worked=tuple(worked),
                city=tuple(spec.city),
                staff=tuple(spec.city.values()),
                idle=spec.idle,
                nobles=tuple(sorted(k for k, n in spec.nobles.items() for _ in range(n))),
                forests=tuple(sorted(data.ISLAND_INDEX[f] for f in spec.forests)),
            )
        )

    # Nobles
    placed = sum(len(p.nobles) for p in built)
    nobles_ship = int(rl.exp_nobles) if noble_ship is None else noble_ship
    nobles_left = (data.NOBLES if rl.exp_nobles else 0) - placed - nobles_ship
    spare_nobles = 0
    if noble_supply is not None:
        if noble_supply > nobles_left:
            raise ValueError("more nobles asked for than are left")
        spare_nobles = nobles_left - noble_supply
        nobles_left = noble_supply

    # Colonists
    ship = setup.ship - rl.exp_nobles if colonist_ship is None else colonist_ship
    left = rl.colonists - ship - sum(p.pieces() for p in built) + placed
    supply = left if colonist_supply is None else colonist_supply
    if supply > left:
        raise ValueError(f"only {left} colonists are left for the supply")
    built[surplus] = _grow(built[surplus], idle=left - supply + spare_nobles)
    if spare_nobles:
        p = built[surplus]
        nobles = tuple(sorted((*p.nobles, *(data.WINDROSE,) * spare_nobles)))
        built[surplus] = replace(p, nobles=nobles)

    # Barrels
    ship_good = [-1] * len(setup.cargo)
    ship_load = [0] * len(setup.cargo)
    for name, (good, n) in (ships or {}).items():
        i = setup.cargo.index(data.SHIP_CAPACITY[name])
        ship_good[i], ship_load[i] = data.GOOD_INDEX[good], n
    house_goods = tuple(data.GOOD_INDEX[g] for g in house)
    barrels = []
    for g in range(len(data.GOODS)):
        used = sum(p.goods[g] for p in built) + house_goods.count(g)
        used += sum(n for s, n in zip(ship_good, ship_load, strict=True) if s == g)
        barrels.append(setup.barrels[g] - used)
    wanted = list(barrels)
    for good, n in (goods_supply or {}).items():
        wanted[data.GOOD_INDEX[good]] = n
    if any(w > b for w, b in zip(wanted, barrels, strict=True)):
        raise ValueError("more barrels asked for the supply than are left")
    extra = [b - w for w, b in zip(wanted, barrels, strict=True)]
    built[surplus] = _grow(built[surplus], goods=extra)

    # VP
    chips = rl.vp_chips - sum(p.vp for p in built)
    supply_vp = chips if vp_supply is None else vp_supply
    if supply_vp > chips:
        raise ValueError("more VP chips asked for than are left")
    built[surplus] = _grow(built[surplus], vp=chips - supply_vp)

    # Plantations and quarries
    def kinds(names: Sequence[str]) -> list[int]:
        return [data.ISLAND_INDEX[n] for n in names]

    pile = list(setup.plantations)
    for k in [*kinds(row), *kinds(stack_top), *kinds(discard)]:
        pile[k] -= 1
    for p in built:
        for k in range(len(data.GOODS)):
            pile[k] -= p.tiles[k] + p.forests.count(k)
    if min(pile) < 0:
        raise ValueError("more plantations placed than the game has")
    unplaced = tuple(k for k, n in enumerate(pile) for _ in range(n))
    quarry_pile = setup.quarries - sum(p.tiles[data.QUARRY] for p in built)
    if quarries is not None:
        if quarries > quarry_pile:
            raise ValueError("more quarries asked for than are left")
        quarry_pile = quarries

    # Buildings
    board = tuple(
        copies_in_play(rl, b.id) if not rl.expansion or not b.beige else 0 for b in data.BUILDINGS
    )
    if rl.expansion:
        wanted_types = [b for p in built for b in p.city if data.BY_ID[b].beige]
        for name in [*dict.fromkeys(wanted_types), *selection]:
            if not board[data.ORDER[name]]:
                if name not in draft_options(rl, board):
                    raise ValueError(f"{name} cannot be selected")
                board = choose(rl, board, name)
        while options := draft_options(rl, board):
            board = choose(rl, board, options[0])
    left_on_board = []
    for i, b in enumerate(data.BUILDINGS):
        owned = sum(b.id in p.city for p in built)
        total = board[i]
        if owned > total:
            raise ValueError(f"{b.id}: only {total} in the game")
        left_on_board.append(total - owned)

    # Role cards
    money = [0] * len(setup.cards)
    for card, n in (card_money or {}).items():
        money[setup.cards.index(card)] = n
    taker = [-1] * len(setup.cards)
    for card, seat in (taken or {}).items():
        taker[setup.cards.index(card)] = seat
    bank = data.BANK_DOUBLOONS - sum(p.doubloons for p in built) - sum(money)

    missing_quarries = setup.quarries - sum(p.tiles[data.QUARRY] for p in built) - quarry_pile
    built[surplus] = _grow(built[surplus], quarries=missing_quarries)

    state = State(
        rules=rl,
        rng=seed,
        players=tuple(built),
        roles=Roles(round, governor, tuple(money), tuple(taker)),
        phase="role_choice",
        chooser=-1,
        queue=(),
        turn=Turn(),
        board=Board(
            colonist_supply=supply,
            colonist_ship=ship,
            vp_supply=supply_vp,
            vp_extra=0,
            bank=bank,
            goods_supply=tuple(wanted),
            ship_good=tuple(ship_good),
            ship_load=tuple(ship_load),
            house=house_goods,
            buildings=tuple(left_on_board),
            noble_supply=nobles_left,
            noble_ship=nobles_ship,
        ),
        plantations=Plantations(
            stack=(*kinds(stack_top), *(unplaced if rest == "stack" else ())),
            row=tuple(kinds(row)),
            discard=(*kinds(discard), *(unplaced if rest == "discard" else ())),
            quarries=quarry_pile,
        ),
    )
    GAME.check_invariants(state)
    return state


# ---------------------------------------------------------------------------------------------
# Playing moves


def move(state: State, text: str | Move) -> Move:
    """A move from its text (canonical or unambiguous prefix), or a Move as is."""
    if isinstance(text, str):
        return GAME.parse_move(state, text)
    return text


def play(state: State, *moves: str | Move) -> State:
    """Apply the moves in order; conservation is checked after each."""
    for m in moves:
        state = GAME.apply(state, move(state, m))
        GAME.check_invariants(state)
    return state


def legal(state: State) -> list[str]:
    """The legal moves as canonical texts."""
    return [GAME.move_text(m) for m in legal_moves(state)]


def step(state: State) -> str:
    """The decision on screen: role_choice / game_over, else the current step."""
    if state.phase in ("role_choice", "game_over"):
        return state.phase
    return state.turn.todo[0]


def to_act(state: State) -> int | None:
    return GAME.to_act(state)


def decline(state: State) -> State:
    """Answer one decision with pass or done, or else with the first legal move."""
    texts = legal(state)
    answer = "pass" if "pass" in texts else "done" if "done" in texts else texts[0]
    return play(state, answer)


def finish_phase(state: State, limit: int = 500) -> State:
    """Decline every decision until the next role choice or the end of the game."""
    for _ in range(limit):
        if state.phase in ("role_choice", "game_over"):
            return state
        state = decline(state)
    raise AssertionError("the phase did not end")


def picks(state: State, *cards: str) -> State:
    """Choose each role card in turn and decline everything in its phase."""
    for card in cards:
        state = finish_phase(play(state, f"pick {card}"))
    return state


def new_game(players: int, seed: int = 1, **options: OptionValue) -> State:
    """A real game set up by the engine."""
    return GAME.new_game(GAME.config(players, options), seed)


def player(state: State, seat: int) -> Player:
    return state.players[seat]


def goods(state: State, seat: int) -> dict[str, int]:
    """The seat's barrels by good name (kinds it has none of are left out)."""
    return {g: n for g, n in zip(data.GOODS, state.players[seat].goods, strict=True) if n}


def tiles(state: State, seat: int) -> dict[str, int]:
    return {t: n for t, n in zip(data.ISLAND, state.players[seat].tiles, strict=True) if n}


def worked(state: State, seat: int) -> dict[str, int]:
    return {t: n for t, n in zip(data.ISLAND, state.players[seat].worked, strict=True) if n}


def staff(state: State, seat: int) -> dict[str, int]:
    p = state.players[seat]
    return dict(zip(p.city, p.staff, strict=True))


def supply(state: State) -> dict[str, int]:
    return dict(zip(data.GOODS, state.board.goods_supply, strict=True))


def cargo(state: State) -> dict[str, tuple[str, int] | None]:
    """Each cargo ship: (good, barrels), or None when empty."""
    out: dict[str, tuple[str, int] | None] = {}
    for cap, g, n in zip(
        state.rules.setup.cargo, state.board.ship_good, state.board.ship_load, strict=True
    ):
        out[data.SHIPS[cap]] = (data.GOODS[g], n) if g >= 0 else None
    return out


def money(state: State) -> list[int]:
    return [p.doubloons for p in state.players]


def vps(state: State) -> list[int]:
    return [p.vp for p in state.players]
