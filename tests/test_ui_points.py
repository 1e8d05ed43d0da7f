"""The Point Score game (spec 7) from setup to the end of a series, driven by keys.

Setup offers it (not with the partnership); the game starts by saying so; each turn the
hand is said, a card is picked by number or by walking the hand, put back with Escape, or
discarded when none can move; bots pick and play; the end says the points, and Play again
keeps a running total.  The saved game keeps the picks, and Continue replays them.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Phase
from sorry_audio.core.points import score_game
from sorry_audio.core.position import parse_position
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.savegame import SaveError, SaveStore, format_saved, parse_saved
from sorry_audio.ui.tabletext import table_text

say = DEFAULT_CATALOG.say
R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
POINTS_ITEM = 9  # two players: players, 2 seats of 3 items, rules, then the Point Score game


def points_game(*bots: str, **changes) -> GameConfig:
    """You (Red) against bots (Blue first, then Yellow, Green), in the Point Score game."""
    colours = (B, Y, G)[:len(bots) or 1]
    seats = (Seat(R),) + tuple(Seat(c, level) for c, level in zip(colours, bots or ("easy",),
                                                               strict=True))
    return GameConfig(seats, first=R, points=True, **changes)


async def at_the_table(h, position: str | None = None, hand: list[Card] | None = None) -> None:
    """You against an easy bot that waits for a key, the game rigged when told."""
    h.app.start_game(points_game("easy", pace="key"))
    await h.settle()
    if position is not None and hand is not None:
        rig(h, position, hand)


def rig(h, position: str, hand: list[Card]) -> None:
    """Put the game at ``position`` with the player to move holding ``hand``."""
    game = h.app.session.game
    pos = parse_position(position)
    game._set(pos.locs, pos.to_move)
    game._by_card = {}
    game.hands[pos.to_move] = list(hand)


def test_setup_offers_the_point_score_game_and_it_turns_the_partnership_off():
    async def body(h):
        await h.press("5", str(POINTS_ITEM))
        assert h.spoken[-1] == "Point Score game: off, 9 of 18"
        await h.press("enter")
        assert h.spoken[-1] == say("ui.points.set_on") + ", 9 of 18"
        model = h.app.setup_model
        config = model.config()
        assert config.points and not config.faster_setup  # the player's own choice is kept
        await h.press("down")
        assert h.spoken[-1] == say("ui.points.set_faster") + ", 10 of 18"
        await h.press("enter")  # nothing to change: the Point Score game always starts so
        assert h.spoken[-1] == ("Cannot be changed: Faster setup, one pawn out: on, as the "
                                "Point Score game always starts, 10 of 18")
        await h.press("up", "down")  # the note is said once, with the key that changed nothing
        assert h.spoken[-1] == say("ui.points.set_faster") + ", 10 of 18"
        await h.press("down", "down")  # a lone option: never played for you here (h8)
        assert h.spoken[-1] == say("ui.set.auto_points", state="on") + ", 12 of 18"
        await h.press("left")  # off: then no "but not in the Point Score game" (ai35, am38)
        assert h.spoken[-1] == "Play a single legal option automatically: off, 12 of 18"
        await h.press("right")
        await h.press("up", "up")
        await h.press("up", "enter", "down")  # the Point Score game off: the own choice back
        assert h.spoken[-1] == "Faster setup, one pawn out: off, 10 of 18"
        await h.press("up", "enter")
        await h.press("home", "right", "right")  # 4 players: the partnership item is 15
        await h.press("1", "5", "enter")
        assert h.spoken[-1].startswith("Partnership: on") and "Point Score game is off" in (
            h.spoken[-1])
        assert not model.config().points and model.config().teams
        await h.press("down", "enter")
        assert not model.config().teams and model.config().points
        assert "the partnership is off" in h.spoken[-1]
    run_headless(body)


def test_the_table_text_and_the_start_say_it_is_the_point_score_game():
    assert table_text(points_game("hard"), DEFAULT_CATALOG) == (
        "against a hard bot, the Point Score game")

    async def body(h):
        h.app.start_game(points_game("easy"))
        await h.settle()
        start = next(s for s in h.spoken if s.startswith("New game"))
        assert say("ui.variant.points") in start
        assert h.app.session.game.phase is Phase.PICK
        assert say("ui.hand.turn_first") in h.spoken
        assert any(line.startswith("Your hand: 1, ") for line in h.spoken[-3:])
    run_headless(body)


HAND = [Card.THREE, Card.ONE, Card.FOUR, Card.TEN, Card.SORRY]
AT = "r r=S,S,S,4 b=S,S,S,19"  # red: one pawn on its start square; blue: one on 19


def test_a_number_picks_a_card_its_options_follow_and_escape_puts_it_back():
    async def body(h):
        await at_the_table(h, AT, HAND)
        game = h.app.session.game
        await h.press("d")  # D says the hand: there is no drawing in this game
        assert h.spoken[-1].startswith("Your hand: 1, a 3 with 1 option; ")
        await h.press("4")  # the 10: forward 10 or back 1
        assert game.phase is Phase.CHOOSE and game.card is Card.TEN
        assert h.spoken[-4].startswith("2 options for your 10")
        # the first list of the game: how to choose, and that Escape puts the card back
        # (review rj92)
        assert h.spoken[-1] == say("ui.choose_keys.put_back", keys=say("ui.choose_keys"))
        await h.press("escape")
        assert game.phase is Phase.PICK and game.hand(R) == tuple(HAND)
        # the card stays walked to, and the hand is not said again (playtest pb68: comparing
        # cards meant the whole hand and Down from card 1 after each)
        back = say("ui.hand.put_back", card="10", number=4)
        assert back == "The 10 goes back in your hand, as card 4."
        assert h.spoken[-1] == say("ui.hand.put_back_keys", line=back)  # the keys, once
        assert not any(back in line for line in h.app.speaker.history)  # an answer (rd70)
        assert h.app.session.picks == [] and h.app.session.hand_focus == 3
        await h.press("down")  # on to the next card, the SORRY!
        assert h.spoken[-1].startswith("5: SORRY! with 1 option")
        await h.press("up", "enter", "escape")  # the 10 again, put back: no keys now
        assert h.spoken[-1] == back
        await h.press("6")
        assert h.spoken[-1] == "There is no card 6: your hand holds 5."
        mark = len(h.spoken)
        await h.press("4", "1")  # the 10 again, option 1: forward 10
        assert h.said_since(mark)[3:5] == ["You play a 10.", "You move pawn 4 forward 10 to "
                                           "square 14."], h.said_since(mark)
        assert h.app.session.picks[0] == 3 and h.app.session.choices[0] == 0  # then Blue
    run_headless(body)


def test_up_and_down_walk_the_hand_and_enter_plays_the_card_walked_to():
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("enter")
        assert h.spoken[-1] == say("ui.hand.no_focus")
        await h.press("down")
        assert h.spoken[-1].startswith("1: a 3 with 1 option")
        await h.press("up")
        assert h.spoken[-1].startswith("5: ")  # from the first, round to the last
        await h.press("up", "up")
        assert h.spoken[-1].startswith("3: a 4")
        mark = len(h.spoken)
        await h.press("enter")  # the 4: one option, said and selected, never played unheard
        assert h.app.session.picks[:1] == [2]
        assert h.said_since(mark) == ["1 option for your 4.", "1: pawn 4 back 4 to square 60",
                                      say("ui.hand.one_option")]
        mark = len(h.spoken)
        await h.press("enter")
        assert h.said_since(mark)[0] == "You play a 4."
    run_headless(body)


def test_a_card_with_no_use_is_refused_while_another_can_move():
    async def body(h):
        await at_the_table(h, "r r=S,S,S,S b=S,S,S,19",
                           [Card.THREE, Card.ONE, Card.FOUR, Card.TEN, Card.FIVE])
        game = h.app.session.game
        await h.press("1")
        assert h.spoken[-1] == h.app.session.narrator.card_unusable(Card.THREE)
        assert h.audio.played[-1][0].value == "invalid"
        assert game.phase is Phase.PICK and game.hand(R)[0] is Card.THREE
    run_headless(body)


def test_with_no_card_able_to_move_the_one_picked_is_discarded_and_the_turn_passes():
    async def body(h):
        await at_the_table(h, "r r=H,H,H,Z5 b=S,S,S,19",
            [Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE])
        await h.press("d")
        assert "choose one to discard" in " ".join(h.spoken[-2:])
        mark = len(h.spoken)
        await h.press("4")
        assert h.app.session.picks[:1] == [3]
        assert h.said_since(mark)[0].startswith("You discard an 8"), h.said_since(mark)
    run_headless(body)


def test_a_first_turn_with_no_card_to_play_says_how_to_discard_not_to_pick_one():
    """Playtest pb68: "Pick a card to play, 1 to 5, ..." then "no card can move a pawn:
    choose one to discard".  The keys to pick wait for the first turn with a card to play."""
    async def body(h):
        await at_the_table(h, "r r=H,H,H,Z5 b=S,S,S,19",
                           [Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE])
        s = h.app.session
        s.prompted.discard(R)  # as at the first turn of a game
        mark = len(h.spoken)
        s.begin_human_turn([])
        await h.settle()
        said = h.said_since(mark)
        assert said[0] == say("ui.your_turn.solo") and said[1].endswith(
            "no card can move a pawn: choose one to discard.")
        assert not any("Pick a card" in line for line in said) and R not in s.prompted
        rig(h, "r r=H,H,H,Z5 b=S,S,S,19", [Card.ONE, Card.THREE, Card.FIVE, Card.EIGHT,
                                             Card.TWELVE])
        mark = len(h.spoken)
        s.begin_human_turn([])  # a card to play: now the keys to pick one
        await h.settle()
        assert h.said_since(mark)[0] == say("ui.hand.turn_first") and R in s.prompted
    run_headless(body)


def test_bots_play_a_whole_point_score_game_and_the_points_are_said():
    async def body(h):
        seats = (Seat(R, "hard"), Seat(B, "normal"), Seat(Y, "easy"))
        h.app.start_game(GameConfig(seats, first=R, points=True, pace="fast"))
        await h.press("t")  # a key starts the bots, as leaving setup does
        await h.wait(lambda: h.app.session.over, timeout=60)
        await h.settle()
        game = h.app.session.game
        assert game.scores and game.winner is not None
        assert any(" plays a" in line for line in h.spoken)
        win = next(s for s in game.scores if s.colour is game.winner)
        assert any(line.startswith(f"{h.app.session.name(game.winner)} scores {win.total}")
                   for line in h.spoken), h.spoken[-8:]
    run_headless(body, timeout=90)


def _win_now(h) -> None:
    """Red to move, one step from winning with a 1 in hand."""
    rig(h, "r r=H,H,H,Z5 b=H,S,S,19", [Card.ONE, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE])


def test_the_end_says_the_points_s_repeats_them_and_play_again_keeps_a_total():
    async def body(h):
        await at_the_table(h)
        _win_now(h)
        await h.press("1", "1")
        s = h.app.session
        assert s.over and s.game.winner is R
        points = s.narrator.points(s.game.scores, R)
        assert points[0].startswith("You score 85")
        at = h.spoken.index(points[0])  # with the win; then the count of cards, and no
        assert h.spoken[at + 2] == "Game over after 1 card."  # standings by steps
        assert not any("standings" in line for line in h.spoken)
        await h.press("s")  # the winner first (playtest ph87)
        assert h.spoken[-len(s.summary) - 1:] == ["Game over after 1 card: you won.",
                                                  *s.summary]
        assert s.summary[:2] == points
        assert s.series.games == 1 and dict(s.series.totals) == {R: 85, B: 5}
        mark = len(h.spoken)
        await h.press("enter", "enter")  # the end menu: play again, you first
        s2 = h.app.session
        assert s2 is not s and s2.series == s.series
        # the new game starts with where the table stands (playtest h8 heard it only on S)
        start = h.said_since(mark)
        at = next(i for i, line in enumerate(start) if line.startswith("New game"))
        assert start[at + 1] == s2.narrator.totals({R: 85, B: 5}, 1)
        _win_now(h)
        await h.press("1", "1")
        assert dict(s2.series.totals) == {R: 170, B: 10} and s2.series.games == 2
        totals = s2.narrator.totals({R: 170, B: 10}, 2)
        assert totals in h.spoken
        await h.press("escape")  # the first only asks: it may have been meant for a menu
        assert h.spoken[-1].startswith("The game is over. Press Escape again")
        mark = len(h.spoken)
        await h.press("escape")  # leaving the table: its totals said, and kept
        assert h.said_since(mark)[0] == say("ui.hand.totals_kept", totals=totals)
        assert h.app.session is None
    run_headless(body)


def test_s_after_a_bots_win_names_the_winner_first():
    """Playtest ph87: S after a Point Score game said "Game over after 197 cards. Yellow
    scores 30: ..." and never who won, which S after a drawing game says first."""
    async def body(h):
        await at_the_table(h, "r r=S,S,S,4 b=H,H,H,Z5",
                           [Card.THREE, Card.FOUR, Card.FIVE, Card.EIGHT, Card.TWELVE])
        s = h.app.session
        s.game.hands[B] = [Card.ONE, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE]
        await h.press("1", "1")  # your 3; then Blue's turn, held for a key
        await h.press("d")
        await h.wait(lambda: s.over, timeout=10)
        await h.settle()
        assert s.game.winner is B
        ended = h.spoken.index("Game over after 2 cards.")  # the win was said just before
        assert any(line.startswith("Blue wins!") for line in h.spoken[ended - 4:ended])
        mark = len(h.spoken)
        await h.press("s")
        said = h.said_since(mark)
        assert said[:2] == ["Game over after 2 cards: Blue won.",
                            s.narrator.points(s.game.scores, B)[0]]
        assert said[1].startswith("Blue scores 140: ")
    run_headless(body)


def test_a_point_score_tables_totals_outlive_the_run_and_continue_starts_its_next_game(
        tmp_path):
    """Playtest ao40: quitting at the end menu (or a dead battery) lost "Totals after 2
    games" for good.  The won game leaves the table's next game in the save file, not yet
    begun, with the totals; Continue starts it, the very game Play again would have."""
    saves = SaveStore(tmp_path / "game.json")
    kept: dict[str, object] = {}

    async def first(h):
        await at_the_table(h)
        _win_now(h)
        await h.press("1", "1")
        s = h.app.session
        assert s.over and dict(s.series.totals) == {R: 85, B: 5}
        saved = saves.read()
        assert saved.games == 1 and dict(saved.totals) == {"r": 85, "b": 5}
        assert saved.cards_played == 0 and saved.seed == s.next_seed
        kept["hands"] = dict(s.next_game().game.hands)
        await h.press("c-c")  # the leave question says the totals are kept (as44)
        assert h.spoken[-1] == say("ui.confirm_quit_series")
        await h.press("n")
        # the run ends here, at the end menu, as a closed terminal would end it

    async def second(h):
        assert h.spoken[-1].endswith(
            "Continue your saved game against an easy bot, the Point Score game: its next game "
            "(totals after 1 game: you 85, Blue 5), 9 of 10"), h.spoken[-1]
        mark = len(h.spoken)
        await h.press("enter")
        s = h.app.session
        said = h.said_since(mark)
        at = next(i for i, line in enumerate(said) if line.startswith("New game"))
        assert said[at + 1] == s.narrator.totals({R: 85, B: 5}, 1)
        assert s.series.games == 1 and dict(s.game.hands) == kept["hands"]
        assert s.game.to_move is R  # the winner goes first, as Play again has it
        history = h.app.speaker.history
        assert history[0].startswith("New game") and history.count(history[0]) == 1
        g = s.game
        while s.cards_played < 4 and not s.over:  # into the second game, then left
            usable = g.usable() if g.phase is Phase.PICK else ()
            await h.press(str(usable[0] + 1) if usable else "1")
        assert saves.read().cards_played >= 4 and saves.read().games == 1

    async def third(h):  # that game continued: the table's totals, as its start said them
        # the label names them too, as a game in progress (playtest qs138: it lost them)
        assert h.spoken[-1].endswith(" cards played (totals after 1 game: you 85, Blue 5), 9 "
                                     "of 10"), h.spoken[-1]
        mark = len(h.spoken)
        await h.press("enter")
        said = h.said_since(mark)
        at = next(i for i, line in enumerate(said) if line.startswith("Your saved game is back"))
        assert said[at + 1] == h.app.session.narrator.totals({R: 85, B: 5}, 1), said[:4]

    async def again(h):  # Play again from the end menu starts that same game
        await at_the_table(h)
        _win_now(h)
        await h.press("1", "1", "enter", "enter")
        assert dict(h.app.session.game.hands) == kept["hands"]
        assert not any(line == say("ui.save_replaced") for line in h.spoken)
        # not begun: the file holds this very game with the totals, not an older one (aw48)
        await h.press("c-c")
        assert h.spoken[-1] == say("ui.confirm_quit_series")
        await h.press("n")

    run_headless(first, saves=saves)
    run_headless(second, saves=saves)
    run_headless(third, saves=saves)
    run_headless(again, saves=SaveStore(tmp_path / "again.json"))


def test_a_point_score_game_left_and_continued_is_the_same_game(tmp_path):
    saves = SaveStore(tmp_path / "game.json")
    kept: dict[str, object] = {}

    async def first(h):
        h.app.start_game(points_game("normal", "easy", pace="fast"))
        await h.settle()
        s = h.app.session
        g = s.game
        while True:  # play on until a card with a choice is picked, to leave with it
            usable = g.usable() if g.phase is Phase.PICK else ()
            several = [i for i in usable if len(g.hand_options(i)) > 1]
            if g.cards_drawn >= 40 and s.human_to_move and several:
                await h.press(str(several[0] + 1))
                break
            await h.press(str(usable[0] + 1) if usable else "1")
        assert g.phase is Phase.CHOOSE and s.chooser is not None
        kept["position"] = s.position
        kept["hands"] = dict(s.game.hands)
        kept["phase"] = s.game.phase
        kept["card"] = s.game.card
        kept["played"] = s.cards_played
        assert s.cards_played == len(s.picks) - 1  # each pick played or discarded, but this
        # saved after every key: the terminal closed now loses nothing (Escape here would
        # put the card back in the hand, not open the menu)
        data = json.loads((tmp_path / "game.json").read_text())
        assert data["picks"] == s.picks and data["config"]["points"] is True

    async def second(h):
        played = kept["played"]
        assert h.spoken[-1].endswith(f"Continue your saved game against 2 bots, the Point "
                                     f"Score game, {played} cards played, 9 of 10")
        await h.press("enter")  # the main menu opens on Continue
        s = h.app.session
        assert f"{played} cards played." in next(line for line in h.spoken
                                                 if line.startswith("Your saved game is back"))
        assert s.config.points and s.position == kept["position"]
        assert s.game.hands == kept["hands"] and s.game.phase is kept["phase"]
        assert s.game.card is kept["card"] and s.chooser is not None
        assert any(line.startswith("Your turn: you had picked") for line in h.spoken)
        await h.press("escape")  # and it can still go back in the hand
        assert s.game.phase is Phase.PICK and s.game.hands == kept["hands"]

    run_headless(first, saves=saves)
    run_headless(second, saves=saves)


def test_a_picked_card_with_one_option_is_not_played_for_you_on_continue(tmp_path):
    """Picking never plays a lone option (the card can go back), and neither does sitting
    down again with it picked (review z26: Continue played it)."""
    saves = SaveStore(tmp_path / "game.json")
    kept: dict[str, object] = {}

    async def first(h):
        h.app.start_game(points_game("easy", pace="fast"))
        await h.settle()
        s = h.app.session
        g = s.game
        while True:
            usable = g.usable() if g.phase is Phase.PICK else ()
            lone = [i for i in usable if len(g.hand_options(i)) == 1]
            # after a card played (a pick alone, put back with Escape, is no move to save:
            # playtest pb68)
            if s.human_to_move and lone and s.picks:
                await h.press(str(lone[0] + 1))
                break
            assert not s.over and g.cards_drawn < 300
            await h.press(str(usable[0] + 1) if usable else "1")
        assert g.phase is Phase.CHOOSE and len(g.options) == 1
        kept["position"], kept["hands"] = s.position, dict(g.hands)

    async def second(h):
        await h.press("enter")  # Continue
        s = h.app.session
        assert s.game.phase is Phase.CHOOSE and s.position == kept["position"]
        assert say("ui.only_option") not in h.spoken and s.chooser is not None
        await h.press("escape")  # it goes back in the hand, as before the Continue
        assert s.game.phase is Phase.PICK and s.game.hands == kept["hands"]

    run_headless(first, saves=saves)
    run_headless(second, saves=saves)


@pytest.mark.parametrize(("change", "reason"), [
    ({"picks": [0, -1]}, "the cards picked are not valid"),
    ({"picks": "1"}, "the cards picked are not valid"),
    ({"totals": {"q": 5}}, "the points of the earlier games are not valid"),
    ({"games": -2}, "the count of earlier games is not valid"),
])
def test_a_saved_point_score_game_with_bad_picks_or_totals_is_refused(change, reason):
    from sorry_audio.ui.savegame import SavedGame

    saved = SavedGame(points_game("easy"), 7, 12, (0, 1), "r r=S,S,S,4 b=S,S,S,19", (0, 2),
                      (("r", 30), ("b", 5)), 1)
    data = json.loads(format_saved(saved))
    assert parse_saved(json.dumps(data)) == saved
    data.update(change)
    with pytest.raises(SaveError, match=reason):
        parse_saved(json.dumps(data))


def test_h_before_a_pick_names_the_card_and_option_and_enter_then_picks_that_card():
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("h")
        assert h.spoken[-1] == say("ui.hand.hint_focus")  # once a game
        assert h.spoken[-2] == ("Hint: play card 5, the SORRY!: option 1, SORRY! pawn 1 from "
                                "start takes square 19 from Blue pawn 4, which has 61 steps to go. "
                                "It sends Blue pawn 4 back to start.")
        assert h.app.session.hand_focus == 4
        hint = h.spoken[-2]
        await h.press("h")  # again, the SORRY! still selected: the hint alone
        assert h.spoken[-1] == hint
        await h.press("up", "h")  # walked to card 4, H selects the SORRY! again, saying so
        assert h.spoken[-2:] == [hint, say("ui.hint_focus_again")]
        assert h.app.session.hand_focus == 4
        await h.press("enter")  # picks the SORRY!, whose one option is the hinted one
        assert h.spoken[-3:] == ["1 option for your SORRY!", h.spoken[-2],
                                 say("ui.hand.hinted_one")]
        await h.press("enter")
        s = h.app.session
        assert s.picks[0] == 4 and s.game.deck.discards.count(Card.SORRY) >= 1
        # the end's hint agreement weighs the card and its option together, from the hand
        # as it stood before the pick
        assert [(who, played) for who, _, played in s.decisions] == [(R, (Card.SORRY, 0))]
        assert s.agreement_lines() == [say("ui.agreement.you", agreed=1, total=1)]
    run_headless(body)


def test_a_pick_away_from_the_hint_counts_against_the_agreement():
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("1", "1")  # the 3 and its one option, though the SORRY! was better
        s = h.app.session
        assert [played for _, _, played in s.decisions] == [(Card.THREE, 0)]
        assert s.agreement_lines() == [say("ui.agreement.you", agreed=0, total=1)]
    run_headless(body)


def test_one_stand_in_advisor_answers_h_and_the_agreement(monkeypatch):
    """Review rl100 finding 12: the hint's advice is one object the session reads, so one
    stand-in moves H before the pick and the end's agreement together."""
    from sorry_audio.bots import HandAdvice
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.ui.session import GameSession

    the_three = Advisor(advise_hand=lambda view, rng=None: HandAdvice(0, 0, False))
    monkeypatch.setattr(GameSession, "advisor", the_three)

    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("h")
        assert h.spoken[-2].startswith("Hint: play card 1, the 3: ")
        await h.press("1", "1")  # the 3 and its one option, as the stand-in said
        s = h.app.session
        assert s.agreement_lines() == [say("ui.agreement.you", agreed=1, total=1)]
    run_headless(body)


def test_t_c_k_and_s_answer_for_the_point_score_game():
    async def body(h):
        await at_the_table(h, AT, HAND)
        s = h.app.session
        await h.press("t")
        assert h.spoken[-1] == s.narrator.turn(s.position, None, True, False)
        assert "hand" in h.spoken[-1]
        await h.press("c")  # no card picked yet: C says the hand
        assert h.spoken[-1].startswith("Your hand: 1, a 3")
        await h.press("k")  # what you cannot see: the pile and the other hand
        unseen = s.game.unseen(R)
        assert sum(unseen.values()) == len(s.game.deck.pile) + 5
        assert h.spoken[-1] == s.narrator.deck(
            {c: n for c, n in unseen.items() if n}, s.game.deck.discards, False,
            pile=len(s.game.deck.pile))
        await h.press("s")
        # no earlier game: no totals (the points so far follow, pinned below)
        assert h.spoken[-2] == s.narrator.scores(s.position)
        s.series = s.series.add(score_game(parse_position("r r=H,H,H,H b=H,S,S,S"), R))
        await h.press("s")
        assert h.spoken[-1] == s.narrator.totals({R: 85, B: 5}, 1)
    run_headless(body)


SO_FAR_TAIL = "; the winner gets extra points at the end."


def test_s_in_a_point_score_game_says_the_points_so_far_for_pawns_home():
    """Playtest pi93: S said pawns home and steps to go, nothing of points.  Only the 5 for
    each pawn HOME is certain before the end (the winner's extras need a winner), so S says
    those, between who leads and the table's totals, which stay as they were."""
    async def body(h):
        await at_the_table(h, "r r=H,S,S,4 b=H,H,S,19", HAND)
        s = h.app.session
        await h.press("s")
        assert h.spoken[-2] == s.narrator.scores(s.position)
        assert h.spoken[-1] == "Points so far for pawns home: you 5, Blue 10" + SO_FAR_TAIL
        s.series = s.series.add(score_game(parse_position("r r=H,H,H,H b=H,S,S,S"), R))
        await h.press("s")
        assert h.spoken[-3:] == [s.narrator.scores(s.position),
                                 "Points so far for pawns home: you 5, Blue 10" + SO_FAR_TAIL,
                                 "Totals after 1 game: you 85, Blue 5."]
    run_headless(body)


def test_s_at_a_hot_seat_point_score_table_names_everyone_in_the_points_so_far():
    async def body(h):
        h.app.start_game(GameConfig((Seat(R, None, "An"), Seat(B, "easy"),
                                     Seat(Y, None, "Mary")), first=R, points=True))
        await h.settle()
        rig(h, "r r=H,S,S,4 b=S,S,S,19 y=H,H,H,30", HAND)
        await h.press("s")
        assert h.spoken[-2].startswith("Pawns home: An with 1 of 4, Blue with 0 of 4, Mary "
                                       "with 3 of 4.")
        assert h.spoken[-1] == ("Points so far for pawns home: An 5, Blue 0, Mary 15"
                                + SO_FAR_TAIL)
    run_headless(body)


def test_k_in_the_point_score_game_says_how_many_cards_are_left_to_draw():
    """Playtest ph87: K counted the unseen cards, the other hands in with the pile, and the
    discard pile, but never the draw pile's size, which a sighted player sees at a glance."""
    async def body(h):
        await at_the_table(h, AT, HAND)
        s = h.app.session
        pile = s.game.deck.pile
        await h.press("k")
        unseen = sum(s.game.unseen(R).values())
        assert h.spoken[-1].startswith(f"{unseen} cards not yet seen, your own hand not "
                                       "counted: ")
        assert h.spoken[-1].endswith(
            f". Draw pile: {len(pile)} cards. The discard pile is empty."), h.spoken[-1]
        s.game.deck.discards.extend(pile[1:])
        del pile[1:]
        await h.press("k")
        assert h.spoken[-1].endswith(". Draw pile: 1 card. Discard pile: 34 cards, the top "
                                     f"one {s.narrator.a_card(s.game.deck.discards[-1])}.")
        await h.press("4")  # a card picked is not on the discard pile: not "in play" there
        assert s.game.card is Card.TEN  # (playtest pi93: the last card played was, so)
        await h.press("k")
        assert h.spoken[-1].endswith(f"the top one {s.narrator.a_card(s.game.deck.discards[-1])}.")
        await h.press("escape")
        s.game.deck.discards.extend(pile)
        pile.clear()
        await h.press("k")
        assert h.spoken[-1].startswith("5 cards not yet seen, your own hand not counted: ")
        assert h.spoken[-1].endswith(". The draw pile is empty: the discards are shuffled "
                                     "into a new one at the next draw. Discard pile: 35 "
                                     "cards, the top one "
                                     f"{s.narrator.a_card(s.game.deck.discards[-1])}.")
    run_headless(body)


def test_c_after_a_pick_names_the_card_not_a_card_number():
    """Playtest ph87: in this game "card 3" is the hand's third card, but C after picking
    card 2, a 3, said "Card 3: Move one pawn forward 3." while card 3 was a 4."""
    async def body(h):
        await at_the_table(h, AT, [Card.TEN, Card.THREE, Card.FOUR, Card.ONE, Card.SORRY])
        await h.press("2", "c")
        assert h.app.session.game.card is Card.THREE
        assert h.spoken[-1].startswith("The 3: Move one pawn forward 3. ")
        assert "Card 3" not in h.spoken[-1]
    run_headless(body)


def test_the_rules_item_says_the_point_score_rules_in_the_game_and_from_the_main_menu():
    from sorry_audio.ui.menus import rules_lines

    lines = rules_lines(DEFAULT_CATALOG, points_game("easy"))
    assert lines[1] == say("ui.rules_text.points_pawns", n=4)  # the object first (aq42)
    assert lines[6] == "This is the Point Score game. Every player holds five cards, which only " \
        "they hear."
    assert any(line.startswith("The winner also scores 5 for each opponent pawn not HOME, and "
                               "one bonus: 100") for line in lines)
    assert "A 1 or a 2 takes a pawn out of START onto its start square, or moves one pawn " \
        "forward 1 or 2. A 2 lets you play again." in lines
    assert not any("draw a card" in line or "draw again" in line for line in lines)
    drawing = rules_lines(DEFAULT_CATALOG, GameConfig((Seat(R), Seat(B, "easy"))))
    assert not any("Point Score" in line for line in drawing)
    menu = rules_lines(DEFAULT_CATALOG)
    at = menu.index(say("ui.rules_text.points_note"))
    assert menu[at + 1].startswith("On your turn pick one card of your hand")
    assert menu[at + 1].endswith("After a 2 you draw back up to five and play again.")


def test_the_point_score_rules_under_a5065_never_say_a_2_plays_again():
    """The a5065 Point Score game's Rules said both "After a 2 you ... play again" and "A 2
    gives no extra draw"; the core plays neither (review ae31)."""
    from sorry_audio.ui.menus import rules_lines

    lines = rules_lines(DEFAULT_CATALOG, points_game("easy", rules="a5065"))
    assert lines[1] == say("ui.rules_text.points_pawns", n=3)
    assert "On your turn pick one card of your hand and play it: one that can move a pawn, " \
        "if you hold one. It is discarded face up and you draw back up to five." in lines
    assert not any(("a 2" in line.lower() and "again" in line) or "extra draw" in line
                   for line in lines)
    assert any(line.endswith("A 2 gives no extra turn.") for line in lines)


def test_shift_a_before_a_pick_says_what_each_card_of_the_hand_can_bump():
    async def body(h):
        await at_the_table(h, "r r=S,S,S,15 b=S,S,S,19",
                           [Card.FOUR, Card.SORRY, Card.THREE, Card.SORRY, Card.FIVE])
        mark = len(h.spoken)
        await h.press("A")  # two SORRY! cards, said once; the 4, 3 and 5 bump no one, and
        # they are named so, so every card of the hand is answered for (playtest v22)
        assert h.said_since(mark) == [
            "Your SORRY! can bump Blue pawn 4 on square 19 with option 1.",
            "Your 4, 3 and 5 cannot bump an opponent's pawn."]
        rig(h, "r r=S,S,S,15 b=S,S,S,S", [Card.FOUR, Card.THREE, Card.THREE, Card.FIVE,
                                          Card.EIGHT])
        await h.press("A")
        assert h.spoken[-1] == say("ui.hand.reach_none")
    run_headless(body)


def test_at_a_hot_seat_table_a_first_turn_with_no_card_to_play_sounds_like_any_other():
    """Review rd70 asked for the one-player fix for playtest pb68 (no "pick a card to play"
    before "choose one to discard") at a hot seat too; review re71: shorter words there told
    the whole room the player could not play.  The room hears the same words; the hand,
    heard by its player with D, says how to discard."""
    async def body(h):
        seats = (Seat(R, None, "Ann"), Seat(B, None, "Bo"))
        h.app.start_game(GameConfig(seats, first=R, points=True, pace="key"))
        await h.settle()
        s = h.app.session
        rig(h, "r r=H,H,H,Z5 b=S,S,S,19",
            [Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT, Card.TWELVE])
        s.prompted.discard(R)  # as at Ann's first turn
        mark = len(h.spoken)
        s.begin_human_turn([])
        await h.settle()
        assert h.said_since(mark)[-1] == say("ui.hand.turn_first.named", name="Ann")
        await h.press("d")
        assert h.spoken[-1].endswith("no card can move a pawn: choose one to discard.")
    run_headless(body)


def test_at_a_hot_seat_table_a_card_put_back_is_not_kept_for_r():
    """It names a card of the hand: as the hand's own lines, not kept for the next person's
    R (the read-through before stopping)."""
    async def body(h):
        seats = (Seat(R, None, "Ann"), Seat(B, None, "Bo"))
        h.app.start_game(GameConfig(seats, first=R, points=True, pace="key"))
        await h.settle()
        s = h.app.session
        await h.press("d", str(s.game.usable()[0] + 1), "escape")
        assert h.spoken[-1].startswith("The ") and s.game.phase is Phase.PICK
        assert not any("goes back in your hand" in line for line in h.app.speaker.last)
    run_headless(body)


def test_at_a_hot_seat_table_the_hand_waits_for_d_and_draws_are_face_down(monkeypatch):
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        seats = (Seat(R, None, "Ann"), Seat(B, None, "Bo"))
        h.app.start_game(GameConfig(seats, first=R, points=True, pace="key"))
        await h.settle()
        assert h.spoken[-1] == say("ui.hand.turn_first.named", name="Ann")
        assert not any(line.startswith("Your hand") for line in h.spoken)
        await h.press("d")
        assert h.spoken[-1].startswith("Your hand: 1, ")
        s = h.app.session
        usable = s.game.usable()
        card = s.game.hand(R)[usable[0]]
        mark = len(h.spoken)
        await h.press(str(usable[0] + 1), "1")
        said = h.said_since(mark)
        assert f"Ann plays {s.narrator.a_card(card)}." in said
        assert "Ann draws a card." in said  # face down: Bo is in the room
        assert s.game.to_move is B  # Bo's hand waits for Bo's D
        assert said[-1] == say("ui.hand.turn_first.named", name="Bo")
        assert not any(line.startswith("Your hand") for line in said)
        drawn = s.game.hand(R)[-1]  # Ann's refill, said to Ann alone when she hears her hand
        await h.press("d", str(s.game.usable()[0] + 1), "1")
        await h.wait(lambda: s.game.to_move is R)
        await h.press("d")
        assert h.spoken[-2:] == [f"You drew {s.narrator.a_card(drawn)}.",
                                 h.spoken[-1]] and h.spoken[-1].startswith("Your hand: 1, ")
    run_headless(body)


def test_d_says_the_hand_again_and_keeps_the_card_walked_to():
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("down", "down", "d", "enter")  # card 2, the 1, after hearing the hand
        s = h.app.session
        assert s.game.phase is Phase.CHOOSE and s.game.card is Card.ONE
    run_headless(body)


def test_h_after_a_pick_keeps_the_option_the_hint_before_the_pick_chose(monkeypatch):
    """Playtest w13: H before a pick and H after it named different moves of the same card.
    The hand's hint (forced here to the 10's second option, back 1) stands after the pick;
    for another card than the one it chose, the card's own hint is said."""
    from sorry_audio.bots import HandAdvice
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.ui.session import GameSession

    def forced(view, rng=None):
        return HandAdvice(3, 1, False)

    # H before a pick, and what H after it holds to
    monkeypatch.setattr(GameSession, "advisor", Advisor(advise_hand=forced))

    async def body(h):
        await at_the_table(h, AT, HAND)
        s = h.app.session
        await h.press("4", "h")  # the 10: forward 10 or back 1
        assert s.chooser.focus == 1 and h.spoken[-2].startswith("Hint: option 2, pawn 4 back 1")
        await h.press("escape", "3", "h")  # the 4 instead: its own hint, its one option
        assert s.game.card is Card.FOUR  # (that Enter plays it was said with the first H)
        assert h.spoken[-1] == (  # and that the hand's hint would play another card
            "Hint: option 1, pawn 4 back 4 to square 60. It is the only move. That is the best "
            "of this card; the hard bot would play card 4, the 10: Escape puts this one back.")
        await h.press("escape", "4")  # the card it named: its option selected (playtest h8)
        assert s.game.card is Card.TEN and s.chooser.focus == 1
        assert h.spoken[-1] == say("ui.hand.hinted_option", number=2)
        await h.press("escape", "3", "escape", "4")  # put back, another card, then it again
        assert s.chooser.focus == 1 and h.spoken[-1] == say("ui.hand.hinted_option", number=2)
    run_headless(body)


SPLITS = "r r=8,20,30,40 b=S,S,S,S"  # a 7 there: 40 options in 7 groups
SEVEN_FIRST = [Card.SEVEN, Card.THREE, Card.FOUR, Card.FIVE, Card.EIGHT]


def test_the_card_h_named_opens_its_group_says_so_and_reads_the_options_in_it(monkeypatch):
    """Playtest w13: the hint said "the 7: option 6" and the 7's list came in 4 groups; the
    hinted option is now selected (its group opened) once the card is picked.  Playtest
    ph87: the hint named no group, the group opened unsaid (its label sounded like one more
    line of the list of groups), its options were never read, and Escape was told two ways;
    1, meant as group 1, played option 1 of group 7, unheard.  Now the hint names the group,
    the pick says the group is open and reads its options, and Escape is told once."""
    from sorry_audio.bots import HandAdvice
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.ui.session import GameSession

    async def body(h):
        await at_the_table(h, SPLITS, SEVEN_FIRST)
        s = h.app.session
        g = s.game
        late = len(g.hand_options(0)) - 1  # the 7's last option: group 7, option 6
        monkeypatch.setattr(GameSession, "advisor", Advisor(
            advise_hand=lambda view, rng=None: HandAdvice(0, late, False)))
        await h.press("h")
        assert h.spoken[-2].startswith(
            "Hint: play card 1, the 7: group 7, option 6, split 7: pawn 4 forward 1 to "
            "square 41; then pawn 3 forward 6 to square 36, slides to square 40.")
        mark = len(h.spoken)
        await h.press("enter")
        chooser = s.chooser
        assert chooser.group == 6 and chooser.entries()[chooser.focus] == late
        group = chooser.groups[6]
        said = h.said_since(mark)
        assert said == [
            "7 groups of options for your 7. The hint's move is in group 7, now open: split "
            "between pawn 3 on track square 30 and pawn 4 on track square 40: 6 options. "
            "Escape goes back to the groups.",
            *[s.narrator.option_label(g.position, g.options[i], n)
              for n, i in enumerate(group.indices, 1)],
            "Option 6, the hinted one, is selected: Enter plays it."]
        assert sum("Escape" in line for line in said) == 1
        assert said[-2].startswith("6: split 7: pawn 4 forward 1 to square 41; then pawn 3 "
                                   "forward 6 to square 36")  # the hinted one, heard
        await h.press("escape")  # as told: back to the groups, the 7 still picked
        assert g.card is Card.SEVEN and s.chooser.at_groups
        assert h.spoken[-1].startswith("Back to the 7 groups, at 7: ")
        await h.press("7", "6")  # the group and the option the hint named
        assert s.choices[0] == late
    run_headless(body)


def test_h_after_picking_a_grouped_card_by_hand_tells_escape_as_it_is_there(monkeypatch):
    """Playtest ph87: H on a 7 picked by hand, with the hard bot preferring another card,
    ended "Escape puts this one back", just after "Escape goes back to the groups": from
    inside a group Escape goes back to the groups, and a second Escape puts the card back."""
    from sorry_audio.bots import HandAdvice
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.ui.session import GameSession

    def the_three(view, rng=None):
        return HandAdvice(1, 0, False)

    monkeypatch.setattr(GameSession, "advisor", Advisor(advise_hand=the_three))

    async def body(h):
        await at_the_table(h, SPLITS, SEVEN_FIRST)
        s = h.app.session
        await h.press("1")  # the 7, by hand: its 7 groups are said
        mark = len(h.spoken)
        await h.press("h")
        chooser = s.chooser
        assert chooser.group is not None  # the 7's best is in a group, opened
        said = h.said_since(mark)
        assert said[0] == say("ui.hint_group", number=chooser.group + 1,
                              label=chooser.groups[chooser.group].opened)
        assert said[1].startswith(f"Hint: option {chooser.focus + 1}, split 7: ")
        assert said[1].endswith("That is the best of this card; the hard bot would play card "
                                "2, the 3: Escape twice puts this one back.")
        await h.press("escape", "escape")  # as told: the groups, then the card back
        assert s.game.phase is Phase.PICK and h.spoken[-1].startswith(
            "The 7 goes back in your hand, as card 1.")
    run_headless(body)


def test_the_table_set_up_last_keeps_the_point_score_game_for_the_next_run():
    """Playtest x14: setup came back in the next run with the Point Score game off (and
    faster setup left on, unexplained)."""
    from sorry_audio.ui.lasttable import format_table, model_from, parse_table

    config = points_game("hard")
    model = model_from(parse_table(format_table(config)), "normal")
    assert model.points and not model.faster_setup
    assert model.config() == config


def test_at_a_hot_seat_table_hand_keys_wait_for_d_so_a_key_pressed_twice_plays_nothing():
    """Playtest x14: Red's extra presses of 1 picked, then played, Blue's card."""
    async def body(h):
        seats = (Seat(R, None, "Ann"), Seat(B, None, "Bo"))
        h.app.start_game(GameConfig(seats, first=B, points=True, pace="key"))
        await h.settle()
        s = h.app.session
        hand = s.game.hand(B)
        for key in ("1", "down", "enter", "o", "O", "c", "h", "A", "k"):
            await h.press(key)
            assert h.spoken[-1] == say("ui.hand.hear_first", name="Bo"), key
        await h.press("t")  # whose turn, and the key to press
        assert h.spoken[-1] == say("ui.hand.turn_private.named", name="Bo")
        assert s.game.phase is Phase.PICK and s.game.hand(B) == hand and not s.picks
        assert not any(line.startswith("Your hand") for line in h.spoken)
        await h.press("d")
        assert h.spoken[-1].startswith("Your hand: 1, ")
        await h.press("c")
        assert h.spoken[-1].startswith("Your hand: 1, ")
    run_headless(body)


def test_when_a_bot_goes_first_your_turn_is_said_once_then_the_keys_and_the_hand():
    """Playtest x14: "Your turn." then "Your turn: pick a card to play, ...": twice."""
    async def body(h):
        seats = (Seat(R), Seat(B, "easy"))
        h.app.start_game(GameConfig(seats, first=B, points=True, pace="fast"))
        await h.press("t")  # a key starts the bots, as leaving setup does
        await h.wait(lambda: h.app.session.human_to_move)
        await h.settle()
        at = max(i for i, line in enumerate(h.spoken) if line == "Your turn.")
        assert h.spoken[at + 1] == say("ui.hand.prompt")
        assert h.spoken[at + 2].startswith("Your hand: 1, ")
        assert sum(line.startswith("Your turn") for line in h.spoken) == 1
    # seed 2: a hand with a card to play (the default seed's can only discard, and the keys
    # to pick a card then wait for a turn with one: playtest pb68)
    run_headless(body, seed=2)


def test_the_keys_that_play_a_lone_option_are_said_once_a_game():
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("1")  # the 3: one option
        assert h.spoken[-1] == say("ui.hand.one_option")
        await h.press("escape", "3")  # the 4: one option, the keys already known
        assert h.spoken[-2:] == ["1 option for your 4.", "1: pawn 4 back 4 to square 60"]
        assert h.app.session.chooser.focus == 0  # still selected: Enter plays it
    run_headless(body)


def test_h_after_a_pick_weighs_the_card_against_the_rest_of_the_hand():
    """A SORRY! has one move here, but the hand has others: not "It is the only move"."""
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("5", "h")  # the SORRY!, which the hand's hint would play too
        hint = h.spoken[-2]  # then, once a game, that the hinted option is selected
        assert hint.startswith("Hint: option 1, SORRY! pawn 1 from start takes square 19")
        assert "only move" not in hint and "hard bot would play card" not in hint
    run_headless(body)


def test_at_a_hot_seat_table_hands_stay_out_of_the_history_and_a_double_d_is_caught(monkeypatch):
    """Playtest z16: the history keys read out the last player's hand, and D D across the
    handover opened the next player's hand (the guard held for one key only)."""
    async def body(h):
        seats = (Seat(R, None, "Ann"), Seat(B, None, "Bo"))
        h.app.start_game(GameConfig(seats, first=R, points=True, pace="key"))
        await h.settle()
        s = h.app.session
        await h.press("d", "down")  # Ann's hand, and her first card
        assert h.spoken[-2].startswith("Your hand: 1, ")
        assert not any(line.startswith(("Your hand", "1: ")) for line in h.app.speaker.history)
        usable = s.game.usable()
        await h.press(str(usable[0] + 1), "1")
        assert s.game.to_move is B
        monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 30.0)
        mark, cues = len(h.spoken), len(h.audio.played)
        await h.press("d", "d")  # a double tap: both within the guard, said once
        assert h.said_since(mark) == [say("ui.hand.handover_guard", name="Bo")]
        assert [cue.value for cue, _ in h.audio.played[cues:]] == ["invalid", "invalid"]
        monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)
        await h.press("d")
        assert h.spoken[-1].startswith("Your hand: 1, ")
    run_headless(body)


def test_resume_from_the_game_menu_says_the_hand_again():
    async def body(h):
        await at_the_table(h, AT, HAND)
        await h.press("escape", "enter")  # the game menu, Resume
        assert h.spoken[-1].startswith("Your hand: 1, a 3 with 1 option; ")
        assert h.spoken[-3] == say("ui.resumed")
    run_headless(body)


def test_shift_a_outside_your_pick_counts_the_cards_in_your_hand():
    """Review aa27: with the only 12 left in the player's hand, Shift+A on Blue's turn said
    "Not counted, as none is left for you to draw next: a 12": the cards counted were
    those the player cannot see.  The next card comes from the hand."""
    async def body(h):
        await at_the_table(h)
        g = h.app.session.game
        pos = parse_position("b r=5,S,S,S b=17,S,S,S")  # Blue's turn; Red 12 behind Blue
        g._set(pos.locs, pos.to_move)
        g._by_card = {}
        for cards in (*g.hands.values(), g.deck.pile):  # no 12 anywhere but Red's hand
            cards[:] = [Card.FIVE if c is Card.TWELVE else c for c in cards]
        g.hands[R][:] = [Card.TWELVE, Card.FOUR, Card.FOUR, Card.THREE, Card.TEN]
        mark = len(h.spoken)
        await h.press("A")
        assert h.said_since(mark)[:2] == [
            "Blue pawn 1 on square 17 could be bumped by your pawn 1 with a 12.",
            "A SORRY! could reach too, but you hold none."]
    run_headless(body, seed=3)


def test_a_new_game_in_place_of_a_saved_point_score_table_names_the_totals_it_ends(tmp_path):
    """Playtest qs138: a quick game over a saved two-game series said only "This game takes
    the place of your saved game", and its totals went unnamed."""
    saves = SaveStore(tmp_path / "game.json")

    async def body(h):
        await at_the_table(h)
        _win_now(h)
        await h.press("1", "1")  # the table's next game is saved, with the totals
        assert saves.read().games == 1
        await h.press("escape", "escape", "5")  # the main menu, then setup
        assert h.spoken[-1] == say("ui.setup_save_note.series", games="1 game",
                                   scores="you 85, Blue 5")
        assert h.spoken[-1] == ("A game started here takes the place of your saved game, and "
                                "its Point Score totals after 1 game (you 85, Blue 5), once "
                                "play begins; Escape keeps them.")
        await h.press("escape", "1")  # a quick game instead
        assert say("ui.save_replaced.series", games="1 game", scores="you 85, Blue 5") in \
            h.spoken
        assert say("ui.save_replaced") not in h.spoken
    run_headless(body, saves=saves)


def test_a_point_score_win_whose_next_game_cannot_be_saved_leaves_no_won_game_to_continue(
        tmp_path, monkeypatch):
    """Review ar43: the next game's write failing left in the file the game just won, a
    move from its end, for Continue to offer and the record to count twice.  The file goes;
    the next game and its totals are held for the run, and said to be so."""
    path = tmp_path / "game.json"
    saves = SaveStore(path)

    async def first(h):
        await at_the_table(h)
        s = h.app.session
        _win_now(h)
        saves.save(s.saved())  # as the move before the win left it
        assert path.exists()
        monkeypatch.setattr("sorry_audio.ui.savegame.write_or_why",
                            lambda path, text: "the disk is full")
        await h.press("1", "1")
        assert s.over and not path.exists() and saves.unsaved
        assert saves.read().games == 1  # the next game, held in memory
        mark = len(h.spoken)
        await h.press("escape", "escape")  # the end menu's Escape asks, then leaves
        totals = s.narrator.totals(dict(s.series.totals), 1)
        assert say("ui.hand.totals_kept_unsaved", totals=totals) in h.said_since(mark)
        assert h.spoken[-1].endswith(
            "Continue your game against an easy bot, the Point Score game: its next game, not "
            "saved to a file (totals after 1 game: you 85, Blue 5), 9 of 10")

    run_headless(first, saves=saves)
    assert not path.exists()


def test_at_a_hot_seat_table_a_d_while_a_bots_turn_is_said_says_it_came_during_it():
    """Playtest pb68, the Point Score game: a D while the bot between Ann and Bo is still
    heard came during its turn, not "as the turn passed to you"."""
    async def main():
        async with Headless(pace_scale=1.0) as h:
            seats = (Seat(R, None, "Ann"), Seat(B, "easy"), Seat(Y, None, "Bo"))
            h.app.start_game(GameConfig(seats, first=R, points=True))
            await h.settle()
            s = h.app.session
            await h.press("d")  # Ann's hand
            usable = s.game.usable()
            await h.press(str(usable[0] + 1), "1")  # her card; Blue plays; Bo's turn
            await h.wait(lambda: s.human_to_move and s.game.to_move is Y)
            mark = len(h.spoken)
            await h.press("d")  # at once: Blue's turn is still said
            assert h.spoken[-1] == say("ui.hand.handover_guard.bot", name="Bo", bot="Blue")
            assert h.said_since(mark) == ["Bo, that key came during Blue's turn: press D to "
                                          "hear your hand."]
    asyncio.run(main())
