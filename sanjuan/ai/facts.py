"""San Juan / ANNO XVII card facts by building type, and the weights of the heuristic's
rules of thumb.

A type id names one building in both rulesets (`smith` has the San Juan effect `smithy`), so
one player serves both; every other room reads the facts from here.
"""

from __future__ import annotations

from sanjuan import data

COST = {t: b.cost for t, b in data.TYPES.items()}
VP = {t: b.vp for t, b in data.TYPES.items()}
CLS = {t: b.cls for t, b in data.TYPES.items()}
EFFECT = {t: b.effect for t, b in data.TYPES.items()}
"""Type -> the San Juan effect it has (`smith` -> `smithy`); ANNO's new types keep their id."""
VIOLET = frozenset(t for t, b in data.TYPES.items() if b.violet)
PRODUCTION = frozenset(t for t, b in data.TYPES.items() if not b.violet)
COLUMN = data.GOOD_COLUMN
CATHEDRAL = data.CATHEDRAL
SIX = 6
END = data.CITY_SIZE_END

LADDER = (0.0, 4.0, 7.0, 9.0, 10.0)
"""Cathedral and Castle: points for 0, 1, 2, 3, 4+ units (rules_hu AN-10.4)."""

RATE = {
    "library": 0.9,
    "quarry": 0.6,
    "smithy": 0.38,
    "carpenter": 0.49,
    "poor_house": 0.2,
    "black_market": 0.26,
    "trading_post": 0.45,
    "well": 0.3,
    "market_stand": 0.3,
    "market_hall": 0.54,
    "crane": 0.18,
    "chapel": 0.83,
    "tower": 0.22,
    "aqueduct": 0.45,
    "prefecture": 0.54,
    "archive": 0.27,
    "gold_mine": 0.21,
    # ANNO XVII's own buildings
    "office": 0.18,
    "harbour": 0.52,
    "tavern": 0.22,
    "colony": 0.24,
    "city_gate": 0.12,
    "pawnshop": 0.45,
}
"""What a function building's effect adds per round still to come, in points."""
FLAT = {"bank": 2.5, "park": 0.3}
"""Effects whose worth does not grow with the rounds left (the Bank is used once)."""
TRADE = frozenset(
    {"trading_post", "market_stand", "market_hall", "aqueduct", "well", "harbour", "black_market"}
)
"""Effects that need production buildings to pay."""
USE = (1.0, 1.0, 1.0, 0.85, 0.7, 0.55, 0.45, 0.35, 0.3, 0.25, 0.2, 0.2, 0.2, 0.2)
"""How much the n-th production building (from 0) is used: the producer and the trader only
serve a few at a time."""
SALE_RATE = 0.33
"""A good is sold about every third round."""
GOOD_HOLD = 0.7
"""A good on a building is worth this share of its expected sale."""
SCARCE = 0.15
"""With few cards in hand each is worth more (it pays for the next build)."""
OTHERS = 0.9
"""A role's worth counts what it gives the average other player against this much."""
ANTICIPATE = 0.8
"""How sure a role not picked now is picked later this round when there are picks left for
it: then only the privilege is the pick's own doing."""
FINISH = 4.0
"""Ending the game while ahead (or not, while behind) is worth this much."""
PAY_CAP = 2.0
"""A card paid costs at most this many cards' money: a hand of good cards that only pay for
each other must not freeze the builds."""
STALL_ROUND = 25
"""From this round on (or once both piles are empty) every build gets a bonus, so no game
stalls with hands that nobody spends."""
OVER_LIMIT = 0.3
"""A card drawn beyond the hand limit is worth this share (one card will have to go)."""
SWAP = 1.2
"""A fresh card (Office, Revolution) is worth this many cards' money on average."""
