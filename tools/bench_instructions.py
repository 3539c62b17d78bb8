"""Two tarsas versions' instructions per random-playout game, counted under callgrind.

Timings on a shared virtual machine move by ±10 % from run to run; the number of machine
instructions a game takes does not depend on the load, so engineers can measure a change while
others run tests. It does not replace the timed comparison (`tools/bench_compare.py`): time
also depends on cache misses and mispredicted branches, which instructions do not show.

Each case plays N seeded random playouts (`common.bench._playout`, the loop `tarsas bench`
times) after one warm-up game, and again with none; the difference over N is one game's count.
Needs valgrind (`apt install valgrind`); usage, from the worktree root:

    python3 tools/bench_instructions.py OLD/.venv/bin/python .venv/bin/python [--cases "San Juan"]
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

CASES = {
    "San Juan": ("sanjuan", 12, ""),
    "ANNO XVII": ("anno_xvii", 12, ""),
    "Puerto Rico": ("puertorico", 12, ""),
    "Puerto Rico + I + II": ("puertorico", 8, "exp_new_buildings exp_nobles"),
    "Aranyváros": ("aranyvaros", 30, ""),
}
"""Label -> game, playouts counted, options switched on."""

PLAYOUTS = """
import sys
from common import bench
from common.registry import get_game
game = get_game(sys.argv[1])
config = game.config(4, {name: True for name in sys.argv[3:]})
bench._playout(game, config, 999)
for k in range(int(sys.argv[2])):
    bench._playout(game, config, 1 + k)
"""


def instructions(python: str, game: str, games: int, options: str) -> int:
    """Instructions of the whole process: start-up, one warm-up game, then `games` playouts."""
    command = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null", python, "-c"]
    command += [PLAYOUTS, game, str(games), *options.split()]
    # Run outside the worktree, so that each python imports its own checkout's packages.
    out = subprocess.run(command, capture_output=True, text=True, cwd=tempfile.gettempdir())
    found = re.search(r"refs:\s+([\d,]+)", out.stderr)
    if out.returncode or not found:
        raise SystemExit(f"callgrind failed for {python} {game}:\n{out.stderr[-2000:]}")
    return int(found.group(1).replace(",", ""))


def per_game(python: str, game: str, games: int, options: str) -> int:
    ran = instructions(python, game, games, options)
    return (ran - instructions(python, game, 0, options)) // games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", help="the old version's python (its venv)")
    parser.add_argument("new", help="the new version's python (its venv)")
    parser.add_argument("--cases", default="", help="comma-separated labels (default: all)")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        parser.error("valgrind is not installed (it counts the instructions)")
    wanted = [label.strip() for label in args.cases.split(",") if label.strip()] or list(CASES)
    unknown = [label for label in wanted if label not in CASES]
    if unknown:
        parser.error(f"unknown case {unknown[0]!r}; the cases are: {', '.join(CASES)}")
    old, new = (os.path.abspath(p) for p in (args.old, args.new))
    print("| game | old (k instructions/game) | new | old/new |")
    print("|---|---|---|---|")
    for label in wanted:
        game, games, options = CASES[label]
        before, after = (per_game(p, game, games, options) for p in (old, new))
        print(f"| {label} | {before // 1000:,} | {after // 1000:,} | {before / after:.2f}× |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
