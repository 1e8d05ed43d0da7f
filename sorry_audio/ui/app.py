"""The prompt_toolkit application: one short prompt line, announcements printed above it.

Not full screen: every announcement is appended as a plain line (screen
readers and scrollback read it like any terminal output) and the prompt stays
the same short text.  No mouse, no pop-ups, no cursor-position requests, a
short Escape time-out.  Key bindings come from the one table in
:mod:`sorry_audio.ui.keymap`; the handlers live in :mod:`sorry_audio.ui.handlers`, the bots'
turns in :mod:`sorry_audio.ui.botturns`.
"""

from __future__ import annotations

import asyncio
import importlib
import random
import sys
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from prompt_toolkit.application import Application
from prompt_toolkit.data_structures import Size
from prompt_toolkit.filters import Condition
from prompt_toolkit.input import Input
from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent
from prompt_toolkit.key_binding.key_processor import KeyPress
from prompt_toolkit.keys import Keys
from prompt_toolkit.layout import Layout, Window
from prompt_toolkit.layout.controls import FormattedTextControl
from prompt_toolkit.output import DummyOutput, Output

from sorry_audio.audio import AudioOutput, Cue, SpeechMode
from sorry_audio.audio.quiet import log
from sorry_audio.config import GameConfig
from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog
from sorry_audio.plaintext import fit
from sorry_audio.preferences import PreferenceStore, Problem
from sorry_audio.ui import keymap
from sorry_audio.ui.botturns import BotTurns
from sorry_audio.ui.escapes import is_sequence, take_escape_tail
from sorry_audio.ui.handlers import KeyHandlers
from sorry_audio.ui.keeping import GameKeeping
from sorry_audio.ui.keymap import (
    ANY,
    KEYMAP,
    TAKE_EVERY_KEY,
    KeyHolds,
    KeyStamp,
    Mode,
    shifted_letters,
    terminal_keys,
)
from sorry_audio.ui.lasttable import TableStore
from sorry_audio.ui.lessons import Lessons
from sorry_audio.ui.menu import Menu
from sorry_audio.ui.nameentry import NameEntryKeys
from sorry_audio.ui.record import RecordStore, record_caught_up_lines
from sorry_audio.ui.savegame import SaveStore
from sorry_audio.ui.speaker import Speaker
from sorry_audio.ui.squareentry import SquareEntryKeys
from sorry_audio.ui.tabletext import saved_totals
from sorry_audio.ui.terminal import DumbOutput, terminal_output
from sorry_audio.ui.wrapping import wrap_line

if TYPE_CHECKING:
    from sorry_audio.ui.hands import Series
    from sorry_audio.ui.options import OptionChooser
    from sorry_audio.ui.session import GameSession

ESCAPE_TIMEOUT = 0.05  # seconds to tell a lone Escape from an escape sequence
NOTICE_POLL = 0.25  # seconds between looks for audio notices added by the audio threads


def error_words(exc: BaseException) -> str:
    """A bug's own message for the one line a player hears of it, or its kind when it has
    none (a bare assert said "something went wrong: ."), and never a Python repr (a
    KeyError of a colour said "<Colour.RED: 0>": review ac29)."""
    if isinstance(exc, KeyError) or not str(exc):
        return type(exc).__name__
    return str(exc)


#: the newest caught errors kept in memory, for tests (the log keeps them all)
ERRORS_KEPT = 20


class _Opening(NamedTuple):
    """What a key may open, before and after it (:meth:`SorryApp._hold_opened`)."""

    menu: Menu | None  # the menu on top
    chooser: OptionChooser | None  # the card's option list
    group: int | None  # its open group
    menus: tuple[Menu, ...]  # every menu open


class SorryApp(KeyHandlers, NameEntryKeys, SquareEntryKeys, BotTurns, GameKeeping):
    """Menus, setup and games, driven by keys; see ``run``.

    ``catalog`` holds every word the app says (menus and game alike); pass a
    translated one to change the language.  It is this app's own object, handed
    to the speaker and from there to each game's narrator.
    """

    def __init__(self, audio: AudioOutput, *, seed: int | None = None,
                 input: Input | None = None, output: Output | None = None,
                 pace_scale: float = 1.0, catalog: Catalog = DEFAULT_CATALOG,
                 preferences: PreferenceStore | None = None,
                 saves: SaveStore | None = None,
                 record: RecordStore | None = None) -> None:
        self.audio = audio
        # the game in progress, saved after each move so it can be continued; without a
        # store, kept in memory for this run only
        self.saves = saves or SaveStore(None)
        self.tables = TableStore.beside(self.saves)  # the table setup opens on
        #: why the kept table could not be used, said at launch: setup does not say it again
        self.table_problem: str | None = None
        self.record = record or RecordStore(None)
        self._saved_at: tuple[int, int, int] | None = None  # the progress last written
        self._cursors_at: tuple[tuple[str, int], ...] = ()  # and the review cursors
        self._save_failed = False
        self._saved_ok = False  # the last write of the game in play worked
        # what the player chose last time (level, pace, verbosity, wording); without a
        # store, defaults kept in memory only, so tests never touch a real settings file
        self.preferences = preferences or PreferenceStore(None)
        self.catalog = catalog
        self.speaker = Speaker(audio, self._print, catalog)
        self.speaker.page_size = self.terminal_size
        self._prompt = catalog.say("ui.prompt")
        self.seeds = random.Random(seed)
        self.pace_scale = pace_scale
        self.menus: list[Menu] = []
        self.session: GameSession | None = None
        #: the keys taught this run, which each game takes up (playtest qf120: an expert
        #: was taught how to choose in every game of a session)
        self.lessons = Lessons(sum(t.played for t in self.record.tallies().values()))
        self.confirming = False  # a question waits: leave (Y), or take a move back
        self.escape_tail: list[KeyPress] = []  # what came with an Escape being handled
        self.asking_take_back = False
        self.name_entry: tuple[int, list[str]] | None = None  # (seat, typed characters)
        self.square_entry: list[str] | None = None  # G: the square's digits typed so far
        self.errors: list[str] = []  # tracebacks, kept for tests; never shown to players
        self.keys_handled = 0
        self._caps_said = False  # the Caps Lock note, once until a small letter comes
        # the last key pressed, and the last that acted, and when: the bounce guard
        self._last_press, self._last_acted = KeyStamp(), KeyStamp()
        #: keys held back for a moment (a group or menu just opened, ...): read from the
        #: app module's clock, which a test may set
        self.holds = KeyHolds(lambda: time.monotonic())
        # what a bounce of a name's Enter or of U at a hot-seat table would undo
        self.name_kept = KeyStamp()
        self.take_back_asked = KeyStamp()
        self._pending: list[str] = []
        self._flush_due = False
        self._bot_task: asyncio.Task | None = None
        self._hint_task: asyncio.Task | None = None
        self._skip: asyncio.Event | None = None
        if output is None:
            output = terminal_output()
            self._plain = output is None and input is None  # no terminal: write plain lines
            output = output or DummyOutput()
        else:
            self._plain = False
        self.application = self._create_application(input, output)

    # -- the application ----------------------------------------------------------

    def _create_application(self, input: Input | None, output: Output) -> Application:
        control = FormattedTextControl(self._prompt_text, show_cursor=True, focusable=True)
        layout = Layout(Window(control, height=1, dont_extend_height=True))
        app: Application = Application(layout=layout, key_bindings=self._key_bindings(),
                                       full_screen=False, mouse_support=False,
                                       erase_when_done=True, input=input, output=output)
        app.ttimeoutlen = ESCAPE_TIMEOUT
        app.timeoutlen = ESCAPE_TIMEOUT
        return app

    def _prompt_text(self) -> str:
        """The constant prompt; while a name is typed, the name so far follows it; while
        the bots wait for a key, it says so (playtest qd117: on a braille display, after
        the first turn's words, only nothing appearing told the game was waiting)."""
        prompt = self._prompt
        if self.holding and self.mode is Mode.GAME:  # not in the game menu, where D does
            return self.speaker.text("ui.prompt_held")  # nothing (review rz118)
        if self.name_entry is not None:
            return prompt + "".join(self.name_entry[1])
        if self.square_entry is not None:
            return prompt + "".join(self.square_entry)
        return prompt

    @property
    def place(self) -> Mode | None:
        """Where the player is: a menu, setup, a game or its end (None: nowhere yet)."""
        if self.menus:
            return self.menus[-1].mode
        if self.session is None:
            return None
        return Mode.REVIEW if self.session.over else Mode.GAME

    @property
    def mode(self) -> Mode | None:
        """What the keys act on: a question waiting, a name or a square's number being
        typed take every key, wherever they come (a name or square typed waits under a
        question, kept); else the place's keys."""
        if self.confirming:
            return Mode.CONFIRM
        if self.name_entry is not None:
            return Mode.TYPING
        if self.square_entry is not None:
            return Mode.GOTO
        return self.place

    def _in_mode(self, mode: Mode) -> Condition:
        return Condition(lambda: self.mode is mode)

    def _key_bindings(self) -> KeyBindings:
        kb = KeyBindings()
        for action in KEYMAP:
            handler = self._wrap(action.name, getattr(self, f"key_{action.name}"))
            for mode in action.modes:  # per mode: a capital is free wherever Shift has none
                only = frozenset({mode})
                for key in dict.fromkeys(k for shown in action.keys
                                         for k in terminal_keys(shown, only)):
                    kb.add(key, filter=self._in_mode(mode))(handler)
        free = Condition(lambda: self.mode not in TAKE_EVERY_KEY)
        kb.add(Keys.Any, filter=free)(self._wrap("unbound", self.key_unbound))
        # the modes that take every key: a square's number (G), a name being typed, a
        # question to confirm; each row is (key, name for _wrap, handler), Keys.Any the rest
        rows: dict[Mode, list[tuple[str, str, Callable[[KeyPressEvent], None]]]] = {
            Mode.GOTO: [(Keys.Any, "goto", self.key_goto_other),
                        *((digit, "goto", self.key_goto_digit) for digit in "0123456789"),
                        ("backspace", "goto", self.key_goto_delete),
                        ("enter", "goto", self.key_goto_done),
                        ("c-j", "goto", self.key_goto_done),
                        ("escape", "goto", self.key_goto_cancel), ("c-c", "quit", self.key_quit)],
            Mode.TYPING: [(Keys.Any, "type", self.key_type),
                          ("backspace", "type", self.key_type_delete),
                          ("enter", "type", self.key_type_done),
                          ("escape", "type", self.key_type_cancel),
                          ("f1", "help", self.key_type_help), ("c-c", "quit", self.key_quit)],
            Mode.CONFIRM: [(Keys.Any, "confirm", self.key_confirm),
                           ("c-c", "confirm", self.key_confirm)]}
        for mode, keys in rows.items():
            for key, name, method in keys:
                kb.add(key, filter=self._in_mode(mode))(self._wrap(name, method))
        return kb

    #: keys the bounce guard lets through: typing (a name, a square's number, setup's two
    #: digits), where a doubled key is meant ("Anna", item 11) and each is said as typed,
    #: so a bounce is heard and Backspace mends it (playtest bc54)
    UNGUARDED = frozenset({"type", "goto", "setup_number"})

    def _held_back(self, event: KeyPressEvent, name: str) -> bool:
        """Whether this key is taken as no key at all: held back for a moment by
        :attr:`holds` (a group or menu just opened, the leave question just asked, a move
        just taken back), or stopped by the key bounce guard (a setting, off at first).

        With the guard on, a key is stopped when it comes within the guard's time of the
        last press of that key that acted, or within :data:`REPEAT_GAP` of the press of it
        just before, acted or not: a bounce, or a held key's stream of repeats
        (playtest ba52: a doubled 2 played an option unheard, a held D played three turns).
        The time runs from the press that acted, so presses a little slower than the guard
        act every other one (playtest qm128: timed from every press, steady presses 450 ms
        apart under a 500 ms guard were all dropped, silently)."""
        now = self.holds.clock()
        press = event.key_sequence[-1] if event.key_sequence else None
        key = None if press is None else press.key
        window = 0.0 if name in self.UNGUARDED else self.preferences.preferences.bounce / 1000
        last = self._last_press
        stream = window > 0 and last.key == key and last.within(keymap.REPEAT_GAP, now)
        last.stamp(now, key)
        hold = self.holds.stops(name, key)
        if hold is not None:
            if hold.notice is not None and not hold.told:  # once a burst, not once a key
                hold.told = True
                self.speaker.say(self.speaker.text(hold.notice, **hold.fields), False,
                                 record=False)
                # from now on it holds the burst only: the notice invites the key again,
                # and a press once it is heard acts (review rz134: it was dropped unsaid)
                hold.until = now + keymap.NOTICE_HOLD
            return True
        acted = self._last_acted
        if stream or (acted.key == key and acted.within(window, now)):
            return True
        acted.stamp(now, key)
        # a key that acts ends every hold: what comes after it is no bounce of what set
        # them (a group opened by 2, then Down and Enter at once, played nothing)
        self.holds.clear()
        return False

    def _hold_opened(self, name: str, before: _Opening, key: object) -> None:
        """After a key: a group of options it opened holds back that key (a digit) and
        Enter, for :data:`OPEN_HOLD`, longer than a keyboard waits before a held key
        repeats (playtest qp133: a held 3 opened the group, and its first repeat, half a
        second on, played option 3 unheard); the first press held back says how to play it.
        Another digit acts: an expert who knows the group's list from the hint types "2 3"
        quickly.  An Enter that opened a menu, or changed a setting in one, holds Enter for
        :data:`MENU_HOLD` (playtests qm128, qp133: Enter Enter on Settings changed its first
        setting; on a setting, changed it twice); a number that opened one on a setting
        (Settings, setup), for :data:`DIGIT_OPEN_HOLD`, saying the setting Enter would
        change (playtest qq135: "8, then Enter to choose" made the bots hard)."""
        now = self._opening()
        if now.chooser is not None and now.chooser is before.chooser and (
                now.group is not None and now.group != before.group):
            self.holds.hold("opened", keymap.OPEN_HOLD, rows=("option_enter",),
                            keys=(key,) if name == "choose" else (),
                            notice="ui.group_hold")
        elif name == "menu_select" and now.menu is not None and (
                now.menu is before.menu or all(now.menu is not old for old in before.menus)):
            self.holds.hold("opened", keymap.MENU_HOLD, rows=("menu_select",))
        elif name == "menu_number" and now.menu is not None and all(
                now.menu is not old for old in before.menus) and now.menu.current.change:
            self.holds.hold("opened", keymap.DIGIT_OPEN_HOLD, rows=("menu_select",),
                            notice="ui.enter_again_change", item=now.menu.focused_text())

    def _opening(self) -> _Opening:
        """What :meth:`_hold_opened` compares before and after a key."""
        chooser = None if self.session is None else self.session.chooser
        return _Opening(self.menus[-1] if self.menus else None, chooser,
                        None if chooser is None else chooser.group, tuple(self.menus))

    def _escape_tail(self, event: KeyPressEvent) -> list[KeyPress]:
        """What came with this key, if it is an Escape (:mod:`~sorry_audio.ui.escapes`),
        taken from the queue; empty for any other key, or an Escape on its own."""
        press = event.key_sequence[-1] if event.key_sequence else None
        if press is None or press.key != Keys.Escape:
            return []
        return take_escape_tail(event.key_processor.input_queue)

    def _wrap(self, name: str, method: Callable[[KeyPressEvent], None]
              ) -> Callable[[KeyPressEvent], None]:
        def handler(event: KeyPressEvent) -> None:
            key_name, act = name, method
            self.escape_tail = tail = self._escape_tail(event)
            if tail and self.mode is not Mode.CONFIRM:
                # Alt+key or a key the terminal sends as a sequence prompt_toolkit does not
                # know: one key without a meaning, not Escape and then its characters (a
                # question to confirm takes it as any other key: it stays); a sequence is
                # refused as such a key is where a name or a square is typed (playtest
                # qt139), and Escape with one key says both (key_unbound)
                typing = is_sequence(tail) and self.mode in (Mode.TYPING, Mode.GOTO)
                key_name, act = (("type", self.key_type) if typing and self.mode is Mode.TYPING
                                 else ("goto", self.key_goto_other) if typing
                                 else ("unbound", self.key_unbound))
            busy = self.bots_busy
            if self._held_back(event, key_name) or (busy and self.bounced_at_hold(key_name)):
                self.keys_handled += 1
                return
            asks = self.asks(key_name)
            cut = self.audio.preempt() if asks else None  # the game's lines, said after
            if cut is None and not busy and self.session and self.session.news_unheard():
                self.session.words_cut = True  # the last bot's words, cut at your turn
            if busy and cut is None:
                self.hush()
                if self.swallows(key_name):
                    # a draw key that only hurried the bots, or at the wait-for-a-key
                    # pace came before the bot's turn was held, did nothing of its own
                    s = self.session  # (Enter draws too, for one player: bl63; not
                    # the menu's, at a game's start, when the bots go first: bm64)
                    draws = key_name == "draw" or (
                        key_name == "option_enter" and s is not None and s.enter_draws())
                    if draws and s is not None and not (
                            self.waiting_for_key() and self.holding):
                        s.typed_ahead = True  # said when the turn comes
                    self.release()
                    self.keys_handled += 1
                    return
            try:
                self.speaker.begin()  # what this key makes the game say is what R repeats
                caps = self._caps_lock_on(event)
                opening = self._opening()
                act(event)
                self._hold_opened(key_name, opening, event.key_sequence[-1].key
                                  if event.key_sequence else None)
                if caps:
                    self.speaker.tell("ui.caps_lock", False, keep=False)
                self._after_action()
            except Exception as exc:  # noqa: BLE001 - a bug must never end the game or print a traceback
                self._report(exc)
            finally:
                if cut is not None:
                    self.audio.resume(cut)
                # after the key, which may have changed the pace (P away from waiting for a
                # key lets the held bot go on); a question does not hurry the bots
                if busy and not self.waiting_for_key() and (not asks or self.holding):
                    self.release()
                self.keys_handled += 1

        handler.__name__ = f"key_{name}"
        handler.__doc__ = method.__doc__
        return handler

    def _report(self, exc: Exception) -> None:
        """A bug: say it in one line, with the invalid cue; keep the traceback for tests and
        in the log file, for a bug report."""
        self.errors.append(traceback.format_exc())
        log(f"game error: {self.errors[-1]}")
        del self.errors[:-ERRORS_KEPT]  # the log has every one: a bug at each key all
        # evening must not hold every traceback in memory too (review au46)
        self.speaker.refuse("ui.something_wrong", error=error_words(exc))

    def run(self) -> int:
        self.application.run(pre_run=self._launch)
        return 0

    async def run_async(self) -> None:
        await self.application.run_async(pre_run=self._launch)

    def _launch(self) -> None:
        """The main menu first (it must be heard fast), then any audio notices.

        The game modules (bots, narration) load on a worker thread meanwhile, so
        neither the launch nor the first game's start waits for them.  Notices
        can also arrive later (an engine that hangs mid-game is dropped), so a
        background task keeps watching for them.
        """
        unusable = self._unusable_saved_game()  # before the menu, which offers only a good one
        self.open_main_menu()
        menu_said = len(self.speaker.history)
        self.speaker.new_notices()
        for problem in self.preferences.problems:
            self._say_problem(problem)
        self._say_fix()
        if unusable:
            self.speaker.say(unusable, False)
        # read now, so a damaged table is said with the other files, not after setup's first
        # item when setup first opens (playtest pc69); setup reads it again then
        self.table_problem = self.tables.read()[1]
        if self.table_problem is not None:
            self.speaker.tell("ui.table_unusable", False, reason=self.table_problem)
        self.record.tallies()  # read now, so a damaged record is said now, once
        if self.record.problem is not None:
            key = ("ui.record_part_damaged" if self.record.partly
                   else "ui.record_unreadable" if self.record.unknown else "ui.record_damaged")
            waiting = self.record.waiting() if self.record.unknown else 0
            if waiting:  # one line for both: the games from before wait beside it too
                key = "ui.record_unreadable_waiting"
            self.speaker.tell(key, False, reason=self.record.problem,
                              waiting=self.catalog.count(waiting, "game_waits"))
        self._say_record_waiting()
        if len(self.speaker.history) > menu_said:  # a problem was said after the menu:
            # where you are, last of all
            self.speaker.say(self.menu.opening_text(), False, keep=False)
        # Nothing is drawn yet, so print these lines now: flushed after the first
        # render, they would leave that first, bare prompt line in the scrollback.
        self._flush()
        self.application.create_background_task(self._watch_notices())
        loaded = asyncio.get_running_loop().run_in_executor(None, importlib.import_module,
                                                            "sorry_audio.ui.session")
        loaded.add_done_callback(self._loaded)

    def _loaded(self, future: asyncio.Future) -> None:
        """The game's modules are in (a failure to load them is said, not a crash)."""
        try:
            future.result()
        except Exception as exc:  # noqa: BLE001 - a bug here must not end the menu
            self._report(exc)

    async def _watch_notices(self) -> None:
        """Announce each audio notice once, soon after the audio threads add it."""
        while True:
            await asyncio.sleep(NOTICE_POLL)
            try:
                self.speaker.new_notices()
            except Exception as exc:  # noqa: BLE001 - never let a notice end the game
                self._report(exc)

    def exit(self) -> None:
        self.cancel_tasks()
        if self.application.is_running:
            self.application.exit()

    # -- printing: lines are appended above the prompt, never redrawn ------------

    def _print(self, line: str) -> None:
        self._pending.append(line)
        if self._flush_due:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            self._flush()
            return
        self._flush_due = True
        loop.call_soon(self._flush_soon)

    def terminal_size(self) -> Size | None:
        """The terminal's size (None when lines are written plainly, to a file or a
        program, where nothing scrolls away)."""
        if self._plain:
            return None
        return self.application.output.get_size()

    def _flush_soon(self) -> None:
        if not self._pending:  # already printed (see _launch)
            self._flush_due = False
            return
        if self.application.is_running and not self._plain:
            self._flush_above_prompt()
        else:
            self._flush()

    def _flush_above_prompt(self) -> None:
        """Print the pending lines where the prompt was, then draw the prompt below them.

        prompt_toolkit's ``run_in_terminal`` does this too, but puts the terminal in cooked
        mode meanwhile, so a key typed ahead in that moment was echoed into the output
        ("1You draw 5.", a playtester's braille line).  The input stays raw here: the key
        waits, unshown, for the key loop.  Called on the event loop, so no render runs
        between the erase and the print."""
        renderer = self.application.renderer
        renderer.erase()
        self._flush()
        renderer.reset()
        self.application.invalidate()

    def _flush(self) -> None:
        self._flush_due = False
        lines, self._pending = self._pending, []
        if not lines:
            return
        if self._plain:  # not a terminal: whole lines, for a file or another program
            sys.stdout.write("".join(line + "\n" for line in lines))
            sys.stdout.flush()
            return
        output = self.application.output
        columns = output.get_size().columns
        # "Zoe", not "Zo?", where the terminal cannot show the letter (playtest an39)
        text = fit("".join(row + "\n" for line in lines for row in wrap_line(line, columns)),
                   output.encoding())
        if isinstance(output, DumbOutput):  # no prompt to print above: the lines alone
            output.print_lines(text)
            return
        self.application.print_text(text)

    # -- menus --------------------------------------------------------------------

    def open_menu(self, menu: Menu, intro: str | None = None, *,
                  interrupt: bool = True) -> None:
        """``interrupt`` False: the menu is said after a line just said about it."""
        self.menus.append(menu)
        self.speaker.say_lines([menu.opening_text(intro)], interrupt, keep=False)
        self.speaker.cue(Cue.MENU)

    def close_menu(self) -> None:
        if self.menus:
            self.menus.pop()

    def open_main_menu(self) -> None:
        from sorry_audio.ui.menus import main_menu

        self.cancel_tasks()
        if self.session is not None:  # its doorbell rang in the menu (review ax49)
            self.speaker.drop_cues()
        self.session = None
        self.menus.clear()
        self.open_menu(main_menu(self), self.speaker.text("ui.welcome_menu"))

    # -- preferences ------------------------------------------------------------------

    @property
    def bot_level(self) -> str:
        """The level quick games and new bot seats get: the player's last choice."""
        return self.preferences.preferences.level

    @bot_level.setter
    def bot_level(self, level: str) -> None:
        self.remember(level=level)

    def remember(self, **changes: object) -> None:
        """Keep the player's choice for next time; a failure to save is said once."""
        problem = self.preferences.update(**changes)
        if problem is not None:
            self._say_problem(problem)

    def remember_config(self, config: GameConfig) -> None:
        """The pace, verbosity and wording of a game become the defaults of the next."""
        self.remember(pace=config.pace, verbosity=config.verbosity, relative=config.relative)

    def change_setting(self, name: str, value: object) -> None:
        """A setting changed in the settings menu: saved, and used at once by the audio
        (rate, voice, volume, sound, speech mode) and by the game in play (pace, verbosity,
        wording)."""
        self.remember(**{name: value})
        p = self.preferences.preferences
        if name == "rate":
            self.audio.set_rate(p.rate)
        elif name == "voice":
            self.audio.set_voice(p.voice or None)
        elif name == "volume":
            self.audio.set_volume(p.volume / 100)
        elif name == "sound":
            self.audio.set_sound(p.sound)
        elif name == "speech":
            self.audio.set_speech(SpeechMode(p.speech))  # the new engine is said as a notice
        elif self.session is not None and name in ("pace", "verbosity", "relative"):
            self.session.use_preferences(p)

    def _say_record_waiting(self) -> None:
        """At launch: the games kept beside the record last time (it refused to be read, or
        to be written), added to it now, with the record at each level they were played
        at; or still waiting beside it, how many; or their file set aside as it could not
        be read."""
        for line in record_caught_up_lines(self.record, self.catalog):
            self.speaker.say(line, False)
        if not self.record.unknown and (waiting := self.record.waiting()):  # the record was
            # read, but would not take them (playtest bi60: not a word, and the menu's
            # record seemed to shrink)
            self.speaker.tell("ui.record_pending", False,
                              waiting=self.catalog.count(waiting, "game_waits"))
        damaged = self.record.waiting_problem()
        if damaged is not None:
            self.speaker.tell("ui.record_waiting_damaged", False, reason=damaged)

    def _say_fix(self) -> None:
        """After the bad saved values (launch), once: where they are put right."""
        from sorry_audio.ui.prefs import fix_text

        bad = len(self.preferences.bad_saved)
        if not bad:
            return
        settings = self.speaker.text("ui.settings")  # its number in the main menu
        number = next((n for n, item in enumerate(self.menu.items, 1)
                       if item.label() == settings), None)
        if number is not None:
            self.speaker.say(fix_text(bad, number, self.catalog), False)

    def mended_text(self) -> str:
        """That a save has just written valid values over bad ones the file held (said at
        launch), once; "" when none has."""
        from sorry_audio.ui.prefs import mended_text

        return mended_text(self.preferences.take_mended(), self.preferences.preferences,
                           self.catalog)

    def leave_settings(self) -> None:
        """Escape from Settings: bad values the file still holds (said at launch) are saved
        over with the values in use, as a change there would have done, and said so before
        the menu it goes back to (playtest pi93: leaving with every item "fine" wrote
        nothing, and the same lines came at every launch).  A value a flag or
        SORRY_AUDIO_SPEECH gave this run is not saved: the store never holds it."""
        from sorry_audio.ui.prefs import run_problem_text

        problem = self.preferences.mend()
        said = (self.mended_text() if problem is None
                else run_problem_text(problem, self.catalog, self.audio.settings))
        self.close_menu()
        if self.menus:
            self.speaker.answer([said, self.menu.opening_text()])
        elif said:
            self.speaker.answer(said)

    def _say_problem(self, problem: Problem) -> None:
        from sorry_audio.ui.prefs import run_problem_text

        # the settings this run uses: a flag's value, not the default
        self.speaker.say(run_problem_text(problem, self.catalog, self.audio.settings), False)

    # -- games ---------------------------------------------------------------------

    def start_game(self, config: GameConfig, *, warned: bool = False,
                   series: Series | None = None, seed: int | None = None) -> None:
        """A new game; ``warned``: setup has already said it will replace the saved one;
        ``series``: the Point Score game's totals so far at this table (Play again), and
        ``seed`` its next game's, kept for Continue as the last was won."""
        from sorry_audio.ui.session import GameSession

        self.cancel_tasks()
        self.menus.clear()
        self.speaker.reset_history()
        self.remember_config(config)
        # its save may have written over bad values: said now, not after the game's first
        # prompt, where the after-key hook would say it (review rk96)
        self.speaker.say(self.mended_text(), False, keep=False)
        if self.setup_model is not None:  # setup has seen this game's pace and verbosity:
            # a W in the game back to what setup first saw is then a change it takes up
            # (playtest d4: brief chosen in setup, W to normal, and setup came back brief)
            self.setup_model.take_preferences(self.preferences.preferences)
        refused = self.saves.refusal()
        warning = refused is not None or (self.saves.exists() and not warned)
        if refused is not None:  # not replaced, whatever setup said: its first write would
            # be refused, after the player was told the opposite (playtest av47)
            self.speaker.tell("ui.save_elsewhere", keep=False,
                              path=self.saves.path, reason=refused)
            self._save_failed = True  # said: that refusal is not said again
        elif warning:  # one game is kept: say so before it goes, the game's own first
            totals = saved_totals(self.saved_game(peek=True), "ui.save_replaced.series",
                                  self.catalog)
            self.speaker.say(totals or self.speaker.text("ui.save_replaced"), keep=False)
        self.session = GameSession(config, self.speaker,
                                   self.seeds.randrange(2**31) if seed is None else seed,
                                   self.record, series, self.lessons)
        self._saved_at, self._cursors_at = None, ()
        # after a warning the opening queues behind it: it cut the warning before, so it
        # was never heard with real speech (review bl63)
        self.session.start(interrupt=not warning)

    def _caps_lock_on(self, event: KeyPressEvent) -> bool:
        """Whether this key says that Caps Lock is on, for a note once: a capital letter that
        only Shift or Caps Lock gives, whose Shift means nothing in any mode (a capital D
        draws as d does), so B, S and T would go on to give their Shift answers with no word
        why.  A
        screen reader's own key is often Caps Lock, and a double press turns it on (playtest
        aq42 had "Position: r r=S,S,S,S" for B).  A small letter means it is off again.  A
        letter whose Shift means something in some mode is taken as Shift, meant (playtest
        pu110: Shift+O at the game's end menu had the note, 45 words of Caps Lock)."""
        key = event.key_sequence[0].key if event.key_sequence else None
        if not isinstance(key, str) or len(key) != 1 or not (key.isascii() and key.isalpha()):
            return False
        if key.islower():
            self._caps_said = False
            return False
        mode = self.mode
        if (self._caps_said or mode in TAKE_EVERY_KEY or mode is None
                or key in shifted_letters(ANY)):
            return False
        self._caps_said = True
        return True

    def _after_action(self) -> None:
        """After any key: new audio notices; the end menu when the game is won, or bot turns."""
        from sorry_audio.ui.menus import end_menu

        self.speaker.new_notices()
        # a change saved (in Settings, P in a game, a game's pace): bad values written over
        self.speaker.say(self.mended_text(), False, keep=False)
        s = self.session
        if s is None:
            return
        self.keep_game()
        if s.over and not self.menus:
            self.menus.append(end_menu(self))
            self.speaker.say(self.menus[-1].focused_text(), False, keep=False)
        elif s.bot_to_move and self._bot_task is None:
            self._bot_task = self.application.create_background_task(self._bot_loop(s))

    async def _hint(self, s: GameSession, job: Callable[[], tuple[int, str]],
                    token: tuple) -> None:
        """Work out the hint (``job``, taken when H was pressed) off the event loop, then
        say it, unless the game has moved on (``token``)."""
        loop = asyncio.get_running_loop()
        try:
            index, text = await loop.run_in_executor(None, job)
            if s is self.session:
                # at a table of bots H only asks: the bots' lines its answer cuts off are
                # said after it, as after B (review rz134: it cut a bot's bump unheard)
                cut = self.audio.preempt() if self.asks("hint") and self.bots_busy else None
                try:
                    s.say_hint(index, token, text)
                finally:
                    if cut is not None:
                        self.audio.resume(cut)
        except Exception as exc:  # noqa: BLE001 - never let prompt_toolkit print a traceback
            self._report(exc)
        finally:  # a cancelled task ends after a newer H stored its own (review af32)
            if self._hint_task is asyncio.current_task():
                self._hint_task = None
