"""Records (`common.records.Record`) and frozen dataclasses to and from plain JSON data, driven
by their type hints.

Positions (`*.json`) and `replay --json` use this, so a game's state and views need no
hand-written serialisers: a new field is serialised as soon as it exists.
"""

from __future__ import annotations

import dataclasses
import types
import typing
from functools import cache
from typing import Any, Union

import msgspec

from common.records import Record, position_fields


class SnapshotError(ValueError):
    """The data does not fit the record it should rebuild; the message names the path."""


def to_data(obj: Any) -> Any:
    """A record tree as dicts, lists and scalars. A record's caches (the legal moves a state
    carries, `common.turns`) and a dataclass's fields left out of `__init__` are not data."""
    if isinstance(obj, Record):
        return {name: to_data(getattr(obj, name)) for name in position_fields(type(obj))}
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
    if isinstance(tp, type) and issubclass(tp, Record):
        fields = [(f.name, f.required) for f in msgspec.structs.fields(tp)]
        return _object_from_data(tp, [f for f in fields if f[0] not in tp.caches], data, path)
    if isinstance(tp, type) and dataclasses.is_dataclass(tp):
        missing = dataclasses.MISSING
        required = [
            (f.name, f.default is missing and f.default_factory is missing)
            for f in dataclasses.fields(tp)
            if f.init
        ]
        return _object_from_data(tp, required, data, path)
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


def _object_from_data(tp: type, fields: list[tuple[str, bool]], data: Any, path: str) -> Any:
    """A record or dataclass from its fields' data (`fields`: each name, and whether it has no
    default): every required field must be there, and no other name may be."""
    if not isinstance(data, dict):
        raise SnapshotError(f"{path}: expected an object")
    hints = _hints(tp)
    unknown = set(data) - {name for name, _ in fields}
    if unknown:
        raise SnapshotError(f"{path}: unknown field(s) {', '.join(sorted(unknown))}")
    kwargs = {}
    for name, required in fields:
        if name in data:
            kwargs[name] = from_data(hints[name], data[name], f"{path}.{name}")
        elif required:
            raise SnapshotError(f"{path}: missing field {name}")
    return tp(**kwargs)
