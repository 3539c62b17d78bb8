"""`tarsas ladder` (issue 19): every level against every opponent, the page and its checks."""

from __future__ import annotations

import json
from pathlib import Path

from common import ladder
from common.cli import main


def _p(
    level: str, opponent: str, win: float, games: int = 100, budget: str = "", weights: str = ""
) -> ladder.Pairing:
    return ladder.Pairing(
        level, opponent, games, win, win - 0.05, win + 0.05, 30.0, 1.0, 5.0, budget, weights
    )


def test_opponents_are_three_easy_players_then_each_stranger():
    assert ladder.opponents("puertorico") == [
        "easy",
        "stranger-tilted",
        "stranger-shipper",
        "stranger-builder",
        "stranger-learned",
    ]


def test_hard_meets_the_stranger_medium_does_worst_against_once_medium_met_them_all():
    medium = [
        _p("medium", "easy", 0.20),
        _p("medium", "stranger-tilted", 0.40),
        _p("medium", "stranger-shipper", 0.30),
        _p("easy", "stranger-builder", 0.10),
    ]
    assert ladder.planned("puertorico", "hard", medium) == ["easy", "stranger-learned"]
    medium.append(_p("medium", "stranger-builder", 0.35))
    medium.append(_p("medium", "stranger-learned", 0.45))
    assert ladder.planned("puertorico", "hard", medium) == [
        "easy",
        "stranger-shipper",
        "stranger-learned",
    ]
    assert ladder.planned("puertorico", "medium", []) == ladder.opponents("puertorico")


def test_against_the_learned_stranger_each_level_must_beat_the_one_below_by_five_points():
    """Issue 26: more thinking must pay off against the one opponent unlike ourselves."""
    pairings = [
        _p("easy", "stranger-learned", 0.20),
        _p("medium", "stranger-learned", 0.25),
        _p("hard", "stranger-learned", 0.299),
    ]
    assert dict(ladder.checks(pairings)) == {
        "Közepes ≥ Könnyű + 5 against 3 stranger-learned: 25.0 % vs 20.0 %": True,
        "Nehéz ≥ Közepes + 5 against 3 stranger-learned: 29.9 % vs 25.0 %": False,
    }


def test_the_learned_stranger_gets_enough_games(tmp_path: Path, monkeypatch):
    counts: list[tuple[str, str, int]] = []

    def measure(game_id, level, opponent, games, *_args, **_kw):
        counts.append((level, opponent, games))
        return _p(level, opponent, 0.3)

    monkeypatch.setattr(ladder, "measure_pairing", measure)
    ladder.measure_game("puertorico", 1, 1, tmp_path, ["medium", "hard"], ["stranger-learned"])
    assert counts == [("medium", "stranger-learned", 200), ("hard", "stranger-learned", 80)]


def test_a_stored_row_the_plan_has_left_can_be_measured_again(tmp_path: Path, monkeypatch):
    """Nehéz meets the stranger Közepes does worst against; when that changes, the row against
    the old one stays on the page (out of date after a budget change) and `--opponent` names it
    to measure it again. Without `--opponent` only the plan is measured."""
    counts: list[tuple[str, str]] = []

    def measure(game_id, level, opponent, games, *_args, **_kw):
        counts.append((level, opponent))
        return _p(level, opponent, 0.3)

    monkeypatch.setattr(ladder, "measure_pairing", measure)
    for opponent in ladder.opponents("puertorico")[1:]:
        worst = 0.2 if opponent == "stranger-learned" else 0.5
        ladder.store(tmp_path, "puertorico", 1, _p("medium", opponent, worst))
    ladder.store(tmp_path, "puertorico", 1, _p("hard", "stranger-tilted", 0.6))
    assert "stranger-tilted" not in ladder.planned(
        "puertorico", "hard", ladder.stored_pairings(tmp_path, "puertorico", 1)
    )
    ladder.measure_game("puertorico", 1, 1, tmp_path, ["hard"], ["stranger-tilted"])
    assert counts == [("hard", "stranger-tilted")]
    counts.clear()
    ladder.measure_game("puertorico", 1, 1, tmp_path, ["hard"])
    assert counts == [("hard", "easy"), ("hard", "stranger-learned")]


def test_checks_hold_only_when_each_target_is_met():
    pairings = [
        _p("easy", "easy", 0.25),
        _p("medium", "easy", 0.30),
        _p("easy", "stranger-a", 0.30),
        _p("medium", "stranger-a", 0.349),
        _p("hard", "easy", 0.40),
        _p("hard", "stranger-a", 0.33),
    ]
    results = dict(ladder.checks(pairings))
    assert [ok for ok in results.values()] == [True, False, True, False, True]
    below = [_p("hard", "easy", 0.399), _p("medium", "easy", 0.30)]
    assert [ok for _, ok in ladder.checks(below)] == [True, False]


def test_measuring_a_pairing_sums_up_the_levels_own_seat():
    """Against three of its own kind the level's seat is told apart: a fair share, not 100 %."""
    pairing = ladder.measure_pairing("sanjuan", "easy", "easy", 4, 1, workers=1)
    assert pairing.games == 4 and 0.0 <= pairing.win <= 1.0 and pairing.level == "easy"
    assert ladder.is_current("sanjuan", pairing)
    strangers = ladder.measure_pairing("sanjuan", "easy", "stranger-violet", 2, 1, workers=1)
    assert strangers.games == 2 and strangers.opponent == "stranger-violet"


def test_each_pairing_is_stored_when_done_and_the_page_says_what_is_missing(tmp_path: Path):
    folder = tmp_path / "ladder"
    medium = ladder.budget("aranyvaros", "medium")
    ladder.store(folder, "aranyvaros", 7, _p("medium", "easy", 0.35, budget=medium))
    ladder.store(folder, "aranyvaros", 7, _p("easy", "easy", 0.25, budget="—"))
    ladder.store(folder, "aranyvaros", 7, _p("easy", "easy", 0.27, budget="—"))
    stored = json.loads((folder / "aranyvaros.json").read_text())
    assert stored["seed"] == 7
    assert [(p["level"], p["win"]) for p in stored["pairings"]] == [
        ("easy", 0.27),
        ("medium", 0.35),
    ]
    assert main(["ladder", "--page", "--docs", str(tmp_path)]) == 0
    page = (tmp_path / "ladder.md").read_text()
    assert f"| Közepes | {medium} | 3 Könnyű | 100 | 35.0 (30.0–40.0) |" in page
    assert "†" not in page.split("## Die Goldene Stadt")[1]
    assert "✓ Közepes ≥ Könnyű + 5 against 3 Könnyű: 35.0 % vs 27.0 %" in page
    assert "Not measured:\n\n- Könnyű vs 3 stranger-tilted\n- Könnyű vs 3 stranger-coins\n" in page
    assert "- Nehéz vs the stranger Közepes does worst against (not yet known)\n" in page
    ladder.store(folder, "aranyvaros", 8, _p("easy", "easy", 0.30))
    assert ladder.stored_pairings(folder, "aranyvaros", 8) == [_p("easy", "easy", 0.30)]


def test_a_figure_measured_with_another_budget_is_marked_and_listed(tmp_path: Path):
    """D-B-21: a level's budget changes with the engine's speed (D-B-16); a figure measured
    with the old one must not pass for the level as it plays now."""
    now = ladder.budget("puertorico", "hard")
    assert now == "54 × 80 (15 learned), ≤ 1.6 s" and ladder.budget("puertorico", "easy") == "—"
    folder = tmp_path / "ladder"
    ladder.store(folder, "puertorico", 1, _p("hard", "easy", 0.6, budget="48 × 40, ≤ 1.6 s"))
    ladder.store(folder, "puertorico", 1, _p("medium", "easy", 0.5, budget=""))
    ladder.store(folder, "puertorico", 1, _p("easy", "easy", 0.25, budget="—"))
    pairings = ladder.stored_pairings(folder, "puertorico", 1)
    assert [ladder.is_current("puertorico", p) for p in pairings] == [True, False, False]
    assert ladder.outdated("puertorico", pairings) == [
        f"Közepes vs 3 Könnyű: measured with an unrecorded budget, now "
        f"{ladder.budget('puertorico', 'medium')}",
        f"Nehéz vs 3 Könnyű: measured with 48 × 40, ≤ 1.6 s, now {now}",
    ]
    assert main(["ladder", "--page", "--docs", str(tmp_path)]) == 0
    page = (tmp_path / "ladder.md").read_text()
    assert "| Nehéz † | 48 × 40, ≤ 1.6 s | 3 Könnyű | 100 |" in page
    assert "| Könnyű | — | 3 Könnyű |" in page
    assert "† Out of date:\n\n- Közepes vs 3 Könnyű" in page
    assert "- ✓ Közepes ≥ Könnyű + 5 against 3 Könnyű: 50.0 % vs 25.0 % (†: from a figure" in page
    assert "- ✓ Nehéz ≥ 40 % against 3 Könnyű: 60.0 % (†" in page


def test_a_figure_against_learned_weights_retrained_since_is_marked_and_listed(tmp_path):
    """Retrained weights are another opponent: a row against the old ones must not pass for
    the learned player as it ships now. The fingerprint is of the shipped file."""
    now = ladder.weights("sanjuan", "stranger-learned")
    assert len(now) == 12 and ladder.weights("sanjuan", "stranger-violet") == ""
    budget = ladder.budget("sanjuan", "easy")
    old = _p("easy", "stranger-learned", 0.2, budget=budget, weights="0123456789ab")
    fresh = _p("medium", "stranger-learned", 0.4, budget=ladder.budget("sanjuan", "medium"),
               weights=now)  # fmt: skip
    assert not ladder.is_current("sanjuan", old) and ladder.is_current("sanjuan", fresh)
    assert ladder.outdated("sanjuan", [old, fresh]) == [
        f"Könnyű vs 3 stranger-learned: measured against the learned weights 0123456789ab, "
        f"now {now}"
    ]


def test_a_run_measures_only_the_asked_pairings_and_keeps_them(tmp_path: Path):
    folder = tmp_path / "ladder"
    ticks: list[tuple[str, str, int, int]] = []

    def progress(level: str, opponent: str, games: int, done: int) -> None:
        ticks.append((level, opponent, games, done))

    ladder.measure_game(
        "sanjuan", 1, 1, folder, ["easy"], ["stranger-violet"], games=2, progress=progress
    )
    (pairing,) = ladder.stored_pairings(folder, "sanjuan", 1)
    assert (pairing.level, pairing.opponent, pairing.games) == ("easy", "stranger-violet", 2)
    assert ticks == [("easy", "stranger-violet", 2, 1), ("easy", "stranger-violet", 2, 2)]


def test_cli_bad_counts_and_opponents_are_one_line(capsys):
    assert main(["ladder", "sanjuan", "--games", "0"]) == 2
    assert "at least 1" in capsys.readouterr().err
    assert main(["ladder", "sanjuan", "--opponent", "stranger-shipper"]) == 2
    assert "sanjuan has no opponent stranger-shipper" in capsys.readouterr().err


def test_the_committed_page_is_written_from_the_committed_figures():
    """`docs/ladder.md` is what `tarsas ladder --page` makes of `docs/ladder/*.json` (issue 19:
    regenerated by one command, never edited by hand)."""
    docs = Path(__file__).resolve().parents[2] / "docs"
    page = (docs / "ladder.md").read_text(encoding="utf-8")
    assert page == ladder.markdown(ladder.load(docs / "ladder"))
