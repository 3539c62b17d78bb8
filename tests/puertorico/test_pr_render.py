"""The table's regions (common/regions.py) as Puerto Rico draws them from a seat's view:
boards by name, circles filled or empty, ships and the trading house in words, hidden VP
kept hidden, no meaning in colour alone, and heights that fit the screen (issue 15)."""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest
from pr_builders import NAMES, Seat, play, scenario
from rich.console import Console, RenderableType

from common.records import replace
from common.regions import Regions
from common.session import Session
from puertorico import data, render, render_seats, text_en, text_hu
from puertorico.game import PUERTO_RICO
from puertorico.texts import texts
from puertorico.view import view

BOTH = {"exp_new_buildings": True, "exp_nobles": True}
GOLDEN = Path(__file__).resolve().parent / "golden"


def late_five(**rules: bool):
    """Round 14 of a 5-player game with both expansions: full cities with large buildings,
    nobles, forests, a guest, loaded ships, goods of every kind on one seat."""
    anita = Seat(
        doubloons=12,
        vp=7,
        goods={"corn": 2, "indigo": 1, "sugar": 3, "tobacco": 1, "coffee": 2},
        island={"corn_plantation": 3, "indigo_plantation": 2, "sugar_plantation": 3, "quarry": 2},
        worked={"corn_plantation": 2, "indigo_plantation": 2, "sugar_plantation": 3, "quarry": 1},
        city={
            "indigo_plant": 2,
            "sugar_mill": 3,
            "small_market": 1,
            "harbor": 1,
            "guild_hall": 1,
            "city_hall": 0,
            "black_market": 1,
            "lighthouse": 1,
        },
        idle=1,
        nobles={"harbor": 1, "corn_plantation": 1},
        forests=["corn_plantation"],
    )
    jeno = Seat(
        doubloons=3,
        vp=11,
        goods={"coffee": 3},
        island={
            "coffee_plantation": 2,
            "tobacco_plantation": 3,
            "indigo_plantation": 1,
            "corn_plantation": 2,
            "quarry": 1,
        },
        worked={
            "coffee_plantation": 2,
            "tobacco_plantation": 3,
            "indigo_plantation": 1,
            "corn_plantation": 1,
            "quarry": 1,
        },
        city={
            "coffee_roaster": 2,
            "tobacco_storage": 3,
            "small_indigo_plant": 1,
            "wharf": 1,
            "library": 1,
            "statue": 0,
            "fortress": 1,
            "guest_house": 2,
            "chapel": 1,
        },
        nobles={"guest_house": 1, "chapel": 1},
    )
    eva = Seat(
        doubloons=0,
        vp=9,
        goods={"sugar": 1},
        island={
            "sugar_plantation": 3,
            "indigo_plantation": 3,
            "corn_plantation": 1,
            "quarry": 2,
        },
        worked={
            "sugar_plantation": 2,
            "indigo_plantation": 3,
            "corn_plantation": 1,
            "quarry": 2,
        },
        city={
            "small_wharf": 1,
            "trading_post": 1,
            "zoning_office": 1,
            "hacienda": 1,
            "small_sugar_mill": 1,
            "jeweler": 0,
            "sugar_mill": 2,
            "indigo_plant": 3,
            "harbor": 1,
            "royal_garden": 1,
        },
        nobles={"zoning_office": 1, "royal_garden": 1},
        forests=["sugar_plantation", "coffee_plantation"],
    )
    mark = Seat(
        doubloons=5,
        vp=4,
        goods={"tobacco": 2},
        island={"tobacco_plantation": 2, "indigo_plantation": 1, "corn_plantation": 1},
        worked={"tobacco_plantation": 2, "corn_plantation": 1},
        city={"small_market": 1, "hacienda": 1, "small_indigo_plant": 0, "tobacco_storage": 2},
    )
    bela = Seat(
        doubloons=8,
        vp=2,
        island={"corn_plantation": 1, "sugar_plantation": 1},
        worked={"corn_plantation": 1},
        city={"indigo_plant": 1, "small_sugar_mill": 0},
    )
    return scenario(
        5,
        [anita, jeno, eva, mark, bela],
        rules={**BOTH, **rules},
        governor=2,
        round=14,
        ships={"ship_7": ("corn", 3), "ship_8": ("coffee", 4)},
        house=["indigo", "sugar"],
        row=[
            "indigo_plantation",
            "coffee_plantation",
            "coffee_plantation",
            "tobacco_plantation",
            "sugar_plantation",
            "corn_plantation",
        ],
        card_money={"craftsman": 2, "prospector_1": 1},
        taken={"settler": 3, "builder": 1},
    )


def lines(renderable: RenderableType, width: int = 78) -> list[str]:
    """The renderable as a player reads it without colour (NO_COLOR): plain text lines."""
    console = Console(width=width, file=io.StringIO(), record=True, color_system=None)
    console.print(renderable)
    return console.export_text().splitlines()


def text(renderable: RenderableType, width: int = 78) -> str:
    return "\n".join(lines(renderable, width))


def regions(state, seat: int | None, lang: str = "hu") -> Regions:
    return render.render_regions(view(state, seat), NAMES, lang)  # type: ignore[arg-type]


def seat_panel(state, seat: int, viewer: int | None = None, lang: str = "hu") -> str:
    """Seat `seat`'s public panel as `viewer` sees it (seats run from the viewer on)."""
    r = regions(state, viewer, lang)
    first = viewer if viewer is not None else 0
    return text(r.seats[(seat - first) % len(r.seats)])


# ---------------------------------------------------------------------------------------------
# What the seats show


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize("width", [76, 78, 84])
def test_every_building_of_a_city_appears_by_name(lang, width):
    s = late_five()
    tx = text_en if lang == "en" else text_hu
    for seat, p in enumerate(s.players):
        r = regions(s, None, lang)
        panel = text(r.seats[seat], width)
        for b in p.city:
            assert tx.BUILDING[b] in panel or tx.SHORT[b] in panel, (seat, b)
        assert "_" not in panel


def test_short_names_only_where_the_full_name_does_not_fit():
    s = late_five()
    assert "Világítótorony" in seat_panel(s, 0)
    assert "Nagy indigófeldolgozó" not in seat_panel(s, 0)
    assert "Nagy indigó " in seat_panel(s, 0)


def test_a_city_is_its_12_spaces_with_large_buildings_over_two():
    s = late_five()
    anita = seat_panel(s, 0).splitlines()
    grid = anita[-4:]
    cells = [row.split("│")[1:] for row in grid]
    assert all(len(row) == 3 for row in cells)
    flat = [cell.strip() for row in cells for cell in row]
    assert sum(cell.startswith("┌") for cell in flat) == 2  # Guild hall and City hall
    assert sum(cell.startswith("└") for cell in flat) == 2
    # Each lower half sits right under its upper half.
    for r in range(3):
        for c in range(3):
            if cells[r][c].startswith("┌"):
                assert cells[r + 1][c].startswith("└")
    assert flat.count("·") == data.CITY_SPACES - 10  # 6 small + 2 large (4 spaces)


def test_city_layout_fits_six_large_buildings():
    city = ["guild_hall", "residence", "fortress", "customs_house", "city_hall", "statue"]
    grid = render_seats.city_layout(city)
    assert all(cell is not None for row in grid for cell in row)
    assert sorted(cell[0] for row in grid for cell in row if cell and not cell[1]) == list(range(6))


def test_circles_are_filled_or_empty_and_nobles_have_their_own_mark():
    s = late_five()
    anita = " ".join(seat_panel(s, 0).split())
    assert "Nagy indigó ●●○" in anita  # 2 of 3 circles staffed
    assert "Városháza ○" in anita  # City hall unstaffed
    assert "Kikötő ◆" in anita  # a noble on the Harbor
    assert "kukorica ◆●○" in anita  # 3 corn: a noble, a colonist, an idle tile
    assert "erdő ♣ 1 szabad" in anita  # 10 tiles + 1 forest + 1 free space
    assert "szélrózsa ●" in anita
    jeno = " ".join(seat_panel(s, 1).split())
    assert "Vendégház ◆●" in jeno and "Kápolna ◆" in jeno and "┌Szobor │" in jeno


def test_seat_header_names_money_vp_and_goods():
    s = late_five()
    header = seat_panel(s, 0, viewer=0).splitlines()[0:2]
    first = " ".join(line.strip() for line in header)
    assert first.startswith("Anita · 12 dublon · 20+7 GyP · 2 kukorica, 1 indigó, 3 cukor")
    assert "2 kávé" in first


# ---------------------------------------------------------------------------------------------
# Hidden information (PR-14.1)


@pytest.mark.rule("PR-14.1")
def test_vp_chips_are_shown_only_to_their_owner():
    s = late_five()
    anita_buildings = 20  # Indigo plant 2 + Sugar mill 2 + Small market 1 + Harbor 3
    # + Guild hall 4 + City hall 4 + Black market 1 + Lighthouse 3
    for viewer in (1, 2, None):
        r = regions(s, viewer)
        every = text(r.stacked()) + text(r.glance)
        assert f"{anita_buildings}+7" not in every and "7 jelző" not in every
        assert f"{anita_buildings}+? GyP" in every
    own = regions(s, 0)
    assert f"{anita_buildings}+7 GyP" in text(own.seats[0])
    assert f"{anita_buildings}+7 GyP" in text(own.own)  # five kinds of goods: no room to spell
    assert "28+? GyP" in text(own.seats[1])
    eva = " ".join(text(regions(s, 2).own).split())
    assert "GyP: 22 épület + 9 jelző" in eva  # spelt out where the line has room


@pytest.mark.rule("PR-14.1")
def test_open_vp_shows_every_total_to_everyone():
    s = late_five(open_vp=True)
    every = text(regions(s, None).stacked())
    assert "20+7 GyP" in every and "28+11 GyP" in every and "?" not in every


def test_the_public_table_has_no_own_panel():
    s = late_five()
    assert regions(s, None).own is None
    assert regions(s, 3).own is not None


def test_seats_start_with_the_viewer_and_go_clockwise():
    s = late_five()
    r = regions(s, 3)
    first_names = [text(panel).split("·")[0].strip(" ▶♛") for panel in r.seats]
    assert first_names == ["Márk", "Béla", "Anita", "Jenő", "Éva"]


# ---------------------------------------------------------------------------------------------
# The shared board


def test_ships_and_the_trading_house_in_words():
    s = late_five()
    board = text(regions(s, 0).board)
    assert "6: □□□□□□ üres" in board
    assert "7: ▣▣▣□□□□ kukorica" in board
    assert "8: ▣▣▣▣□□□□ kávé" in board
    assert "Kereskedőház: indigó, cukor, □, □" in board
    glance = text(regions(s, 0).glance)
    # whole words but the house's label, shortened first as it saves the most (D-T-50)
    assert "Hajók: 6: 0/6 · 7: 3/7 kukorica · 8: 4/8 kávé · Ház: indigó, cukor, □, □" in glance
    plantations = "Ültetvények: kuk, indigó, cukor, dohány, kávé, kávé · kőbánya: 3 · hajón ●4 ◆1"
    assert plantations in glance
    en = text(regions(s, 0, "en").board)
    assert "7: ▣▣▣□□□□ corn" in en and "Trading house: indigo, sugar, □, □" in en


def test_roles_with_their_doubloons_and_takers():
    s = late_five()
    board = " ".join(text(regions(s, 0).board).split())
    assert "Ültetvényes (Márk)" in board and "Építész (Jenő)" in board
    assert "Iparos +2 dublon" in board and "Aranyásó +1 dublon" in board
    glance = " ".join(text(regions(s, 0).glance).split())
    assert "Iparos +2" in glance and "Ültv" not in glance  # taken: not free
    assert "Polg ·" in glance and "Arany +1 · Arany" in glance  # shortened: both Prospectors


def test_supplies_plantations_and_the_building_board():
    s = late_five()
    v = view(s, 0)
    board = " ".join(text(regions(s, 0).board).split())
    assert f"Telepes: hajón {v.colonist_ship}, kupacban {v.colonist_supply}" in board
    assert f"Nemes: hajón {v.noble_ship}, kupacban {v.noble_supply}" in board
    assert f"GyP-jelző: {v.vp_supply}" in board and f"kőbánya: {v.quarries}" in board
    assert "Ültetvények: kukorica, indigó, cukor, dohány, kávé, kávé" in board
    assert f"pakli: {v.stack_size}" in board
    # The building board: printed cost, copies left, gone types as ×0, the Statue's VP.
    assert "8 Kikötő ×0" in board  # both Harbors built
    assert "8 Könyvtár ×1" in board
    assert "10 Szobor ×0 8 GyP" in board
    assert "4 GyP · nagy" in board


def test_no_board_says_an_internal_id():
    s = late_five()
    for lang in ("hu", "en"):
        r = regions(s, 0, lang)
        for part in (r.status, r.board, r.glance, r.own, *r.seats):
            assert "_" not in text(part)


# ---------------------------------------------------------------------------------------------
# Colour never carries meaning alone


def test_no_color_keeps_every_marker(monkeypatch):
    """With NO_COLOR, Rich drops the colours; who acts, the governor, taken roles, nobles,
    empty circles and sold-out buildings are still told apart by characters."""
    monkeypatch.setenv("NO_COLOR", "1")
    s = late_five()
    screen = io.StringIO()
    console = Console(width=78, file=screen, record=True, force_terminal=True)
    assert console.no_color
    r = regions(s, 0)
    console.print(r.stacked())
    console.print(r.glance)
    codes = {
        int(c)
        for sgr in re.findall(r"\x1b\[([0-9;]*)m", screen.getvalue())
        for c in sgr.split(";")
        if c
    }
    assert 1 in codes  # bold stays,
    assert not codes & {*range(30, 50), *range(90, 108)}  # every colour goes
    plain = console.export_text()
    assert "▶ Béla" in plain  # on turn (reverse video only helps)
    assert "Éva ♛" in plain  # governor
    assert "Ültetvényes (Márk)" in plain  # a taken role names its taker
    assert "◆" in plain and "○" in plain and "●" in plain
    assert "×0" in plain  # a sold-out building (struck through only helps)


# ---------------------------------------------------------------------------------------------
# Fitting the screen (issue 15, item 5)


@pytest.mark.parametrize("lang", ["hu", "en"])
def test_a_late_five_player_game_fits(lang):
    """78 columns (80×24, and the middle of 120×40 beside the log): the board and every seat
    in at most two screens of 22 rows; the glance and the own panel short enough to share 24
    rows with the status and the choice."""
    s = late_five()
    r = regions(s, 0, lang)
    height = {name: len(lines(getattr(r, name))) for name in ("status", "glance", "board", "own")}
    seats = [len(lines(panel)) for panel in r.seats]
    assert height["status"] == 1
    assert height["glance"] <= 7
    assert height["own"] <= 5
    assert height["board"] <= 18
    assert all(5 <= h <= 6 for h in seats)
    assert height["board"] + sum(seats) <= 44


SIX_LETTERS = ("Csilla", "Dániel", "Ildikó", "Tamara", "Zoltán")


@pytest.mark.parametrize("lang", ["hu", "en"])
@pytest.mark.parametrize(
    "golden", ["puertorico-5p-seed44-nobles-random", "puertorico-4p-seed41-both-draft"]
)
def test_every_position_fits_80_by_24(golden, lang):
    """At 80×24 (DECISIONS D-T-1, docs/adding_a_game.md): the status in one line of 78 columns
    for names of six letters, the own panel within 5 rows (at 78 columns, and 77 when it
    scrolls), the glance within three lines and a line per other seat (D-T-50). Every mayor
    placement, and every 4th other position, of two whole games with both expansions."""
    session = Session.load(GOLDEN / f"{golden}.tarsas")
    for i, state in enumerate(session.states):
        seat = PUERTO_RICO.to_act(state)
        v = view(state, seat)
        if seat is None or (v.phase != "mayor_placement" and i % 4):
            continue
        players = len(v.players)
        r = render.render_regions(v, SIX_LETTERS[:players], lang)  # type: ignore[arg-type]
        assert len(lines(r.status)) == 1, text(r.status)
        assert len(lines(r.own)) <= 5, text(r.own)
        glance = lines(r.glance, 77)
        assert len(glance) <= 3 + players - 1, "\n".join(glance)
        if v.phase != "draft":
            _the_glance_keeps_the_board(v, glance, lang)


def _the_glance_keeps_the_board(v, glance: list[str], lang: str) -> None:
    """The glance's head (D-T-50): every free role with its doubloons, every ship's cargo of
    its capacity, the trading house's four places, every face-up plantation — one line each,
    whatever the phase."""
    tx = texts(lang)
    roles, cargo, plantations = glance[:3]
    for card, money, taker in zip(v.cards, v.card_money, v.card_taker, strict=True):
        if taker < 0:
            on_it = f" +{money}" if money else ""
            assert any(f"{r}{on_it}" in roles for r in (tx.ROLE[card], tx.ABBREV[card])), roles
    for capacity, load in zip(v.cargo, v.ship_load, strict=True):
        assert f"{capacity}: {load}/{capacity}" in cargo, cargo
    assert cargo.count("□") == data.HOUSE_SPACES - len(v.house), cargo
    words = plantations.split(":", 1)[1]
    for k in v.row:
        kind = data.ISLAND[k]
        assert tx.KIND[kind] in words or tx.ABBREV[kind] in words, plantations


@pytest.mark.parametrize("width", [76, 78, 80, 84])
def test_no_line_is_wider_than_the_region(width):
    s = late_five()
    for viewer in (0, 2, None):
        for lang in ("hu", "en"):
            r = regions(s, viewer, lang)
            for part in (r.status, r.board, r.glance, *r.seats, *([r.own] if r.own else [])):
                assert all(len(line) <= width for line in lines(part, width))


def test_regions_through_a_whole_game_with_both_expansions():
    """A drafted 4-player game with both expansions: every region of every 25th position
    renders within 78 columns; outside the draft the board and the seats stay short."""
    session = Session.load(GOLDEN / "puertorico-4p-seed41-both-draft.tarsas")
    for state in session.states[::25]:
        seat = PUERTO_RICO.to_act(state)
        v = view(state, seat)
        r = render.render_regions(v, NAMES[:4], "hu")
        parts = [r.status, r.board, r.glance, *r.seats, *([r.own] if r.own else [])]
        assert all(len(line) <= 78 for part in parts for line in lines(part))
        if v.phase != "draft":
            assert len(lines(r.board)) + sum(len(lines(p)) for p in r.seats) <= 40


# ---------------------------------------------------------------------------------------------
# The status line, the own panel, the draft


def test_status_names_round_phase_who_acts_and_governor():
    s = late_five()
    status = text(regions(s, 0).status)
    assert status == "Puerto Rico · 14. kör · Szerepválasztás · lép: Béla · ♛ Éva"
    en = text(regions(s, 0, "en").status)
    assert en == "Puerto Rico · Round 14 · Role choice · to act: Béla · ♛ Éva"
    last = replace(s, board=replace(s.board, triggers=("city_full",)))
    assert text(regions(last, 0).status).startswith("Puerto Rico · 14. kör (utolsó) · ")
    assert "Round 14 (last) · " in text(regions(last, 0, "en").status)


def test_own_panel_shows_the_pieces_in_hand_while_placing_them():
    mayor = Seat(
        island={"corn_plantation": 2, "sugar_plantation": 1},
        city={"small_market": 0, "hacienda": 0, "small_indigo_plant": 0},
    )
    s = play(scenario(3, [mayor, Seat(), Seat()]), "pick mayor", "take colonist")
    v = view(s, 0)
    assert v.phase == "mayor_placement" and v.to_act == 0 and v.hand == 2
    own = lines(regions(s, 0).own)
    assert "9 szabad  kézben ●2 " in own[2]  # beside the island, under a header of one line
    assert len(own) == 5
    assert "kézben" not in text(regions(s, 1).own)
    assert "in hand ●2" in text(regions(s, 0, "en").own)


def test_the_draft_shows_the_slots_and_the_types_to_choose():
    s = PUERTO_RICO.new_game(PUERTO_RICO.config(3, BOTH), 7)
    s = play(s, "draft factory")
    r = regions(s, 1)
    board = text(r.board)
    assert "7: Gyár ×2" in board and "10: □, □, □, □, □" in board
    assert "Választható" in board and "Kikötő" in board
    glance = text(r.glance).splitlines()
    free = "Szabad helyek költség szerint: 1: □ · 2: □□ · 3: □ · 4: □ · 5: □□ · 6: □ ·"
    assert glance[0] == free and glance[1] == "  8: □□ · 9: □ · 10: □□□□□"  # Factory took 7


def test_render_table_stacks_the_regions():
    s = late_five()
    v = view(s, 0)
    table = text(PUERTO_RICO.render(v, NAMES, "hu"))
    assert table == text(render.render_regions(v, NAMES, "hu").stacked())


# ---------------------------------------------------------------------------------------------
# Item 6: what players read names no internal id


def _id_words() -> set[str]:
    """Canonical ids that are not also a word of the Hungarian texts."""
    ids = {*data.BY_ID, *data.ISLAND, *data.GOODS, *data.CARD_ROLE, *data.SHIPS.values()}
    words = {str(name).lower() for name in text_hu.BUILDING.values()}
    return ids - words


def test_moves_and_prompts_name_no_internal_id():
    """Every decision of two games with both expansions (one drafted, one drawn with every
    expansion option), described in both languages to the seat on turn and to the table."""
    ids = _id_words()
    games = ("puertorico-2p-seed45-both-draft", "puertorico-3p-seed42-both-random-options")
    states = [s for g in games for s in Session.load(GOLDEN / f"{g}.tarsas").states]
    for state in states:
        seat = PUERTO_RICO.to_act(state)
        if seat is None:
            continue
        for viewer in (seat, None):
            v = PUERTO_RICO.view(state, viewer)
            for lang in ("hu", "en"):
                said = [PUERTO_RICO.prompt(v, lang)]
                said += [PUERTO_RICO.describe(v, m, lang) for m in PUERTO_RICO.legal_moves(state)]
                for sentence in said:
                    assert "_" not in sentence, sentence
                    if lang == "hu":
                        assert not set(sentence.lower().split()) & ids, sentence
