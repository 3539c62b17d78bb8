"""The log tells the whole story (issue 30 item 4): what the rules do by themselves — a payment
with no choice left, a seat with nothing to do passed over, goods produced, a role's doubloon —
has a line for every reader, and a line about a hand names its cards only to that hand's owner.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from common.bots import RandomBot
from common.registry import get_game
from common.savefile import SeatInfo
from common.session import Session
from sanjuan import render as sj_render
from sanjuan.moves import Build, Pay, PayGood, PickRole

HIDDEN_PAYMENT = re.compile(r"^Pays (\d+) cards? — no other choice$")
NAMED_PAYMENT = re.compile(r"^Pays (.+) — no other choice$")
SKIPPED_IN = ("builder", "producer", "trader")


def played_game(game_id: str, players: int, seed: int, options: dict[str, Any]) -> Session:
    game = get_game(game_id)
    seats = [SeatInfo(f"P{i + 1}") for i in range(players)]
    session = Session(game, game.config(players, options), seed, seats)
    bot = RandomBot(seed)
    while not session.over:
        session.play(bot.choose(None, session.legal()))
    return session


def paid_in_lines(then: tuple[tuple[int, str], ...], seat: int) -> tuple[int, bool]:
    """(cards the rules paid for `seat` after a move, whether they were named)."""
    for who, text in then:
        if who != seat:
            continue
        if hidden := HIDDEN_PAYMENT.match(text):
            return int(hidden[1]), False
        if named := NAMED_PAYMENT.match(text):
            return len(named[1].split(", ")), True
    return 0, False


@pytest.mark.parametrize(("game_id", "seed"), [("sanjuan", 1), ("sanjuan", 2), ("anno_xvii", 3)])
def test_every_build_is_paid_in_full_in_every_reader_s_log(game_id: str, seed: int) -> None:
    """The Crane paid with two cards showed one "Fizet egy lapot": now the cards the rules paid
    without a choice have their line, named for the payer, counted for everyone else."""
    session = played_game(game_id, 3, seed, {})
    game = session.game
    forced_seen = 0
    for reader in (None, 0, 1, 2):
        log = session.log(reader, "en")
        owed: dict[int, int] = {}
        for i, (played, entry) in enumerate(zip(session.played, log, strict=True)):
            seat, move = played.seat, played.move
            if isinstance(move, Build) and game.view(session.states[i], None).step == "build":
                owed[seat] = sj_render.build_price(
                    game.view(session.states[i], None), move.building, move.over
                )
            elif isinstance(move, Pay | PayGood):
                owed[seat] -= 1
            forced, named = paid_in_lines(entry.then, seat)
            if forced:
                forced_seen += 1
                assert named == (reader == seat), "cards named to the payer alone"
                owed[seat] -= forced
            if seat in owed and game.view(session.states[i + 1], None).step != "pay":
                assert owed.pop(seat) == 0, f"move {i}: the log leaves part of a payment out"
    assert forced_seen, "no payment without a choice in this game: pick another seed"


@pytest.mark.parametrize(("game_id", "seed"), [("sanjuan", 4), ("anno_xvii", 5)])
def test_every_seat_of_a_builder_producer_or_trader_phase_has_a_line(
    game_id: str, seed: int
) -> None:
    """A seat with nothing to do is passed over with a line that says why, for every reader."""
    session = played_game(game_id, 4, seed, {})
    game = session.game
    skips = 0
    for reader in (None, 0, 3):
        log = session.log(reader, "en")
        phase: str | None = None
        heard: set[int] = set()
        for i, (played, entry) in enumerate(zip(session.played, log, strict=True)):
            before = game.view(session.states[i], None)
            if isinstance(played.move, PickRole) and played.move.role in SKIPPED_IN:
                phase, heard = played.move.role, set()
            elif before.phase == phase:
                heard.add(played.seat)
            for seat, text in entry.then:
                if text.startswith(("Does not build", "Does not produce", "Does not sell")):
                    heard.add(seat)
                    skips += 1
            after = game.view(session.states[i + 1], None)
            if phase is not None and after.phase != phase:
                assert heard == set(range(4)), f"move {i}: {phase} leaves a seat unexplained"
                phase = None
    assert skips


def test_the_craftsman_s_production_has_a_line_per_seat_for_every_reader() -> None:
    options = {"exp_new_buildings": True, "exp_nobles": True}
    session = played_game("puertorico", 4, 3, options)
    game = session.game
    produced = 0
    for i, _ in enumerate(session.played):
        before = game.view(session.states[i], None)
        after = game.view(session.states[i + 1], None)
        grew = {
            s
            for s, (a, b) in enumerate(zip(before.players, after.players, strict=True))
            if any(y > x for x, y in zip(a.goods, b.goods, strict=True))
        }
        if not grew or after.step == "" or before.step == "craft_privilege":
            continue
        produced += 1
        for reader in (None, 0, 1):
            view_before = game.view(session.states[i], reader)
            view_after = game.view(session.states[i + 1], reader)
            lines = game.automatic(view_before, view_after, session.played[i].move, "en")
            assert {s for s, text in lines if text.startswith("Produces")} == grew
    assert produced


def test_a_hand_s_cards_are_never_named_to_another_reader() -> None:
    """No automatic line a reader gets about another seat's payment names a card of it."""
    session = played_game("sanjuan", 3, 2, {})
    game = session.game
    for i, played in enumerate(session.played):
        for reader in (0, 1, 2):
            if reader == played.seat:
                continue
            before, after = session.states[i], session.states[i + 1]
            lines = game.automatic(
                game.view(before, reader), game.view(after, reader), played.move, "en"
            )
            for _, text in lines:
                assert not NAMED_PAYMENT.match(text) or HIDDEN_PAYMENT.match(text), text


def test_every_aranyvaros_build_is_paid_in_full_in_every_reader_s_log() -> None:
    """A payment with nothing to choose (D-AV-3) has its line: the cards for the payer (where
    a reward's card drawn after it does not blur them), the fact for everyone else."""
    from aranyvaros import data
    from aranyvaros.moves import Build as AvBuild
    from aranyvaros.moves import Pay as AvPay
    from aranyvaros.moves import PayPair

    session = played_game("aranyvaros", 3, 3, {})
    game = session.game
    forced = 0
    for reader in (None, 0, 1, 2):
        owed: dict[int, int] = {}
        for i, (played, entry) in enumerate(
            zip(session.played, session.log(reader, "en"), strict=True)
        ):
            seat, move = played.seat, played.move
            if isinstance(move, AvBuild) and game.view(session.states[i], None).step == "build":
                owed[seat] = data.PLACES[data.PLACE_INDEX[move.place]].cost_cards
            elif isinstance(move, AvPay | PayPair):
                owed[seat] -= 1
            for who, text in entry.then:
                if who == seat and text.startswith(("Pays the price", "Pays the rest")):
                    forced += 1
                    assert ":" not in text or reader == seat, "cards named to the payer alone"
                    owed[seat] = 0
            after = game.view(session.states[i + 1], None)
            if seat in owed and not (after.to_act == seat and after.step == "pay"):
                assert owed.pop(seat) == 0, f"move {i}: the log leaves part of a payment out"
    assert forced
