"""The `tarsas` command (ARCHITECTURE §5): play, host, join, serve, replay, selfplay, bench,
tournament, ladder, train, rules.

Every failure a user can cause (a bad file, option, game or move) ends as one clear line on
stderr and a non-zero exit; never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Callable, Sequence
from functools import partial
from typing import NoReturn

from rich.console import Console
from rich.markup import escape

from common import bench as bench_mod
from common import cli_words, files, migrate, paths, rules_text, think_time
from common.bots import bot_seed, make_bot
from common.contract import EngineError, Lang
from common.names import printable
from common.numbers import SEED_LIMIT, shown, whole_number
from common.registry import GAME_IDS, get_game
from common.savefile import MAX_PLAYERS, UNFINISHED, SaveFileError, SeatInfo
from common.session import (
    ReplayDivergence,
    Session,
    build_config,
    result_text,
    round_mark,
    upgrade,
    with_reason,
    with_round_marks,
)
from common.snapshot import to_data
from common.table_control import option_pairs

EXIT_ERROR = 2
EXIT_DIVERGED = 1
CRASH_LOG = 200_000
"""The crash log keeps this many of its newest characters."""


def _whole(low: int, high: int, lang: Lang = "en") -> Callable[[str], int]:
    """An argparse type: a whole number in low..high, read like every other number, its error
    in the command line's language."""

    def parse(text: str) -> int:
        try:
            return whole_number(text, "the value", low, high)
        except EngineError:
            words = cli_words.WORDS[lang]
            key = "seed_number" if (low, high) == (-SEED_LIMIT, SEED_LIMIT) else "whole"
            message = words[key].format(low=low, high=high, text=shown(text))
            raise argparse.ArgumentTypeError(message) from None

    return parse


PLAYERS = _whole(0, MAX_PLAYERS)
"""The game names its own seat counts; this only keeps the number small."""
SEED = _whole(-SEED_LIMIT, SEED_LIMIT)


def _share(text: str) -> float:
    """A share above 0 and at most 1, as 0.15."""
    try:
        value = float(text)
    except ValueError:
        value = -1.0
    if not 0.0 < value <= 1.0:
        raise argparse.ArgumentTypeError(f"a share above 0 and at most 1, not {text!r}")
    return value


COUNT = _whole(0, 1_000_000)


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one line on stderr like every other error, in the
    command line's language (`lang`, set on the parsers that speak the table's)."""

    lang: Lang = "en"

    def error(self, message: str) -> NoReturn:
        line = cli_words.WORDS[self.lang]["usage_error"]
        self.exit(EXIT_ERROR, line.format(message=message, prog=self.prog))


def _parser(lang: Lang = "hu") -> argparse.ArgumentParser:
    """The command line; `tarsas` and `tarsas play` in `lang`, the scripting commands in
    English (`cli_words`)."""
    words = cli_words.WORDS[lang]
    games = ", ".join(sorted(GAME_IDS))
    p = _Parser(prog="tarsas", description=words["description"].format(games=games))
    sub = p.add_subparsers(dest="command", metavar=words["COMMAND"], parser_class=_Parser)

    play = sub.add_parser("play", help=words["play"])
    host = sub.add_parser("host", help=words["host"])
    join = sub.add_parser("join", help=words["join"])
    p.lang = play.lang = host.lang = join.lang = lang
    for table in (play, host):
        _table_arguments(table, lang)
    play.add_argument("--open-hands", action="store_true", help=words["open_hands"])
    play.add_argument("--plain", action="store_true", help=words["plain"])
    host.set_defaults(open_hands=True, plain=False)
    _listening(host, 8001, lang)
    join.add_argument("link", metavar=words["LINK"], help=words["link"])
    join.add_argument("--lang", choices=cli_words.LANGS, default="hu", help=words["join_lang"])

    rp = sub.add_parser("replay", help=words["replay"])
    rp.add_argument("file")
    rp.add_argument("--until", type=_whole(0, 10**9), metavar="N", help="stop after N moves")
    who = rp.add_mutually_exclusive_group()
    who.add_argument(
        "--as",
        dest="as_seat",
        type=PLAYERS,
        metavar="SEAT",
        help="show what this seat (1-based) saw",
    )
    who.add_argument("--public", action="store_true", help="show only the public table")
    rp.add_argument(
        "--verify",
        action="store_true",
        help="check every line and the result; exit 1 at the first divergence",
    )
    rp.add_argument("--json", action="store_true", help="print the final view as JSON")
    rp.add_argument("--lang", choices=("hu", "en"), default="hu")

    sp = sub.add_parser("selfplay", help=words["selfplay"])
    sp.add_argument("game")
    sp.add_argument("--players", type=PLAYERS, required=True)
    sp.add_argument("--seed", type=SEED, default=1)
    sp.add_argument("--bots", default="", help="bot kinds per seat, comma separated")
    sp.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    sp.add_argument("--out", metavar="FILE", help="save the game here")
    sp.add_argument("--lang", choices=("hu", "en"), default="hu")

    bp = sub.add_parser("bench", help=words["bench"])
    bp.add_argument("game")
    bp.add_argument("--players", type=PLAYERS, required=True)
    bp.add_argument("--games", type=COUNT, default=200)
    bp.add_argument("--seed", type=SEED, default=1)
    bp.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    bp.add_argument("--json", action="store_true")
    bp.add_argument(
        "--think", action="store_true", help="the levels' and the hint's time per decision"
    )

    tp = sub.add_parser("tournament", help=words["tournament"])
    tp.add_argument("game")
    tp.add_argument("--players", type=PLAYERS, required=True)
    tp.add_argument("--bots", required=True, help="bot kinds per seat, comma separated")
    tp.add_argument("--games", type=COUNT, default=100)
    tp.add_argument("--seed", type=SEED, default=1)
    tp.add_argument("--workers", type=_whole(0, 64), default=1, help="worker processes")
    tp.add_argument("--option", action="append", default=[], metavar="NAME=VALUE")
    tp.add_argument("--json", action="store_true")

    lp = sub.add_parser("ladder", help=words["ladder"])
    lp.add_argument("game", nargs="*", help="game ids (default: every game)")
    lp.add_argument("--level", action="append", default=[], choices=["easy", "medium", "hard"])
    lp.add_argument("--opponent", action="append", default=[], help="only this opponent kind")
    lp.add_argument("--games", type=int, help="games per pairing (default: 200 PR, 100 others)")
    lp.add_argument("--hard-games", type=int, default=40, help="games per Nehéz pairing")
    lp.add_argument("--seed", type=int, default=1)
    lp.add_argument("--workers", type=int, default=1, help="worker processes")
    lp.add_argument("--docs", default="docs", help="where ladder.md and ladder/*.json go")
    lp.add_argument("--page", action="store_true", help="only rewrite the page from stored figures")

    tr = sub.add_parser("train", help=words["train"])
    tr.add_argument("game")
    tr.add_argument("--seed", type=SEED, default=1)
    tr.add_argument("--generations", type=_whole(1, 100), help="default 2")
    tr.add_argument("--games", type=_whole(1, 1_000_000), help="games per generation (250)")
    tr.add_argument("--evaluation", type=_whole(1, 1_000_000), help="games measured (100)")
    tr.add_argument("--keep", type=_share, help="share of decisions the expert is asked (0.15)")
    tr.add_argument(
        "--label", type=_share, help="share of the other decisions the heuristic labels (0.35)"
    )
    tr.add_argument("--workers", type=_whole(1, 64), help="worker processes (1)")
    tr.add_argument("--refine", type=_whole(1, 10_000_000), help="games of refinement (none)")
    tr.add_argument("--start", metavar="FILE", help="refine these weights; no imitation")
    tr.add_argument("--rate", type=_share, help="the refinement's step size (0.0003)")
    tr.add_argument("--out", help="where the weights go (default: the file the game ships)")

    serve = sub.add_parser("serve", help=words["serve"])
    _listening(serve, 8000, lang)
    serve.add_argument("--lang", choices=("hu", "en"), default="hu")

    rules = sub.add_parser("rules", help=words["rules"])
    rules.add_argument("game")
    rules.add_argument("section", nargs="?", help="a section id such as SJ-4.2 (default: all)")
    rules.add_argument("--lang", choices=("hu", "en"), default="hu")
    rules.add_argument("--markdown", action="store_true", help="the markdown source, unrendered")
    return p


def _table_arguments(table: argparse.ArgumentParser, lang: Lang) -> None:
    """The arguments that set up a table, shared by `tarsas play` and `tarsas host`."""
    words = cli_words.WORDS[lang]
    table.add_argument("game", nargs="?", help=words["game"])
    table.add_argument(
        "--players", type=_whole(0, MAX_PLAYERS, lang), metavar=words["N"], help=words["players"]
    )
    table.add_argument(
        "--option", action="append", default=[], metavar=words["NAME=VALUE"], help=words["option"]
    )
    seed = _whole(-SEED_LIMIT, SEED_LIMIT, lang)
    table.add_argument("--seed", type=seed, metavar=words["SEED"], help=words["seed"])
    table.add_argument(
        "--name", action="append", default=[], metavar=words["NAME"], help=words["name"]
    )
    table.add_argument(
        "--bot", action="append", default=[], metavar=words["SEAT[=KIND]"], help=words["bot"]
    )
    table.add_argument("--resume", metavar=words["FILE"], help=words["resume"])
    table.add_argument("--lang", choices=cli_words.LANGS, default="hu", help=words["lang"])
    table.add_argument("--no-hints", action="store_true", help=words["no_hints"])
    table.add_argument("--ask-all", action="store_true", help=words["ask_all"])


def _listening(parser: argparse.ArgumentParser, port: int, lang: Lang) -> None:
    """`--port` and `--bind`, for the commands that serve browsers."""
    words = cli_words.WORDS[lang]
    parser.add_argument(
        "--port", type=_whole(1, 65535, lang), default=port, help=words["port"].format(port=port)
    )
    parser.add_argument("--bind", default="127.0.0.1", metavar=words["ADDR"], help=words["bind"])


def main(argv: Sequence[str] | None = None) -> int:
    # The scripting commands speak English; `tarsas` and `tarsas play` the table's language
    # (`--lang`, by default Hungarian): their help, usage errors and engine errors alike.
    words_given = list(sys.argv[1:] if argv is None else argv)
    lang = cli_words.command_lang(words_given)
    words = cli_words.WORDS[lang]
    with cli_words.argparse_in(lang):
        args = _parser(lang).parse_args(words_given)
    try:
        if args.command in (None, "play"):
            for folder in paths.autosave_dirs():
                files.clean_stale_temps(folder)
            play_args = args if args.command else None
            if getattr(play_args, "plain", False) or not _is_terminal():
                from common import lineplay

                return lineplay.main(play_args)
            from common.tui import app

            return app.main(play_args)
        command = {
            "replay": cmd_replay,
            "selfplay": cmd_selfplay,
            "bench": cmd_bench,
            "rules": cmd_rules,
            "tournament": cmd_tournament,
            "ladder": cmd_ladder,
            "train": cmd_train,
            "serve": cmd_serve,
            "host": cmd_host,
            "join": cmd_join,
        }[args.command]
        return command(args)
    except SaveFileError as e:
        print(f"tarsas: {printable(e.text(lang))}", file=sys.stderr)
        return EXIT_ERROR
    except EngineError as e:
        print(words["error"].format(message=printable(e.text(lang))), file=sys.stderr)
        return EXIT_ERROR
    except KeyboardInterrupt:
        print("\n" + words["interrupted"], file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    except Exception as e:  # a bug of ours: one line for the user, the details in a file
        report = _crash_report(e)
        print(words["crash"].format(error=repr(e), report=report), file=sys.stderr)
        return 70


def _is_terminal() -> bool:
    """The full-screen app needs a terminal on both ends; pipes and scripts get line prompts.
    An app that `tarsas serve` runs talks to the browser over pipes through the driver that
    Textual is told to use (`TEXTUAL_DRIVER`): that is its terminal."""
    return (sys.stdin.isatty() and sys.stdout.isatty()) or "TEXTUAL_DRIVER" in os.environ


def _crash_report(error: BaseException) -> str:
    import traceback

    target = paths.data_dir() / "crash.log"
    try:
        files.append_capped(target, "".join(traceback.format_exception(error)) + "\n", CRASH_LOG)
    except OSError:
        return "(could not write the crash log)"
    return str(target)


def cmd_rules(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    lang: Lang = args.lang
    if args.section:
        text = rules_text.section(game, args.section, lang)
    else:
        text = rules_text.full_text(game, lang)
    if args.markdown:
        sys.stdout.write(text)
    else:
        # Imported here: the Markdown renderer is a tenth of a second of every start otherwise.
        from rich.markdown import Markdown

        Console().print(Markdown(text))
    return 0


def cmd_replay(args: argparse.Namespace) -> int:
    from common import savefile

    # Brought to this tarsas's rules first, so --until counts the moves it replays.
    saved = upgrade(savefile.read(args.file), args.file)
    total = len(saved.moves)
    until = total if args.until is None else max(0, min(args.until, total))
    try:
        session = Session.from_saved(saved, args.file, until=until)
    except ReplayDivergence as e:
        if not args.verify:
            raise
        print(f"tarsas: {e}", file=sys.stderr)
        return EXIT_DIVERGED
    game = session.game
    players = session.config.players
    viewer: int | None = None
    if args.as_seat is not None:
        if not 1 <= args.as_seat <= players:
            raise EngineError(f"--as takes a seat from 1 to {players}")
        viewer = args.as_seat - 1
    names = [s.name for s in session.seats]
    lang: Lang = args.lang
    cut_short = until == total and session.outcome() is None and saved.result != UNFINISHED
    if cut_short:
        print(
            f"tarsas: {args.file}: the moves stop before the game ends, but the Result tag says "
            f"{saved.result!r} (file cut short?)",
            file=sys.stderr,
        )
    if args.verify:
        if cut_short:
            return EXIT_DIVERGED
        if until == total and saved.result != result_text(session.outcome()):
            print(
                f"tarsas: {args.file}: result diverges: the file says {saved.result!r}, "
                f"the replay gives {result_text(session.outcome())!r}"
                + migrate.note(game, saved)[0],
                file=sys.stderr,
            )
            return EXIT_DIVERGED
        print(f"{args.file}: {until} moves verified; result {result_text(session.outcome())}")
        return 0
    if args.json:
        print(json.dumps(to_data(session.view(viewer)), ensure_ascii=False, indent=1))
        return 0
    console = Console()
    who = "public table" if viewer is None else f"as seen by seat {viewer + 1} ({names[viewer]})"
    console.print(f"[bold]{game.name_en}[/bold] · seed {session.seed} · {escape(who)}")
    log = with_round_marks(session.log(viewer, lang))
    for n, (opens, entry) in enumerate(log, start=1):
        if opens is not None:
            console.print(f"      {round_mark(opens, lang)}", style="dim")
        mark = " (auto)" if entry.auto else ""
        line = f"{n:4d}. {names[entry.seat]}: {with_reason(entry.sentence, entry.reason)}{mark}"
        console.print(line, markup=False, highlight=False)
        for seat, sentence in entry.then:
            console.print(f"      {names[seat]}: {sentence} (auto)", markup=False, highlight=False)
    console.print(game.render(session.view(viewer), names, lang).stacked())
    outcome = session.outcome()
    if outcome is not None:
        console.print(game.render_scores(outcome, names, lang))
    return 0


def cmd_selfplay(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    config = build_config(game, args.players, option_pairs(args.option))
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()] or ["random"]
    if len(kinds) == 1:
        kinds = kinds * config.players
    if len(kinds) != config.players:
        raise EngineError(f"--bots names {len(kinds)} bots for {config.players} players")
    seats = [SeatInfo(f"{kind}-{i + 1}", f"bot:{kind}") for i, kind in enumerate(kinds)]
    session = Session(game, config, args.seed, seats)
    bots = [
        make_bot(kind, bot_seed(args.seed, seat), game, partial(session.seen, seat))
        for seat, kind in enumerate(kinds)
    ]
    while (seat := session.to_act()) is not None:
        session.play(bots[seat].choose(session.view(seat), session.legal()))
    if args.out:
        session.save(args.out)
    print(
        f"{len(session.played)} moves; result {result_text(session.outcome())}"
        + (f"; saved to {args.out}" if args.out else "")
    )
    return 0


def cmd_tournament(args: argparse.Namespace) -> int:
    from rich.progress import Progress
    from rich.table import Table

    from common import tournament

    game = get_game(args.game)
    options = option_pairs(args.option)
    build_config(game, args.players, options)  # a bad option fails before any work starts
    kinds = [k.strip() for k in args.bots.split(",") if k.strip()]
    if len(kinds) != args.players:
        raise EngineError(f"--bots names {len(kinds)} bots for {args.players} players")
    for kind in set(kinds):
        make_bot(kind, 0, game)
    if args.games < 1 or args.workers < 1:
        raise EngineError("--games and --workers must be at least 1")
    console = Console(stderr=True)
    with Progress(console=console, transient=True, disable=args.json) as bar:
        task = bar.add_task(f"{game.id}: {args.games} games", total=args.games)
        results = tournament.run(
            game.id,
            args.players,
            options,
            kinds,
            args.games,
            args.seed,
            args.workers,
            progress=lambda done: bar.update(task, completed=done),
        )
    rows = tournament.report_rows(tournament.summarise(results), args.players)
    if args.json:
        print(json.dumps(rows, indent=1))
        return 0
    table = Table(
        title=f"{game.name_en}, {args.players} players, {args.games} games, "
        f"seats rotated; parity {100 / args.players:.0f}% (times: decisions with a choice)"
    )
    columns = ("bot", "seat-games", "win rate", "95% interval", "mean score", "ms/decision")
    for column in (*columns, "max ms"):
        table.add_column(column, justify="left" if column == "bot" else "right")
    for r in rows:
        low, high = r["ci95"]
        table.add_row(
            r["bot"],
            str(r["seat_games"]),
            f"{100 * r['win_rate']:.1f}%",
            f"{100 * low:.1f}–{100 * high:.1f}%",
            f"{r['mean_score']:.1f}",
            f"{r['ms_per_decision']:.2f}",
            f"{r['max_ms']:.0f}",
        )
    Console().print(table)
    return 0


def cmd_ladder(args: argparse.Namespace) -> int:
    from pathlib import Path

    from common import ladder

    folder = Path(args.docs)
    games = [get_game(g).id for g in args.game] or list(GAME_IDS)
    if (args.games is not None and args.games < 1) or args.hard_games < 1 or args.workers < 1:
        raise EngineError("--games, --hard-games and --workers must be at least 1")
    for game_id in games:
        unknown = set(args.opponent) - set(ladder.opponents(game_id))
        if unknown:
            raise EngineError(f"{game_id} has no opponent {', '.join(sorted(unknown))}")
    if not args.page:
        levels = [x for x in ("easy", "medium", "hard") if not args.level or x in args.level]
        for game_id in games:

            def report(pairing: ladder.Pairing, game_id: str = game_id) -> None:
                print(ladder.row_text(game_id, pairing), flush=True)

            def progress(
                level: str, opponent: str, games: int, done: int, g: str = game_id
            ) -> None:
                if done % 10 == 0 or done == games:
                    print(f"{g}: {level} vs {opponent}: {done}/{games} games", file=sys.stderr)

            ladder.measure_game(
                game_id,
                args.seed,
                args.workers,
                folder / "ladder",
                levels,
                args.opponent,
                args.games,
                args.hard_games,
                report,
                progress,
            )
    page = folder / "ladder.md"
    page.write_text(ladder.markdown(ladder.load(folder / "ladder")), encoding="utf-8")
    print(f"written: {page}")
    return 0


def cmd_train(args: argparse.Namespace) -> int:
    from common import training_run

    return training_run.run(args)


def cmd_serve(args: argparse.Namespace) -> int:
    from common import serve

    return serve.run(args.bind, args.port, args.lang)


def cmd_host(args: argparse.Namespace) -> int:
    from common import host_server

    return host_server.main(args)


def cmd_join(args: argparse.Namespace) -> int:
    from common import join

    return join.main(args.link, args.lang)


def cmd_bench(args: argparse.Namespace) -> int:
    game = get_game(args.game)
    config = build_config(game, args.players, option_pairs(args.option))
    if args.games < 1:
        raise EngineError("--games must be at least 1")
    if args.think:
        if args.json:
            raise EngineError("--think prints its figures as lines; --json is for playouts")
        load = os.getloadavg()
        timings = think_time.measure(game.id, args.players, option_pairs(args.option),
                                     args.games, args.seed)  # fmt: skip
        print(think_time.report(game.id, args.players, timings, load))
        return 0
    report = bench_mod.run(game, config, args.games, args.seed)
    if args.json:
        print(json.dumps(report, indent=1))
    else:
        print(bench_mod.format_report(report))
    return 0


if __name__ == "__main__":
    sys.exit(main())
