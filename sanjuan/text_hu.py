"""Hungarian display texts for San Juan and ANNO XVII (the default language)."""

from __future__ import annotations

from sanjuan import data

NAMES = {rs: {b.id: b.hu for b in data.cardset(rs).buildings} for rs in data.RULESETS}
"""Building names per ruleset (ANNO spells some shared types differently, rulings §2.7)."""
BUILDING = NAMES["san_juan"]
EVENT = {e.id: e.hu for e in data.EVENTS}
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
    "office": "Hivatal (kör eleje)",
    "chapel_bank": "Kápolna és Bank (kör eleje)",
    "tavern": "Kocsma (az építészfázis vége)",
    "pawnshop": "Zálogház (a tanácsosfázis eleje)",
    "fire": "Esemény: Tűzvész",
    "industrialisation": "Esemény: Iparosodás",
    "taxation": "Esemény: Adózás",
    "revolution": "Esemény: Forradalom",
    "reconstruction": "Esemény: Újjáépítés",
    "democracy": "Esemény: Demokrácia",
}
OFFER = {"prospector": "Aranyásó kiváltsága"}
"""Card gains that are not a building's (those are named by the building)."""
PROMPT = {
    "pick": "Válassz szerepet!",
    "pick_event": "Válassz szerepet vagy eseményt!",
    "draft": "Dobj el még {owed} lapot a kezdőlapjaid közül!",
    "limit": "Kézlimit: dobj el még {owed} lapot!",
    "discard": "{archive}: dobj el még {owed} lapot a kezedből!",
    "chapel": "Teszel lapot a Kápolna alá?",
    "build": "Mit építesz?",
    "pay": "Fizess még {owed} lapot!",
    "produce": "Hová termelsz árut?",
    "sell": "Melyik árut adod el?",
    "keep": "Melyik lapot tartod meg?",
    "council_draw": "Tanácsos: húzol lapokat? (Passz: nem húzol és nem is dobsz el semmit.)",
    "gold": "Felcsapsz 4 lapot az Aranybányával?",
    "gold_keep": "Aranybánya: melyik lapot veszed a kezedbe?",
    "offer": "Elfogadod a lapot ({source})?",
    "office": "Hivatal: eldobsz lapot? Ugyanannyit húzol (legfeljebb 2; eddig {count}).",
    "bank": "Bank: teszel lapot a Bank alá? (egyszer a játékban; eddig {count})",
    "harbour": "Kikötő: melyik eladott lapot teszed a Kikötő alá?",
    "colony": "Kolónia: felcsapod a húzópakli legfelső lapját?",
    "colony_keep": "Kolónia: a kezedbe veszed a felcsapott lapot?",
    "fire": "Tűzvész: melyik épületed ég le?",
    "tax": "Adózás: dobj el egy lapot!",
    "revolution": "Forradalom: eldobsz lapot? Ugyanannyit húzol (eddig {count}).",
    "rebuild": "Újjáépítés: mit építesz fel ingyen (legfeljebb 4 lapba kerülőt)?",
    "democracy": "Demokrácia: melyik, ebben a körben már választott szerepet játszod le újra?",
}
MOVE = {
    "cost": "{n} lap",
    "pick": "Szerepet választ: {role}",
    "pick_nolibrary": "Szerepet választ: {role} (a Könyvtárat a második választásra tartogatja)",
    "build": "Megépíti: {building}",
    "build_cathedral": "Megépíti középről: {building}",
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
    "draw": "Tanácsos: lapokat húz",
    "pass": "Passz",
    "done": "Kész",
    "pick_event": "Eseményt választ: {event}",
    "rerun": "Újra lejátssza: {role}",
    "rebuild": "Ingyen megépíti: {building}",
    "sell_pawn": "Eladja a Zálogház lapját",
    "bank": "A Bank alá teszi: {card}",
    "bank_hidden": "Lapot tesz a Bank alá",
    "stow": "A Kikötő alá teszi a(z) {building} eladott lapját",
    "burn": "Leég: {building}",
    "reveal_colony": "Felcsap 1 lapot (Kolónia)",
}
REVEALED = {
    "gold_found": "mind más költségű, egyet megtarthat",
    "gold_repeat": "van köztük azonos költségű, mind a dobópakliba kerül",
    "gold_short": "4 lapnál kevesebb volt, mind a dobópakliba kerül",
    "colony_found": "ilyen épülete senkinek sincs, megtarthatja",
    "colony_built": "ilyen épület már van, a dobópakliba kerül",
}
"""What a Gold mine or Colony reveal came to, after its cards in the log."""
SCORE = {
    "buildings": "Épületek",
    "chapel": "Kápolna alatti lapok",
    "guild_hall": "Céhház",
    "city_hall": "Városháza",
    "triumphal_arch": "Diadalív",
    "palace": "Palota",
    "bank": "Bank alatti lapok",
    "harbour": "Kikötő alatti lapok",
    "guild": "Céh",
    "cathedral": "Katedrális",
    "castle": "Kastély",
    "total": "Összesen",
    "place": "Helyezés",
    "tiebreak": "Kéz + áru (holtversenynél)",
}
WORD = {
    "hand": "Kéz",
    "own_hand": "Kéz ({name}):",
    "chapel": "Kápolna",
    "draw": "Húzópakli",
    "discard": "Dobópakli",
    "round": "{n}. kör",
    "governor": "Kormányzó",
    "to_act": "{name} következik",
    "tile": "Eladási árak",
    "tile_down": "a kereskedőfázisban fordul fel",
    "covered": "Felülépítve",
    "winner": "Győztes",
    "bank": "Bank",
    "bank_used": "elhasználva",
    "harbour": "Kikötő",
    "events": "Események",
    "cathedral": "Középen",
    "revealed": "Felcsapva",
    "with_good": "(áruval)",
    "drawn": "Húzott lapok",
    "vp": "{n} GyP",
    "vp_hidden": "{n}+? GyP",
    "buildings": "{n} épület",
    "free": "szabad",
    "taken": "✓ {name}",
    "own_vp": "Pontjaid most: {n} GyP",
    "own_vp_chapel": "Pontjaid most: {n} GyP (ebből {chapel} a Kápolna alatt)",
}
GOOD = {
    "indigo": "indigó",
    "sugar": "cukor",
    "tobacco": "dohány",
    "coffee": "kávé",
    "silver": "ezüst",
    "flour": "liszt",
    "meat": "hús",
    "wine": "bor",
    "cloth": "posztó",
    "gold": "arany",
}
PRIVILEGE = {
    "builder": "1-gyel olcsóbb",
    "producer": "+1 áru",
    "trader": "+1 eladás",
    "councillor": "5 lapot húz",
    "prospector": "+1 lap",
}
"""What each role's privilege gives its chooser (doubled with a Library)."""
EFFECT = {
    "indigo_plant": "Termelőépület: indigót tárol (a legolcsóbb áru); mindenki eggyel kezd.",
    "sugar_mill": "Termelőépület: cukrot tárol.",
    "tobacco_storage": "Termelőépület: dohányt tárol.",
    "coffee_roaster": "Termelőépület: kávét tárol.",
    "silver_smelter": "Termelőépület: ezüstöt tárol (a legdrágább áru).",
    "smithy": "Termelőépület építésekor 1 lappal kevesebbet fizetsz.",
    "gold_mine": "Aranyásófázisban felcsapsz 4 lapot; ha mind más költségű, egyet megtartasz.",
    "archive": "Tanácsosként a húzott lapok előbb a kezedbe kerülnek, a teljes kézből dobsz.",
    "poor_house": "Ha építés után legfeljebb 1 lapod maradt, húzhatsz 1 lapot.",
    "black_market": "Építéskor legfeljebb 2 árut is odaadhatsz, mindegyik 1 lapot ér.",
    "trading_post": "A kereskedőfázisban 1 áruval többet adhatsz el.",
    "well": "Ha egy iparosfázisban legalább 2 árut termeltél, húzhatsz 1 lapot.",
    "market_stand": "Ha egy kereskedőfázisban legalább 2 árut eladtál, húzhatsz 1 lapot.",
    "crane": "Saját épületedre is építhetsz; a letakart épület árát levonod.",
    "chapel": "Kör elején 1 lapot tehetsz alá; a végén minden alatta lévő lap 1 GyP.",
    "tower": "A kör eleji kézlimit 7 helyett 12 lap.",
    "aqueduct": "Az iparosfázisban 1 áruval többet termelhetsz.",
    "carpenter": "Lila épület felépítése után húzhatsz 1 lapot.",
    "prefecture": "A tanácsosfázisban 1 helyett 2 lapot tartasz meg.",
    "market_hall": "Ha a kereskedőfázisban eladtál, 1 lappal többet húzol.",
    "quarry": "Lila épület építésekor 1 lappal kevesebbet fizetsz.",
    "library": "Ha te választasz szerepet, a kiváltságod duplán jár.",
    "statue": "Monumentum: csak pontot ér.",
    "victory_column": "Monumentum: csak pontot ér.",
    "hero": "Monumentum: csak pontot ér.",
    "guild_hall": "Játék végén 2 GyP minden saját termelőépületért.",
    "city_hall": "Játék végén 1 GyP minden saját lila épületért (magát is beleértve).",
    "triumphal_arch": "Játék végén 4 / 6 / 8 GyP 1 / 2 / 3 monumentumért.",
    "palace": "Játék végén a többi pontod negyede (lefelé kerekítve).",
}
"""One line per building for the glossary (rules_hu SJ-10 to SJ-12)."""

EFFECT_ANNO = {
    "mill": "Termelőépület: lisztet tárol (a legolcsóbb áru); mindenki eggyel kezd.",
    "farm": "Termelőépület: húst tárol.",
    "wine_press": "Termelőépület: bort tárol.",
    "loom": "Termelőépület: posztót tárol.",
    "goldsmith": "Termelőépület: aranyat tárol (a legdrágább áru).",
    "smith": EFFECT["smithy"],
    "gold_mine": "Ha más választotta az Aranyásót: felcsapsz 4 lapot; ha mind más költségű, "
    "egyet megtartasz.",
    "council_chamber": EFFECT["archive"],
    "merchant_house": EFFECT["trading_post"],
    "market_woman": EFFECT["market_stand"],
    "carpenter": "Különleges épület felépítése után húzhatsz 1 lapot.",
    "court": EFFECT["prefecture"],
    "market": EFFECT["market_hall"],
    "quarry": "Különleges épület építésekor 1 lappal kevesebbet fizetsz.",
    "tower": "A kör eleji kézlimit 12 lap (Városkapuval vagy anélkül).",
    "memorial_column": EFFECT["statue"],
    "equestrian_statue": EFFECT["victory_column"],
    "statue_park": EFFECT["hero"],
    "guild": EFFECT["guild_hall"],
    "city_hall": "Játék végén 1 GyP minden saját különleges épületért (magát és a Katedrálist "
    "is beleértve).",
    "bank": "Egyszer a játékban, kör elején akárhány lapot tehetsz alá (bemondod, hányat); "
    "mindegyik 1 GyP.",
    "office": "Kör elején eldobhatsz 1–2 lapot, és ugyanennyit húzol.",
    "castle": "Játék végén 4, 3, 2, 1 GyP minden 3 különböző, azonos költségű épületedért.",
    "cathedral": "Középen fekszik, bárki megépítheti (7). Játék végén 4, 3, 2, 1 GyP a többiek "
    "minden 6-os épületéért.",
    "harbour": "Eladás után az egyik eladott lapot alá teheted; mindegyik 1 GyP.",
    "tavern": "Ha az építészfázis végén neked van a legkevesebb épületed, húzhatsz 1 lapot.",
    "colony": "Aranyásófázisban felcsapsz 1 lapot; ha ilyen épülete senkinek sincs, a tiéd.",
    "park": "Ha Daruval ráépítesz, 3 helyett 6-ot von le.",
    "city_gate": "A kör eleji kézlimit 6 helyett 7 lap.",
    "pawnshop": "Tanácsosfázis elején lapot kap, ha üres; kereskedőfázisban 2 lapért eladható.",
}
"""ANNO's glossary lines where they differ from the San Juan building's (rules_hu AN-6, AN-7)."""

EVENT_EFFECT = {
    "fire": "Mindenki elveszíti egy választott épületét mindennel, ami rajta és alatta van.",
    "industrialisation": "Mindenki húz 3 lapot, a választótól kezdve.",
    "taxation": "A választón kívül mindenki eldob 1 lapot a kezéből, ha van.",
    "revolution": "Mindenki eldobhat akárhány lapot, és ugyanannyit húz.",
    "democracy": "A választó újra lejátszik egy ebben a körben már választott szerepet.",
    "reconstruction": "Mindenki ingyen megépíthet egy legfeljebb 4 lapba kerülő épületet.",
}
"""One line per event for the glossary (rules_hu AN-8)."""

CHOICE = {
    "pay": "fizet",
    "discard": "eldob",
    "keep": "megtart",
    "produce": "termel",
    "sell": "elad",
    "bank": "a Bank alá",
    "good": "Áru: {building}",
    "good_detail": "{market}: 1 lapot ér",
    "goods_limit": "{market}: legfeljebb {n} árut adhatsz oda ennél az építésnél.",
}
AUTOMATIC = {
    "paid": "Fizet: {cards} — nem volt más választás",
    "paid_hidden": "Fizet {n} lapot — nem volt más választás",
    "skip_builder": "Nem épít: egyetlen épületet sem tud megfizetni",
    "skip_producer": "Nem termel: nincs üres termelőépülete (vagy lapja a paklin)",
    "skip_trader": "Nem ad el: nincs eladható áruja",
}
"""What the rules do by themselves, a log line each (sanjuan/automatic.py)."""
CHOICE_TITLE = {
    "produce": "Mely épületeidre termelsz árut?",
    "sell": "Mely áruidat adod el?",
    "pay": "Mivel fizetsz?",
    "draft": "Mely kezdőlapjaidat dobod el?",
    "limit": "Kézlimit: mely lapokat dobod el?",
    "discard": "{archive}: mely lapokat dobod el a kezedből?",
    "tax": "Adózás: melyik lapot dobod el?",
    "office": "Hivatal: eldobsz lapot? Ugyanannyit húzol.",
    "revolution": "Forradalom: eldobsz lapot? Ugyanannyit húzol.",
    "keep": "Melyik lapot tartod meg?",
    "bank": "Bank: teszel lapot a Bank alá? (egyszer a játékban)",
}
"""The editor's questions: the whole choice, no count (the marks' count stands beside them);
the single steps' prompts say how many are still owed."""
"""The compound editor's words: a column is what a mark does to a card (D-T-17)."""

# -- what a choice does (sanjuan/explain.py) ----------------------------------------------------
EXPLAIN = {
    "action_builder": "Mindenki építhet egy épületet, a választótól kezdve.",
    "action_producer": "Mindenki termelhet egy árut egy üres termelőépületére.",
    "action_trader": "Felfordul egy árkarton; mindenki eladhat egy árut.",
    "action_councillor": "Mindenki húz 2 lapot, és egyet megtart.",
    "action_prospector": "Nincs közös akció (csak az aranybányák működnek).",
    "privilege_builder": "Kiváltság: neked {n} lappal olcsóbb az építés.",
    "privilege_producer": "Kiváltság: +{n} áru; te most legfeljebb {limit} árut termelhetsz "
    "({empty} üres termelőépület).",
    "privilege_trader": "Kiváltság: +{n} eladás; te most legfeljebb {limit} árut adhatsz el "
    "({goods} árud van).",
    "privilege_producer_none": "Kiváltság: +{n} áru, de most nincs üres termelőépületed.",
    "privilege_trader_none": "Kiváltság: +{n} eladás, de most nincs eladható árud.",
    "privilege_councillor": "Kiváltság: te {draw} lapot húzol, és {keep} lapot tartasz meg.",
    "privilege_prospector": "Kiváltság: húzol {n} lapot.",
    "library": " (a Könyvtár duplázza)",
    "library_saved": " (a Könyvtárat a második választásodra tartogatod)",
    "rerun": "Most te vagy a választó, a kiváltság a tiéd.",
    "event_pick": "Erre megy el a választásod: ebben a körben eggyel kevesebb szerep jön.",
    "price": "Ár: {cost} {parts} = {n} lap",
    "price_plain": "Ár: {n} lap (nincs kedvezmény)",
    "price_floor": " (a többlet kedvezmény elvész)",
    "minus_privilege": "− {n} kiváltság",
    "minus_privilege_library": "− {n} kiváltság (Könyvtárral)",
    "minus_crane": "− {n} a letakart {building}",
    "minus_building": "− {n} {building}",
    "vp": "{n} GyP",
    "bonus_now": "most {n} GyP-t érne",
    "free_rebuild": "Ingyen: az Újjáépítésben nincs ár és nincs kedvezmény",
    "black_market": "A Fekete piaccal legfeljebb {n} árud is fizethet (egyenként 1 lapot ér)",
    "card": "{effect} Ára {cost}, {vp} GyP.",
    "tucked": "A játék végén 1 GyP; a lap kikerül a kezedből",
    "pay_good": "Az áru 1 lapot ér a fizetségben (Fekete piac); a lap megnézés nélkül a "
    "dobópaklira kerül.",
    "produce_fixed": "Egy {good} kerül rá; eladáskor {n} lapot ér, bármelyik árkarton fordul fel.",
    "produce": "Egy {good} kerül rá; eladáskor {low}–{high} lapot ér, a felforduló árkarton "
    "szerint.",
    "sell": "A felfordított árkarton szerint {n} lapot húzol érte.",
    "sell_pawn": "{n} lapot húzol érte, bármit mutat az árkarton.",
    "burn": "Elveszíted, vele {vp} GyP-t{under}.",
    "burn_under": ", és az alatta lévő {n} lapot",
    "stow": "A lap a Kikötő alá kerül: a játék végén 1 GyP.",
    "take_privilege": "Az aranyásó kiváltsága: húzol egy lapot a húzópakliból.",
    "council_draw": "Húzol {draw} lapot, ezekből {keep} lapot megtartasz, a többit eldobod.",
    "council_draw_archive": "Húzol {draw} lapot a kezedbe, aztán a teljes kezedből {out} lapot "
    "eldobsz (Levéltár).",
}
"""What each choice does, beside it in the choice list (rules_hu SJ-3 to SJ-12, AN-5 to AN-8)."""
