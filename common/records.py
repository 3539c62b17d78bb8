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
"""A copy of a record with some fields changed, by keyword: `replace(turn, owed=2)`."""

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

    The subclass may add methods but no fields; for the type checker it re-declares the fields
    it writes under `if TYPE_CHECKING:` (they are read-only on the frozen record).
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


# -- transitional: the exec-built records of the games not yet on `Record` ---------------------

import dataclasses  # noqa: E402
from typing import ParamSpec  # noqa: E402

LR = TypeVar("LR")
T = TypeVar("T")
P = ParamSpec("P")


def _record_of(cls: type) -> type:
    """The frozen dataclass a twin class copies (its nearest dataclass base)."""
    return next(b for b in cls.__mro__[1:] if dataclasses.is_dataclass(b))


def _compile(name: str, code: str, scope: dict[str, Any]) -> Any:
    namespace: dict[str, Any] = {}
    exec(code, scope, namespace)  # how `dataclasses` itself builds __init__
    return namespace[name]


def quick(cls: type[T]) -> type[T]:
    """Class decorator (above `@dataclass(frozen=True, slots=True)`): the same `__init__` --
    parameters, defaults, `init=False` fields set to their default -- made fast.

    Not for records with default factories or `__post_init__` (none here has them), nor for a
    class that is subclassed with fields of its own.
    """
    if not dataclasses.is_dataclass(cls) or hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: quick() takes a dataclass without __post_init__")
    fields = dataclasses.fields(cls)
    lender = type(f"_{cls.__name__}Builder", (cls,), {"__slots__": (), **_UNGUARDED})
    scope: dict[str, Any] = {"_lend": _SET_CLASS, "_lender": lender, "_record": cls}
    params, body = [], []
    for f in fields:
        if f.default_factory is not dataclasses.MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: quick() takes no default factories")
        if f.default is not dataclasses.MISSING:
            scope[f"_default_{f.name}"] = f.default
        if f.init:
            default = f.default is not dataclasses.MISSING
            params.append(f"{f.name}=_default_{f.name}" if default else f.name)
            body.append(f"    self.{f.name} = {f.name}")
        else:
            body.append(f"    self.{f.name} = _default_{f.name}")
    code = "\n".join(
        [
            f"def __init__(self, {', '.join(params)}):",
            "    _lend(self, _lender)",
            *body,
            "    self.__class__ = _record",
        ]
    )
    init = _compile("__init__", code + "\n", scope)
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = init  # type: ignore[method-assign]
    scope["_new"] = object.__new__
    code = "\n".join(
        [
            f"def make({', '.join(params)}):",
            "    self = _new(_lender)",
            *body,
            "    self.__class__ = _record",
            "    return self",
        ]
    )
    make = _compile("make", code + "\n", scope)
    make.__qualname__ = f"{cls.__qualname__}.make"
    setattr(cls, _MAKE, staticmethod(make))
    return cls


_MAKE = "_quick_make"
"""Where `quick` keeps a record class's fast constructor (`maker`)."""


def maker(cls: Callable[P, T]) -> Callable[P, T]:
    """The fast constructor of a `quick` record class: a plain function that builds the very
    record `cls(...)` builds, with the same parameters, for the hot paths of the rules.

    Calling a class costs more than its `__init__` itself (Python 3.11 looks `__init__` up and
    calls it through the type on every call); a function called directly skips that, a
    quarter of the cost of a small record.
    """
    make = getattr(cls, _MAKE, None)
    if make is None:
        raise TypeError(f"{cls!r} is not a quick() record class")
    built: Callable[P, T] = make
    return built


_UNGUARDED = {"__setattr__": object.__setattr__, "__delattr__": object.__delattr__}
_SET_CLASS = object.__dict__["__class__"].__set__
"""Sets an object's class past its own `__setattr__` guard: the `__class__` descriptor itself,
a third faster than `object.__setattr__(obj, "__class__", cls)`, which looks the name up."""


class LegacyTwin(Generic[LR]):
    """Base of a record's mutable twin: `class Work(Twin[State], State)` (this base first).

    The subclass may add methods but no fields (`__slots__ = ()`); for mypy it re-declares the
    fields it writes under `if TYPE_CHECKING:`, since a frozen record's fields are read-only to
    the type checker. Build one with `thaw`, never by calling the class.
    """

    __slots__ = ()
    __setattr__ = object.__setattr__
    __delattr__ = object.__delattr__
    _record: ClassVar[type]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("__slots__", None) != ():
            raise TypeError(f"{cls.__name__} must declare __slots__ = () (a twin adds no fields)")
        record = _record_of(cls)
        fields = dataclasses.fields(record)
        lines = [f"    self.{f.name} = record.{f.name}" for f in fields]
        code = "\n".join(
            ["def _copy(record):", "    self = _new(_twin)", *lines, "    return self"]
        )
        copy = _compile("_copy", code, {"_new": object.__new__, "_twin": cls})
        cls._record = record
        cls.thaw = staticmethod(copy)  # type: ignore[method-assign]

    @classmethod
    def thaw(cls, record: LR) -> Self:
        """A mutable copy of `record`: every field, hidden ones included (each subclass
        replaces this with a copy function generated for its record's fields)."""
        raise NotImplementedError

    def freeze(self) -> LR:
        """This object as the frozen record; the builder is not to be used afterwards."""
        self.__class__ = self._record
        frozen: LR = self  # type: ignore[assignment]
        return frozen
