"""Key handlers, one named method per row of the key table (``key_<name>``).

Each is bound by :class:`~sorry_audio.ui.app.SorryApp` only in the modes its
row names, so a handler can assume its mode; it still checks the game state
and speaks a short reason when the key does nothing now.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING, Any, cast

from prompt_toolkit.key_binding import KeyPressEvent
from prompt_toolkit.key_binding.key_processor import KeyPress
from prompt_toolkit.keys import Keys

from sorry_audio.ui import keymap
from sorry_audio.ui.choosing import ENTER_GUARD
from sorry_audio.ui.escapes import KEYPAD_FIVE, is_sequence, key_word, tail_text
from sorry_audio.ui.keymap import (
    AZERTY_DIGITS,
    BOUNCE_GUARD,
    NUM_LOCK_OFF,
    KeyHolds,
    KeyStamp,
    Mode,
)
from sorry_audio.ui.menu import FAR
from sorry_audio.ui.riskkeys import RiskKeys
from sorry_audio.ui.setup import name_item, table_name_clash

if TYPE_CHECKING:
    import asyncio
    from collections.abc import Callable, Coroutine

    from prompt_toolkit.application import Application

    from sorry_audio.config import GameConfig
    from sorry_audio.ui.app import SorryApp
    from sorry_audio.ui.hands import Series
    from sorry_audio.ui.lasttable import TableStore
    from sorry_audio.ui.menu import Menu
    from sorry_audio.ui.savegame import SaveStore
    from sorry_audio.ui.session import GameSession
    from sorry_audio.ui.setup import SetupModel
    from sorry_audio.ui.speaker import Speaker

class KeyHandlers(RiskKeys):
    """Mixed into the app; relies on its speaker, menus, session and task helpers."""

    setup_model: SetupModel | None = None
    speaker: Speaker
    menus: list[Menu]
    session: GameSession | None
    confirming: bool
    asking_take_back: bool  # the question waiting is the table's, to take a move back
    take_back_asked: KeyStamp  # when it was asked
    holds: KeyHolds  # keys held back for a moment (the app's)
    name_entry: tuple[int, list[str]] | None
    square_entry: list[str] | None  # G: a square's number being typed
    game_saved: bool  # the game in play is saved (it has moved on since it began)
    saves: SaveStore  # the saved game, kept between runs
    tables: TableStore  # the table set up last, which setup opens on next run
    keys_handled: int  # keys handled so far: the count before this one, in a handler
    #: what came with the key being handled, if it is an Escape (the app's _wrap)
    escape_tail: list[KeyPress]
    take_back: Callable[[], None]  # U (GameKeeping): the last move taken back
    take_back_now: Callable[[], None]  # and at a hot-seat table, once the table agrees
    # the rest of the app (SorryApp, BotTurns, GameKeeping): declared, not defined, so
    # nothing here shadows the real one later in the method order
    application: Application
    holding: bool  # a bot's turn is done and the next waits for a key (BotTurns)
    _hint_task: asyncio.Task | None  # H's hint being worked out
    _hint: Callable[..., Coroutine[Any, Any, None]]  # (session, job, token): works it out
    open_menu: Callable[[Menu], None]
    close_menu: Callable[[], None]
    keep_game: Callable[..., None]  # (leaving=False): the game saved if it moved on
    exit: Callable[[], None]
    #: where F1's next page begins, on a terminal too short for every key: (line, pages said)
    help_paging: tuple[int, int] = (0, 0)
    _help_at = -2  # the keys_handled count when F1 was pressed last
    text_paging: tuple[int, int] = (0, 0)  # and a long text's (the rules')
    text_at: tuple[str, int] = ("", -2)  # that text's first line, and the key count then

    def start_game(self, config: GameConfig, *, warned: bool = False,
                   series: Series | None = None, seed: int | None = None) -> None:
        raise NotImplementedError

    def remember_config(self, config: GameConfig) -> None:
        """Keep a game's pace, verbosity and wording for the next (the app saves them)."""
        raise NotImplementedError

    @property
    def mode(self) -> Mode | None:
        """The mode the keys are in (the app's own property replaces this one)."""
        raise NotImplementedError

    @property
    def game(self) -> GameSession:
        assert self.session is not None
        return self.session

    @property
    def menu(self) -> Menu:
        return self.menus[-1]

    def _say_focus(self) -> None:
        self.speaker.answer(self.menu.focused_text())

    # -- menus and setup ----------------------------------------------------------

    def key_menu_prev(self, event: KeyPressEvent) -> None:
        """Focus the previous menu item and say it."""
        self.menu.move(-1)
        self._say_focus()

    def key_menu_next(self, event: KeyPressEvent) -> None:
        """Focus the next menu item and say it."""
        self.menu.move(1)
        self._say_focus()

    def key_menu_first(self, event: KeyPressEvent) -> None:
        """Home: focus the first menu item and say it."""
        self.menu.jump(1)
        self._say_focus()

    def key_menu_last(self, event: KeyPressEvent) -> None:
        """End: focus the last menu item (Quit, in the main menu) and say it; the only
        way straight to an item past the ninth."""
        self.menu.jump(len(self.menu))
        self._say_focus()

    def key_menu_select(self, event: KeyPressEvent) -> None:
        """Enter: run the focused item; a setting changes and says its new value."""
        menu = self.menu
        if menu.enter_only_says(time.monotonic()):
            # an Enter meant for the last card, or in the rhythm of play (D, H, Enter): say,
            # do not choose; the next Enter chooses, after keys that ask (S, B: playtest
            # z16 needed three Enters), unless a key of play came just before it
            menu.enter_told, menu.rearmed_until = True, 0.0
            self.speaker.tell("ui.enter_again", keep=False, item=menu.focused_text())
            return
        current = self.menu.current
        if current.select is not None:
            current.select()
        if current.change is not None and self.menus:  # a setting: say its new value
            self._say_focus()

    def key_menu_number(self, event: KeyPressEvent) -> None:
        """A number key in a menu: choose that item at once; a setting is only gone to, as
        in setup, so a number never changes (and saves) a setting unheard, and so are Leave
        and Quit, which Enter then chooses.  0 is item 10 (the main menu's Quit), as on a
        phone's keypad; in a menu of fewer items it goes back, as Escape does: 0 opens the
        game menu from the number pad, and there said "There is no item 10" (playtest
        qa113).  Not at the end of a game, where Escape only asks."""
        number = int(event.data) or 10
        if (number == 10 and len(self.menu) < 10 and self.mode is Mode.MENU
                and self.menu.back is not None):
            self.key_menu_back(event)
            return
        if not self.menu.jump(number):
            self.speaker.refuse("ui.menu.no_item", number=number,
                                choices=self.speaker.choices(len(self.menu)))
            return
        if self.menu.current.change is not None:
            self._say_focus()
            return
        if not self.menu.current.by_number:  # Leave, Quit: Enter confirms
            self.speaker.answer(self.speaker.text("ui.menu.enter_to_choose",
                                                  item=self.menu.focused_text()))
            return
        self.key_menu_select(event)

    def key_setup_number(self, event: KeyPressEvent) -> None:
        """A number key in setup: go to that setting (changing it needs Enter or arrows).
        Two digits typed quickly reach the items past 9 (up to 24 with four players)."""
        before = event.previous_key_sequence  # a digit joins only a digit just before it
        follows = len(before) == 1 and isinstance(before[0].key, str) and before[0].key.isdigit()
        if self.menu.jump_typed(int(event.data), time.monotonic(), follows) is None:
            self.speaker.refuse("ui.menu.no_item", number=self.menu.tried,
                                choices=self.speaker.choices(len(self.menu)))
            return
        self._say_focus()

    def _change(self, delta: int) -> None:
        current = self.menu.current
        if current.change is None:
            self.speaker.refuse("ui.menu.no_change")
            return
        if current.change(delta) is False:  # an ordered setting at its end: say so, not again
            self.speaker.refuse("ui.menu.at_end", label=current.label())
            return
        self._say_focus()  # the change may rebuild the setup list: the new one's focus

    def key_menu_change_down(self, event: KeyPressEvent) -> None:
        """Left: change the focused setting back."""
        self._change(-1)

    def key_menu_change_up(self, event: KeyPressEvent) -> None:
        """Right: change the focused setting on."""
        self._change(1)

    def key_menu_change_far_down(self, event: KeyPressEvent) -> None:
        """Page Up: ten steps back through a long list (131 voices here, to walk one by
        one); a setting with no such list (the volume's eleven steps: ten of them silenced
        the voice, playtest r18) changes as Left changes it."""
        self._change(-FAR if self.menu.current.far else -1)

    def key_menu_change_far_up(self, event: KeyPressEvent) -> None:
        """Page Down: ten steps on, as Page Up goes back."""
        self._change(FAR if self.menu.current.far else 1)

    def key_setup_start(self, event: KeyPressEvent) -> None:
        """S in setup: start the game with the settings as they are."""
        self.start_from_setup()

    def start_from_setup(self) -> None:
        """Start the game set up, unless a name would now confuse the table: a name is
        checked as it is typed, but a change of player count or colour can make it another
        seat's colour since.  Then say so, and go to that player's name."""
        model = self.setup_model
        assert model is not None
        clash = table_name_clash(model, self.speaker.catalog)
        if clash is not None:
            seat, key, fields = clash
            self.menu.jump(name_item(seat))
            self.speaker.refuse(key, i=seat + 1, **fields)
            return
        config = model.config()
        self.start_game(config, warned=True)  # setup said so as it opened
        failed = self.tables.write(config)  # setup opens on this table next run
        if failed is not None:  # after the game's first lines: it costs only next run's setup
            self.speaker.tell("ui.table_not_kept", False, reason=failed)

    def key_menu_back(self, event: KeyPressEvent) -> None:
        """Escape in a menu: go back (resume the game, or up to the main menu)."""
        menu = self.menu
        if menu.back is None:
            return
        if menu.ask_back and menu.asked_at != self.keys_handled - 1:
            # the end menu: an Escape meant for the game menu as a bot won would throw
            # away Play again and U (playtest ad30); only the very next key, Escape again,
            # goes back (ak37: Escape, K, then Escape minutes later left at once)
            menu.asked_at = self.keys_handled
            self.speaker.tell("ui.escape_again", keep=False, item=menu.focused_text())
            return
        menu.back()

    def close_menu_and_speak(self) -> None:
        self.close_menu()
        if self.menus:
            self.speaker.answer(self.menu.opening_text())

    # -- playing -------------------------------------------------------------------

    def key_draw(self, event: KeyPressEvent) -> None:
        """D or Space: draw a card."""
        self.game.draw()

    def key_choose(self, event: KeyPressEvent) -> None:
        """1 to 9: play that option, or open that group of options."""
        self.game.choose(int(event.data))

    def key_option_prev(self, event: KeyPressEvent) -> None:
        """Up: say the previous option."""
        self.game.walk(-1)

    def key_option_next(self, event: KeyPressEvent) -> None:
        """Down: say the next option."""
        self.game.walk(1)

    def key_option_enter(self, event: KeyPressEvent) -> None:
        """Enter: play the option walked to with Up and Down."""
        self.game.enter()

    def key_options(self, event: KeyPressEvent) -> None:
        """O: say the whole option list again."""
        self.game.list_options(keep=False)

    def key_board(self, event: KeyPressEvent) -> None:
        """B: every player's pawns and where they stand."""
        self.game.board()

    def key_position(self, event: KeyPressEvent) -> None:
        """Shift+B: the board as one position string, to report or to try with the moves
        command (playtest y25 read it from the save file)."""
        self.game.position_string()

    def key_own_pawns(self, event: KeyPressEvent) -> None:
        """V: your own pawns."""
        self.game.own_pawns()

    def key_players_pawns(self, event: KeyPressEvent) -> None:
        """Shift+V: the next player's pawns, one player at a time."""
        self.game.players_in_turn()

    def key_turn(self, event: KeyPressEvent) -> None:
        """T: whose turn, and the card waiting; while the bots wait for a key, that too
        (a spectator at a table of bots heard no reason the game stood still)."""
        self.game.turn()
        if self.holding:
            self.speaker.tell("ui.key_wait_held", False)

    def key_table(self, event: KeyPressEvent) -> None:
        """Shift+T: who plays, each bot's level, and the game's rules."""
        self.game.table()

    def key_scores(self, event: KeyPressEvent) -> None:
        """S: pawns home per player."""
        self.game.scores()

    def key_details(self, event: KeyPressEvent) -> None:
        """Shift+S: every pawn, where it is, and its steps to HOME."""
        self.game.details()

    def key_deck(self, event: KeyPressEvent) -> None:
        """K: cards left to draw, and the face-up discards a sighted player would see."""
        self.game.deck()

    def key_card(self, event: KeyPressEvent) -> None:
        """C: the card waiting and what it allows."""
        self.game.card()

    def key_hint(self, event: KeyPressEvent) -> None:
        """H: the hard bot's choice, worked out off the event loop so keys stay live."""
        s = self.game
        if s.hint_ready() and self._hint_task is None:
            # the game as it stands now, at the key: a key typed right after H (Enter, a
            # digit) may play the card before the task first runs
            job, token = s.hint_job()
            self._hint_task = self.application.create_background_task(
                self._hint(s, job, token))

    def key_recap(self, event: KeyPressEvent) -> None:
        """Shift+R: what happened since your last turn, for a turn skipped or talked over."""
        self.game.recap()

    def key_take_back(self, event: KeyPressEvent) -> None:
        """U: take back the last choice among several; the same card comes again."""
        self.take_back()

    def key_danger(self, event: KeyPressEvent) -> None:
        """A: which of your pawns an opponent could bump next, and with which card."""
        self.game.danger()

    def key_reach(self, event: KeyPressEvent) -> None:
        """Shift+A: which opponent pawns your card in hand (or else your next) could bump."""
        self.game.reach()

    # -- review cursor -----------------------------------------------------------------

    def key_review_next(self, event: KeyPressEvent) -> None:
        """Right: the review cursor one square on."""
        self.game.review(self.game.cursor.step(1))

    def key_review_prev(self, event: KeyPressEvent) -> None:
        """Left: the review cursor one square back."""
        self.game.review(self.game.cursor.step(-1))

    def key_review_pawn_next(self, event: KeyPressEvent) -> None:
        """N: the review cursor to the next pawn on the track."""
        self.game.review(self.game.cursor.next_pawn(self.game.position, 1))

    def key_review_pawn_prev(self, event: KeyPressEvent) -> None:
        """Shift+N: the review cursor to the previous pawn on the track."""
        self.game.review(self.game.cursor.next_pawn(self.game.position, -1))

    def key_review_slide_next(self, event: KeyPressEvent) -> None:
        """L: the review cursor to the next slide triangle."""
        self.game.review(self.game.cursor.next_slide(1))

    def key_review_slide_prev(self, event: KeyPressEvent) -> None:
        """Shift+L: the review cursor to the previous slide triangle."""
        self.game.review(self.game.cursor.next_slide(-1))

    def key_review_mark_next(self, event: KeyPressEvent) -> None:
        """E: the review cursor to the next start square or safety entry."""
        self.game.review(self.game.cursor.next_mark(1))

    def key_review_mark_prev(self, event: KeyPressEvent) -> None:
        """Shift+E: the review cursor to the previous start square or safety entry."""
        self.game.review(self.game.cursor.next_mark(-1))

    def key_goto(self, event: KeyPressEvent) -> None:
        """G: the review cursor to a square, by its number and Enter (ui/squareentry.py)."""
        self.begin_square_entry()  # type: ignore[attr-defined]  # SquareEntryKeys, in the app

    def key_review_home(self, event: KeyPressEvent) -> None:
        """Home: the review cursor to your start square."""
        self.game.review_home()

    # -- settings in play ----------------------------------------------------------------

    def key_pace(self, event: KeyPressEvent) -> None:
        """P: bot pace, fast, normal, slow, or wait for a key."""
        self.game.cycle_pace()
        self.remember_config(self.game.current_config())

    def key_pace_back(self, event: KeyPressEvent) -> None:
        """Shift+P: bot pace the other way, wait for a key, slow, normal, fast."""
        self.game.cycle_pace(-1)
        self.remember_config(self.game.current_config())

    def key_verbosity(self, event: KeyPressEvent) -> None:
        """W: verbosity, brief, normal or full."""
        self.game.cycle_verbosity()
        self.remember_config(self.game.current_config())

    def key_wording(self, event: KeyPressEvent) -> None:
        """Shift+W: locations as squares only, or with each pawn's distance to its entry."""
        self.game.toggle_wording()
        self.remember_config(self.game.current_config())

    def key_game_menu(self, event: KeyPressEvent) -> None:
        """Escape or 0: back out of a group of options (or put a picked card back), else
        open the game menu."""
        from sorry_audio.ui.menus import game_menu

        if self.game.back():
            return
        self.open_menu(game_menu(cast("SorryApp", self)))  # the app this is mixed into

    # -- anywhere -------------------------------------------------------------------------

    def key_repeat(self, event: KeyPressEvent) -> None:
        """R: the last announcement again."""
        self.speaker.repeat()

    def key_history_older(self, event: KeyPressEvent) -> None:
        """Comma: one message back in this game's history."""
        self.speaker.older()

    def key_history_newer(self, event: KeyPressEvent) -> None:
        """Period: one message forward in the history."""
        self.speaker.newer()

    def key_history_oldest(self, event: KeyPressEvent) -> None:
        """Shift+comma: the first message of the history."""
        self.speaker.oldest()

    def key_history_newest(self, event: KeyPressEvent) -> None:
        """Shift+period: the latest message."""
        self.speaker.newest()

    def key_help(self, event: KeyPressEvent) -> None:
        """F1 or ?: the keys for where you are; at a hot-seat table, then whose turn it is,
        as Escape and Ctrl+C's "stay" say it, since the keys may have been asked by another
        person than the one to play."""
        from sorry_audio.ui.menus import say_keys

        # F1 again with no key between: the next page, on a terminal too short for them all
        more = self._help_at == self.keys_handled - 1
        self._help_at = self.keys_handled
        say_keys(cast("SorryApp", self), self.mode or Mode.MENU, more=more)  # as above
        s = self.session
        if self.mode is Mode.GAME and s is not None and len(s.humans) > 1 and s.human_to_move:
            s.turn(False)

    def key_quit(self, event: KeyPressEvent) -> None:
        """Ctrl+C: ask before leaving, so a stray key cannot end a game."""
        self.ask_quit()

    def quit_item(self) -> None:
        """The main menu's Quit: at once, unless a game the file would not take is held in
        memory, which quitting loses: then ask, as Ctrl+C does (playtest g7)."""
        if self.saves.unsaved:
            self.ask_quit()
        else:
            self.quit_now()

    def ask_quit(self) -> None:
        """Ask before leaving, saying what leaving keeps, or loses."""
        self.confirming = True  # a name or square being typed waits, kept (playtest g7)
        # a doubled Ctrl+C is not the answer: it quit at once (playtest qm128); Y is
        self.holds.hold("quit", keymap.QUIT_HOLD, keys=(Keys.ControlC,))
        s, there = self.session, self.saves.exists()
        if s is not None and not s.over and self.game_saved:  # leaving loses nothing
            key = "ui.confirm_quit_saved"
        elif self.saves.unsaved:  # held in memory only (a finished one is cleared)
            key = "ui.confirm_quit_unsaved"
        elif s is None:  # outside a game: that the saved game is kept
            key = "ui.confirm_quit_kept" if there else "ui.confirm_quit"
        elif there and ((s.over and s.next_kept) or (bool(s.series.games) and s.unplayed)):
            # a Point Score table's next game, kept with the totals as the last was won
            # (as44), or begun by Play again and not yet played (review aw48: it was called
            # "your saved game from before")
            key = "ui.confirm_quit_series"
        elif there and not s.over:  # not yet begun, nothing written: the file still holds
            key = "ui.confirm_quit_older"  # the game from before (playtest ao40)
        else:
            key = "ui.confirm_quit"
        self.speaker.tell(key, record=False)

    def key_confirm(self, event: KeyPressEvent) -> None:
        """While asked to confirm: Y (or Ctrl+C again) leaves, anything else stays; asked
        to take a move back at a hot-seat table, Y takes it back, anything else plays on."""
        key = event.key_sequence[0].key if event.key_sequence else None
        if (self.asking_take_back and event.data in ("u", "U")
                and self.take_back_asked.within(BOUNCE_GUARD)):
            return  # the U that asked, bounced: the question stands (playtest ba52)
        self.confirming = False
        self.holds.release("quit")  # answered: a Ctrl+C now asks again
        if self.asking_take_back:
            self.asking_take_back = False
            if event.data in ("y", "Y"):
                self.take_back_now()
            elif key == Keys.ControlC:  # to leave: the leave question, as anywhere else
                self.ask_quit()
            else:
                self.speaker.tell("ui.take_back.kept", record=False)
                if self.mode is Mode.REVIEW and self.menus:  # the end menu: where in it
                    self.speaker.say(self.menu.focused_text(), False, record=False)
                else:
                    self.game.turn(interrupt=False)
            return
        if event.data in ("y", "Y") or key == Keys.ControlC:
            self.quit_now()
        elif self.name_entry is not None:  # staying: the typing goes on where it was
            typed = "".join(self.name_entry[1])
            if typed:
                self.speaker.tell("ui.staying_name_so_far", record=False, name=typed)
            else:
                self.speaker.tell("ui.staying_name", record=False)
        elif self.square_entry is not None:
            self.speaker.tell("ui.staying_square", record=False)
        else:
            in_game = self.mode is Mode.GAME
            key = "ui.staying_game" if in_game or self.mode is Mode.REVIEW else "ui.staying"
            self.speaker.tell(key, record=False)
            if in_game:  # and where it stands: whose turn, and any card waiting
                self.game.turn(interrupt=False)
            elif self.menus and self.mode is not Mode.REVIEW:  # in a menu: where in it
                self.speaker.say(self.menu.focused_text(), False, record=False)

    def key_unbound(self, event: KeyPressEvent) -> None:
        """Any key without a meaning here: say so, with the invalid cue; where the key is
        a digit's on another keyboard, how to type the digit (playtest qr136)."""
        press = event.key_sequence[-1] if event.key_sequence else None
        tail = self.escape_tail if press is not None and press.key == Keys.Escape else []
        if tail and not is_sequence(tail):  # Alt+key, or Escape and a key pressed together
            self.speaker.refuse("ui.key_escape_pair", other=key_word(tail[0]))
            return
        if tail_text(tail) in KEYPAD_FIVE:
            self.speaker.refuse("ui.key_num_lock")
            return
        if tail:
            pass  # an unknown sequence: none of the keys below
        elif event.data in AZERTY_DIGITS:
            self.speaker.refuse("ui.key_azerty", char=event.data,
                                digit=AZERTY_DIGITS[event.data])
            return
        elif press is not None and (press.key in NUM_LOCK_OFF or (  # or the pad's 5, which
                press.data[:1] == "\x1b" and press.data[1:] in KEYPAD_FIVE)):  # some ignore
            self.speaker.refuse("ui.key_num_lock")
            return
        over = self.mode is Mode.REVIEW
        if over and self.menus:  # D, H: the rhythm of play: an Enter just after is asked
            self.menu.rearm(time.monotonic() + ENTER_GUARD)  # again (not one after a pause)
        self.speaker.refuse("ui.game_over_keys" if over else "ui.key_does_nothing")

    def quit_now(self) -> None:
        self.keep_game(leaving=True)  # the review cursors too, where they were left
        self.speaker.tell("ui.goodbye", record=False)
        self.exit()
