"""Every `?` help section of an ANNO decision exists (the citations of every game's sections
are checked in tests/common/test_citations.py)."""

from __future__ import annotations

from common import rules_text
from sanjuan.game import ANNO_SECTION, ANNO_XVII


def test_help_sections_of_every_decision_exist():
    known = set(rules_text.section_ids(rules_text.full_text(ANNO_XVII)))
    assert set(ANNO_SECTION.values()) <= known
    assert ANNO_XVII.default_section in known
    assert ANNO_XVII.rules_file == "anno_xvii.md"
