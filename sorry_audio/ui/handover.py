"""The hot seat's hand-over guard: a draw key that comes as the keyboard passes is not the
next person's.

Several people at one keyboard: a double tap on D, or a D pressed to hurry a bot, must not
draw (and play) the next person's card (playtests h8, z16, ba52, pb68).  So for a moment
after the keyboard passes to someone else, and while a bot's turn played in between is
still being said, a draw or play key is refused with a word saying who the key most
likely belonged to.  Alone against bots that wait for a key, the key that let the bot go
gets the same short guard against its bounce.

A module of its own (review rf79: session.py had grown to over 800 lines): the guard is
one concern with its own state (when the keyboard passed and to whom, whose bot's words
still run, when a key was last refused, how long the hand-over's own words took) that
the rest of the session only starts (:meth:`HandOverGuard._keys_to`, at each human turn)
and asks (:meth:`HandOverGuard.just_handed`, at the draw and the play keys); the bot loop
stretches it over the bot's words (:meth:`HandOverGuard.guard_words`).  Mixed into
:class:`~sorry_audio.ui.session.GameSession`, which owns the state it reads, as
:class:`~sorry_audio.ui.news.TurnNews` is.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sorry_audio.audio import Cue
from sorry_audio.core.events import Event, TurnPassed
from sorry_audio.ui.keymap import BOUNCE_GUARD, KeyStamp

if TYPE_CHECKING:
    from sorry_audio.config import GameConfig
    from sorry_audio.core.board import Colour
    from sorry_audio.core.game import Game, Player
    from sorry_audio.ui.speaker import Speaker

#: Seconds after the keyboard passes to another person at a hot-seat table during which a
#: draw key is taken for the last person's (a double tap, or D pressed to hurry a bot), and
#: refused with a word: nobody hears their name and presses a key this fast.  Half a second
#: let a second D 0.7 s late draw the next person's card, six rounds running, where a
#: screen reader had not yet said the first (playtest pb68).
HANDOVER_GUARD = 1.5
#: Seconds the guard runs on once a bot's turn played in between, and the hand-over's words
#: after it ("Your turn, Sam."), have been said: the last person's keys pressed to hurry the
#: bot came during those words, so only a bounce of one is left to catch.  The whole
#: HANDOVER_GUARD after them refused a child's D pressed as her name was heard, for about
#: four seconds after the line showed (playtest qq135: at 2, 3 and 4 s).
AFTER_WORDS_GUARD = 0.5
#: The same, after a key let the held bots go at the wait-for-a-key pace: a bounce of that
#: key, not the player's next draw, which may come quickly once the bot's move is heard.
LET_GO_GUARD = 0.5
#: Seconds from a refused draw key at a hot seat in which another is its repeat: longer than
#: a keyboard's wait before a held key repeats (X11 660 ms, GNOME and Windows about 500 ms;
#: review re71: the first repeat of a key held at 1 s came after the guard and drew).
REPEAT_GUARD = 0.75


class HandOverGuard:
    """The hand-over guard of a game session: relies on the session's state below."""

    game: Game
    config: GameConfig
    speaker: Speaker
    humans: tuple[Colour, ...]
    bots: dict[Colour, Player]
    words_cut: bool  # TurnNews's: a key cut the words that told of a bump
    _news_has_hits: bool  # TurnNews's: the turn's news told hits

    def name(self, colour: Colour) -> str:
        raise NotImplementedError

    def _guard_begin(self) -> None:
        # hot seat: when the keyboard passed to another person (time.monotonic()), and who
        # had it; a draw key this soon after was typed by the one before (HANDOVER_GUARD;
        # LET_GO_GUARD after a key let the held bots go, with _let_go below)
        self._handed_at: float | None = None
        self._let_go = False  # that guard is LET_GO_GUARD's, not HANDOVER_GUARD's
        #: the bot whose turn passed the keyboard on, and until when (monotonic) its words
        #: are said (guard_words): a key refused before then came during its turn, not as
        #: the turn passed (playtest pb68)
        self._words_of: Colour | None = None
        self._words_until = 0.0
        #: until when (monotonic) all the words after the hand-over are said, the bot's and
        #: the hand-over's own (guard_words): a key refused before then cuts them
        self._words_end = 0.0
        #: estimated seconds of what the last begin_human_turn said (the news, the turn
        #: line): said after the bot's own words, so no part of its turn (guard_words)
        self.turn_words = 0.0
        self._at_keys: Colour | None = None
        self._guard_refused = KeyStamp()  # when that guard last refused a key

    def _keys_to(self, colour: Colour, last_events: Sequence[Event]) -> None:
        """At a hot seat, ``colour``'s turn begins after ``last_events``: when the keyboard
        passes to another person, the guard begins (and notes the bot, if any, whose turn
        passed it on)."""
        if self._at_keys is not None and colour != self._at_keys:
            self._handed_at, self._let_go = time.monotonic(), False
            passed = [e.player for e in last_events if isinstance(e, TurnPassed)]
            self._words_of = passed[-1] if passed and passed[-1] in self.bots else None
            self._words_until = self._words_end = 0.0  # (guard_words: words still to say)
        self._at_keys = colour

    def _refuse_guarded(self) -> None:
        """A key that came as the keyboard passed (or, playing alone against bots that wait
        for a key, as the bot let go played and the turn came back): refused, with why."""
        key = "ui.hand.handover_guard" if self.config.points else "ui.handover_guard"
        now = time.monotonic()
        # at a hot seat, a key while the last bot's turn is still said came during it, not
        # "as the turn passed to you" (playtest pb68: a key three seconds before it did)
        bot = self._words_of if now < self._words_until else None
        if len(self.humans) == 1:
            key += ".alone"
        elif bot is not None:
            key += ".bot"
        if self._guard_refused.again(window=BOUNCE_GUARD, now=now):  # a held key's
            # repeats (timed from each): one line, not one a repeat (playtest bc54: 15); a
            # press further apart is said in words (pd72: one 0.4 s on was refused unsaid)
            self.speaker.cue(Cue.INVALID)
        else:
            self.speaker.refuse(key, name=self.name(self.game.to_move),
                                bot=self.name(bot) if bot is not None else "")
            # its words cut the bot's, as the guard's time below takes it: a key after this
            # one came as the turn passed, the bot's turn no longer being said
            self._words_until = min(self._words_until, now)
            if self._news_has_hits:  # it cut the turn's news of a bump: the draw tells it
                self.words_cut = True  # again (review bm64: a hot seat's was never heard)
        # a key held down, or bouncing, never gets through: each repeat is refused for a
        # moment from itself (playtest ba52: the guard ran out under a held D's repeats,
        # which drew the next person's cards); but the guard is not begun again, so a D
        # pressed as the refusal says, once it is heard, draws (playtest pc69: refused at
        # 0.5, 1.4 and 2.2 s).  A refusal during a bot's words, which the guard waited for,
        # cuts them, so it waits no longer for them (review bd55) and its own time begins
        # then: that key was most likely the last person's, hurrying the bot (ba52).
        if self._handed_at is not None:
            guard = self._guard_seconds()
            if now < self._words_end:  # it cut the words: its own time from now (review
                end = now + guard  # rz140: it ended as the uncut words would have, less)
                self._words_end = now
            else:
                end = min(self._handed_at, now) + guard
            repeat = LET_GO_GUARD if self._let_go else REPEAT_GUARD
            self._handed_at = max(end, now + repeat) - guard

    def guard_from_now(self) -> None:
        """A key let the held bots go (the wait-for-a-key pace): a second press of it in
        the next :data:`LET_GO_GUARD` seconds is no draw of yours, should your turn come
        back that soon (playtest c3: D, D played the player's own card unheard)."""
        self._handed_at, self._let_go = time.monotonic(), True

    def guard_end(self) -> None:
        """A draw got through: the guard is over until the keyboard passes again."""
        self._handed_at = None

    def guard_words(self, seconds: float, own: float | None = None) -> None:
        """The keyboard has just passed to another person at a hot seat, with a bot's turn
        played in between still being said for ``seconds``: the guard runs until those words
        are heard, then for :data:`AFTER_WORDS_GUARD`, and at least its own time from the
        hand-over (playtest ba52: a D pressed a second on, to hurry the bot's words, drew
        the next person's SORRY! and played it for them).  ``own``:
        the seconds of those that are the bot's own turn, before the hand-over's words (the
        news, "Your turn, Mary."): a key refused before they end came during its turn."""
        if len(self.humans) > 1 and self._handed_at is not None and self.just_handed():
            # (alone, the key that let the held bot go is no one else's: review bd55)
            now = time.monotonic()
            after = AFTER_WORDS_GUARD - self._guard_seconds()  # its own time after them
            self._handed_at = max(self._handed_at, now + seconds + after)
            self._words_end = now + seconds
            self._words_until = now + (seconds if own is None else min(own, seconds))

    def just_handed(self) -> bool:
        """The keyboard passed to another person at a hot seat (or a key let the held bots
        go, :meth:`guard_from_now`) less than :data:`HANDOVER_GUARD` (or
        :data:`LET_GO_GUARD`) ago: a play key now was typed by the one before, or is a
        double tap (at the wait-for-a-key pace, a bounce of the key that let the bot go,
        not a second go)."""
        handed = self._handed_at
        return handed is not None and time.monotonic() - handed < self._guard_seconds()

    def _guard_seconds(self) -> float:
        """The guard's length: :data:`LET_GO_GUARD` after a key let the held bots go, else
        :data:`HANDOVER_GUARD` (read here, as tests set them)."""
        return LET_GO_GUARD if self._let_go else HANDOVER_GUARD
