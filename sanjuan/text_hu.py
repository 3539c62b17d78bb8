"""Hungarian display texts for San Juan (the default language)."""

from __future__ import annotations

from sanjuan import data

BUILDING = {b.id: b.hu for b in data.BUILDINGS}
ROLE = {
    "builder": "Építész",
    "producer": "Iparos",
    "trader": "Kereskedő",
    "councillor": "Tanácsos",
    "prospector": "Aranyásó",
}
PHASE = {
    "draft": "Kezdőkártyák választása",
    "chapel": "Kápolna (kör eleje)",
    "hand_limit": "Kézlimit (kör eleje)",
    "pick": "Szerepválasztás",
    "builder": "Építészfázis",
    "producer": "Iparosfázis",
    "trader": "Kereskedőfázis",
    "councillor": "Tanácsosfázis",
    "prospector": "Aranyásófázis",
    "over": "A játék véget ért",
}
OFFER = {
    "carpenter": "Ácsműhely",
    "poor_house": "Szegényház",
    "well": "Kút",
    "market_stand": "Elárusítóhely",
    "market_hall": "Vásárcsarnok",
    "prospector": "Aranyásó kiváltsága",
}
PROMPT = {
    "pick": "Válassz szerepet!",
    "draft": "Dobj el még {owed} lapot a kezdőlapjaid közül!",
    "limit": "Kézlimit: dobj el még {owed} lapot!",
    "discard": "Levéltár: dobj el még {owed} lapot a kezedből!",
    "chapel": "Teszel lapot a Kápolna alá?",
    "build": "Mit építesz?",
    "pay": "Fizess még {owed} lapot!",
    "produce": "Hová termelsz árut?",
    "sell": "Melyik árut adod el?",
    "keep": "Melyik lapot tartod meg?",
    "gold": "Felcsapsz 4 lapot az Aranybányával?",
    "gold_keep": "Aranybánya: melyik lapot veszed a kezedbe?",
    "offer": "Elfogadod a lapot ({source})?",
}
MOVE = {
    "cost": "{n} lap",
    "pick": "Szerepet választ: {role}",
    "pick_nolibrary": "Szerepet választ: {role} (a Könyvtárat a második választásra tartogatja)",
    "build": "Megépíti: {building}",
    "build_over": "Megépíti: {building}, a Daruval a(z) {over} helyére",
    "pay": "Fizet: {card}",
    "pay_hidden": "Fizet egy lapot",
    "pay_good": "Fizet a(z) {building} árujával",
    "produce": "Árut termel: {building}",
    "sell": "Elad: {building} áruját",
    "keep": "Megtartja: {card}",
    "keep_hidden": "Megtart egy lapot",
    "discard": "Eldobja: {card}",
    "discard_hidden": "Eldob egy lapot",
    "tuck": "A Kápolna alá teszi: {card}",
    "tuck_hidden": "Lapot tesz a Kápolna alá",
    "take": "Húz egy lapot: {source}",
    "reveal": "Felcsap 4 lapot (Aranybánya)",
    "pass": "Passz",
    "done": "Kész",
}
SCORE = {
    "buildings": "Épületek",
    "chapel": "Kápolna alatti lapok",
    "guild_hall": "Céhház",
    "city_hall": "Városháza",
    "triumphal_arch": "Diadalív",
    "palace": "Palota",
    "total": "Összesen",
    "tiebreak": "Kéz + áru (holtversenynél)",
}
WORD = {
    "player": "Játékos",
    "city": "Épületek (költség/pont, ● = áru)",
    "hand": "Kéz",
    "chapel": "Kápolna",
    "draw": "Húzópakli",
    "discard": "Dobópakli",
    "round": "{n}. kör",
    "governor": "Kormányzó",
    "tile": "Kereskedőház-karton",
    "covered": "Felülépítve",
    "winner": "Győztes",
}
