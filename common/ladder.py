"""`tarsas ladder`: the difficulty levels measured against every kind of opponent (issue 19).

Each level sits as one seat against three copies of one opponent: three Könnyű players, then
three of each of the game's strangers (`common.strangers`). Seats rotate from game to game and
every level meets an opponent on the same seeds (`common.tournament`), so the levels are
compared on the same deals. Könnyű and Közepes meet every opponent; Nehéz, whose games cost
ten times as much, meets three Könnyű, the stranger Közepes does worst against, and the
learned stranger (`stranger-learned`, issue 26), the one opponent not built on our heuristic.

The figures of each game are kept in `docs/ladder/<game>.json`, so one game can be measured
again alone; `docs/ladder.md` is written from all of them, with the issue's targets checked.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from functools import partial
from importlib import resources
from pathlib import Path

from common import tournament
from common.bots import LEVELS, kind_name
from common.learned import KIND as LEARNED
from common.registry import all_games, get_game
from common.search import SearchBot
from common.strangers import is_stranger

PLAYERS = 4
GAMES = {"puertorico": 200}
"""Games per pairing where a game needs more than `DEFAULT_GAMES` (Puerto Rico's games vary
more from seat to seat)."""
DEFAULT_GAMES = 100
HARD_GAMES = 40
LEARNED_GAMES = {"medium": 200, "hard": 80}
"""At least this many games per level against three learned players (issue 26): the ladder
must show that more thinking pays off against the opponent least like ourselves."""
STEP = 0.05
"""Közepes must win at least this much more often than Könnyű against every opponent."""
HARD_FLOOR = 0.40
"""Nehéz must win at least this often against three Könnyű players."""
EASY, MEDIUM, HARD = (level.id for level in LEVELS)


@dataclass(frozen=True, slots=True)
class Pairing:
    """One level as one seat against three copies of one opponent."""

    level: str
    opponent: str
    games: int
    win: float
    low: float
    high: float
    mean_score: float
    ms_per_decision: float
    max_ms: float
    budget: str = ""
    """The level's search budget in this game when measured (`budget`); "" where a figure
    was stored before budgets were."""
    weights: str = ""
    """Against three learned players: which weights they played with (`weights`); "" for
    any other opponent."""


def budget(game_id: str, level: str) -> str:
    """A level's search budget in a game, in words: sampled futures × rollout moves and the
    time cap — so a figure measured before a level's budget changed is told apart (D-B-21)."""
    bot = get_game(game_id).bot_kinds[level](0)
    if not isinstance(bot, SearchBot):
        return "—"
    cap = "" if bot.seconds is None else f", ≤ {bot.seconds:g} s"
    learned = f" ({bot.learned_moves} learned)" if bot.learned_moves else ""
    return f"{bot.iterations} × {bot.rollout_moves}{learned}{cap}"


def weights(game_id: str, opponent: str) -> str:
    """The learned player's shipped weights, fingerprinted (the first 12 hex digits of their
    SHA-256), when the opponent is the learned player; "" for any other opponent. Retrained
    weights are another opponent: figures measured against the old ones are out of date."""
    learning = get_game(game_id).learning
    if opponent != LEARNED or learning is None:
        return ""
    data = resources.files(learning.package).joinpath(learning.file).read_bytes()
    return hashlib.sha256(data).hexdigest()[:12]


def is_current(game_id: str, pairing: Pairing) -> bool:
    """Whether a stored figure was measured with the budget its level has now and, against
    the learned player, against the weights it ships now."""
    return why_outdated(game_id, pairing) is None


def why_outdated(game_id: str, pairing: Pairing) -> str | None:
    """What changed since a stored figure was measured, in words; None while it is current."""
    now = budget(game_id, pairing.level)
    if pairing.budget != now:
        return f"measured with {pairing.budget or 'an unrecorded budget'}, now {now}"
    shipped = weights(game_id, pairing.opponent)
    if pairing.weights != shipped:
        old = pairing.weights or "(unrecorded)"
        return f"measured against the learned weights {old}, now {shipped}"
    return None


def opponents(game_id: str) -> list[str]:
    """Three Könnyű players, then each of the game's strangers."""
    kinds = get_game(game_id).bot_kinds
    return [EASY, *(k for k in kinds if is_stranger(k))]


def measure_pairing(
    game_id: str,
    level: str,
    opponent: str,
    games: int,
    seed: int,
    workers: int,
    progress: Callable[[int], None] | None = None,
) -> Pairing:
    """Play `games` games of `level` against three `opponent`s and sum up the level's seat.

    The level is named apart from an opponent of the same kind (Könnyű against Könnyű), so
    its own seat is the one summed up."""
    me = "heuristic" if level == EASY and opponent == EASY else level
    kinds = [me, opponent, opponent, opponent][:PLAYERS]
    results = tournament.run(game_id, PLAYERS, {}, kinds, games, seed, workers, progress)
    row = next(
        r for r in tournament.report_rows(tournament.summarise(results), PLAYERS) if r["bot"] == me
    )
    low, high = row["ci95"]
    return Pairing(
        level,
        opponent,
        row["seat_games"],
        row["win_rate"],
        low,
        high,
        row["mean_score"],
        row["ms_per_decision"],
        row["max_ms"],
        budget(game_id, level),
        weights(game_id, opponent),
    )


def planned(game_id: str, level: str, stored: Sequence[Pairing]) -> list[str]:
    """The opponents a level meets: every one for Könnyű and Közepes; for Nehéz three Könnyű
    and, once the stored figures have Közepes against every stranger, the one it did worst
    against."""
    if level != HARD:
        return opponents(game_id)
    learned = [LEARNED] if LEARNED in opponents(game_id) else []
    if not _hardest_known(game_id, stored):
        return [EASY, *learned]
    medium = [p for p in stored if p.level == MEDIUM and is_stranger(p.opponent)]
    hardest = min(medium, key=lambda p: p.win).opponent
    return [EASY, *dict.fromkeys([hardest, *learned])]


def _hardest_known(game_id: str, stored: Sequence[Pairing]) -> bool:
    """Whether Közepes has met every stranger, so the one it does worst against is known."""
    met = {p.opponent for p in stored if p.level == MEDIUM and is_stranger(p.opponent)}
    return met >= set(opponents(game_id)[1:])


def measure_game(
    game_id: str,
    seed: int,
    workers: int,
    folder: Path,
    levels: Sequence[str] = (EASY, MEDIUM, HARD),
    only: Sequence[str] = (),
    games: int | None = None,
    hard_games: int = HARD_GAMES,
    report: Callable[[Pairing], None] | None = None,
    progress: Callable[[str, str, int, int], None] | None = None,
) -> None:
    """Measure a game's pairings level by level (`only`: just these opponents, also a stored
    one the plan has since left, so that no row on the page must stay out of date), each stored
    in `folder/<game>.json` as soon as it is done, so a run cut short keeps what it measured
    and Nehéz meets the stranger the stored Közepes figures found hardest.
    `progress(level, opponent, games, done)` is called as games finish."""
    default = games if games is not None else GAMES.get(game_id, DEFAULT_GAMES)
    for level in levels:
        stored = stored_pairings(folder, game_id, seed)
        chosen = planned(game_id, level, stored)
        if only:  # a row on the page can be measured again, planned or no longer
            chosen += [p.opponent for p in stored if p.level == level and p.opponent not in chosen]
        for opponent in chosen:
            if only and opponent not in only:
                continue
            count = hard_games if level == HARD else default
            if opponent == LEARNED:
                count = max(count, LEARNED_GAMES.get(level, 0))
            tick = None if progress is None else partial(progress, level, opponent, count)
            pairing = measure_pairing(game_id, level, opponent, count, seed, workers, tick)
            store(folder, game_id, seed, pairing)
            if report:
                report(pairing)


# ---------------------------------------------------------------------------------------------
# The stored figures and the page


def load(folder: Path) -> dict[str, tuple[int, list[Pairing]]]:
    """Every stored game: its seed and pairings, by game id."""
    out = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        out[data["game"]] = (data["seed"], [Pairing(**p) for p in data["pairings"]])
    return out


def stored_pairings(folder: Path, game_id: str, seed: int) -> list[Pairing]:
    """The pairings stored for a game on this seed (none if another seed was measured)."""
    stored = load(folder).get(game_id)
    return stored[1] if stored and stored[0] == seed else []


def store(folder: Path, game_id: str, seed: int, pairing: Pairing) -> None:
    """Add a pairing to the game's figures, replacing the same pairing measured before; a run
    on another seed starts the game's figures over (other deals are not comparable)."""
    kept = [
        p
        for p in stored_pairings(folder, game_id, seed)
        if (p.level, p.opponent) != (pairing.level, pairing.opponent)
    ]
    order = {kind: i for i, kind in enumerate(opponents(game_id))}
    rank = {level.id: i for i, level in enumerate(LEVELS)}
    pairings = sorted([*kept, pairing], key=lambda p: (rank[p.level], order[p.opponent]))
    folder.mkdir(parents=True, exist_ok=True)
    data = {
        "game": game_id,
        "players": PLAYERS,
        "seed": seed,
        "pairings": [asdict(p) for p in pairings],
    }
    (folder / f"{game_id}.json").write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")


def missing(game_id: str, pairings: Sequence[Pairing]) -> list[str]:
    """The pairings the ladder asks for that are not stored, in words."""
    done = {(p.level, p.opponent) for p in pairings}
    out = [
        f"{kind_name(level, 'hu')} vs {_opponent_name(opponent)}"
        for level in (EASY, MEDIUM, HARD)
        for opponent in planned(game_id, level, pairings)
        if (level, opponent) not in done
    ]
    if not _hardest_known(game_id, pairings):
        out.append("Nehéz vs the stranger Közepes does worst against (not yet known)")
    return out


def outdated(game_id: str, pairings: Sequence[Pairing]) -> list[str]:
    """The stored pairings measured with another budget than their level has now, or against
    learned weights retrained since, in words."""
    return [
        f"{kind_name(p.level, 'hu')} vs {_opponent_name(p.opponent)}: {why}"
        for p in pairings
        if (why := why_outdated(game_id, p)) is not None
    ]


COMPARED = ((MEDIUM, EASY, "Közepes ≥ Könnyű + 5", STEP), (HARD, MEDIUM, "Nehéz ≥ Közepes", 0.0))
"""(level, the level below, the target's words, the margin it must win by) per opponent."""
LEARNED_STEP = 0.05
"""Against three learned players each level must beat the one below by this much (issue 26)."""


def checks(pairings: Sequence[Pairing], game_id: str | None = None) -> list[tuple[str, bool]]:
    """The issue's targets for one game, each with whether it holds; given the game, a target
    read off a figure that is out of date (†) says so."""
    by = {(p.level, p.opponent): p for p in pairings}

    def dated(*figures: Pairing) -> str:
        stale = game_id is not None and not all(is_current(game_id, f) for f in figures)
        return " (†: from a figure out of date)" if stale else ""

    out = []
    for level, below, words, margin in COMPARED:
        for (this, opponent), p in by.items():
            lower = by.get((below, opponent))
            if this != level or lower is None:
                continue
            if opponent == LEARNED and level == HARD:
                words, margin = "Nehéz ≥ Közepes + 5", LEARNED_STEP
            out.append(
                (
                    f"{words} against {_opponent_name(opponent)}: {_pct(p.win)} vs "
                    f"{_pct(lower.win)}{dated(p, lower)}",
                    p.win >= lower.win + margin - 1e-9,
                )
            )
    if (HARD, EASY) in by:
        hard = by[(HARD, EASY)]
        out.append(
            (
                f"Nehéz ≥ 40 % against 3 Könnyű: {_pct(hard.win)}{dated(hard)}",
                hard.win >= HARD_FLOOR,
            )
        )
    return out


def row_text(game_id: str, p: Pairing) -> str:
    """One pairing on one line, as it is measured."""
    return (
        f"{game_id}: {kind_name(p.level, 'en')} vs {_opponent_name(p.opponent)}: {p.games} games, "
        f"{_pct(p.win)} ({_pct(p.low)}–{_pct(p.high)}), score {p.mean_score:.1f}, "
        f"{p.ms_per_decision:.1f} ms/decision, slowest {p.max_ms:.0f} ms"
    )


def _pct(x: float) -> str:
    return f"{100 * x:.1f} %"


def _opponent_name(kind: str) -> str:
    return f"3 {kind_name(kind, 'hu')}" if not is_stranger(kind) else f"3 {kind}"


def markdown(stored: dict[str, tuple[int, list[Pairing]]]) -> str:
    """The page: one table per game, its targets checked, what was not measured, and the
    commands that made it."""
    lines = [
        "# The difficulty ladder, measured",
        "",
        "Each level plays as one seat against three copies of one opponent, 4 players, seats",
        "rotated, the same seeds for every level against an opponent (win: a shared win counts",
        "1/k; 25 % is a fair share; 95 % Wilson intervals). Opponents: three Könnyű players and",
        "three of each *stranger* (`common/strangers.py`: `stranger-tilted` is the heuristic",
        "with its weights perturbed per seat and per game, the others follow a fixed plan).",
        "Times are per decision with a choice, on the machine and load of the run (2 shared",
        "cores, the run niced, 1 worker: an idle machine is faster).",
        "",
        "Measure: `tarsas ladder GAME [--level L ...] [--opponent KIND ...]` (each pairing is",
        "stored in `docs/ladder/GAME.json` when done; Nehéz meets the stranger the stored Közepes",
        "figures found hardest); the whole ladder: `tarsas ladder` (hours of CPU). This page,",
        "from the stored figures: `tarsas ladder --page`.",
        "",
        "Budget: a search level's sampled futures per decision × the moves each rollout plays",
        '("(15 learned)": a seat the reading already favours as the learned player makes its',
        "roles and builds itself in its first 15 decisions of each rollout, D-B-28 and D-B-29),",
        "and its time cap (`common/bots.py` levels, scaled per game, D-B-16). A row marked †",
        "was measured with another budget than its level has now, or against learned weights",
        "retrained since (listed under the table).",
        "",
    ]
    for game_id, game in all_games().items():
        seed, pairings = stored.get(game_id, (None, []))
        lines += [f"## {game.name_en} (`{game_id}`" + (f", seed {seed})" if seed else ")"), ""]
        if pairings:
            lines += [
                "| level | budget | opponents | games | win % (95 % interval) | mean score "
                "| ms/decision | slowest ms |",
                "|---|---|---|---|---|---|---|---|",
                *(_row(game_id, p) for p in pairings),
                "",
            ]
        if targets := checks(pairings, game_id):
            lines += [*(f"- {'✓' if ok else '✗ (not met)'} {text}" for text, ok in targets), ""]
        if absent := missing(game_id, pairings):
            lines += ["Not measured:", "", *(f"- {pairing}" for pairing in absent), ""]
        if old := outdated(game_id, pairings):
            lines += ["† Out of date:", "", *(f"- {text}" for text in old), ""]
    return "\n".join(lines)


def _row(game_id: str, p: Pairing) -> str:
    mark = "" if is_current(game_id, p) else " †"
    return (
        f"| {kind_name(p.level, 'hu')}{mark} | {p.budget or '?'} | {_opponent_name(p.opponent)} "
        f"| {p.games} | "
        f"{100 * p.win:.1f} ({100 * p.low:.1f}–{100 * p.high:.1f}) | {p.mean_score:.1f} | "
        f"{p.ms_per_decision:.2f} | {p.max_ms:.0f} |"
    )
