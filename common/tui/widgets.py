"""Small widgets of the app: a one-line value picker for the setup form."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from rich.cells import cell_len
from rich.text import Text
from textual import events
from textual.binding import Binding, BindingType
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget


class Cycle(Widget, can_focus=True):
    """One line, `◀ value ▶`: left/right (or space, or a click) step through the choices. It is
    as wide as its widest choice, so no value is cut and it keeps its width while stepping."""

    DEFAULT_CSS = """
    Cycle {
        height: 1;
        width: auto;
        min-width: 14;
        padding: 0 1;
        background: $boost;
    }
    Cycle:focus {
        background: $accent;
        color: $text;
        text-style: bold;
    }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("left", "step(-1)", show=False),
        Binding("right", "step(1)", show=False),
        Binding("space", "step(1)", show=False),
    ]

    index: reactive[int] = reactive(0)

    class Changed(Message):
        """The value changed (by the user)."""

        def __init__(self, cycle: Cycle, value: str) -> None:
            super().__init__()
            self.cycle = cycle
            self.value = value

        @property
        def control(self) -> Cycle:
            return self.cycle

    def __init__(
        self,
        choices: Sequence[tuple[str, str]],
        value: str,
        *,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        """`choices` are (value, label) pairs; `value` must be one of them."""
        super().__init__(id=id, classes=classes)
        self.choices = list(choices)
        values = [v for v, _ in self.choices]
        self.set_reactive(Cycle.index, values.index(value) if value in values else 0)
        padding = 2
        self.styles.width = max(cell_len(self._shown(label)) for _, label in self.choices) + padding

    @property
    def value(self) -> str:
        return self.choices[self.index][0]

    def render(self) -> Text:
        return Text(self._shown(self.choices[self.index][1]))

    def _shown(self, label: str) -> str:
        return f"  {label}  " if len(self.choices) < 2 else f"◀ {label} ▶"

    def action_step(self, delta: int) -> None:
        if len(self.choices) < 2:
            return
        self.index = (self.index + delta) % len(self.choices)
        self.post_message(self.Changed(self, self.value))

    def on_click(self, event: events.Click) -> None:
        self.action_step(1)
