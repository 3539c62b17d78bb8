"""Fast construction of the frozen records a rules core is made of.

A rules core keeps its states immutable (`@dataclass(frozen=True, slots=True)`), and `apply`
builds new records for every decision. Python makes that slow in two places, which this module
removes without making anything mutable to the outside:

- A frozen dataclass's `__init__` stores each field through `object.__setattr__`, a slow call,
  to get past the class's own guard. `quick` gives the class an `__init__` with the same
  signature that briefly lends the new object to a mutable twin class and stores the fields
  with plain attribute writes (three to four times faster). Calling the class still costs
  more than that `__init__`; `maker(cls)` is the same construction as a plain function, for
  the hot paths.
- Copying a state field by field into a mutable working object and building a fresh record
  from it at the end of `apply` costs about as much as the rules themselves. A `Twin` is a
  mutable subclass of a record that adds no fields: `Twin.thaw(record)` copies the record into
  one, the rules change it in place, and `freeze()` turns that very object into the frozen
  record. Nobody else ever holds the object while it is mutable.

Both rest on one Python guarantee: an object's `__class__` may be reassigned between classes
of the same memory layout (a subclass that adds no slots has its base's layout).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any, ClassVar, Generic, ParamSpec, Self, TypeVar

R = TypeVar("R")
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


class Twin(Generic[R]):
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
    def thaw(cls, record: R) -> Self:
        """A mutable copy of `record`: every field, hidden ones included (each subclass
        replaces this with a copy function generated for its record's fields)."""
        raise NotImplementedError

    def freeze(self) -> R:
        """This object as the frozen record; the builder is not to be used afterwards."""
        self.__class__ = self._record
        frozen: R = self  # type: ignore[assignment]
        return frozen
