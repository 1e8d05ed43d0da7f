"""``sorry-audio settings``: read and change the saved settings from the shell.

The game saves what the player changes in play (Settings in the menus, the main menu's bot
level, and the P, W and Shift+W keys); this command shows them, says where the file is, and
changes them without starting a game (the command-line flags still win for one run).
"""

from __future__ import annotations

import argparse
import sys


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from sorry_audio.preferences import SPEC

    names = ", ".join(s.name for s in SPEC)
    parser.add_argument("changes", nargs="*", metavar="NAME=VALUE",
                        help=f"settings to change, for example rate=250 speech=none "
                             f"(the settings: {names})")
    parser.add_argument("--reset", action="store_true",
                        help="put every setting back to its default (before any changes given)")


def _lines(store) -> list[str]:  # noqa: ANN001 - PreferenceStore
    from sorry_audio.preferences import DEFAULTS, SPEC, format_value

    state = "" if store.path.exists() else " (not written yet: every setting is its default)"
    lines = [f"Settings file: {store.path}{state}"]
    for s in SPEC:
        value = format_value(getattr(store.preferences, s.name))
        default = format_value(getattr(DEFAULTS, s.name))
        mark = "" if value == default else f" (default {default or 'empty'})"
        lines.append(f"  {s.name}: {value or 'empty'}{mark}: {s.about}")
    return lines


def run(args: argparse.Namespace) -> int:
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.preferences import PreferenceError, PreferenceStore
    from sorry_audio.ui.prefs import problem_text

    store = PreferenceStore.open()
    for problem in store.problems:
        print(problem_text(problem, DEFAULT_CATALOG), file=sys.stderr)
    if args.reset:
        store.reset()
    for change in args.changes:
        name, sep, value = change.partition("=")
        try:
            if not sep:
                raise PreferenceError(f"write NAME=VALUE, not {change!r}")
            store.set_text(name.strip(), value)
        except PreferenceError as exc:  # nothing is saved: the file stays as it was
            print(f"sorry-audio settings: {exc}", file=sys.stderr)
            return 2
    if args.reset or args.changes:
        problem = store.save()
        if problem is not None:
            print(problem_text(problem, DEFAULT_CATALOG), file=sys.stderr)
            return 1
    print("\n".join(_lines(store)))
    return 0
