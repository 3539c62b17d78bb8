"""What counts as a Hungarian word in an English text (issue 18): the scans of every English
text and screen use it, so it is written once."""

from __future__ import annotations

import re

HUNGARIAN = re.compile(
    r"[áéíóöőúüűÁÉÍÓÖŐÚÜŰ]"
    r"|\b(?:kártya\w*|lap|lapot|lapja|játékos\w*|passz|kör|kész|gép|ember|igen|nem|és|vagy|"
    r"épület\w*|érme|kulcs|levél|ház|áru|termel\w*|elad\w*|épít\w*|mégse|mentés|kilépés|"
    r"szék|kézben|tipp|azóta|hogy|egy|az|van|példa)\b",
    re.IGNORECASE,
)
"""Hungarian-only letters, and Hungarian words the code is known to use (issue 18)."""
EXEMPT = ("Az Aranyváros",)
"""Proper names allowed in any language: the game's own title."""


def hungarian_in(text: str) -> list[str]:
    """The Hungarian letters and words in `text`, each once, the exempt titles set aside
    (the scans name their players in ASCII)."""
    for name in EXEMPT:
        text = text.replace(name, "")
    return sorted({m.group(0) for m in HUNGARIAN.finditer(text)})
