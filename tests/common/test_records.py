"""The records of a rules core (`common.records`): frozen, copied by keyword, caches out of
equality and files, and mutable twins that freeze into a new record."""

from __future__ import annotations

import ast
import inspect
import pickle
import textwrap
from typing import TYPE_CHECKING, Any

import msgspec
import pytest

from common.records import Record, Twin, caching, position_fields, replace
from common.snapshot import from_data, to_data


@caching("cache")
class Fast(Record, frozen=True):
    a: int
    b: tuple[int, ...]
    c: str = "x"
    cache: Any = None


class FastWork(Twin[Fast], Fast, frozen=False):  # type: ignore[misc]
    if TYPE_CHECKING:
        a: int
        b: tuple[int, ...]
        c: str
        cache: Any


def test_a_record_is_frozen_compared_by_value_and_copied_by_keyword():
    fast = Fast(a=1, b=(2,))
    with pytest.raises(AttributeError):
        fast.a = 2  # type: ignore[misc]
    assert fast == Fast(a=1, b=(2,)) and hash(fast) == hash(Fast(a=1, b=(2,)))
    assert fast != Fast(a=2, b=(2,))
    assert replace(fast, c="z") == Fast(a=1, b=(2,), c="z")
    assert pickle.loads(pickle.dumps(fast)) == fast


def test_caches_are_left_out_of_equality_hash_repr_and_files():
    cached = Fast(a=1, b=(2,), cache="moves")
    plain = Fast(a=1, b=(2,))
    assert cached == plain and hash(cached) == hash(plain)
    assert repr(cached) == "Fast(a=1, b=(2,), c='x')"
    assert position_fields(Fast) == ("a", "b", "c")
    assert to_data(cached) == {"a": 1, "b": [2], "c": "x"}
    assert from_data(Fast, to_data(cached)) == plain
    assert replace(cached, c="y").cache == "moves"  # a copy keeps them: drop them by name
    with pytest.raises(TypeError, match="no field"):
        caching("nothing")(Fast)


def test_a_twin_copies_every_field_and_freezes_into_a_new_record():
    original = Fast(a=1, b=(2,), cache="kept")
    work = FastWork.thaw(original)
    assert type(work) is FastWork and work.cache == "kept"
    work.a = 5
    work.cache = None
    assert original == Fast(a=1, b=(2,)) and original.cache == "kept"
    frozen = work.freeze()
    assert type(frozen) is Fast and frozen == Fast(a=5, b=(2,)) and frozen.cache is None
    with pytest.raises(AttributeError):
        frozen.a = 6  # type: ignore[misc]


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
    import aranyvaros.rules.working_copy
    import puertorico.rules.working_copy
    import sanjuan.rules.working_copy

    modules = (
        sanjuan.rules.working_copy,
        puertorico.rules.working_copy,
        aranyvaros.rules.working_copy,
    )
    return [
        cls
        for m in modules
        for cls in vars(m).values()
        if isinstance(cls, type) and issubclass(cls, Twin) and cls.__module__ == m.__name__
    ]


@pytest.mark.parametrize("twin", _twins(), ids=lambda cls: f"{cls.__module__}.{cls.__name__}")
def test_every_rules_twin_adds_no_field_and_declares_its_records_fields(twin):
    record = twin._record
    assert twin.__struct_fields__ == record.__struct_fields__
    hints = {f.name: f.type for f in msgspec.structs.fields(record)}
    declared = _declared_for_the_type_checker(twin)
    assert list(declared) == list(hints)
