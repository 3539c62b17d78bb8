"""Hungarian display texts for Az Aranyváros (same keys as text_en). Names come from the data."""

from __future__ import annotations

from aranyvaros import data

TERRAIN = dict(data.TERRAIN_HU)
TERRAIN_ADJ = dict(data.TERRAIN_HU_ADJ)
GOODS = dict(data.GOODS_HU)
PLACE = {p.id: p.hu for p in data.PLACES}
AREA = {a.id: a.hu for a in data.AREAS.values()}
AREA_SHORT = {a.id: a.hu.split(" (")[0] for a in data.AREAS.values()}
"""Area names without a river's banks ("Északnyugati folyó")."""
REGION = {r: v["hu"] for r, v in data.RAW["regions"].items()}
REWARD = {r.id: r.hu for r in data.REWARDS.values()} | {
    "bonus_card": "bónuszkártya választása",
}
"""What each place gives, from the board file (which spells `bonusz-kártya`: shown in today's
spelling)."""
REWARD_WORD = {
    "coin_1": "1é",
    "coin_2": "2é",
    "terrain_card": "lap",
    "key_card": "kul",
    "bonus_card": "bón",
    "goods_card": "áru",
}
"""A free place's reward on the map, in a short word the legend spells out."""
UNIT = {
    "coins": ("érme", "érme"),
    "keys": ("kulcs", "kulcs"),
    "letters": ("levél", "levél"),
    "cards_in_hand": ("lap a kézben", "lap a kézben"),
    "cards_short": ("lap", "lap"),
    "bonus_cards": ("bónuszkártya", "bónuszkártya"),
    "houses_left": ("ház maradt", "ház maradt"),
    "bonus_short": ("bónusz", "bónusz"),
    "goods_short": ("áru", "áru"),
}
"""A counted thing: (after 1, after any other number)."""
BONUS = {b.id: b.hu for b in data.BONUS_CARDS}
BONUS_NAME = {
    "b_goods": "Áru",
    "b_coins": "Érme",
    "b_city": "Aranyváros",
    "b_river": "Folyópart",
    "b_forest": "Erdő",
    "b_meadow": "Mező",
    "b_mountains": "Hegyvidék",
    "b_desert": "Sivatag",
}
COLOUR = {"blue": "kék", "red": "piros", "black": "fekete", "white": "fehér"}
PHASE = {
    "setup": "Előkészítés",
    "bidding": "Licit",
    "building": "Építés",
    "game_over": "A játék véget ért",
}
END = {
    "all_houses_built": "valaki minden házát felépítette",
    "scoring_deck_exhausted": "elfogyott az értékelő-pakli",
    "player_stuck": "egy játékos elakadt",
}
PROMPT = {
    "bid": "Melyik terepkártya-párra teszed a licitkezed?",
    "build": "Hová építesz?",
    "build_second": "Építesz egy második házat is?",
    "pay": "Fizess még {owed} lapot ({terrain}) ide: {place}.",
    "bonus": "Melyik bónuszkártyát tartod meg?",
    "goods": "Melyik árukártyát veszed el?",
    "return": "Ötödik árukártya: melyiket teszed a dobozba?",
    "limit": "Kézlimit: dobj el még {owed} terepkártyát.",
    "": "",
}
MOVE = {
    "bid": "Licitkéz a(z) {n}. párra ({a} + {b}), ingyen",
    "bid_displace": "Licitkéz a(z) {n}. párra ({a} + {b}), kiszorítja: {seat}, {cost} érméért",
    "build": "Épít: {place} — {cost}; jutalom: {reward}",
    "pay": "Fizet: 1 {terrain}",
    "pay_pair": "Fizet: 2 {terrain} (joker: 1 {need} helyett)",
    "bonus": "Megtartja ezt a bónuszkártyát: {card}",
    "bonus_hidden": "Megtart egy bónuszkártyát",
    "goods": "Elveszi a kínálatból: {card}",
    "goods_deck": "Húz egy árukártyát a pakli tetejéről",
    "return": "A dobozba teszi: {card}",
    "discard": "Eldob: {terrain}",
    "pass": "Passz",
    "done": "Befejezi az építést",
}
COST = {
    "cards": "{n} {terrain}",
    "key": " + 1 kulcs",
}
CITY_REWARD = {
    "letters": "{n} levél",
    "coin": " + {n} érme",
    "draw": " + {n} terepkártya",
    "nothing": "semmi ({n}. építő)",
}
CITY_MAP = {
    "letters": "{n}L",
    "coin": "+{n}é",
    "draw": "+lap",
    "nothing": "",
}
"""A city quarter's award to its next builder on the map ("" once it pays nothing)."""
SCORE = {
    "letters": "Kereskedőlevelek a játék közben",
    "total": "Összesen",
    "place": "Helyezés",
    "city_houses": "Házak az Aranyvárosban (holtverseny 1.)",
    "coins": "Érmék (holtverseny 2.)",
    "stuck": "Elakadt",
    **{b.id: f"Bónusz: {BONUS_NAME[b.id]}" for b in data.BONUS_CARDS},
}
WORD = {
    "city": "Aranyváros",
    "river": "folyó",
    "inner_mark": "B",
    "map_legend": "városrész: 1, 2 külső, B belső · 1é/2é érme · lap terepkártya · "
    "kul kulcskártya · bón bónuszkártya · áru árukártya · L levél",
    "game": "Az Aranyváros",
    "round": "{n}. kör",
    "to_act": "Lép",
    "start": "Kezdő",
    "scoring": "Értékelés",
    "pairs": "Párok",
    "displace_cost": "kiszorítás: {cost}",
    "goods_display": "Árukínálat",
    "goods_deck": "árupakli",
    "box": "doboz",
    "bonus_deck": "bónuszpakli",
    "draw": "húzópakli",
    "discard": "dobópakli",
    "supply": "Készlet",
    "goods": "áru",
    "houses": "ház: {built} áll, {left} maradt",
    "unknown_letters": "? levél",
    "bonus_cards": "bónusz",
    "piles": "Paklik",
    "pile_sizes": "húzó {draw}, dobó {discard}, bónusz {bonus}, értékelő {scoring}",
    "hand": "kézben",
    "your_hand": "A kezed",
    "your_bonus": "Bónuszkártyáid",
    "bonus_deck_now": "A bónuszpakli lapjai",
    "last_scoring": "Előző értékelés",
    "stuck": "elakadt",
    "end": "A játék vége",
    "winner": "Győztes",
    "tier": "{n}. szint",
}
GLOSSARY = {
    "terrain": "Terepkártya: {terrain}",
    "terrain_effect": "{n} darab; építéshez: {use}",
    "coast_use": "kikötő (1 lap); két egyforma lap jokerként bármely 1 lapot ér",
    "land_use": "{adj} előváros és kerület (2 lap)",
    "goods_card": "Árukártya: {goods}",
    "goods_effect": "Értékeléskor: az áru birtokosa 2 levél, egyedül 4",
    "bonus_card": "Bónuszkártya: {name}",
    "key_card": "Kulcskártya",
    "key_effect": "Belső városrészhez kell; a kifizetett kulcs a dobozba kerül",
}

AUTOMATIC = {
    "price": "Kifizeti az árát — nem volt más választás",
    "price_cards": "Kifizeti az árát: {cards} — nem volt más választás",
    "rest": "Kifizeti a maradékot — nem volt más választás",
    "rest_cards": "Kifizeti a maradékot: {cards} — nem volt más választás",
}
"""What the rules do by themselves, a log line each (aranyvaros/automatic.py)."""
CHOICE = {
    "pay": "fizet",
    "discard": "eldob",
    "pair": "2 {terrain} = 1 {need}",
    "joker": "joker: két egyforma lap egy helyett",
    "title_pay": "Mivel fizetsz ide: {place} ({terrain})?",
    "title_limit": "Kézlimit: mely terepkártyákat dobod el?",
}
"""The compound editor's words (D-T-17): a payment marks units (a card, or a joker pair)."""

# -- what a choice does (aranyvaros/explain.py) -------------------------------------------------
EXPLAIN = {
    "bid_free": "A két lap a licit végén a kezedbe kerül, ha addig senki sem szorít ki.",
    "rebid_next_turn": "A {cost} érme a készletbe kerül ({left} érméd marad); {seat} "
    "visszaveszi a kezét, és a sorban később újra tesz.",
    "rebid_immediate": "A {cost} érme a készletbe kerül ({left} érméd marad); {seat} "
    "visszaveszi a kezét, és rögtön újra tesz.",
    "reward_terrain_card": "a húzott terepkártyát a második házadhoz már használhatod",
    "reward_key_card": "a kulcs belső városrészhez kell",
    "reward_bonus_card": "a bónuszpakli minden lapját látod, egyet megtartasz; a játék végén "
    "ér levelet",
    "reward_goods_card": "az árukártyát a kínálatból vagy a pakliból veszed; értékeléskor "
    "levelet hozhat",
    "joker": "a hiányzó {n} lapot jokerpár pótolja (két egyforma másik lap egyért)",
    "key": "egy kulcsot is leadsz (a dobozba kerül)",
    "harbour": "kikötő: út nélkül is építhető, de folyóért vagy kerületért nem számít",
    "no_area": "folyóért vagy kerületért nem számít",
    "area": "Számít ide: {area}",
    "scored_now": " — ezt pontozza a mostani értékelő-kártya",
    "per_goods_card": "birtokolt árukártyád",
    "per_coin": "érméd",
    "per_house_in_city": "aranyvárosi házad",
    "per_house_on_river": "folyó melletti elővárosi házad",
    "per_house_in_terrain": "{terrain} elővárosi vagy kerületi házad",
    "bonus": "A játék végén {n} levél minden {per} után; most {now} levelet érne.",
    "goods": "Értékeléskor, ha a kártya valamelyik árut nevezi meg ({goods}): 2 levél, "
    "egyedüli birtokosként 4.",
    "goods_deck": "Látatlanul húzod az árupakli tetejét; a kínálat nem változik.",
}
"""What each choice does, beside it in the choice list (rules_hu AV-4 to AV-7, AV-10)."""
