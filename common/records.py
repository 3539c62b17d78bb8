"""The immutable records a rules core is made of, and the mutable twin `apply` works on.

A record is a frozen `msgspec.Struct` (`Record`): built with keywords, copied with some fields
changed by `replace(record, owed=record.owed - 1)` (`msgspec.structs.replace`), compared and
hashed by its fields. msgspec builds and copies such a record in C, two to three times faster
than the hand-made constructors it replaced (D-E-31), so a readable copy is also the fast one.
Records are not tracked by the garbage collector (`gc=False`): they hold only numbers,
strings, tuples and other records, so they can never be part of a reference cycle.

A record may declare fields as `caches` (the legal moves a state carries, D-E-16): values the
position implies, given when the record is built and never written afterwards. They are left
out of equality, hashing, `repr` and saved files (`common.snapshot`), so two equal positions
stay equal whatever their caches hold.

`apply` changes a state field by field; it works on the state's mutable twin (`Twin`): a
subclass that adds no fields and is not frozen, copied from the record (`thaw`) and copied back
into a new record at the end (`freeze`). Both copies go through the fields in the one order
both classes declare them in.
"""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar, Generic, Self, TypeVar

import msgspec

replace = msgspec.structs.replace
"""A copy of a record with some fields changed, by keyword: `replace(turn, owed=2)`. It keeps
the record's caches: a copy that changes the position names them (`replace(state, ...,
legal=None)`)."""

_fields = msgspec.structs.astuple


R = TypeVar("R", bound="Record")


class Record(msgspec.Struct, frozen=True, gc=False):
    """Base of every record of a rules core (`class Turn(Record, frozen=True)`: msgspec
    inherits `frozen`, the type checker needs it said)."""

    caches: ClassVar[tuple[str, ...]] = ()
    """Fields that cache what the position implies (declared with `@caching`)."""


def position_fields(cls: type[Record]) -> tuple[str, ...]:
    """A record class's fields that make up its value: all but its caches."""
    return tuple(f for f in cls.__struct_fields__ if f not in cls.caches)


def caching(*caches: str) -> Callable[[type[R]], type[R]]:
    """Class decorator: these fields of the record are caches, left out of its equality, hash,
    repr and saved files (msgspec's own equality would count them in)."""

    def declare(cls: type[R]) -> type[R]:
        unknown = set(caches) - set(cls.__struct_fields__)
        if unknown:
            raise TypeError(f"{cls.__name__} has no field {', '.join(sorted(unknown))}")
        cls.caches = caches
        _compare_without_caches(cls)
        return cls

    return declare


def _compare_without_caches(cls: type[Record]) -> None:
    """Give `cls` equality, hash and repr over its position fields only."""
    names = position_fields(cls)
    position: Callable[[Any], Any] = attrgetter(*names)

    def __eq__(self: Record, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return self is other or position(self) == position(other)

    def __hash__(self: Record) -> int:
        return hash(position(self))

    def __repr__(self: Record) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in names)
        return f"{type(self).__name__}({shown})"

    cls.__eq__ = __eq__  # type: ignore[method-assign,assignment]
    cls.__hash__ = __hash__  # type: ignore[method-assign,assignment]
    cls.__repr__ = __repr__  # type: ignore[method-assign,assignment]


class Twin(Generic[R]):
    """Base of a record's mutable twin, first among its bases:
    `class Work(Twin[State], State, frozen=False)`.

    The subclass may add methods but no fields (`tests/common/test_records.py` checks every
    game's twins); for the type checker it re-declares the fields it writes under
    `if TYPE_CHECKING:` (they are read-only on the frozen record).
    """

    __slots__ = ()
    _record: ClassVar[type[Record]]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._record = next(b for b in cls.__mro__[1:] if issubclass(b, Record))

    @classmethod
    def thaw(cls, record: R) -> Self:
        """A mutable copy of `record`, caches included."""
        return cls(*_fields(record))

    def freeze(self) -> R:
        """A new frozen record with this twin's fields."""
        frozen: R = self._record(*_fields(self))  # type: ignore[arg-type,assignment]
        return frozen
