"""The game in play, kept in the save file after every move, and taken up again.

Mixed into :class:`~sorry_audio.ui.app.SorryApp`, which owns the state it reads: one
game is kept between runs, so leaving (or a closed terminal) never loses it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sorry_audio.ui import keymap
from sorry_audio.ui.savegame import SavedGame, SaveError, SaveStore, UnreadSaveError
from sorry_audio.userfiles import present

if TYPE_CHECKING:
    from sorry_audio.preferences import PreferenceStore
    from sorry_audio.ui.keymap import KeyHolds, KeyStamp
    from sorry_audio.ui.lessons import Lessons
    from sorry_audio.ui.menu import Menu
    from sorry_audio.ui.record import RecordStore
    from sorry_audio.ui.session import GameSession
    from sorry_audio.ui.speaker import Speaker


class GameKeeping:
    """The saved game's half of the app: relies on the app's state below."""

    saves: SaveStore
    record: RecordStore
    preferences: PreferenceStore
    speaker: Speaker
    session: GameSession | None
    lessons: Lessons  # the keys taught this run, for the game taken up
    menus: list[Menu]
    _saved_at: tuple[int, int, int] | None  # the session's progress last written
    _cursors_at: tuple[tuple[str, int], ...]  # and its review cursors
    _save_failed: bool  # a failed write has been said (once, not at every move)
    _saved_ok: bool  # the last write of the game in play worked
    confirming: bool  # a question waits for its key (handlers.key_confirm)
    asking_take_back: bool  # and it is the table's, to take a move back
    take_back_asked: KeyStamp  # when U asked the table (the app makes it)
    holds: KeyHolds  # keys held back for a moment (the app's)

    def cancel_tasks(self) -> None:
        raise NotImplementedError

    def open_main_menu(self) -> None:
        raise NotImplementedError

    def _unusable_saved_game(self) -> str | None:
        """At launch, before the main menu: words for a saved game that cannot be read, or
        whose moves do not replay (it is set aside), or a folder in its place, so the menu
        never offers to continue what cannot be continued.  Replaying needs the game's
        modules, which otherwise load after the first menu is heard: with a saved game they
        load first (0.31 s to the menu over a 120-card save, 0.22 s without one:
        tests/bench/bench_ui.py), as a menu that offered it, then took it back and was said
        again confused a player (playtests b2, g7)."""
        path = self.saves.path
        if path is not None and present(path) and not present(path, file_only=True):
            # a folder where the game is saved: said now, as the other files' problems are
            # (playtest pb68: heard only after a game's first move), and not again when the
            # first write fails (review rd70): a write that works is still said
            self._save_failed = True
            return self.speaker.text("ui.save_not_a_file", path=path)
        if not self.saves.exists():
            return None
        try:
            saved = self.saves.load()
        except SaveError as exc:
            return self.speaker.text("ui.save_unusable", reason=exc)
        from sorry_audio.ui.session import GameSession

        try:
            GameSession.restored(saved, self.speaker, None, self.preferences.preferences)
        except SaveError as exc:
            reason = self.saves.set_aside(str(exc))
            return self.speaker.text("ui.save_unusable", reason=reason)
        return None

    def saved_game(self, peek: bool = False) -> SavedGame | None:
        """The saved game (its table and cards played), or None when there is none to
        continue; ``peek``: only to say which it is (see :meth:`SaveStore.read`)."""
        if not self.saves.exists():
            return None
        try:
            return self.saves.read(peek)
        except SaveError:
            return None

    def continue_game(self) -> None:
        """Continue in the main menu: the saved game, rebuilt, where it was left."""
        from sorry_audio.ui.session import GameSession

        if not self.saves.exists():  # gone since the menu said it: another copy of the game
            # ended it (playtest av47 heard the system's "No such file or directory")
            self.speaker.tell("ui.continue_gone")
            self.open_main_menu()
            return
        try:
            # pace, verbosity and wording are the player's, not the game's: a change made
            # just before leaving (W, with no move since, so not in the save) must hold,
            # in the recap of the turns before the Continue too
            session = GameSession.restored(self.saves.load(), self.speaker, self.record,
                                           self.preferences.preferences, self.lessons)
        except SaveError as exc:
            reason = str(exc)
            if self.saves.exists() and not isinstance(exc, UnreadSaveError):  # it read but
                reason = self.saves.set_aside(reason)  # will not replay (load() set aside
                # the rest; one that refused to be read is left where it is: review bd55)
            self.speaker.tell("ui.save_unusable", reason=reason)
            self.open_main_menu()
            return
        self.cancel_tasks()
        self.menus.clear()
        # the Point Score table's next game, kept as the last one was won: it begins as
        # Play again's would, its first line said now; else the lines from before it was
        # left, from the line that began it
        begins = bool(session.series.games) and session.unplayed
        self.speaker.reset_history([] if begins else [session.opening, *session.log.lines])
        self.session = session
        self._saved_at = session.progress
        self._cursors_at = session.cursor_squares
        self._saved_ok = not self.saves.unsaved  # it was read back from the file, or memory
        if begins:
            session.start()
        else:
            session.resume(saved=not self.saves.unsaved)

    def _keep_series(self, s: GameSession) -> None:
        """A Point Score game won: the table's next game, its totals so far and not yet
        begun, is kept in place of this one, so Continue takes the table up again as Play
        again would (playtest ao40: quitting at the end menu, or a dead battery, lost
        "Totals after 2 games" for good).  Written once a game."""
        if s.next_kept:
            return
        s.next_kept = True
        reason = self.saves.save(s.next_game().saved())
        self._saved_at = None
        if reason is not None:  # held in memory; the file's game, one move from its end,
            self.saves.drop_file()  # must not come back to be won (and counted) again
        self._written(reason)

    def take_back(self) -> None:
        """U: the player's last choice among several, and every card played after it, taken
        back; the same card comes again (the pile was shuffled from the game's seed, so a
        take-back cannot fish for another) and they choose again.  At a hot-seat table the
        others must agree: the table is asked first (:meth:`_ask_take_back`).  After a
        game the player lost, the slip that let a bot win can be taken back too: the loss
        stays on the record until the game ends again, and its result takes its place."""
        s = self.session
        if s is None:
            return
        if len(s.humans) > 1:
            self._ask_take_back(s)
            return
        winners = s.game.winners
        if winners and s.humans and s.humans[0] in winners:
            self.speaker.refuse("ui.take_back.won")
            return
        self.take_back_now()
        if self.session is not s:  # taken back: U again at once, or held, is a bounce
            # (playtest qm128: a doubled U took back two moves, a held one ten)
            self.holds.hold("take_back", keymap.TAKE_BACK_HOLD, rows=("take_back",),
                            notice="ui.take_back.held")

    def _ask_take_back(self, s: GameSession) -> None:
        """U at a hot-seat table: the last move any player chose among several, once the
        table agrees (Y).  A slipped digit at a shared keyboard played at once and could
        never be undone (playtest ah34)."""
        if any(c in s.humans for c in s.game.winners):
            self.speaker.refuse("ui.take_back.won_table")
            return
        # whose choice, its card and the cards after it, as Y's answer will say them: "An's
        # last move" was agreed to blind, and took back a choice before a forced one and
        # 3 cards after it (playtest pi93)
        question = s.taken_back_line("ask", named=False)
        if question is None:
            self.speaker.refuse("ui.take_back.none_table")
            return
        self.confirming = self.asking_take_back = True  # the bots wait, as for Ctrl+C
        self.take_back_asked.stamp()
        self.speaker.say(question, True, record=False)

    def take_back_now(self) -> None:
        """Take back the last marked choice (U, or Y to the table's question)."""
        s = self.session
        if s is None:
            return
        saved = s.take_back_save()
        if saved is None:
            forced = bool(s.humans) and s.log.has_played(s.humans[0])
            self.speaker.refuse("ui.take_back.forced" if forced else "ui.take_back.none")
            return
        from sorry_audio.ui.session import GameSession

        try:
            back = GameSession.restored(saved, self.speaker, self.record)
        except SaveError as exc:  # a bug, not the player's: the game goes on as it was
            self.speaker.refuse("ui.take_back.failed", reason=exc)
            return
        heard = s.take_back_points[-1].heard
        self.cancel_tasks()  # a bot turn under way belongs to the game taken back
        self.menus.clear()  # after a loss: the end menu belongs to the game taken back
        # the history as it read at that choice (the lines of what was undone are gone)
        self.speaker.reset_history(self.speaker.history[:heard] if heard is not None
                                   else [back.opening, *back.log.lines])
        self.session = back
        back.resume_taken_back(s, s.loss_kept())

    @property
    def game_saved(self) -> bool:
        """The game in play is saved as it stands (it has moved on since it began, and the
        last write worked): only then may leaving promise that Continue takes it up."""
        return self.session is not None and self._saved_at is not None and self._saved_ok

    def keep_game(self, leaving: bool = False) -> None:
        """Save the game in progress when it has moved on (after every key and bot turn);
        a finished game leaves nothing to continue.  ``leaving`` (Leave, quit): also when
        only a review cursor has moved, which is not worth a write at every arrow key."""
        s = self.session
        if s is None:
            return
        if s.over:
            if s.config.points:  # the table's running totals outlive the game
                self._keep_series(s)
            elif self._saved_at is not None:
                self.saves.clear()
                self._saved_at = None
            return
        at = s.progress
        moved = leaving and s.cursor_squares != self._cursors_at
        # a game not yet begun is not worth a file, unless a move was taken back in it: the
        # save that has the first move must not outlive its take-back (playtest v22)
        if (at == self._saved_at and not moved) or (s.unplayed and not s.taken_back):
            return
        reason = self.saves.save(s.saved())
        self._saved_at, self._cursors_at = at, s.cursor_squares
        self._written(reason)

    def _written(self, reason: str | None) -> None:
        """After a write of the save file (``reason``: why it failed): a failure said once,
        not at every move, and a write that works again said too, or the player goes on
        thinking the game unsaved (playtest g7)."""
        self._saved_ok = reason is None
        if reason is not None and not self._save_failed:
            self._save_failed = True
            self.speaker.tell("ui.save_failed", False, path=self.saves.path, reason=reason)
        elif reason is None and self._save_failed:
            self._save_failed = False
            self.speaker.tell("ui.save_works_again", False, path=self.saves.path)

