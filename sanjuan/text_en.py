"""English display texts for San Juan and ANNO XVII (same keys as text_hu)."""

from __future__ import annotations

from sanjuan import data

NAMES = {rs: {b.id: b.en for b in data.cardset(rs).buildings} for rs in data.RULESETS}
"""Building names per ruleset."""
BUILDING = NAMES["san_juan"]
EVENT = {e.id: e.en for e in data.EVENTS}
ROLE = {
    "builder": "Builder",
    "producer": "Producer",
    "trader": "Trader",
    "councillor": "Councillor",
    "prospector": "Prospector",
}
PHASE = {
    "draft": "Starting-hand draft",
    "chapel": "Chapel (round start)",
    "hand_limit": "Hand limit (round start)",
    "pick": "Role pick",
    "builder": "Builder phase",
    "producer": "Producer phase",
    "trader": "Trader phase",
    "councillor": "Councillor phase",
    "prospector": "Prospector phase",
    "over": "Game over",
    "office": "Office (round start)",
    "chapel_bank": "Chapel and Bank (round start)",
    "tavern": "Tavern (end of the builder phase)",
    "pawnshop": "Pawnshop (start of the councillor phase)",
    "fire": "Event: Fire",
    "industrialisation": "Event: Industrialisation",
    "taxation": "Event: Taxation",
    "revolution": "Event: Revolution",
    "reconstruction": "Event: Reconstruction",
    "democracy": "Event: Democracy",
}
OFFER = {"prospector": "Prospector privilege"}
"""Card gains that are not a building's (those are named by the building)."""
PROMPT = {
    "pick": "Pick a role.",
    "pick_event": "Pick a role or an event.",
    "draft": "Discard {owed} more of your starting cards.",
    "limit": "Hand limit: discard {owed} more {owed:card/cards}.",
    "discard": "{archive}: discard {owed} more {owed:card/cards} from your hand.",
    "chapel": "Tuck a card under your Chapel?",
    "build": "What do you build?",
    "pay": "Pay {owed} more {owed:card/cards}.",
    "produce": "Where do you produce a good?",
    "sell": "Which good do you sell?",
    "keep": "Which card do you keep?",
    "council_draw": "Councillor: draw cards? (Pass: nothing is drawn or discarded.)",
    "gold": "Reveal 4 cards with your Gold mine?",
    "gold_keep": "Gold mine: which card do you take?",
    "offer": "Take the card ({source})?",
    "office": "Office: discard a card? You draw as many (at most 2; so far {count}).",
    "bank": "Bank: put a card under the Bank? (once a game; so far {count})",
    "harbour": "Harbour: which sold card goes under the Harbour?",
    "colony": "Colony: reveal the top card of the draw pile?",
    "colony_keep": "Colony: take the revealed card into your hand?",
    "fire": "Fire: which of your buildings burns down?",
    "tax": "Taxation: discard a card.",
    "revolution": "Revolution: discard a card? You draw as many (so far {count}).",
    "rebuild": "Reconstruction: what do you build for free (cost at most 4)?",
    "democracy": "Democracy: which role picked this round do you run again?",
}
MOVE = {
    "cost": "{n} {n:card/cards}",
    "pick": "Picks {role}",
    "pick_nolibrary": "Picks {role} (saves the Library for the second pick)",
    "build": "Builds {building}",
    "build_cathedral": "Builds {building} from the middle",
    "build_over": "Builds {building} over {over} with the Crane",
    "pay": "Pays {card}",
    "pay_hidden": "Pays a card",
    "pay_good": "Pays with the good on {building}",
    "produce": "Produces on {building}",
    "sell": "Sells the good on {building}",
    "keep": "Keeps {card}",
    "keep_hidden": "Keeps a card",
    "discard": "Discards {card}",
    "discard_hidden": "Discards a card",
    "tuck": "Tucks {card} under the Chapel",
    "tuck_hidden": "Tucks a card under the Chapel",
    "take": "Draws a card: {source}",
    "reveal": "Reveals 4 cards (Gold mine)",
    "draw": "Councillor: draws cards",
    "pass": "Pass",
    "done": "Done",
    "pick_event": "Picks the event {event}",
    "rerun": "Runs {role} again",
    "rebuild": "Builds {building} for free",
    "sell_pawn": "Sells the Pawnshop card",
    "bank": "Puts {card} under the Bank",
    "bank_hidden": "Puts a card under the Bank",
    "stow": "Puts the card sold from {building} under the Harbour",
    "burn": "Loses {building} to the fire",
    "reveal_colony": "Reveals 1 card (Colony)",
}
REVEALED = {
    "gold_found": "all costs differ: may keep one",
    "gold_repeat": "a cost repeats: all go to the discard pile",
    "gold_short": "fewer than 4 cards: all go to the discard pile",
    "colony_found": "nobody has that building: may keep it",
    "colony_built": "that building is already built: goes to the discard pile",
}
"""What a Gold mine or Colony reveal came to, after its cards in the log."""
SCORE = {
    "buildings": "Buildings",
    "chapel": "Chapel cards",
    "guild_hall": "Guild hall",
    "city_hall": "City hall",
    "triumphal_arch": "Triumphal arch",
    "palace": "Palace",
    "bank": "Bank cards",
    "harbour": "Harbour cards",
    "guild": "Guild",
    "cathedral": "Cathedral",
    "castle": "Castle",
    "total": "Total",
    "place": "Place",
    "tiebreak": "Hand + goods (tie-break)",
}
WORD = {
    "hand": "Hand",
    "own_hand": "Hand ({name}):",
    "chapel": "Chapel",
    "draw": "Draw pile",
    "discard": "Discard pile",
    "round": "Round {n}",
    "governor": "Governor",
    "to_act": "{name} to act",
    "tile": "Sale prices",
    "tile_down": "turned up in the trader phase",
    "covered": "Covered",
    "winner": "Winner",
    "bank": "Bank",
    "bank_used": "used",
    "harbour": "Harbour",
    "events": "Events",
    "cathedral": "In the middle",
    "revealed": "Revealed",
    "with_good": "(with its good)",
    "drawn": "Drawn cards",
    "vp": "{n} VP",
    "vp_hidden": "{n}+? VP",
    "buildings": "{n} {n:building/buildings}",
    "free": "free",
    "taken": "✓ {name}",
    "own_vp": "Your points now: {n} VP",
    "own_vp_chapel": "Your points now: {n} VP ({chapel} of them under the Chapel)",
}
GOOD = {
    "indigo": "indigo",
    "sugar": "sugar",
    "tobacco": "tobacco",
    "coffee": "coffee",
    "silver": "silver",
    "flour": "flour",
    "meat": "meat",
    "wine": "wine",
    "cloth": "cloth",
    "gold": "gold",
}
PRIVILEGE = {
    "builder": "costs 1 less",
    "producer": "+1 good",
    "trader": "+1 sale",
    "councillor": "draws 5",
    "prospector": "+1 card",
}
"""What each role's privilege gives its chooser (doubled with a Library)."""
EFFECT = {
    "indigo_plant": "Production: holds indigo (the cheapest good); everyone starts with one.",
    "sugar_mill": "Production: holds sugar.",
    "tobacco_storage": "Production: holds tobacco.",
    "coffee_roaster": "Production: holds coffee.",
    "silver_smelter": "Production: holds silver (the dearest good).",
    "smithy": "Building a production building costs you 1 card less.",
    "gold_mine": "Prospector phase: reveal 4 cards; if all costs differ, keep one.",
    "archive": "Councillor: the drawn cards join your hand first; discard from the whole hand.",
    "poor_house": "After you build with at most 1 card left in hand, you may draw 1 card.",
    "black_market": "When building, pay with up to 2 of your goods, each worth 1 card.",
    "trading_post": "Trader phase: you may sell 1 more good.",
    "well": "Producer phase: after producing at least 2 goods, you may draw 1 card.",
    "market_stand": "Trader phase: after selling at least 2 goods, you may draw 1 card.",
    "crane": "You may build over one of your buildings, paying less by its cost.",
    "chapel": "At round start tuck 1 card under it; each such card is 1 VP at the end.",
    "tower": "The round-start hand limit is 12 instead of 7.",
    "aqueduct": "Producer phase: you may produce 1 more good.",
    "carpenter": "After building a violet building, you may draw 1 card.",
    "prefecture": "Councillor phase: keep 2 cards instead of 1.",
    "market_hall": "Trader phase: if you sold anything, draw 1 more card.",
    "quarry": "Building a violet building costs you 1 card less.",
    "library": "When you pick a role, your privilege counts twice.",
    "statue": "Monument: points only.",
    "victory_column": "Monument: points only.",
    "hero": "Monument: points only.",
    "guild_hall": "End: 2 VP for each of your production buildings.",
    "city_hall": "End: 1 VP for each of your violet buildings (itself included).",
    "triumphal_arch": "End: 4 / 6 / 8 VP for 1 / 2 / 3 monuments.",
    "palace": "End: a quarter of your other points (rounded down).",
}
"""One line per building for the glossary (rules_hu SJ-10 to SJ-12)."""

EFFECT_ANNO = {
    "mill": "Production: holds flour (the cheapest good); everyone starts with one.",
    "farm": "Production: holds meat.",
    "wine_press": "Production: holds wine.",
    "loom": "Production: holds cloth.",
    "goldsmith": "Production: holds gold (the dearest good).",
    "smith": EFFECT["smithy"],
    "gold_mine": "When another player picked the Prospector: reveal 4 cards; if all costs "
    "differ, keep one.",
    "council_chamber": EFFECT["archive"],
    "merchant_house": EFFECT["trading_post"],
    "market_woman": EFFECT["market_stand"],
    "carpenter": "After building a special building, you may draw 1 card.",
    "court": EFFECT["prefecture"],
    "market": EFFECT["market_hall"],
    "quarry": "Building a special building costs you 1 card less.",
    "tower": "The round-start hand limit is 12 (with or without a City gate).",
    "memorial_column": EFFECT["statue"],
    "equestrian_statue": EFFECT["victory_column"],
    "statue_park": EFFECT["hero"],
    "guild": EFFECT["guild_hall"],
    "city_hall": "End: 1 VP for each of your special buildings (itself and the Cathedral "
    "included).",
    "bank": "Once a game at round start, put any number of cards under it (say how many); "
    "1 VP each.",
    "office": "At round start, discard 1–2 cards and draw as many.",
    "castle": "End: 4, 3, 2, 1 VP for each group of 3 different own buildings of one cost.",
    "cathedral": "Lies in the middle; anyone may build it (7). End: 4, 3, 2, 1 VP for each "
    "6-cost building of the others.",
    "harbour": "After selling, put one of the sold cards under it; 1 VP each.",
    "tavern": "At the end of a builder phase, if you have the fewest buildings, draw 1 card.",
    "colony": "Prospector phase: reveal 1 card; if nobody has that building, take it.",
    "park": "A Crane build over it subtracts 6 instead of 3.",
    "city_gate": "The round-start hand limit is 7 instead of 6.",
    "pawnshop": "Filled face down at councillor start if empty; sell that card for 2.",
}
"""ANNO's glossary lines where they differ from the San Juan building's (rules_hu AN-6, AN-7)."""

EVENT_EFFECT = {
    "fire": "Everyone loses one building of their choice with everything on and under it.",
    "industrialisation": "Everyone draws 3 cards, the activator first.",
    "taxation": "Everyone but the activator discards 1 hand card, if they have any.",
    "revolution": "Everyone may discard any number of cards and draws as many.",
    "democracy": "The activator runs a role already picked this round once more.",
    "reconstruction": "Everyone may build one card of cost at most 4 for free.",
}
"""One line per event for the glossary (rules_hu AN-8)."""

CHOICE = {
    "pay": "pay",
    "discard": "discard",
    "keep": "keep",
    "produce": "produce",
    "sell": "sell",
    "bank": "to the Bank",
    "good": "Good: {building}",
    "good_detail": "{market}: worth 1 card",
    "goods_limit": "{market}: at most {n} goods for this build.",
}
AUTOMATIC = {
    "paid": "Pays {cards} — no other choice",
    "paid_hidden": "Pays {n} {n:card/cards} — no other choice",
    "skip_builder": "Does not build: can afford no building",
    "skip_producer": "Does not produce: no empty production building (or no card to draw)",
    "skip_trader": "Does not sell: no good to sell",
}
"""What the rules do by themselves, a log line each (sanjuan/automatic.py)."""
CHOICE_TITLE = {
    "produce": "Which of your buildings do you produce on?",
    "sell": "Which goods do you sell?",
    "pay": "Which cards do you pay with?",
    "draft": "Which starting cards do you discard?",
    "limit": "Hand limit: which cards do you discard?",
    "discard": "{archive}: which cards do you discard from your hand?",
    "tax": "Taxation: which card do you discard?",
    "office": "Office: discard cards? You draw as many.",
    "revolution": "Revolution: discard cards? You draw as many.",
    "keep": "Which card do you keep?",
    "bank": "Bank: put cards under the Bank? (once a game)",
}
"""The editor's questions: the whole choice, no count (the marks' count stands beside them);
the single steps' prompts say how many are still owed."""
"""The compound editor's words: a column is what a mark does to a card (D-T-17)."""

# -- what a choice does (sanjuan/explain.py) ----------------------------------------------------
EXPLAIN = {
    "action_builder": "Everyone may build one building, the chooser first.",
    "action_producer": "Everyone may produce one good on an empty production building.",
    "action_trader": "A price tile is turned up; everyone may sell one good.",
    "action_councillor": "Everyone draws 2 cards and keeps one.",
    "action_prospector": "No action for everyone (only Gold mines work).",
    "privilege_builder": "Privilege: building costs you {n} card{s} less.",
    "privilege_producer": "Privilege: +{n} good{s}; you may produce up to {limit} now "
    "(empty production buildings: {empty}).",
    "privilege_trader": "Privilege: +{n} sale{s}; you may sell up to {limit} now (goods: {goods}).",
    "privilege_producer_none": "Privilege: +{n} good{s}, but you have no empty production "
    "building now.",
    "privilege_trader_none": "Privilege: +{n} sale{s}, but you have no good to sell now.",
    "privilege_councillor": "Privilege: you draw {draw} cards and keep {keep}.",
    "privilege_prospector": "Privilege: you draw {n} card{s}.",
    "library": " (doubled by your Library)",
    "library_saved": " (keeping the Library for your second pick)",
    "rerun": "You are the chooser now; the privilege is yours.",
    "event_pick": "It uses your pick: one role fewer is played this round.",
    "price": "Price: {cost} {parts} = {n} card{s}",
    "price_plain": "Price: {n} card{s} (no discount)",
    "price_floor": " (the extra discount is lost)",
    "minus_privilege": "− {n} privilege",
    "minus_privilege_library": "− {n} privilege (with the Library)",
    "minus_crane": "− {n} for the covered {building}",
    "minus_building": "− {n} {building}",
    "vp": "{n} VP",
    "bonus_now": "would score {n} VP now",
    "free_rebuild": "Free: Reconstruction has no price and no discount",
    "black_market": "With the Black market up to {n} of your goods may pay (1 card each)",
    "card": "{effect} Costs {cost}, {vp} VP.",
    "tucked": "1 VP at the end; the card leaves your hand",
    "pay_good": "The good counts as 1 card of the price (Black market); the card goes unseen "
    "to the discard pile.",
    "produce_fixed": "It receives a good ({good}); sold, it brings {n} card{s} whatever price "
    "tile is turned up.",
    "produce": "It receives a good ({good}); sold, it brings {low}–{high} cards by the price "
    "tile turned up.",
    "sell": "By the price tile turned up you draw {n} card{s} for it.",
    "sell_pawn": "You draw {n} card{s} for it, whatever the price tile shows.",
    "burn": "You lose it, and {vp} VP with it{under}.",
    "burn_under": ", and the {n} card{s} under it",
    "stow": "The card goes under the Harbour: 1 VP at the end.",
    "take_privilege": "The Prospector's privilege: draw a card from the draw pile.",
    "council_draw": "You draw {draw} cards, keep {keep} of them and discard the rest.",
    "council_draw_archive": "You draw {draw} cards into your hand, then discard {out} card{s} "
    "from your whole hand (Archive).",
}
"""What each choice does, beside it in the choice list (rules_hu SJ-3 to SJ-12, AN-5 to AN-8)."""
