"""The flow layout wraps between items and never inside one."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from common.flow import Flow


def render(flow: Flow, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(flow)
    return out.getvalue().splitlines()


def test_items_stay_whole_and_lines_fit():
    items = [Text(name) for name in ("Torony (3/2)", "Kereskedelmi állomás (2/1)", "Daru (2/1)")]
    lines = render(Flow(items, lead=Text("Kéz (Anita):")), 30)
    assert lines == ["Kéz (Anita): Torony (3/2),", "  Kereskedelmi állomás (2/1),", "  Daru (2/1)"]
    assert all(len(line) <= 30 for line in lines)


def test_everything_on_one_line_when_it_fits():
    items = [Text("a"), Text("b")]
    assert render(Flow(items, lead=Text("x:")), 40) == ["x: a, b"]
