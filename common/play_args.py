"""The arguments of `tarsas play`, read once from the command line into a typed record.

A bare `tarsas` (no command) has no play arguments: every field then has its default, so the
table and the line mode never probe the command line for what it may hold.
"""

from __future__ import annotations

import argparse
from dataclasses import dataclass

from common.contract import Lang


@dataclass(frozen=True, slots=True)
class PlayArgs:
    game: str | None = None
    players: int | None = None
    option: tuple[str, ...] = ()
    """`NAME=VALUE` each, as typed."""
    seed: int | None = None
    name: tuple[str, ...] = ()
    """Seat names, in seat order."""
    bot: tuple[str, ...] = ()
    """`SEAT[=KIND]` each, as typed."""
    resume: str | None = None
    lang: Lang = "hu"
    open_hands: bool = False
    no_hints: bool = False
    ask_all: bool = False
    plain: bool = False

    @classmethod
    def read(cls, args: argparse.Namespace | None) -> PlayArgs:
        """The record of `tarsas play`'s parsed arguments; the defaults for None (`tarsas`)."""
        if args is None:
            return cls()
        return cls(
            game=args.game,
            players=args.players,
            option=tuple(args.option),
            seed=args.seed,
            name=tuple(args.name),
            bot=tuple(args.bot),
            resume=args.resume,
            lang=args.lang,
            open_hands=args.open_hands,
            no_hints=args.no_hints,
            ask_all=args.ask_all,
            plain=args.plain,
        )
