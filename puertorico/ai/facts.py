"""Puerto Rico facts the heuristic reads, and the weights of its rules of thumb (all in
victory points expected by the end of the game).
"""

from __future__ import annotations

from puertorico import data

GOODS_N = len(data.GOODS)
CORN = data.CORN
QUARRY = data.QUARRY
GOOD_VALUE = (0.75, 0.95, 1.1, 1.3, 1.45)
"""What a barrel is worth (VP): about one when shipped; the dear ones sell well too."""
PAIR_RATE = 0.45
"""Barrels a staffed production pair makes per round (the craftsman is not taken every
round)."""
HORIZON_CAP = 7.0
"""Rounds of income a building or a colonist is credited with at most (later is uncertain)."""
ROUNDS = 15.0
"""A typical game's length in rounds."""
MONEY_VALUE = 0.75
"""What a doubloon is worth (VP) while there is building to come."""
RIVALS = 0.9
"""How much of what a role gives the other seats (their mean) counts against it."""
SPOIL = 0.6
"""What a barrel lost in storage costs (VP)."""
SHIPPERS = 1.6
"""Harbor / Wharf: VP per round for a player who produces a lot."""
SIZE = data.SIZE
CIRCLES = data.CIRCLES
COLUMN = data.COLUMN
PRODUCES = data.PRODUCES
BY_ID = data.BY_ID
INDIGO_PLANT, SUGAR_MILL = "indigo_plant", "sugar_mill"
DRAFT_STRENGTH = {
    "factory": 9.0,
    "harbor": 9.0,
    "library": 9.0,
    "wharf": 8.0,
    "guild_hall": 8.0,
    "large_market": 7.0,
    "residence": 7.0,
    "city_hall": 7.0,
    "statue": 7.0,
    "construction_hut": 6.0,
    "small_market": 6.0,
    "hospice": 6.0,
    "large_warehouse": 6.0,
    "church": 6.0,
    "union_hall": 6.0,
    "villa": 6.0,
    "fortress": 6.0,
    "customs_house": 5.5,
    "hacienda": 5.0,
    "office": 5.0,
    "university": 5.0,
    "small_warehouse": 5.0,
    "specialty_factory": 5.0,
    "lighthouse": 5.0,
    "small_wharf": 5.0,
    "trading_post": 5.0,
    "storehouse": 5.0,
    "chapel": 5.0,
    "zoning_office": 5.0,
    "cloister": 5.0,
    "royal_garden": 5.0,
    "guest_house": 4.0,
    "aqueduct": 4.0,
    "black_market": 4.0,
    "royal_supplier": 4.0,
    "forest_house": 3.0,
    "land_office": 3.0,
    "hunting_lodge": 3.0,
}
"""Draft (Expansion I/II selection): how much a type is worth having on the board; the bot
takes the strong ones first, before another seat chooses them away."""
