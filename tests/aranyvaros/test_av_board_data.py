"""The board data shipped in the package equals the shared YAML it was converted from.

`aranyvaros/board.json` is `../shared/data/aranyvaros_board.yaml` converted once, so that
playing needs no YAML parser. PyYAML is a test dependency (the `test` and `dev` extras), so this
test proves the two still agree wherever the shared data sits beside the checkout (CI included);
run this file as a script to regenerate the JSON after the YAML changed:

    python3 tests/aranyvaros/test_av_board_data.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml

ROOT = Path(__file__).resolve().parents[2]
JSON_FILE = ROOT / "aranyvaros" / "board.json"
YAML_FILE = ROOT.parent / "shared" / "data" / "aranyvaros_board.yaml"
WIDTH = 100


def _compact(value: Any, indent: int = 0) -> str:
    """JSON with every object or list that fits on one line written on one line (diffable)."""
    flat = json.dumps(value, ensure_ascii=False)
    if len(flat) + indent <= WIDTH or not isinstance(value, dict | list) or not value:
        return flat
    pad = " " * (indent + 1)
    if isinstance(value, dict):
        items = [
            f"{pad}{json.dumps(k, ensure_ascii=False)}: {_compact(v, indent + 1)}"
            for k, v in value.items()
        ]
        return "{\n" + ",\n".join(items) + "\n" + " " * indent + "}"
    items = [pad + _compact(v, indent + 1) for v in value]
    return "[\n" + ",\n".join(items) + "\n" + " " * indent + "]"


def converted() -> str:
    data = yaml.safe_load(YAML_FILE.read_text(encoding="utf-8"))
    return _compact(json.loads(json.dumps(data))) + "\n"


def test_json_equals_the_shared_yaml() -> None:
    if not YAML_FILE.exists():
        pytest.skip(f"{YAML_FILE} is not here")
    assert json.loads(converted()) == json.loads(JSON_FILE.read_text(encoding="utf-8"))


if __name__ == "__main__":
    JSON_FILE.write_text(converted(), encoding="utf-8")
    print(f"wrote {JSON_FILE}")
