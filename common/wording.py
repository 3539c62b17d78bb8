"""Small helpers every game's wording shares (moves, explanations, prompts)."""

from __future__ import annotations

from types import ModuleType

from common.engine import Lang


def plural(n: int) -> str:
    """The English plural ending for `n` things ("s" unless one); the Hungarian texts never
    use it, so templates of both languages can take the same values."""
    return "" if n == 1 else "s"


def texts_for(lang: Lang, hu: ModuleType, en: ModuleType) -> ModuleType:
    """A game's text module in the table's language."""
    return en if lang == "en" else hu
