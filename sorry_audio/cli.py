"""The ``sorry-audio`` command: the game by default, plus tool subcommands.

Each subcommand lives in its own module exposing ``add_arguments(parser)`` and
``run(args) -> int``, and may give ``unknown_hint(extra, args) -> str | None``, what to
say of arguments its parser does not know.  The modules are small and import what their command
needs (the game, the engine, the bots) only inside ``run``, so building the
parser stays cheap and the game starts fast.
"""

from __future__ import annotations

import argparse
import errno
import importlib
import os
import sys
import textwrap
from collections.abc import Sequence
from typing import Any

from sorry_audio import system

#: name -> (module, one-line help)
COMMANDS: dict[str, tuple[str, str]] = {
    "moves": ("sorry_audio.commands.moves", "list the legal options for a position and card"),
    "simulate": ("sorry_audio.commands.simulate", "play random games headless and time them"),
    "check-audio": ("sorry_audio.commands.check_audio",
                    "say which speech and sound the game will use, and why, then try them"),
    "tournament": ("sorry_audio.commands.tournament", "bots play each other: strength and speed"),
    "settings": ("sorry_audio.commands.settings", "show or change your saved settings"),
}

EXIT_USAGE = 2
#: the status a shell gives a program killed by SIGPIPE (128 + 13)
EXIT_BROKEN_PIPE = 141
#: the status a shell gives a program stopped by Ctrl+C (128 + SIGINT)
EXIT_INTERRUPTED = 130
GAME = "sorry_audio.commands.play"


class _Formatter(argparse.HelpFormatter):
    """Help broken into lines at spaces only: "sorry-audio settings" and "pawn-number" cut
    at their hyphen ("sorry-" at a line's end, "audio settings" on the next) are read
    apart by a screen reader (playtest qg121)."""

    def _split_lines(self, text: str, width: int) -> list[str]:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.wrap(text, width, break_on_hyphens=False)

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        text = self._whitespace_matcher.sub(" ", text).strip()
        return textwrap.fill(text, width, initial_indent=indent, subsequent_indent=indent,
                             break_on_hyphens=False)


class _Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one clear line and exit status 2, and which takes
    no option by a prefix of its name (playtest qb114: ``settings --voice X`` listed the
    voices, as ``--voices``)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("allow_abbrev", False)
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> None:  # type: ignore[override]
        self.exit(EXIT_USAGE, f"{self.prog}: error: {message}\n")


#: said first by ``--help``: a usage line of every option, and "COMMAND ..." as if a command
#: were needed, read badly aloud (a playtest)
USAGE = ("sorry-audio [options]  (starts the game)\n"
         "       sorry-audio COMMAND [its options]")
DESCRIPTION = ("Sorry! for blind and low-vision players, by keyboard and ear. "
               "With no command, sorry-audio starts the game: its main menu opens.")


def _choices_in_words(parser: argparse.ArgumentParser) -> None:
    """A metavar listing the choices ("auto|screenreader|tts|none") is read out bar by bar:
    show MODE instead, and say the choices in words in the help."""
    for action in parser._actions:
        metavar = action.metavar
        if isinstance(metavar, str) and "|" in metavar:
            *first, last = metavar.split("|")
            action.metavar = "MODE"
            action.help = f"{action.help}; the modes: {', '.join(first)} or {last}"


def build_parser() -> argparse.ArgumentParser:
    from sorry_audio import __version__

    parser = _Parser(prog="sorry-audio", usage=USAGE, description=DESCRIPTION)
    parser.add_argument("--version", action="version", version=f"sorry-audio {__version__}",
                        help="say which release this is, and stop")
    importlib.import_module(GAME).add_arguments(parser)  # the game's own options
    _choices_in_words(parser)
    sub = parser.add_subparsers(
        dest="command", metavar="COMMAND", parser_class=_Parser, title="commands",
        prog="sorry-audio",  # not the usage above: "sorry-audio moves", not "... [options]"
        description="Each command has its own options: sorry-audio COMMAND --help lists them.")
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text)
        p.set_defaults(_module=module, _parser=p)
        importlib.import_module(module).add_arguments(p)
        _choices_in_words(p)
    return parser


def _takes_value(parser: argparse.ArgumentParser) -> set[str]:
    return {opt for action in parser._actions if action.nargs != 0
            for opt in action.option_strings}


def _commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's own parser, by the command's name."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def _values_taken(parser: argparse.ArgumentParser) -> set[str]:
    """The options that take a value, the game's and any command's (``--rules a5065``
    before simulate: a5065 is the value, not the command, playtest qg121)."""
    own = _takes_value(parser)
    known = set(parser._option_string_actions)
    theirs = {opt for p in _commands(parser).values() for opt in _takes_value(p)}
    return own | (theirs - known)


def _command_at(parser: argparse.ArgumentParser, args: Sequence[str]) -> int:
    """Where the command's name stands in ``args``: the first word that is not an option
    or an option's value (``--voice settings settings`` names a voice, then the command)."""
    takes_value = _values_taken(parser)
    i = 0
    while i < len(args) and args[i].startswith("-"):
        i += 2 if args[i] in takes_value else 1
    return i


def _strangers(parser: argparse.ArgumentParser, before: Sequence[str]) -> list[str]:
    """The options among ``before`` that the game itself does not take."""
    return [w.split("=", 1)[0] for w in before if w.startswith("-")
            and w.split("=", 1)[0] not in parser._option_string_actions]


def _not_the_games(parser: argparse.ArgumentParser, args: Sequence[str]) -> str | None:
    """With no command: what to say of a command's option given to the game
    (``sorry-audio --rules a5065`` was told "invalid choice: 'a5065'"), or None."""
    for flag in _strangers(parser, args):
        users = [name for name, p in _commands(parser).items()
                 if flag in p._option_string_actions]
        if users:
            them = " and ".join(users) if len(users) < 3 else \
                ", ".join(users[:-1]) + f" and {users[-1]}"
            return (f"the game does not take {flag}; {them} "
                    f"{'does' if len(users) == 1 else 'do'}, after the command's name: "
                    f"sorry-audio {users[0]} --help lists its options")
    return None


def _misplaced(parser: argparse.ArgumentParser, args: argparse.Namespace,
               before: Sequence[str]) -> str:
    """What to say of the game's options given before a command: that the command does not
    use those it has not got ("moves does not use --speech": "options go after the
    command's name" sent the user round to "unrecognized arguments", playtest qg121), and
    that the others go after its name.  An option the command takes in another form is
    told that form by the command's own ``unknown_hint``: ``--rate 200 settings`` is told
    to write rate=200 after settings ("leave it out" lost the change wanted, review
    rz125)."""
    command, own = args.command, args._parser
    hint = getattr(importlib.import_module(args._module), "unknown_hint", None)
    takes_value = _values_taken(parser)
    unused: list[str] = []
    moved: list[str] = []
    said: list[str] = []
    i = 0
    while i < len(before):
        n = 2 if before[i] in takes_value else 1
        flag, given = before[i].split("=", 1)[0], list(before[i:i + n])
        if flag in own._option_string_actions:
            moved += given
        elif hint is not None and (why := hint(given, args)):
            said.append(f"{command} does not use {flag}; {why}")
        elif flag not in unused:
            unused.append(flag)
        i += n
    if unused:
        them = "it" if len(unused) == 1 else "them"
        said.insert(0, f"{command} does not use {' or '.join(unused)}: leave {them} out")
    if moved:
        said.append(f"{' '.join(moved)}: options go after the command's name "
                    f"(sorry-audio {command} --help lists its own)")
    return "; ".join(said)


def main(argv: Sequence[str] | None = None) -> int:
    from sorry_audio.plaintext import plain_streams

    plain_streams(sys.stdout, sys.stderr)  # "Maori", not a crash, on an ASCII terminal
    args_list = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    at = _command_at(parser, args_list)
    commands = _commands(parser)
    before = args_list[:at]
    if _strangers(parser, before):  # a command's own option first: its value is no command
        if at < len(args_list) and args_list[at] in commands:
            name = args_list[at]  # the command as its parser's defaults name it, unparsed
            own = commands[name]  # (its required options are not given yet)
            parser.error(_misplaced(parser, argparse.Namespace(
                command=name, _parser=own.get_default("_parser"),
                _module=own.get_default("_module")), before))
        if (why := _not_the_games(parser, args_list)) is not None:
            parser.error(why)
    args, extra = parser.parse_known_args(args_list)
    if extra:  # said by the command's own parser: "sorry-audio simulate: error: ..." (b2)
        module = None if args.command is None else importlib.import_module(args._module)
        hint = getattr(module, "unknown_hint", None)
        why = hint(extra, args) if hint is not None else None
        (parser if args.command is None else args._parser).error(
            f"unrecognized arguments: {' '.join(extra)} "
            f"({why or '--help lists the options'})")
    if args.command is None:  # no command: open the game's main menu
        return int(importlib.import_module(GAME).run(args) or 0)
    if before:  # the game's options, which the command's own defaults would silently undo
        parser.error(_misplaced(parser, args, before))
    try:
        code = int(importlib.import_module(args._module).run(args) or 0)
        sys.stdout.flush()
    except KeyboardInterrupt:  # Ctrl+C: one line, not a traceback read aloud (playtest g7)
        print(f"sorry-audio {args.command}: interrupted", file=sys.stderr)
        return EXIT_INTERRUPTED
    except OSError as exc:
        if not reader_gone(exc):
            raise
        # the reader went away (``| head``): its choice, not an error worth a traceback;
        # point stdout at nothing so the interpreter's last flush cannot fail again
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_BROKEN_PIPE
    return code


def reader_gone(exc: OSError) -> bool:
    """Whether a write failed because the program reading the output went away: a
    BrokenPipeError, or on Windows an EINVAL (``| more``, then q, printed a traceback there:
    review ay50)."""
    return isinstance(exc, BrokenPipeError) or (system.windows() and exc.errno == errno.EINVAL)
