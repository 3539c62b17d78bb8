"""Every section of rules_hu/anno_xvii.md is cited by an ANNO rule test, no test cites a
section that does not exist, and every `?` help section of an ANNO decision exists."""

from __future__ import annotations

import re
from pathlib import Path

from sanjuan.game import ANNO_SECTION, ANNO_XVII

HERE = Path(__file__).parent
RULES = HERE.parent.parent / "rules_hu" / "anno_xvii.md"
SECTION = re.compile(r"^#{2,3} \[(AN-\d+(?:\.\d+)?)\]", re.MULTILINE)
CITED = re.compile(r"""pytest\.mark\.rule\(\s*["'](AN-[\d.]+)["']""")


def sections() -> set[str]:
    return set(SECTION.findall(RULES.read_text(encoding="utf-8")))


def cited() -> set[str]:
    found: set[str] = set()
    for path in HERE.glob("test_anno_*.py"):
        found |= set(CITED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_subsection_is_cited():
    """Each numbered subsection (AN-n.m) has at least one test marked with its id."""
    wanted = {s for s in sections() if "." in s}
    assert len(wanted) >= 60
    assert sorted(wanted - cited()) == []


def test_cited_sections_exist():
    assert sorted(cited() - sections()) == []


def test_help_sections_of_every_decision_exist():
    known = sections()
    assert set(ANNO_SECTION.values()) <= known
    assert ANNO_XVII.default_section in known
    assert ANNO_XVII.rules_file == RULES.name
