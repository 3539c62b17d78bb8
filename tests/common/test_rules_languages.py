"""The rules in two languages (issue 18): `rules_hu/GAME.en.md` beside every `GAME.md`.

The English text is a translation of the Hungarian one, kept in step section by section: the same
headings (level and id) in the same order, and in every section the same numbers, the same
references to other sections, the same option names and ids in code, and tables of the same
shape. When a Hungarian section changes, these tests name the English section to update.
"""

from __future__ import annotations

import re
from collections import Counter

import pytest

from common import rules_text
from common.registry import all_games

GAMES = sorted(all_games().values(), key=lambda game: game.id)
HEADING = re.compile(r"^#+\s.*\[[A-Z]{2}-\d+(?:\.\d+)*\]")
REFERENCE = re.compile(r"[A-Z]{2}-\d+(?:\.\d+)*")
IDENTIFIER = re.compile(r"`([A-Za-z0-9_=./…-]+)`")
DISTRIBUTIVE = re.compile(r"(?<![\d-])(\d+)[-–]\1(?![\d-])")
"""Hungarian "3-3 példányban" is English "3 copies each": the doubled number counts once."""


def sections(text: str) -> list[tuple[str, str]]:
    """(id, body without subsections) for every numbered section, the text before the first
    one under the id "intro"."""
    found: list[tuple[str, list[str]]] = [("intro", [])]
    for line in text.splitlines():
        if HEADING.match(line):
            found.append((rules_text.section_ids(line)[0], []))
        else:
            found[-1][1].append(line)
    return [(section_id, "\n".join(body)) for section_id, body in found]


def numbers(body: str) -> Counter[str]:
    return Counter(re.findall(r"\d+", DISTRIBUTIVE.sub(r"\1", body)))


def table_shape(body: str) -> list[int]:
    """The number of cells of every table row, in order."""
    return [line.count("|") for line in body.splitlines() if line.startswith("|")]


def fingerprint(body: str) -> dict[str, object]:
    """What a faithful translation of a section keeps unchanged."""
    return {
        "numbers": numbers(body),
        "references": Counter(REFERENCE.findall(body)),
        "ids in code": Counter(IDENTIFIER.findall(body)),
        "table rows": table_shape(body),
    }


@pytest.fixture(scope="module", params=GAMES, ids=lambda game: game.id)
def texts(request):
    game = request.param
    return game, rules_text.full_text(game, "hu"), rules_text.full_text(game, "en")


def test_every_game_ships_its_rules_in_both_languages():
    for game in GAMES:
        assert rules_text.file_name(game, "en") == game.rules_file.replace(".md", ".en.md")
        for lang in ("hu", "en"):
            assert rules_text.section_ids(rules_text.full_text(game, lang)), (game.id, lang)


def test_the_package_data_takes_every_rules_file():
    """`pip install .` ships what `pyproject.toml` lists: both files of every game match it."""
    import tomllib
    from fnmatch import fnmatch
    from pathlib import Path

    pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
    patterns = tomllib.loads(pyproject.read_text(encoding="utf-8"))["tool"]["setuptools"][
        "package-data"
    ]["rules_hu"]
    for game in GAMES:
        for lang in ("hu", "en"):
            name = rules_text.file_name(game, lang)
            assert any(fnmatch(name, pattern) for pattern in patterns), name


def test_headings_match_in_level_id_and_order(texts):
    game, hu, en = texts
    assert rules_text.headings(en) == rules_text.headings(hu), game.id


def test_each_section_keeps_numbers_references_ids_and_tables(texts):
    game, hu, en = texts
    differences = []
    for (section_id, hu_body), (_, en_body) in zip(sections(hu), sections(en), strict=True):
        hu_print, en_print = fingerprint(hu_body), fingerprint(en_body)
        differences += [
            f"{section_id} {what}: hu {hu_print[what]} en {en_print[what]}"
            for what in hu_print
            if hu_print[what] != en_print[what]
        ]
    assert not differences, f"{game.id}: English sections out of step:\n" + "\n".join(differences)


def test_the_fingerprint_sees_a_changed_number_reference_id_and_table():
    base = "A Well (2) gives 1 card (SJ-11.7), `auto_take_card_draws`.\n\n| a | b |\n|---|---|\n"
    assert fingerprint(base) == fingerprint(base.replace("A Well", "Egy kút"))
    for changed in (
        base.replace("(2)", "(3)"),
        base.replace("SJ-11.7", "SJ-11.8"),
        base.replace("auto_take_card_draws", "show_tile_history"),
        base + "| c | d |\n",
    ):
        assert fingerprint(changed) != fingerprint(base)


def test_distributive_numbers_count_once():
    assert numbers("8-8 cukormalom, 3-3 példány, 1–1 ház") == numbers("8 mills, 3 each, 1 each")
    assert numbers("1-1-2-2-3") == Counter({"1": 2, "2": 2, "3": 1})
    assert numbers("10-12") == Counter({"10": 1, "12": 1})
