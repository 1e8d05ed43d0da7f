"""What the bots did to a player's pawns, told again when a key cut the words that said it.

A bump of your pawn is the news a sighted player sees at once.  When a key cuts the bots'
words (to hurry them, or a question a screen reader cannot say again), the player's turn
starts with "Since your last turn: ..."; when the draw itself cuts the last bot's move, or
that news, the draw says it first.  A bump heard in full is never said twice, nor said
again in the news straight after the very lines that told it (playtest pd72).  Mixed into
:class:`~sorry_audio.ui.session.GameSession`, which owns the state it reads.
"""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.core.board import Colour
    from sorry_audio.core.game import Game
    from sorry_audio.narration import Narrator
    from sorry_audio.ui.speaker import Speaker
    from sorry_audio.ui.turnlog import TurnLog


class TurnNews:
    """The news half of a game session: relies on the session's state below."""

    game: Game
    humans: tuple[Colour, ...]
    log: TurnLog
    narrator: Narrator
    speaker: Speaker

    def _news_begin(self) -> None:
        #: a key cut the bots' words (BotTurns.hush), or the news at a player's turn
        #: (:meth:`news_unheard`), since what they did to the player's pawns was last told
        self.words_cut = False
        self._news_until = 0.0  # monotonic time the words at a player's turn run until
        #: each human's count of hits (TurnLog.hits) before the bot now playing began:
        #: those after it are the last bot's, which a key at their turn may have cut
        self._hits_mark: dict[Colour, int] = {}
        self._news_has_hits = False  # the turn's news told hits (cut, they are told again)
        #: each human's count of hits as the turn now played began (any player's turn, a
        #: human's too), and as a key last cut its words: those after both were the last
        #: thing said before the next turn (None: not known, as on Continue)
        self._turn_mark: dict[Colour, int] | None = None
        self._cut_mark: dict[Colour, int] = {}
        #: alone at the table: the counts as the first turn after a key that cut the bots'
        #: words began (every hit after them was heard in full), and whether a key cut the
        #: turn now played (then no turn has begun since)
        self._after_cut: dict[Colour, int] | None = None
        self._cut_now = False
        self.news_tail = 0.0  # seconds said at a turn after the last word of a bump

    def news_for(self, seconds: float) -> None:
        """A player's turn has come, with the bots' words (and the turn's news) still to be
        said for about ``seconds``: a key before then cuts them (review bg58: the last
        bot's bump, cut by the draw, was never said)."""
        self._news_until = time.monotonic() + seconds

    def news_unheard(self) -> bool:
        """The words at this player's turn are still being said (:meth:`news_for`)."""
        return time.monotonic() < self._news_until

    def mark_hits(self) -> None:
        """A bot's turn begins: what it does to the humans' pawns is counted from here."""
        self._hits_mark = self._hit_counts()
        self.mark_turn()

    def _hit_counts(self) -> dict[Colour, int]:
        """Each human's count of hits since their last turn (:meth:`TurnLog.hits`)."""
        return {c: len(self.log.hits(c)) for c in self.humans}

    def mark_turn(self) -> None:
        """A turn begins (a bot's or a human's): its lines are the last said before the
        next, with nothing between, and no key has cut them yet."""
        self._turn_mark, self._cut_mark = self._hit_counts(), {}
        if self._cut_now:
            self._after_cut, self._cut_now = self._turn_mark, False

    def cut_words(self) -> None:
        """A key cut the bots' words: what was said so far may not have been heard."""
        self.words_cut = True
        self._cut_mark, self._cut_now = self._hit_counts(), True

    def _hits_to_tell(self, colour: Colour) -> int:
        """How many of the hits on ``colour``'s pawns since its last turn (the first so
        many) the news at its turn says: not those the last turn's own lines told just now,
        with no other turn between and no key cutting them, which the news would say again
        at once (playtest pd72: "Red's pawn 1 on square 58 was bumped back to start by
        Yellow." then "Red, since your last turn: Your pawn 1 on square 58 was bumped back
        to start by Yellow.").  Hits from an earlier turn are said: at a hot seat the news
        is for the player who was not listening then; and so are the last turn's queued
        before a key cut its words.  But never the last turn's heard just now, though an
        older hit keeps the news (review rf79: in a partnership game each hit on the
        partner's pawn is both partners' news, and the line just said came again at
        once).  All of them when the last turn is not known (Continue).  Alone at a table
        of bots, when a turn has begun since the last key that cut the bots' words, only
        those before that turn: each turn after it was heard in full (review rh84:
        Yellow's bump, said whole after a key in Blue's turn, came again after Green's)."""
        count = len(self.log.hits(colour))
        marks = self._turn_mark
        if marks is None:
            return count
        if len(self.humans) == 1 and self._after_cut is not None and not self._cut_now:
            return min(count, self._after_cut.get(colour, count))
        return min(count, max(marks.get(colour, count), self._cut_mark.get(colour, 0)))

    def bots_begin(self) -> None:
        """The bots take over from a player: a key pressed during that player's turn cut
        nothing of what the bots now say (playtest bi60: a digit played in the last turn's
        news had the next turn repeat a bump heard in full)."""
        self.words_cut = False
        self._news_until = 0.0
        self._news_has_hits = False
        self._after_cut, self._cut_now = None, False

    def _tell_cut_hits(self) -> bool:
        """At the draw: the hits on the player's pawns a key cut off, said first; True if
        said, interrupting what was left.  Those are the last bot's, or all of them when
        the turn's own news told them and was cut in turn (review bl63: never heard at
        all); never an earlier bot's heard in full, nor again after a 2 (playtest bi60)."""
        cut, self.words_cut = self.words_cut, False
        self._news_until = 0.0  # the card's words come now: nothing later cuts the news
        colour = self.game.to_move
        start = 0 if self._news_has_hits else self._hits_mark.get(colour, 0)
        self._news_has_hits = False
        return cut and self._tell_hits(colour, alone=len(self.humans) == 1, interrupt=True,
                                       start=start)

    def _tell_hits(self, colour: Colour, alone: bool = False,
                   interrupt: bool = False, start: int = 0, end: int | None = None) -> bool:
        """At a hot-seat table, what the others did to this player's pawns since their last
        turn, said to them as the keyboard reaches them: they may have been away from it
        when it was said (playtest q17: a SORRY! two turns back, found only in the whole
        recap).  Said again by Shift+R, so not kept in the history twice.  ``alone``: the
        one player at a table of bots ("Since your last turn:"), on Continue, or when a key
        cut the bots' words (a pawn bumped unheard: review az51).  ``start``: the first of
        the hits since the player's last turn to say (those before it were heard); ``end``,
        the first not to say (the last turn's own lines said it just now)."""
        lines = self.narrator.news_lines(colour, self.log.hits(colour)[start:end],
                                         self.game.teams, self.game.position,
                                         played=self.log.has_played(colour), alone=alone)
        if lines:  # news: said again after a question that cuts it, though not kept twice
            self.speaker.say_lines(lines, interrupt, keep=False, again=True)
        return bool(lines)
