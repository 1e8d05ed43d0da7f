"""G, then a square's number and Enter: the review cursor goes straight to that square.

Mixed into the app with :class:`~sorry_audio.ui.handlers.KeyHandlers`.  The cursor keys
reach a square a step, a pawn or a slide at a time; a player planning a move asks about
one square ("what is on 33?") in four keys at most (playtest q10).  While the number is
typed, digits are the number's, not options, and any other key says what to type.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyPressEvent

from sorry_audio.core.board import TRACK_SQUARES

if TYPE_CHECKING:
    from sorry_audio.ui.session import GameSession
    from sorry_audio.ui.speaker import Speaker

DIGITS = 2  # the track's squares run 1 to 60


class SquareEntryKeys:
    """The square number's keys: rely on the app's state below."""

    speaker: Speaker
    square_entry: list[str] | None  # the digits typed so far, while G waits for them

    @property
    def game(self) -> GameSession:
        raise NotImplementedError

    def begin_square_entry(self) -> None:
        """G: the digits that follow are a square's number, until Enter or Escape."""
        self.square_entry = []
        self.speaker.tell("ui.goto.prompt", keep=False, most=TRACK_SQUARES)

    def key_goto_digit(self, event: KeyPressEvent) -> None:
        """A digit of the square's number (said, as a name's letters are)."""
        typed = self.square_entry
        assert typed is not None
        if len(typed) >= DIGITS:
            self.speaker.refuse("ui.goto.long", most=TRACK_SQUARES)
            return
        typed.append(event.data)
        self.speaker.speak_only(event.data)

    def key_goto_delete(self, event: KeyPressEvent) -> None:
        """Backspace: take back the last digit."""
        typed = self.square_entry
        assert typed is not None
        if not typed:
            self.speaker.refuse("ui.goto.nothing")
            return
        self.speaker.echo(self.speaker.text("ui.name.deleted", char=typed.pop()))

    def key_goto_done(self, event: KeyPressEvent) -> None:
        """Enter: the cursor to the square typed, and what stands there."""
        typed = self.square_entry
        assert typed is not None
        square = int("".join(typed)) if typed else 0
        if not 1 <= square <= TRACK_SQUARES:  # 0 typed is "no square 0" (playtest g7)
            self.speaker.refuse("ui.goto.no_square" if typed else "ui.goto.empty",
                                square=square, most=TRACK_SQUARES)
            typed.clear()  # start the number again; Escape still leaves
            return
        self.square_entry = None
        self.game.go_to_square(square)

    def key_goto_cancel(self, event: KeyPressEvent) -> None:
        """Escape: no square; the cursor stays where it was."""
        self.square_entry = None
        self.speaker.tell("ui.goto.cancelled", keep=False)

    def key_goto_other(self, event: KeyPressEvent) -> None:
        """Any other key while the number is typed: what to type, and nothing else."""
        self.speaker.refuse("ui.goto.not_a_digit", most=TRACK_SQUARES)
