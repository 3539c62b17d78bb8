"""English display texts for San Juan (same keys as text_hu)."""

from __future__ import annotations

from sanjuan import data

BUILDING = {b.id: b.en for b in data.BUILDINGS}
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
}
OFFER = {
    "carpenter": "Carpenter",
    "poor_house": "Poor house",
    "well": "Well",
    "market_stand": "Market stand",
    "market_hall": "Market hall",
    "prospector": "Prospector privilege",
}
PROMPT = {
    "pick": "Pick a role.",
    "draft": "Discard {owed} more of your starting cards.",
    "limit": "Hand limit: discard {owed} more cards.",
    "discard": "Archive: discard {owed} more cards from your hand.",
    "chapel": "Tuck a card under your Chapel?",
    "build": "What do you build?",
    "pay": "Pay {owed} more cards.",
    "produce": "Where do you produce a good?",
    "sell": "Which good do you sell?",
    "keep": "Which card do you keep?",
    "gold": "Reveal 4 cards with your Gold mine?",
    "gold_keep": "Gold mine: which card do you take?",
    "offer": "Take the card ({source})?",
}
MOVE = {
    "cost": "{n} cards",
    "pick": "Picks {role}",
    "pick_nolibrary": "Picks {role} (saves the Library for the second pick)",
    "build": "Builds {building}",
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
    "pass": "Pass",
    "done": "Done",
}
SCORE = {
    "buildings": "Buildings",
    "chapel": "Chapel cards",
    "guild_hall": "Guild hall",
    "city_hall": "City hall",
    "triumphal_arch": "Triumphal arch",
    "palace": "Palace",
    "total": "Total",
    "tiebreak": "Hand + goods (tie-break)",
}
WORD = {
    "player": "Player",
    "city": "Buildings (cost/VP, ● = good)",
    "hand": "Hand",
    "chapel": "Chapel",
    "draw": "Draw pile",
    "discard": "Discard pile",
    "round": "Round {n}",
    "governor": "Governor",
    "tile": "Trading house tile",
    "covered": "Covered",
    "winner": "Winner",
}
