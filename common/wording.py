"""Small helpers every game's wording shares (moves, explanations, prompts)."""

from __future__ import annotations


def plural(n: int) -> str:
    """The English plural ending for `n` things ("s" unless one); the Hungarian texts never
    use it, so templates of both languages can take the same values."""
    return "" if n == 1 else "s"


VOWELS = frozenset("aáeéiíoóöőuúüű")


def hu_article(word: str) -> str:
    """The Hungarian definite article before `word`: "az" before a vowel, else "a"."""
    return "az" if word[:1].lower() in VOWELS else "a"
