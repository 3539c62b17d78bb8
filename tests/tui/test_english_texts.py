"""English mode is English everywhere (issue 18, "Done when"): whole games of every game are
played and every text an English table can show is read — each legal move's sentence as the
seat on turn and as the public log words it, what the move does, the question, a computer's
reason (its own words and the public ones), what a reveal turned up, the table in regions, the
final table and the score sheet, the glossary — and none may hold a Hungarian word.

The screens themselves (dialogs, the help, the game-over tabs) are read through the app in
`test_tui_english.py`; both use `english_kit.hungarian_in`.
"""

from __future__ import annotations

import io
from collections.abc import Iterator

import pytest
from english_kit import hungarian_in
from rich.console import Console

from common.bots import make_bot, reason_of
from common.contract import Lang, OptionValue
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session

NAMES = ["Anna", "Ben", "Celia", "Dan", "Emma"]
"""Players named in ASCII: a name is never a Hungarian leak."""


def test_the_scan_finds_hungarian_and_passes_english() -> None:
    assert hungarian_in("Passz") == ["Passz"]
    assert hungarian_in("2 bónuszkártya") == ["á", "ó"]
    assert hungarian_in("a kör vége") == ["kör", "é"]
    assert hungarian_in("Kész, nem kell lap") == ["Kész", "lap", "nem"]
    assert hungarian_in("Pass · Round 3 · 2 cards · Az Aranyváros") == []


GAMES: dict[str, list[tuple[int, int, dict[str, OptionValue]]]] = {
    "sanjuan": [(2, 3, {}), (4, 4, {})],
    "anno_xvii": [(2, 5, {}), (4, 6, {})],
    "puertorico": [(3, 7, {}), (5, 8, {"exp_new_buildings": True, "exp_nobles": True})],
    "aranyvaros": [(3, 9, {}), (4, 10, {})],
}
"""(players, seed, options) of the games read for each game."""


def plain(renderable: object, width: int = 120) -> str:
    console = Console(width=width, file=io.StringIO(), color_system=None, record=True)
    console.print(renderable)
    return console.export_text()


def table_texts(game_id: str, lang: Lang = "en") -> Iterator[tuple[str, str]]:
    """(where, text) for every text of whole games in `lang` (seat 1 plays by the game's rules
    of thumb, so its reasons are read; the others at random)."""
    game = get_game(game_id)
    for row in game.glossary(lang):
        yield "glossary", f"{row.name} {row.effect}"
    for players, seed, options in GAMES[game_id]:
        config = game.config(players, options)
        seats_kinds = ["heuristic" if s == 0 else "random" for s in range(players)]
        bots = [make_bot(kind, seed + s, game) for s, kind in enumerate(seats_kinds)]
        seats = [SeatInfo(NAMES[s], "human") for s in range(players)]
        session = Session(game, config, seed, seats)
        names = [s.name for s in seats]
        step = 0
        while (seat := session.to_act()) is not None:
            view = session.view(seat)
            legal = session.legal()
            yield "prompt", game.prompt(view, lang)
            for move in legal:
                yield "move", game.describe(view, move, lang)
                yield "explain", game.explain(view, move, lang) or ""
            if step % 4 == 0:
                for width in (78, 120):
                    regions = game.render(view, names, lang)
                    yield "table", plain(regions.stacked(), width)
                    if regions.glance is not None:
                        yield "glance", plain(regions.glance, width)
            move = bots[seat].choose(view, legal)
            reason = reason_of(bots[seat])
            if reason is not None:
                yield "reason", reason.text(lang, public=False)
                yield "public reason", reason.text(lang, public=True)
            session.play(move, reason=reason)
            step += 1
        for viewer in (None, 0):
            for entry in session.log(viewer, lang, final=viewer is None):
                yield "log", f"{entry.sentence} {entry.reason}"
                for _, text in entry.then:
                    yield "log", text
        yield "final table", plain(game.render(session.view(None), names, lang).stacked())
        outcome = session.outcome()
        assert outcome is not None
        yield "score sheet", plain(game.render_scores(outcome, names, lang))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_no_hungarian_word_in_an_english_game(game_id: str) -> None:
    leaks: dict[str, set[str]] = {}
    for where, text in table_texts(game_id):
        for word in hungarian_in(text):
            leaks.setdefault(f"{where}: {word}", set()).add(text.strip()[:200])
    assert not leaks, {k: sorted(v)[:2] for k, v in leaks.items()}


def test_the_same_reading_of_a_hungarian_game_finds_hungarian_everywhere() -> None:
    """The scan reads what it claims to: in Hungarian every kind of text has Hungarian."""
    kinds = {where for where, text in table_texts("sanjuan", "hu") if hungarian_in(text)}
    assert kinds >= {"glossary", "prompt", "move", "explain", "table", "reason", "log"}
    assert kinds >= {"public reason", "final table", "score sheet"}
