"""common.rng: the counter-based generator kept inside game states (ARCHITECTURE §2)."""

from __future__ import annotations

from collections import Counter

import pytest

from common import rng


def draws(seed: int, n: int, bound: int) -> list[int]:
    state = rng.seed_state(seed)
    out = []
    for _ in range(n):
        state, value = rng.below(state, bound)
        out.append(value)
    return out


def test_pinned_splitmix64_reference_values_for_seed_1():
    """The published SplitMix64 outputs for seed 1: a change of generator breaks every save."""
    state = rng.seed_state(1)
    outputs = []
    for _ in range(3):
        state, z = rng.next_u64(state)
        outputs.append(z)
    assert outputs == [0x910A2DEC89025CC1, 0xBEEB8DA1658EEC67, 0xF893A2EEFB32555E]


def test_pinned_below_and_shuffle_for_seed_1():
    assert draws(1, 10, 6) == [5, 1, 0, 5, 3, 2, 3, 3, 0, 4]
    _, shuffled = rng.shuffle(rng.seed_state(1), range(10))
    assert shuffled == (4, 2, 8, 1, 9, 3, 0, 6, 7, 5)


def test_same_seed_same_sequence_and_shuffle():
    assert draws(42, 200, 1000) == draws(42, 200, 1000)
    a = rng.shuffle(rng.seed_state(7), list("abcdefghijklmnop"))
    b = rng.shuffle(rng.seed_state(7), list("abcdefghijklmnop"))
    assert a == b


def test_different_seeds_differ():
    assert draws(1, 50, 1000) != draws(2, 50, 1000)
    _, one = rng.shuffle(rng.seed_state(1), range(30))
    _, two = rng.shuffle(rng.seed_state(2), range(30))
    assert one != two


def test_state_is_a_plain_64_bit_int_and_any_seed_is_accepted():
    for seed in (0, 1, -1, 2**64, 2**100 + 3):
        state = rng.seed_state(seed)
        assert isinstance(state, int) and 0 <= state < 2**64
        for _ in range(5):
            state, z = rng.next_u64(state)
            assert 0 <= state < 2**64 and 0 <= z < 2**64
    assert rng.seed_state(-1) == 2**64 - 1
    assert rng.seed_state(2**64 + 5) == rng.seed_state(5)


def test_below_stays_in_range():
    for bound in (1, 2, 3, 7, 10, 110, 2**32 + 1, 2**63 + 1, 2**64):
        state = rng.seed_state(bound)
        for _ in range(200):
            state, value = rng.below(state, bound)
            assert 0 <= value < bound
    assert set(draws(3, 50, 1)) == {0}


@pytest.mark.parametrize("bound", [0, -1])
def test_below_rejects_non_positive_bounds(bound):
    with pytest.raises(ValueError):
        rng.below(rng.seed_state(1), bound)


@pytest.mark.parametrize("bound", [2, 6, 10, 17])
def test_below_is_roughly_uniform(bound):
    """Chi-square over 60k draws; the bound is far beyond the 99.99th percentile."""
    n = 60_000
    counts = Counter(draws(12345, n, bound))
    assert set(counts) == set(range(bound))
    expected = n / bound
    chi2 = sum((counts[k] - expected) ** 2 / expected for k in range(bound))
    # 99.99th percentile of chi-square with 16 degrees of freedom is about 42.
    assert chi2 < 50, (chi2, counts)


def test_below_is_unbiased_where_modulo_would_not_be():
    """For n = 3·2^62, plain `z % n` would put half the draws below 2^62 instead of a third."""
    bound = 3 * 2**62
    state = rng.seed_state(9)
    low = 0
    for _ in range(6000):
        state, value = rng.below(state, bound)
        low += value < 2**62
    assert 1800 < low < 2200


def test_shuffle_is_a_permutation_and_does_not_touch_its_input():
    items = list(range(110))
    state = rng.seed_state(5)
    seen = set()
    for _ in range(50):
        state, out = rng.shuffle(state, items)
        assert isinstance(out, tuple)
        assert sorted(out) == items
        seen.add(out)
    assert items == list(range(110))
    assert len(seen) == 50


def test_shuffle_of_tiny_sequences():
    state = rng.seed_state(1)
    assert rng.shuffle(state, []) == (state, ())
    assert rng.shuffle(state, ["x"]) == (state, ("x",))
    new_state, pair = rng.shuffle(state, ["a", "b"])
    assert sorted(pair) == ["a", "b"] and new_state != state


def test_shuffle_positions_are_roughly_uniform():
    """Each of 4 items lands in each of 4 places about equally often."""
    state = rng.seed_state(77)
    places = Counter()
    n = 8000
    for _ in range(n):
        state, out = rng.shuffle(state, "abcd")
        places.update(enumerate(out))
    expected = n / 4
    chi2 = sum((places[(i, c)] - expected) ** 2 / expected for i in range(4) for c in "abcd")
    assert chi2 < 45, places
