"""A table of bots only: the listener is a spectator, with no hand and no pawns, so the
keys that speak from "your" side speak from the table's (playtest z16)."""

from __future__ import annotations

import asyncio
import random
import re

from sorry_audio.bots import Advice
from sorry_audio.bots.advisor import Advisor
from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card, deck_cards
from sorry_audio.core.game import Game
from sorry_audio.core.position import parse_position
from sorry_audio.ui.headless import SEQUENCES, Headless, run_headless
from sorry_audio.ui.session import GameSession

R, B = Colour.RED, Colour.BLUE


async def held(h: Headless, points: bool) -> None:
    """Two easy bots at the wait-for-a-key pace, a few turns in, the next bot held."""
    h.app.start_game(GameConfig((Seat(R, "easy"), Seat(B, "easy")), first=R, pace="key",
                                points=points))
    s = h.app.session
    for _ in range(4):
        played = s.game.cards_drawn if not points else s.cards_played
        s._handed_at = None  # the last bot's turn heard: this D is no bounce of the last
        h.pipe.send_text("d")  # goes on
        await h.wait(lambda p=played: (s.game.cards_drawn if not points else s.cards_played) > p)
        await asyncio.sleep(0.05)


async def answered(h: Headless, key: str) -> list[str]:
    mark, handled = len(h.spoken), h.app.keys_handled
    h.pipe.send_text(key)
    await h.wait(lambda: h.app.keys_handled > handled)
    return h.said_since(mark)


def test_shift_r_at_a_table_of_bots_recaps_the_round_since_the_player_to_move_last_played():
    async def body(h):
        await held(h, points=False)
        s = h.app.session
        said = await answered(h, "R")
        name = s.name(s.game.to_move)
        assert said[0] == f"Since {name}'s last turn:", said
        assert said[1:] == s.log.since(s.game.to_move) and len(said) > 1
        assert "You have no pawns in this game." not in said
    run_headless(body)


def test_k_at_a_point_score_table_of_bots_counts_the_pile_and_every_hand():
    async def body(h):
        await held(h, points=True)
        s = h.app.session
        g = s.game
        said = await answered(h, "k")
        unseen = len(g.deck.pile) + sum(len(g.hand(c)) for c in (R, B))
        assert re.match(rf"{unseen} cards not yet seen, in the pile and the players' hands: ",
                        said[0]), said
        assert "your own hand" not in said[0]
    run_headless(body)


def test_at_a_table_of_bots_v_points_to_shift_v_and_t_says_the_bots_wait_for_a_key():
    async def body(h):
        await held(h, points=False)
        s = h.app.session
        assert await answered(h, "v") == [
            "You have no pawns in this game: Shift+V says each player's pawns, one player "
            "at a time."]
        await h.wait(lambda: h.app.holding)  # the bot's turn is over and the next is held
        said = await answered(h, "t")
        assert said == [f"{s.name(s.game.to_move)}'s turn to draw.",
                        "The bots wait for D, Space or Enter."]
    run_headless(body)



def test_at_a_table_of_bots_u_has_no_move_to_take_back():
    async def body(h):
        await held(h, points=False)
        s = h.app.session
        played = s.game.cards_drawn
        assert await answered(h, "u") == [
            "There is no move of yours to take back: the U key takes back a move you chose "
            "among several."]
        assert h.app.session is s and s.game.cards_drawn >= played
    run_headless(body)


def watch(h: Headless, position: str, cards: list[Card], verbosity: str = "normal",
          red: str | None = "hard") -> GameSession:
    """A game of Red (the hard bot; None: a person) and Blue (an easy bot) at the
    wait-for-a-key pace, rigged at ``position`` with ``cards`` to draw first (the rest of a
    deck after them), not yet begun."""
    h.app.start_game(GameConfig((Seat(R, red), Seat(B, "easy")), first=R, pace="key",
                                verbosity=verbosity))
    s = h.app.session
    pos = parse_position(position)
    game = Game(pos.seated, pos.rules, rng=random.Random(5), position=pos)
    rest = deck_cards()  # a whole deck: what H weighs reads its counts
    for card in cards:
        rest.remove(card)
    game.deck.pile = rest + list(reversed(cards))
    s.game = game
    return s


async def go_on(h: Headless) -> list[str]:
    """D: the next bot plays its turn and is held; what was said."""
    s = h.app.session
    mark, played = len(h.spoken), s.game.cards_drawn
    s._handed_at = None  # the last bot's turn heard: this D is no bounce of the last
    h.pipe.send_text("d")
    await h.wait(lambda: s.game.cards_drawn > played and h.app.holding)
    return h.said_since(mark)


def test_a_table_of_bots_hears_once_which_cards_bring_a_pawn_out_of_start():
    async def body(h):
        watch(h, "r r=S,S,S,S b=S,S,S,S", [Card.TWELVE, Card.SEVEN, Card.FOUR])
        said = await go_on(h) + await go_on(h) + await go_on(h)
        assert "Red cannot use the 12: all Red's pawns are in start, and only a 1 or a 2 " \
               "brings one out, or a SORRY! once an opponent's pawn is on the track. The " \
               "card is lost." in said, said
        # once for the table, not again for the next bot
        assert "Blue cannot use the 7: all Blue's pawns are in start." in said, said
        assert "Red cannot use the 4: all Red's pawns are in start." in said, said
    run_headless(body)


def test_a_bots_only_move_is_marked_at_a_table_of_bots_and_in_full_but_not_in_brief():
    position, cards = "r r=Z4,S,S,S b=S,S,S,S", [Card.FOUR, Card.SEVEN]
    heard: dict[str, list[str]] = {}
    for verbosity in ("normal", "full", "brief"):
        async def body(h, verbosity=verbosity):
            watch(h, position, cards, verbosity)
            heard[verbosity] = await go_on(h)
        run_headless(body)
    assert "Red moves pawn 1 back 4 out of the safety zone to square 59. It had no other " \
           "move." in heard["normal"], heard
    assert "Red moves pawn 1 back 4 from safety zone square 4 to square 59, passing safety " \
           "zone squares 3, 2 and 1. It had no other move." in heard["full"], heard
    assert not any("no other move" in line for line in heard["brief"]), heard


def test_with_a_person_at_the_table_a_bots_only_move_is_marked_in_full_only():
    heard: dict[str, list[str]] = {}
    for verbosity in ("normal", "full"):
        async def body(h, verbosity=verbosity):
            s = watch(h, "b r=S,S,S,S b=Z4,S,S,S", [Card.FOUR, Card.SEVEN], verbosity,
                      red=None)
            mark = len(h.spoken)
            await h.press("t")  # any key: the bot goes first, and plays on to your turn
            await h.wait(lambda: s.human_to_move)
            heard[verbosity] = h.said_since(mark)
        run_headless(body)
    assert any(line.endswith("to square 14, passing safety zone squares 3, 2 and 1. It had "
                             "no other move.") for line in heard["full"]), heard
    assert not any("no other move" in line for line in heard["normal"]), heard


def test_f1_at_a_table_of_bots_starts_with_a_spectators_keys():
    async def body(h):
        await held(h, points=False)
        await h.wait(lambda: h.app.holding)
        said = await answered(h, SEQUENCES["f1"])
        assert said[1].startswith("To start with, at a table of bots: D, Space or Enter lets "
                                  "the bots go on when they wait for a key, P sets their "
                                  "pace, B says the board, Shift+V each player's pawns"), said
        assert not any("V your pawns" in line for line in said), said
    run_headless(body)


def test_f1_with_a_person_at_the_table_still_starts_with_a_players_keys():
    async def body(h):
        await h.press("1")  # a quick game against one bot
        mark = len(h.spoken)
        await h.press("f1")
        said = h.said_since(mark)
        assert said[1].startswith("To start with: D draws"), said
    run_headless(body)


async def hint_heard(h: Headless) -> list[str]:
    """H, and what it said once its hint was worked out."""
    mark, handled = len(h.spoken), h.app.keys_handled
    h.pipe.send_text("h")
    await h.wait(lambda: h.app.keys_handled > handled and h.app._hint_task is None)
    return h.said_since(mark)


def test_h_at_a_table_of_bots_weighs_the_last_bots_card_against_the_hard_bots_pick():
    async def body(h):
        watch(h, "r r=14,25,S,S b=16,S,S,S", [Card.TWELVE, Card.TEN])
        await go_on(h)  # Red, the hard bot, plays its 12
        said = await hint_heard(h)
        # the moves by what they do, not by numbers a watcher never heard (review rz134)
        assert re.fullmatch(r"Red's 12: Red played pawn [12] forward 12 to square (26|37), "
                            r"which the hard bot would play too\.", said[0]), said
        # once a run, before the hint whose "your" it explains (playtest qp133)
        assert said[1] == "The hint speaks as if you played Red."
        assert said[2].startswith("Hint: pawn ") and len(said) == 3, said
        assert "option" not in " ".join(said), said
        await go_on(h)  # Blue's 10
        said = await hint_heard(h)
        assert said[0].startswith("Blue's 10: Blue played ") and len(said) == 2, said
        assert said[1].startswith("Hint: "), said
    run_headless(body)


def test_h_at_a_table_of_bots_says_what_the_hard_bot_would_have_played_instead(monkeypatch):
    async def body(h):
        s = watch(h, "r r=14,25,S,S b=16,S,S,S", [Card.TWELVE, Card.TEN])
        await go_on(h)  # Red plays its 12; the stand-in hard bot would play the other option
        assert s.watched is not None
        played = s.watched[1]
        other = 1 - played
        moves = ["pawn 1 forward 12 to square 26", "pawn 2 forward 12 to square 37"]
        monkeypatch.setattr(s, "advisor", Advisor(
            advise=lambda view, rng=None: Advice(other, False)))
        said = await hint_heard(h)
        assert said[0] == (f"Red's 12: Red played {moves[played]}. The hard bot would have "
                           "played another move:")
        assert said[-1].startswith(f"Hint: {moves[other]}."), said
        monkeypatch.setattr(s, "advisor", Advisor(
            advise=lambda view, rng=None: Advice(other, True, frozenset({played}))))
        said = await hint_heard(h)
        assert said[0] == (f"Red's 12: Red played {moves[played]}, about as good as the "
                           "hard bot's own pick:")
    run_headless(body)


def test_h_at_a_table_of_bots_says_a_forced_card_had_one_move_and_before_any_what_h_does():
    async def body(h):
        watch(h, "r r=Z4,S,S,S b=S,S,S,S", [Card.FOUR, Card.SEVEN])
        said = await hint_heard(h)  # (the key lets the first bot play, after its words)
        assert said[0] == (
            "At a table of bots, H tells what the hard bot would have played with the last "
            "card a bot played, and why. No bot has played a card yet."), said
        await h.wait(lambda: h.app.holding)
        assert await hint_heard(h) == [
            "Red's 4 had one move only: pawn 1 back 4 out of the safety zone to square 59, "
            "Red's safety entry."]
    run_headless(body)


def test_h_at_a_table_of_bots_answers_at_a_timed_pace_and_the_bots_keep_playing():
    """At a timed pace H only hurried the bots and said nothing (cg131): at a table of
    bots it asks, as B does, and the bots go on at their pace."""
    from sorry_audio.audio import recording_output

    audio = recording_output()
    audio.estimate_seconds = lambda text: 1.0  # each line a second: a bot's turn takes time

    async def body(h):
        s = watch(h, "r r=14,25,S,S b=16,S,S,S", [Card.TWELVE, Card.TEN])
        s.pace = "slow"
        h.pipe.send_text("d")  # the held first bot goes, then each at the slow pace
        await h.wait(lambda: s.watched is not None, timeout=10)
        assert h.app.bots_busy
        mark, handled = len(h.spoken), h.app.keys_handled
        h.pipe.send_text("h")
        await h.wait(lambda: h.app.keys_handled > handled and h.app._hint_task is None)
        said = h.said_since(mark)
        assert any(line.startswith("Red's 12: Red played pawn") for line in said), said
        drawn = s.game.cards_drawn
        await h.wait(lambda: s.game.cards_drawn > drawn, timeout=20)  # the bots play on
    run_headless(body, audio=audio, pace_scale=1.0)


def test_h_at_a_table_of_bots_with_the_games_own_voice_says_the_cut_lines_after_it():
    """Review rz134: H's answer, worked out off the event loop, cut the bots' lines queued
    meanwhile (a bump among them) with nothing said again; now it pre-empts them as B does,
    and they are said after it."""
    import dataclasses
    import time

    from test_audio_preempt import voiced

    output, queued, _ = voiced()

    async def body(h):
        s = watch(h, "r r=14,25,S,S b=16,S,S,S", [Card.TWELVE, Card.TEN])
        s.pace = "slow"
        real = s.advisor.advise

        asked: list[int] = []  # the lines queued when the hint began to be worked out

        def slow(view, rng=None):  # the hint comes after the bots have said a line more
            asked.append(len(queued))  # (a fixed half second fell, 2 runs in 10, inside a
            end = time.monotonic() + 10  # bot's wait, with no line in it)
            while len(queued) <= asked[0] and time.monotonic() < end:
                time.sleep(0.01)
            return real(view, rng)
        s.advisor = dataclasses.replace(s.advisor, advise=slow)
        h.pipe.send_text("d")
        await h.wait(lambda: s.watched is not None, timeout=10)
        handled = h.app.keys_handled
        h.pipe.send_text("h")
        await h.wait(lambda: h.app.keys_handled > handled)
        await h.wait(lambda: h.app._hint_task is None, timeout=10)
        before = asked[0]
        await asyncio.sleep(0.2)
        at = next(i for i, name in enumerate(queued) if name.startswith("Red's 12"))
        waiting = [name for name in queued[before:at] if not name.startswith("Red's 12")]
        assert waiting  # the bots went on while the hint was worked out
        # every game line handed on between the key and the answer is said again after it
        assert all(name in queued[at + 1:] for name in waiting), (waiting, queued[at:])
    try:
        run_headless(body, audio=output, pace_scale=1.0)
    finally:
        output.close()


def test_a_continued_game_s_replay_uses_up_no_lesson():
    """Review rz134: the cards a Continue replays are not heard, yet a slide among them
    marked the run's slide lesson as said, so no game of the run gave it."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.lessons import Lessons

    async def body(h):
        h.app.start_game(GameConfig((Seat(R, "hard"), Seat(B, "easy")), first=R, pace="key"))
        s = h.app.session
        said: list[str] = []
        while not any("slides down" in line for line in said):
            said += await go_on(h)
            assert s.game.cards_drawn < 300
        assert DEFAULT_CATALOG.say("ev.slide_lesson.other") in said  # heard in play
        fresh = Lessons()  # the next run's
        back = GameSession.restored(s.saved(), h.app.speaker, None, None, fresh)
        assert fresh.rules == set() and back.narrator.taught is fresh.rules
    run_headless(body, seed=3)


def test_f1_at_a_table_of_bots_in_the_point_score_game_names_no_h():
    """Review rz134: F1 named H, which there has nothing to weigh and says so."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.ui.keymap import Mode, first_lines

    points = first_lines(Mode.GAME, DEFAULT_CATALOG, "points", watching=True)
    drawing = first_lines(Mode.GAME, DEFAULT_CATALOG, None, watching=True)
    assert " H " not in points[0] and "K the cards, Shift+R" in points[0]
    assert "H what the hard bot would have played" in drawing[0]

    async def body(h):
        await held(h, points=True)
        await h.wait(lambda: h.app.holding)
        said = await answered(h, SEQUENCES["f1"])
        assert said[1] == points[0], said
    run_headless(body)


def test_h_after_a_continue_at_a_table_of_bots_weighs_the_last_card_played():
    async def body(h):
        h.app.start_game(GameConfig((Seat(R, "hard"), Seat(B, "easy")), first=R, pace="key"))
        s = h.app.session
        for _ in range(6):
            await go_on(h)
        assert s.watched is not None
        back = GameSession.restored(s.saved(), h.app.speaker, None, None, None)
        assert back.watched is not None and back.watched[1] == s.watched[1]
        assert back.watched[0].position == s.watched[0].position
        assert back.watched[0].cards_drawn == s.watched[0].cards_drawn
    run_headless(body, seed=3)


def test_a_bots_2_that_cannot_bring_a_pawn_out_says_why_once_at_a_table_of_bots():
    """Playtest qp133: a player hears why their 1 or 2 brought no pawn out (their own pawn
    on the start square); a watcher heard only the forced move."""
    async def body(h):
        watch(h, "r r=1,S,S,S b=S,S,S,S", [Card.TWO, Card.FOUR, Card.SEVEN])
        said = await go_on(h)
        at = said.index("None of Red's pawns comes out of start while its own pawn 1 is on "
                        "its start square.")
        assert said[at - 1] == "Red draws a 2." and said[at + 1] == (
            "Red moves pawn 1 forward 2 to square 3. It had no other move."), said
        assert said.count(said[at]) == 1
    run_headless(body)
