"""ANNO XVII: overview, components, setup and options (rules_hu AN-1 to AN-3, AN-12)."""

from __future__ import annotations

from collections import Counter

import pytest
from anno_builders import events, hand, kinds, legal, new_game, play, scenario

from common import savefile
from common.contract import OptionError
from common.registry import get_game
from common.session import Session
from sanjuan import data, text_en, text_hu
from sanjuan.game import ANNO_XVII, SAN_JUAN

ANNO = data.CARDSETS["anno_xvii"]


def building_cards(state):
    """Every building card of the state's game, by type."""
    return Counter(data.card_kind(c) for c in state.rules.cards.cards if not data.is_event(c))


@pytest.mark.rule("AN-1.1")
def test_anno_is_san_juan_with_its_own_cards():
    """One engine: the same roles and tiles, its own 39 building types and the events."""
    assert get_game("anno_xvii") is ANNO_XVII
    assert ANNO_XVII.ruleset == "anno_xvii" and SAN_JUAN.ruleset == "san_juan"
    assert type(ANNO_XVII) is type(SAN_JUAN)
    s = new_game(3)
    assert s.rules.ruleset == "anno_xvii"
    assert legal(s)[:5] == [f"pick {r}" for r in data.ROLES]


@pytest.mark.rule("AN-1.2")
def test_the_differences_at_a_glance():
    """39 types and 137 cards, a Cathedral in the middle, events, hand limit 6."""
    assert len(ANNO.buildings) == 39
    assert sum(building_cards(new_game(2)).values()) == 137
    s = new_game(4)
    assert data.KIND[s.cathedral] == "cathedral"
    assert s.rules.hand_limit_base == 6 and s.rules.event_copies == 1
    assert s.rules.goldmine_excludes_chooser


@pytest.mark.rule("AN-1.3")
def test_names_are_the_normalised_spellings():
    """Display names use Kocsma, Tanácsterem, Szövőszék and the HU names of rulings §3.4."""
    hu = text_hu.NAMES["anno_xvii"]
    assert hu["tavern"] == "Kocsma"
    assert hu["council_chamber"] == "Tanácsterem"
    assert hu["loom"] == "Szövőszék"
    assert hu["quarry"] == "Kőfejtő" and text_hu.NAMES["san_juan"]["quarry"] == "Kőbánya"
    assert hu["merchant_house"] == "Kereskedőház"
    assert text_en.NAMES["anno_xvii"]["court"] == "Court"


@pytest.mark.rule("AN-2.1")
def test_39_types_137_building_cards_by_class():
    by_class = Counter(b.cls for b in ANNO.buildings for _ in range(b.count))
    assert by_class == Counter(production=42, function=75, monument=9, six=10, seven=1)
    types = Counter(b.cls for b in ANNO.buildings)
    assert types == Counter(production=5, function=25, monument=3, six=5, seven=1)
    assert ANNO.by_id["mill"].count == 10 and ANNO.by_id["cathedral"].count == 1
    new = {"bank", "office", "castle", "cathedral", "harbour", "tavern", "colony", "park"}
    assert new | {"city_gate", "pawnshop"} == {b.id for b in ANNO.buildings if not b.function} - {
        t for t in data.CARDSETS["san_juan"].by_id
    }


@pytest.mark.rule("AN-2.2")
def test_goods_and_their_tile_columns():
    goods = {b.id: b.good for b in ANNO.buildings if b.cls == "production"}
    assert goods == {
        "mill": "flour",
        "farm": "meat",
        "wine_press": "wine",
        "loom": "cloth",
        "goldsmith": "gold",
    }
    assert [data.GOOD_COLUMN[b] for b in goods] == [0, 1, 2, 3, 4]


@pytest.mark.rule("AN-2.3")
@pytest.mark.parametrize("copies", [0, 1, 2])
def test_event_copies_sets_the_number_of_event_cards(copies):
    s = new_game(3, event_copies=copies)
    cards = s.rules.cards.cards
    assert len(cards) == 137 + 6 * copies
    assert Counter(data.card_kind(c) for c in cards if data.is_event(c)) == Counter(
        {e: copies for e in data.EVENT_IDS if copies}
    )


@pytest.mark.rule("AN-2.4")
def test_five_roles_and_the_five_san_juan_tiles():
    s = new_game(2)
    assert sorted(s.tiles) == sorted(data.TILE_IDS)
    assert data.TILES["tile_11223"] == (1, 1, 2, 2, 3)
    assert s.governor == 0


@pytest.mark.rule("AN-2.5")
def test_every_card_is_counted_in_exactly_one_place():
    s = scenario(
        3,
        hands=[["well"], ["tower"], []],
        cities=[["mill", "chapel", "bank", "harbour", "pawnshop"], ["mill"], ["mill"]],
        chapel=[["farm"], [], []],
        bank=[["loom", "loom"], [], []],
        harbour=[["smith"], [], []],
        pawn=[True, False, False],
        events=["fire", "taxation"],
    )
    ANNO_XVII.check_invariants(s)
    zones = [*s.draw, *s.discard, *s.event_row, s.cathedral]
    for p in s.players:
        zones += [*p.hand, *p.city, *p.chapel, *p.bank, *p.harbour]
        zones += [g for g in (*p.goods, p.pawn) if g >= 0]
    assert sorted(zones) == sorted(s.rules.cards.cards) and len(zones) == 143


@pytest.mark.rule("AN-3.1")
def test_seating_tiles_and_first_governor_as_in_san_juan():
    a, b = new_game(4, seed=9), new_game(4, seed=9)
    assert a == b
    assert sorted(a.tiles) == sorted(data.TILE_IDS)
    governors = {new_game(4, seed=k, first_governor="random").governor for k in range(12)}
    assert len(governors) > 1


@pytest.mark.rule("AN-3.2")
def test_the_cathedral_lies_in_the_middle_never_in_the_deck():
    for seed in range(5):
        s = new_game(3, seed=seed)
        assert data.KIND[s.cathedral] == "cathedral"
        assert s.cathedral not in s.draw
        assert all(s.cathedral not in p.hand for p in s.players)


@pytest.mark.rule("AN-3.3")
def test_each_seat_starts_with_a_mill_and_the_events_are_shuffled_in():
    s = new_game(4, seed=3)
    assert [kinds(p.city) for p in s.players] == [["mill"]] * 4
    deck = [*s.draw, *s.event_row]
    for p in s.players:
        deck += p.hand
    assert len(deck) == 136 - 4 + 6
    assert sum(data.is_event(c) for c in deck) == 6


@pytest.mark.rule("AN-3.4")
@pytest.mark.parametrize("players", [2, 3, 4])
def test_everyone_starts_with_four_building_cards(players):
    for seed in range(8):
        s = new_game(players, seed=seed)
        assert all(len(p.hand) == 4 for p in s.players)
        assert not any(data.is_event(c) for p in s.players for c in p.hand)


@pytest.mark.rule("AN-3.5")
def test_a_dealt_event_is_revealed_and_replaced_for_the_same_seat():
    """Réka's fourth card is Taxation: it goes face up, she gets the next card; 126 remain."""
    seed = next(s for s in range(200) if len(new_game(3, seed=s).event_row) == 1)
    s = new_game(3, seed=seed)
    assert len(s.draw) == 127 - 1
    assert all(len(p.hand) == 4 for p in s.players)
    # The revealed event may be picked by the very first governor.
    assert f"pick {events(s)[0]}" in legal(s) or events(s) == ["democracy"]


@pytest.mark.rule("AN-3.6")
def test_draft_replaces_events_before_the_seat_keeps_four():
    for seed in range(30):
        s = new_game(4, seed=seed, starting_hand_draft=True)
        assert [len(p.hand) for p in s.players] == [5, 6, 7, 8]
        assert not any(data.is_event(c) for p in s.players for c in p.hand)
        assert len(s.draw) == 138 - 26 - len(s.event_row)


@pytest.mark.rule("AN-3.7")
@pytest.mark.parametrize(
    ("players", "shuffled", "after_deal", "after_draft"), [(2, 140, 132, 129), (3, 139, 127, 121)]
)
def test_counts_per_player_count(players, shuffled, after_deal, after_draft):
    s = new_game(players, seed=5)
    r = len(s.event_row)
    assert len(s.draw) + r + 4 * players == shuffled
    assert len(s.draw) == after_deal - r
    d = new_game(players, seed=5, starting_hand_draft=True)
    kept = play_draft(d)
    assert len(kept.draw) == after_draft - len(kept.event_row)


def play_draft(s):
    while s.phase == "draft":
        s = play(s, legal(s)[0])
    return s


@pytest.mark.rule("AN-12.1")
def test_options_with_their_defaults():
    defaults = {o.id: o.default for o in ANNO_XVII.options}
    assert defaults == {
        "starting_hand_draft": False,
        "first_governor": "seat_1",
        "library_two_player_limit": True,
        "goldmine_excludes_chooser": True,
        "show_tile_history": True,
        "auto_take_card_draws": False,
        "hand_limit_base": "6",
        "producer_second_good_must_differ": True,
        "event_copies": 1,
        "event_check_on_face_down_draws": False,
    }
    with pytest.raises(OptionError, match="valid options"):
        ANNO_XVII.config(3, {"hand_limit": 7})
    with pytest.raises(OptionError):
        ANNO_XVII.config(3, {"hand_limit_base": "8"})
    with pytest.raises(OptionError):
        ANNO_XVII.config(3, {"event_copies": -1})
    s = new_game(3, hand_limit_base="7", event_copies=2)
    assert s.rules.hand_limit_base == 7 and len(s.rules.cards.cards) == 149


@pytest.mark.rule("AN-12.2")
def test_defaults_that_differ_from_san_juan():
    sj = {o.id: o.default for o in SAN_JUAN.options}
    anno = {o.id: o.default for o in ANNO_XVII.options}
    assert sj["goldmine_excludes_chooser"] is False and anno["goldmine_excludes_chooser"] is True
    assert set(anno) - set(sj) == {
        "hand_limit_base",
        "producer_second_good_must_differ",
        "event_copies",
        "event_check_on_face_down_draws",
    }
    assert {k: v for k, v in anno.items() if k in sj and k != "goldmine_excludes_chooser"} == {
        k: v for k, v in sj.items() if k != "goldmine_excludes_chooser"
    }
    # auto_take_card_draws also covers the Tavern and the Pawnshop fill (see AN-4.6 tests).
    s = scenario(3, hands=[["farm"], [], []])
    assert hand(s, 0) == ["farm"]


@pytest.mark.rule("AN-12.1")
@pytest.mark.rule("AN-5.2")
@pytest.mark.parametrize(("written", "differ"), [(None, True), ("false", False), ("true", True)])
def test_a_saved_game_keeps_its_producer_option_and_without_it_gets_the_default(written, differ):
    """Saved games write every option (D-E-1), so one made when the default was `false` keeps
    it; a file that does not name the option gets today's default, `true` (R-AN-8, revised)."""
    lines = ['[Game "anno_xvii"]', '[Seed "3"]', '[Players "3"]']
    lines += [f'[Seat "{i} | P{i} | human"]' for i in (1, 2, 3)]
    if written is not None:
        lines.append(f'[Option "producer_second_good_must_differ={written}"]')
    lines.append('[Result "*"]')  # a saved game without its Result tag is incomplete (D-E-12)
    session = Session.from_saved(savefile.loads("\n".join([*lines, "", ""])))
    assert session.state.rules.producer_second_good_must_differ is differ
