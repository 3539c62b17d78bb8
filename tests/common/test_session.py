"""common.session with San Juan: play, undo barriers, autoplay, save/load, replay errors (§3–§4)."""

from __future__ import annotations

import os

import pytest
from tarsas_kit import (
    SAN_JUAN,
    after,
    assert_hungarian,
    find,
    finished_text,
    new_session,
    play_random,
)

from common import savefile
from common.bots import make_bot, reason_of
from common.contract import EngineError, IllegalMove, InvalidNotation
from common.files import SaveError
from common.registry import GAME_IDS, all_games, get_game
from common.savefile import SaveFileError, SeatInfo
from common.session import (
    Session,
    UndoRefused,
    build_config,
    result_text,
    round_mark,
    with_round_marks,
)
from sanjuan import text_hu

G = SAN_JUAN


def quiet(session: Session, move) -> bool:
    """The move neither draws nor reveals."""
    return not G.reveals(session.state, after(session, move))


def keeps_turn(session: Session, move) -> bool:
    return G.to_act(after(session, move)) == session.to_act()


# -- play ----------------------------------------------------------------------------------------


def test_new_session_starts_at_the_seeded_setup():
    s = new_session(3, seed=4)
    assert s.states == [G.new_game(G.config(3), 4)]
    assert s.played == [] and not s.over and s.outcome() is None
    assert s.legal() == G.legal_moves(s.state)


def test_seat_count_must_match():
    with pytest.raises(EngineError, match="3 players need 3 seats"):
        Session(G, G.config(3), 1, [SeatInfo("A"), SeatInfo("B")])


def test_play_appends_state_and_move():
    s = new_session(3)
    seat = s.to_act()
    move = s.legal()[0]
    expected = G.apply(s.state, move)
    s.play(move)
    assert s.state == expected and len(s.states) == 2
    assert (s.played[-1].seat, s.played[-1].move, s.played[-1].auto) == (seat, move, False)


def test_illegal_move_changes_nothing():
    s = new_session(3)
    play_random(s, 5)
    before = (list(s.states), list(s.played))
    with pytest.raises(IllegalMove):
        s.play_text("build palace")
    with pytest.raises(InvalidNotation):
        s.play_text("fly to the moon")
    assert (s.states, s.played) == before


def test_play_text_accepts_canonical_text_and_an_unambiguous_prefix():
    s = new_session(3)
    move = s.play_text("pick builder")
    assert G.move_text(move) == "pick builder"
    s2 = new_session(3)
    assert s2.play_text("pick bui") == move


def test_playing_after_the_end_is_an_error():
    s = play_random(new_session(2, seed=3), seed=3)
    assert s.over and s.outcome() is not None
    with pytest.raises(EngineError, match="over"):
        s.play(G.legal_moves(s.states[-2])[0])
    assert s.autoplay() == 0


# -- undo ----------------------------------------------------------------------------------------


def test_undo_own_decision_restores_the_exact_previous_state():
    s, move = find(lambda s, m: quiet(s, m) and keeps_turn(s, m) and len(s.played) > 3)
    states, played = list(s.states), list(s.played)
    s.play(move)
    assert s.undo() == 1
    assert s.states == states and s.played == played
    assert s.state is states[-1]
    # And the same move can be played again.
    s.play(move)
    assert s.state == G.apply(states[-1], move)


def test_undo_is_refused_across_a_draw():
    s, move = find(lambda s, m: not quiet(s, m))
    s.play(move)
    assert G.reveals(s.states[-2], s.states[-1])
    before = (list(s.states), list(s.played))
    with pytest.raises(UndoRefused, match="drawn or revealed"):
        s.undo()
    with pytest.raises(UndoRefused):
        s.undo(confirm_other_seat=True)
    assert (s.states, s.played) == before


def test_undo_is_refused_when_a_later_move_drew():
    """A quiet decision followed by a drawing move of the same seat: the draw is the barrier."""

    def quiet_then_draw(s, m):
        if not (quiet(s, m) and keeps_turn(s, m)):
            return False
        nxt = after(s, m)
        return any(G.reveals(nxt, G.apply(nxt, m2)) for m2 in G.legal_moves(nxt))

    s, move = find(quiet_then_draw)
    s.play(move)
    nxt = next(m for m in s.legal() if G.reveals(s.state, G.apply(s.state, m)))
    s.play(nxt)
    with pytest.raises(UndoRefused):
        s.undo()
    with pytest.raises(UndoRefused):
        s.undo_point()


def test_undo_of_another_seats_decision_needs_confirmation():
    s, move = find(lambda s, m: quiet(s, m) and not keeps_turn(s, m) and len(s.played) > 2)
    states, played = list(s.states), list(s.played)
    seat = s.to_act()
    s.play(move)
    assert s.to_act() != seat
    assert s.undo_point() == (len(played), seat)
    with pytest.raises(UndoRefused, match="another seat"):
        s.undo()
    assert len(s.played) == len(played) + 1
    assert s.undo(confirm_other_seat=True) == 1
    assert s.states == states and s.played == played
    assert s.to_act() == seat


def test_nothing_to_undo_at_the_start():
    s = new_session(3)
    with pytest.raises(UndoRefused, match="nothing to undo"):
        s.undo()


def test_autoplay_applies_forced_moves_and_undo_takes_them_back_with_the_decision():
    def forced_next(s, m):
        if not quiet(s, m):
            return False
        nxt = after(s, m)
        forced = G.legal_moves(nxt)
        return len(forced) == 1 and not G.reveals(nxt, G.apply(nxt, forced[0]))

    s, move = find(forced_next, players=2)
    states, played = list(s.states), list(s.played)
    seat = s.to_act()
    s.play(move)
    n = s.autoplay()
    assert n >= 1
    assert [p.auto for p in s.played[-n - 1 :]] == [False] + [True] * n
    assert len(s.legal()) != 1 or s.over
    # Auto moves are marked in the saved game.
    text = savefile.dumps(s.to_saved())
    assert text.rstrip().endswith("# auto")
    # Undo takes back the decision together with the automatic moves after it.
    assert s.undo_point() == (len(played), seat)
    assert s.undo(confirm_other_seat=True) == n + 1
    assert s.states == states and s.played == played


def test_autoplay_does_nothing_when_there_is_a_choice():
    s = new_session(3)
    assert len(s.legal()) > 1
    assert s.autoplay() == 0 and s.played == []


# -- saving and loading --------------------------------------------------------------------------


def test_the_log_shows_what_a_failed_reveal_turned_up_to_every_reader():
    """A Gold mine reveal that finds nothing and ends the phase: the log line names the cards
    for every seat and the public table (they were face up for everyone)."""

    def failed_last_reveal(session, move):
        if SAN_JUAN.move_text(move) != "reveal":
            return False
        return after(session, move).phase != "prospector"  # found nothing, and was the last

    session, move = find(failed_last_reveal, players=3, seeds=range(1, 80))
    session.play(move)
    cards = session.view(None).gold_reveal
    assert cards
    names = [text_hu.BUILDING[c] for c in cards]
    for viewer in (None, *range(3)):
        line = session.log(viewer, "hu")[-1].sentence
        assert line.startswith("Felcsap 4 lapot (Aranybánya): ")
        assert all(name in line for name in names), line
        assert session.log(viewer, "en")[-1].sentence.startswith("Reveals 4 cards (Gold mine): ")


def test_save_and_load_give_an_equal_state_and_the_same_moves(tmp_path):
    s = play_random(new_session(4, seed=8, bots=(1, 3)), 120, seed=8)
    path = tmp_path / "game.tarsas"
    s.save(path)
    back = Session.load(path)
    assert back.state == s.state
    assert back.states == s.states
    assert back.played == s.played
    assert back.seats == s.seats and back.config == s.config and back.seed == s.seed
    assert back.date == s.date
    assert back.autosave is None
    # Saving again gives the same text.
    assert savefile.dumps(back.to_saved()) == savefile.dumps(s.to_saved())


def test_finished_game_round_trip_keeps_the_result(tmp_path):
    s = play_random(new_session(3, seed=2, options={"starting_hand_draft": True}), seed=2)
    path = tmp_path / "done.tarsas"
    s.save(path)
    saved = savefile.read(path)
    assert saved.result == result_text(s.outcome()) != savefile.UNFINISHED
    assert saved.options["starting_hand_draft"] == "true"
    back = Session.load(path)
    assert back.over and back.outcome() == s.outcome()


def test_a_resumed_game_keeps_the_computer_seats_reasons(tmp_path):
    """The log of a resumed game shows the same reasons as before the save (D-B-3)."""
    s = new_session(2, seed=3, bots=(1,))
    bot = make_bot("easy", 1, SAN_JUAN)
    while len(s.played) < 40:
        seat = s.to_act()
        s.play(bot.choose(s.view(seat), s.legal()), reason=reason_of(bot) if seat else None)
    s.save(tmp_path / "g.tarsas")
    back = Session.load(tmp_path / "g.tarsas")
    assert [p.reason for p in back.played] == [p.reason for p in s.played]
    assert any(p.reason for p in back.played)
    for viewer in (None, 0, 1):
        assert back.log(viewer, "hu") == s.log(viewer, "hu")
        assert back.log(viewer, "en") == s.log(viewer, "en")


def test_load_with_autosave_keeps_saving_to_the_same_file(tmp_path):
    s = play_random(new_session(3, seed=5), 10, seed=5)
    path = tmp_path / "auto.tarsas"
    s.save(path)
    back = Session.load(path, autosave=True)
    assert back.autosave == path
    play_random(back, 3, seed=6)
    assert len(savefile.read(path).moves) == 13


def test_autosave_after_every_move_and_undo(tmp_path):
    path = tmp_path / "deep" / "auto.tarsas"
    s = new_session(3, seed=1, autosave=path)
    assert savefile.read(path).moves == [], "the game is on disk from its first moment"
    for n in range(1, 8):
        play_random(s, 1, seed=n)
        saved = savefile.read(path)
        assert len(saved.moves) == n
        assert [m.text for m in saved.moves] == [G.move_text(p.move) for p in s.played]
    s2, move = find(lambda s, m: quiet(s, m) and keeps_turn(s, m) and len(s.played) > 0)
    s2.autosave = path
    s2.play(move)
    assert len(savefile.read(path).moves) == len(s2.played)
    s2.undo()
    assert len(savefile.read(path).moves) == len(s2.played)
    assert Session.load(path).state == s2.state
    assert sorted(p.name for p in path.parent.iterdir()) == [".auto.tarsas.lock", "auto.tarsas"]


def test_a_failed_autosave_is_an_error_after_the_move_and_the_old_autosave_stays(
    tmp_path, monkeypatch
):
    """A save that fails must not end the game: the move stands, the file keeps the last
    good save, and the next move saves again once the disk is back."""
    path = tmp_path / "auto.tarsas"
    s = play_random(new_session(3, seed=1, autosave=path), 5, seed=1)
    real_replace = os.replace

    def disk_full(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", disk_full)
    move = s.legal()[0]
    assert s.unsaved is None
    with pytest.raises(SaveError, match="No space left on device"):
        s.play(move)
    assert len(s.played) == 6 and s.played[-1].move == move
    assert len(savefile.read(path).moves) == 5
    assert sorted(p.name for p in tmp_path.iterdir()) == [".auto.tarsas.lock", "auto.tarsas"]
    assert "No space left" in str(s.unsaved), "not saved, and why (issue 27 item 2)"
    monkeypatch.setattr(os, "replace", real_replace)
    s.save(tmp_path / "copy.tarsas")
    assert s.unsaved is not None, "a copy elsewhere does not save the game's own file"
    play_random(s, 1, seed=2)
    assert len(savefile.read(path).moves) == 7 and s.unsaved is None


def test_forced_moves_are_all_made_even_when_the_autosave_fails(tmp_path):
    s, _ = find(lambda s, m: len(s.legal()) == 1)
    s.autosave = tmp_path  # a folder: every save fails
    count = len(s.played)
    with pytest.raises(SaveError, match="it is a folder"):
        s.autoplay()
    assert len(s.played) > count
    assert s.over or len(s.legal()) > 1


def test_replay_until_stops_early():
    text = finished_text(3, seed=4)
    saved = savefile.loads(text)
    s = Session.from_saved(saved, until=10)
    assert len(s.played) == 10
    full = Session.from_saved(saved)
    assert s.state == full.states[10]


# -- replay errors name the line -----------------------------------------------------------------


def replay_error(text: str) -> SaveFileError:
    saved = savefile.loads(text, "g.tarsas")
    with pytest.raises(SaveFileError) as info:
        Session.from_saved(saved, "g.tarsas")
    assert str(info.value).startswith("g.tarsas")
    assert "\n" not in str(info.value)
    assert_hungarian(info.value)
    return info.value


@pytest.fixture(scope="module")
def game_text() -> str:
    return finished_text(3, seed=6)


def move_numbers(text: str) -> list[int]:
    return [n for n, line in enumerate(text.splitlines(), 1) if line[:1].isdigit()]


def replace_line(text: str, number: int, new: str) -> str:
    lines = text.splitlines()
    lines[number - 1] = new
    return "\n".join(lines) + "\n"


def test_wrong_seat_on_turn(game_text):
    number = move_numbers(game_text)[5]
    seat, _, move = game_text.splitlines()[number - 1].partition(" ")
    other = int(seat) % 3 + 1
    err = replay_error(replace_line(game_text, number, f"{other} {move}"))
    assert err.line == number
    assert f"seat {other} moves, but seat {seat} is on turn" in str(err)
    assert str(err).startswith(f"g.tarsas:{number}: ")


def test_illegal_move_text(game_text):
    number = move_numbers(game_text)[0]
    seat = game_text.splitlines()[number - 1].split()[0]
    err = replay_error(replace_line(game_text, number, f"{seat} build palace"))
    assert err.line == number
    assert "'build palace' is not legal now" in str(err)


def test_unknown_move_text(game_text):
    number = move_numbers(game_text)[3]
    seat = game_text.splitlines()[number - 1].split()[0]
    err = replay_error(replace_line(game_text, number, f"{seat} dance tango"))
    assert err.line == number
    assert "dance tango" in str(err)


def test_extra_move_after_game_over(game_text):
    err = replay_error(game_text + "1 pass\n")
    assert err.line == len(game_text.splitlines()) + 1
    assert "already over" in str(err)


def test_unknown_game():
    text = finished_text(2, seed=1).replace('[Game "sanjuan"]', '[Game "chess"]')
    err = replay_error(text)
    assert "unknown game 'chess'" in str(err) and "sanjuan" in str(err)


def test_unknown_option():
    text = finished_text(2, seed=1).replace(
        '[Option "show_tile_history=true"]', '[Option "nope=1"]'
    )
    err = replay_error(text)
    assert "unknown option 'nope'" in str(err)
    for valid in ("first_governor", "starting_hand_draft", "show_tile_history"):
        assert valid in str(err)


def test_bad_option_value():
    text = finished_text(2, seed=1).replace("first_governor=seat_1", "first_governor=seat_9")
    err = replay_error(text)
    assert "first_governor" in str(err) and "seat_1, random" in str(err)
    assert "seat_9" in str(err)


def test_bad_player_count():
    text = finished_text(2, seed=1)
    text = text.replace('[Players "2"]', '[Players "5"]')
    text = text.replace(
        '[Seat "2 |',
        '[Seat "3 | x | human"]\n[Seat "4 | y | human"]\n[Seat "5 | z | human"]\n[Seat "2 |',
    )
    err = replay_error(text)
    assert "2, 3, 4 players, not 5" in str(err)


@pytest.mark.parametrize(
    ("old", "new", "tag"),
    [
        ('[Game "sanjuan"]', '[Game "chess"]', "Game"),
        ("first_governor=seat_1", "first_governor=seat_9", "first_governor"),
        ('[Option "auto_take_card_draws=false"]', '[Option "nope=1"]', "nope"),
    ],
)
def test_header_errors_during_replay_name_the_tag_line(old, new, tag):
    text = finished_text(2, seed=1).replace(old, new)
    number = next(n for n, line in enumerate(text.splitlines(), 1) if tag in line)
    err = replay_error(text)
    assert err.line == number
    assert str(err).startswith(f"g.tarsas:{number}: ")


def test_build_config_reads_option_text():
    config = build_config(G, 3, {"starting_hand_draft": "yes", "first_governor": "RANDOM"})
    assert config.get("starting_hand_draft") is True
    assert config.get("first_governor") == "random"
    with pytest.raises(EngineError, match="valid options"):
        build_config(G, 3, {"bogus": "1"})


@pytest.mark.parametrize("game_id", sorted(all_games()))
def test_the_log_marks_where_each_round_begins(game_id):
    """Every move carries the round of the table it was made at; a marker opens each round."""
    game = all_games()[game_id]
    players = game.seats[-1]
    session = Session(game, game.config(players), 2, [SeatInfo(f"P{i}") for i in range(players)])
    play_random(session, 400)
    entries = session.log(None, "hu")
    for i, entry in enumerate(entries):
        assert entry.round == game.round_number(game.view(session.states[i], None))
    rounds = [entry.round for entry in entries]
    assert rounds[0] == 1 and rounds[-1] >= 3 and rounds == sorted(rounds)
    opened = [n for n, _ in with_round_marks(entries) if n is not None]
    assert opened == sorted(set(rounds))
    assert round_mark(2, "hu") == "── 2. kör ──" and round_mark(2, "en") == "── Round 2 ──"


# -- hints (issue 16 item 5) ----------------------------------------------------------------------


def test_a_table_without_hints_and_a_hinted_move_survive_save_and_load(tmp_path):
    s = new_session(3, seed=2)
    s.hints = False
    s.play(s.legal()[0], hinted=True)
    s.play(s.legal()[0])
    path = tmp_path / "g.tarsas"
    s.save(path)
    back = Session.load(path)
    assert back.hints is False
    assert [p.hinted for p in back.played] == [True, False]
    assert [e.hinted for e in back.log(None, "hu")] == [True, False]


def test_an_old_file_without_the_table_tag_allows_hints(tmp_path):
    s = new_session(3, seed=2)
    text = savefile.dumps(s.to_saved()).replace('[Table "hints=true"]\n', "")
    path = tmp_path / "old.tarsas"
    path.write_text(text, encoding="utf-8")
    assert Session.load(path).hints is True


def test_a_hints_value_that_is_no_flag_is_an_error(tmp_path):
    s = new_session(3, seed=2)
    text = savefile.dumps(s.to_saved()).replace("hints=true", "hints=maybe")
    path = tmp_path / "bad.tarsas"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(SaveFileError, match="hints takes true or false"):
        Session.load(path)


def test_every_registered_id_names_its_own_game_and_aliases_resolve():
    """The registry imports each game by its id on first use: the game found there must carry
    that very id, and the names players type reach the same game."""
    assert GAME_IDS == ("sanjuan", "anno_xvii", "puertorico", "aranyvaros")
    for game_id in GAME_IDS:
        assert get_game(game_id).id == game_id
    assert get_game(" San-Juan ") is get_game("sanjuan")
    assert get_game("anno") is get_game("anno_xvii")
    assert list(all_games()) == list(GAME_IDS)
