"""The learned player refined by the policy gradient (`tarsas train --refine`)."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
import pytest

from common import neural, refining, training
from common.registry import get_game


def shipped(game_id: str) -> neural.Model:
    learning = get_game(game_id).learning
    assert learning is not None
    return neural.load(learning)


def test_the_moves_of_the_game_that_went_better_become_more_likely():
    """Two games, one won and one lost: the first step moves every weight the way that makes
    the won game's choices more likely and the lost game's less (REINFORCE with a baseline)."""
    model = shipped("sanjuan")
    rng = np.random.default_rng(3)
    won, lost = (
        tuple(rng.normal(size=np.shape(w)) for w in (model.w1, model.b1, model.w2))
        for _ in range(2)
    )
    games = [refining._Game(1.0, 60, 50, 10, won), refining._Game(0.0, 50, 60, -10, lost)]
    refined = refining.refine("sanjuan", model, 2, 1, lambda fn, jobs: games)
    for before, after, up, down in zip(
        (model.w1, model.b1, model.w2), (refined.w1, refined.b1, refined.w2), won, lost,
        strict=True,
    ):  # fmt: skip
        moved = np.sign(after - before.astype(np.float64))
        assert (moved == np.sign(up - down)).mean() > 0.99
    # Adam's first step moves each weight by about the step size: `rate` sets it.
    step = np.abs(refined.w1 - model.w1.astype(np.float64))
    larger = refining.refine("sanjuan", model, 2, 1, lambda fn, jobs: games, rate=0.003)
    assert np.median(step) == pytest.approx(refining.RATE, rel=0.05)
    assert np.median(np.abs(larger.w1 - model.w1.astype(np.float64))) == pytest.approx(
        0.003, rel=0.05
    )


def test_refining_is_reproducible_and_does_not_depend_on_the_workers():
    """A few real games of refinement: the weights move, the same seed moves them the same way
    whether the games run in this process or in two workers, another seed otherwise."""
    start = shipped("sanjuan")
    plan = training.Plan("sanjuan", seed=2, evaluation=1, refine=3, start=start)
    one = training.train(plan).model
    assert not np.array_equal(one.w1, start.w1)
    assert training.train(replace(plan, workers=2)).model.to_bytes() == one.to_bytes()
    assert training.train(replace(plan, seed=3)).model.to_bytes() != one.to_bytes()
    result = training.train(plan)
    assert [g.refined for g in result.generations] == [True]  # measured once, after refining


def test_train_refines_weights_from_a_file_and_says_how_they_were_made(tmp_path, capsys):
    from common.cli import main

    start = tmp_path / "start.npz"
    start.write_bytes(replace(shipped("sanjuan"), made_by="tarsas train sanjuan").to_bytes())
    out = tmp_path / "refined.npz"
    code = main(
        ["train", "sanjuan", "--start", str(start), "--refine", "2", "--evaluation", "1",
         "--rate", "0.001", "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    err = capsys.readouterr().err
    assert "refined by 2 games" in err
    assert "refining: games: 2/2" in err, "a log file gets a line at each tenth"
    learning = get_game("sanjuan").learning
    assert learning is not None
    made_by = training.read_weights(out, learning).made_by
    assert made_by == (
        "tarsas train sanjuan; then tarsas train sanjuan --seed 1 --evaluation 1 "
        "--refine 2 --rate 0.001 --start <those weights>"
    )


@pytest.mark.parametrize("content", [None, b"not weights"])
def test_train_refuses_weights_it_cannot_read(tmp_path, capsys, content):
    from common.cli import main

    start = tmp_path / "start.npz"
    if content is not None:
        start.write_bytes(content)
    assert main(["train", "sanjuan", "--start", str(start), "--refine", "2"]) == 2
    assert "weights" in capsys.readouterr().err


def test_a_step_size_without_a_refinement_is_one_line(capsys):
    from common.cli import main

    assert main(["train", "sanjuan", "--rate", "0.001"]) == 2
    assert "--rate is the refinement's step size" in capsys.readouterr().err


def test_a_log_file_is_told_each_tenth_once_whatever_the_step():
    """Refinement reports every 64 games: a tenth is told when it is passed, not only when a
    step lands on it."""
    from common.training_run import new_tenth

    told: dict[str, int] = {}
    lines = [done for done in [*range(64, 10_000, 64), 10_000]
             if new_tenth(told, "refining", done, 10_000)]  # fmt: skip
    assert lines == [1024, 2048, 3008, 4032, 5056, 6016, 7040, 8000, 9024, 10_000]
    assert new_tenth(told, "fitting", 1, 1) and not new_tenth(told, "fitting", 1, 1)
