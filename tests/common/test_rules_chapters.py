"""Every rules chapter: `tarsas rules GAME CHAPTER` prints it with all its sections.

The `?` help and `tarsas rules` show chapters as well as single sections; each chapter id is
listed here literally so the citation check can see it.
"""

from __future__ import annotations

import pytest

from common import rules_text
from common.registry import get_game

CHAPTERS = [
    ("anno_xvii", "AN-1"),
    ("anno_xvii", "AN-2"),
    ("anno_xvii", "AN-3"),
    ("anno_xvii", "AN-4"),
    ("anno_xvii", "AN-5"),
    ("anno_xvii", "AN-6"),
    ("anno_xvii", "AN-7"),
    ("anno_xvii", "AN-8"),
    ("anno_xvii", "AN-9"),
    ("anno_xvii", "AN-10"),
    ("anno_xvii", "AN-11"),
    ("anno_xvii", "AN-12"),
    ("aranyvaros", "AV-1"),
    ("aranyvaros", "AV-2"),
    ("aranyvaros", "AV-3"),
    ("aranyvaros", "AV-4"),
    ("aranyvaros", "AV-5"),
    ("aranyvaros", "AV-6"),
    ("aranyvaros", "AV-7"),
    ("aranyvaros", "AV-8"),
    ("aranyvaros", "AV-9"),
    ("aranyvaros", "AV-10"),
    ("aranyvaros", "AV-11"),
    ("aranyvaros", "AV-12"),
    ("aranyvaros", "AV-13"),
    ("aranyvaros", "AV-14"),
    ("puertorico", "PR-1"),
    ("puertorico", "PR-2"),
    ("puertorico", "PR-3"),
    ("puertorico", "PR-4"),
    ("puertorico", "PR-5"),
    ("puertorico", "PR-6"),
    ("puertorico", "PR-7"),
    ("puertorico", "PR-8"),
    ("puertorico", "PR-9"),
    ("puertorico", "PR-10"),
    ("puertorico", "PR-11"),
    ("puertorico", "PR-12"),
    ("puertorico", "PR-13"),
    ("puertorico", "PR-14"),
    ("puertorico", "PR-15"),
    ("puertorico", "PX-1"),
    ("puertorico", "PX-2"),
    ("puertorico", "PX-3"),
    ("puertorico", "PX-4"),
    ("puertorico", "PN-1"),
    ("puertorico", "PN-2"),
    ("puertorico", "PN-3"),
    ("puertorico", "PN-4"),
    ("puertorico", "PN-5"),
    ("sanjuan", "SJ-1"),
    ("sanjuan", "SJ-2"),
    ("sanjuan", "SJ-3"),
    ("sanjuan", "SJ-4"),
    ("sanjuan", "SJ-5"),
    ("sanjuan", "SJ-6"),
    ("sanjuan", "SJ-7"),
    ("sanjuan", "SJ-8"),
    ("sanjuan", "SJ-9"),
    ("sanjuan", "SJ-10"),
    ("sanjuan", "SJ-11"),
    ("sanjuan", "SJ-12"),
    ("sanjuan", "SJ-13"),
    ("sanjuan", "SJ-14"),
    ("sanjuan", "SJ-15"),
]


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize(("game_id", "chapter"), CHAPTERS)
def test_a_chapter_prints_with_every_section_it_holds(game_id, chapter, lang):
    game = get_game(game_id)
    text = rules_text.section(game, chapter, lang)
    every = rules_text.section_ids(rules_text.full_text(game, lang))
    inside = [i for i in every if i.startswith(chapter + ".")]
    assert text.splitlines()[0].startswith("## ") and f"[{chapter}]" in text.splitlines()[0]
    assert inside, f"{chapter} has no sections"
    assert rules_text.section_ids(text) == [chapter, *inside]


def test_every_chapter_is_listed():
    listed = {(g, c) for g, c in CHAPTERS}
    for game_id in ("sanjuan", "anno_xvii", "puertorico", "aranyvaros"):
        game = get_game(game_id)
        ids = rules_text.section_ids(rules_text.full_text(game))
        assert {(game_id, i) for i in ids if "." not in i} <= listed
