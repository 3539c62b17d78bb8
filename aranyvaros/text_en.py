"""English display texts for Az Aranyváros (same keys as text_hu).

Place and area names are built from the data's fields (region, kind, number), so a new board
file needs no new texts.
"""

from __future__ import annotations

from aranyvaros import data

TERRAIN = {
    "coast": "coast",
    "forest": "forest",
    "meadow": "meadow",
    "mountains": "mountains",
    "desert": "desert",
}
TERRAIN_ADJ = dict(TERRAIN)
GOODS = {"ceramics": "ceramics", "wine": "wine", "spices": "spices", "silk": "silk"}
REGION = {r: v["terrain"].capitalize() for r, v in data.RAW["regions"].items()}
_KIND = {"harbour": "harbour", "suburb": "suburb"}


def _place_name(p: data.Place) -> str:
    if p.district:
        district = f"{data.AREAS[p.district].terrain.capitalize()} district"
        if p.kind == "inner_quarter":
            return f"{district}, inner quarter"
        return f"{district}, outer quarter {p.number}"
    return f"{REGION[p.region]} {_KIND[p.kind]} {p.number}"


def _area_name(a: data.Area) -> str:
    if a.kind == "district":
        return f"{a.terrain.capitalize()} district"
    between = "–".join(data.RAW["rivers"][a.id]["between"])
    return f"{a.compass} river ({between})"


PLACE = {p.id: _place_name(p) for p in data.PLACES}
AREA = {a.id: _area_name(a) for a in data.AREAS.values()}
AREA_SHORT = {a.id: _area_name(a).split(" (")[0] for a in data.AREAS.values()}
"""Area names without a river's banks ("NW river")."""
REWARD = {
    "coin_1": "1 coin",
    "coin_2": "2 coins",
    "terrain_card": "draw 1 terrain card",
    "key_card": "1 key card",
    "bonus_card": "choose a bonus card",
    "goods_card": "1 goods card",
    "city_outer": "outer quarter: 5 / 3 letters",
    "city_outer_coin": "outer quarter: 5 / 3 letters, first builder +1 coin",
    "city_inner": "inner quarter: 10 letters + 1 terrain card / 6 letters",
}
REWARD_WORD = {
    "coin_1": "1c",
    "coin_2": "2c",
    "terrain_card": "crd",
    "key_card": "key",
    "bonus_card": "bon",
    "goods_card": "gds",
}
"""A free place's reward on the map, in a short word the legend spells out."""
UNIT = {
    "coins": ("coin", "coins"),
    "keys": ("key", "keys"),
    "letters": ("letter", "letters"),
    "cards_in_hand": ("card in hand", "cards in hand"),
    "cards_short": ("card", "cards"),
    "bonus_cards": ("bonus card", "bonus cards"),
    "houses_left": ("house left", "houses left"),
    "bonus_short": ("bonus", "bonuses"),
    "goods_short": ("good", "goods"),
}
"""A counted thing: (after 1, after any other number)."""
BONUS = {
    "b_goods": "3 letters per goods card",
    "b_coins": "2 letters per coin",
    "b_city": "1 letter per house in the Golden City",
    "b_river": "2 letters per house on a river",
    "b_forest": "1 letter per house in a forest suburb or the Forest district",
    "b_meadow": "1 letter per house in a meadow suburb or the Meadow district",
    "b_mountains": "1 letter per house in a mountains suburb or the Mountains district",
    "b_desert": "1 letter per house in a desert suburb or the Desert district",
}
BONUS_NAME = {
    "b_goods": "Goods",
    "b_coins": "Coins",
    "b_city": "Golden City",
    "b_river": "Riverside",
    "b_forest": "Forest",
    "b_meadow": "Meadow",
    "b_mountains": "Mountains",
    "b_desert": "Desert",
}
COLOUR = {"blue": "blue", "red": "red", "black": "black", "white": "white"}
PHASE = {
    "setup": "Setup",
    "bidding": "Bidding",
    "building": "Building",
    "game_over": "Game over",
}
END = {
    "all_houses_built": "a player built all their houses",
    "scoring_deck_exhausted": "the scoring deck ran out",
    "player_stuck": "a player is stuck",
}
PROMPT = {
    "bid": "On which terrain pair do you place your bidding hand?",
    "build": "Where do you build?",
    "build_second": "Do you build a second house?",
    "pay": "Pay {owed} more ({terrain}) for {place}.",
    "bonus": "Which bonus card do you keep?",
    "goods": "Which goods card do you take?",
    "return": "Fifth goods card: which one goes into the box?",
    "limit": "Hand limit: discard {owed} more terrain {owed:card/cards}.",
    "": "",
}
MOVE = {
    "bid": "Bidding hand on pair {n} ({a} + {b}), free",
    "bid_displace": (
        "Bidding hand on pair {n} ({a} + {b}), displacing {seat} for {cost} {cost:coin/coins}"
    ),
    "build": "Builds {place} — {cost}; reward: {reward}",
    "pay": "Pays 1 {terrain}",
    "pay_pair": "Pays 2 {terrain} (joker for 1 {need})",
    "bonus": "Keeps the bonus card: {card}",
    "bonus_hidden": "Keeps a bonus card",
    "goods": "Takes from the display: {card}",
    "goods_deck": "Takes the top goods card of the deck",
    "return": "Puts into the box: {card}",
    "discard": "Discards {terrain}",
    "pass": "Pass",
    "done": "Ends the build turn",
}
COST = {
    "cards": "{n} {terrain}",
    "key": " + 1 key",
}
CITY_REWARD = {
    "letters": "{n} {n:letter/letters}",
    "coin": " + {n} {n:coin/coins}",
    "draw": " + {n} terrain {n:card/cards}",
    "nothing": "nothing (builder {n})",
}
CITY_MAP = {
    "letters": "{n}L",
    "coin": "+{n}c",
    "draw": "+crd",
    "nothing": "",
}
"""A city quarter's award to its next builder on the map ("" once it pays nothing)."""
SCORE = {
    "letters": "Letters during play",
    "total": "Total",
    "place": "Place",
    "city_houses": "Houses in the Golden City (tie-break 1)",
    "coins": "Coins (tie-break 2)",
    "stuck": "Stuck",
    **{b.id: f"Bonus: {BONUS_NAME[b.id]}" for b in data.BONUS_CARDS},
}
WORD = {
    "city": "Golden City",
    "river": "river",
    "inner_mark": "I",
    "map_legend": "quarters: 1, 2 outer, I inner · 1c/2c coins · crd terrain card · "
    "key key card · bon bonus card · gds goods card · L letters",
    "game": "Die Goldene Stadt",
    "round": "Round {n}",
    "to_act": "Turn",
    "start": "Start",
    "scoring": "Scoring",
    "pairs": "Pairs",
    "displace_cost": "displacing: {cost}",
    "goods_display": "Goods display",
    "goods_deck": "goods deck",
    "box": "box",
    "bonus_deck": "bonus deck",
    "draw": "draw pile",
    "discard": "discard pile",
    "supply": "Supply",
    "goods": "goods",
    "houses": "houses: {built} built, {left} left",
    "unknown_letters": "? letters",
    "bonus_cards": "bonus",
    "piles": "Piles",
    "pile_sizes": "draw {draw}, discard {discard}, bonus {bonus}, scoring {scoring}",
    "hand": "hand",
    "your_hand": "Your hand",
    "your_bonus": "Your bonus cards",
    "bonus_deck_now": "The bonus deck",
    "last_scoring": "Last scoring",
    "stuck": "stuck",
    "end": "Game end",
    "winner": "Winner",
    "tier": "tier {n}",
}
GLOSSARY = {
    "terrain": "Terrain card: {terrain}",
    "terrain_effect": "{n} {n:card/cards}; builds: {use}",
    "coast_use": "harbours (1 card); any 2 alike are a joker for 1 card of any type",
    "land_use": "{adj} suburbs and district (2 cards)",
    "goods_card": "Goods card: {goods}",
    "goods_effect": "At a scoring: a holder of the good gets 2 letters, a sole holder 4",
    "bonus_card": "Bonus card: {name}",
    "key_card": "Key card",
    "key_effect": "Needed for an inner quarter; a spent key goes to the box",
}

AUTOMATIC = {
    "price": "Pays the price — no other choice",
    "price_cards": "Pays the price: {cards} — no other choice",
    "rest": "Pays the rest — no other choice",
    "rest_cards": "Pays the rest: {cards} — no other choice",
}
"""What the rules do by themselves, a log line each (aranyvaros/automatic.py)."""
CHOICE = {
    "pay": "pay",
    "discard": "discard",
    "pair": "2 {terrain} = 1 {need}",
    "joker": "joker: two alike for one",
    "title_pay": "What do you pay with for {place} ({terrain})?",
    "title_limit": "Hand limit: which terrain cards do you discard?",
}
"""The compound editor's words (D-T-17): a payment marks units (a card, or a joker pair)."""

# -- what a choice does (aranyvaros/explain.py) -------------------------------------------------
EXPLAIN = {
    "bid_free": "Both cards are yours when the bidding ends, unless someone displaces you.",
    "rebid_next_turn": "The {cost} coin{s} go to the supply (you keep {left}); {seat} "
    "takes the hand back and bids again in turn.",
    "rebid_immediate": "The {cost} coin{s} go to the supply (you keep {left}); {seat} "
    "takes the hand back and bids again at once.",
    "reward_terrain_card": "the terrain card drawn can already pay for your second house",
    "reward_key_card": "inner quarters need a key",
    "reward_bonus_card": "you see the whole bonus deck and keep one card; it scores letters "
    "at the end",
    "reward_goods_card": "the goods card comes from the display or the deck; it may bring "
    "letters at scorings",
    "joker": "a joker pair stands for the missing {n} card{s} (two equal cards of another "
    "terrain for one)",
    "key": "you also hand in a key (it goes to the box)",
    "harbour": "a harbour: needs no road, but counts for no river or district",
    "no_area": "counts for no river or district",
    "area": "Counts for: {area}",
    "scored_now": " — the face-up scoring card scores it",
    "per_goods_card": "goods card you hold",
    "per_coin": "coin you have",
    "per_house_in_city": "house of yours in the Golden City",
    "per_house_on_river": "house of yours in a river suburb",
    "per_house_in_terrain": "house of yours in a {terrain} suburb or district",
    "bonus": "At the end {n} letter{ns} for each {per}; it would score {now} letter{s} now.",
    "goods": "At a scoring naming one of its goods ({goods}): 2 letters, 4 if you are the "
    "only holder.",
    "goods_deck": "You take the top of the goods deck unseen; the display stays.",
}
"""What each choice does, beside it in the choice list (rules_hu AV-4 to AV-7, AV-10)."""
