"""`tarsas train GAME`: fit the learned player from self-play games (issue 26, D-B-22).

Expert iteration with a small network, reproducible from one seed:

1. *Play.* Generation 0 seats players from the panel the project already has (the heuristic,
   its strangers, now and then a random player; each of them makes a random move now and then,
   so the data covers positions they would never reach). Every later generation seats the
   learned player of the previous generation at about half the seats, choosing by the softmax
   of its preferences (exploration): the positions to learn from are the ones it reaches.
2. *Ask the teachers.* Every decision with a choice is labelled. At a share of them the expert
   — the search at the Közepes budget (`medium`), from the deciding seat's view only — says
   which move it would play; at all the others the game's heuristic does, which costs almost
   nothing, with a smaller weight (`HEURISTIC_WEIGHT`): the search plays the heuristic's move
   unless it finds a clearly better one, so the many cheap labels teach the ordinary moves and
   the expert's labels the places where thinking pays. Every legal move's afterstate is encoded
   (the game's `features.encode`, from the same sampled hidden cards, as the learned player
   will see them, beside its change from the view before: `common.neural.inputs`).
3. *Fit.* The network (`common.neural.Model`) learns a preference for each afterstate, fitted
   by Adam to the labels (the weighted softmax cross-entropy over each decision's moves), a
   tenth of the games held out, the best epoch kept, warm-started from the previous generation.
4. *Measure.* After each generation the learned player (greedy, no search) plays one seat
   against three Könnyű players, seats rotated; the summary reports its win share, mean score
   and how often it agrees with the expert on held-out decisions.
5. *Refine* (`--refine GAMES`, `common.refining`): the imitated player plays whole games against
   three Könnyű players and learns from how they end (the policy gradient), then is measured
   again. `--start FILE` refines weights made before instead of imitating anew.

Games are played in worker processes; every game has its own seed, so the result does not
depend on the number of workers.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from common import refining, rng
from common.bots import bot_seed, make_bot
from common.contract import EngineError, GameDef
from common.learned import Learning
from common.neural import LearnedBot, Matrix, Model, input_names, move_inputs
from common.registry import get_game
from common.search import SearchBot
from common.session import build_config

HIDDEN = 96
"""Units of the hidden layer."""
HEURISTIC_WEIGHT = 0.3
"""How much a decision labelled by the heuristic counts beside one labelled by the expert."""
EXPLORE = 0.05
"""Chance that a panel player makes a random move instead of its own."""
TEMPERATURE = 0.3
"""The learned player's softmax temperature while it plays for data (preference units)."""
EXPERT = "medium"
"""Whose choices the network learns: the search at the Közepes budget."""
LEARNED = "learned"
RANDOM = "random"


@dataclass(frozen=True, slots=True)
class Plan:
    """What one training run does; the defaults are what ships."""

    game_id: str
    seed: int = 1
    generations: int = 2
    games: int = 250
    """Games a generation plays for data."""
    evaluation: int = 100
    """Games of the learned player against three heuristic players per generation."""
    keep: float = 0.15
    """Share of the decisions the expert is asked about."""
    label: float = 0.35
    """Share of the other decisions the heuristic labels (the rest teach nothing: the data
    would outgrow the memory long before it stopped teaching)."""
    epochs: int = 20
    workers: int = 1
    refine: int = 0
    """Games of refinement by the policy gradient after the generations (`common.refining`)."""
    rate: float = refining.RATE
    """The refinement's step size (Adam's)."""
    start: Model | None = None
    """Weights to refine instead of imitating anew (the generations are skipped)."""


@dataclass(frozen=True, slots=True)
class Game:
    """One game to play: who sits where, with which options, from which seed."""

    players: int
    options: Mapping[str, str]
    kinds: tuple[str, ...]
    seed: int


@dataclass(frozen=True, slots=True)
class Decisions:
    """Labelled decisions: every legal move's inputs as a row, the decision each row belongs
    to, whether the teacher chose it, and whether that teacher was the expert."""

    rows: Matrix
    group: npt.NDArray[np.int64]
    chosen: npt.NDArray[np.bool_]
    expert: npt.NDArray[np.bool_]

    def where(self, keep: npt.NDArray[np.bool_]) -> Decisions:
        """The rows `keep` marks (whole decisions, when it marks whole decisions)."""
        return Decisions(self.rows[keep], self.group[keep], self.chosen[keep], self.expert[keep])

    def weights(self) -> Matrix:
        """Each row's weight in the fit: 1 for the expert's decisions, less for the heuristic's."""
        return np.where(self.expert, 1.0, HEURISTIC_WEIGHT)

    @staticmethod
    def join(parts: Sequence[Decisions]) -> Decisions:
        """One set from several, each decision numbered apart."""
        offset, groups = 0, []
        for part in parts:
            groups.append(part.group + offset)
            offset += int(part.group.max()) + 1 if len(part.group) else 0
        return Decisions(
            np.concatenate([p.rows for p in parts]),
            np.concatenate(groups),
            np.concatenate([p.chosen for p in parts]),
            np.concatenate([p.expert for p in parts]),
        )


@dataclass(slots=True)
class Generation:
    """What one generation did, for the summary."""

    number: int
    decisions: int
    games: int
    expert: int
    """... of which the expert labelled these."""
    agreement: float
    """How often the network's first choice is the expert's, on held-out games."""
    loss: float
    """The cross-entropy on held-out games ..."""
    uniform: float
    """... and that of choosing uniformly at random: how much the network explains."""
    win: float
    """The learned player's win share as one seat against three heuristic players."""
    win_low: float
    win_high: float
    score: float
    others: float
    """Mean score of the heuristic seats in those games."""
    seconds: float
    refined: bool = False
    """A refinement (`common.refining`): it fits no labels, so it has no agreement or loss."""


@dataclass(slots=True)
class Result:
    model: Model
    generations: list[Generation] = field(default_factory=list)


def read_weights(path: Path, learning: Learning) -> Model:
    """Weights from a file, to refine (`--start`); EngineError when unreadable or fitted to
    another encoding."""
    try:
        data = path.read_bytes()
    except OSError as e:
        raise EngineError(f"could not read the weights in {str(path)!r}: {e.strerror}") from e
    try:
        return Model.from_bytes(data, input_names(learning.names))
    except (ValueError, KeyError, OSError) as e:
        raise EngineError(f"{str(path)!r} holds no learned player's weights ({e})") from e


def learning_of(game: GameDef[Any, Any, Any]) -> Learning:
    learning = game.learning
    if learning is None:
        raise EngineError(f"{game.id} has no learned player")
    return learning


def _explore_move(bot: Any, view: Any, legal: tuple[Any, ...], state: int) -> tuple[Any, int]:
    state, u = rng.next_u64(state)
    if u / 2.0**64 < EXPLORE:
        state, i = rng.below(state, len(legal))
        return legal[i], state
    return bot.choose(view, legal), state


def play_for_data(
    game_id: str, job: Game, model: Model | None, keep: float, label: float
) -> Decisions:
    """One game; decisions with a choice along the way, labelled by the expert at a `keep`
    share of them and by the heuristic at a `label` share of the others."""
    game = get_game(game_id)
    learning = learning_of(game)
    encode = learning.encode
    search = game.search
    assert search is not None
    state = game.new_game(build_config(game, job.players, job.options), job.seed)
    bots: list[Any] = []
    for place, kind in enumerate(job.kinds):
        seed = bot_seed(job.seed, place)
        if kind == LEARNED:
            assert model is not None
            bots.append(LearnedBot(seed, game, model, encode, temperature=TEMPERATURE))
        else:
            bots.append(make_bot(kind, seed, game))
    expert = make_bot(EXPERT, job.seed ^ 0x5EED, game)
    if isinstance(expert, SearchBot):
        expert.seconds = None  # reproducible: the expert's sample budget binds, never the clock
    teacher = make_bot("heuristic", job.seed ^ 0x7EAC, game)
    chance = rng.seed_state(job.seed * 7919 + 17)
    rows: list[Matrix] = []
    group: list[int] = []
    chosen: list[bool] = []
    by_expert: list[bool] = []
    decision = 0
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_moves(state)
        if len(legal) == 1:
            state = game.apply(state, legal[0])
            continue
        view = game.view(state, seat)
        chance, u = rng.next_u64(chance)
        share = u / 2.0**64
        asked = share < keep
        if share < keep + (1.0 - keep) * label:
            choice = (expert if asked else teacher).choose(view, legal)
            chance, sample_seed = rng.next_u64(chance)
            sample = search.sample_state(view, sample_seed)
            rows.append(move_inputs(game, encode, sample, view, legal))
            group.extend([decision] * len(legal))
            chosen.extend(move is choice for move in legal)
            by_expert.extend([asked] * len(legal))
            decision += 1
        if job.kinds[seat] == LEARNED:
            move = bots[seat].choose(view, legal)
        else:
            move, chance = _explore_move(bots[seat], view, legal, chance)
        state = game.apply(state, move)
    width = 2 * len(learning.names)
    return Decisions(
        np.vstack(rows).astype(np.float32) if rows else np.zeros((0, width), np.float32),
        np.array(group, dtype=np.int64),
        np.array(chosen, dtype=np.bool_),
        np.array(by_expert, dtype=np.bool_),
    )


def evaluate(
    game_id: str, model: Model, games: int, seed: int, workers: int
) -> tuple[float, float, float, float, float]:
    """The greedy learned player as one seat against three heuristic players, seats rotated:
    (win share, its 95 % interval low and high, its mean score, the others' mean score)."""
    from common.tournament import wilson

    jobs = [(game_id, model, k % 4, seed + k) for k in range(games)]
    results = _map(_evaluate_one, jobs, workers)
    wins = sum(r[0] for r in results)
    low, high = wilson(wins, games)
    return (
        wins / games,
        low,
        high,
        sum(r[1] for r in results) / games,
        sum(r[2] for r in results) / games,
    )


def _evaluate_one(game_id: str, model: Model, seat: int, seed: int) -> tuple[float, float, float]:
    game = get_game(game_id)
    learning = learning_of(game)
    state = game.new_game(build_config(game, 4, {}), seed)
    bots: list[Any] = [make_bot("heuristic", bot_seed(seed, s), game) for s in range(4)]
    bots[seat] = LearnedBot(bot_seed(seed, seat), game, model, learning.encode)
    while (to_act := game.to_act(state)) is not None:
        legal = game.legal_moves(state)
        move = legal[0] if len(legal) == 1 else bots[to_act].choose(game.view(state, to_act), legal)
        state = game.apply(state, move)
    outcome = game.outcome(state)
    assert outcome is not None
    win = 1.0 / len(outcome.winners) if seat in outcome.winners else 0.0
    score = next(s.total for s in outcome.scores if s.seat == seat)
    others = sum(s.total for s in outcome.scores if s.seat != seat) / 3
    return win, score, others


def _map(fn: Callable[..., Any], jobs: Sequence[tuple[Any, ...]], workers: int) -> list[Any]:
    if workers <= 1:
        return [fn(*job) for job in jobs]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        futures = [pool.submit(fn, *job) for job in jobs]
        return [f.result() for f in futures]


def schedule(game: GameDef[Any, Any, Any], plan: Plan, generation: int) -> list[Game]:
    """The games of one generation: seat counts, option sets and who sits where, all drawn
    from the plan's seed."""
    learning = learning_of(game)
    panel = ["heuristic", *sorted(k for k in game.bot_kinds if k.startswith("stranger-"))]
    panel = [k for k in panel if k != "stranger-learned"]
    counts = [n for n in game.seats if n <= 4]
    state = rng.seed_state(plan.seed * 1_000_003 + generation)
    games = []
    for _ in range(plan.games):
        state, u = rng.next_u64(state)
        players = 4 if u / 2.0**64 < 0.6 or len(counts) == 1 else counts[u % len(counts)]
        state, v = rng.below(state, len(learning.variants))
        kinds = []
        for _seat in range(players):
            state, r = rng.next_u64(state)
            share = r / 2.0**64
            if generation > 0 and share < 0.5:
                kinds.append(LEARNED)
            elif share > 0.95:
                kinds.append(RANDOM)
            else:
                state, k = rng.below(state, len(panel))
                kinds.append(panel[k])
        state, game_seed = rng.next_u64(state)
        games.append(Game(players, learning.variants[v], tuple(kinds), game_seed >> 1))
    return games


def _softmax_by_group(
    scores: Matrix, group: npt.NDArray[np.int64], starts: npt.NDArray[np.int64]
) -> Matrix:
    """Each row's probability among the rows of its decision (rows of a decision adjoin)."""
    top = np.maximum.reduceat(scores, starts)[group]
    e = np.exp(scores - top)
    total: Matrix = np.add.reduceat(e, starts)[group]
    return e / total


def _regroup(group: npt.NDArray[np.int64]) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """Decisions renumbered 0.. in the order their rows come, and where each one starts."""
    new_start = np.r_[True, group[1:] != group[:-1]]
    numbered = np.cumsum(new_start) - 1
    return numbered.astype(np.int64), np.flatnonzero(new_start).astype(np.int64)


def _batches(
    data: Decisions, generator: np.random.Generator, decisions_per_batch: int
) -> list[npt.NDArray[np.int64]]:
    """Row indices of whole decisions, in a shuffled order of decisions, a batch at a time."""
    _, starts = _regroup(data.group)
    ends = np.r_[starts[1:], len(data.group)]
    order = generator.permutation(len(starts))
    out = []
    for i in range(0, len(order), decisions_per_batch):
        picked = order[i : i + decisions_per_batch]
        out.append(np.concatenate([np.arange(starts[k], ends[k]) for k in picked]))
    return out


def _measure(params: list[Matrix], x: Matrix, data: Decisions) -> tuple[float, float, float]:
    """(weighted cross-entropy, its value for a uniform choice, agreement with the expert on
    the decisions the expert labelled — with every teacher when it labelled none)."""
    group, starts = _regroup(data.group)
    hidden = np.tanh(x @ params[0] + params[1])
    p = _softmax_by_group(hidden @ params[2], group, starts)
    chosen = data.chosen
    weights = data.weights()[chosen]
    loss = float(np.sum(-np.log(p[chosen] + 1e-12) * weights) / np.sum(weights))
    sizes = np.diff(np.r_[starts, len(group)])
    uniform = float(np.sum(np.log(sizes) * data.weights()[starts]) / np.sum(weights))
    best = np.maximum.reduceat(p, starts)[group]
    agreed = (p >= best - 1e-12)[chosen]
    by_expert = data.expert[chosen]
    agree = float(np.mean(agreed[by_expert] if by_expert.any() else agreed))
    return loss, uniform, agree


def fit(
    data: Decisions,
    held: npt.NDArray[np.bool_],
    names: Sequence[str],
    seed: int,
    epochs: int,
    start: Model | None,
) -> tuple[Model, tuple[float, float, float]]:
    """Adam on the weighted softmax cross-entropy of the teachers' choices, decision by
    decision; the rows of `held` games are kept out for measuring; the best epoch kept.
    Returns the model and its (cross-entropy, uniform cross-entropy, agreement with the
    expert) on the held-out decisions. The output has no bias: a shift common to every move
    changes no choice."""
    generator = np.random.default_rng(seed)
    if not len(data.group):
        raise EngineError(
            "too few decisions to learn from: play more games or ask the expert more often "
            "(--games, --keep)"
        )
    if held.all():
        held = np.zeros_like(held)  # a single game: nothing to hold out
    train_set = data.where(~held)
    test_set = data.where(held)
    if not len(test_set.group):
        test_set = train_set  # measured on what it was fitted to
    if start is None:
        mean = train_set.rows.mean(axis=0, dtype=np.float64)
        scale = train_set.rows.std(axis=0, dtype=np.float64)
        scale[scale < 1e-6] = 1.0
        n = data.rows.shape[1]
        w1 = generator.normal(0.0, 1.0 / math.sqrt(n), (n, HIDDEN))
        b1 = np.zeros(HIDDEN)
        w2 = generator.normal(0.0, 1.0 / math.sqrt(HIDDEN), HIDDEN)
    else:
        mean, scale = start.mean, start.scale
        w1, b1, w2 = start.w1.copy(), start.b1.copy(), start.w2.copy()
    xs = ((train_set.rows - mean) / scale).astype(np.float32)
    test_x = ((test_set.rows - mean) / scale).astype(np.float32)
    row_weights = train_set.weights()
    params = [w1, b1, w2]
    moments = [np.zeros_like(p) for p in params]
    squares = [np.zeros_like(p) for p in params]
    rate, beta1, beta2, decay = 1e-3, 0.9, 0.999, 1e-4
    step = 0
    best = (_measure(params, test_x, test_set), [p.copy() for p in params])
    for _epoch in range(epochs):
        for idx in _batches(train_set, generator, 128):
            x = xs[idx]
            group, starts = _regroup(train_set.group[idx])
            hidden = np.tanh(x @ params[0] + params[1])
            p = _softmax_by_group(hidden @ params[2], group, starts)
            w = row_weights[idx]
            d_score = (p - train_set.chosen[idx]) * w / np.sum(w[starts])
            d_hidden = np.outer(d_score, params[2]) * (1.0 - hidden**2)
            grads = [
                x.T @ d_hidden + decay * params[0],
                d_hidden.sum(axis=0),
                hidden.T @ d_score + decay * params[2],
            ]
            step += 1
            for q, g, m, v in zip(params, grads, moments, squares, strict=True):
                m *= beta1
                m += (1 - beta1) * g
                v *= beta2
                v += (1 - beta2) * g * g
                q -= rate * (m / (1 - beta1**step)) / (np.sqrt(v / (1 - beta2**step)) + 1e-8)
        measured = _measure(params, test_x, test_set)
        if measured[0] < best[0][0]:
            best = (measured, [p.copy() for p in params])
    w1, b1, w2 = best[1]
    return Model(input_names(names), mean, scale, w1, b1, w2), best[0]


def train(
    plan: Plan,
    progress: Callable[[str, int, int], None] | None = None,
    report: Callable[[Generation], None] | None = None,
) -> Result:
    """Run the plan; `progress(what, done, total)` is told as games finish, `report` each
    generation's figures as soon as it is measured (a run takes tens of minutes)."""
    game = get_game(plan.game_id)
    learning = learning_of(game)
    model = plan.start
    parts: list[Decisions] = []
    held_parts: list[npt.NDArray[np.bool_]] = []
    generations: list[Generation] = []
    for g in range(0 if plan.start else plan.generations):
        started = time.perf_counter()
        jobs = schedule(game, plan, g)
        args = [(plan.game_id, job, model, plan.keep, plan.label) for job in jobs]
        done: list[Decisions] = []
        chunk = max(1, plan.workers * 4)
        what = f"generation {g + 1}: games"
        for i in range(0, len(args), chunk):
            done.extend(_map(play_for_data, args[i : i + chunk], plan.workers))
            if progress:
                progress(what, len(done), len(args))
        for k, part in enumerate(done):
            parts.append(part)
            held_parts.append(np.full(len(part.group), k % 10 == 0))
        data = Decisions.join(parts)
        held = np.concatenate(held_parts)
        if progress:
            progress(f"generation {g + 1}: fitting", 0, 1)
        model, (loss, uniform, agree) = fit(
            data, held, learning.names, plan.seed + g, plan.epochs, model
        )
        if progress:
            progress(f"generation {g + 1}: fitting", 1, 1)
        win, low, high, score, others = evaluate(
            plan.game_id, model, plan.evaluation, plan.seed * 7 + g, plan.workers
        )
        generations.append(
            Generation(
                g + 1, int(data.group.max()) + 1, len(jobs), expert_decisions(data), agree,
                loss, uniform, win, low, high, score, others, time.perf_counter() - started,
            )
        )  # fmt: skip
        if report:
            report(generations[-1])
    assert model is not None
    if plan.refine:
        model = _refined(plan, model, progress)
        started = time.perf_counter()
        win, low, high, score, others = evaluate(
            plan.game_id, model, plan.evaluation, plan.seed * 7 + len(generations), plan.workers
        )
        generations.append(
            Generation(
                len(generations) + 1, 0, plan.refine, 0, math.nan, math.nan, math.nan, win, low,
                high, score, others, time.perf_counter() - started, refined=True,
            )
        )  # fmt: skip
        if report:
            report(generations[-1])
    return Result(model, generations)


def _refined(plan: Plan, model: Model, progress: Callable[[str, int, int], None] | None) -> Model:
    """The model after `plan.refine` games of the policy gradient, with one pool of workers
    for the whole refinement (a batch takes seconds: a pool per batch would cost a tenth)."""

    def report(batch: refining.Batch) -> None:
        if progress:
            progress("refining: games", batch.games, plan.refine)

    if plan.workers <= 1:
        return refining.refine(
            plan.game_id, model, plan.refine, plan.seed, lambda fn, jobs: [fn(*j) for j in jobs],
            report, plan.rate,
        )  # fmt: skip
    with ProcessPoolExecutor(max_workers=plan.workers) as pool:
        return refining.refine(
            plan.game_id, model, plan.refine, plan.seed,
            lambda fn, jobs: list(pool.map(fn, *zip(*jobs, strict=True), chunksize=4)),
            report, plan.rate,
        )  # fmt: skip


def expert_decisions(data: Decisions) -> int:
    """How many of the decisions the expert labelled."""
    _, starts = _regroup(data.group)
    return int(np.count_nonzero(data.expert[starts]))
