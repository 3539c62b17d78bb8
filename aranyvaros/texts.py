"""The shape of Az Aranyváros's text modules (`text_hu`, `text_en`): every renderer and explainer
takes one as `tx: Texts`, and mypy checks both modules against it (a module stands for a
protocol as an object does). `texts(lang)` is the one in the table's language."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Protocol

from aranyvaros import text_en, text_hu
from common.contract import Lang


class Texts(Protocol):
    @property
    def TERRAIN(self) -> Mapping[str, str]: ...

    @property
    def TERRAIN_ADJ(self) -> Mapping[str, str]: ...

    @property
    def GOODS(self) -> Mapping[str, str]: ...

    @property
    def REGION(self) -> Mapping[str, str]: ...

    @property
    def PLACE(self) -> Mapping[str, str]: ...

    @property
    def AREA(self) -> Mapping[str, str]: ...

    @property
    def AREA_SHORT(self) -> Mapping[str, str]: ...

    @property
    def REWARD(self) -> Mapping[str, str]: ...

    @property
    def REWARD_WORD(self) -> Mapping[str, str]: ...

    @property
    def UNIT(self) -> Mapping[str, tuple[str, str]]: ...

    @property
    def BONUS(self) -> Mapping[str, str]: ...

    @property
    def BONUS_NAME(self) -> Mapping[str, str]: ...

    @property
    def COLOUR(self) -> Mapping[str, str]: ...

    @property
    def PHASE(self) -> Mapping[str, str]: ...

    @property
    def END(self) -> Mapping[str, str]: ...

    @property
    def PROMPT(self) -> Mapping[str, str]: ...

    @property
    def MOVE(self) -> Mapping[str, str]: ...

    @property
    def COST(self) -> Mapping[str, str]: ...

    @property
    def CITY_REWARD(self) -> Mapping[str, str]: ...

    @property
    def CITY_MAP(self) -> Mapping[str, str]: ...

    @property
    def SCORE(self) -> Mapping[str, str]: ...

    @property
    def WORD(self) -> Mapping[str, str]: ...

    @property
    def GLOSSARY(self) -> Mapping[str, str]: ...

    @property
    def AUTOMATIC(self) -> Mapping[str, str]: ...

    @property
    def CHOICE(self) -> Mapping[str, str]: ...

    @property
    def EXPLAIN(self) -> Mapping[str, str]: ...


def texts(lang: Lang) -> Texts:
    return text_en if lang == "en" else text_hu
