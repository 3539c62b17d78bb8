"""`tarsas bench`: random legal playouts from seeded starts, measured (ARCHITECTURE §8).

It reports games/s, decisions/game and µs per decision (legal_moves + apply + the choice),
replay speed (parse + apply of saved move texts), peak memory and the rules core's import
time. A benchmark, never a test: nothing here asserts a budget.
"""

from __future__ import annotations

import resource
import subprocess
import sys
import time
from typing import Any

from common import rng
from common.contract import GameConfig, GameDef

REPLAY_GAMES = 20


def _playout(game: GameDef, config: GameConfig, seed: int) -> tuple[Any, list[Any]]:
    state = game.new_game(config, seed)
    r = rng.seed_state(seed)
    played = []
    while legal := game.legal_moves(state):
        r, i = rng.below(r, len(legal))
        state = game.apply(state, legal[i])
        played.append(legal[i])
    return state, played


def _import_ms(game: GameDef) -> float:
    module = type(game).__module__.rsplit(".", 1)[0] + ".rules"
    code = (
        "import time; t = time.perf_counter(); "
        f"import {module}; print((time.perf_counter() - t) * 1000)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.strip())


def run(game: GameDef, config: GameConfig, games: int, seed: int) -> dict[str, Any]:
    decisions = 0
    kept: list[tuple[int, list[Any]]] = []
    start = time.perf_counter()
    for k in range(games):
        _, played = _playout(game, config, seed + k)
        decisions += len(played)
        if len(kept) < REPLAY_GAMES:
            kept.append((seed + k, played))
    elapsed = time.perf_counter() - start

    texts = [(s, [game.move_text(m) for m in played]) for s, played in kept]
    replayed = 0
    start = time.perf_counter()
    for s, lines in texts:
        state = game.new_game(config, s)
        for line in lines:
            state = game.apply(state, game.parse_move(state, line))
        replayed += len(lines)
    replay_elapsed = time.perf_counter() - start

    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {
        "game": game.id,
        "players": config.players,
        "options": {k: v for k, v in config.options},
        "games": games,
        "seed": seed,
        "seconds": round(elapsed, 3),
        "games_per_s": round(games / elapsed, 1),
        "decisions_per_game": round(decisions / games, 1),
        "us_per_decision": round(elapsed / decisions * 1e6, 2),
        "replay_moves_per_s": round(replayed / replay_elapsed) if replay_elapsed else None,
        "peak_memory_mib": round(peak_kib / 1024, 1),
        "import_rules_ms": round(_import_ms(game), 1),
    }


def format_report(r: dict[str, Any]) -> str:
    return "\n".join(
        [
            f"{r['game']}, {r['players']} players, {r['games']} games from seed {r['seed']}",
            f"  games/s            {r['games_per_s']}",
            f"  decisions/game     {r['decisions_per_game']}",
            f"  µs/decision        {r['us_per_decision']}  (legal_moves + apply + choice)",
            f"  replay moves/s     {r['replay_moves_per_s']}  (parse + apply)",
            f"  peak memory        {r['peak_memory_mib']} MiB",
            f"  import rules core  {r['import_rules_ms']} ms",
        ]
    )
