"""Screen snapshots of every registered game's table (pytest-textual-snapshot; the SVGs under
`__snapshots__/` are committed and reviewable). A change to a table's look shows up here:
review the new pictures (`pytest --snapshot-report`), then `pytest --snapshot-update`."""

from __future__ import annotations

import pytest
from table_positions import SIZES, Spot, spots


@pytest.mark.parametrize("size", list(SIZES))
@pytest.mark.parametrize("spot", spots(), ids=lambda spot: spot.name)
def test_table_snapshot(snap_compare, spot: Spot, size: str) -> None:
    assert snap_compare(spot.app(), terminal_size=SIZES[size])
