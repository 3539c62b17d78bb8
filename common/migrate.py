"""Saved games of earlier rules revisions, brought up to the rules this tarsas plays.

A saved game names the revision of its game's rules (`[Rules "2"]`, `RULES` here) and of the
file format (`savefile.FORMAT`). A rules change that alters the legal moves of a position
raises its game's revision here and adds, in the same change, the migration from the revision
before (`MIGRATIONS`) and a fixture written by the earlier version (`tests/fixtures/saves/`);
docs/saved_games.md has the whole policy. A file of a newer revision is refused with one line
naming both; so is a file a migration cannot bring up to date.

A migration is pure: the game's rules, its first position and the move lines in, the move lines
of the next revision out, worked out by replaying; no I/O. Replaying the result is still the
session's work, so a line a migration leaves alone is judged there as in any file.

Revision 2 of San Juan, ANNO XVII and Puerto Rico is the rules of issue 13 (2026-11-26);
revision 1 the rules before. A file without a Rules tag (every file before issue 27) counts as
revision 1: the migrations leave alone what was already written by revision 2.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from common.contract import EngineError, GameConfig, GameDef
from common.savefile import MoveLine, SavedGame

RULES: dict[str, int] = {"sanjuan": 2, "anno_xvii": 2, "puertorico": 2, "aranyvaros": 1}
"""Each game's rules revision; a game not named here is at revision 1."""


DECISION = ["draw", "pass"]
"""The legal moves, sorted, where a councillor's turn begins (San Juan / ANNO rules 2)."""


class CannotMigrate(EngineError):
    """A file whose moves an earlier revision allowed but the next one cannot express."""

    def __init__(self, line: int, message: str, hu: str) -> None:
        super().__init__(message, hu=hu)
        self.line = line


Migration = Callable[[GameDef, Any, list[MoveLine]], list[MoveLine]]
"""(the game, its first position, the move lines of revision n) -> those of revision n + 1."""


def revision(game_id: str) -> int:
    """The rules revision this tarsas plays for a game."""
    return RULES.get(game_id, 1)


def _councillor_draws(game: GameDef, start: Any, moves: list[MoveLine]) -> list[MoveLine]:
    """San Juan / ANNO XVII 1 -> 2 (R-SJ-3, D-SJ-4): a councillor's turn now begins with `draw`
    or `pass`; before, the cards were drawn as it began and `pass` before the first keep
    declined them all. A `draw` goes before each turn's first keep (or Archive discard).

    A revision 1 `pass` drew the cards and threw them away, which revision 2 cannot do: such a
    file cannot be migrated. A file that already holds a `draw` was written by revision 2
    before files named it, and is left as it is; so is a `pass` while nothing shows which
    revision wrote the file (it reads the same in both).
    """
    if any(m.text == "draw" for m in moves):
        return moves
    state, out = start, []
    declined: MoveLine | None = None  # the first pass at a councillor's turn
    migrated = False  # a draw was put in: the file is revision 1's
    taken = 0  # the lines replayed so far
    for line in moves:
        while (seat := _councillor_begins(game, state)) is not None:
            if (line.seat, line.text) == (seat, "pass"):
                declined = declined or line
                if migrated:
                    raise _declined_after_drawing(line)
                break
            # Revision 1 drew here by itself, also for a turn that then needed no decision
            # (an Archive that keeps all it draws): the file has no line for it then.
            if declined is not None:
                raise _declined_after_drawing(declined)
            migrated = True
            out.append(MoveLine(seat, "draw", line=line.line))
            state = game.apply(state, game.parse_move(state, "draw"))
        if game.to_act(state) != line.seat:
            break  # the game is over, or a seat moves out of turn: the replay says which
        try:
            state = game.apply(state, game.parse_move(state, line.text))
        except EngineError:
            break  # not ours to judge: the session's replay names this line
        out.append(line)
        taken += 1
    return out + moves[taken:]


def _councillor_begins(game: GameDef, state: Any) -> int | None:
    """The seat whose councillor turn begins here (its choice is `draw` or `pass`), or None."""
    seat = game.to_act(state)
    if seat is None:
        return None
    return seat if sorted(game.move_text(m) for m in game.legal_moves(state)) == DECISION else None


def _declined_after_drawing(line: MoveLine) -> CannotMigrate:
    return CannotMigrate(
        line.line,
        f"seat {line.seat + 1} declined the councillor after drawing its cards ('pass'), which "
        "rules revision 1 allowed and revision 2 does not (R-SJ-3): this game cannot be "
        "brought from revision 1 to 2",
        f"a(z) {line.seat + 1}. szék a lapok felhúzása után mondott le a tanácsosról („pass”); "
        "az 1. szabályváltozat ezt megengedte, a 2. nem (R-SJ-3): ez a játék nem hozható át "
        "az 1. változatról a 2.-ra",
    )


def _same_moves(game: GameDef, start: Any, moves: list[MoveLine]) -> list[MoveLine]:
    """Puerto Rico 1 -> 2: the Black market's returned VP goes back to the supply as a chip
    (R-PR-29 (c)). No move is written differently; a game whose end the chip moved does not
    replay to its result, and says so with both revisions."""
    return moves


MIGRATIONS: dict[tuple[str, int], Migration] = {
    ("sanjuan", 1): _councillor_draws,
    ("anno_xvii", 1): _councillor_draws,
    ("puertorico", 1): _same_moves,
}
"""(game, revision n) -> the migration to revision n + 1."""


def upgrade(game: GameDef, config: GameConfig, saved: SavedGame) -> SavedGame:
    """`saved` with the move lines of the rules revision this tarsas plays.

    EngineError (one line naming both revisions) for a file of a newer revision; CannotMigrate
    for one that cannot be brought up to date.
    """
    current = revision(game.id)
    if saved.rules > current:
        raise EngineError(
            f"written by a newer tarsas, under {game.name_en} rules revision {saved.rules}; "
            f"this tarsas plays revision {current} (update tarsas to open it)",
            hu=f"egy újabb tarsas mentette, a(z) {game.name_hu} {saved.rules}. "
            f"szabályváltozata szerint; ez a tarsas a(z) {current}. változatot ismeri "
            "(frissítsd a tarsast a megnyitásához)",
        )
    if saved.rules == current:
        return saved
    moves, start = saved.moves, game.new_game(config, saved.seed)
    for rev in range(saved.rules, current):
        moves = MIGRATIONS[game.id, rev](game, start, moves)
    return replace(saved, moves=moves, rules=current, written_rules=saved.rules)


def note(game: GameDef, saved: SavedGame) -> tuple[str, str]:
    """What an error line adds about a migrated file (English, Hungarian): both revisions."""
    if not saved.written_rules:
        return "", ""
    return (
        f" (written under {game.name_en} rules revision {saved.written_rules}; this tarsas "
        f"plays revision {saved.rules}, whose rules differ here)",
        f" (a(z) {game.name_hu} {saved.written_rules}. szabályváltozata szerint mentették; ez a "
        f"tarsas a(z) {saved.rules}. változatot ismeri, amelynek a szabályai itt eltérnek)",
    )
