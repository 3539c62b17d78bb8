"""Every string the Textual app shows, in Hungarian (default) and English.

Game texts (moves, prompts, tables) come from each game's own text modules; this module holds
only the shell's words: screen titles, keys, dialogs and notices.
"""

from __future__ import annotations

import textwrap

from common.contract import Lang
from common.plural import fill

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
        "resume_title": "Félbehagyott játékok (Ctrl+R, majd Enter: folytatás, Del: törlés)",
        "key_delete": "törlés",
        "delete_question": "Törlöd ezt a félbehagyott játékot? A mentése végleg elvész:",
        "delete_yes": "Törlés (i)",
        "delete_no": "Mégse (n)",
        "delete_failed": "Nem sikerült törölni: {error}",
        "delete_busy": "Ez a játék most máshol nyitva van: ott fejezd be vagy lépj ki előbb.",
        "new_game": "Új játék",
        "resume_row": "{game} · {turn} · {names} · {date}",
        "resume_turn": "{round}. kör, {seat} lép",
        "resume_broken": "hibás mentés",
        "resume_busy": " · most máshol nyitva",
        "bad_seed": "A kezdőmag egész szám legyen (vagy hagyd üresen).",
        "bad_int": "{label}: egész számot írj, {low} és {high} között.",
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
        "not_saved": "A játék nincs elmentve: {error}. A fájl a legutóbbi sikeres mentést őrzi.",
        "quit_unsaved": "Kilépsz? Az utolsó mentés nem sikerült; a legutóbbi sikeres mentés "
        "folytatható:",
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
        "key_list": "lista",
        "key_editor": "jelölő",
        # compound choices
        "editor_column": "most jelölsz: {marking} (←/→)",
        "editor_ready": "Enter: kész",
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
        "create_folder": "Ez a mappa nem létezik. Létrehozzam, és oda mentsem a játékot?",
        "create_yes": "Létrehozás (i)",
        "create_no": "Mégse (n)",
        "quit_question": "Kilépsz? A játék el van mentve, később folytatható:",
        "quit_question_served": "Kilépsz? A játék el van mentve, a kezdőképernyő félbehagyott "
        "játékai között folytatható:",
        "quit_unsaved_served": "Kilépsz? Az utolsó mentés nem sikerült; a legutóbbi sikeres "
        "mentés a kezdőképernyő félbehagyott játékai között folytatható:",
        "quit_yes": "Kilépés (i)",
        "quit_no": "Maradok (n)",
        "undo_yes": "Visszavonás (i)",
        "undo_no": "Mégse (n)",
        "bye": "A játék elmentve, később folytatható: {command}",
        "bye_over": "A játék elmentve: {path}",
        # game over
        "over_title": "A játék véget ért.",
        "tiebreak_note": "Pontegyenlőség volt: a holtverseny-szabály döntött (utolsó sor).",
        "final_table": "Végső asztal",
        # terminal size
        "too_small": "Túl kicsi a terminál (legalább 80×24 kell)",
        "too_small_now": "Most: {w}×{h}. Nagyítsd az ablakot, és a játék folytatódik.",
        "too_small_quit": "q vagy Esc: kilépés",
        # choosing well: explanations, since your turn, hints, the game over (issue 16)
        "explain_title": "Mit jelent?",
        "since_title": "Azóta történt",
        "since_more": "és még {n} korábbi a naplóban · bármely gomb: bezár",
        "since_close": "bármely gomb: bezár",
        "key_rematch": "visszavágó",
        "tab_result": "Eredmény",
        "tab_log": "Napló",
        "chart_title": "Pontok körönként",
        "round": "kör",
        "hints": "Tippek kérhetők (h: a Nehéz szint javaslata)",
        "ask_all": "Minden kérdés (az egyértelmű válaszúak is)",
        "key_hint": "tipp",
        "hint_thinking": "Tipp számolása ({level})…",
        "hint_title": "★ Tipp ({level})",
        "hint_mark": "★ tipp",
        "hint_off": "Ennél az asztalnál nincs tipp (a beállításoknál kikapcsolták).",
        "hint_computer": "Most nem te következel: tipp csak a saját döntésedhez kérhető.",
        "after_hint": " (tipp után)",
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
        "resume_title": "Unfinished games (Ctrl+R, then Enter: resume, Del: delete)",
        "key_delete": "delete",
        "delete_question": "Delete this unfinished game? Its saved file is gone for good:",
        "delete_yes": "Delete (y)",
        "delete_no": "Cancel (n)",
        "delete_failed": "Could not delete: {error}",
        "delete_busy": "This game is open elsewhere now: finish or quit it there first.",
        "new_game": "New game",
        "resume_row": "{game} · {turn} · {names} · {date}",
        "resume_turn": "round {round}, {seat} to act",
        "resume_broken": "a broken save",
        "resume_busy": " · open elsewhere now",
        "bad_seed": "The seed must be a whole number (or empty).",
        "bad_int": "{label}: enter a whole number from {low} to {high}.",
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
        "not_saved": "The game is not saved: {error}. The file holds the last good save.",
        "quit_unsaved": "Quit? The last save failed; continue the last good save later with:",
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
        "key_list": "list",
        "key_editor": "marks",
        "editor_column": "marking: {marking} (←/→)",
        "editor_ready": "Enter: done",
        "help_rules": "Rules ({section})",
        "help_cards": "Cards",
        "col_name": "Name",
        "col_cost": "Cost",
        "col_points": "VP",
        "col_count": "No.",
        "col_effect": "Effect",
        "undone": "Undone ({n} {n:move/moves}).",
        "confirm_undo": "That was {name}'s move. Undo it?",
        "nothing_to_undo": "Nothing to undo.",
        "undo_barrier": "Cannot undo: cards were drawn or revealed since.",
        "save_title": "Save to (Enter: save, Esc: cancel):",
        "saved": "Saved: {path}",
        "save_failed": "Could not save: {error}",
        "create_folder": "This folder does not exist. Create it and save the game there?",
        "create_yes": "Create (y)",
        "create_no": "Cancel (n)",
        "quit_question": "Quit? The game is saved; continue later with:",
        "quit_question_served": "Quit? The game is saved; continue it later from the opening "
        "screen's unfinished games:",
        "quit_unsaved_served": "Quit? The last save failed; continue the last good save later "
        "from the opening screen's unfinished games:",
        "quit_yes": "Quit (y)",
        "quit_no": "Stay (n)",
        "undo_yes": "Undo (y)",
        "undo_no": "Cancel (n)",
        "bye": "The game is saved; continue later with: {command}",
        "bye_over": "The game is saved: {path}",
        "over_title": "The game is over.",
        "tiebreak_note": "There was a tie on points: the tie-break decided (last row).",
        "final_table": "Final table",
        "too_small": "The terminal is too small (80×24 at least)",
        "too_small_now": "Now: {w}×{h}. Enlarge the window and the game goes on.",
        "too_small_quit": "q or Esc: quit",
        "explain_title": "What it does",
        "since_title": "Since your turn",
        "since_more": "{n} earlier in the log · any key closes",
        "since_close": "any key closes",
        "key_rematch": "rematch",
        "tab_result": "Result",
        "tab_log": "Log",
        "chart_title": "Points by round",
        "round": "round",
        "hints": "Hints allowed (h: what the Hard level would do)",
        "ask_all": "Every question (also those with one sensible answer)",
        "key_hint": "hint",
        "hint_thinking": "Working out a hint ({level})…",
        "hint_title": "★ Hint ({level})",
        "hint_mark": "★ hint",
        "hint_off": "This table plays without hints (turned off in the setup).",
        "hint_computer": "It is not your turn: a hint is only for your own decision.",
        "after_hint": " (after a hint)",
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
    return fill(text, **values) if values else text


def fit_path(message: str, path: str | None, width: int, lines: int) -> str:
    """`message` with `path` in it shortened in its middle ("/home/…/g.tarsas") just enough
    that the whole message wraps into `lines` lines of `width` columns: a long save path
    never pushes the reason out of sight."""
    if not path or path not in message or _fits(message, width, lines):
        return message
    low, high = 12, len(path) - 1  # the longest shortening that fits, found by halves
    while low < high:
        room = (low + high + 1) // 2
        if _fits(message.replace(path, _middle(path, room)), width, lines):
            low = room
        else:
            high = room - 1
    return message.replace(path, _middle(path, low))


def _middle(text: str, room: int) -> str:
    """`text` in at most `room` characters, its middle given up for "…" (the file name, at
    the end, keeps the larger part)."""
    if len(text) <= room:
        return text
    head = (room - 1) // 3
    return text[:head] + "…" + text[len(text) - (room - 1 - head) :]


def _fits(text: str, width: int, lines: int) -> bool:
    wrapped = textwrap.wrap(text, width, break_long_words=False, break_on_hyphens=False)
    return len(wrapped) <= lines and all(len(line) <= width for line in wrapped)
