"""The clients' import graph: no circle between the app and its screens, and the table policy
shared by the app and the line mode lives in a module neither client owns (issue 17, item 5)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def imports_of(module: str) -> set[str]:
    """The project modules `module` imports (at any level, TYPE_CHECKING blocks included)."""
    path = ROOT / (module.replace(".", "/") + ".py")
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
    return {name for name in found if (ROOT / (name.replace(".", "/") + ".py")).exists()}


def modules_under(package: str) -> list[str]:
    folder = ROOT / package.replace(".", "/")
    return sorted(f"{package}.{p.stem}" for p in folder.glob("*.py") if p.stem != "__init__")


SCREENS = [m for m in modules_under("common.tui") if m != "common.tui.app"]


@pytest.mark.parametrize("screen", SCREENS)
def test_no_screen_imports_the_app(screen: str) -> None:
    assert "common.tui.app" not in imports_of(screen)


def test_no_circle_among_the_clients_and_their_controller() -> None:
    modules = [*modules_under("common.tui"), "common.lineplay", "common.table_control"]
    graph = {m: imports_of(m) & set(modules) for m in modules}

    def reaches(start: str, goal: str, seen: set[str]) -> bool:
        return any(n == goal or reaches(n, goal, seen | {n}) for n in graph[start] - seen)

    circles = [m for m in modules if reaches(m, m, set())]
    assert circles == []


def test_the_line_mode_and_the_controller_stay_out_of_the_app() -> None:
    for module in ("common.lineplay", "common.table_control"):
        assert not {m for m in imports_of(module) if m.startswith("common.tui")}, module
