"""English display texts for Puerto Rico (same keys as text_hu)."""

from __future__ import annotations

from puertorico import data

BUILDING = {b.id: b.en for b in data.BUILDINGS}
GOOD = {
    "corn": "corn",
    "indigo": "indigo",
    "sugar": "sugar",
    "tobacco": "tobacco",
    "coffee": "coffee",
}
TILE = {
    "corn_plantation": "corn plantation",
    "indigo_plantation": "indigo plantation",
    "sugar_plantation": "sugar plantation",
    "tobacco_plantation": "tobacco plantation",
    "coffee_plantation": "coffee plantation",
    "quarry": "quarry",
}
ROLE = {
    "settler": "Settler",
    "mayor": "Mayor",
    "builder": "Builder",
    "craftsman": "Craftsman",
    "trader": "Trader",
    "captain": "Captain",
    "prospector": "Prospector",
    "prospector_1": "Prospector",
    "prospector_2": "Prospector (2nd)",
}
SHIP = {
    **{name: f"{c}-barrel ship" for c, name in data.SHIPS.items()},
    "wharf": "Wharf",
}
PHASE = {
    "role_choice": "Role choice",
    "settler_phase": "Settler phase",
    "mayor_phase": "Mayor phase",
    "mayor_placement": "Mayor phase: placing colonists",
    "builder_phase": "Builder phase",
    "craftsman_phase": "Craftsman phase",
    "trader_phase": "Trader phase",
    "captain_phase": "Captain phase: loading",
    "captain_storage": "Captain phase: storage",
    "game_over": "Game over",
}
TRIGGER = {
    "colonists_short": "not enough colonists for the ship",
    "city_full": "a city is full",
    "vp_exhausted": "the VP chips are gone",
}
PROMPT = {
    "role_choice": "Choose a role.",
    "hacienda": "Draw a face-down plantation with your Hacienda?",
    "plant": "Which tile do you take?",
    "hospice": "Put a colonist on the new {target} (Hospice)?",
    "mayor_privilege": "Take a colonist from the supply (mayor privilege)?",
    "place": "Where does the next colonist go? ({hand} in hand)",
    "build": "What do you build?",
    "university": "Put a colonist on the new {target} (University)?",
    "craft_privilege": "Which extra barrel do you take (craftsman privilege)?",
    "sell": "What do you sell to the trading house?",
    "load": "What do you load?",
    "store": "What do you keep? The rest goes back to the supply.",
}
MOVE = {
    "pick": "Chooses the {role}",
    "pick_money": "Chooses the {role} and takes {n} doubloon{s} from it",
    "take_tile": "Takes: {tile}",
    "take_colonist": "Takes a colonist from the supply",
    "take_good": "Takes 1 extra {good}",
    "use_hacienda": "Draws a face-down plantation (Hacienda)",
    "use_hospice": "Puts a colonist on the new {target} (Hospice)",
    "use_university": "Puts a colonist on the new {target} (University)",
    "place": "Places a colonist on: {target}",
    "build": "Builds the {building} for {n} doubloon{s}",
    "sell": "Sells {good} for {n} doubloon{s}",
    "load": "Loads {n} {good} onto the {ship}",
    "store": "Keeps all {good} in a warehouse",
    "keep": "Keeps 1 {good} on the windrose",
    "vp": " (+{n} VP)",
    "pass": "Pass",
    "done": "Done: the rest goes back to the supply",
}
SCORE = {
    "vp": "VP chips",
    "buildings": "Buildings",
    "guild_hall": "Guild hall",
    "residence": "Residence",
    "fortress": "Fortress",
    "customs_house": "Customs house",
    "city_hall": "City hall",
    "total": "Total",
    "tiebreak": "Doubloons + barrels (tie-break)",
}
WORD = {
    "round": "Round {n}",
    "governor": "Governor",
    "roles": "Roles",
    "player": "Player",
    "island": "Island",
    "city": "City",
    "doubloons": "doubloons",
    "vp": "VP",
    "colonists": "Colonists",
    "ship": "ship",
    "supply": "supply",
    "windrose": "windrose",
    "vp_chips": "VP chips",
    "quarries": "Quarries",
    "stack": "stack",
    "discard": "discards",
    "plantations": "Plantations",
    "cargo": "Ships",
    "empty": "empty",
    "house": "Trading house",
    "goods": "Goods",
    "buildings": "Buildings",
    "free": "{n} free",
    "ending": "Last round",
    "winner": "Winner",
    "hand": "in hand",
    "wharf": "Wharf",
}
EFFECT = {
    "small_indigo_plant": "Production: up to 1 indigo.",
    "small_sugar_mill": "Production: up to 1 sugar.",
    "indigo_plant": "Production: up to 3 indigo.",
    "sugar_mill": "Production: up to 3 sugar.",
    "tobacco_storage": "Production: up to 3 tobacco.",
    "coffee_roaster": "Production: up to 2 coffee.",
    "small_market": "Trader: +1 doubloon on your trading-house sale.",
    "hacienda": "Settler: before your pick, you may draw a face-down plantation.",
    "construction_hut": "Settler: you may take a quarry instead of a plantation.",
    "small_warehouse": "Storage: keep all barrels of 1 kind.",
    "hospice": "Settler: a colonist on the tile you just took.",
    "office": "Trader: you may sell a kind already in the trading house.",
    "large_market": "Trader: +2 doubloons on your trading-house sale.",
    "large_warehouse": "Storage: keep all barrels of 2 kinds.",
    "factory": "Craftsman: 2/3/4/5 kinds produced give 1/2/3/5 doubloons.",
    "university": "Builder: a colonist on the building you just built.",
    "harbor": "Captain: +1 VP for every load action.",
    "wharf": "Captain: once a phase, ship all barrels of one kind as if on your own ship.",
    "guild_hall": "End: +1 VP per small, +2 VP per large production building.",
    "residence": "End: +4/5/6/7 VP for ≤9/10/11/12 filled island spaces.",
    "fortress": "End: +1 VP per 3 colonists on your board.",
    "customs_house": "End: +1 VP per 4 VP in chips.",
    "city_hall": "End: +1 VP per beige building you own (itself included).",
}
"""One line per base building for the glossary (rules_hu PR-11, PR-12)."""
