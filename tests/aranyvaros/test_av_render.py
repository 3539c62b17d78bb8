"""The table as regions: the island map (houses by initial, free places by their reward in
words, the scoring card's area), the seats' public panels, the own panel, the glance and the
status line; what each seat may see; heights and widths at 78 columns; and a sentence for
every move kind in both languages, free of internal ids."""

from __future__ import annotations

import re

import pytest
from av_builders import decline, new_game, play, scenario
from rich.console import Console, RenderableType

from aranyvaros import data, map_layout, render, render_map
from aranyvaros.game import ARANYVAROS
from aranyvaros.texts import texts
from aranyvaros.view import SeatView
from common.records import replace

NAMES = ["Anna", "Bence", "Csilla", "Dénes"]
WIDTH = 78
"""The table's middle at 80×24, and at 120×40 with the log beside it."""
INTERNAL_ID = re.compile(r"\b(?:[nesw]_[hsoi]\d?|sc\d\d|gc\d|b_[a-z]+|r_[nesw]{2}|d_[nesw])\b")


def lines(renderable: RenderableType, width: int = WIDTH) -> list[str]:
    console = Console(width=width, color_system=None, record=True)
    console.print(renderable)
    return [line.rstrip() for line in console.export_text().splitlines()]


def text(renderable: RenderableType, width: int = WIDTH) -> str:
    return "\n".join(lines(renderable, width))


def regions(state, seat, lang="hu", names=NAMES):
    return render.render_regions(ARANYVAROS.view(state, seat), names[: state.rules.players], lang)


def the_map(v: SeatView, lang="hu", names=NAMES) -> list[str]:
    tx = texts(lang)
    marks = render.initials(names[: len(v.players)])
    return [line.plain for line in render_map.island(v, marks, tx, 0)]


def late_game(players: int, seed: int, before_end: int = 12, **options):
    """A game played to `before_end` moves before its end by a fixed pseudo-random choice."""
    s = new_game(players, seed=seed, **options)
    states = [s]
    n = 0
    while legal := ARANYVAROS.legal_moves(s):
        s = ARANYVAROS.apply(s, legal[(n * 7 + seed) % len(legal)])
        states.append(s)
        n += 1
    return states[-before_end]


def with_houses(v: SeatView, houses: list[tuple[str, ...]]) -> SeatView:
    """The view with these houses per seat (for drawing only: the rules are not asked)."""
    players = tuple(replace(p, houses=h) for p, h in zip(v.players, houses, strict=True))
    return replace(v, players=players)


def position():
    return scenario(
        hands=[{"coast": 1, "desert": 2}, {"forest": 3}, (), ()],
        houses=[("w_h4", "w_s4", "w_o2"), ("n_h1",), (), ()],
        bonus=[("b_city",), ("b_goods",), (), ()],
        goods=[("gc1",), (), (), ()],
        letters=[5, 7, 0, 0],
        scoring_card="sc16",
    )


# ---------------------------------------------------------------------------------------------
# The map (D-T-52, D-T-53)


def cells(drawn: list[str]) -> dict[str, str]:
    """Each place's cell as drawn: its spot on the map, as wide as the layout gives it."""
    return {
        p.id: drawn[cell.row][cell.col : cell.col + cell.width]
        for p in data.PLACES
        for cell in [map_layout.LAYOUT[p.id]]
    }


@pytest.mark.rule("AV-1.3")
def test_every_free_place_shows_its_reward_in_short_words_the_legend_spells_out():
    drawn = the_map(ARANYVAROS.view(new_game(4), None))
    board, legend = "\n".join(drawn[: map_layout.HEIGHT]), "\n".join(drawn[map_layout.HEIGHT :])
    per_reward = data.RAW["meta"]["reward_places"]
    assert board.count(":bón") == per_reward["bonus_card"]
    assert board.count(":kul") == per_reward["key_card"]
    assert board.count(":áru") == per_reward["goods_card"]
    assert board.count(":2é") == per_reward["coin_2"]
    # 1 coin on harbours, and the first builder's coin on the coin quarters
    assert board.count(":1é") == per_reward["coin_1"]
    assert board.count(":5L+1é") == per_reward["city_outer_coin"]
    assert board.count(":10L+lap") == per_reward["city_inner"]
    assert board.count(":lap") == per_reward["terrain_card"]
    assert not INTERNAL_ID.search(board) and "■" not in board
    for words in ("1é/2é érme", "lap terepkártya", "kul kulcskártya", "bón bónuszkártya",
                  "áru árukártya", "L levél", "B belső", "^ hegyvidék", "~ kikötő"):  # fmt: skip
        assert words in legend, words


def test_the_map_speaks_english_too():
    drawn = "\n".join(the_map(ARANYVAROS.view(new_game(3), None), lang="en"))
    for word in (":bon", ":key", ":gds", ":2c", ":1c", ":crd", ":10L+crd", "Golden City",
                 "^ Mountains", "≈ NW river", "I inner", "crd terrain card"):  # fmt: skip
        assert word in drawn, word


@pytest.mark.rule("AV-1.3")
def test_every_house_shows_its_owners_initial():
    s = position()
    drawn = cells(the_map(ARANYVAROS.view(s, None)))
    assert "".join(drawn.values()).count("■A") == 3 and "".join(drawn.values()).count("■B") == 1
    assert drawn["w_h4"].split() == ["~4", "■A"] and drawn["n_h1"].split() == ["~1", "■B"]
    assert drawn["w_o2"].split() == ["∴2■A"]  # a quarter: its houses after its mark


@pytest.mark.rule("AV-1.3", "AV-1.4")
def test_regions_are_boxes_round_the_city_and_each_place_stands_in_its_own():
    """A player can point at every place by its name: the box titled with its region (or the
    Golden City), then its terrain's sign and its number ("Hegyvidék 1. előváros": ^1 in the
    Hegyvidék box)."""
    drawn = the_map(ARANYVAROS.view(new_game(4), None))
    assert len(drawn) == map_layout.HEIGHT + 3 and max(len(row) for row in drawn) <= WIDTH
    tx = texts("hu")
    for region, box in map_layout.REGION_BOXES.items():
        assert f"─ {render_map.TERRAIN_MARK[data.RAW['regions'][region]['terrain']]} "
        assert tx.REGION[region] in drawn[box.row][box.col : box.col + box.width]
    city = map_layout.CITY_BOX
    assert "Aranyváros" in drawn[city.row][city.col : city.col + city.width]
    for place in data.PLACES:
        cell = map_layout.LAYOUT[place.id]
        box = city if place.shared else map_layout.REGION_BOXES[place.region]
        assert box.row < cell.row < box.row + box.height - 1, place.id
        assert box.col < cell.col and cell.col + cell.width < box.col + box.width, place.id
        mark = render_map.place_mark(place, tx)
        assert cells(drawn)[place.id].split()[0].split(":")[0].rstrip("≈") == mark, place.id
        if not place.shared:
            assert tx.PLACE[place.id].startswith(tx.REGION[place.region]), place.id
            assert f" {place.number}. " in tx.PLACE[place.id]
    marks = [(p.region if not p.shared else "city", render_map.place_mark(p, tx), p.district)
             for p in data.PLACES]  # fmt: skip
    assert len(set(marks)) == len(data.PLACES), "no two places of one box alike"
    rivers = "\n".join(drawn)
    for river in data.RAW["rivers"]:
        assert tx.AREA_SHORT[river].split()[0] in rivers


def test_places_keep_their_side_and_ring():
    layout = map_layout.LAYOUT
    top, bottom = map_layout.REGION_BOXES["n"], map_layout.REGION_BOXES["s"]
    assert all(layout[p.id].row == top.row + 1 for p in data.PLACES if p.id.startswith("n_h"))
    assert all(
        layout[p.id].row == bottom.row + bottom.height - 2
        for p in data.PLACES
        if p.id.startswith("s_h")
    )
    west = map_layout.REGION_BOXES["w"]
    assert all(layout[p.id].col == west.col + 1 for p in data.PLACES if p.id.startswith("w_h"))
    assert layout["n_i"].row < layout["s_i"].row and layout["w_i"].col < layout["e_i"].col
    # along a side, the data's positions keep their order: n_h1 lies west of n_h2
    assert layout["n_h1"].col < layout["n_h2"].col < layout["n_h3"].col < layout["n_h4"].col
    taken = [(c.row, col) for c in layout.values() for col in range(c.col, c.col + c.width)]
    assert len(set(taken)) == len(taken), "no two cells overlap"


def test_no_label_hides_another_when_every_place_is_built():
    """Every place built, every quarter with four houses: each house is drawn whole."""
    v = ARANYVAROS.view(new_game(4), None)
    single = [p.id for p in data.PLACES if not p.shared]
    quarters = tuple(p.id for p in data.PLACES if p.shared)
    houses = [tuple(single[seat::4]) + quarters for seat in range(4)]
    drawn = "\n".join(the_map(with_houses(v, houses))[: map_layout.HEIGHT])
    for seat, mark in enumerate("ABCD"):
        assert drawn.count(f"■{mark}") == len(houses[seat]), mark
    assert drawn.count("■A■B■C■D") == len(quarters)
    assert "L" not in drawn  # full quarters pay nothing more
    assert max(len(row) for row in drawn.splitlines()) <= WIDTH


@pytest.mark.rule("AV-7.1")
def test_the_scoring_card_in_words_and_its_area_underlined():
    s = position()
    r = regions(s, 0)
    board = text(r.board)
    assert "Értékelés (3. szint): bor + Sivatagi kerület" in board
    assert not INTERNAL_ID.search(board)
    v = ARANYVAROS.view(s, 0)
    marks = render.initials(NAMES)
    scored = render.scoring_card(v.scoring_card).area.places
    for place in data.PLACES:
        label = render_map.place_cell(v, place, marks, texts("hu"), scored, False)
        underlined = any(span.style == "underline" for span in label.spans)
        assert underlined == (place.id in ("w_i", "w_o1", "w_o2")), place.id


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_place_a_move_names_is_marked_on_the_map(lang):
    """Done when a player can point on the map at every place a move line names (issue 30
    item 5): for every legal build of a whole game, and every payment for one, the board the
    table draws for it marks that place's cell with ▶, and that cell only."""
    s = new_game(4, seed=2)
    tx = texts(lang)
    n = 0
    while legal := ARANYVAROS.legal_moves(s):
        seat = ARANYVAROS.to_act(s)
        v = ARANYVAROS.view(s, seat)
        r = render.render_regions(v, NAMES, lang)
        assert r.point is not None
        for move in legal:
            place = getattr(move, "place", "") or v.place
            pointed = r.point(move)
            if not place:
                assert pointed is None
                continue
            assert pointed is not None
            drawn = lines(pointed.board)
            assert drawn[pointed.line].count("▶") == 1
            assert "".join(drawn[: map_layout.HEIGHT]).count("▶") == 1
            mark = render_map.place_mark(data.PLACES[data.PLACE_INDEX[place]], tx)
            assert cells(drawn)[place].startswith(f"▶{mark}"), (place, cells(drawn)[place])
            assert pointed.keep == map_layout.HEIGHT
        s = ARANYVAROS.apply(s, legal[(n * 7) % len(legal)])
        n += 1


def test_terrain_by_its_sign_under_no_colour(monkeypatch):
    """NO_COLOR=1: every place's cell still starts with its terrain's sign."""
    monkeypatch.setenv("NO_COLOR", "1")
    console = Console(width=80, record=True, force_terminal=True)
    console.print(regions(position(), 0).board)
    drawn = [line.rstrip() for line in console.export_text().splitlines()]
    signs = {p.id: render_map.TERRAIN_MARK[p.terrain] for p in data.PLACES}
    for place, cell in cells(drawn).items():
        assert cell.lstrip().startswith(signs[place]), (place, cell)


# ---------------------------------------------------------------------------------------------
# Seats, own panel, hidden information


def test_initials_from_names_else_seat_numbers():
    assert render.initials(["Anna", "bence", "Csilla"]) == ("A", "B", "C")
    assert render.initials(["Anna", "Andor", "Csilla"]) == ("1", "2", "3")
    assert render.initials(["random-1", "random-2", "random-3"]) == ("1", "2", "3")
    assert render.initials(["1. játékos", "2. játékos", "3. játékos"]) == ("1", "2", "3")
    assert render.initials(["Anna", "", "Csilla"]) == ("1", "2", "3")


@pytest.mark.rule("AV-12.1", "AV-12.5")
def test_hidden_letters_and_bonus_cards_stay_hidden():
    s = position()
    own = regions(s, 0)
    seats = [text(panel) for panel in own.seats]
    assert seats[0].startswith("■A Anna (kék)") and "5 levél" in seats[0]
    assert "? levél" in seats[1] and "7 levél" not in "\n".join(seats)
    assert "Aranyváros" not in "\n".join(seats)  # bonus card names: in the own panel only
    assert "Bónuszkártyáid: Aranyváros" in text(own.own)
    other = regions(s, 1)
    everything = text(other.stacked())
    assert "A kezed (Bence): 3 erdő" in text(other.own)
    panels = "\n".join(text(panel) for panel in (*other.seats, other.own, other.glance))
    assert "Aranyváros" not in panels  # Anna's bonus card
    assert "1 kikötő, 2 sivatag" not in everything
    annas = text(other.seats[-1])  # clockwise from Bence, Anna comes last
    assert annas.startswith("■A Anna (kék): 3 érme, 0 kulcs, 3 lap, 1 bónusz, ? levél")
    assert "5 levél" not in annas
    public = regions(s, None)
    assert public.own is None
    assert "A kezed" not in text(public.stacked())


@pytest.mark.rule("AV-12.5")
def test_open_letters_and_bonus_cards_show_everyone_s():
    s = scenario(
        letters=[5, 7, 0, 0],
        bonus=[("b_city",), ("b_goods",), (), ()],
        rules={"open_letters": True, "open_bonus_cards": True},
    )
    seats = "\n".join(text(panel) for panel in regions(s, 0).seats)
    assert "■B Bence (piros): 3 érme, 0 kulcs, 0 lap, bónusz: Áru, 7 levél" in seats
    assert "?" not in seats and "bónusz: Aranyváros" not in seats  # Anna's: in her own panel


@pytest.mark.rule("AV-12.1")
def test_the_own_panel_starts_with_the_hand_by_type():
    r = regions(position(), 0)
    own = lines(r.own)
    assert own[0] == "A kezed (Anna): 1 kikötő, 2 sivatag"
    assert own[1] == "3 érme, 0 kulcs, 5 levél · áru: kerámia/bor"
    assert len(own) <= 5


@pytest.mark.rule("AV-12.1")
def test_the_bonus_deck_only_to_the_seat_choosing():
    s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[("n_h3",), (), (), ()])
    s = play(s, "build n_s3")  # the two mountains cards are paid at once
    assert ARANYVAROS.legal_moves(s)[0].__class__.__name__ == "ChooseBonus"
    chooser = text(regions(s, 0).own)
    assert "A bónuszpakli lapjai:" in chooser and "Aranyváros" in chooser
    assert "bónuszpakli lapjai" not in text(regions(s, 1).stacked())


def test_pairs_bids_goods_display_and_status():
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
        start=1,
    )
    s = play(s, "bid 2")
    r = regions(s, None, lang="en")
    assert text(r.status) == "Die Goldene Stadt · Round 1 · Bidding · Turn: Csilla · Start: Bence"
    board = text(r.board)
    assert "1. coast+desert · 2. forest+forest: Bence · 3. coast+coast" in board
    assert "displacing: 1 coin" in board
    assert "Goods display: ceramics/wine, wine/spices, spices/silk" in board
    assert "Scoring (tier 3): wine + Desert district" in board
    glance = text(r.glance)
    assert "2. forest+forest: ■B ·" in glance and "wine + Desert district" in glance


def test_no_colour_still_tells_owners_apart(monkeypatch):
    """With NO_COLOR the houses keep their initials and the seats their names."""
    monkeypatch.setenv("NO_COLOR", "1")
    console = Console(width=WIDTH, record=True, force_terminal=True)
    assert console.no_color
    console.print(regions(position(), 0).stacked())
    plain = console.export_text()
    assert "\x1b[3" not in console.export_text(styles=True)  # no foreground colour codes
    assert plain.count("■A") >= 4 and "■B Bence (piros)" in plain


# ---------------------------------------------------------------------------------------------
# Heights and widths at 78 columns


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [
        (4, 3, {}),
        (4, 8, {"open_letters": True, "open_bonus_cards": True}),
        (3, 5, {"city_capacity": "per_district"}),
    ],
)
@pytest.mark.parametrize("lang", ["hu", "en"])
def test_a_late_game_fits_the_middle_of_the_table(players, seed, options, lang):
    """The map with its legend within 21 rows (whole at 120×40, where the middle keeps 23 while
    a seat builds, D-T-52), the rest of the board within 6 and each seat within 3, the glance
    within 8, the own panel within 5, the status on one line; nothing wider than 78 columns
    (names of 10 letters)."""
    s = late_game(players, seed, **options)
    names = ["Krisztina1", "Bernadett2", "Cecília333", "Domonkos44"]
    for seat in (ARANYVAROS.to_act(s), None):
        r = regions(s, seat, lang, names)
        board = lines(r.board)
        seats = [row for panel in r.seats for row in lines(panel)]
        glance = lines(r.glance)
        assert len(lines(r.status)) <= 2  # one line with names of usual length
        assert len(board) <= map_layout.HEIGHT + 3 + 6, len(board)
        assert all(len(lines(panel)) <= 3 for panel in r.seats)
        assert len(glance) <= 8
        assert r.own is None or len(lines(r.own)) <= 5
        wide = [row for row in board + seats + glance if len(row) > WIDTH]
        assert not wide


def test_render_table_stacks_the_regions():
    s = position()
    stacked = text(ARANYVAROS.render(ARANYVAROS.view(s, 0), NAMES, "hu"))
    assert stacked.startswith("Az Aranyváros · 1. kör · Építés · Lép: Anna · Kezdő: Anna\n")
    assert stacked.endswith("Bónuszkártyáid: Aranyváros")


# ---------------------------------------------------------------------------------------------
# Sentences


def test_score_sheet():
    s = new_game(4, seed=41)
    while s.phase != "game_over":
        s = decline(s)
    result = ARANYVAROS.outcome(s)
    out = text(ARANYVAROS.render_scores(result, NAMES, "hu"), 120)
    assert "Győztes" in out and "Összesen" in out and "Kereskedőlevelek" in out
    final = regions(s, None)
    assert "A játék vége" in text(final.board) and "A játék véget ért" in text(final.status)


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_every_move_and_prompt_has_words_and_no_internal_id(lang):
    for seed, players in ((1, 3), (2, 4)):
        s = new_game(players, seed=seed)
        n = 0
        while legal := ARANYVAROS.legal_moves(s):
            seat = ARANYVAROS.to_act(s)
            for viewer in (seat, None):
                v = ARANYVAROS.view(s, viewer)
                question = ARANYVAROS.prompt(v, lang)
                assert question and not INTERNAL_ID.search(question)
                for m in legal:
                    sentence = ARANYVAROS.describe(v, m, lang)
                    assert sentence and not INTERNAL_ID.search(sentence), sentence
            s = ARANYVAROS.apply(s, legal[(n * 7 + seed) % len(legal)])
            n += 1
        assert text(ARANYVAROS.render(ARANYVAROS.view(s, 0), NAMES[:players], lang))


def test_bonus_card_is_spelt_as_one_word():
    s = scenario(hands=[{"mountains": 2}, (), (), ()], houses=[("n_h3",), (), (), ()])
    v = ARANYVAROS.view(s, 0)
    build = next(m for m in ARANYVAROS.legal_moves(s) if ARANYVAROS.move_text(m) == "build n_s3")
    assert "jutalom: bónuszkártya választása" in ARANYVAROS.describe(v, build, "hu")
    assert not any("bonusz" in str(t) for t in texts("hu").REWARD.values())


def test_glossary():
    for lang in ("hu", "en"):
        rows = ARANYVAROS.glossary(lang)
        assert len(rows) == len(data.TERRAINS) + len(data.GOODS_KINDS) + len(data.BONUS_CARDS) + 1
        assert sum(r.count for r in rows) == 50 + 8 + 8 + 6


FINAL_HANDS = [{"mountains": 2, "coast": 1}, {"forest": 1}, {}, {"desert": 3, "meadow": 1}]
FINAL_BONUS = [("b_goods",), ("b_coins", "b_city"), (), ("b_river",)]
FINAL_LETTERS = [31, 17, 8, 44]


@pytest.mark.rule("AV-12.5")
@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("seat", [None, 1])
def test_the_final_table_shows_every_seats_hand_bonus_cards_and_letters(lang, seat):
    """The final reveal (R-AV-57): once the game is over the table shows each seat's terrain
    hand, bonus cards and letters — the other seats' panels too, not only their counts."""
    s = scenario(hands=FINAL_HANDS, bonus=FINAL_BONUS, letters=FINAL_LETTERS, phase="game_over")
    tx = texts(lang)
    shown = text(ARANYVAROS.render(ARANYVAROS.view(s, seat), NAMES, lang).stacked(), 120)
    for i, hand in enumerate(FINAL_HANDS):
        held = ", ".join(f"{n} {tx.TERRAIN[t]}" for t in data.TERRAINS if (n := hand.get(t)))
        line = f"{tx.WORD['your_hand']} ({NAMES[i]})" if i == seat else tx.WORD["hand"]
        assert f"{line}: {held or '–'}" in shown, (i, held)
        assert all(tx.BONUS_NAME[b] in shown for b in FINAL_BONUS[i])
        assert render.amount(FINAL_LETTERS[i], "letters", tx) in shown
    assert str(tx.WORD["unknown_letters"]) not in shown


@pytest.mark.rule("AV-12.5")
def test_during_the_game_the_other_hands_stay_counts():
    s = scenario(hands=FINAL_HANDS, bonus=FINAL_BONUS, letters=FINAL_LETTERS)
    shown = text(ARANYVAROS.render(ARANYVAROS.view(s, 1), NAMES, "en").stacked(), 120)
    tx = texts("en")
    assert "Your hand (Bence): 1 forest" in shown
    assert f"{tx.WORD['hand']}:" not in shown and "2 mountains" not in shown
