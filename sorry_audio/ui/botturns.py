"""Bots taking their turns in a running game, paced so each turn is heard.

The app's loop of bot turns: each bot's card is drawn and played (its choice worked out on
a worker thread, so keys still answer), then the game waits about as long as the turn's
words take to say, or for a key.  Any key cuts the turn's words short and skips a timed
wait; at the wait-for-a-key pace only D, Space and Enter let the next bot play, and every
other key does what it always does while the bots stay held.  Mixed into
:class:`~sorry_audio.ui.app.SorryApp`, which owns the state it reads.
"""

from __future__ import annotations

import asyncio
from collections.abc import Mapping
from contextlib import suppress
from types import MappingProxyType
from typing import TYPE_CHECKING

from sorry_audio.config import Pace
from sorry_audio.ui.setup import bot_wait

#: Keys that act on the game, and a key with no use: while bots play at a timed pace they
#: only skip ahead (a digit meant for the bot's card is not refused aloud).
SKIP_KEYS = frozenset({"draw", "choose", "option_prev", "option_next", "option_enter",
                       "options", "hint", "unbound"})
#: Keys that only ask (the board, pawns, whose turn, scores, cards, dangers, the review
#: cursor, the history) or change how the game is paced and said (P, W): while bots play
#: they answer and the bots go on at their pace, as neither is a wish to hurry them
#: (playtest bi60: P to slow the bots skipped the very turn it was pressed to hear); with
#: the game's own voice, the game's lines an answer cuts off are said after it (review
#: az51: a T during a bot's move lost the move).  The keys' help (F1) and the recap
#: (Shift+R) ask too: F1 pressed mid-turn to find a key skipped the turn it was about.
ASKS = frozenset({
    "board", "own_pawns", "players_pawns", "turn", "table", "scores", "details", "deck",
    "position", "card", "danger", "reach", "help", "recap", "option_risks",
    "review_next", "review_prev", "review_pawn_next", "review_pawn_prev",
    "review_slide_next", "review_slide_prev", "review_mark_next", "review_mark_prev",
    "review_home", "history_older", "history_newer", "history_oldest", "history_newest",
    "pace", "pace_back", "verbosity", "wording",
})
#: At the wait-for-a-key pace, the keys that let the held bots go on: D, Space and Enter.
GO_ON = frozenset({"draw", "option_enter"})
#: With the game's own voice, whose words still to say are known: how many seconds of them
#: may be left as the next bot plays, and the pause once they are all said, by pace.  The
#: estimate these replace let the game run 4 to 10 s ahead of the voice, "Your turn." up to
#: 35 s late (review az51): each turn's words were queued behind the player's own.
VOICE_LEAD: Mapping[Pace, float] = MappingProxyType(
    {Pace.FAST: 1.0, Pace.NORMAL: 0.0, Pace.SLOW: 0.0, Pace.KEY: 0.0})
VOICE_GAP: Mapping[Pace, float] = MappingProxyType(
    {Pace.FAST: 0.0, Pace.NORMAL: 0.3, Pace.SLOW: 1.0, Pace.KEY: 0.0})
VOICE_POLL = 0.1  # seconds between looks at what the voice has still to say
#: seconds the voice's backlog may stay put before the bots stop waiting for it (a sound
#: device that stopped taking sound would hold them for ever, in silence: review bd55)
VOICE_STALL = 1.5

if TYPE_CHECKING:
    from prompt_toolkit.application import Application

    from sorry_audio.audio import AudioOutput
    from sorry_audio.ui.menu import Menu
    from sorry_audio.ui.session import GameSession
    from sorry_audio.ui.speaker import Speaker


class _Heard:
    """When a bot's turn was first heard: its words are being said from the moment the first
    is queued (with brief verbosity the draw waits for the play, after the bot's thinking),
    and time the game menu held the bots is no time spent hearing them."""

    def __init__(self, loop: asyncio.AbstractEventLoop, speaker: Speaker) -> None:
        self.loop, self.speaker = loop, speaker
        self.since: float | None = None
        self.held = 0.0

    def check(self) -> None:
        if self.since is None and self.speaker.spoken_seconds > 0:
            self.since = self.loop.time()

    def paused(self, seconds: float) -> None:
        if self.since is not None:
            self.held += seconds

    def elapsed(self) -> float:
        """Seconds the turn's words have had, so far, to be heard."""
        if self.since is None:
            return 0.0
        return max(0.0, self.loop.time() - self.since - self.held)


class BotTurns:
    """The bots' half of the app: relies on the app's state below."""

    audio: AudioOutput
    speaker: Speaker
    session: GameSession | None
    menus: list[Menu]
    confirming: bool
    pace_scale: float
    _bot_task: asyncio.Task | None
    _hint_task: asyncio.Task | None  # H's hint being worked out (KeyHandlers starts it)
    _skip: asyncio.Event | None
    application: Application[None]
    holding = False  # a bot's turn is done and the next waits for a key (D, Space, Enter)

    def _report(self, exc: Exception) -> None:
        raise NotImplementedError

    def _after_action(self) -> None:
        raise NotImplementedError

    @property
    def bots_busy(self) -> bool:
        return self._bot_task is not None

    def hush(self) -> None:
        """Any key while bots play: silence their words, so what the key says is heard now.
        The player's turn then says what the bots did to their pawns, should it have been
        cut (review az51: a pawn bumped unheard)."""
        left = self.audio.speech_backlog()  # None: not known (a screen reader's)
        # (a bot held for a key was waited for: its words had all the time they needed)
        if self.session is not None and (left > 0 if left is not None else not self.holding):
            self.session.cut_words()
        self.speaker.stop()
        self.speaker.reset_pacing()

    def release(self) -> None:
        """Stop waiting after this bot's turn: the next one plays."""
        if self._skip is not None:
            if self.holding and self.session is not None:
                self.session.guard_from_now()
            self._skip.set()

    def bounced_at_hold(self, name: str) -> bool:
        """At the wait-for-a-key pace, whether the key ``name`` that lets a held bot go came
        again at once after the last one did (a bounce, a held key): ignored, with no word
        cut, since this bot's turn was never heard (playtest ba52: D then D 50 ms later let
        two bots play with no stop between).  The half second runs from the press that let
        the bot go, not from each one ignored: D tapped fast, to hurry through the bots,
        still lets one go every half second (review bd55: it halted the game, silently)."""
        s = self.session
        return (self.holding and s is not None and self.swallows(name)
                and self.waiting_for_key() and s.just_handed())

    def waiting_for_key(self) -> bool:
        """The wait-for-a-key pace: only :data:`GO_ON` keys let the bots go on."""
        s = self.session
        return s is not None and Pace(s.pace) is Pace.KEY

    def swallows(self, name: str) -> bool:
        """Whether the key ``name`` (a key map action, or "unbound"), pressed while bots
        play, only lets them go on.  At the wait-for-a-key pace that is D, Space and
        Enter; every other key does what it does at any time (B, T, S answer; H or a digit
        says it is not your turn) and the bots stay held: a listener takes stock between
        bot turns as often as needed (playtests z16, a1).  In the game menu, which holds
        the bots, no key is theirs: each acts in the menu, and one without a meaning there
        says so (playtest qm128: D and J printed only the prompt, in silence)."""
        if self.menus or (name == "hint" and self.asks(name)):
            return False
        return name in (GO_ON if self.waiting_for_key() else SKIP_KEYS)

    def asks(self, name: str) -> bool:
        """Whether the key ``name`` only asks (:data:`ASKS`), so the bots keep their pace
        while it answers; at a table of bots H too, which weighs the last bot's card (it
        only hurried them at a timed pace, and said nothing, review of cg131)."""
        s = self.session
        return name in ASKS or (name == "hint" and s is not None and not s.humans)

    def cancel_tasks(self) -> None:
        for task in (self._bot_task, self._hint_task):
            if task is not None:
                task.cancel()
        self._bot_task = self._hint_task = None

    async def _bot_loop(self, s: GameSession) -> None:
        """Bots play until a human is to move; each turn is paced once, after its last card.

        Pacing starts afresh as each bot's turn begins, so the wait after it is for that
        bot's own words: the player's own move (or a menu) said before is not waited for
        again.  With the game's own voice, whose words still to say are known, the bots
        wait for the voice itself instead (:meth:`_hear_out`), the player's move first.
        A 2 does not end the turn: the extra card follows at once, since silence after
        "draws again" sounds like a hang, and the wait after the turn covers both.
        """
        loop = asyncio.get_running_loop()
        self._skip = asyncio.Event()
        s.bots_begin()
        first = True
        try:
            while s is self.session and s.bot_to_move:
                mover = s.game.to_move
                await self._unpaused()
                if first:  # the game's own voice says the player's move before a bot plays
                    first = False
                    await self._hear_out(s, gap=False)
                    self._skip.clear()
                self.speaker.reset_pacing()
                self.speaker.begin()  # R repeats this bot's whole turn, from its draw
                s.mark_hits()
                heard = _Heard(loop, self.speaker)
                while s is self.session and s.bot_to_move and s.game.to_move == mover:
                    heard.paused(await self._unpaused())
                    if not await self._bot_card(s, loop, heard):
                        return
                if s is self.session:
                    await self._pace(s, heard.elapsed())
        except asyncio.CancelledError:
            raise
        except Exception as exc:  # noqa: BLE001 - said, and the loop ends (the next key starts it again)
            self._report(exc)
            return
        finally:
            if self._bot_task is asyncio.current_task():
                self._bot_task = None
        if s is self.session:
            self._after_action()

    async def _unpaused(self) -> float:
        """Hold the bots while the game menu (or a question: leave, or take a move back) is
        open; the seconds held."""
        loop = asyncio.get_running_loop()
        began = loop.time()
        held = False
        while self.menus or self.confirming:
            held = True
            await asyncio.sleep(0.05)
        if held and self._skip is not None:  # the menu's keys (Resume's Enter) skip no wait
            self._skip.clear()  # of the turn said after it (playtest ad30)
        return loop.time() - began

    async def _still_here(self, s: GameSession, heard: _Heard) -> bool:
        """After a bot's choice comes back: held while the game menu (or a question)
        opened meanwhile is open, as before a card, so its move is never said over the menu
        nor wins under it (review ac29: the end menu was lost), and the time held is no time
        its turn was heard (ad30: the next bot followed at once); False if the game was
        left."""
        if s is self.session:
            heard.paused(await self._unpaused())
        return s is self.session

    async def _bot_card(self, s: GameSession, loop: asyncio.AbstractEventLoop,
                        heard: _Heard) -> bool:
        """One card of a bot's turn, drawn and played; False if the game was left meanwhile.
        ``heard`` is told after each part, to note when the turn's first words were queued."""
        from sorry_audio.core.game import Phase

        if s.game.phase is Phase.DRAW:
            s.bot_draw()
            heard.check()
        elif s.game.phase is Phase.PICK:  # the Point Score game: a card from the hand
            try:
                card = await loop.run_in_executor(None, s.bot_choose_card)
            except Exception as exc:  # noqa: BLE001 - a failing bot plays its first usable card instead
                self._report(exc)
                card = (s.game.usable() or (0,))[0]
            if not await self._still_here(s, heard):
                return False
            s.bot_take_card(card)
            heard.check()
        if s.game.phase is Phase.CHOOSE and s.bot_to_move:
            try:
                index = await loop.run_in_executor(None, s.bot_pick)
            except Exception as exc:  # noqa: BLE001 - a failing bot plays its first option instead
                self._report(exc)
                index = 0
            if not await self._still_here(s, heard):
                return False
            s.bot_play(index)
            heard.check()
        return True

    async def _pace(self, s: GameSession, elapsed: float) -> None:
        """Let a bot's turn be heard: its words' time less ``elapsed`` (the time they have
        already been heard), or until a key in key mode."""
        assert self._skip is not None
        spent = self.speaker.reset_pacing()
        if s.over or s.human_to_move:  # the player's own turn needs no wait
            if not s.over:  # but a person taking the keys must not get the last one's key
                left = self.audio.speech_backlog()
                # ``own``, of those words, the bot's own turn's: the hand-over's (the news,
                # "Your turn, Mary.") came after it
                if left is None:  # estimated: the bot's share of their whole time, from
                    # their start (with a screen reader that time is capped, so its share
                    # is too: review rf79, capped alone it took the hand-over's words too)
                    whole = bot_wait(spent, 0.0, Pace.NORMAL.value, text_only=self.audio.text_only,
                                     scale=self.pace_scale)
                    share = max(0.0, spent - s.turn_words) / spent if spent > 0 else 0.0
                    words = max(0.0, whole - elapsed)
                    own = max(0.0, whole * share - elapsed)
                else:
                    words = left * self.pace_scale
                    own = max(0.0, left - s.turn_words) * self.pace_scale
                # nothing spoken aloud (speech none: a screen reader or a braille display
                # reads the lines): the bot's turn and "Your turn, Sam." show at once, and
                # no key hurries words the game is not saying, so the guard is its own time
                # from the hand-over (playtests qq135, qt139: a child's D 1.5 to 2.5 s after
                # her name showed was refused as "during Yellow's turn")
                if left is not None or not self.audio.text_only:
                    s.guard_words(words, own)
                # a key before the last word of a bump cuts it: see GameSession.draw
                s.news_for(words - s.news_tail * self.pace_scale)
            self._skip.clear()
            return
        try:
            if Pace(s.pace) is Pace.KEY:
                self._tell_key_wait(s)
                # only a key pressed now lets the next bot go: one pressed while this bot
                # played (a double tap) would skip a turn's words unheard (playtest c3)
                self._skip.clear()
                self.holding = True  # the prompt line says so (see SorryApp._prompt_text)
                self.application.invalidate()
                try:
                    await self._skip.wait()
                finally:
                    self.holding = False
                    self.application.invalidate()
            elif not await self._hear_out(s):
                delay = bot_wait(spent, elapsed, s.pace, text_only=self.audio.text_only,
                                 scale=self.pace_scale)
                if delay > 0:
                    await asyncio.wait_for(self._skip.wait(), delay)
        except asyncio.TimeoutError:
            pass
        self._skip.clear()

    async def _hear_out(self, s: GameSession, gap: bool = True) -> bool:
        """With the game's own voice, wait until it has said what it has to say (all but
        the pace's :data:`VOICE_LEAD`), then the pace's :data:`VOICE_GAP` (with ``gap``),
        or until a key; False, having waited for nothing, when what it has still to say is
        not known (a screen reader, text only), where an estimate paces the bots."""
        assert self._skip is not None
        if self.audio.speech_backlog() is None:
            return False
        pace = Pace(s.pace)
        lead, pause = VOICE_LEAD[pace], VOICE_GAP[pace] * gap
        loop = asyncio.get_running_loop()
        last, moved = None, loop.time()
        while not self._skip.is_set() and s is self.session:
            left = self.audio.speech_backlog()
            if left is None or left * self.pace_scale <= lead:
                break
            if last is None or left != last:  # said on, or more to say (an answer and
                last, moved = left, loop.time()  # the lines it cut: AudioOutput.resume)
            elif loop.time() - moved > VOICE_STALL:  # not playing: wait no more
                break
            with suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._skip.wait(), min(left - lead, VOICE_POLL))
        if pause * self.pace_scale > 0 and not self._skip.is_set():
            with suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._skip.wait(), pause * self.pace_scale)
        return True

    def _tell_key_wait(self, s: GameSession) -> None:
        """Once a game, in words, that the bots wait for a key: said every turn it is noise."""
        if not s.key_wait_told:
            s.key_wait_told = True
            self.speaker.tell("ui.key_wait", False)
