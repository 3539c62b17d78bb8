"""Frozen dataclass records to and from plain JSON data, driven by their type hints.

Positions (`*.json`) and `replay --json` use this, so a game's state and views need no
hand-written serialisers: a new field is serialised as soon as it exists.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Union


class SnapshotError(ValueError):
    """The data does not fit the record it should rebuild; the message names the path."""


def to_data(obj: Any) -> Any:
    """A dataclass tree as dicts, lists and scalars. Fields left out of `__init__` are caches
    (the legal moves a state carries, `common.turns`), not data."""
    if dataclasses.is_dataclass(obj) and not isinstance(obj, type):
        return {f.name: to_data(getattr(obj, f.name)) for f in dataclasses.fields(obj) if f.init}
    if isinstance(obj, tuple | list):
        return [to_data(x) for x in obj]
    if isinstance(obj, dict):
        return {str(k): to_data(v) for k, v in obj.items()}
    return obj


@cache
def _hints(cls: type) -> dict[str, Any]:
    return typing.get_type_hints(cls)


def from_data(tp: Any, data: Any, path: str = "$") -> Any:
    """Rebuild a value of type `tp` from `to_data` output; raises SnapshotError."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        errors = []
        for option in args:
            try:
                return from_data(option, data, path)
            except SnapshotError as e:
                errors.append(str(e))
        raise SnapshotError(f"{path}: {data!r} fits none of {tp}")
    if tp is type(None):
        if data is not None:
            raise SnapshotError(f"{path}: expected null")
        return None
    if origin is tuple:
        if not isinstance(data, list):
            raise SnapshotError(f"{path}: expected a list")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(from_data(args[0], x, f"{path}[{i}]") for i, x in enumerate(data))
        if len(args) != len(data):
            raise SnapshotError(f"{path}: expected {len(args)} items")
        return tuple(
            from_data(a, x, f"{path}[{i}]") for i, (a, x) in enumerate(zip(args, data, strict=True))
        )
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        if not isinstance(data, dict):
            raise SnapshotError(f"{path}: expected an object")
        hints = _hints(tp)
        fields = [f for f in dataclasses.fields(tp) if f.init]
        unknown = set(data) - {f.name for f in fields}
        if unknown:
            raise SnapshotError(f"{path}: unknown field(s) {', '.join(sorted(unknown))}")
        kwargs = {}
        for f in fields:
            if f.name in data:
                kwargs[f.name] = from_data(hints[f.name], data[f.name], f"{path}.{f.name}")
            elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
                raise SnapshotError(f"{path}: missing field {f.name}")
        return tp(**kwargs)
    if tp is bool:
        if not isinstance(data, bool):
            raise SnapshotError(f"{path}: expected true or false")
        return data
    if tp is int:
        if not isinstance(data, int) or isinstance(data, bool):
            raise SnapshotError(f"{path}: expected a whole number")
        return data
    if tp is str:
        if not isinstance(data, str):
            raise SnapshotError(f"{path}: expected a string")
        return data
    if tp is Any:
        return data
    raise SnapshotError(f"{path}: cannot rebuild type {tp}")
