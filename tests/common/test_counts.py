"""Numbers and their nouns in every text a player reads (issue 18, item 3).

English: the noun after 1 is singular, after any other number plural ("1 card", "2 cards").
Hungarian: the noun after a number stays singular ("1 lap", "2 lap", "3 lapot"). Whole games of
every game are played, and at every decision the texts a player reads are checked: each legal
move's sentence (what the log shows), the question, a computer's reason, and now and then the
whole table as regions (status, own panel, board, seats, glance). Each game must show its
counted things with the counts 1 and 2, so the check cannot pass by seeing none.
"""

from __future__ import annotations

import io
import re
from collections.abc import Iterator

import pytest
from rich.console import Console

from common.bots import make_bot, reason_of
from common.contract import Lang
from common.lineplay import UI as LINE_UI
from common.plural import fill, plural
from common.registry import get_game
from common.tui.text import t

ENGLISH_NOUNS = {
    "card": "cards",
    "building": "buildings",
    "good": "goods",
    "doubloon": "doubloons",
    "colonist": "colonists",
    "noble": "nobles",
    "barrel": "barrels",
    "coin": "coins",
    "key": "keys",
    "letter": "letters",
    "bonus": "bonuses",
    "house": "houses",
    "move": "moves",
    "spot": "spots",
    "chip": "chips",
}
"""Counted nouns: singular → plural."""
ENGLISH_PLURALS = {many: one for one, many in ENGLISH_NOUNS.items()}
HUNGARIAN_PLURALS = {
    f"{stem}{ending}"
    for stem in ("lapok", "kártyák", "érmék", "épületek", "dublonok", "telepesek", "nemesek")
    + ("kulcsok", "levelek", "házak", "hordók", "lépések", "jelzők", "áruk", "lapkák")
    for ending in ("", "at", "et", "ot", "ért", "ból", "ből", "ra", "re")
}
"""Plural forms a number must never be followed by in Hungarian."""

COUNT = re.compile(r"(?<![\w+−.-])(\d+)((?: [^\W\d]+){1,3})")
"""A number and up to three words after it; the last counted noun among them is its head."""

SEEN_WITH_ONE_AND_TWO = {
    "sanjuan": ("card", "building"),
    "anno_xvii": ("card", "building"),
    "puertorico": ("doubloon", "barrel"),
    "aranyvaros": ("coin", "key", "card", "bonus", "house"),
}
"""Nouns each game must show after both 1 and 2 during the games below."""

GAMES = {
    "sanjuan": [(2, 3, {}), (4, 4, {})],
    "anno_xvii": [(2, 5, {}), (4, 6, {})],
    "puertorico": [(3, 7, {}), (4, 8, {"exp_new_buildings": True, "exp_nobles": True})],
    "aranyvaros": [(3, 9, {}), (4, 10, {})],
}
"""(players, seed, options) of the games played for each game."""


def plain(renderable: object) -> str:
    console = Console(width=78, file=io.StringIO(), color_system=None, record=True)
    console.print(renderable)
    return console.export_text()


def texts_of_a_game(game_id: str, lang: Lang) -> Iterator[str]:
    """Every text the seat on turn reads, move by move, in whole games (seat 1 is the game's
    rule-of-thumb player, whose reasons are read too; the others play at random)."""
    game = get_game(game_id)
    for players, seed, options in GAMES[game_id]:
        state = game.new_game(game.config(players, options), seed)
        bots = [
            make_bot("heuristic" if s == 0 else "random", seed + s, game) for s in range(players)
        ]
        names = [f"P{s + 1}" for s in range(players)]
        step = 0
        while (seat := game.to_act(state)) is not None:
            view = game.view(state, seat)
            public = game.view(state, None)
            legal = game.legal_moves(state)
            yield game.prompt(view, lang)
            for move in legal:
                yield game.describe(view, move, lang)
                yield game.describe(public, move, lang)
            if step % 5 == 0:
                regions = game.render(view, names, lang)
                yield plain(regions.stacked())
                if regions.glance is not None:
                    yield plain(regions.glance)
            move = bots[seat].choose(view, legal)
            reason = reason_of(bots[seat])
            if reason is not None:
                yield reason.hu if lang == "hu" else reason.en
            after = game.apply(state, move)
            for reader in (seat, None):  # what the rules then did by themselves (issue 30)
                before_view, after_view = game.view(state, reader), game.view(after, reader)
                for _, text in game.automatic(before_view, after_view, move, lang):
                    yield text
            state = after
            step += 1
        yield plain(game.render(game.view(state, None), names, lang).stacked())
        yield plain(game.render_scores(game.outcome(state), names, lang))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_english_nouns_agree_with_their_numbers(game_id):
    wrong = set()
    seen = set()
    for text in texts_of_a_game(game_id, "en"):
        for line in text.splitlines():
            for match in COUNT.finditer(line):
                n = int(match.group(1))
                if match.group(2)[1:2].isupper():
                    continue  # a name after a number, as the cost column of a building board
                nouns = [
                    w for w in match.group(2).split() if w in ENGLISH_NOUNS or w in ENGLISH_PLURALS
                ]
                if not nouns:
                    continue
                head = nouns[-1]
                if (head in ENGLISH_PLURALS) == (n == 1):
                    wrong.add(match.group(0))
                seen.add((ENGLISH_PLURALS.get(head, head), n))
    assert not wrong, sorted(wrong)
    for noun in SEEN_WITH_ONE_AND_TWO[game_id]:
        assert (noun, 1) in seen and (noun, 2) in seen, (noun, sorted(seen))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hungarian_nouns_stay_singular_after_numbers(game_id):
    wrong = set()
    numbers = 0
    for text in texts_of_a_game(game_id, "hu"):
        for line in text.splitlines():
            for match in COUNT.finditer(line):
                numbers += 1
                if any(w in HUNGARIAN_PLURALS for w in match.group(2).split()):
                    wrong.add(match.group(0))
    assert not wrong, sorted(wrong)
    assert numbers > 100


@pytest.mark.parametrize(
    ("template", "n", "expected"),
    [
        ("Pay {n} more {n:card/cards}.", 1, "Pay 1 more card."),
        ("Pay {n} more {n:card/cards}.", 2, "Pay 2 more cards."),
        ("Pay {n} more {n:card/cards}.", 0, "Pay 0 more cards."),
        ("{n} {n:chip/chips}", "?", "? chips"),
        ("Fizess még {n} lapot!", 2, "Fizess még 2 lapot!"),
        ("{n:>3}|{n!r}", 7, "  7|7"),
    ],
)
def test_fill_picks_the_word_for_the_count(template, n, expected):
    assert fill(template, n=n) == expected


def test_plural_is_singular_only_after_one():
    assert [plural(n, "card", "cards") for n in (-1, 0, 1, 2)] == ["card", "cards", "card", "cards"]


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_the_shells_counts_agree(lang):
    """The app's and the line mode's own counted texts (undo, the unfinished-games list)."""
    undone = {1: "Undone (1 move).", 2: "Undone (2 moves)."}
    if lang == "hu":
        undone = {1: "Visszavonva (1 lépés).", 2: "Visszavonva (2 lépés)."}
    for n, expected in undone.items():
        assert t(lang, "undone", n=n) == expected
        assert fill(LINE_UI[lang]["undone"], n=n) == expected
    turn = t(lang, "resume_turn", round=3, seat="a")
    row = t(lang, "resume_row", game="g", turn=turn, names="a, b", date="d")
    assert row == (
        "g · 3. kör, a lép · a, b · d" if lang == "hu" else "g · round 3, a to act · a, b · d"
    )
