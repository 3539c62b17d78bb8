"""The learned player (issue 26, D-B-22): an encoding of the view only, weights that ship and
load, choices that never peek, and training that is reproducible from its seed."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from common import neural, training
from common.bots import make_bot, table_kinds
from common.contract import EngineError, GameDef
from common.learned import KIND
from common.neural import LearnedBot, Model
from common.registry import get_game
from common.session import build_config

CASES = [
    ("sanjuan", 4, {}),
    ("sanjuan", 2, {}),
    ("anno_xvii", 3, {}),
    ("puertorico", 4, {}),
    ("puertorico", 5, {"exp_new_buildings": "true", "exp_nobles": "true"}),
    ("puertorico", 2, {"exp_nobles": "true"}),
    ("aranyvaros", 4, {}),
    ("aranyvaros", 3, {}),
]
GAMES = ("sanjuan", "anno_xvii", "puertorico", "aranyvaros")


def positions(game: GameDef, players: int, options: dict[str, str], seed: int) -> list[Any]:
    """Every 7th decision of a game the heuristic plays in every seat, and the end."""
    state = game.new_game(build_config(game, players, options), seed)
    bots = [make_bot("easy", seed * 10 + i, game) for i in range(players)]
    found = []
    k = 0
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_moves(state)
        if len(legal) > 1:
            k += 1
            if k % 7 == 0:
                found.append(state)
        state = game.apply(state, bots[seat].choose(game.view(state, seat), legal))
    return [*found, state]


@pytest.mark.parametrize(("game_id", "players", "options"), CASES)
def test_the_encoding_reads_only_the_view_and_has_one_number_per_name(game_id, players, options):
    """Everything hidden from a seat reshuffled, its numbers are the same: the learned player
    cannot learn from what its seat does not see."""
    game = get_game(game_id)
    learning = game.learning
    assert learning is not None
    for k, state in enumerate(positions(game, players, options, 3)):
        for seat in range(players):
            row = learning.encode(game.view(state, seat))
            assert len(row) == len(learning.names)
            assert all(np.isfinite(row))
            hidden = game.shuffle_hidden(state, seat, k + 11)
            assert learning.encode(game.view(hidden, seat)) == row


@pytest.mark.parametrize("game_id", GAMES)
def test_every_game_ships_weights_fitted_to_its_encoding(game_id):
    """A changed encoding without retrained weights fails here, not at a table."""
    game = get_game(game_id)
    assert game.learning is not None
    model = neural.load(game.learning)
    assert model.names == neural.input_names(game.learning.names)
    assert model.w1.shape == (2 * len(game.learning.names), training.HIDDEN)


def test_weights_fitted_to_another_encoding_are_a_clear_error():
    learning = get_game("sanjuan").learning
    assert learning is not None
    data = neural.load(learning).to_bytes()
    with pytest.raises(EngineError, match="tarsas train"):
        Model.from_bytes(data, neural.input_names((*learning.names, "one more")))


def test_the_network_reads_each_afterstate_and_what_the_move_changed():
    before = [1.0, 2.0, 0.0]
    rows = neural.inputs(before, [[1.0, 3.0, 0.0], [0.0, 2.0, 1.0]])
    assert rows.tolist() == [[1.0, 3.0, 0.0, 0.0, 1.0, 0.0], [0.0, 2.0, 1.0, -1.0, 0.0, 1.0]]
    assert neural.input_names(("a", "b")) == ("a", "b", "Δa", "Δb")


@pytest.mark.parametrize("game_id", GAMES)
def test_the_learned_player_is_a_stranger_kept_off_the_table(game_id):
    game = get_game(game_id)
    assert KIND in game.bot_kinds
    assert KIND not in table_kinds(game)


@pytest.mark.parametrize(("game_id", "players", "options"), CASES[::2])
def test_the_learned_player_never_peeks(game_id, players, options):
    """Its choice depends on its view alone: the same view from a world where every hidden
    card lies elsewhere gets the same move (same seed), and the move is legal."""
    game = get_game(game_id)
    for k, state in enumerate(positions(game, players, options, 5)[:-1]):
        seat = game.to_act(state)
        legal = game.legal_moves(state)
        move = make_bot(KIND, 9, game).choose(game.view(state, seat), legal)
        assert move in legal
        hidden = game.shuffle_hidden(state, seat, k)
        again = make_bot(KIND, 9, game).choose(game.view(hidden, seat), game.legal_moves(hidden))
        assert game.move_text(again) == game.move_text(move)


def test_a_forced_move_needs_no_thought():
    game = get_game("sanjuan")
    state = positions(game, 4, {}, 1)[0]
    legal = game.legal_moves(state)[:1]
    bot = make_bot(KIND, 1, game)
    assert bot.choose(game.view(state, game.to_act(state)), legal) is legal[0]
    assert bot.reason is None


def test_a_temperature_spreads_the_choices_and_zero_takes_the_best():
    """While training the learned player explores (a softmax of its values); at the table and
    in tournaments it plays its best move."""
    game = get_game("sanjuan")
    learning = game.learning
    assert learning is not None
    model = neural.load(learning)
    state = game.new_game(build_config(game, 4, {}), 2)
    seat = game.to_act(state)
    view, legal = game.view(state, seat), game.legal_moves(state)
    values = LearnedBot(1, game, model, learning.encode).scores(view, legal)
    greedy = {
        game.move_text(LearnedBot(s, game, model, learning.encode).choose(view, legal))
        for s in range(12)
    }
    assert greedy == {game.move_text(legal[int(np.argmax(values))])}
    hot = {
        game.move_text(LearnedBot(s, game, model, learning.encode, 10.0).choose(view, legal))
        for s in range(40)
    }
    assert len(hot) > 1


def test_training_is_reproducible_from_its_seed():
    """`tarsas train` twice with one seed writes the same weights; another seed others."""
    small = {"generations": 2, "games": 3, "evaluation": 1, "epochs": 2, "keep": 0.05}
    first = training.train(training.Plan("puertorico", seed=4, **small)).model.to_bytes()
    assert training.train(training.Plan("puertorico", seed=4, **small)).model.to_bytes() == first
    other = training.train(training.Plan("puertorico", seed=5, **small)).model.to_bytes()
    assert other != first


@pytest.mark.parametrize(
    ("keep", "label", "asked"), [(0.0, 1.0, "heuristic"), (1.0, 0.0, "expert")]
)
def test_each_decision_is_labelled_by_the_teacher_its_share_picks(keep, label, asked):
    """The expert (the Közepes search) labels a `keep` share of the decisions, the heuristic a
    `label` share of the rest, and the fit weighs the heuristic's labels less."""
    game = get_game("sanjuan")
    job = training.schedule(game, training.Plan("sanjuan", games=1), 0)[0]
    data = training.play_for_data("sanjuan", job, None, keep, label)
    decisions = len(set(data.group.tolist()))
    assert decisions > 20
    assert np.count_nonzero(data.chosen) == decisions  # one label a decision
    assert data.expert.all() == (asked == "expert") and data.expert.any() == (asked == "expert")
    weight = 1.0 if asked == "expert" else training.HEURISTIC_WEIGHT
    assert set(data.weights().tolist()) == {weight}
    assert training.expert_decisions(data) == (decisions if asked == "expert" else 0)


def test_a_generation_seats_the_learned_player_only_once_it_exists():
    game = get_game("puertorico")
    plan = training.Plan("puertorico", games=60)
    first = training.schedule(game, plan, 0)
    later = training.schedule(game, plan, 1)
    assert not any(training.LEARNED in g.kinds for g in first)
    assert any(training.LEARNED in g.kinds for g in later)
    assert {len(g.kinds) for g in first} <= set(game.seats)
    variants = {tuple(sorted(g.options.items())) for g in first}
    assert len(variants) == 4  # the base game and each expansion, alone and together


def test_train_command_writes_weights_and_reports(tmp_path, capsys):
    from common.cli import main

    out = tmp_path / "w.npz"
    code = main(
        ["train", "puertorico", "--generations", "1", "--games", "2", "--evaluation", "1",
         "--keep", "0.05", "--out", str(out)]
    )  # fmt: skip
    assert code == 0
    learning = get_game("puertorico").learning
    assert learning is not None
    names = neural.input_names(learning.names)
    assert Model.from_bytes(out.read_bytes(), names).names == names
    printed = capsys.readouterr().out
    assert "leans most on" in printed and "written" in printed and "agrees" in printed


def test_train_refuses_a_game_without_a_learned_player(monkeypatch, capsys):
    from common.cli import main

    monkeypatch.setattr(get_game("aranyvaros"), "learning", None)
    assert main(["train", "aranyvaros"]) == 2
    assert "no learned player" in capsys.readouterr().err


def test_train_checks_where_the_weights_go_before_it_starts(capsys):
    from common.cli import main

    assert main(["train", "sanjuan", "--out", "/nonexistent/folder/w.npz"]) == 2
    assert "no folder" in capsys.readouterr().err


def test_too_few_decisions_to_learn_from_is_a_clear_error():
    """One game of which no teacher was asked anything: nothing to fit, one sentence."""
    plan = training.Plan("aranyvaros", generations=1, games=1, evaluation=1, keep=1e-9, label=0)
    with pytest.raises(EngineError, match="too few decisions"):
        training.train(plan)
