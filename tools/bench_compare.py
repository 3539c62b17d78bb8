"""Two tarsas versions' random-playout speed, side by side in one run (issue 17, item 6).

Each round runs `tarsas bench --json` of both versions for every case, one after the other, the
order swapped every round, so a busy machine slows both alike; the table gives the medians
over the rounds and the median of the rounds' own speed-ups (games/s, and µs per decision: the
two differ where the rules changed how many decisions a game takes). Usage, from the worktree root:

    python3 tools/bench_compare.py OLD_TARSAS NEW_TARSAS [--rounds 5] [--games 120]

where OLD_TARSAS and NEW_TARSAS are the `tarsas` executables of two checkouts' venvs, e.g.
`/work/wt/base/.venv/bin/tarsas .venv/bin/tarsas`.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
from dataclasses import dataclass

PR_BOTH = ("--option", "exp_new_buildings=true", "--option", "exp_nobles=true")


@dataclass(frozen=True)
class Case:
    label: str
    game: str
    options: tuple[str, ...] = ()
    games_scale: float = 1.0
    """Shorter games get more playouts, so that every run takes a few seconds: a short run
    is mostly noise on a shared machine."""


CASES = (
    Case("San Juan", "sanjuan"),
    Case("ANNO XVII", "anno_xvii"),
    Case("Puerto Rico", "puertorico", games_scale=1.8),
    Case("Puerto Rico + I + II", "puertorico", PR_BOTH),
    Case("Aranyváros", "aranyvaros", games_scale=5),
)
FIGURES = (
    ("games_per_s", "games/s"),
    ("decisions_per_game", "decisions/game"),
    ("us_per_decision", "µs/decision"),
    ("replay_moves_per_s", "replay moves/s"),
    ("peak_memory_mib", "peak MiB"),
)


def bench(tarsas: str, case: Case, players: int, games: int, seed: int) -> dict[str, float]:
    """One `tarsas bench --json` run of one version."""
    command = [tarsas, "bench", case.game, "--players", str(players), "--games", str(games)]
    command += ["--seed", str(seed), "--json", *case.options]
    out = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    report = json.loads(out)
    return {key: float(report[key]) for key, _ in FIGURES}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("old", help="the old version's tarsas executable")
    parser.add_argument("new", help="the new version's tarsas executable")
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--games", type=int, default=120, help="playouts per run (San Juan)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--cases", help="comma-separated case labels to run (default: every case)", default=""
    )
    args = parser.parse_args()
    wanted = {label.strip() for label in args.cases.split(",") if label.strip()}
    cases = [case for case in CASES if not wanted or case.label in wanted]
    if wanted - {case.label for case in cases}:
        parser.error(f"unknown case; the cases are: {', '.join(c.label for c in CASES)}")

    runs: dict[tuple[str, str], list[dict[str, float]]] = {}
    for r in range(args.rounds):
        versions = [("old", args.old), ("new", args.new)]
        if r % 2:
            versions.reverse()
        for case in cases:
            games = max(1, round(args.games * case.games_scale))
            for name, tarsas in versions:
                figures = bench(tarsas, case, args.players, games, args.seed)
                runs.setdefault((case.label, name), []).append(figures)
                print(
                    f"round {r + 1} {case.label:22} {name}: {figures['games_per_s']:8.1f} games/s",
                    file=sys.stderr,
                )

    print(f"{args.players} players, {args.rounds} interleaved rounds, medians (old → new)\n")
    header = " | ".join(label for _, label in FIGURES)
    print(f"| game | {header} | speed-up: games/s | speed-up: µs/decision |")
    print("|---|" + "---|" * (len(FIGURES) + 2))
    for case in cases:
        old, new = runs[(case.label, "old")], runs[(case.label, "new")]
        cells = []
        for key, _ in FIGURES:
            before = statistics.median(run[key] for run in old)
            after = statistics.median(run[key] for run in new)
            cells.append(f"{before:g} → {after:g}")
        # Each round's own ratio, then their median: a busy moment slows both runs of a round.
        games = statistics.median(
            n["games_per_s"] / o["games_per_s"] for o, n in zip(old, new, strict=True)
        )
        decisions = statistics.median(
            o["us_per_decision"] / n["us_per_decision"] for o, n in zip(old, new, strict=True)
        )
        print(f"| {case.label} | {' | '.join(cells)} | {games:.2f}× | {decisions:.2f}× |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
