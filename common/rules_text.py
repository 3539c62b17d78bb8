"""The rules shipped in `rules_hu/`, in Hungarian (`sanjuan.md`) and English (`sanjuan.en.md`),
and single sections by id ([SJ-4.2] etc.); both languages share every section id."""

from __future__ import annotations

import re
from importlib import resources

from common.contract import EngineError, GameDef, Lang

NO_SECTION: dict[Lang, str] = {
    "hu": "Ehhez a lépéshez nincs szabályrész.",
    "en": "There is no rules section for this step.",
}
"""What a client says when the step on screen names no section it has (`tarsas join`, the
browser seat)."""

_HEADING = re.compile(r"^(#+)\s.*\[([A-Z]{2}-\d+(?:\.\d+)*)\]")


def file_name(game: GameDef, lang: Lang = "hu") -> str:
    """`sanjuan.md` in Hungarian, `sanjuan.en.md` in English, beside it in `rules_hu/`."""
    if lang == "hu":
        return game.rules_file
    return game.rules_file.removesuffix(".md") + f".{lang}.md"


def full_text(game: GameDef, lang: Lang = "hu") -> str:
    return resources.files("rules_hu").joinpath(file_name(game, lang)).read_text(encoding="utf-8")


def headings(text: str) -> list[tuple[int, str]]:
    """(level, id) of every numbered heading, in order: what the two languages must share."""
    return [
        (len(m.group(1)), m.group(2)) for line in text.splitlines() if (m := _HEADING.match(line))
    ]


def section_ids(text: str) -> list[str]:
    return [section_id for _, section_id in headings(text)]


def section(game: GameDef, section_id: str, lang: Lang = "hu") -> str:
    """One section with its subsections; an unknown id lists the ids there are."""
    lines = full_text(game, lang).splitlines()
    wanted = section_id.strip().upper()
    for start, line in enumerate(lines):
        m = _HEADING.match(line)
        if m and m.group(2) == wanted:
            level = len(m.group(1))
            end = start + 1
            while end < len(lines):
                nxt = re.match(r"^(#+)\s", lines[end])
                if nxt and len(nxt.group(1)) <= level:
                    break
                end += 1
            return "\n".join(lines[start:end]).strip() + "\n"
    chapters = [i for i in section_ids("\n".join(lines)) if "." not in i]
    raise EngineError(
        f"no section {section_id!r} in the {game.id} rules; chapters {chapters[0]}…"
        f"{chapters[-1]} (their sections are n.1, n.2, …; `tarsas rules {game.id}` shows all)"
    )
