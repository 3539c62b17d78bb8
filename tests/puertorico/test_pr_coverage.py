"""Every section of rules_hu/puertorico.md ([PR-n.m] base game, [PX-n.m] Expansion I,
[PN-n.m] Expansion II) is cited by a rule test, and no test cites a section that does not
exist."""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).parent
RULES = HERE.parent.parent / "rules_hu" / "puertorico.md"
SECTION = re.compile(r"^#{2,3} \[(P[RXN]-\d+(?:\.\d+)?)\]", re.MULTILINE)
CITED = re.compile(r"""pytest\.mark\.rule\(\s*["'](P[RXN]-[\d.]+)["']""")


def sections() -> set[str]:
    return set(SECTION.findall(RULES.read_text(encoding="utf-8")))


def cited() -> set[str]:
    found: set[str] = set()
    for path in HERE.glob("test_*.py"):
        found |= set(CITED.findall(path.read_text(encoding="utf-8")))
    return found


def test_every_subsection_is_cited():
    wanted = {s for s in sections() if "." in s}
    assert len(wanted) >= 80 + 24 + 18
    assert sorted(wanted - cited()) == []


def test_cited_sections_exist():
    assert sorted(cited() - sections()) == []
