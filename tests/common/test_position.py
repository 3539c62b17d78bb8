"""common.position: full-state snapshots (`*.json`) and their errors (ARCHITECTURE §4)."""

from __future__ import annotations

import json

import pytest
from fuzz_kit import deadline
from tarsas_kit import SAN_JUAN, new_session, play_random

from common import position
from common.contract import EngineError
from common.position import PositionError
from common.savefile import SeatInfo
from common.session import Session
from sanjuan import data


@pytest.fixture(scope="module")
def mid_game():
    """A 4-seat state in the middle of a game: goods, covered cards and a used draw pile."""
    session = play_random(new_session(4, seed=21, options={"starting_hand_draft": True}), 260)
    assert not session.over
    return session.state


@pytest.fixture
def doc(mid_game) -> dict:
    return json.loads(position.dumps(SAN_JUAN, mid_game))


def loads_error(document, source: str = "pos.json") -> PositionError:
    text = document if isinstance(document, str) else json.dumps(document)
    with pytest.raises(PositionError) as info:
        position.loads(text, source)
    message = str(info.value)
    assert message.startswith(f"{source}: "), message
    assert "\n" not in message
    assert "Traceback" not in message
    return info.value


def test_save_load_round_trip(tmp_path, mid_game):
    path = tmp_path / "pos.json"
    position.save(path, SAN_JUAN, mid_game)
    game, state = position.load(path)
    assert game is SAN_JUAN
    assert state == mid_game
    assert [p.name for p in tmp_path.iterdir()] == ["pos.json"]
    # The loaded state plays on exactly like the original.
    move = SAN_JUAN.legal_moves(state)[0]
    assert SAN_JUAN.apply(state, move) == SAN_JUAN.apply(mid_game, move)


def test_round_trip_of_setup_and_final_states(tmp_path):
    session = play_random(new_session(2, seed=4), seed=4)
    for state in (session.states[0], session.states[-1]):
        assert position.loads(position.dumps(SAN_JUAN, state))[1] == state


def test_document_envelope(doc):
    assert doc["schema_version"] == 1
    assert doc["game"] == "sanjuan"
    assert set(doc) == {"schema_version", "game", "engine", "state"}


def test_not_json():
    err = loads_error("this is { not json")
    assert "json" in str(err).lower()


def test_empty_file():
    loads_error("")


def test_json_but_not_an_object():
    loads_error("[1, 2, 3]")


@pytest.mark.parametrize("version", [2, 0, "1", None])
def test_wrong_schema_version(doc, version):
    doc["schema_version"] = version
    err = loads_error(doc)
    assert "schema_version" in str(err)


def test_missing_envelope_field(doc):
    del doc["game"]
    assert "game" in str(loads_error(doc))


def test_extra_envelope_field(doc):
    doc["comment"] = "hi"
    assert "comment" in str(loads_error(doc))


def test_unknown_game_is_an_engine_error(doc):
    doc["game"] = "chess"
    with pytest.raises(EngineError, match="unknown game 'chess'"):
        position.loads(json.dumps(doc), "pos.json")


def test_unknown_game_is_a_position_error_naming_the_file(doc):
    doc["game"] = "chess"
    err = loads_error(doc)
    assert "unknown game 'chess'" in str(err)


def test_duplicated_card_fails_conservation(doc):
    players = doc["state"]["players"]
    players[0]["hand"] = [*players[0]["hand"], doc["state"]["draw"][0]]
    err = loads_error(doc)
    assert "not a consistent sanjuan position" in str(err)
    assert "cards created or lost" in str(err)


def test_lost_card_fails_conservation(doc):
    doc["state"]["draw"] = doc["state"]["draw"][1:]
    assert "cards created or lost" in str(loads_error(doc))


def test_goods_not_parallel_to_city(doc):
    player = doc["state"]["players"][1]
    player["goods"] = [*player["goods"], -1]
    assert "not a consistent sanjuan position" in str(loads_error(doc))


def test_missing_state_field(doc):
    del doc["state"]["rng"]
    err = loads_error(doc)
    assert "missing field rng" in str(err)
    assert "state" in str(err)


def test_missing_nested_field(doc):
    del doc["state"]["players"][2]["hand"]
    err = loads_error(doc)
    assert "state.players[2]" in str(err) and "missing field hand" in str(err)


def test_extra_state_field(doc):
    doc["state"]["cheat"] = True
    assert "unknown field(s) cheat" in str(loads_error(doc))


def test_extra_nested_field(doc):
    doc["state"]["turn"]["bonus"] = 3
    err = loads_error(doc)
    assert "state.turn" in str(err) and "bonus" in str(err)


@pytest.mark.parametrize(
    ("field", "value", "words"),
    [
        ("rng", "12", "whole number"),
        ("rng", True, "whole number"),
        ("draw", 5, "list"),
        ("phase", 3, "string"),
        ("library_spent", 1, "true or false"),
        ("rules", [], "object"),
    ],
)
def test_wrong_types(doc, field, value, words):
    doc["state"][field] = value
    err = loads_error(doc)
    assert f"state.{field}" in str(err) and words in str(err)


def test_load_of_missing_and_non_utf8_files(tmp_path):
    with pytest.raises(PositionError) as info:
        position.load(tmp_path / "nope.json")
    assert str(info.value).startswith(str(tmp_path / "nope.json"))
    bad = tmp_path / "latin.json"
    bad.write_bytes(b'{"game": "s\xe9"}')
    with pytest.raises(PositionError) as info:
        position.load(bad)
    assert str(info.value).startswith(str(bad))


@pytest.mark.parametrize(
    ("field", "value"), [("governor", 9), ("phase", "bogus"), ("tile", "nope")]
)
def test_out_of_range_ids_are_rejected(doc, field, value):
    doc["state"][field] = value
    loads_error(doc)


# -- positions are validated whole (issue 14, item 9) ---------------------------------------------


@pytest.mark.parametrize("version", [1.0, True, "1", 10**30])
def test_a_schema_version_that_only_equals_one_is_refused(doc, version):
    doc["schema_version"] = version
    assert "schema_version" in str(loads_error(doc))


def _doc_of(game_id: str, players: int, moves: int, seed: int = 5, **options) -> dict:
    from common.registry import get_game

    game = get_game(game_id)
    session = Session(
        game, game.config(players, options), seed, [SeatInfo(f"P{i}") for i in range(players)]
    )
    play_random(session, moves, seed=seed)
    return json.loads(position.dumps(game, session.state))


def test_a_good_on_a_violet_building_is_refused():
    """It loaded, and selling it later was a KeyError."""
    session = play_random(new_session(3, seed=21), seed=21)
    state = next(
        s
        for s in session.states
        if any(not data.TYPES[data.KIND[c]].good for p in s.players for c in p.city)
    )
    doc = json.loads(position.dumps(SAN_JUAN, state))
    for player in doc["state"]["players"]:
        for i, card in enumerate(player["city"]):
            if not data.TYPES[data.KIND[card]].good:
                player["goods"][i] = doc["state"]["draw"].pop()
                assert "a good on a" in str(loads_error(doc))
                return
    raise AssertionError("no violet building found")


def test_a_negative_colonist_count_that_looped_for_ever_is_refused():
    """A ship with -1 colonists (the supply one richer, so nothing seems lost) kept the ship
    take going for ever."""
    doc = _doc_of("puertorico", 3, 40, exp_nobles=True)
    board = doc["state"]["board"]
    board["colonist_supply"] += board["colonist_ship"] + 1
    board["colonist_ship"] = -1
    with deadline(10):
        assert "out of range" in str(loads_error(doc))


@pytest.mark.parametrize(
    ("where", "value"),
    [(("phase",), "voting"), (("turn", "todo"), ["build", "dance"]), (("end",), ["boredom"])],
)
def test_unknown_aranyvaros_phase_step_and_end_names_are_refused(where, value):
    doc = _doc_of("aranyvaros", 3, 60)
    target = doc["state"]
    for key in where[:-1]:
        target = target[key]
    target[where[-1]] = value
    loads_error(doc)


@pytest.mark.parametrize("game_id", ["sanjuan", "anno_xvii", "puertorico", "aranyvaros"])
def test_every_position_of_a_real_game_loads(game_id):
    """The other side of the boundary: nothing play reaches is refused."""
    from common.registry import get_game

    game = get_game(game_id)
    players = game.seats[-1]
    session = Session(game, game.config(players), 9, [SeatInfo(f"P{i}") for i in range(players)])
    play_random(session, seed=9)
    for state in session.states[::5] + [session.state]:
        assert position.loads(position.dumps(game, state))[1] == state


@pytest.mark.parametrize("copies", [6, 1000000, 100000000, 99999999999999999999])
def test_an_option_out_of_range_in_a_position_is_refused_before_any_work(copies):
    """event_copies = 100,000,000 in a position's rules built a deck that filled the memory."""
    doc = _doc_of("anno_xvii", 3, 30)
    doc["state"]["rules"]["event_copies"] = copies
    assert "event_copies must be a whole number from 0 to 5" in str(loads_error(doc))


def test_a_phase_that_does_not_fit_the_turn_is_refused():
    """Found by the soak: an ANNO Reconstruction turn relabelled as the trader phase loaded,
    and selling later looked up a trading-house tile that was not there."""
    session = play_random(new_session(3, seed=21), seed=21)
    state = next(s for s in session.states if s.phase == "builder")
    doc = json.loads(position.dumps(SAN_JUAN, state))
    doc["state"]["phase"] = "trader"
    assert "trading-house tile outside the trader" in str(loads_error(doc))


@pytest.mark.parametrize(
    ("todo", "place", "words"),
    [
        (["pay", "limit"], 3, "a payment not followed by the house"),
        (["pay", "place", "limit"], -1, "no place"),
        (["place", "limit"], -1, "no place"),
    ],
)
def test_an_aranyvaros_build_turn_without_its_house_is_refused(todo, place, words):
    """A payment always leads to putting the house up on the place paid for (R-AV-19): the
    last payment puts it up, so a turn that pays for nothing, or pays and never builds, is
    not one play can reach."""
    from common.registry import get_game

    game = get_game("aranyvaros")
    session = Session(game, game.config(3), 5, [SeatInfo(f"P{i}") for i in range(3)])
    play_random(session, seed=5)
    state = next(s for s in session.states if s.phase == "building" and s.turn.todo)
    doc = json.loads(position.dumps(game, state))
    doc["state"]["turn"].update(todo=todo, place=place, owed=1)
    assert words in str(loads_error(doc))
