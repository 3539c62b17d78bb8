"""Bytecodes executed per random-playout decision, by function: where a decision's work is.

Deterministic and independent of the machine's load, like `tools/bench_instructions.py`, and
closer to the time a decision takes on this interpreter (docs/speed.md): each bytecode is a
dispatch, and the mispredicted branches and cache misses that time also pays follow them. The
count runs the very loop `tarsas bench` times (`common.bench._playout`) under a tracer, so it is
slow; a few games give a stable figure. Its second line splits a decision's bytecodes by
room (`ROOMS`: the turn engine, the working copy, the bench's loop, the random numbers, the
rules' hooks). Run it with the venv of the version to measure:

    .venv/bin/python tools/bench_bytecodes.py puertorico --games 5 --option exp_nobles=true
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from types import FrameType
from typing import Any

from common import bench
from common.registry import get_game

Place = tuple[str, int, str]
"""A function: its file, first line and name."""


def count(game_id: str, games: int, options: dict[str, str]) -> tuple[Counter[Place], int]:
    """(bytecodes per function, decisions) over `games` random playouts from seed 1."""
    game = get_game(game_id)
    config = game.config(4, {k: v == "true" for k, v in options.items()})
    executed: Counter[Place] = Counter()

    def trace(frame: FrameType, event: str, arg: Any) -> Any:
        frame.f_trace_opcodes = True
        frame.f_trace_lines = False
        code = frame.f_code
        place = (code.co_filename, code.co_firstlineno, code.co_name)

        def each(frame: FrameType, event: str, arg: Any) -> Any:
            if event == "opcode":
                executed[place] += 1
            return each

        return each

    decisions = 0
    for k in range(games):
        sys.settrace(trace)
        try:
            _, played = bench._playout(game, config, 1 + k)
        finally:
            sys.settrace(None)
        decisions += len(played)
    return executed, decisions


ROOMS = (
    ("turn engine", ("common/turns.py",)),
    ("working copy", ("common/records.py", "rules/working_copy.py")),
    ("bench loop", ("common/bench.py",)),
    ("random numbers", ("common/rng.py",)),
)
"""Where a decision's bytecodes run, by file; the rest is the game's rules. The random numbers
are the bench's choice of a move and the rules' own draws and shuffles."""


def rooms(executed: Counter[Place]) -> dict[str, int]:
    """Bytecodes by room (`ROOMS`, then "rules")."""
    found = dict.fromkeys([name for name, _ in ROOMS] + ["rules"], 0)
    for (file, _, _), n in executed.items():
        room = next((name for name, ends in ROOMS if file.endswith(ends)), "rules")
        found[room] += n
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--option", action="append", default=[], metavar="NAME=true|false")
    parser.add_argument("--top", type=int, default=30, help="functions listed")
    args = parser.parse_args()
    options = dict(pair.split("=", 1) for pair in args.option)
    executed, decisions = count(args.game, args.games, options)
    total = sum(executed.values())
    per_game = decisions / args.games
    print(f"{total / decisions:.0f} bytecodes/decision ({per_game:.0f} decisions/game)")
    print(", ".join(f"{room} {n / total:.0%}" for room, n in rooms(executed).items()))
    for (file, line, name), n in executed.most_common(args.top):
        where = file.rsplit("/", 2)[-2:]
        print(f"{n / decisions:8.1f} {n / total:6.1%}  {'/'.join(where)}:{line} {name}")


if __name__ == "__main__":
    main()
