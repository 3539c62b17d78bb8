"""WrappedItems wraps between items and never inside one."""

from __future__ import annotations

import io

from rich.console import Console
from rich.text import Text

from common.wrapping import WrappedItems


def render(items: WrappedItems, width: int) -> list[str]:
    out = io.StringIO()
    Console(file=out, width=width, color_system=None).print(items)
    return out.getvalue().splitlines()


def test_items_stay_whole_and_lines_fit():
    items = [Text(name) for name in ("Torony (3/2)", "Kereskedelmi állomás (2/1)", "Daru (2/1)")]
    lines = render(WrappedItems(items, lead=Text("Kéz (Anita):")), 30)
    assert lines == ["Kéz (Anita): Torony (3/2),", "  Kereskedelmi állomás (2/1),", "  Daru (2/1)"]
    assert all(len(line) <= 30 for line in lines)


def test_everything_on_one_line_when_it_fits():
    items = [Text("a"), Text("b")]
    assert render(WrappedItems(items, lead=Text("x:")), 40) == ["x: a, b"]


def test_a_longer_separator_keeps_every_line_within_the_width():
    """The separator that ends a wrapped line (" ·", two columns) must fit too."""
    items = [Text(word) for word in ("aaaa", "bbbb", "cccc", "dddd", "eeee", "ffff")]
    for width in range(8, 30):
        lines = render(WrappedItems(items, separator=" · ", indent=0), width)
        assert all(len(line) <= width for line in lines), (width, lines)
        # A separator that did not fit would be wrapped by Rich onto a line of its own.
        pieces = [p for line in lines for p in line.removesuffix(" ·").split(" · ")]
        assert pieces == [t.plain for t in items], (width, lines)


def test_the_last_item_may_use_the_whole_width():
    items = [Text("aaaa"), Text("bbbb")]
    assert render(WrappedItems(items, separator=" · ", indent=0), 11) == ["aaaa · bbbb"]
