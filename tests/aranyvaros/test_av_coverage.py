"""Every `?` help section of an Aranyváros decision exists (the citations of every game's
sections are checked in tests/common/test_citations.py)."""

from __future__ import annotations

from aranyvaros.game import ARANYVAROS, SECTION
from common import rules_text


def test_help_sections_exist():
    """`?` shows the section of the decision on screen: every one the game names exists."""
    known = set(rules_text.section_ids(rules_text.full_text(ARANYVAROS)))
    assert set(SECTION.values()) <= known
