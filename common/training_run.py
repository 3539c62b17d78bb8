"""`tarsas train GAME`'s face (`common.training` does the work): the arguments read into a plan,
a progress bar while it runs, the weights written whole or not at all, and what it learned.
"""

from __future__ import annotations

import argparse
from dataclasses import replace
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np
from rich.console import Console
from rich.progress import Progress
from rich.table import Table

from common import training
from common.contract import EngineError
from common.neural import Model
from common.registry import get_game


def run(args: argparse.Namespace) -> int:
    """`tarsas train`: the plan from the arguments, a progress bar, the weights written
    whole or not at all, and the summary."""
    game = get_game(args.game)
    learning = training.learning_of(game)
    target = (
        Path(args.out)
        if args.out
        else Path(str(resources.files(learning.package).joinpath(learning.file)))
    )
    if not target.parent.is_dir():
        raise EngineError(f"no folder {str(target.parent)!r} to write the weights in")
    given = {
        name: getattr(args, name)
        for name in (
            "generations",
            "games",
            "evaluation",
            "keep",
            "label",
            "workers",
            "refine",
            "rate",
        )
        if getattr(args, name) is not None
    }
    if args.rate is not None and args.refine is None:
        raise EngineError("--rate is the refinement's step size: give --refine as well")
    start = training.read_weights(Path(args.start), learning) if args.start else None
    plan = training.Plan(game.id, seed=args.seed, start=start, **given)
    console = Console(stderr=True)
    with Progress(console=console, transient=True) as bar:
        tasks: dict[str, Any] = {}

        told: dict[str, int] = {}

        def progress(what: str, done: int, total: int) -> None:
            if what not in tasks:
                tasks[what] = bar.add_task(what, total=total)
            bar.update(tasks[what], completed=done)
            if not console.is_terminal and new_tenth(told, what, done, total):
                # no bar in a log file: a line at every tenth, so a long run can be followed
                console.print(f"{what}: {done}/{total}", highlight=False)

        def report(g: training.Generation) -> None:
            done = (
                f"refined by {g.games} games"
                if g.refined
                else f"generation {g.number}: agrees with the expert {100 * g.agreement:.0f}%"
            )
            bar.console.print(
                f"{done}, wins {100 * g.win:.1f}% ({100 * g.win_low:.1f}–{100 * g.win_high:.1f}%) "
                f"against three Könnyű, score {g.score:.1f} vs {g.others:.1f}"
            )

        result = training.train(plan, progress, report)
    words = [f"--{name} {value}" for name, value in given.items() if name != "workers"]
    made_by = " ".join(["tarsas train", game.id, f"--seed {args.seed}", *words])
    if start is not None:  # how the weights it started from were made, then this refinement
        made_by = f"{start.made_by}; then {made_by} --start <those weights>"
    data = replace(result.model, made_by=made_by).to_bytes()
    partial = target.with_name(target.name + ".partial")
    try:
        partial.write_bytes(data)
        partial.replace(target)  # a run stopped half-way leaves the old weights whole
    except OSError as e:
        raise EngineError(f"could not write the weights to {str(target)!r}: {e.strerror}") from e
    Console().print(summary(result, game.name_en, args.seed))
    leans = ", ".join(f"{name} ({weight:.2f})" for name, weight in strongest(result.model))
    print(f"it leans most on: {leans}")
    print(
        f"written: {target} ({len(data) // 1024} KiB, {2 * len(learning.names)} inputs, "
        f"{training.HIDDEN} hidden units)"
    )
    return 0


def new_tenth(told: dict[str, int], what: str, done: int, total: int) -> bool:
    """Whether a stage has passed another tenth of its work since it was last told (`told`
    keeps the tenth each stage was told at); steps of any size, as a batch's 64 games."""
    tenth = done * 10 // total if total else 0
    if tenth <= told.get(what, 0):
        return False
    told[what] = tenth
    return True


def summary(result: training.Result, game_name: str, seed: int) -> Table:
    """The run's figures, generation by generation, as `tarsas train` prints them."""
    table = Table(
        title=f"{game_name}: the learned player, generation by generation "
        f"(seed {seed}; agreement with the expert on held-out games; win share as one "
        "seat against three Könnyű, fair share 25%)"
    )
    columns = ("gen", "decisions", "by the expert", "agrees", "loss / uniform", "win %",
               "95% interval", "score", "others", "s")  # fmt: skip
    for column in columns:
        table.add_column(column, justify="right")
    for g in result.generations:
        table.add_row(
            f"{g.number} (refined, {g.games} games)" if g.refined else str(g.number),
            "—" if g.refined else str(g.decisions),
            "—" if g.refined else str(g.expert),
            "—" if g.refined else f"{100 * g.agreement:.0f}%",
            "—" if g.refined else f"{g.loss:.3f} / {g.uniform:.3f}",
            f"{100 * g.win:.1f}",
            f"{100 * g.win_low:.1f}–{100 * g.win_high:.1f}",
            f"{g.score:.1f}",
            f"{g.others:.1f}",
            f"{g.seconds:.0f}",
        )
    return table


def strongest(model: Model, top: int = 8) -> list[tuple[str, float]]:
    """The inputs the value leans on most (the summed size of their weights into the hidden
    layer, on standardised inputs): what the network learned to look at."""
    weight = np.abs(model.w1) @ np.abs(model.w2)
    order = np.argsort(-weight)[:top]
    return [(model.names[i], float(weight[i])) for i in order]
