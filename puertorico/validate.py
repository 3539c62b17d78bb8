"""Is a Puerto Rico state one that play could reach? (positions are hand-edited)

`PuertoRicoGame.check_invariants` proves that no piece, barrel, doubloon, VP, tile or
building was created or lost; this proves the rest a loaded position needs to be playable:
every per-kind table has its length, every count is in range (a negative colonist count on the
ship once kept the ship-take loop going for ever), every id is known, and the turn structure
is one the rules leave behind between two decisions. Each check raises AssertionError.
"""

from __future__ import annotations

from common.contract import OptionValue
from puertorico import data
from puertorico.rules.queries import picks_made
from puertorico.rules.roles import TURN_STEPS
from puertorico.state import Rules, State, pick_order

PIECE_LIMIT = 200
"""More than any count of pieces, barrels, doubloons or VP in a game."""
ROUND_LIMIT = 1000
EXTRA_STEPS = {
    "settler_phase": {"lay"},
    "trader_phase": {"lay", "land_discard", "land_take"},
    "captain_phase": {"royal_supplier"},
}
"""Steps a turn gains on its way (a drawn tile to lay, the Land office's take and discard,
the Royal supplier's returns at a first captain turn)."""


TARGETS = frozenset(
    {b.id for b in data.BUILDINGS} | {*data.ISLAND, data.FOREST, *data.SHIPS.values(), data.WHARF}
)
"""What `Turn.target` may name: the building just built (University), the island tile just
taken or `forest` after a Forest house pick (the Hospice's colonist then goes to the windrose,
R-PR-17), the ship or wharf just loaded."""


def _library_pick_ahead(state: State) -> bool:
    """The settler's own turn with an occupied Library: the queue ends with the settler again
    for the second pick after everyone (R-PR-14 (3), R-PR-15), the one seat a queue names twice."""
    queue, chooser = state.queue, state.chooser
    return (
        state.phase == "settler_phase"
        and len(queue) > 1
        and queue[0] == queue[-1] == chooser
        and 0 <= chooser < len(state.players)
        and state.players[chooser].occupied("library")
    )


def rules_options(rules: Rules) -> dict[str, OptionValue]:
    """The options a rules record was made from."""
    return {
        "first_governor": "random" if rules.first_governor_random else "seat_1",
        "vp_chips_5p": str(rules.vp_chips_5p),
        "university_factory_swap": rules.university_factory_swap,
        "corn_start_minus_one": rules.corn_start_minus_one,
        "hospice_supply_only": rules.hospice_supply_only,
        "open_vp": rules.open_vp,
        "exp_new_buildings": rules.exp_new_buildings,
        "exp_nobles": rules.exp_nobles,
        "building_selection": "random" if rules.random_selection else "draft",
        "exclusive_office_trading_post": rules.exclusive_office_trading_post,
        "villa_instead_of_ship_piece": rules.villa_instead_of_ship_piece,
        "library_craftsman_different": rules.library_craftsman_different,
        "land_office_face_down": rules.land_office_face_down,
    }


def _counts(values: tuple[int, ...], size: int, what: str, low: int = 0) -> None:
    assert len(values) == size, f"{what}: {size} numbers expected"
    assert all(low <= v <= PIECE_LIMIT for v in values), f"{what} out of range"


def check_position(state: State) -> None:
    """For a state whose rules record is a valid config's (`PuertoRicoGame.check_position`
    checks it first, and the shapes below before conservation)."""
    n = state.rules.players
    goods, kinds = len(data.GOODS), len(data.ISLAND)
    assert 0 <= state.rng < 2**64, "rng out of range"
    assert len(state.players) == n, "wrong number of players"
    buildings = {b.id for b in data.BUILDINGS}
    places = {*buildings, *data.ISLAND, data.WINDROSE}
    for seat, p in enumerate(state.players):
        where = f"seat {seat + 1}"
        assert 0 <= p.doubloons <= PIECE_LIMIT and 0 <= p.vp <= PIECE_LIMIT, f"{where}: counts"
        assert 0 <= p.idle <= PIECE_LIMIT, f"{where}: windrose"
        _counts(p.goods, goods, f"{where}: barrels")
        _counts(p.tiles, kinds, f"{where}: tiles")
        _counts(p.worked, kinds, f"{where}: worked tiles")
        assert set(p.city) <= buildings, f"{where}: unknown building"
        assert len(p.staff) == len(p.city), f"{where}: staff not parallel to the city"
        assert set(p.nobles) <= places, f"{where}: a noble nowhere"
        assert all(0 <= k < goods for k in p.forests), f"{where}: unknown forest"
    roles = state.roles
    cards = len(state.rules.setup.cards)
    _counts(roles.money, cards, "doubloons on the role cards")
    assert len(roles.taker) == cards and all(-1 <= t < n for t in roles.taker), "role takers"
    order = pick_order(n, roles.governor % n)
    for seat in range(n):
        assert roles.taker.count(seat) <= order.count(seat), "a seat chose too many roles"
    assert 1 <= roles.round <= ROUND_LIMIT and 0 <= roles.governor < n, "round or governor"
    assert roles.role == "" or roles.role in data.CARD_ROLE, "unknown role card"
    b = state.board
    for count in (b.colonist_supply, b.colonist_ship, b.noble_supply, b.noble_ship):
        assert 0 <= count <= PIECE_LIMIT, "colonists or nobles out of range"
    assert 0 <= b.vp_supply <= PIECE_LIMIT and 0 <= b.vp_extra <= PIECE_LIMIT, "VP ledger"
    assert -PIECE_LIMIT <= b.bank <= data.BANK_DOUBLOONS, "bank ledger"
    _counts(b.goods_supply, goods, "barrels in the supply")
    ships = len(state.rules.setup.cargo)
    assert len(b.ship_good) == ships and all(-1 <= g < goods for g in b.ship_good), "ships"
    _counts(b.ship_load, ships, "ship loads")
    assert all(0 <= g < goods for g in b.house), "unknown barrel in the trading house"
    _counts(b.buildings, len(data.BUILDINGS), "building tiles on the board")
    assert len(set(b.triggers)) == len(b.triggers), "an end trigger twice"
    assert 0 <= b.idle_turns <= n and 0 <= b.taken <= PIECE_LIMIT, "captain or mayor count"
    assert all(0 <= mask < 1 << n for mask in (b.wharf_used, b.used, b.seen)), "seat masks"
    pile = state.plantations
    for tiles in (pile.stack, pile.row, pile.discard):
        assert all(0 <= k < goods for k in tiles), "unknown plantation"
    assert 0 <= pile.quarries <= PIECE_LIMIT, "quarries out of range"
    _check_turn(state, n)


def _check_turn(state: State, n: int) -> None:
    """The turn structure between two decisions (what the turn engine leaves behind)."""
    t = state.turn
    queue = state.queue[:-1] if _library_pick_ahead(state) else state.queue
    assert len(set(queue)) == len(queue), "a seat twice in the queue"
    assert 0 <= t.hand <= PIECE_LIMIT and 0 <= t.nobles <= t.hand, "pieces in hand"
    assert 0 <= t.count <= PIECE_LIMIT and 0 <= t.kinds < 1 << len(data.GOODS), "turn counts"
    assert -1 <= t.single < len(data.GOODS) and -1 <= t.drawn < len(data.GOODS), "turn goods"
    assert len(t.kept) in (0, len(data.GOODS)) and all(0 <= k <= 3 for k in t.kept), "kept"
    assert t.target == "" or t.target in TARGETS, "unknown target"
    phase = state.phase
    if phase == "role_choice":
        assert picks_made(state.roles.taker) < len(pick_order(n, state.roles.governor)), (
            "every seat has chosen: no one is on turn"
        )
        assert not t.started, "a turn under way while roles are chosen"
    elif phase != "game_over":
        steps = {*TURN_STEPS.get(phase, ()), *EXTRA_STEPS.get(phase, ())}
        assert state.queue, f"no seat on turn in the {phase} phase"
        assert t.started and t.todo, f"nothing to do in the {phase} phase"
        assert set(t.todo) <= steps, f"a step that is not one of the {phase}"
        if phase != "draft":
            assert 0 <= state.chooser < n, "a role phase without its chooser"
