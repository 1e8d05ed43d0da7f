"""The game itself: what ``sorry-audio`` with no command runs.

Its options sit on the top-level parser (``sorry-audio --speech none``), so
``add_arguments`` is called for that parser, not for a subcommand.
"""

from __future__ import annotations

import argparse
import sys
import traceback

from sorry_audio.commands.game_options import whole_number

#: seconds at most that quitting waits for the last words ("Goodbye.") to be said
QUIT_WAIT = 3.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from sorry_audio.audio import add_audio_arguments

    add_audio_arguments(parser)
    parser.add_argument("--seed", type=whole_number, default=None,
                        help="seed for replayable games (the same keys replay the same game)")


def run(args: argparse.Namespace) -> int:
    if not (sys.stdin.isatty() and sys.stdout.isatty()):
        print("sorry-audio: the game needs a terminal: run it in a terminal window "
              "(or use a subcommand, see --help)", file=sys.stderr)
        return 2
    import logging
    import warnings

    warnings.simplefilter("ignore")  # library warnings must not land between announcements
    logging.disable(logging.CRITICAL)
    from sorry_audio.audio import open_output, settings_from_args
    from sorry_audio.audio.quiet import log, log_path
    from sorry_audio.preferences import PreferenceStore
    from sorry_audio.ui.app import SorryApp
    from sorry_audio.ui.record import RecordStore
    from sorry_audio.ui.savegame import SaveStore

    try:
        preferences = PreferenceStore.open()  # a damaged file is said in the game, not here
        audio = open_output(settings_from_args(args, preferences.preferences.audio()))
        try:
            return SorryApp(audio, seed=args.seed, preferences=preferences,
                            saves=SaveStore.open(), record=RecordStore.open()).run()
        finally:  # "Goodbye." is said before the device closes; a hung engine waits no longer
            audio.close(wait=QUIT_WAIT)
            from sorry_audio.ui.terminal import drop_typed_ahead

            drop_typed_ahead(sys.stdin)
    except Exception as exc:  # noqa: BLE001 - one clear line for players, the traceback in the log
        # outside the key handlers (start-up, tear-down) nothing else keeps it (review rl100)
        log(f"game stopped: {traceback.format_exc()}")
        print(f"sorry-audio: the game stopped on an unexpected error: "
              f"{exc or type(exc).__name__} (details in {log_path()})", file=sys.stderr)
        return 1
