"""Numbers at the edge (issue 14, items 5 and 6): one strict reader for every number tarsas is
given, and a maximum for every numeric option.

`str.isdigit()` accepts "²" and a 5,000-digit number, which `int()` then refuses (exit 70) or
reads for minutes; an option value of 100,000,000 built a deck that filled the memory.
"""

from __future__ import annotations

import pytest

from common.contract import EngineError, OptionError, OptionSpec
from common.numbers import SEED_LIMIT, is_whole, whole_number
from common.registry import all_games, get_game

HOSTILE = ["²", "¹0", "٣", "1_000", "1e3", "0x10", "+3", " ", "", "3.0", "-", "9" * 5000, "Ⅻ"]


@pytest.mark.parametrize("text", HOSTILE, ids=repr)
def test_anything_but_ascii_digits_is_refused_with_the_range(text):
    with pytest.raises(EngineError) as info:
        whole_number(text, "the count", 1, 9)
    message = str(info.value)
    assert message.startswith("the count must be a whole number from 1 to 9, not ")
    assert len(message) < 100, "a 5,000-digit answer is not echoed whole"


@pytest.mark.parametrize(("text", "value"), [("1", 1), (" 9 ", 9), ("007", 7)])
def test_ascii_digits_in_range_are_read(text, value):
    assert whole_number(text, "the count", 1, 9) == value


@pytest.mark.parametrize("text", ["0", "10", "-1"])
def test_both_ends_of_the_range_are_checked(text):
    with pytest.raises(EngineError, match="from 1 to 9"):
        whole_number(text, "the count", 1, 9)


def test_seeds_take_either_sign_and_at_most_twenty_digits():
    assert whole_number("-3", "seed", -SEED_LIMIT, SEED_LIMIT) == -3
    assert whole_number(str(SEED_LIMIT), "seed", -SEED_LIMIT, SEED_LIMIT) == SEED_LIMIT
    for text in (str(SEED_LIMIT + 1), "1" * 21, "²"):
        with pytest.raises(EngineError, match="seed must be a whole number of at most 20 digits"):
            whole_number(text, "seed", -SEED_LIMIT, SEED_LIMIT)


def test_is_whole_is_ascii_and_bounded():
    assert is_whole("12") and is_whole("-12", signed=True)
    assert not is_whole("-12") and not is_whole("²") and not is_whole("1" * 21)


def test_every_numeric_option_of_every_game_has_a_maximum_that_its_error_states():
    numeric = [(g, o) for g in all_games().values() for o in g.options if o.kind == "int"]
    assert numeric, "the check must see at least one numeric option"
    for game, spec in numeric:
        assert spec.maximum is not None
        assert spec.parse(str(spec.maximum)) == spec.maximum
        for text in (str(spec.maximum + 1), "1000000", "99999999999999999999", "²"):
            with pytest.raises(OptionError) as info:
                spec.parse(text)
            assert f"from {spec.minimum} to {spec.maximum}" in str(info.value), game.id


def test_a_numeric_option_without_a_maximum_cannot_be_declared():
    with pytest.raises(ValueError, match="needs a maximum"):
        OptionSpec("copies", "int", 1, "Példányok", "Copies")


@pytest.mark.parametrize("value", ["1000000", "100000000", "99999999999999999999"])
def test_a_huge_event_copies_is_refused_at_once(value):
    """It ran for minutes, exhausted the memory or raised OverflowError."""
    anno = get_game("anno_xvii")
    with pytest.raises(OptionError, match="event_copies must be a whole number from 0 to 5"):
        anno.config(3, {"event_copies": value})
    with pytest.raises(OptionError, match="from 0 to 5"):
        anno.config(3, {"event_copies": int(value)})


def test_a_move_number_is_read_strictly_too():
    """Found by the soak: `bid ²` in an Aranyváros saved game was exit 70."""
    from aranyvaros import moves
    from common.contract import InvalidNotation

    for text in ("bid ²", "bid ٣", "bid " + "9" * 5000):
        with pytest.raises(InvalidNotation):
            moves.parse(text)
    assert moves.parse("bid 2").pair == 1
