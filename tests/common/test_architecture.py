"""The architecture contract (ARCHITECTURE §1, §2a, §3), checked on the source code.

- The rules core of a game (`data`, `state`, `moves`, `rules`, `view`, `sampling`, `score`) and
  everything it imports reads no Textual, Rich, pydantic, CLI or client module.
- A rules core keeps no module-level mutable state: no `global`, and no module-level container
  that a function changes (`functools` caches of pure functions are allowed).
- Renderers and computer players receive views: they import no game's `state` module.
- No import circle anywhere, the type checker's imports included (a package may import its own
  submodules), and no module imports another's private name.
- A game's rules are a package of phase modules, none over ~400 lines.
- A rules core builds its records by keyword and never writes one after it is built: no
  record (state, turn, move, working copy) built from more than one positional argument, no
  `object.__setattr__` / `setattr`, no `__class__` assignment, no `exec` (issue 28).
"""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("common", "sanjuan", "puertorico", "aranyvaros")
GAMES = ("sanjuan", "puertorico", "aranyvaros")
CORE = ("data", "state", "moves", "rules", "view", "sampling", "score")
FORBIDDEN = ("textual", "rich", "pydantic", "common.cli", "common.tui", "common.session")
MUTATORS = frozenset(
    {"append", "extend", "insert", "pop", "popitem", "clear", "update", "setdefault", "add"}
    | {"discard", "remove", "sort", "reverse"}
)
CORE_NAMES = [[room] for room in CORE]
LONGEST_RULES_MODULE = 400


def _module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {
    _module_name(p): p for package in PACKAGES for p in sorted((ROOT / package).rglob("*.py"))
}


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _imports(name: str, typing_too: bool = False) -> set[str]:
    """Every module `name` imports at run time (anywhere in the file; with `typing_too` also
    under `if TYPE_CHECKING:`), as the module an import names: `from a.b import c` is `a.b.c`
    when that is a module of ours, else `a.b`."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    package = name if MODULES[name].name == "__init__.py" else name.rpartition(".")[0]
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node) and not typing_too:
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[: len(parts) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                found.add(sub if sub in MODULES else base)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


IMPORTS = {name: _imports(name) for name in MODULES}
TYPING_IMPORTS = {name: _imports(name, typing_too=True) for name in MODULES}


def _core_modules(game: str) -> list[str]:
    """The game's rules core: its CORE modules and the rules package's submodules."""
    return [m for m in MODULES if m.split(".")[0] == game and m.split(".")[1:2] in CORE_NAMES]


def _reachable(start: list[str]) -> set[str]:
    seen, todo = set(start), list(start)
    while todo:
        for imported in IMPORTS.get(todo.pop(), ()):
            if imported in MODULES and imported not in seen:
                seen.add(imported)
                todo.append(imported)
    return seen


@pytest.mark.parametrize("game", GAMES)
def test_the_rules_core_reads_no_ui_validation_or_cli_library(game):
    core = _core_modules(game)
    rooms = ("rules", "rules.working_copy", "state", "view", "sampling")  # D-E-35
    assert {f"{game}.{room}" for room in rooms} <= set(core)
    offending = sorted(
        f"{module} imports {imported}"
        for module in _reachable(core)
        for imported in IMPORTS[module]
        if imported.split(".")[0] in FORBIDDEN
        or any(imported == f or imported.startswith(f + ".") for f in FORBIDDEN)
    )
    assert offending == []


def _module_level_containers(tree: ast.Module) -> set[str]:
    names = set()
    for node in tree.body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign) and node.value is not None:
            targets = [node.target]
        for target in targets:
            if isinstance(target, ast.Name):
                names.add(target.id)
    return names


def _mutations(tree: ast.Module, names: set[str]) -> list[str]:
    """Places where a function changes a module-level name, or declares one `global`."""
    found = []
    for func in ast.walk(tree):
        if not isinstance(func, ast.FunctionDef | ast.AsyncFunctionDef):
            continue
        for node in ast.walk(func):
            if isinstance(node, ast.Global | ast.Nonlocal):
                found.append(f"{func.name}: global {', '.join(node.names)}")
            elif isinstance(node, ast.Assign | ast.AugAssign | ast.Delete):
                targets = (
                    node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
                )
                for t in targets:
                    subscript = isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)
                    if subscript and t.value.id in names:
                        found.append(f"{func.name}: {t.value.id}[...] changed")
            elif (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name)
                and node.func.value.id in names
                and node.func.attr in MUTATORS
            ):
                found.append(f"{func.name}: {node.func.value.id}.{node.func.attr}()")
    return found


@pytest.mark.parametrize("game", GAMES)
def test_a_rules_core_keeps_no_module_level_mutable_state(game):
    core = sorted(_reachable(_core_modules(game)))
    found = []
    for module in core:
        tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
        found += [f"{module}: {m}" for m in _mutations(tree, _module_level_containers(tree))]
    assert found == []


def test_the_check_finds_a_module_level_cache():
    tree = ast.parse(
        "_last = (None, ())\nCACHE = {}\n"
        "def f(s):\n    global _last\n    _last = (s, 1)\n"
        "def g(k):\n    CACHE[k] = 1\n    CACHE.clear()\n"
    )
    found = _mutations(tree, _module_level_containers(tree))
    assert found == ["f: global _last", "g: CACHE[...] changed", "g: CACHE.clear()"]


@pytest.mark.parametrize(
    "module",
    [
        *(f"{game}.{room}" for game in GAMES for room in ("render", "ai", "text_hu", "text_en")),
        "common.bots",
        "common.botbase",
        "common.search",
    ],
)
def test_renderers_and_bots_receive_views_not_states(module):
    states = {f"{game}.state" for game in GAMES}
    assert IMPORTS[module] & states == set()


def _cycles(imports: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(imports[v] & MODULES.keys()):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(MODULES):
        if v not in index:
            connect(v)
    return groups


def test_no_import_circle():
    """Not at run time, and not for the type checker either: two modules that need each other
    are one idea split in two (a package may import its own submodules)."""
    assert _cycles(IMPORTS) == []
    assert _cycles(TYPING_IMPORTS) == []


def test_no_module_imports_another_modules_private_name():
    """A name one module shares with another is public: no `from x import _name` between
    modules of ours (issue 28 item 3)."""
    offending = sorted(
        f"{name} imports {node.module}.{alias.name}"
        for name, path in MODULES.items()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] in PACKAGES
        for alias in node.names
        if alias.name.startswith("_") and not alias.name.startswith("__")
    )
    assert offending == []


@pytest.mark.parametrize("game", GAMES)
def test_a_games_rules_are_a_package_of_short_phase_modules(game):
    package = ROOT / game / "rules"
    assert (package / "__init__.py").is_file() and not (ROOT / game / "rules.py").exists()
    lengths = {
        p.name: len(p.read_text(encoding="utf-8").splitlines()) for p in package.glob("*.py")
    }
    assert len(lengths) >= 4
    assert {name: n for name, n in lengths.items() if n > LONGEST_RULES_MODULE} == {}


def _record_names(game: str) -> set[str]:
    """The names of the record classes a game's rules core can build: every
    `common.records.Record` subclass its modules define or import (states, turns, players,
    views, moves, and the working copies, which are records too)."""
    from common.records import Record

    names = set()
    for module_name in _core_modules(game):
        module = importlib.import_module(module_name)
        names |= {
            name
            for name, value in vars(module).items()
            if isinstance(value, type) and issubclass(value, Record) and value is not Record
        }
    return names


def _record_misuse(tree: ast.AST, records: set[str]) -> list[str]:
    """A record built with more than one positional argument (two fields swapped would still
    type-check; a record of one field may take its value alone: `Sell(good)`), an attribute
    written past a record's guard (`object.__setattr__`, `setattr`), a class switched, or code
    run from a string."""
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            func = node.func
            name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
            if name in records and (
                len(node.args) > 1 or any(isinstance(a, ast.Starred) for a in node.args)
            ):
                found.append((node.lineno, f"{name}(...) with positional arguments"))
            if name in ("setattr", "__setattr__", "exec", "eval"):
                found.append((node.lineno, f"{ast.unparse(func)}(...)"))
        elif isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for t in targets:
                if isinstance(t, ast.Attribute) and t.attr == "__class__":
                    found.append((node.lineno, "__class__ assigned"))
    return [f"line {line}: {what}" for line, what in sorted(found)]


@pytest.mark.parametrize("game", GAMES)
def test_a_rules_core_builds_records_by_keyword_and_never_writes_one(game):
    records = _record_names(game)
    assert {"State", "Turn", "SeatView", "Work", "Pass", "Done"} <= records
    found = []
    for module in sorted(_core_modules(game)) + ["common.records", "common.turns"]:
        tree = ast.parse(MODULES[module].read_text(encoding="utf-8"))
        found += [f"{module}: {m}" for m in _record_misuse(tree, records)]
    assert found == []


def test_the_record_check_finds_what_it_forbids():
    tree = ast.parse(
        "t = Turn(('a',), 1)\nok = Turn(todo=('a',))\nobject.__setattr__(t, 'x', 1)\n"
        "w.__class__ = State\nexec('x = 1')\nalone = Sell('corn')\ns = State(*fields)\n"
    )
    assert _record_misuse(tree, {"Turn", "State", "Sell"}) == [
        "line 1: Turn(...) with positional arguments",
        "line 3: object.__setattr__(...)",
        "line 4: __class__ assigned",
        "line 5: exec(...)",
        "line 7: State(...) with positional arguments",
    ]
