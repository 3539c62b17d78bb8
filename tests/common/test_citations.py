"""Citation check (ARCHITECTURE §7): the rule ids cited by tests against the rules_hu headings.

Every id a test cites with a `rule` mark must exist in `rules_hu/`, in Hungarian and in English;
every numbered subsection of every game, and every San Juan chapter, must be cited by at least
one test. Other gaps (a chapter without subsections) are reported (printed and warned), not
failed.
"""

from __future__ import annotations

import re
import warnings
from collections import Counter
from importlib import resources
from pathlib import Path

import pytest

from common import rules_text
from common.contract import Lang
from common.registry import all_games

TESTS = Path(__file__).resolve().parents[1]
PREFIXES = ("SJ", "AN", "PR", "PX", "PN", "AV")
ID = r"[A-Z]{2}-\d+(?:\.\d+)*"
MARK = re.compile(r"mark\.rule\(([^)]*)\)")
QUOTED = re.compile(rf"""["']({ID})["']""")


def rules_ids(lang: Lang = "hu") -> dict[str, str]:
    """Every section id of the rules in one language, mapped to the file it is in."""
    found: dict[str, str] = {}
    for game in all_games().values():
        for section in rules_text.section_ids(rules_text.full_text(game, lang)):
            found[section] = rules_text.file_name(game, lang)
    return found


def cited_ids(root: Path, skip: tuple[Path, ...] = ()) -> dict[str, list[str]]:
    """id -> the test files citing it, from the text of `mark.rule(...)` calls."""
    cited: dict[str, list[str]] = {}
    for path in sorted(root.rglob("*.py")):
        if path.resolve() in skip:
            continue
        text = path.read_text(encoding="utf-8")
        for call in MARK.finditer(text):
            for section in QUOTED.findall(call.group(1)):
                cited.setdefault(section, []).append(str(path.relative_to(root)))
    return cited


def uncited(known: set[str], cited: set[str]) -> list[str]:
    """Numbered sections no test cites; a chapter (SJ-4) counts as cited via its subsections."""
    gaps = []
    for section in sorted(known, key=_order):
        if section in cited:
            continue
        children = [c for c in cited if c.startswith(section + ".")]
        if "." not in section and children:
            continue
        gaps.append(section)
    return gaps


def _order(section: str) -> tuple:
    prefix, _, numbers = section.partition("-")
    return (prefix, *(int(n) for n in numbers.split(".")))


THIS = (Path(__file__).resolve(),)


@pytest.fixture(scope="module")
def known() -> dict[str, str]:
    return rules_ids()


@pytest.fixture(scope="module")
def cited() -> dict[str, list[str]]:
    return cited_ids(TESTS, THIS)


def test_rules_files_have_sections(known):
    assert known, "no [XX-n.m] headings found in rules_hu"
    for game in all_games().values():
        assert game.rules_file in set(known.values()), game.id


def test_section_ids_are_unique_and_well_formed():
    for entry in resources.files("rules_hu").iterdir():
        if not entry.name.endswith(".md"):
            continue
        ids = rules_text.section_ids(entry.read_text(encoding="utf-8"))
        dupes = [i for i, n in Counter(ids).items() if n > 1]
        assert not dupes, f"{entry.name}: section ids used twice: {dupes}"
        for section in ids:
            assert section.split("-")[0] in PREFIXES, section
            if "." in section:
                chapter = section.rsplit(".", 1)[0]
                assert chapter in ids, f"{section} has no chapter {chapter}"


def test_every_cited_id_exists(known, cited):
    missing = {c: files for c, files in cited.items() if c not in known}
    assert not missing, f"tests cite sections that rules_hu does not have: {missing}"


def test_every_cited_id_exists_in_english(cited):
    english = rules_ids("en")
    missing = {c: files for c, files in cited.items() if c not in english}
    assert not missing, f"tests cite sections that the English rules do not have: {missing}"


def test_a_citation_of_a_missing_id_is_caught(tmp_path, known):
    (tmp_path / "test_fake.py").write_text(
        "import pytest\n\n\n"
        '@pytest.mark.rule("SJ-4.2")\n'
        '@pytest.mark.rule("SJ-99.9")\n'
        "def test_x():\n    pass\n\n\n"
        "@pytest.mark.rule('SJ-3.1', 'SJ-98')\n"
        "def test_y():\n    pass\n",
        encoding="utf-8",
    )
    cited = cited_ids(tmp_path)
    assert set(cited) == {"SJ-4.2", "SJ-99.9", "SJ-3.1", "SJ-98"}
    assert sorted(c for c in cited if c not in known) == ["SJ-98", "SJ-99.9"]


def test_uncited_helper():
    known = {"SJ-1", "SJ-1.1", "SJ-1.2", "SJ-2", "SJ-2.1", "SJ-3"}
    assert uncited(known, {"SJ-1.1", "SJ-2.1", "SJ-3"}) == ["SJ-1.2"]


def test_report_uncited_sections(known, cited):
    """Print (and warn about) every numbered section that no test cites yet."""
    gaps = uncited(set(known), set(cited))
    by_file: dict[str, list[str]] = {}
    for section in gaps:
        by_file.setdefault(known[section], []).append(section)
    print(f"\nrules_hu citations: {len(known) - len(gaps)} of {len(known)} sections cited")
    for name, sections in sorted(by_file.items()):
        print(f"  {name}: not cited: {', '.join(sections)}")
    if gaps:
        warnings.warn(f"rules_hu sections not cited by any test: {', '.join(gaps)}", stacklevel=1)


MIN_SUBSECTIONS = {
    "sanjuan.md": 50,
    "anno_xvii.md": 60,
    "puertorico.md": 80 + 24 + 18,
    "aranyvaros.md": 60,
}
"""At least this many numbered subsections in each game's rules: a cut rules file shows."""


@pytest.mark.parametrize("rules_file", sorted(MIN_SUBSECTIONS))
def test_every_subsection_of_every_game_is_cited(known, cited, rules_file):
    """Each numbered subsection (SJ-n.m, AN-n.m, PR-, PX-, PN-n.m, AV-n.m) has at least one test
    marked with its id."""
    assert set(MIN_SUBSECTIONS) == {game.rules_file for game in all_games().values()}
    wanted = {s for s, name in known.items() if name == rules_file and "." in s}
    assert len(wanted) >= MIN_SUBSECTIONS[rules_file]
    assert sorted(wanted - set(cited)) == []


def test_every_san_juan_section_is_cited(known, cited):
    sj = {k for k in known if k.startswith("SJ-")}
    gaps = uncited(sj, set(cited))
    assert not gaps, f"San Juan sections no rule test cites: {', '.join(gaps)}"


def test_help_sections_exist(known):
    """`?` in a game shows the section of the current decision: each one must exist."""
    from tarsas_kit import new_session, play_random

    shown = set()
    for players, seed, options in ((2, 1, None), (4, 2, {"starting_hand_draft": True})):
        session = play_random(new_session(players, seed, options), seed=seed)
        shown |= {session.game.phase_section(state) for state in session.states}
    missing = sorted(shown - set(known))
    assert not missing, missing
