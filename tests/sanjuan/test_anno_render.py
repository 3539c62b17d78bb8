"""ANNO XVII presentation: every decision of whole random games is worded in both languages,
the table and score sheet render, and the glossary lists the 39 buildings and six events."""

from __future__ import annotations

import io

import pytest
from rich.console import Console

from common import rng
from sanjuan.game import ANNO_XVII
from sanjuan.view import view

NAMES = ("Anita", "Béla", "Csaba", "Dóra")


def _text(renderable) -> str:
    console = Console(width=120, record=True, file=io.StringIO())
    console.print(renderable)
    return console.export_text()


@pytest.mark.parametrize(("players", "seed"), [(2, 3), (3, 4), (4, 5)])
def test_every_decision_is_worded_and_the_table_renders(players, seed):
    config = ANNO_XVII.config(players, {"event_copies": 2})
    state = ANNO_XVII.new_game(config, seed)
    r = rng.seed_state(seed)
    seen_steps: set[str] = set()
    while legal := ANNO_XVII.legal_moves(state):
        actor = ANNO_XVII.to_act(state)
        for seat in (actor, None):
            v = view(state, seat)
            seen_steps.add(v.step)
            for lang in ("hu", "en"):
                assert seat is None or ANNO_XVII.prompt(v, lang)
                for move in legal:
                    assert ANNO_XVII.describe(v, move, lang)
        r, i = rng.below(r, len(legal))
        state = ANNO_XVII.apply(state, legal[i])
    for lang in ("hu", "en"):
        table = _text(ANNO_XVII.render(view(state, 0), NAMES[:players], lang))
        assert NAMES[0] in table
        outcome = ANNO_XVII.outcome(state)
        assert outcome is not None
        assert "Total" in _text(ANNO_XVII.render_scores(outcome, NAMES[:players], "en"))
    assert "pick" in seen_steps


def test_prompts_name_the_anno_buildings():
    from anno_builders import cities, play, scenario

    s = play(scenario(3, hands=[["tower"], [], []], cities=cities(["council_chamber"], [], [])),
             "pick councillor", "draw")  # fmt: skip
    assert ANNO_XVII.prompt(view(s, 0), "hu").startswith("Tanácsterem:")
    s = scenario(
        3,
        cities=[["mill", "mill", "mill", "market_woman", "merchant_house"], ["mill"], ["mill"]],
        loaded=[[True, True, True, False, False], None, None],
    )
    s = play(s, "pick trader", "sell mill", "sell mill", "done")
    assert ANNO_XVII.prompt(view(s, 0), "hu") == "Elfogadod a lapot (Kofa)?"


def test_the_table_shows_events_cathedral_bank_harbour_and_pawnshop():
    from anno_builders import scenario

    s = scenario(
        3,
        cities=[["mill", "bank", "harbour", "pawnshop"], ["mill"], ["mill"]],
        bank=[["farm", "farm"], [], []],
        harbour=[["loom"], [], []],
        pawn=[True, False, False],
        events=["fire", "democracy"],
    )
    text = _text(ANNO_XVII.render(view(s, 1), NAMES[:3], "hu"))
    assert "Események: Tűzvész · Demokrácia" in text
    assert "Középen:  ✚ Katedrális 7/0" in text
    assert "Bank: 2 (elhasználva) · Kikötő: 1" in text
    assert "▲ Zálogház 3/2 ●" in text  # the Pawnshop holds a card
    # Printed VP 1 + 2 + 2 + 2, two Bank cards and one Harbour card, all public.
    assert "Anita ♛ · 10 GyP" in text


def test_glossary_lists_buildings_and_events():
    rows = ANNO_XVII.glossary("hu")
    assert len(rows) == 39 + 6
    names = [r.name for r in rows]
    assert "Katedrális" in names and "Tűzvész" in names and "Kőfejtő" in names
    cathedral = next(r for r in rows if r.name == "Katedrális")
    assert (cathedral.cost, cathedral.count) == (7, 1)
    assert all(r.effect for r in ANNO_XVII.glossary("en"))
