"""Bots are paced so they can be heard, any key skips ahead, and input never freezes."""

from __future__ import annotations

import asyncio
import time

from rigging import stacked_game

from sorry_audio.audio import recording_output
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game
from sorry_audio.ui.headless import Headless


def rig(s, position: str, pile: list[Card]) -> Game:
    game = s.game = stacked_game(position, pile, seed=3)
    return game


def audio_with(seconds_per_line: float):
    audio = recording_output()
    audio.estimate_seconds = lambda text: seconds_per_line
    return audio


async def all_forfeit(h: Headless, pace: str | None = None):
    """You, Blue and Yellow bots, every pawn in START and a pile of 4s: each turn forfeits."""
    await h.press("2")
    s = h.app.session
    if pace is not None:
        s.pace = pace
    rig(s, "r r=S,S,S,S b=S,S,S,S y=S,S,S,S", [Card.FOUR] * 9)
    return s


async def held_for_a_key(h: Headless):
    """In wait-for-a-key pace, draw: Blue forfeits and Yellow's turn waits for a key."""
    s = await all_forfeit(h, "key")
    h.pipe.send_text("d")
    await h.wait(lambda: s.game.cards_drawn == 2 and h.app.bots_busy)
    return s


def test_bot_turns_wait_about_as_long_as_their_words_take():
    async def main():
        async with Headless(seed=5, audio=audio_with(0.1), pace_scale=1.0) as h:
            s = await all_forfeit(h)
            start = time.monotonic()
            await h.press("d")  # everyone forfeits a 4; back to you
            elapsed = time.monotonic() - start
            assert s.human_to_move and s.game.cards_drawn == 3
            # your 4 lines plus Blue's 3 are heard before Yellow plays: about 0.7 s
            assert 0.5 <= elapsed < 3.0, elapsed
    asyncio.run(main())


def test_faster_pace_waits_less():
    async def timed(pace: str) -> float:
        async with Headless(seed=5, audio=audio_with(0.1), pace_scale=1.0) as h:
            await all_forfeit(h, pace)
            start = time.monotonic()
            await h.press("d")
            return time.monotonic() - start

    async def main():
        fast, slow = await timed("fast"), await timed("slow")
        assert fast < slow
    asyncio.run(main())


def test_wait_for_a_key_mode_holds_each_bot_turn_until_a_key_which_silences_it():
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            await asyncio.sleep(0.2)
            assert s.game.to_move == Colour.YELLOW and s.game.cards_drawn == 2  # held
            stops = h.audio.stops
            await h.press("x")  # any key: skip ahead (and no "key does nothing")
            assert s.human_to_move and s.game.cards_drawn == 3
            assert h.audio.stops > stops
            assert "That key does nothing" not in " ".join(h.spoken[-4:])
    asyncio.run(main())


async def against(h: Headless, bot):
    """You (forfeiting a 4) against ``bot`` as Yellow, who has a 5 to play from 20 or 30."""
    await h.press("1")
    s = h.app.session
    rig(s, "r r=S,S,S,S y=20,30,S,S", [Card.FOUR, Card.FIVE, Card.FOUR])
    s.bots[Colour.YELLOW] = bot
    return s


class SlowBot:
    """Stands in for the hard bot at its slowest."""

    def __init__(self, seconds: float):
        self.seconds = seconds

    def choose(self, view) -> int:
        time.sleep(self.seconds)
        return 0


def test_keys_answer_while_a_bot_is_thinking():
    async def main():
        async with Headless(seed=5) as h:
            s = await against(h, SlowBot(0.5))
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.to_move == Colour.YELLOW and s.game.card is not None)
            start = time.monotonic()
            mark = h.app.keys_handled
            h.pipe.send_text("s")  # scores, while the bot thinks
            await h.wait(lambda: h.app.keys_handled > mark)
            answered = time.monotonic() - start
            assert answered < 0.25 and h.spoken[-1] == s.narrator.scores(s.position)
            assert h.app.bots_busy
            await h.settle()
            assert s.human_to_move
    asyncio.run(main())


def test_game_menu_pauses_the_bots_until_resumed():
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            mark = h.app.keys_handled
            h.pipe.send_text("\x1b")  # Escape: the game menu (also skips the wait)
            await h.wait(lambda: h.app.keys_handled > mark)
            await asyncio.sleep(0.2)
            assert h.app.menus and s.game.cards_drawn == 2  # paused
            await h.press("1")  # resume
            await h.settle()
            assert s.human_to_move and s.game.cards_drawn == 3
    asyncio.run(main())


class BrokenBot:
    def choose(self, view) -> int:
        raise ValueError("bot fell over")


def test_a_failing_bot_is_reported_in_words_and_plays_its_first_option():
    async def main():
        async with Headless(seed=5) as h:
            s = await against(h, BrokenBot())
            await h.press("d")
            said = h.spoken
            assert "Sorry, something went wrong: bot fell over. The game goes on." in said
            assert len(h.app.errors) == 1 and not h.app.bots_busy
            h.app.errors.clear()  # the error this test caused on purpose
            assert s.human_to_move and s.position.pawns(Colour.YELLOW)[0] == 25  # option 1
            await h.press("s")
            assert h.spoken[-1] == s.narrator.scores(s.position)
            assert h.app.application.is_running
    asyncio.run(main())
