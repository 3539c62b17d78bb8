"""Every section of rules_hu/sanjuan.md is cited by at least one rule test, and no test cites a
section that does not exist."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULES = HERE.parent.parent / "rules_hu" / "sanjuan.md"
SECTION = re.compile(r"^#{2,3} \[(SJ-\d+(?:\.\d+)?)\]", re.MULTILINE)
CITED = re.compile(r"""pytest\.mark\.rule\(\s*["'](SJ-[\d.]+)["']""")


def sections() -> set[str]:
    return set(SECTION.findall(RULES.read_text(encoding="utf-8")))


def cited() -> set[str]:
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        found |= set(CITED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_subsection_is_cited():
    """Each numbered subsection (SJ-n.m) has at least one test marked with its id."""
    wanted = {s for s in sections() if "." in s}
    assert len(wanted) >= 50
    assert sorted(wanted - cited()) == []


def test_cited_sections_exist():
    """A test never cites a section id the rules do not have."""
    assert sorted(cited() - sections()) == []
