"""Every string the Textual app shows, in Hungarian (default) and English.

Game texts (moves, prompts, tables) come from each game's own text modules; this module holds
only the shell's words: screen titles, keys, dialogs and notices.
"""

from __future__ import annotations

from common.engine import Lang

UI: dict[Lang, dict[str, str]] = {
    "hu": {
        # setup
        "setup_title": "tarsas — új játék",
        "game": "Játék",
        "players": "Játékosok száma",
        "seat": "{n}. szék",
        "human": "ember",
        "bot": "gép",
        "options": "Szabályváltozatok",
        "seed": "Kezdőmag (üresen véletlen)",
        "language": "Nyelv",
        "open_hands": "Nyitott kezek (nincs átadó képernyő)",
        "start": "Indítás",
        "resume_title": "Félbehagyott játékok (Ctrl+R, majd Enter: folytatás)",
        "new_game": "Új játék",
        "resume_row": "{game} · {names} · {moves} lépés · {date}",
        "bad_seed": "A kezdőmag egész szám legyen (vagy hagyd üresen).",
        "bad_int": "{label}: egész számot írj.",
        "yes": "igen",
        "no": "nem",
        "setup_hint": "←/→ érték · Tab következő mező · Enter indítás · Esc kilépés",
        # table
        "thinking": "{name} (gép) következik…",
        "log_title": "Napló",
        "public": "nyilvános asztal",
        "auto": " (automatikus)",
        "more_digits": "{n}… (még egy számjegy, vagy Enter)",
        "autosave": "Automatikus mentés: {path}",
        "autosave_failed": "Nem sikerült menteni: {error}",
        "resumed": "Folytatás: {path}",
        # curtain
        "curtain": "Add át a gépet: {name} következik — Enter",
        "curtain_hint": "A képernyőn addig semmi titkos nem látszik.",
        # keys
        "key_help": "súgó",
        "key_undo": "vissza",
        "key_save": "mentés",
        "key_log": "napló",
        "key_quit": "kilépés",
        "key_next": "tovább",
        "key_close": "bezár",
        "key_tab": "lap",
        "key_new": "új játék",
        "key_start": "indítás",
        "key_resume": "folytatás",
        "key_mark": "jelöl",
        "key_confirm": "kész",
        "key_list": "lista",
        "key_editor": "jelölő",
        # compound choices
        "editor_column": "most jelölsz: {marking} (←/→)",
        # help
        "help_rules": "Szabály ({section})",
        "help_cards": "Kártyák",
        "col_name": "Név",
        "col_cost": "Ár",
        "col_points": "GyP",
        "col_count": "Db",
        "col_effect": "Hatás",
        # undo
        "undone": "Visszavonva ({n} lépés).",
        "confirm_undo": "Ez {name} lépése volt. Visszavonjátok?",
        "nothing_to_undo": "Nincs mit visszavonni.",
        "undo_barrier": ("Nem vonható vissza: azóta lapot húztak vagy fordítottak fel."),
        # save and quit
        "save_title": "Mentés ide (Enter: mentés, Esc: mégse):",
        "saved": "Elmentve: {path}",
        "save_failed": "Nem sikerült menteni: {error}",
        "quit_question": "Kilépsz? A játék el van mentve, később folytatható:",
        "resume_command": "tarsas play --resume {path}",
        "quit_yes": "Kilépés (i)",
        "quit_no": "Maradok (n)",
        "undo_yes": "Visszavonás (i)",
        "undo_no": "Mégse (n)",
        "bye": "A játék elmentve, később folytatható: tarsas play --resume {path}",
        "bye_over": "A játék elmentve: {path}",
        # game over
        "over_title": "A játék véget ért.",
        "tiebreak_note": "Pontegyenlőség volt: a holtverseny-szabály döntött (utolsó sor).",
        "final_table": "A végső asztal:",
        # terminal size
        "too_small": "Túl kicsi a terminál (legalább 80×24 kell)",
        "too_small_now": "Most: {w}×{h}. Nagyítsd az ablakot, és a játék folytatódik.",
    },
    "en": {
        "setup_title": "tarsas — new game",
        "game": "Game",
        "players": "Players",
        "seat": "Seat {n}",
        "human": "human",
        "bot": "computer",
        "options": "Ruleset options",
        "seed": "Seed (empty: random)",
        "language": "Language",
        "open_hands": "Open hands (no hand-over screen)",
        "start": "Start",
        "resume_title": "Unfinished games (Ctrl+R, then Enter: resume)",
        "new_game": "New game",
        "resume_row": "{game} · {names} · {moves} moves · {date}",
        "bad_seed": "The seed must be a whole number (or empty).",
        "bad_int": "{label}: enter a whole number.",
        "yes": "yes",
        "no": "no",
        "setup_hint": "←/→ value · Tab next field · Enter start · Esc quit",
        "thinking": "{name} (computer) is moving…",
        "log_title": "Log",
        "public": "public table",
        "auto": " (automatic)",
        "more_digits": "{n}… (one more digit, or Enter)",
        "autosave": "Autosave: {path}",
        "autosave_failed": "Could not save: {error}",
        "resumed": "Resumed: {path}",
        "curtain": "Pass the keyboard: {name} is next — Enter",
        "curtain_hint": "Nothing secret is on the screen until then.",
        "key_help": "help",
        "key_undo": "undo",
        "key_save": "save",
        "key_log": "log",
        "key_quit": "quit",
        "key_next": "continue",
        "key_close": "close",
        "key_tab": "tab",
        "key_new": "new game",
        "key_start": "start",
        "key_resume": "resume",
        "key_mark": "mark",
        "key_confirm": "done",
        "key_list": "list",
        "key_editor": "marks",
        "editor_column": "marking: {marking} (←/→)",
        "help_rules": "Rules ({section})",
        "help_cards": "Cards",
        "col_name": "Name",
        "col_cost": "Cost",
        "col_points": "VP",
        "col_count": "No.",
        "col_effect": "Effect",
        "undone": "Undone ({n} moves).",
        "confirm_undo": "That was {name}'s move. Undo it?",
        "nothing_to_undo": "Nothing to undo.",
        "undo_barrier": "Cannot undo: cards were drawn or revealed since.",
        "save_title": "Save to (Enter: save, Esc: cancel):",
        "saved": "Saved: {path}",
        "save_failed": "Could not save: {error}",
        "quit_question": "Quit? The game is saved; continue later with:",
        "resume_command": "tarsas play --resume {path}",
        "quit_yes": "Quit (y)",
        "quit_no": "Stay (n)",
        "undo_yes": "Undo (y)",
        "undo_no": "Cancel (n)",
        "bye": "The game is saved; continue later with: tarsas play --resume {path}",
        "bye_over": "The game is saved: {path}",
        "over_title": "The game is over.",
        "tiebreak_note": "There was a tie on points: the tie-break decided (last row).",
        "final_table": "The final table:",
        "too_small": "The terminal is too small (80×24 at least)",
        "too_small_now": "Now: {w}×{h}. Enlarge the window and the game goes on.",
    },
}

LANGUAGES: dict[Lang, str] = {"hu": "magyar", "en": "English"}

CHOICE_LABELS: dict[Lang, dict[str, str]] = {
    "hu": {
        "seat_1": "1. szék",
        "random": "véletlen",
        "draft": "választással (draft)",
        "youngest": "legfiatalabb",
        "next_turn": "a sor szerint",
        "immediate": "azonnal",
        "per_quarter": "városrészenként",
        "per_district": "kerületenként",
        "on_placement": "lerakáskor",
        "own_build_turn": "saját körben",
    },
    "en": {
        "seat_1": "seat 1",
        "random": "random",
        "draft": "draft",
        "youngest": "youngest",
        "next_turn": "in turn",
        "immediate": "at once",
        "per_quarter": "per quarter",
        "per_district": "per district",
        "on_placement": "on placement",
        "own_build_turn": "own turn",
    },
}
"""Readable labels of option choice values; an unlisted value is shown as it is."""

YES_KEYS = ("i", "y")
NO_KEYS = ("n",)


def t(lang: Lang, key: str, **values: object) -> str:
    """One UI string, filled in."""
    text = UI[lang][key]
    return text.format(**values) if values else text
