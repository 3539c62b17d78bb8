"""Text snapshots of the table: the island map, the compact list, the private zones, the score
sheet, and a sentence for every move kind in both languages."""

from __future__ import annotations

import pytest
from av_builders import decline, new_game, play, scenario
from rich.console import Console

from aranyvaros import data, render
from aranyvaros.game import ARANYVAROS

NAMES = ["Anna", "Bence", "Csilla", "Dénes"]


def text(renderable, width: int) -> str:
    console = Console(width=width, color_system=None, record=True)
    console.print(renderable)
    return console.export_text()


def table(state, seat, width: int, lang="hu") -> str:
    return text(ARANYVAROS.render(ARANYVAROS.view(state, seat), NAMES, lang), width)


def position():
    return scenario(
        hands=[{"coast": 1, "desert": 2}, {"forest": 3}, (), ()],
        houses=[("w_h4", "w_s4", "w_o2"), ("n_h1",), (), ()],
        bonus=[("b_city",), ("b_goods",), (), ()],
        goods=[("gc1",), (), (), ()],
        letters=[5, 0, 0, 0],
        scoring_card="sc16",
    )


@pytest.mark.rule("AV-1.3", "AV-1.4")
def test_the_map_shows_places_rewards_houses_rivers_and_the_ring():
    out = table(position(), 0, 100)
    lines = out.splitlines()
    assert any("h2:1é" in line for line in lines)  # an empty harbour shows its reward
    assert "s3:B" in out and "o1:V+é" in out and "i:BV" in out
    assert "h4■" in out and "o2■:3" in out  # houses; the quarter's next builder gets 3
    assert "≈" in out and "~" in out and "·" in out  # rivers, the water ring, roads
    assert "n_ Hegyvidék (N)" in out
    map_rows = [line for line in lines if "≈" in line or "~" in line]
    assert len(map_rows) > 20


def test_the_map_follows_the_data_positions():
    out = table(position(), None, 100).splitlines()
    row_of = {
        label: next(i for i, line in enumerate(out) if label in line) for label in ("h2:1é", "s3:B")
    }
    assert row_of["h2:1é"] < row_of["s3:B"]  # y grows downwards: n_h2 (y 4) above n_s3 (y 17)


@pytest.mark.rule("AV-12.5")
def test_compact_list_fits_eighty_columns():
    out = table(position(), 0, 80)
    assert "≈" not in out  # no map
    board = render.board_lines(ARANYVAROS.view(position(), 0), "hu")
    assert len(board) == 8 and max(len(line.plain) for line in board) <= 78
    assert all(len(line) <= 80 for line in out.splitlines())
    assert "o2■:3" in out and "s3:B" in out


@pytest.mark.rule("AV-12.1", "AV-12.5")
def test_private_zones_only_for_their_owner():
    s = position()
    own = table(s, 0, 100)
    assert "A kezed (Anna): 1 kikötő, 2 sivatag" in own and "Bónuszkártyáid: Aranyváros" in own
    other = table(s, 1, 100)
    assert "Anna): 1 kikötő" not in other and "Aranyváros" not in other
    assert "A kezed (Bence): 3 erdő" in other
    public = table(s, None, 100)
    assert "A kezed" not in public and "Bónuszkártyáid" not in public


def test_pairs_bids_goods_display_and_scoring_card():
    s = scenario(
        phase="bidding",
        pairs=[
            ("coast", "desert"),
            ("forest", "forest"),
            ("coast", "coast"),
            ("mountains", "meadow"),
        ],
        scoring_card="sc16",
        goods_display=["gc1", "gc4", "gc8"],
        goods_deck=["gc2", "gc3", "gc5", "gc6", "gc7"],
    )
    s = play(s, "bid 2")
    out = table(s, None, 100, lang="en")
    assert "2 forest+forest [Anna]" in out and "1 coast+desert [free]" in out
    assert "Displacing now costs 1 coins" in out
    assert "ceramics / wine, wine / spices, spices / silk" in out
    assert "wine + Desert district" in out


def test_score_sheet():
    s = new_game(4, seed=41)
    while s.phase != "game_over":
        s = decline(s)
    result = ARANYVAROS.outcome(s)
    out = text(ARANYVAROS.render_scores(result, NAMES, "hu"), 120)
    assert "Győztes" in out and "Összesen" in out and "Kereskedőlevelek" in out
    final = table(s, None, 100)
    assert "A játék vége" in final


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_move_and_prompt_has_words(lang):
    for seed, players in ((1, 3), (2, 4)):
        s = new_game(players, seed=seed)
        n = 0
        while legal := ARANYVAROS.legal_moves(s):
            seat = ARANYVAROS.to_act(s)
            for viewer in (seat, None):
                v = ARANYVAROS.view(s, viewer)
                assert ARANYVAROS.prompt(v, lang)
                for m in legal:
                    assert ARANYVAROS.describe(v, m, lang)
            s = ARANYVAROS.apply(s, legal[(n * 7 + seed) % len(legal)])
            n += 1
        assert table(s, 0, 100, lang) and table(s, 0, 80, lang)


def test_bonus_card_is_spelt_as_one_word():
    s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[("n_h3",), (), (), ()])
    v = ARANYVAROS.view(s, 0)
    build = next(m for m in ARANYVAROS.legal_moves(s) if ARANYVAROS.move_text(m) == "build n_s3")
    assert "jutalom: bónuszkártya választása" in ARANYVAROS.describe(v, build, "hu")
    assert not any("bonusz" in str(t) for t in render.texts("hu").REWARD.values())


def test_glossary():
    for lang in ("hu", "en"):
        rows = ARANYVAROS.glossary(lang)
        assert len(rows) == len(data.TERRAINS) + len(data.GOODS_KINDS) + len(data.BONUS_CARDS) + 1
        assert sum(r.count for r in rows) == 50 + 8 + 8 + 6


@pytest.mark.parametrize("width", [render.MAP_MIN_WIDTH, 90, render.MAP_MAX_WIDTH])
def test_no_label_hides_another_on_the_map(width):
    """Even a quarter with four houses keeps every label whole at every map width."""
    roads = [
        ("w_h4", "w_s4"),
        ("w_h2", "w_s2", "w_s6"),
        ("w_h3", "w_s3", "w_s7"),
        ("n_h1", "n_s1", "n_s5", "n_o1"),
    ]
    s = scenario(houses=[(*r, "w_o2") for r in roads])
    v = ARANYVAROS.view(s, None)
    drawn = "\n".join(line.plain for line in render.map_lines(v, "hu", width))
    labels = [
        "".join(piece for piece, _ in render._label(v, p, render.texts("hu"))) for p in data.PLACES
    ]
    assert "o2■■■■" in labels
    for label in set(labels):
        assert drawn.count(label) >= labels.count(label), label
