"""Bots are paced so they can be heard, any key skips ahead, and input never freezes."""

from __future__ import annotations

import asyncio
import time

import pytest
from rigging import stacked_game

from sorry_audio.audio import Cue, recording_output
from sorry_audio.audio.mixer import HeldCues
from sorry_audio.audio.output import Cut, RecordingOutput
from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.position import parse_position
from sorry_audio.ui.handover import AFTER_WORDS_GUARD, HANDOVER_GUARD, REPEAT_GUARD
from sorry_audio.ui.headless import Headless
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.setup import TEXT_ONLY_WAIT, bot_wait


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


async def answered(h: Headless, key: str) -> list[str]:
    """Press ``key`` while the bots are held (the app does not settle), until it is handled;
    what it said."""
    mark, said = h.app.keys_handled, len(h.spoken)
    h.pipe.send_text(key)
    await h.wait(lambda: h.app.keys_handled > mark)
    return h.said_since(said)


async def three_bots_waiting_for_a_key(h: Headless):
    """You, Blue, Yellow and Green, three bots in a row at the wait-for-a-key pace; only
    Yellow has a move to make with its 4s."""
    await h.press("3")
    s = h.app.session
    s.pace = "key"
    rig(s, "r r=S,S,S,S b=S,S,S,S y=20,30,S,S g=S,S,S,S", [Card.FOUR] * 12)
    return s


async def yellow_held(h: Headless):
    """Three bots waiting for a key: your 4 is lost, Blue plays and is held; D lets it go,
    and Yellow plays and is held."""
    s = await three_bots_waiting_for_a_key(h)
    h.pipe.send_text("d")  # your 4 is lost; Blue plays and is held
    await h.wait(lambda: s.game.cards_drawn == 2 and h.app.holding)
    h.pipe.send_text("d")  # Blue's turn heard: Yellow goes, and is held
    await h.wait(lambda: s.game.to_move == Colour.GREEN and h.app.holding)
    return s


def test_a_bot_turn_waits_for_its_own_words_not_for_yours():
    """Your lines are yours to hear: Blue's turn waits for Blue's words only (0.3 s here),
    not for your draw's as well (the wait used to be 2.4 s, after Yellow's turn was said)."""
    async def main():
        audio = recording_output()
        audio.estimate_seconds = lambda text: 1.0 if text.startswith("You") else 0.1
        async with Headless(seed=5, audio=audio, pace_scale=1.0) as h:
            s = await all_forfeit(h)
            start = time.monotonic()
            await h.press("d")  # everyone forfeits a 4; back to you
            elapsed = time.monotonic() - start
            assert s.human_to_move and s.game.cards_drawn == 3
            assert 0.25 <= elapsed < 1.5, elapsed
    asyncio.run(main())


def stamp_lines(h: Headless) -> list[tuple[float, str]]:
    """Each line the app prints from now on, with the time it was printed."""
    stamped: list[tuple[float, str]] = []
    show = h.app.speaker.printer

    def printer(line: str) -> None:
        stamped.append((time.monotonic(), line))
        show(line)

    h.app.speaker.printer = printer
    return stamped


def gap_after(stamped: list[tuple[float, str]], line: str) -> float:
    """Seconds from ``line`` to the line printed after it."""
    index = [text for _, text in stamped].index(line)
    return stamped[index + 1][0] - stamped[index][0]


def test_a_bot_that_draws_a_2_draws_again_at_once_and_its_whole_turn_is_paced():
    """Silence after "draws again" sounded like a hang: the extra card follows at once,
    and the wait after the turn covers both cards' words (6 lines of 0.3 s here)."""
    async def main():
        async with Headless(seed=5, audio=audio_with(0.3), pace_scale=1.0) as h:
            s = await all_forfeit(h)
            rig(s, "r r=S,S,S,S b=S,S,S,S y=S,S,S,S", [Card.FOUR, Card.TWO] + [Card.FOUR] * 6)
            stamped = stamp_lines(h)
            await h.press("d")
            assert s.human_to_move and s.game.cards_drawn == 4
            assert gap_after(stamped, "Blue drew a 2 and draws again.") < 0.5
            assert gap_after(stamped, "Blue moves pawn 1 back 4 to square 12.") >= 1.5
            # the pause comes before the next bot's name, not between its name and its draw
            assert gap_after(stamped, "Yellow's turn.") < 0.5
    asyncio.run(main())


class TextOnlyOutput(RecordingOutput):
    """Nothing is spoken aloud: a screen reader reads the printed lines."""

    text_only = True


def test_text_only_bot_turns_wait_a_bounded_time_however_long_their_words():
    """With speech none the game cannot know when the screen reader is done: a turn of
    30 estimated seconds waits at most TEXT_ONLY_WAIT (3 s, scaled by 0.1 here)."""
    async def main():
        audio = TextOnlyOutput()
        audio.estimate_seconds = lambda text: 10.0
        async with Headless(seed=5, audio=audio, pace_scale=0.1) as h:
            s = await all_forfeit(h)
            start = time.monotonic()
            await h.press("d")
            elapsed = time.monotonic() - start
            assert s.human_to_move and s.game.cards_drawn == 3
            assert 0.25 <= elapsed < 2.0, elapsed
    asyncio.run(main())


def test_bot_wait_is_the_turns_words_less_the_time_already_gone():
    assert bot_wait(2.0, 0.5, "normal", text_only=False) == 1.5
    assert bot_wait(2.0, 0.5, "fast", text_only=False) == pytest.approx(0.3)
    assert bot_wait(2.0, 4.0, "slow", text_only=False) == 0.0  # a long think: no more wait
    assert bot_wait(20.0, 0.0, "normal", text_only=False) == 20.0  # speech is heard out
    assert bot_wait(20.0, 0.0, "normal", text_only=True) == TEXT_ONLY_WAIT
    assert bot_wait(1.0, 0.0, "normal", text_only=True) == 1.0


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
            await h.press("d")  # D goes on, silencing what was still being said
            assert s.human_to_move and s.game.cards_drawn == 3
            assert h.audio.stops > stops
            assert "Wait: it is" not in " ".join(h.spoken[-4:])  # not taken as your draw
    asyncio.run(main())


def test_wait_for_a_key_mode_says_once_a_game_that_it_waits_for_a_key(monkeypatch):
    monkeypatch.setattr("sorry_audio.ui.handover.LET_GO_GUARD", 0.0)  # D, D: both count

    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            told = h.app.catalog.say("ui.key_wait")
            assert h.spoken[-1] == told and h.printed[-1] == told
            await h.press("d")  # Yellow's turn, then yours
            h.pipe.send_text("d")  # Blue's turn is held again, without the words
            await h.wait(lambda: s.game.cards_drawn == 5 and h.app.bots_busy)
            await asyncio.sleep(0.2)
            assert s.game.cards_drawn == 5 and h.spoken.count(told) == 1  # held, said once
            await h.press("d")
    asyncio.run(main())


def test_c_while_a_bot_is_held_says_whose_turn_it_is_not_draw_a_card():
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            assert s.game.to_move == Colour.YELLOW and s.game.card is None
            mark = len(h.spoken)
            await answered(h, "c")  # answered; at this pace it does not end the wait
            assert h.said_since(mark) == ["Yellow's turn to draw."]
            await asyncio.sleep(0.2)
            assert h.app.bots_busy and s.game.cards_drawn == 2
            mark = len(h.spoken)
            await h.press("d")  # D goes on: Yellow plays, and its turn is not said again
            await h.wait(lambda: s.human_to_move)
            assert h.said_since(mark) == [
                "Yellow draws a 4.", "Yellow cannot use the 4: all Yellow's pawns are in start.",
                "Your turn."]
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_keys_that_tell_answer_and_the_bots_stay_held(monkeypatch):
    """Playtest z16: at this pace every key that answered also let the next bot play, so
    two questions between bot turns were not possible.  Now B, V, S, T, K, the history and
    W answer, each as often as asked, and only D, Space or Enter lets the bot go on."""
    monkeypatch.setattr("sorry_audio.ui.handover.LET_GO_GUARD", 0.0)  # D, D: both count

    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            for key in ("b", "v", "s", "k", ",", "w", "t"):
                await answered(h, key)
            await asyncio.sleep(0.2)
            assert h.app.bots_busy and s.game.to_move == Colour.YELLOW
            assert s.game.cards_drawn == 2  # still held
            assert h.spoken[-2:] == ["Yellow's turn to draw.",  # T, and why nothing moves
                                     "The bots wait for D, Space or Enter."]
            assert s.narrator.scores(s.position) in h.spoken
            # playtest a1: H, a digit, Up or a key with no use let the bot play, their
            # answer lost; now each says what it says at any time, and the bots stay held
            for key, said in (("h", h.app.catalog.say("ui.hint_only_yours")),
                              ("1", "Wait: it is Yellow's turn."),
                              ("\x1b[A", "Wait: it is Yellow's turn."),
                              ("x", h.app.catalog.say("ui.key_does_nothing"))):
                assert await answered(h, key) == [said], key
            await asyncio.sleep(0.2)
            assert s.game.cards_drawn == 2
            h.pipe.send_text(" ")  # Space goes on: Yellow plays, then it is your turn
            await h.wait(lambda: s.human_to_move)
            assert s.game.cards_drawn == 3
            h.pipe.send_text("d")  # your 4 forfeits; Blue plays; Yellow is held again
            await h.wait(lambda: s.game.cards_drawn == 5 and h.app.bots_busy)
            await asyncio.sleep(0.2)
            assert s.game.cards_drawn == 5
            h.pipe.send_text("\r")  # and Enter goes on
            await h.wait(lambda: s.human_to_move)
            assert s.game.cards_drawn == 6
    asyncio.run(main())


def test_p_away_from_the_wait_for_a_key_pace_lets_the_held_bot_go_on():
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            await h.press("p")  # the next pace after "wait for a key" (it wraps to fast)
            assert s.pace != "key"
            await h.wait(lambda: s.human_to_move)
            assert s.game.cards_drawn == 3
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
        # a long wait after each bot's turn, at a timed pace
        async with Headless(seed=5, audio=audio_with(2.0), pace_scale=1.0) as h:
            s = await all_forfeit(h)
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.cards_drawn == 2 and h.app.bots_busy)
            mark = h.app.keys_handled
            h.pipe.send_text("\x1b")  # Escape: the game menu (also skips the wait)
            await h.wait(lambda: h.app.keys_handled > mark)
            await asyncio.sleep(0.2)
            assert h.app.menus and s.game.cards_drawn == 2  # paused
            await h.press("1")  # resume
            await h.settle()
            assert s.human_to_move and s.game.cards_drawn == 3
    asyncio.run(main())


def test_a_key_with_no_meaning_in_the_game_menu_opened_during_the_bots_turns_says_so():
    """Playtest qm128: in the game menu opened while the bots played, D and J printed only
    the prompt, in silence, as if they had hurried the bots (whom the menu holds)."""
    async def main():
        async with Headless(seed=5, audio=audio_with(2.0), pace_scale=1.0) as h:
            s = await all_forfeit(h)
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.cards_drawn == 2 and h.app.bots_busy)
            mark = len(h.spoken)
            for key in "\x1bdj":  # the game menu, then two keys it has no use for
                handled = h.app.keys_handled
                h.pipe.send_text(key)
                await h.wait(lambda n=handled: h.app.keys_handled > n)
            await asyncio.sleep(0.2)
            nothing = h.app.catalog.say("ui.key_does_nothing")
            assert h.said_since(mark)[-2:] == [nothing, nothing]
            assert h.app.menus and s.game.cards_drawn == 2  # still held by the menu
            await h.press("1")  # resume
            await h.settle()
            assert s.human_to_move and s.game.cards_drawn == 3
            assert not s.typed_ahead  # the menu's D drew nothing, and is not kept to draw
    asyncio.run(main())


def test_a_move_a_bot_was_thinking_of_waits_for_the_game_menu_and_can_win_after_it():
    """Review ac29: Escape while the bot chose opened the menu, and the move was still
    played and said over it; a winning one left the player in the game menu of a game
    over, with no end menu (so no Play again, and no U to take the loss back)."""
    async def main():
        async with Headless(seed=5) as h:
            await h.press("1")
            s = h.app.session
            rig(s, "r r=S,S,S,S y=Z5,H,H,H", [Card.FOUR, Card.ONE])  # Yellow's 1 wins
            s.bots[Colour.YELLOW] = SlowBot(0.5)
            h.pipe.send_text("d")  # your 4 is lost; Yellow thinks
            await h.wait(lambda: s.game.to_move == Colour.YELLOW and s.game.card is not None)
            mark = len(h.spoken)
            h.pipe.send_text("\x1b")  # the game menu, while Yellow thinks
            await asyncio.sleep(1.0)
            assert h.said_since(mark) == ["Game menu. Resume, 1 of 5"] and not s.over
            h.pipe.send_text("\r")  # Resume: the move is played now
            await h.wait(lambda: s.over)
            await h.settle()
            said = h.said_since(mark)
            assert said[1:4] == ["Resume.", "Yellow's turn: Yellow has a 1 to play.",
                                 "Yellow moves pawn 1 forward 1 home."]
            assert said[-1].startswith("Play again: Yellow won")  # the end menu, after all
            assert [m.title for m in h.app.menus] == ["Game over"] and not h.app.errors
    asyncio.run(main())


def test_a_bot_turn_held_by_the_game_menu_is_paced_after_resume():
    """Playtest ad30: after Resume the held move and the next bot's whole turn came within
    half a second: the Enter that chose Resume counted as a key that skips the wait."""
    async def main():
        async with Headless(seed=5, audio=audio_with(1.0), pace_scale=1.0) as h:
            await h.press("2")
            s = h.app.session
            rig(s, "r r=S,S,S,S b=20,30,S,S y=S,S,S,S", [Card.FOUR, Card.FIVE, Card.FOUR])
            s.bots[Colour.BLUE] = SlowBot(0.5)
            h.pipe.send_text("d")  # your 4 is lost; Blue thinks about its 5
            await h.wait(lambda: s.game.to_move == Colour.BLUE and s.game.card is not None)
            h.pipe.send_text("\x1b")  # the game menu, while Blue thinks
            await asyncio.sleep(1.0)
            mark = len(h.spoken)
            resumed = time.monotonic()
            h.pipe.send_text("\r")  # Resume
            await h.wait(lambda: "Yellow's turn." in h.said_since(mark))
            # Blue's two lines (a second each here) are heard before Yellow's turn begins
            assert time.monotonic() - resumed > 1.5
            assert h.said_since(mark)[2] == "Blue moves pawn 1 forward 5 to square 25."
            await h.settle()
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_the_game_menu_keeps_the_bots_held_after_resume():
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            mark = h.app.keys_handled
            h.pipe.send_text("\x1b")  # Escape: the game menu
            await h.wait(lambda: h.app.keys_handled > mark)
            mark = h.app.keys_handled
            h.pipe.send_text("1")  # resume
            await h.wait(lambda: h.app.keys_handled > mark and not h.app.menus)
            await asyncio.sleep(0.2)
            assert h.app.bots_busy and s.game.cards_drawn == 2  # still waiting for a key
            await h.press("d")
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


def test_a_turns_words_are_timed_from_when_they_were_first_queued():
    """With brief verbosity the draw waits for the play, so nothing is heard while the bot
    thinks: that time must not shorten the wait, nor time the game menu held the bots."""
    from sorry_audio.ui.botturns import _Heard

    class Clock:
        now = 10.0

        def time(self) -> float:
            return self.now

    class Words:
        spoken_seconds = 0.0

    clock, words = Clock(), Words()
    heard = _Heard(clock, words)  # type: ignore[arg-type]
    heard.paused(5.0)  # the menu before any word: nothing to take off
    heard.check()  # the draw, held back: no words yet
    clock.now = 12.0  # two seconds of thinking
    words.spoken_seconds = 1.5  # the play, with the draw, is said now
    heard.check()
    clock.now = 12.5
    assert heard.elapsed() == 0.5
    heard.paused(0.25)  # the game menu, opened while the words were heard
    clock.now = 13.0
    heard.check()  # later parts do not move the start
    assert heard.elapsed() == 0.75


def test_t_in_the_pause_says_the_next_bots_turn_once_and_the_recap_keeps_it():
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)  # Blue has played; Yellow's turn waits for a key
            assert "Yellow's turn." not in h.spoken  # held, to come with Yellow's draw
            await answered(h, "t")  # whose turn: Yellow's (and Yellow stays held)
            assert h.spoken[-2] == "Yellow's turn to draw." and h.app.bots_busy
            await h.press("d")  # goes on
            await h.wait(lambda: s.human_to_move)
            at = h.spoken.index("Yellow draws a 4.")
            assert h.spoken[at - 2:at] == ["Yellow's turn to draw.",
                                           "The bots wait for D, Space or Enter."]
            assert "Yellow's turn." not in h.spoken  # said once, by T
            await h.press("R")  # the recap names every turn all the same
            assert "Yellow's turn." in h.spoken[-6:]
    asyncio.run(main())


def test_a_game_continued_during_the_bots_turns_says_whose_turn_it_is(tmp_path):
    """A playtester who left while the bots played heard the board on Continue, then a bot
    playing, with no word of whose turn it was."""
    from sorry_audio.ui.savegame import SaveStore

    store = SaveStore(tmp_path / "game.json")

    async def main():
        async with Headless(seed=5) as h:
            await h.press("2")  # a real game (a rigged one would not replay)
            s = h.app.session
            s.pace = "key"
            while not (s.game.to_move == Colour.YELLOW and h.app.bots_busy):
                h.pipe.send_text("d" if s.game.phase is Phase.DRAW else "1")
                await h.wait(lambda: not s.human_to_move or s.game.phase is Phase.CHOOSE)
            assert s.game.card is None  # Yellow's turn waits for a key, before its draw
            assert store.save(s.saved()) is None
        async with Headless(seed=5, saves=store) as h:
            mark = len(h.spoken)
            await h.press("9")  # Continue
            s = h.app.session
            board = s.narrator.board(s.position)
            said = h.said_since(mark)
            # the seats from yours, then who plays now and after (playtests b2, d4)
            assert "You play Red. Blue is a normal bot. Yellow is a normal bot. Yellow plays " \
                   "now, then you, then Blue." in said[0]
            assert said[1:2 + len(board)] == [*board, "Yellow's turn to draw."]
            await h.wait(lambda: s.human_to_move)
            assert h.spoken.count("Yellow's turn.") == 0  # not said a second time as it draws
    asyncio.run(main())


def test_choosing_to_wait_for_a_key_where_no_bot_follows_a_bot_says_why_it_never_waits():
    """Playtest a1: against one bot, "wait for a key" seemed to do nothing, unexplained."""
    async def main():
        for bots, said in ((1, True), (2, False)):
            async with Headless(seed=5) as h:
                await h.press(str(bots))  # a quick game against that many bots
                s = h.app.session
                while s.pace != "key":
                    await h.press("p")
                told = h.app.catalog.say("ui.pace_no_wait")
                assert (h.spoken[-1] == told) is said, h.spoken[-2:]
                assert h.spoken[-1 - said] == ("Bot pace: wait for a key. P again: fast. "
                                                "Shift+P: slow.")
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_a_second_d_as_the_turn_comes_back_is_no_draw():
    """Playtest c3: D to let the held bot go, then D again at once, drew (and played) the
    player's own card before the bot's turn was heard."""
    async def main():
        async with Headless(seed=5) as h:
            s = await held_for_a_key(h)
            h.pipe.send_text("d")  # Yellow goes, and the turn comes back at once
            await h.wait(lambda: s.human_to_move)
            await h.press("d")  # the double tap's second D
            assert h.spoken[-1] == h.app.catalog.say("ui.handover_guard.alone")
            assert s.game.cards_drawn == 3  # nothing drawn
            s._handed_at -= 1.0  # the half second is over: this D is the player's own
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.cards_drawn > 3)
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_a_key_pressed_while_the_bot_plays_does_not_skip_the_next_wait():
    """Only a key pressed while the bots wait lets them go: a double tap that lands while
    the released bot still plays would skip the next bot's turn unheard (playtest c3)."""
    async def main():
        async with Headless(seed=5) as h:
            s = await three_bots_waiting_for_a_key(h)
            s.bots[Colour.YELLOW] = SlowBot(0.3)  # Yellow has two moves to think over
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.cards_drawn == 2 and h.app.holding)
            h.app.release()  # D: Yellow goes
            await h.wait(lambda: s.game.to_move == Colour.YELLOW and s.game.card is not None)
            assert not h.app.holding
            h.app.release()  # a second D while Yellow thinks
            await h.wait(lambda: s.game.to_move == Colour.GREEN and h.app.holding)
            await asyncio.sleep(0.2)
            assert s.game.cards_drawn == 3 and h.app.holding  # Green still waits
            await h.press("d")
            assert s.human_to_move
    asyncio.run(main())


def test_a_d_typed_during_the_bots_turns_is_said_to_have_drawn_nothing_when_yours_comes():
    """Playtest ak37: "1 d" typed fast, the d landed in the bots' turns, where it only cut
    their wait, and the turn came back on a bare "Your turn.": now it says the d drew
    nothing, in full once a game and in short after that (playtest qe119: the bare draw
    prompt told a player to press the key just pressed)."""
    async def main():
        async with Headless(seed=5, audio=audio_with(0.5), pace_scale=1.0) as h:
            s = await all_forfeit(h, "normal")
            for told in ("ui.typed_ahead.alone", "ui.typed_ahead_again.alone"):
                mark, turns = len(h.spoken), s.game.cards_drawn
                h.pipe.send_text("d")  # your card (a 4, lost), and Blue's turn begins
                await h.wait(lambda turns=turns: h.app.bots_busy
                             and s.game.cards_drawn > turns + 1)
                h.pipe.send_text("d")  # typed ahead, in Blue's or Yellow's turn
                await h.wait(lambda turns=turns: s.human_to_move
                             and s.game.cards_drawn == turns + 3)
                await h.settle()
                said = h.said_since(mark)
                assert said[-1] == h.app.speaker.text(told), said
                assert s.game.phase is Phase.DRAW  # nothing drawn for you
            # a turn with no key typed ahead says nothing of it
            mark = len(h.spoken)
            await h.press("d")
            assert s.human_to_move and s.game.phase is Phase.DRAW
            assert not any("drew nothing" in line
                           or line in ("Press D or Space to draw.",
                                       "Press D, Space or Enter to draw.")
                           for line in h.said_since(mark))
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_a_d_before_the_bot_is_held_is_said_to_have_done_nothing():
    """Playtest an39: at the wait-for-a-key pace, D pressed while a bot still played (not
    yet held) neither let it go nor drew, and vanished without a word.  The D that lets a
    held bot go is no such key: it did what it is for."""
    async def main():
        async with Headless(seed=5) as h:
            await h.press("3")  # you, Blue, Yellow and Green
            s = h.app.session
            s.pace = "key"
            rig(s, "r r=S,S,S,S b=S,S,S,S y=20,30,S,S g=S,S,S,S", [Card.FOUR] * 12)
            s.bots[Colour.YELLOW] = SlowBot(0.3)
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.cards_drawn == 2 and h.app.holding)
            assert not s.typed_ahead
            h.pipe.send_text("d")  # lets Blue's held turn go: not typed ahead
            await h.wait(lambda: s.game.to_move == Colour.YELLOW and not h.app.holding)
            assert not s.typed_ahead
            h.pipe.send_text("d")  # while Yellow thinks: does nothing
            await h.wait(lambda: s.game.to_move == Colour.GREEN and h.app.holding)
            assert s.typed_ahead
            mark = len(h.spoken)
            s._handed_at -= 1.0  # Yellow's turn heard: not a bounce of the D that let Blue go
            h.pipe.send_text("d")  # lets Green go; your turn
            await h.wait(lambda: s.human_to_move)
            await h.settle()
            assert h.said_since(mark)[-1] == h.app.catalog.say("ui.typed_ahead.alone")
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_a_bounced_d_does_not_let_a_second_bot_go_unheard():
    """Playtest ba52: D, then D again 50 or 100 ms later (a hand's bounce, a held key), let
    the next bot play and the one after it too, with no stop between their turns."""
    async def main():
        async with Headless(seed=5) as h:
            s = await yellow_held(h)
            stops = h.audio.stops
            for _ in range(3):  # the bounce, and a held key's repeats
                assert (await answered(h, "d")) == []
            assert s.game.to_move == Colour.GREEN and h.app.holding
            assert h.audio.stops == stops  # Yellow's words are not cut either
            s._handed_at -= 1.0  # Yellow's turn has been heard: a D now is the player's
            h.pipe.send_text("d")
            await h.wait(lambda: s.game.cards_drawn == 4)
    asyncio.run(main())


class _Voice(RecordingOutput):
    """The game's own voice, as far as pacing sees it: each line takes ``per_line`` seconds
    to say, after what is queued (an interrupting line, or a stop, cuts the queue)."""

    def __init__(self, per_line: float) -> None:
        super().__init__()
        self.per_line, self.end = per_line, 0.0
        self.ahead: list[tuple[str, float]] = []  # each line, and what was still to say

    def announce(self, text: str, interrupt: bool = False, again: bool = False) -> None:
        now = time.monotonic()
        self.ahead.append((text, 0.0 if interrupt else max(0.0, self.end - now)))
        super().announce(text, interrupt, again)
        self.end = (now if interrupt else max(self.end, now)) + self.per_line

    def stop(self) -> None:
        super().stop()
        self.end = 0.0

    def speech_backlog(self) -> float | None:
        return max(0.0, self.end - time.monotonic())


def test_with_the_games_own_voice_a_bot_plays_once_the_voice_has_said_what_came_before():
    """Review az51: with the built-in voice each bot's turn was paced by its own words
    only, queued behind the player's: the game ran 4 to 10 s ahead of its voice, and
    "Your turn." came up to 35 s after the turn began."""
    async def main():
        audio = _Voice(0.05)
        async with Headless(seed=5, audio=audio, pace_scale=1.0) as h:
            await all_forfeit(h, "normal")
            h.pipe.send_text("d")  # your 4 is lost; then Blue's and Yellow's are
            await h.wait(lambda: h.app.session.human_to_move and h.app.session.game.cards_drawn
                         == 3)
            turns = [(text, ahead) for text, ahead in audio.ahead
                     if text in ("Blue's turn.", "Yellow's turn.")]
            assert [text for text, _ in turns] == ["Blue's turn.", "Yellow's turn."]
            assert all(ahead == 0.0 for _, ahead in turns)  # all said before each bot plays
    asyncio.run(main())


def test_with_the_games_own_voice_a_moves_cues_and_the_doorbell_sound_with_its_words():
    """Review az51: the doorbell rang when the turn began, 13 to 29 s before the "Your
    turn." behind the bots' words still to be said, and a bump's thud before its words."""
    async def main():
        audio = _Voice(0.4)
        async with Headless(seed=5, audio=audio, pace_scale=1.0) as h:
            s = await all_forfeit(h, "fast")  # fast: a bot plays with a second still to say
            h.pipe.send_text("d")
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            await h.settle()
            bell = max(i for i, (cue, _) in enumerate(audio.played) if cue is Cue.YOUR_TURN)
            assert audio.delays[bell] > 0.3  # behind Yellow's words, not at once
            draws = [i for i, (cue, _) in enumerate(audio.played) if cue is Cue.DRAW]
            assert all(audio.delays[i] > 0 for i in draws[1:])  # the bots' draws, queued
    asyncio.run(main())


def test_alone_at_the_wait_for_a_key_pace_your_draw_is_not_held_for_the_last_bots_words():
    """Review bd55: the guard meant for a hot seat's next person ran for the last bot's
    words when one player alone let it go, and refused that player's own draws."""
    async def main():
        async with Headless(seed=5, audio=audio_with(1.0), pace_scale=1.0) as h:
            s = await held_for_a_key(h)  # Blue has played and is held
            await h.wait(lambda: h.app.holding)
            h.pipe.send_text("d")  # Blue's turn heard: Yellow plays, then it is your turn
            await h.wait(lambda: s.human_to_move)
            s._handed_at -= 0.6  # the key's own half second is over; Yellow's words are not
            said = await answered(h, "d")
            assert said[0] == "You draw a 4." and s.game.cards_drawn >= 4
    asyncio.run(main())


def test_a_voice_that_stops_playing_does_not_hold_the_bots_for_ever():
    """Review bd55: a sound device that stopped taking sound left the voice's backlog where
    it was, and the bots waited for it in silence, for good."""
    async def main():
        audio = _Voice(0.0)
        audio.speech_backlog = lambda: 5.0  # never said
        async with Headless(seed=5, audio=audio, pace_scale=1.0, timeout=10.0) as h:
            s = await all_forfeit(h, "normal")
            start = time.monotonic()
            h.pipe.send_text("d")
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            assert time.monotonic() - start < 8.0  # given up on, turn by turn
    asyncio.run(main())


class _AskedVoice(_Voice):
    """The game's own voice that a question pre-empts (AudioOutput.preempt): the game's
    lines not yet said in full are handed back, to be said after the answer."""

    def __init__(self, per_line: float) -> None:
        super().__init__(per_line)
        self.lines: list[tuple[str, bool, float]] = []  # each line, again?, when it ends
        self.cuts: list[tuple[str, ...]] = []

    def announce(self, text: str, interrupt: bool = False, again: bool = False) -> None:
        if interrupt:
            self.lines = []
        super().announce(text, interrupt, again)
        self.lines.append((text, again, self.end))

    def preempt(self) -> Cut | None:
        now = time.monotonic()
        cut = tuple(text for text, again, end in self.lines if again and end > now)
        self.cuts.append(cut)
        self.lines, self.end = [], 0.0
        return Cut(cut, HeldCues([]))

    def resume(self, cut: Cut) -> None:
        for text in cut.lines:
            self.announce(text, False, True)


BLUE_FORFEITS = ("Blue's turn.", "Blue draws a 4.",
                 "Blue cannot use the 4: all Blue's pawns are in start.")


def test_with_the_games_own_voice_a_question_during_a_bots_move_says_the_move_after_it():
    """Review az51: T, S, V or B during a bot's move cut the move, and the turns queued
    behind it, unheard (a pawn of yours bumped among them), and let the next bot play at
    once.  Now the answer comes first, then the lines it cut, and the bots wait for them."""
    async def main():
        audio = _AskedVoice(0.6)
        async with Headless(seed=5, audio=audio, pace_scale=1.0) as h:
            s = await all_forfeit(h, "normal")
            h.pipe.send_text("d")  # your 4 is lost; Blue's turn is said, and waited for
            await h.wait(lambda: "Blue draws a 4." in h.spoken and h.app.bots_busy)
            mark = len(h.spoken)
            await answered(h, "t")
            # Blue has played (its words still being said): it is Yellow's turn
            assert audio.cuts[-1] == BLUE_FORFEITS
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            assert h.said_since(mark) == [
                "Yellow's turn to draw.",  # T's answer at once, then what it cut
                *BLUE_FORFEITS,
                "Yellow draws a 4.",  # not "Yellow's turn." again: T said it
                "Yellow cannot use the 4: all Yellow's pawns are in start.", "Your turn."]
            assert dict(audio.ahead)["Yellow draws a 4."] == 0.0  # Blue's all said first
            # the history keeps whose turn it was, unsaid (playtest pa67: Comma went from
            # Blue's move to "Yellow draws a 4.")
            history = h.app.speaker.history
            at = history.index("Yellow draws a 4.")
            assert history[at - 1] == "Yellow's turn." and history.count("Yellow's turn.") == 1
    asyncio.run(main())


async def during_blues_wait(h: Headless, pace: str, monkeypatch) -> tuple:
    """Your 4 lost at ``pace``: Blue has played and its turn is being waited for; the
    session, and a list that gets an item each time the app lets the bots go on."""
    s = await all_forfeit(h, pace)
    released: list[int] = []
    real = h.app.release
    monkeypatch.setattr(h.app, "release", lambda: (released.append(1), real())[1])
    h.pipe.send_text("d")
    await h.wait(lambda: "Blue draws a 4." in h.spoken and h.app.bots_busy)
    return s, released


def test_a_question_while_the_bots_play_does_not_hurry_them(monkeypatch):
    """A key that only asks answers; the bots keep their pace (any other key still skips
    ahead), with a screen reader as with the game's own voice."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s, released = await during_blues_wait(h, "slow", monkeypatch)
            for key in ("t", "s", "v", ",", "?", "R"):  # F1 and the recap ask too
                await answered(h, key)
            assert released == [] and s.game.cards_drawn == 2  # Blue's wait goes on
            await answered(h, "x")  # a key with no use skips ahead, as before
            assert released == [1]
    asyncio.run(main())


def test_a_key_that_cut_the_bots_words_has_your_turn_say_what_they_did_to_your_pawns():
    """Review az51: D pressed to hurry the bots (or any key) cut their words, and with
    them a pawn of yours bumped; the turn now says it, as a hot seat's does."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            await h.press("2")
            s = h.app.session
            s.pace = "slow"
            rig(s, "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S", [Card.THREE, Card.FIVE, Card.FOUR,
                                                       Card.FOUR, Card.FOUR])
            h.pipe.send_text("d")  # your 3; Blue's 5 bumps you; Yellow's 4 is lost
            await h.wait(lambda: "Blue draws a 5." in h.spoken and h.app.bots_busy)
            h.pipe.send_text("d")  # hurry: the rest of Blue's words are cut
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            await h.settle()
            said = h.spoken[h.spoken.index("Your turn."):]
            at = said.index("Since your last turn:")
            assert said[at + 1] == "Your pawn 4 on square 35 was bumped back to start by Blue."
            # the news, then what to press: here, that the D typed ahead drew nothing
            assert said[-1] == h.app.catalog.say("ui.typed_ahead.alone")
            assert s.news_unheard()
            s.pace = "fast"
            mark = len(h.spoken)
            await h.press("d")  # at once, cutting that news: said again, first (review
            assert h.said_since(mark)[:3] == [  # bl63: else this bump is never heard)
                "Since your last turn:",
                "Your pawn 4 on square 35 was bumped back to start by Blue.", "You draw a 4."]
            mark += 3
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 6)
            await h.settle()
            # no key during the bots: this turn has no news to tell
            assert "Since your last turn:" not in h.said_since(mark)
    asyncio.run(main())


async def drawn(h: Headless) -> list[str]:
    """D pressed (and the bots' turns after it, if any); what was said."""
    mark = len(h.spoken)
    await h.press("d")
    return h.said_since(mark)


async def bumped_by_yellow(h: Headless, card: Card):
    """Against one bot: your 3 takes pawn 4 to square 35, Yellow's 5 bumps it; your turn,
    with ``card`` to draw, Yellow's words still being said."""
    await h.press("1")
    s = h.app.session
    rig(s, "r r=H,H,H,32 y=H,H,H,30", [Card.THREE, Card.FIVE, card, Card.FOUR])
    await h.press("d")
    await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 2)
    return s


def test_a_draw_that_cuts_the_last_bots_bump_says_the_bump_first():
    """Review bg58: the last bot's move is still being said as your turn begins (the bots
    are done); a D then cut its bump of your pawn, and nothing said it later.  Now the
    draw says it first ("Since your last turn: ..."), then your card."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s = await bumped_by_yellow(h, Card.FOUR)
            assert s.news_unheard()
            mark = len(h.spoken)
            await h.press("d")
            said = h.said_since(mark)
            assert said[:3] == ["Since your last turn:",
                                "Your pawn 4 on square 35 was bumped back to start by Yellow.",
                                "You draw a 4."]
            assert h.audio.spoken[-len(said)][1] is True  # the news cuts in, the card follows
    asyncio.run(main())


def test_a_draw_after_the_turns_words_were_heard_says_no_news_again():
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s = await bumped_by_yellow(h, Card.FOUR)
            s._news_until = 0.0  # all heard by now
            assert (await drawn(h))[0] == "You draw a 4."
    asyncio.run(main())


def test_at_the_wait_for_a_key_pace_the_key_that_lets_a_held_bot_go_cuts_nothing(
        monkeypatch):
    """Review bg58: with a screen reader, the D that let a held bot go counted as cutting
    its words, so every turn repeated the bumps though the bots had waited for you."""
    monkeypatch.setattr("sorry_audio.ui.handover.LET_GO_GUARD", 0.0)

    async def main():
        async with Headless(seed=5) as h:
            s = await yellow_held(h)
            assert not s.words_cut  # Blue's words had all the time they needed
    asyncio.run(main())


def test_a_draw_that_cuts_the_last_bots_words_does_not_retell_an_earlier_bots_bump():
    """Playtest bi60: Blue's bump was heard in full, Yellow's move (no bump) was still
    being said as the player drew: the draw said Blue's bump again."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            await h.press("2")  # Blue and Yellow bots
            s = h.app.session
            s.pace = "fast"
            rig(s, "r r=H,H,H,32 b=H,H,H,30 y=H,H,H,S", [Card.THREE, Card.FIVE, Card.FOUR,
                                                       Card.FOUR, Card.FOUR])
            h.pipe.send_text("d")  # your 3; Blue's 5 bumps you, heard; Yellow's 4 is lost
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            assert s.news_unheard()  # Yellow's words still being said
            assert (await drawn(h))[0] == "You draw a 4."
    asyncio.run(main())


def test_after_a_2_the_second_draw_does_not_retell_the_bump_the_first_told():
    """Playtest bi60: the draw after a 2 said "Since your last turn" again, and that the
    pawn "has moved since", of the pawn the player had just moved."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s = await bumped_by_yellow(h, Card.TWO)
            mark = len(h.spoken)
            await h.press("d")  # cuts the bump: said first; the 2 takes the pawn out
            said = h.said_since(mark)
            assert said[:3] == ["Since your last turn:",
                                "Your pawn 4 on square 35 was bumped back to start by Yellow.",
                                "You draw a 2."]
            assert s.drawing_again
            assert (await drawn(h))[0] == "You draw a 4."
    asyncio.run(main())


def test_p_while_the_bots_play_changes_the_pace_without_skipping_the_turn_being_said(
        monkeypatch):
    """Playtest bi60: P, pressed to slow the bots down, skipped the wait after the very
    turn it was pressed to hear."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s, released = await during_blues_wait(h, "normal", monkeypatch)
            assert (await answered(h, "p")) == [
                "Bot pace: slow. P again: wait for a key. Shift+P: normal."]
            assert released == [] and s.pace == "slow" and s.game.cards_drawn == 2
    asyncio.run(main())


def test_the_window_in_which_a_draw_cuts_a_bump_ends_with_the_bumps_last_word():
    """Review bl63: the window ran to the end of "Your turn." and the prompt, so a D
    during them said again a bump heard in full.  It leaves out what is said after the
    last line that could tell of a bump."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s = await bumped_by_yellow(h, Card.FOUR)
            assert h.spoken[-1] == "Your turn." and not s.words_cut
            assert s.news_tail == pytest.approx(h.audio.estimate_seconds("Your turn."))
            s._news_until -= s.news_tail  # the bump heard; "Your turn." being said
            assert s.news_unheard()
            s._news_until = time.monotonic()  # a moment on: the bump's last word is said
            assert (await drawn(h))[0] == "You draw a 4."
    asyncio.run(main())


def test_enter_pressed_during_the_bots_turns_is_said_to_have_drawn_nothing_as_d_is():
    """Review bl63: Enter draws against bots, yet one pressed during their turns went by
    in silence where D's is told at the turn."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            s = await all_forfeit(h, "slow")
            h.pipe.send_text("d")
            await h.wait(lambda: "Blue draws a 4." in h.spoken and h.app.bots_busy)
            s.began_at -= 2.0  # a game under way: not the menu's Enter
            mark = len(h.spoken)
            h.pipe.send_text("\r")  # hurries the bots; draws nothing
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            await h.settle()
            assert h.said_since(mark)[-1] == h.app.catalog.say("ui.typed_ahead.alone")
            assert s.game.phase is Phase.DRAW
    asyncio.run(main())


async def points_bumped_by_blue(h: Headless, hand: list[Card]):
    """The Point Score game against one bot: your 3 (card 1 of ``hand``) takes pawn 4 to
    square 35, Blue's 5 bumps it; your turn, with your hand said."""
    h.app.start_game(GameConfig((Seat(Colour.RED), Seat(Colour.BLUE, "easy")),
                                first=Colour.RED, points=True, pace="normal"))
    await h.settle()
    s = h.app.session
    pos = parse_position("r r=H,H,H,32 b=H,H,H,30")
    s.game._set(pos.locs, pos.to_move)
    s.game._by_card = {}
    s.game.hands[Colour.RED] = hand
    s.game.hands[Colour.BLUE] = [Card.FIVE] * 5
    await h.press("1", "1")
    await h.wait(lambda: s.human_to_move and not h.app.bots_busy)
    return s


def test_in_the_point_score_game_the_hand_said_at_your_turn_cuts_no_bump():
    """Review bm64: the hand, said after "Your turn." at every Point Score turn, was
    left out of what follows the bump's last word, so a D during it said the bump
    again."""
    async def main():
        async with Headless(seed=5, audio=audio_with(0.5), pace_scale=1.0) as h:
            mark = len(h.spoken)
            s = await points_bumped_by_blue(h, [Card.THREE] * 5)
            said = h.said_since(mark)
            bump = max(i for i, line in enumerate(said) if "bumped" in line)
            assert said[bump + 1:] == ["Your turn.", said[-1]] and said[-1].startswith(
                "Your hand")
            assert s.news_tail == pytest.approx(2 * 0.5)  # both after the bump's last word
    asyncio.run(main())


def test_in_the_point_score_game_a_pick_that_cuts_the_last_bots_bump_says_it_first():
    """Review bm64: only the draw told a bump again, and the Point Score game has no
    draw: a quick pick cut the last bot's bump, and nothing said it."""
    async def main():
        async with Headless(seed=5, audio=audio_with(0.5), pace_scale=1.0) as h:
            s = await points_bumped_by_blue(h, [Card.THREE] * 4 + [Card.ONE])
            assert s.news_unheard()  # the bump's words still being said
            mark = len(h.spoken)
            await h.press("4")  # the 1, picked at once
            said = h.said_since(mark)
            assert said[:2] == ["Since your last turn:",
                                "Your pawn 4 on square 35 was bumped back to start by Blue."]
            assert h.audio.spoken[mark][1] is True and h.audio.spoken[mark + 2][1] is False
    asyncio.run(main())


def test_a_key_during_an_earlier_bots_turn_does_not_repeat_the_last_bots_bump_just_said():
    """Playtests pa67 and pd72: a key during the bots' turns (Shift+S, or D to hurry them)
    had the turn repeat, at once, a swap or bump the last bot's own line had just said after
    that key ("Since your last turn:" then the same line again).  A key that cut nothing of
    it leaves no news to tell; a draw that cuts that line still says it first."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            await h.press("2")  # against two bots: Blue, then Yellow
            s = h.app.session
            s.pace = "slow"
            rig(s, "r r=H,H,H,32 b=H,H,H,S y=H,H,H,30", [Card.THREE, Card.FOUR, Card.FIVE,
                                                       Card.FOUR, Card.FOUR])
            h.pipe.send_text("d")  # your 3; Blue's 4 is lost; Yellow's 5 bumps you
            await h.wait(lambda: "Blue draws a 4." in h.spoken and h.app.bots_busy)
            h.pipe.send_text("d")  # hurry: Blue's words are cut; Yellow's follow, whole
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            await h.settle()
            said = h.spoken[h.spoken.index("Blue draws a 4."):]
            bump = "Your pawn 4 on square 35 was bumped back to start by Yellow."
            assert said.count(bump) == 1 and "Since your last turn:" not in said
            assert said[-1] == h.app.catalog.say("ui.typed_ahead.alone")  # the D drew nothing
            s.pace = "fast"
            mark = len(h.spoken)
            await h.press("d")  # at once, cutting Yellow's bump: said again, first
            assert h.said_since(mark)[:3] == ["Since your last turn:", bump, "You draw a 4."]
    asyncio.run(main())


def test_a_key_that_cut_a_bump_in_the_last_bots_turn_keeps_the_news():
    """A bot's 2 bumps your pawn, and a key cuts its words before its next card: that bump
    was not heard, so your turn says it, though no other turn came between."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            await h.press("1")  # against one bot: Yellow
            s = h.app.session
            s.pace = "slow"
            rig(s, "r r=H,H,H,32 y=H,H,H,33", [Card.THREE, Card.TWO, Card.FOUR, Card.FOUR])
            bot_draw = s.bot_draw

            def key_then_draw() -> None:  # a key between Yellow's 2 and its next card
                if s.drawing_again:
                    h.app.hush()
                bot_draw()
            s.bot_draw = key_then_draw
            mark = len(h.spoken)
            await h.press("d")  # your 3 to square 35; Yellow's 2 bumps you, then its 4
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            await h.settle()
            said = h.said_since(mark)
            bump = "Your pawn 4 on square 35 was bumped back to start by Yellow."
            assert said[said.index("Since your last turn:") + 1] == bump
    asyncio.run(main())


def an_blue_mary(h: Headless) -> None:
    """A hot seat: An, a hard bot (Blue), then Mary; An's 3 will bump Mary's pawn on 35 and
    Blue's 4 is lost, so Blue's turn and Mary's news and turn are said together."""
    R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW
    h.app.start_game(GameConfig((Seat(R, None, "An"), Seat(B, "hard"), Seat(Y, None, "Mary")),
                                first=R))
    h.app.session.game = stacked_game("r r=H,H,H,32 b=H,H,H,S y=H,H,H,35",
                                      [Card.THREE, Card.FOUR, Card.FIVE], under=[Card.FOUR] * 5)


def a_second_a_line(audio: RecordingOutput) -> Headless:
    """A Headless whose every line takes a second to say or read, paced as heard."""
    audio.estimate_seconds = lambda text: 1.0
    return Headless(audio=audio, pace_scale=1.0)


def test_with_a_screen_reader_a_hot_seats_guard_is_its_own_time_from_the_hand_over():
    """Playtests qq135, qt139: with nothing spoken aloud, the bot's turn and "Your turn,
    Mary." show at once, yet the guard waited for their estimated speaking time (up to
    TEXT_ONLY_WAIT) and then more, so a D 1.5 to 2.5 s after the name showed was refused as
    "during Blue's turn".  No key hurries words the game is not saying: the guard is
    HANDOVER_GUARD from the hand-over, and a key in it came as the turn passed (review rf79:
    never "during Blue's turn" once the lines are shown)."""
    async def main():
        async with a_second_a_line(TextOnlyOutput()) as h:
            an_blue_mary(h)
            s = h.app.session
            await h.press("d")  # An's 3 bumps Mary; Blue's 4 is lost; Mary's news, her turn
            assert h.spoken[-3:] == ["Mary, since the game began:",
                                     "Your pawn 4 on square 35 was bumped back to start by An.",
                                     "Your turn, Mary: press D or Space to draw."]
            await h.press("d")  # at once: the last person's double tap, say
            assert h.spoken[-1] == "Mary, that key came as the turn passed to you: press D " \
                                   "or Space to draw."
            assert s.game.cards_drawn == 2
            s._handed_at -= HANDOVER_GUARD  # a moment on, the 3 s of words not yet "read"
            await h.press("d")
            assert s.game.cards_drawn == 3  # Mary's card
    asyncio.run(main())


async def handed_to_mary(h: Headless) -> float:
    """:func:`an_blue_mary`, An's D played: when (monotonic) the six lines after it, Blue's
    three and Mary's three, are all said, a second each."""
    an_blue_mary(h)
    handed = time.monotonic()
    await h.press("d")  # An's 3; Blue's 4 is lost; Mary's news, her turn
    assert h.spoken[-1] == "Your turn, Mary: press D or Space to draw."
    return handed + 6.0


def later(s, seconds: float) -> None:
    """The hand-over guard's clock ``seconds`` on: each of its times that much earlier."""
    s._handed_at -= seconds
    s._words_until -= seconds
    s._words_end -= seconds


def test_with_a_voice_a_hot_seats_guard_ends_soon_after_the_bots_turn_and_your_name():
    """Playtest qq135: with a bot between two people the guard ran its whole time again
    after the bot's words and "Your turn, Sam.", so a D pressed as the name was heard was
    refused.  Where the words are said aloud (and a key might hurry them), the guard waits
    for them, then only AFTER_WORDS_GUARD."""
    async def main():
        async with a_second_a_line(RecordingOutput()) as h:
            said = await handed_to_mary(h)
            s = h.app.session
            later(s, said + AFTER_WORDS_GUARD - 0.2 - time.monotonic())
            await h.press("d")  # her name just said: still the guard's
            assert h.spoken[-1] == "Mary, that key came as the turn passed to you: press D " \
                                   "or Space to draw."
            assert AFTER_WORDS_GUARD + 0.2 < HANDOVER_GUARD  # the old guard refused this too
            later(s, REPEAT_GUARD + 0.05)  # pressed again once the refusal is heard
            await h.press("d")
            assert s.game.cards_drawn == 3  # Mary's card
            assert not h.spoken[-1].startswith("Mary, that key came")
    asyncio.run(main())


def test_with_a_voice_a_key_refused_before_the_words_end_gets_the_guards_whole_time():
    """Review rz140: a key refused in the last second of the words cut them, yet the guard
    still ended half a second after where they would have ended, 0.75 s after that key:
    the last person's double tap, hurrying the bot, drew the next person's card (ba52)."""
    async def main():
        async with a_second_a_line(RecordingOutput()) as h:
            said = await handed_to_mary(h)
            s = h.app.session
            later(s, said - 0.1 - time.monotonic())  # a key 0.1 s before the last word
            await h.press("d")
            assert h.spoken[-1].startswith("Mary, that key came") and s.game.cards_drawn == 2
            later(s, 0.9)  # the double tap, 0.9 s on: it drew, the guard over 0.6 s after
            await h.press("d")
            assert s.game.cards_drawn == 2  # inside HANDOVER_GUARD from the first refusal
            later(s, REPEAT_GUARD + 0.05)  # pressed again once that refusal is heard
            await h.press("d")
            assert s.game.cards_drawn == 3
    asyncio.run(main())


def test_the_news_after_a_key_says_an_earlier_bots_bump_but_not_the_last_bots_just_said():
    """Review rf79: an older hit kept the news whole, so it said again at once the last
    bot's bump, heard in full after the key.  Now only the bump the key may have cut."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            await h.press("2")  # against two bots: Blue, then Yellow
            s = h.app.session
            s.pace = "slow"
            rig(s, "r r=H,H,29,32 b=H,H,H,24 y=H,H,H,30", [Card.THREE, Card.FIVE, Card.FIVE,
                                                          Card.FOUR, Card.FOUR])
            earlier = "Your pawn 3 on square 29 was bumped back to start by Blue."
            last = "Your pawn 4 on square 35 was bumped back to start by Yellow."
            h.pipe.send_text("d")  # your 3 (pawn 4 to 35); Blue's 5 bumps your pawn 3
            await h.wait(lambda: earlier in h.spoken and h.app.bots_busy)
            h.pipe.send_text("d")  # hurry: Blue's words are cut; Yellow's 5 bumps pawn 4
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 3)
            await h.settle()
            said = h.spoken[h.spoken.index(earlier) + 1:]
            assert said.count(last) == 1  # Yellow's own line, not the news
            at = said.index("Since your last turn:")
            assert said[at:at + 3] == ["Since your last turn:", earlier,
                                       h.app.catalog.say("ui.typed_ahead.alone")]
    asyncio.run(main())


def test_alone_the_news_after_a_key_leaves_out_a_later_bots_bump_heard_in_full():
    """Review rh84: a key in Blue's turn cut Blue's bump; Yellow's bump, said whole after
    it, came again in the news after Green's turn.  Only what came before the key."""
    async def main():
        async with Headless(seed=5, pace_scale=1.0) as h:
            await h.press("3")  # against three bots: Blue, Yellow, Green
            s = h.app.session
            s.pace = "slow"
            rig(s, "r r=H,H,29,32 b=H,H,H,24 y=H,H,H,30 g=H,H,S,S",
                [Card.THREE, Card.FIVE, Card.FIVE, Card.THREE, Card.FOUR, Card.FOUR])
            earlier = "Your pawn 3 on square 29 was bumped back to start by Blue."
            middle = "Your pawn 4 on square 35 was bumped back to start by Yellow."
            h.pipe.send_text("d")
            await h.wait(lambda: earlier in h.spoken and h.app.bots_busy)
            h.pipe.send_text("d")  # cuts Blue's words; Yellow's bump then said whole
            await h.wait(lambda: s.human_to_move and s.game.cards_drawn == 4)
            await h.settle()
            said = h.spoken[h.spoken.index(earlier) + 1:]
            assert said.count(middle) == 1
            at = said.index("Since your last turn:")
            assert said[at + 1] == earlier and middle not in said[at:]
    asyncio.run(main())


def test_while_the_bots_wait_for_a_key_the_prompt_line_says_so():
    """Playtest qd117, on a braille display: after the first turn's "The bots wait for a
    key", only nothing appearing told the game was waiting, not a bot still thinking.  The
    prompt line, redrawn in place and never in the history, says so while they wait."""
    async def main():
        async with Headless(seed=5) as h:
            assert h.app._prompt_text() == h.app.catalog.say("ui.prompt")
            s = await three_bots_waiting_for_a_key(h)
            h.pipe.send_text("d")  # your 4 is lost; Blue plays and is held
            await h.wait(lambda: s.game.cards_drawn == 2 and h.app.holding)
            held = h.app.catalog.say("ui.prompt_held")
            assert h.app._prompt_text() == held == "Sorry! (D goes on) > "
            h.pipe.send_text("\x1b")  # the game menu, where D does nothing: not said there
            await h.wait(lambda: h.app.mode is Mode.MENU)
            assert h.app.holding and h.app._prompt_text() == h.app.catalog.say("ui.prompt")
            h.pipe.send_text("\x1b")  # back in the game, still held
            await h.wait(lambda: h.app.mode is Mode.GAME)
            assert h.app._prompt_text() == held
            h.pipe.send_text("d")  # Blue's turn heard: Yellow goes
            await h.wait(lambda: s.game.to_move == Colour.GREEN and h.app.holding)
            assert h.app._prompt_text() == held
            h.app.release()  # D: Green goes, and then it is your turn: no wait
            await h.wait(lambda: s.human_to_move and not h.app.holding)
            assert h.app._prompt_text() == h.app.catalog.say("ui.prompt")
    asyncio.run(main())
