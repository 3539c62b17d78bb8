"""Playthrough goldens (ARCHITECTURE §7): every decision of every golden game, pinned.

A golden game (`tests/<game>/golden/NAME.tarsas`) pins only its moves and its result. Its
playthrough (`tests/<game>/playthrough/NAME.txt`) pins what the rules core said at every move on
the way, so a rewrite of a rules core that plays the same games differently in between (another
legal-move order, a leaked card in a view, a changed log sentence) is caught at the first
decision where it differs. One line per move of the saved game (`# auto` forced moves included),
tab-separated fields:

    N  seat: S [auto]  legal: MOVE; MOVE; …  views: public=D 1=D 2=D …  move: MOVE
       hu: …  hu public: …  en: …  en public: …

- `seat` is `to_act` (1-based) and `auto` marks a move the file marks `# auto`;
- `legal` is `legal_moves` in order, as canonical `move_text`;
- `views` are digests of the public view and of each seat's view: the first 8 hex digits of the
  SHA-256 of `json.dumps(snapshot.to_data(view), sort_keys=True)` (a canonical form that does
  not depend on PYTHONHASHSEED);
- `hu` / `en` are `describe()` of the move as the acting seat reads it, `hu public` /
  `en public` as the public table reads it (`=` when the same as the seat's sentence).

A last line `end  views: …  outcome: D  result: …` pins the final views (the final reveal) and
the score sheet (digest of `to_data(outcome)`, and the Result tag).

After a deliberate change, regenerate the files in their own commit, saying which changed and
why:

    .venv/bin/python tests/common/test_playthrough.py            # every golden game
    .venv/bin/python tests/common/test_playthrough.py NAME.tarsas  # some of them

The recorded games are the golden games; how each was made is in the docstring of
tests/common/test_golden.py (San Juan, ANNO XVII), tests/puertorico/test_pr_golden.py and
tests/aranyvaros/test_av_golden.py. Every ruleset option of every game takes a value other than
its default in at least one of them (the test below); these three were added for that:

    tarsas selfplay sanjuan --players 2 --seed 18 --option library_two_player_limit=false \\
        --option goldmine_excludes_chooser=true --option show_tile_history=false \\
        --option auto_take_card_draws=true --out sanjuan-2p-seed18-options.tarsas
    tarsas selfplay anno_xvii --players 2 --seed 36 --option first_governor=random \\
        --option library_two_player_limit=false --option goldmine_excludes_chooser=false \\
        --option show_tile_history=false --option auto_take_card_draws=true \\
        --option producer_second_good_must_differ=false --out anno_xvii-2p-seed36-options.tarsas
    tarsas selfplay aranyvaros --players 3 --seed 32 --option open_letters=true \\
        --option open_bonus_cards=true --out aranyvaros-3p-seed32-open.tarsas

(seeds chosen so that the options matter: a Library and a Gold mine are built in both 2-player
games, a Tavern and a Pawnshop in ANNO, whose random first governor is seat 2).
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from common import savefile
from common.contract import GameDef
from common.registry import all_games, get_game
from common.session import build_config, result_text
from common.snapshot import to_data

TESTS = Path(__file__).resolve().parents[1]
GOLDEN = {p.name: p for p in sorted(TESTS.glob("*/golden/*.tarsas"))}
SEP = "\t"
MOVE_SEP = "; "
DECISION_FIELDS = ("seat", "legal", "views", "move", "hu", "hu public", "en", "en public")
END_FIELDS = ("views", "outcome", "result")


def playthrough_path(golden: Path) -> Path:
    """tests/<game>/golden/NAME.tarsas -> tests/<game>/playthrough/NAME.txt"""
    return golden.parent.parent / "playthrough" / f"{golden.stem}.txt"


def digest(value: Any) -> str:
    """A short digest of a view or outcome's canonical JSON form."""
    canonical = json.dumps(to_data(value), sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:8]


def _views(game: GameDef, state: Any, players: int) -> tuple[Any, list[Any], str]:
    """(public view, each seat's view, the views field)."""
    public = game.view(state, None)
    seats = [game.view(state, s) for s in range(players)]
    text = " ".join(
        [f"public={digest(public)}"] + [f"{s + 1}={digest(v)}" for s, v in enumerate(seats)]
    )
    return public, seats, text


def _line(number: str, fields: dict[str, str]) -> str:
    for name, value in fields.items():
        if SEP in value or "\n" in value:
            raise ValueError(f"field {name} holds a tab or a line break: {value!r}")
    return SEP.join([number, *(f"{name}: {value}" for name, value in fields.items())])


def record(golden: Path) -> list[str]:
    """The playthrough lines of a golden game, replayed from its seed with today's rules."""
    saved = savefile.read(golden)
    game = get_game(saved.game)
    state = game.new_game(build_config(game, saved.players, saved.options), saved.seed)
    lines = [f"# {golden.name}: one line per move; see tests/common/test_playthrough.py"]
    for number, played in enumerate(saved.moves, start=1):
        seat = game.to_act(state)
        legal = {game.move_text(m): m for m in game.legal_moves(state)}
        if any(MOVE_SEP in text for text in legal):
            raise ValueError(f"a move text holds {MOVE_SEP!r}: {list(legal)}")
        public, seats, views = _views(game, state, saved.players)
        fields = {
            "seat": ("-" if seat is None else str(seat + 1)) + (" auto" if played.auto else ""),
            "legal": MOVE_SEP.join(legal),
            "views": views,
            "move": played.text,
        }
        move = legal.get(played.text)
        if seat != played.seat or move is None:
            lines.append(_line(str(number), fields))
            break
        for lang in ("hu", "en"):
            mine = game.describe(seats[seat], move, lang)
            theirs = game.describe(public, move, lang)
            fields[lang] = mine
            fields[f"{lang} public"] = "=" if theirs == mine else theirs
        lines.append(_line(str(number), fields))
        state = game.apply(state, move)
    else:
        outcome = game.outcome(state)
        _, _, views = _views(game, state, saved.players)
        end = {"views": views, "outcome": digest(outcome), "result": result_text(outcome)}
        lines.append(_line("end", end))
    return lines


def _fields(line: str) -> tuple[str, dict[str, str]]:
    number, *rest = line.split(SEP)
    return number, dict(field.partition(": ")[::2] for field in rest)


def first_difference(name: str, expected: list[str], actual: list[str]) -> str | None:
    """The first place where two playthroughs differ, in one readable paragraph (None: same)."""
    expected = [line for line in expected if not line.startswith("#")]
    actual = [line for line in actual if not line.startswith("#")]
    for want, got in zip(expected, actual, strict=False):
        if want == got:
            continue
        (n_want, f_want), (n_got, f_got) = _fields(want), _fields(got)
        if n_want != n_got:
            return f"{name}: expected decision {n_want}, the replay gives {n_got}"
        names = DECISION_FIELDS if n_want != "end" else END_FIELDS
        for field in (*names, *sorted(set(f_want) | set(f_got))):
            a, b = f_want.get(field), f_got.get(field)
            if a == b:
                continue
            detail = ""
            if field == "legal":
                old, new = (a or "").split(MOVE_SEP), (b or "").split(MOVE_SEP)
                missing = [m for m in old if m not in new]
                extra = [m for m in new if m not in old]
                detail = f"\n  no longer legal: {missing}\n  newly legal: {extra}"
                if not missing and not extra:
                    detail = "\n  (the same moves in another order)"
            return (
                f"{name}: decision {n_want}, field {field!r}:\n  expected: {a!r}\n"
                f"  actual:   {b!r}{detail}"
            )
    if len(expected) != len(actual):
        return (
            f"{name}: expected {len(expected)} lines, the replay gives {len(actual)} "
            f"(first unmatched: {(expected + actual)[min(len(expected), len(actual))]!r})"
        )
    return None


def test_every_golden_game_has_a_playthrough_and_no_other():
    recorded = sorted(TESTS.glob("*/playthrough/*.txt"))
    assert recorded == sorted(playthrough_path(p) for p in GOLDEN.values())


@pytest.mark.parametrize("name", sorted(GOLDEN))
def test_golden_game_plays_through_as_recorded(name):
    path = playthrough_path(GOLDEN[name])
    expected = path.read_text(encoding="utf-8").splitlines()
    where = str(path.relative_to(TESTS.parent))
    difference = first_difference(where, expected, record(GOLDEN[name]))
    assert difference is None, difference


def test_every_option_takes_another_value_than_its_default_in_some_recorded_game():
    games = [savefile.read(p) for p in GOLDEN.values()]
    never_changed = []
    for game in all_games().values():
        values: dict[str, set[Any]] = {o.id: set() for o in game.options}
        for saved in (g for g in games if g.game == game.id):
            for option, value in build_config(game, saved.players, saved.options).options:
                values[option].add(value)
        never_changed += [
            f"{game.id}:{o.id}" for o in game.options if not values[o.id] - {o.default}
        ]
    assert never_changed == []


def test_a_difference_names_the_decision_the_field_and_both_values():
    line = _line("3", {"seat": "1", "legal": "pick builder; pick trader", "move": "pick builder"})
    other = line.replace("pick builder; pick trader", "pick trader; pick mayor")
    message = first_difference("x.txt", ["# header", line], [other])
    assert message is not None
    assert message.startswith("x.txt: decision 3, field 'legal':")
    assert "no longer legal: ['pick builder']" in message
    assert "newly legal: ['pick mayor']" in message
    assert first_difference("x.txt", [line], [line]) is None
    assert "expected 2 lines" in (first_difference("x.txt", [line, line], [line]) or "")


def main(names: list[str]) -> None:
    """Rewrite the playthrough of the named golden games (all of them when none is named)."""
    for name in names or sorted(GOLDEN):
        path = playthrough_path(GOLDEN[name])
        path.parent.mkdir(exist_ok=True)
        path.write_text("\n".join(record(GOLDEN[name])) + "\n", encoding="utf-8")
        print(f"wrote {path}")


if __name__ == "__main__":
    main(sys.argv[1:])
