"""A San Juan / ANNO XVII view as numbers, for the learned player (`common.learned`).

Only what the view shows, from the viewing seat's side: its own city, hand and goods card by
card type; the other seats summed (their cities by type, their sizes at most and on average);
the course of the round (phase, step, roles taken and by whom, the trading house tile). No
weight or judgement is written here: what each number is worth is learned.
"""

from __future__ import annotations

from common.learned import Layout, Learning, sides
from sanjuan import data
from sanjuan.rules import ENGINE
from sanjuan.view import SeatView

TYPES = tuple(sorted(data.TYPES))
PHASES = (
    "pick", "draft", "chapel", "hand_limit", "builder", "producer", "trader", "councillor",
    "prospector", "office", "tavern", "pawnshop", *data.EVENT_IDS, "over",
)  # fmt: skip
STEPS = ("pick", *sorted(ENGINE.steps))
VP = {t: b.vp for t, b in data.TYPES.items()}

_layout = Layout()
_GLOBAL = _layout.block(
    "",
    (
        "players_2", "players_3", "players_4", "anno", "round", "largest_city",
        "rounds_left", "draw", "discard", "my_turn", "governor", "chooser", "privilege",
        "order", "owed", "count", "library_spent", "cathedral", "started",
    ),
)  # fmt: skip
_PHASE = _layout.block("phase", PHASES)
_STEP = _layout.block("step", STEPS)
_TAKEN = _layout.block("taken", data.ROLES)
_MINE = _layout.block("mine", data.ROLES)
_TILE = _layout.block("tile", data.TILE_IDS)
_EVENTS = _layout.block("event_row", data.EVENT_IDS)
_ME = _layout.block(
    "me",
    (
        "city", "points", "hand", "goods", "chapel", "bank", "harbour", "pawn", "under",
        "lead", "points_vs_best", "city_vs_best", "hand_vs_best",
    ),
)  # fmt: skip
_OTHERS = _layout.block(
    "others", ("city_max", "city_mean", "points_max", "points_mean", "hand_max", "goods_max")
)
_CITY = _layout.block("city", TYPES)
_HAND = _layout.block("hand", TYPES)
_OTHER_CITIES = _layout.block("other_cities", TYPES)

NAMES = tuple(_layout.names)


def _points(city: tuple[str, ...]) -> int:
    return sum(VP[t] for t in city)


def encode(view: SeatView) -> list[float]:
    """The view's numbers, in `NAMES` order."""
    x = _layout.row()
    me, mine, others = sides(view)
    players = view.players
    n = len(players)
    g = _GLOBAL
    x[g[f"players_{min(max(n, 2), 4)}"]] = 1.0
    x[g["anno"]] = float(view.ruleset == "anno_xvii")
    largest = max(len(p.city) for p in players)
    x[g["round"]] = view.round / 12
    x[g["largest_city"]] = largest / 12
    x[g["rounds_left"]] = max(0, data.CITY_SIZE_END - largest) / 12
    x[g["draw"]] = view.draw_size / 100
    x[g["discard"]] = view.discard_size / 100
    x[g["my_turn"]] = float(view.to_act == me)
    x[g["governor"]] = float(view.governor == me)
    x[g["chooser"]] = float(view.chooser == me)
    x[g["privilege"]] = float(view.privilege == me)
    x[g["order"]] = ((me - view.governor) % n) / n
    x[g["owed"]] = view.owed / 6
    x[g["count"]] = view.count / 6
    x[g["library_spent"]] = float(view.library_spent)
    x[g["cathedral"]] = float(view.cathedral)
    x[g["started"]] = float(view.started)
    if view.phase in _PHASE:
        x[_PHASE[view.phase]] = 1.0
    if view.step in _STEP:
        x[_STEP[view.step]] = 1.0
    for role, seat in view.picks:
        if role in _TAKEN:
            x[_TAKEN[role]] = 1.0
            x[_MINE[role]] = float(seat == me)
    if view.tile in _TILE:
        x[_TILE[view.tile]] = 1.0
    for event in view.event_row:
        if event in _EVENTS:
            x[_EVENTS[event]] += 1.0
    points = [_points(p.city) for p in players]
    best = max((points[p.seat] for p in others), default=0)
    city_best = max((len(p.city) for p in others), default=0)
    hand_best = max((p.hand_size for p in others), default=0)
    m = _ME
    x[m["city"]] = len(mine.city) / 12
    x[m["points"]] = points[me] / 20
    x[m["hand"]] = mine.hand_size / 7
    x[m["goods"]] = sum(mine.goods) / 6
    x[m["chapel"]] = (mine.chapel_size or 0) / 5
    x[m["bank"]] = mine.bank_size / 5
    x[m["harbour"]] = mine.harbour_size / 5
    x[m["pawn"]] = float(mine.pawn)
    x[m["under"]] = sum(mine.under or ()) / 5
    x[m["lead"]] = float(points[me] > best)
    x[m["points_vs_best"]] = (points[me] - best) / 10
    x[m["city_vs_best"]] = (len(mine.city) - city_best) / 6
    x[m["hand_vs_best"]] = (mine.hand_size - hand_best) / 6
    if others:
        o = _OTHERS
        x[o["city_max"]] = city_best / 12
        x[o["city_mean"]] = sum(len(p.city) for p in others) / len(others) / 12
        x[o["points_max"]] = best / 20
        x[o["points_mean"]] = sum(points[p.seat] for p in others) / len(others) / 20
        x[o["hand_max"]] = hand_best / 7
        x[o["goods_max"]] = max(sum(p.goods) for p in others) / 6
    for t in mine.city:
        x[_CITY[t]] += 1.0
    for t in mine.hand or ():
        x[_HAND[t]] += 1.0
    for p in others:
        for t in p.city:
            x[_OTHER_CITIES[t]] += 1.0 / len(others)
    return x


def learning(game_id: str) -> Learning:
    """The learned player of a ruleset (`sanjuan` or `anno_xvii`): its weights file."""
    return Learning(NAMES, encode, "sanjuan.ai", f"learned_{game_id}.npz")
