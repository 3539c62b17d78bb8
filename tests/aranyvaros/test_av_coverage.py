"""Every section of rules_hu/aranyvaros.md is cited by at least one rule test, and no test
cites a section that does not exist."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULES = HERE.parent.parent / "rules_hu" / "aranyvaros.md"
SECTION = re.compile(r"^#{2,3} \[(AV-\d+(?:\.\d+)?)\]", re.MULTILINE)
MARK = re.compile(r"mark\.rule\(([^)]*)\)")
ID = re.compile(r"""["'](AV-[\d.]+)["']""")


def sections() -> set[str]:
    return set(SECTION.findall(RULES.read_text(encoding="utf-8")))


def cited() -> set[str]:
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        for call in MARK.finditer(path.read_text(encoding="utf-8")):
            found |= set(ID.findall(call.group(1)))
    return found


def test_every_subsection_is_cited():
    """Each numbered subsection (AV-n.m) has at least one test marked with its id."""
    wanted = {s for s in sections() if "." in s}
    assert len(wanted) >= 60
    assert sorted(wanted - cited()) == []


def test_cited_sections_exist():
    """A test never cites a section id the rules do not have."""
    assert sorted(cited() - sections()) == []


def test_help_sections_exist():
    """`?` shows the section of the decision on screen: every one the game names exists."""
    from aranyvaros.game import SECTION

    assert set(SECTION.values()) <= sections()
