"""The shape of Puerto Rico's text modules (`text_hu`, `text_en`): every renderer and explainer
takes one as `tx: Texts`, and mypy checks both modules against it (a module stands for a
protocol as an object does). `texts(lang)` is the one in the table's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from common.contract import Lang
from puertorico import text_en, text_hu


class Texts(Protocol):
    @property
    def BUILDING(self) -> Mapping[str, str]: ...

    @property
    def SHORT(self) -> Mapping[str, str]: ...

    @property
    def KIND(self) -> Mapping[str, str]: ...

    @property
    def GOOD(self) -> Mapping[str, str]: ...

    @property
    def TILE(self) -> Mapping[str, str]: ...

    @property
    def ROLE(self) -> Mapping[str, str]: ...

    @property
    def ABBREV(self) -> Mapping[str, str]: ...

    @property
    def SHIP(self) -> Mapping[str, str]: ...

    @property
    def PHASE(self) -> Mapping[str, str]: ...

    @property
    def TRIGGER(self) -> Mapping[str, str]: ...

    @property
    def PROMPT(self) -> Mapping[str, str]: ...

    @property
    def MOVE(self) -> Mapping[str, str]: ...

    @property
    def SCORE(self) -> Mapping[str, str]: ...

    @property
    def WORD(self) -> Mapping[str, str]: ...

    @property
    def EFFECT(self) -> Mapping[str, str]: ...

    @property
    def AUTOMATIC(self) -> Mapping[str, str]: ...

    @property
    def CHOICE(self) -> Mapping[str, str]: ...

    @property
    def EXPLAIN(self) -> Mapping[str, str]: ...


def texts(lang: Lang) -> Texts:
    return text_en if lang == "en" else text_hu
