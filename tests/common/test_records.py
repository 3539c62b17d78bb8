"""Fast frozen records (`common.records`): the same records, built faster, and twins that turn
into the frozen record they copied."""

from __future__ import annotations

import ast
import dataclasses
import inspect
import pickle
import textwrap
from typing import Any

import pytest

from common.records import Twin, maker, quick


@dataclasses.dataclass(frozen=True, slots=True)
class Plain:
    a: int
    b: tuple[int, ...]
    c: str = "x"
    cache: Any = dataclasses.field(default=None, init=False, compare=False, repr=False)


@quick
@dataclasses.dataclass(frozen=True, slots=True)
class Fast:
    a: int
    b: tuple[int, ...]
    c: str = "x"
    cache: Any = dataclasses.field(default=None, init=False, compare=False, repr=False)


class FastWork(Twin[Fast], Fast):
    __slots__ = ()


def test_a_quick_record_is_built_as_the_dataclass_would_build_it():
    for args, kwargs in (((1, (2,)), {}), ((1, (2,), "y"), {}), ((), {"b": (), "a": 3})):
        plain, fast = Plain(*args, **kwargs), Fast(*args, **kwargs)
        assert [getattr(fast, f.name) for f in dataclasses.fields(Fast)] == [
            getattr(plain, f.name) for f in dataclasses.fields(Plain)
        ]
        assert repr(fast) == repr(plain).replace("Plain", "Fast")
    assert type(Fast(1, ())) is Fast
    with pytest.raises(TypeError):
        Fast(1)  # type: ignore[call-arg]


def test_the_fast_constructor_builds_what_the_class_builds():
    make = maker(Fast)
    for args, kwargs in (((1, (2,)), {}), ((1, (2,), "y"), {}), ((), {"b": (), "a": 3})):
        built, made = Fast(*args, **kwargs), make(*args, **kwargs)
        assert type(made) is Fast and made == built and made.cache is None
    with pytest.raises(dataclasses.FrozenInstanceError):
        make(1, ()).a = 2  # type: ignore[misc]
    with pytest.raises(TypeError):
        make(1)  # type: ignore[call-arg]
    with pytest.raises(TypeError, match="not a quick"):
        maker(Plain)


def test_a_quick_record_stays_frozen_comparable_and_replaceable():
    fast = Fast(1, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        fast.a = 2  # type: ignore[misc]
    assert fast == Fast(1, (2,)) and hash(fast) == hash(Fast(1, (2,)))
    assert fast != Fast(2, (2,))
    assert dataclasses.replace(fast, c="z") == Fast(1, (2,), "z")
    assert pickle.loads(pickle.dumps(fast)) == fast


def test_quick_refuses_what_it_cannot_build():
    with pytest.raises(TypeError):

        @quick
        @dataclasses.dataclass(frozen=True, slots=True)
        class WithFactory:
            items: list[int] = dataclasses.field(default_factory=list)


def test_a_twin_copies_every_field_and_freezes_into_the_record():
    original = Fast(1, (2,))
    object.__setattr__(original, "cache", "kept")
    work = FastWork.thaw(original)
    assert work.cache == "kept" and work == work  # a copy of hidden fields too
    work.a = 5
    work.cache = None
    assert original == Fast(1, (2,)) and original.cache == "kept"
    frozen = work.freeze()
    assert type(frozen) is Fast and frozen == Fast(5, (2,))
    with pytest.raises(dataclasses.FrozenInstanceError):
        frozen.a = 6  # type: ignore[misc]


def test_a_twin_may_not_add_fields():
    with pytest.raises(TypeError):

        class Widened(Twin[Fast], Fast):
            __slots__ = ("extra",)


def _declared_for_the_type_checker(cls: type) -> dict[str, str]:
    """The fields a twin re-declares under `if TYPE_CHECKING:` (name: annotation)."""
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    block = next(n for n in ast.walk(tree) if isinstance(n, ast.If))
    return {
        n.target.id: ast.unparse(n.annotation)
        for n in block.body
        if isinstance(n, ast.AnnAssign) and isinstance(n.target, ast.Name)
    }


def _twins() -> list[type]:
    import aranyvaros.rules.table
    import puertorico.rules.table
    import sanjuan.rules.table

    modules = (sanjuan.rules.table, puertorico.rules.table, aranyvaros.rules.table)
    return [
        cls
        for m in modules
        for cls in vars(m).values()
        if isinstance(cls, type) and issubclass(cls, Twin) and cls.__module__ == m.__name__
    ]


@pytest.mark.parametrize("twin", _twins(), ids=lambda cls: f"{cls.__module__}.{cls.__name__}")
def test_every_rules_twin_declares_its_records_fields(twin):
    record = twin._record
    expected = {f.name: str(f.type) for f in dataclasses.fields(record)}
    assert _declared_for_the_type_checker(twin) == expected
