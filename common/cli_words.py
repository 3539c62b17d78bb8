"""The command line's own words, in Hungarian and English (issue 30 item 6).

`tarsas` and `tarsas play` open the table, so they speak the table's language: `--lang` when
it is given, else Hungarian, the table's default — their `--help`, argparse's usage errors and
the engine's errors alike. The scripting commands (`replay`, `selfplay`, `bench`, …) speak
English throughout, as their output does (D-T-19).
"""

from __future__ import annotations

import argparse
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from common.contract import Lang

LANGS: tuple[Lang, ...] = ("hu", "en")
SCRIPTING_COMMANDS = ("replay", "selfplay", "bench", "tournament", "ladder", "train", "rules")
"""The commands that speak English; `tarsas`, `tarsas play` and a mistyped command speak the
table's language."""

WORDS: dict[Lang, dict[str, str]] = {
    "en": {
        "description": "Board games at one terminal. Games: {games}.",
        "play": "play at this terminal (hot-seat)",
        "replay": "step through a saved game",
        "selfplay": "computer players play a whole game",
        "bench": "random playouts: speed and memory",
        "tournament": "bots against bots: win rates with 95%% intervals",
        "serve": "the app in a web browser (one screen passed around)",
        "host": "a game where each person plays on their own screen: a secret link per seat",
        "join": "a seat of a hosted game in this terminal (the link the host printed)",
        "link": "the seat's link, as `tarsas host` printed it",
        "join_lang": "the language of errors before the table answers (then the table's)",
        "port": "the port to listen on (default: {port})",
        "bind": "the address to listen on (default: this computer only)",
        "LINK": "LINK",
        "ADDR": "ADDR",
        "ladder": "every level against every kind of opponent: docs/ladder.md (hours)",
        "train": "retrain a game's learned player from self-play (minutes)",
        "rules": "the rules (Hungarian or English), or one section",
        "game": "game id (asked when left out)",
        "players": "the number of players",
        "option": "a ruleset option",
        "seed": "the seed (default: random)",
        "name": "seat names, in seat order",
        "bot": "make a seat a computer player: --bot 3 (Közepes), --bot 3=easy|medium|hard|random",
        "resume": "continue a saved game",
        "lang": "the table's language (hu: magyar, en: English)",
        "open_hands": "no hand-over curtains",
        "no_hints": "a table that plays without hints",
        "ask_all": "ask every question, even one with a single sensible answer",
        "plain": "line prompts instead of the full-screen app (also used when not on a terminal)",
        "NAME=VALUE": "NAME=VALUE",
        "SEAT[=KIND]": "SEAT[=KIND]",
        "FILE": "FILE",
        "N": "N",
        "COMMAND": "COMMAND",
        "SEED": "SEED",
        "NAME": "NAME",
        "usage_error": "tarsas: error: {message} (see: {prog} --help)\n",
        "error": "tarsas: error: {message}",
        "interrupted": "tarsas: interrupted",
        "crash": "tarsas: internal error: {error}; details in {report}",
        "whole": "the value must be a whole number from {low} to {high}, not {text}",
        "seed_number": "the value must be a whole number of at most 20 digits, not {text}",
    },
    "hu": {
        "description": "Társasjátékok egy terminálnál. Játékok: {games}.",
        "play": "játék ennél a terminálnál (egy gépen, egymás után)",
        "replay": "egy mentett játék lépésenként",
        "selfplay": "gépi játékosok játszanak végig egy játékot",
        "bench": "véletlen játszmák: sebesség és memória",
        "tournament": "gépek gépek ellen: győzelmi arányok 95%%-os intervallummal",
        "serve": "az alkalmazás webböngészőben (egy képernyő, körbeadva)",
        "host": "játék, ahol mindenki a saját képernyőjén játszik: székenként egy titkos link",
        "join": "egy meghívott játék széke ebben a terminálban (a host által kiírt linkkel)",
        "link": "a szék linkje, ahogy a tarsas host kiírta",
        "join_lang": "a hibaüzenetek nyelve, amíg az asztal nem válaszol (utána az asztaléé)",
        "port": "a port, amelyen figyel (alapból: {port})",
        "bind": "a cím, amelyen figyel (alapból csak ez a gép)",
        "LINK": "LINK",
        "ADDR": "CÍM",
        "ladder": "minden szint minden ellenféltípus ellen: docs/ladder.md (órákig tart)",
        "train": "egy játék tanult gépi játékosának újratanítása (percekig tart)",
        "rules": "a szabályok (magyarul vagy angolul), vagy egy szakaszuk",
        "game": "a játék azonosítója (ha elmarad, a beállító képernyő kérdezi)",
        "players": "a játékosok száma",
        "option": "szabályváltozat",
        "seed": "kezdőmag (alapból véletlen)",
        "name": "a székek nevei, sorban",
        "bot": "gépi játékos egy székre: --bot 3 (Közepes), --bot 3=easy|medium|hard|random",
        "resume": "mentett játék folytatása",
        "lang": "az asztal nyelve (hu: magyar, en: English)",
        "open_hands": "nincs átadó képernyő",
        "no_hints": "tippek nélküli asztal",
        "ask_all": "minden kérdés, az egyértelmű válaszúak is",
        "plain": "soronkénti kérdések a teljes képernyős app helyett (terminál nélkül is így)",
        "NAME=VALUE": "NÉV=ÉRTÉK",
        "SEAT[=KIND]": "SZÉK[=SZINT]",
        "FILE": "FÁJL",
        "N": "SZÁM",
        "COMMAND": "PARANCS",
        "SEED": "MAG",
        "NAME": "NÉV",
        "usage_error": "tarsas: hiba: {message} (lásd: {prog} --help)\n",
        "error": "tarsas: hiba: {message}",
        "interrupted": "tarsas: megszakítva",
        "crash": "tarsas: belső hiba: {error}; részletek: {report}",
        "whole": "az érték {low} és {high} közötti egész szám legyen, nem {text}",
        "seed_number": "az érték legfeljebb 20 jegyű egész szám legyen, nem {text}",
    },
}

ARGPARSE_HU = {
    "usage: ": "használat: ",
    "positional arguments": "argumentumok",
    "options": "kapcsolók",
    "show this help message and exit": "ez a súgó, majd kilépés",
    "argument %(argument_name)s: %(message)s": "%(argument_name)s: %(message)s",
    "unrecognized arguments: %s": "ismeretlen argumentum: %s",
    "the following arguments are required: %s": "ezek kötelezők: %s",
    "expected one argument": "egy érték kell utána",
    "expected at most one argument": "legfeljebb egy érték jöhet utána",
    "expected at least one argument": "legalább egy érték kell utána",
    "ambiguous option: %(option)s could match %(matches)s": (
        "nem egyértelmű kapcsoló: %(option)s lehet %(matches)s"
    ),
    "invalid %(type)s value: %(value)r": "érvénytelen érték: %(value)r",
    "invalid choice: %(value)r (choose from %(choices)s)": (
        "nincs ilyen: %(value)r (lehet: %(choices)s)"
    ),
    "not allowed with argument %s": "nem adható meg ezzel együtt: %s",
    "one of the arguments %s is required": "ezek közül egy kötelező: %s",
    "ignored explicit argument %r": "fölösleges érték: %r",
}
"""argparse's own words a player of `tarsas play` can meet, in Hungarian; a message missing
here (another Python's wording) stays English."""


def command_lang(argv: Sequence[str]) -> Lang:
    """The language of this command line, read before it is parsed (`--help` and a usage
    error are printed while parsing): the table's for `tarsas` and `tarsas play`, English
    for the scripting commands."""
    command = next((word for word in argv if not word.startswith("-")), None)
    if command in SCRIPTING_COMMANDS:
        return "en"
    for i, word in enumerate(argv):
        value = argv[i + 1] if word == "--lang" and i + 1 < len(argv) else None
        if word.startswith("--lang="):
            value = word.removeprefix("--lang=")
        if value in LANGS:
            return "en" if value == "en" else "hu"
    return "hu"


@contextmanager
def argparse_in(lang: Lang) -> Iterator[None]:
    """argparse's own words (the usage line, section titles, its errors) in `lang` while the
    block parses: argparse looks each up through its module's gettext `_` as it prints, and
    tarsas ships no message catalogue, so that `_` is swapped for the block."""
    if lang == "en":
        yield
        return
    names = vars(argparse)
    english = names["_"]
    names["_"] = lambda message: ARGPARSE_HU.get(message, english(message))
    try:
        yield
    finally:
        names["_"] = english
