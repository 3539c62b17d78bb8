"""A computer's reason never reveals its hand (issue 14, item 1; D-B-15).

"Builder: builds the Statue" named a card in the computer's hand to everyone at the table,
and it might then build something else. The proof is the view check's: for positions where a
computer moves, everything hidden from a reader is reshuffled (`shuffle_hidden`), the same
move is explained again in that world, and the reader must read the very same words. Moves
the reader cannot tell apart (the same sentence to the reader: "pays a card") must read the
same too. The mover itself, the saved game and `replay --as` the mover keep the whole reason.
"""

from __future__ import annotations

import io
from collections.abc import Iterator
from typing import Any

import pytest
from rich.console import Console

from common import lineplay, savefile
from common.bots import Reason, make_bot, reason_of
from common.cli import main
from common.contract import GameConfig, GameDef
from common.registry import get_game
from common.savefile import SeatInfo
from common.search import SearchBot
from common.session import Played, Session
from common.tui.logview import log_entries

CASES = [
    ("sanjuan", 4, {}, 3),
    ("sanjuan", 2, {"starting_hand_draft": True}, 5),
    ("anno_xvii", 4, {}, 3),
    ("anno_xvii", 3, {"event_copies": 3, "auto_take_card_draws": True}, 4),
    ("puertorico", 4, {}, 3),
    ("puertorico", 3, {"exp_new_buildings": True, "exp_nobles": True}, 2),
    ("puertorico", 2, {"exp_nobles": True}, 4),
    ("aranyvaros", 4, {}, 1),
    ("aranyvaros", 3, {"displaced_rebid": "immediate"}, 1),
]


def decisions(game: GameDef, config: GameConfig, seed: int) -> Iterator[tuple[Any, int, Any]]:
    """(state, seat, move) for every decision of a game the heuristic plays in every seat."""
    state = game.new_game(config, seed)
    bots = [make_bot("easy", seed * 10 + i, game) for i in range(config.players)]
    while (seat := game.to_act(state)) is not None:
        legal = game.legal_moves(state)
        move = bots[seat].choose(game.view(state, seat), legal)
        if len(legal) > 1:
            yield state, seat, move
        state = game.apply(state, move)


def explain(game: GameDef, state: Any, seat: int, move: Any) -> Reason | None:
    """The heuristic's reason for `move`, judged from `seat`'s view of `state`."""
    bot = make_bot("easy", 0, game)
    bot.choose(game.view(state, seat), (move,))
    return reason_of(bot)


def shown(game: GameDef, config: GameConfig, state: Any, played: Played, reader: int | None) -> str:
    """The reason as the session's log words it for `reader` (the table, the line mode and
    replay all read the log)."""
    session = Session(game, config, 0, [SeatInfo(f"P{i}") for i in range(config.players)])
    session.states = [state, state]
    session.played = [played]
    return session.log(reader, "en")[0].reason


@pytest.mark.parametrize(
    ("game_id", "players", "options", "seed"), CASES, ids=[f"{c[0]}-{c[1]}p" for c in CASES]
)
def test_a_reason_read_by_another_seat_depends_only_on_what_that_seat_sees(
    game_id, players, options, seed
):
    game = get_game(game_id)
    config = game.config(players, options)
    checked = public = 0
    for n, (state, seat, move) in enumerate(decisions(game, config, seed)):
        reason = explain(game, state, seat, move)
        base = {
            r: shown(game, config, state, Played(seat, move, False, reason), r)
            for r in [*range(players), None]
        }
        assert base[seat] == (reason.en if reason else ""), "the mover reads all of it"
        others = [r for r in range(players) if r != seat]
        for reader in [*others, None]:
            # A seat sees the public table and more: reshuffling what any one other seat
            # cannot see must leave the public reader's words alone too.
            for hider in [reader] if reader is not None else others:
                world = game.shuffle_hidden(state, hider, n)
                again = Played(seat, move, False, explain(game, world, seat, move))
                assert shown(game, config, world, again, reader) == base[reader], (
                    f"{game.move_text(move)}: the reason shown to "
                    f"{'the table' if reader is None else f'seat {reader + 1}'} "
                    f"depends on what it cannot see"
                )
            seen = game.view(state, reader)
            sentence = game.describe(seen, move, "en")
            for twin in game.legal_moves(state):
                if twin != move and game.describe(seen, twin, "en") == sentence:
                    words = shown(
                        game,
                        config,
                        state,
                        Played(seat, twin, False, explain(game, state, seat, twin)),
                        reader,
                    )
                    assert words == base[reader], (
                        f"{game.move_text(move)} and {game.move_text(twin)} look alike to "
                        f"the reader but their reasons differ"
                    )
            checked += 1
        public += bool(base[None])
    assert checked > 100
    assert public > 10, "the other seats still read reasons where they reveal nothing"


def test_the_mover_the_saved_game_and_replay_as_the_mover_keep_the_whole_reason(capsys, tmp_path):
    game = get_game("sanjuan")
    seats = [SeatInfo("Anna", "bot:easy"), SeatInfo("Béla", "bot:easy")]
    session = Session(game, game.config(2), 8, seats)
    bots = [make_bot("easy", i, game) for i in range(2)]
    while session.to_act() is not None:
        seat = session.to_act()
        session.play(
            bots[seat].choose(session.view(seat), session.legal()), reason=reason_of(bots[seat])
        )
    private = [
        (i, p)
        for i, p in enumerate(session.played)
        if p.reason and p.reason.en != p.reason.public_en
    ]
    assert private, "a game without a private reason proves nothing"
    path = tmp_path / "g.tarsas"
    session.save(path)
    saved = savefile.read(path)
    assert [m.why for m in saved.moves] == [p.reason for p in session.played]
    i, played = next((i, p) for i, p in private if "builds the" in p.reason.en)
    assert f"# why-en: {played.reason.en}" in path.read_text(encoding="utf-8")
    other = 1 - played.seat
    for who, words in (
        ([f"--as={played.seat + 1}"], played.reason.en),
        ([f"--as={other + 1}"], played.reason.public_en),
        (["--public"], played.reason.public_en),
    ):
        assert main(["replay", str(path), "--lang", "en", *who]) == 0
        lines = [
            line
            for line in capsys.readouterr().out.splitlines()
            if line.startswith(f"{i + 1:4d}. ")
        ]
        assert len(lines) == 1
        assert lines[0].endswith(f" — {words}" if words else played_sentence(lines[0]))


def played_sentence(line: str) -> str:
    """A log line without a reason ends with its sentence itself."""
    return line.rsplit(": ", 1)[-1]


def test_the_line_mode_and_the_table_log_show_another_seat_only_public_words():
    game = get_game("sanjuan")
    seats = [SeatInfo("Anna"), SeatInfo("Gép 2", "bot:easy")]
    session = Session(game, game.config(2), 8, seats)
    out = io.StringIO()
    console = Console(file=out, width=200)
    answers = iter(["1"] * 200)

    def read(prompt: str) -> str:
        try:
            return next(answers)
        except StopIteration:
            raise EOFError from None

    bot = make_bot("easy", 2, game)
    lineplay.run(session, {1: bot}, "hu", False, console, read)
    text = out.getvalue()
    table = " ".join(line.plain for _, line in log_entries(session, 0, "hu"))
    secrets = [
        p.reason.hu for p in session.played if p.reason and p.reason.public_hu != p.reason.hu
    ]
    assert secrets
    for words in secrets:
        assert words not in text and words not in table


def test_a_search_bot_tells_the_others_the_heuristics_public_words(monkeypatch):
    """The search's win chance comes from the bot's own cards: only the mover reads it."""
    monkeypatch.setattr(SearchBot, "_pick", lambda self, gains: len(gains) - 1)
    for game_id in ("sanjuan", "puertorico", "aranyvaros"):
        game = get_game(game_id)
        config = game.config(3)
        state, seat, _ = next(
            (s, seat, m)
            for s, seat, m in decisions(game, config, 3)
            if len(game.legal_moves(s)) >= 3
        )
        bot = SearchBot(1, game, game.bot_kinds["heuristic"], iterations=2, rollout_moves=4)
        move = bot.choose(game.view(state, seat), game.legal_moves(state))
        reason = reason_of(bot)
        assert reason is not None and reason.en.startswith("search: ")
        heuristic = explain(game, state, seat, move)
        assert heuristic is not None
        assert (reason.public_hu, reason.public_en) == (heuristic.public_hu, heuristic.public_en)


def test_an_old_saved_reason_without_public_words_is_the_movers_alone():
    text = (
        '[Game "sanjuan"]\n[Seed "1"]\n[Players "2"]\n[Seat "1 | A | bot:easy"]\n'
        '[Seat "2 | B | human"]\n[Result "*"]\n\n1 pick builder  # why: titok # why-en: secret\n'
    )
    session = Session.from_saved(savefile.loads(text))
    assert session.log(0, "en")[0].reason == "secret"
    assert session.log(1, "en")[0].reason == session.log(None, "en")[0].reason == ""
