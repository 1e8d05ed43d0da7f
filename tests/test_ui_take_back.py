"""U takes back the player's last move against bots: the board as it stood before it, the
same card in hand (the pile was shuffled from the game's seed), and the choice again."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from sorry_audio.audio import Cue
from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.game import Phase
from sorry_audio.core.position import format_position
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.record import RecordStore, Tally, table_level
from sorry_audio.ui.savegame import SavedGame, SaveStore, format_saved, parse_saved
from sorry_audio.ui.session import GameSession

say = DEFAULT_CATALOG.say
R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW


async def to_a_choice(h: Headless) -> None:
    """Play option 1 (or draw) until the player holds a card with more than one option."""
    s = h.app.session
    while not (s.human_to_move and s.game.phase is Phase.CHOOSE and s.game.option_count > 1):
        assert not s.over and s.game.cards_drawn < 300
        await h.press("d" if s.game.phase is Phase.DRAW else "1")
        await h.wait(lambda: s.over or s.human_to_move)


async def a_point_score_game(h: Headless) -> GameSession:
    """A Point Score game begun against an easy bot, the player first."""
    h.app.start_game(GameConfig((Seat(R), Seat(B, "easy")), first=R, points=True))
    await h.settle()
    return h.app.session


async def a_hot_seat_game(h: Headless) -> GameSession:
    """A game of two people at one keyboard, An (Red) first and Mary (Yellow)."""
    h.app.start_game(GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R))
    await h.settle()
    return h.app.session


def test_u_takes_back_your_move_and_the_bots_turns_and_the_same_card_comes_again(
        tmp_path: Path):
    path = tmp_path / "game.json"

    async def body(h):
        await h.press("2")  # against two bots
        await to_a_choice(h)
        s = h.app.session
        before, card, draws = format_position(s.position), s.game.card, s.game.cards_drawn
        chosen, decided = len(s.choices), len(s.decisions)
        await h.press("1")  # the first option; then both bots play
        await h.wait(lambda: s.over or s.human_to_move)
        assert format_position(s.position) != before
        drawn_after = s.game.cards_drawn - draws
        assert drawn_after >= 2  # a card for each bot, at least
        mark, cued = len(h.spoken), len(h.audio.played)
        await h.press("u")
        back = h.app.session
        assert back is not s  # the game rebuilt from its choices, up to the one taken back
        assert format_position(back.position) == before
        assert (back.game.phase, back.game.card, back.game.cards_drawn) == (
            Phase.CHOOSE, card, draws)
        said = h.said_since(mark)
        assert said[0] == " ".join((  # and the option played, whose number plays it again
            say("ui.take_back.done_more", card=back.narrator.card(card),
                cards=f"{drawn_after} cards"),
            say("ui.take_back.had", option="option 1")))
        assert said[1].startswith(f"{back.game.option_count} options")  # the list again
        assert Cue.YOUR_TURN in [c for c, _ in h.audio.played[cued:]]
        await h.press("2")  # chosen again: the other option this time
        assert back.choices[chosen] == 1 and len(back.choices) > chosen
        # the move taken back is not counted for the summary, the one played instead is
        assert [i for _, _, i in back.decisions[decided:decided + 1]] == [1]
        assert back.taken_back == 1
    run_headless(body, seed=6, saves=SaveStore(path))
    assert SaveStore(path).read().taken_back == 1  # kept, so a Continue still counts it


def test_the_history_keeps_the_taken_back_line_and_not_the_moves_it_undid():
    async def body(h):
        await h.press("1")  # against one bot
        await to_a_choice(h)
        s = h.app.session
        kept = list(h.app.speaker.history)
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        undone = h.app.speaker.history[len(kept):]
        assert undone  # the move and the bot's turn were said and kept
        await h.press("u")
        history = h.app.speaker.history
        back = h.app.session
        assert history[:len(kept)] == kept  # the game's lines up to the card, as they were
        # then what U said (the options are the card's, said again): none of the undone
        # lines, unless the same words come again
        assert history[len(kept)].startswith("Move taken back")
        assert not [line for line in undone if line in history[len(kept):]
                    and line not in back.log.lines]
    run_headless(body, seed=6)


def test_the_same_move_taken_back_again_and_again_reads_as_taken_back_once():
    """Review au46: each U at one card kept the last U's "Move taken back" and options, so
    a player walking back with Comma heard the same block once per U (40 U: 141 lines to
    375)."""
    async def body(h):
        await h.press("1")  # against one bot
        await to_a_choice(h)
        kept = len(h.app.speaker.history)
        lengths = []
        for _ in range(4):
            s = h.app.session
            await h.press("1")
            await h.wait(lambda s=s: s.over or s.human_to_move)
            await h.press("u")
            history = h.app.speaker.history
            lengths.append(len(history))
            assert sum(line.startswith("Move taken back") for line in history[kept:]) == 1
        assert len(set(lengths)) == 1, lengths  # the same lines each time
        assert h.app.session.taken_back == 4  # every one counted all the same
    run_headless(body, seed=6)


def test_u_with_no_move_of_yours_to_take_back_says_so_and_changes_nothing():
    async def body(h):
        await h.press("1")
        s = h.app.session
        at = s.progress
        await h.press("u")
        assert h.spoken[-1] == say("ui.take_back.none")
        assert h.app.session is s and s.progress == at
        await h.press("d")  # the game goes on
        assert s.game.cards_drawn > at[0]
    run_headless(body, seed=6)


def test_u_twice_takes_back_two_of_your_moves():
    async def body(h):
        await h.press("1")
        await to_a_choice(h)
        first = format_position(h.app.session.position)
        await h.press("1")
        await to_a_choice(h)
        s = h.app.session
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        await h.press("u", "u")
        back = h.app.session
        assert format_position(back.position) == first and back.taken_back == 2
    run_headless(body, seed=11)


def test_at_a_hot_seat_table_u_asks_the_table_and_y_takes_the_last_choice_back(monkeypatch):
    """Playtest ah34: a slipped digit at a shared keyboard could never be undone, as U was
    refused at any table of two or more humans.  U now asks the table; Y takes back the
    last move any player chose among several, any other key leaves it."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        s = await a_hot_seat_game(h)
        await h.press("u")
        assert h.spoken[-1] == say("ui.take_back.none_table") and h.app.session is s
        await to_a_choice(h)
        who, before, card = s.game.to_move, format_position(s.position), s.game.card
        await h.press("1")
        at = s.progress
        await h.press("u")
        assert h.spoken[-1] == say("ui.take_back.ask", name=s.name(who),
                                   card=s.narrator.card(card))  # no card played after it
        assert h.spoken[-1].startswith(f"Take back {s.name(who)}'s {s.narrator.card(card)}, "
                                       "the last card played? ")  # rk96
        assert s.name(who) in ("An", "Mary")
        mark = len(h.spoken)
        await h.press("n")  # anyone but a yes: the move stands, and the turn is said
        assert h.app.session is s and s.progress == at
        assert h.said_since(mark)[0] == say("ui.take_back.kept")
        mark = len(h.spoken)
        await h.press("u", "y")
        back = h.app.session
        assert back is not s and format_position(back.position) == before
        assert (back.game.to_move, back.game.card, back.taken_back) == (who, card, 1)
        assert back.narrator.viewer is who  # "you" in what follows is the one who chooses
        name = s.name(who)  # whoever pressed Y, the one who chooses again is named
        assert h.said_since(mark)[1].startswith(f"Move taken back: {name}'s ")
        assert h.said_since(mark)[1].endswith(f"{name}, choose again. {name} had chosen "
                                              "option 1.")
        assert back.game.phase is Phase.CHOOSE
    run_headless(body, seed=6)


def test_at_a_hot_seat_table_a_bounced_u_does_not_answer_its_own_question(monkeypatch):
    """Playtest ba52: U bounced at once said "The move stands", so a hand that bounces
    could never ask the table to take a move back."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        s = await a_hot_seat_game(h)
        await to_a_choice(h)
        who, card = s.game.to_move, s.narrator.card(s.game.card)
        await h.press("1")
        at = s.progress
        await h.press("u", "u")  # the second, a bounce: no answer, the question stands
        assert h.spoken[-1] == say("ui.take_back.ask", name=s.name(who), card=card)
        assert h.app.confirming and h.app.asking_take_back
        h.app.take_back_asked.at -= 1.0  # later, U is an answer like any other key: no
        await h.press("u")
        assert h.spoken[-2] == say("ui.take_back.kept") and s.progress == at
        assert not h.app.confirming
    run_headless(body, seed=6)


def test_u_while_a_bot_waits_for_a_key_takes_back_and_the_bots_turn_is_gone():
    async def body(h):
        h.app.start_game(GameConfig((Seat(R), Seat(B, "normal"), Seat(Y, "normal")),
                                    first=R))
        await h.settle()
        await to_a_choice(h)
        s = h.app.session
        s.pace = "key"  # from here the bots wait for a key after each turn
        before = format_position(s.position)
        handled = h.app.keys_handled
        h.pipe.send_text("1")  # Blue plays, then waits for a key before Yellow
        await h.wait(lambda: h.app.keys_handled > handled and h.app.holding)
        assert s.game.to_move == Y and h.app.bots_busy
        handled = h.app.keys_handled
        h.pipe.send_text("u")  # not a key that lets the bots go on: it takes back
        await h.wait(lambda: h.app.keys_handled > handled)
        await h.settle()
        back = h.app.session
        assert back is not s and not h.app.bots_busy  # the held turn went with that game
        assert format_position(back.position) == before and back.human_to_move
        assert back.pace == "key"  # the pace as it is now, not as the game began
        assert format_position(s.position) != before  # (the game taken back moved on)


def test_the_game_end_says_how_many_moves_were_taken_back():
    async def body(h):
        await h.press("1")
        await to_a_choice(h)
        await h.press("1")
        s = h.app.session
        await h.wait(lambda: s.over or s.human_to_move)
        await h.press("u")
        back = h.app.session
        while not back.over:
            assert back.game.cards_drawn < 400
            await h.press("d" if back.game.phase is Phase.DRAW else "1")
            await h.wait(lambda: back.over or back.human_to_move)
        line = say("ui.take_back.summary", moves="1 move")
        assert line in back.summary and line in h.spoken
    run_headless(body, seed=6)


def test_a_count_of_moves_taken_back_is_saved_and_one_not_valid_reads_as_none():
    saved = SavedGame(GameConfig((Seat(R), Seat(Y, "easy"))), 1, 0, (), "r r=S,S,S,S "
                      "y=S,S,S,S", taken_back=3)
    assert parse_saved(format_saved(saved)).taken_back == 3
    assert "taken_back" not in format_saved(SavedGame(saved.config, 1, 0, (), saved.position))
    for bad in ('"3"', "true", "-1", "1.5", "null"):
        text = format_saved(saved).replace('"taken_back": 3', f'"taken_back": {bad}')
        assert parse_saved(text).taken_back == 0, bad


def test_in_the_point_score_game_u_takes_back_the_card_picked_and_its_move():
    async def body(h):
        s = await a_point_score_game(h)
        g = s.game

        def choosing() -> bool:
            return (s.human_to_move and g.phase is Phase.PICK
                    and sum(len(g.hand_options(i)) for i in g.usable()) > 1)
        while not choosing():
            assert not s.over and g.cards_drawn < 300
            if g.phase is Phase.PICK:
                await h.press(str((g.usable() or (0,))[0] + 1))
            if g.phase is Phase.PICK and not g.usable():
                await h.press("enter")  # a discard, when no card can move
            if g.phase is Phase.CHOOSE:
                await h.press("1")
            await h.wait(lambda: s.over or s.human_to_move)
        before, hand = format_position(s.position), g.hand(R)
        picked = g.usable()[0]
        await h.press(str(picked + 1))
        if g.phase is Phase.CHOOSE:
            await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        mark = len(h.spoken)
        await h.press("u")
        back = h.app.session
        assert back is not s and back.game.phase is Phase.PICK
        assert format_position(back.position) == before and back.game.hand(R) == hand
        said = h.said_since(mark)
        assert said[0].startswith(f"Move taken back: your {back.narrator.card(hand[picked])}")
        assert said[1] == back.narrator.hand(back.position, hand, back._counts())
    run_headless(body, seed=6)


def test_a_card_put_back_with_escape_leaves_no_move_to_take_back():
    """Pick, Escape, pick again and play: one choice was made, so one U takes it back and
    the next finds the move before it, never the card put back (review z26: the second U
    failed with an error and counted two take-backs)."""
    async def body(h):
        s = await a_point_score_game(h)
        g = s.game
        while not (s.human_to_move and g.phase is Phase.PICK and len(g.usable()) > 1):
            assert not s.over and g.cards_drawn < 300
            if g.phase is Phase.PICK:
                await h.press(str((g.usable() or (0,))[0] + 1))
            if g.phase is Phase.PICK and not g.usable():
                await h.press("enter")
            if g.phase is Phase.CHOOSE:
                await h.press("1")
            await h.wait(lambda: s.over or s.human_to_move)
        points = len(s.take_back_points)
        first, second = (str(i + 1) for i in g.usable()[:2])
        await h.press(first, "escape")
        assert g.phase is Phase.PICK and len(s.take_back_points) == points
        await h.press(second)
        if g.phase is Phase.CHOOSE:
            await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        assert len(s.take_back_points) == points + 1
        await h.press("u")
        back = h.app.session
        assert back.taken_back == 1 and len(back.take_back_points) == points
        assert back.game.phase is Phase.PICK
        mark = len(h.spoken)
        await h.press("u")
        assert not h.app.errors
        if points:  # the move before it, a real one, comes back
            assert h.app.session.taken_back == 2
            assert h.said_since(mark)[0].startswith("Move taken back")
        else:
            assert h.said_since(mark)[0] == say("ui.take_back.none")
    run_headless(body, seed=6)


def test_a_move_made_before_a_continue_can_be_taken_back_after_it(tmp_path: Path):
    path = tmp_path / "game.json"
    kept: dict = {}

    async def first(h):
        await h.press("1")
        await to_a_choice(h)
        s = h.app.session
        kept.update(position=format_position(s.position), card=s.game.card)
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        await h.press("escape", "5", "enter")  # leave: the game is saved
    run_headless(first, seed=6, saves=SaveStore(path))

    async def second(h):
        await h.press("enter")  # Continue
        await h.press("u")
        back = h.app.session
        assert format_position(back.position) == kept["position"]
        assert back.game.card == kept["card"] and back.taken_back == 1
        # the history is the game's, rebuilt as a Continue rebuilds it, then the take-back
        assert h.app.speaker.history[0] == back.opening
        history = h.app.speaker.history
        taken = [i for i, line in enumerate(history) if line.startswith("Move taken back")]
        card = back.narrator.card(kept["card"])
        assert len(taken) == 1 and history[taken[0] + 1] == (
            f"{back.game.option_count} options for your {card}.")
        drawn = back.narrator.a_card(kept["card"])  # the card's draw, from the log
        assert history[taken[0] - 1] == f"You draw {drawn}."
    run_headless(second, saves=SaveStore(path))


def test_the_bots_answer_a_move_played_again_as_they_did_before():
    """Playtest t20: an easy bot's SORRY! took another pawn when the same move was played
    again after U.  A bot's chance is seeded by how far the game has come, so a take-back
    cannot fish for a kinder reply (and a Continue plays on as the game would have)."""
    async def body(h):
        h.app.start_game(GameConfig((Seat(R), Seat(B, "easy"), Seat(Y, "easy")), first=R))
        await h.settle()
        await to_a_choice(h)
        s = h.app.session
        mark = len(h.spoken)
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        first = (h.said_since(mark), format_position(s.position))
        await h.press("u")
        back = h.app.session
        mark = len(h.spoken)
        await h.press("1")
        await h.wait(lambda: back.over or back.human_to_move)
        assert (h.said_since(mark), format_position(back.position)) == first
    run_headless(body, seed=6)


def test_the_count_taken_back_is_of_cards_played_not_a_card_drawn_and_waiting():
    """Playtest t20 heard "and the card played after it" for a card only drawn."""
    async def body(h):
        await h.press("1")
        await to_a_choice(h)
        s = h.app.session
        draws = s.game.cards_drawn  # with the card of the move to take back
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        while not s.over and not (s.human_to_move and s.game.phase is Phase.CHOOSE):
            await h.press("d")  # until a card of yours waits, unplayed
            await h.wait(lambda: s.over or s.human_to_move)
        played = s.game.cards_drawn - 1 - draws  # after yours; not the one waiting
        assert played >= 1
        mark = len(h.spoken)
        await h.press("u")
        back = h.app.session
        card = back.narrator.card(back.game.card)
        assert h.said_since(mark)[0] == " ".join((
            say("ui.take_back.done_one", card=card) if played == 1 else
            say("ui.take_back.done_more", card=card, cards=f"{played} cards"),
            say("ui.take_back.had", option="option 1")))
    run_headless(body, seed=6)


def test_in_the_point_score_game_a_discard_can_be_taken_back_on_its_own():
    """Playtest t20: with no card able to move, a digit throws a card away; U then went
    back to the move before it, as a discard was no choice to come back to."""
    async def body(h):
        s = await a_point_score_game(h)
        g = s.game
        while not (s.human_to_move and g.phase is Phase.PICK and not g.usable()
                   and len(set(g.hand(R))) > 1):
            assert not s.over and g.cards_drawn < 300
            if g.phase is Phase.PICK:
                await h.press(str((g.usable() or (0,))[0] + 1))
            if g.phase is Phase.CHOOSE:
                await h.press("1")
            await h.wait(lambda: s.over or s.human_to_move)
        before, hand = format_position(s.position), g.hand(R)
        await h.press("2")  # throw away the second card
        if g.phase is Phase.PICK and g.hand(R) == hand:
            await h.press("enter")  # (a discard asks for Enter to confirm)
        await h.wait(lambda: s.over or s.human_to_move)
        assert s.picks[-1] == 1 or g.hand(R) != hand
        await h.press("u")
        back = h.app.session
        assert back is not s and back.game.phase is Phase.PICK
        assert format_position(back.position) == before and back.game.hand(R) == hand
        assert back.take_back_points == s.take_back_points[:-1]
    run_headless(body, seed=1)  # a seed whose game comes to a discard of yours


def test_u_after_only_forced_moves_says_they_had_one_option_each():
    """Playtest t20: after "Only one option: played for you." a plain "no move to take
    back" was not linked to it."""
    async def body(h):
        await h.press("1")
        s = h.app.session
        while not s.log.has_played(R):
            await h.press("d")
            await h.wait(lambda: s.over or s.human_to_move)
        assert not s.take_back_points  # (this seed's first cards each had one option)
        await h.press("u")
        assert h.spoken[-1] == say("ui.take_back.forced")
    run_headless(body, seed=6)


async def to_the_end(h: Headless) -> None:
    """Play option 1 (or draw) until the game is over."""
    s = h.app.session
    while not s.over:
        assert s.game.cards_drawn < 600
        await h.press("d" if s.game.phase is Phase.DRAW else "1")
        await h.wait(lambda: s.over or s.human_to_move)


async def a_lost_game(h: Headless) -> None:
    """Against three bots, playing the first option each time: a game the player loses."""
    await h.press("3")
    await to_the_end(h)
    s = h.app.session
    assert s.game.winner is not R and s.take_back_points


def test_after_a_lost_game_u_takes_back_the_last_move_and_its_result_replaces_the_loss(
        tmp_path: Path):
    saves, record = SaveStore(tmp_path / "game.json"), RecordStore(tmp_path / "record.json")

    async def body(h):
        await a_lost_game(h)
        s = h.app.session
        assert h.app.mode is Mode.REVIEW and h.app.menus  # the end menu
        level = table_level(s.config)
        assert level is not None and record.tally(level) == Tally(1, 0)
        assert not saves.exists()  # a finished game leaves nothing to continue
        point = s.take_back_points[-1]
        mark = len(h.spoken)
        await h.press("u")
        back = h.app.session
        assert back is not s and not back.over and back.human_to_move
        assert h.app.mode is Mode.GAME and not h.app.menus  # the end menu went with it
        assert format_position(back.position) == point.position
        assert back.take_back_points == s.take_back_points[:-1]
        said = h.said_since(mark)
        assert said[0].startswith("Move taken back: your ")
        assert said[0].endswith(say("ui.take_back.loss_kept", level=level))
        assert record.tally(level) == Tally(1, 0)  # the loss stays until the game ends
        saved = saves.read()
        assert (saved.taken_back, saved.loss_counted) == (1, True)  # and a Continue knows
        await to_the_end(h)  # played out again: its result takes the loss's place
        won = back.game.winner is R
        assert record.tally(level) == Tally(1, int(won))
        assert RecordStore(record.path).tally(level) == Tally(1, int(won))  # on disk too
        assert say("ui.take_back.summary", moves="1 move") in back.summary
    run_headless(body, seed=2, saves=saves, record=record)


def test_a_lost_game_taken_back_and_left_stays_lost_on_the_record(tmp_path: Path):
    """Playtest w23: taken off the record at U, a loss was wiped for good by leaving the
    game and starting another."""
    saves, record = SaveStore(tmp_path / "game.json"), RecordStore(tmp_path / "record.json")

    async def body(h):
        await a_lost_game(h)
        level = table_level(h.app.session.config)
        await h.press("u")
        await h.press("escape", "5", "enter")  # leave the game taken back
        assert record.tally(level) == Tally(1, 0)  # a new game now leaves it lost
        assert saves.read().loss_counted
    run_headless(body, seed=2, saves=saves, record=record)

    async def again(h):
        await h.press("enter")  # Continue: the loss is still this game's to replace
        s = h.app.session
        assert s.loss_counted and s.taken_back == 1
        await to_the_end(h)
        assert record.tally(table_level(s.config)).played == 1
    run_headless(again, saves=saves, record=record)


def test_a_saved_loss_to_replace_reads_back_and_a_bad_value_reads_as_none():
    saved = SavedGame(GameConfig((Seat(R), Seat(Y, "easy"))), 1, 0, (), "r r=S,S,S,S "
                      "y=S,S,S,S", taken_back=1, loss_counted=True)
    assert parse_saved(format_saved(saved)).loss_counted is True
    assert "loss_counted" not in format_saved(replace(saved, loss_counted=False))
    for bad in ('"yes"', "1", "null"):
        text = format_saved(saved).replace('"loss_counted": true', f'"loss_counted": {bad}')
        assert parse_saved(text).loss_counted is False, bad


def test_after_a_won_game_u_is_refused_and_the_end_menu_stays():
    async def body(h):
        h.app.start_game(GameConfig((Seat(R), Seat(Y, "easy")), first=R))
        await h.settle()
        s = h.app.session
        while not s.over:
            assert s.game.cards_drawn < 600
            if s.human_to_move:
                await h.press("d" if s.game.phase is Phase.DRAW else "1")
            await h.wait(lambda: s.over or s.human_to_move)
        assert s.game.winner is R  # (this seed's game)
        mark = len(h.spoken)
        await h.press("u")
        assert h.app.session is s and s.over and h.app.menus
        assert h.said_since(mark) == [say("ui.take_back.won")]
    run_headless(body, seed=11)


def test_at_a_hot_seat_table_a_game_a_person_won_is_not_taken_back(monkeypatch):
    """Review am38: no test reached this refusal.  A win of the table's is not undone by
    one player's U (a bot's win can be, as a slip let it happen)."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        s = await a_hot_seat_game(h)
        while not s.over:
            assert s.game.cards_drawn < 900
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
        assert s.game.winner in (R, Y) and h.app.menus
        mark = len(h.spoken)
        await h.press("u")
        assert h.said_since(mark) == [say("ui.take_back.won_table")]
        assert h.app.session is s and s.over and h.app.menus and not h.app.confirming
    run_headless(body, seed=11)


def test_a_point_score_game_taken_back_after_it_ended_takes_its_points_off_the_totals():
    async def body(h):
        s = await a_point_score_game(h)
        g = s.game
        while not s.over:
            assert g.cards_drawn < 600
            if s.human_to_move and g.phase is Phase.PICK:
                await h.press(str((g.usable() or (0,))[0] + 1))
                if g.phase is Phase.PICK and not g.usable():
                    await h.press("enter")  # a discard, when no card can move
            if s.human_to_move and g.phase is Phase.CHOOSE:
                await h.press("1")
            await h.wait(lambda: s.over or s.human_to_move)
        assert s.series.games == 1 and s.series_before is not None
        assert g.winner is not R  # (this seed's game)
        await h.press("u")
        back = h.app.session
        assert back is not s and not back.over
        assert back.series == s.series_before  # this game's points are not in the totals
    run_headless(body, seed=6)


def test_a_first_move_taken_back_is_not_continued_from_the_save_that_had_it(tmp_path: Path):
    """Playtest v22: a game at its start was not written, so the save that had the first
    move outlived its take-back, and Continue played the move again."""
    saves = SaveStore(tmp_path / "game.json")

    async def first(h):
        s = await a_point_score_game(h)
        g = s.game
        assert s.human_to_move and sum(len(g.hand_options(i)) for i in g.usable()) > 1
        await h.press(str(g.usable()[0] + 1))
        if g.phase is Phase.CHOOSE:
            await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        assert saves.read().picks  # the first move is in the save
        await h.press("u")
        back = h.app.session
        assert back.unplayed and back.taken_back == 1
        await h.press("escape", "5", "enter")  # leave: "It is saved" must be true
        saved = saves.read()
        assert (saved.picks, saved.choices, saved.taken_back) == ((), (), 1)
    run_headless(first, seed=6, saves=saves)

    async def second(h):
        await h.press("enter")  # Continue
        s = h.app.session
        assert s.unplayed and s.taken_back == 1 and s.game.phase is Phase.PICK
    run_headless(second, saves=saves)


def test_u_on_a_point_score_card_picked_and_not_yet_played_counts_no_cards_after_it():
    """Review aj36: "Move taken back: your 8, and the -1 cards played after it.": the pick's
    point is marked at the pick, and no card had been played since."""
    async def body(h):
        s = await a_point_score_game(h)
        def picked_with_a_point() -> bool:  # the point marked at this very pick
            point = s.take_back_points[-1].progress if s.take_back_points else None
            return (s.game.phase is Phase.CHOOSE and s.game.to_move is R and point is not None
                    and point[1:] == (len(s.choices), len(s.picks) - 1))
        while not picked_with_a_point():
            assert not s.over and s.game.cards_drawn < 300
            await h.press("1")
            await h.settle()
        card = s.game.card
        mark = len(h.spoken)
        await h.press("u")
        back = h.app.session
        assert back.game.phase is Phase.PICK
        assert h.said_since(mark)[0] == say("ui.take_back.done", card=back.narrator.card(card))
    run_headless(body, seed=3)


def test_the_table_asked_to_take_back_can_be_left_with_ctrl_c_and_the_end_menu_stays_said(
        monkeypatch):
    """Review aj36: Ctrl+C, pressed to leave, answered the question as "no"; and a "no" in
    the end menu said the game's result, not where the menu stands."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        s = await a_hot_seat_game(h)
        await to_a_choice(h)
        await h.press("1")
        await h.press("u", "c-c")
        assert h.app.confirming and not h.app.asking_take_back  # now asked to leave
        assert h.spoken[-1].startswith("Leave")
        await h.press("n")  # staying
        assert h.app.session is s and not h.app.confirming
        from sorry_audio.ui.menu import Menu, item

        # a menu of the end menu's kind, as after a game a bot won (U works there too)
        h.app.menus.append(Menu("Game over", [item("Play again", lambda: None)],
                                DEFAULT_CATALOG, mode=Mode.REVIEW, back=lambda: None))
        assert h.app.mode is Mode.REVIEW
        await h.press("u", "n")
        assert h.said_since(len(h.spoken) - 2) == [say("ui.take_back.kept"),
                                                   h.app.menu.focused_text()]
    run_headless(body, seed=6)


def test_a_hot_seat_take_back_speaks_to_the_player_who_chooses_again(monkeypatch):
    """Playtest ak37: Mary's move taken back on An's turn came back with An still "you":
    Mary's options said "your pawn" of An's, and V gave An's pawns."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        s = await a_hot_seat_game(h)
        await to_a_choice(h)
        while s.game.to_move is not Y:
            await h.press("1")
            await to_a_choice(h)
        await h.press("1")
        while s.game.to_move is not R:  # on to An's turn, Mary's move behind it
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
        assert s.narrator.viewer is R
        await h.press("u", "y")
        back = h.app.session
        assert back.game.to_move is Y and back.narrator.viewer is Y
        await h.press("v")
        assert h.spoken[-1].startswith("You, Yellow: ")  # Mary's pawns, said to her
    run_headless(body, seed=6)


def test_the_end_of_a_game_of_two_people_says_the_table_took_moves_back():
    """Review am38: nothing held that two people at one keyboard are "the table", not
    "you", in the count of moves taken back said at the end."""
    async def body(h):
        s = await a_hot_seat_game(h)
        s.taken_back = 2
        assert s._taken_back_lines() == [say("ui.take_back.summary_table", moves="2 moves")]
    run_headless(body)


def test_ctrl_z_takes_back_as_u_does():
    """Playtest ba52: a player with one hand on the left of the keyboard had no take-back
    key there; Ctrl+Z, undo's own key, is one."""
    async def body(h):
        await h.press("1")
        await to_a_choice(h)
        first = format_position(h.app.session.position)
        s = h.app.session
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        await h.press("c-z")
        back = h.app.session
        assert format_position(back.position) == first and back.taken_back == 1
    run_headless(body, seed=11)


def test_a_hot_seat_take_back_does_not_teach_the_draw_keys_again(monkeypatch):
    """Playtest pf83: after U the next hand-over said "Your turn, Mary: press D or Space to
    draw." again, where before the take-back it was "Your turn, Mary.": the game taken
    back forgot who had already been told the keys."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        s = await a_hot_seat_game(h)
        while s.prompted != {R, Y}:  # each has been told the draw keys once
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
        await to_a_choice(h)
        await h.press("1")
        await h.press("u", "y")
        back = h.app.session
        assert back is not s and back.game.phase is Phase.CHOOSE
        other = Y if back.game.to_move is R else R
        mark = len(h.spoken)
        await h.press("1")
        await h.wait(lambda: back.game.to_move is other or back.over)
        assert back.game.to_move is other  # seed 6: the keyboard passes
        prompts = [line for line in h.said_since(mark) if line.startswith("Your turn")]
        assert prompts == [say("ui.your_turn.named", name=back.name(other))]
    run_headless(body, seed=6)


def test_u_does_not_teach_the_keys_to_choose_again():
    """Review rj92: the lesson after a player's first list is kept over a take-back, as
    the draw keys are: the same card's list comes again, without it."""
    async def body(h):
        await h.press("1")  # quick game
        await to_a_choice(h)
        s = h.app.session
        lessons = (say("ui.choose_keys"), say("ui.choose_keys.groups"),
                   say("ui.choose_keys.mixed"))
        assert any(line in h.spoken for line in lessons)
        await h.press("1")
        await h.wait(lambda: s.over or s.human_to_move)
        mark = len(h.spoken)
        await h.press("u")
        back = h.app.session
        assert back is not s and back.game.phase is Phase.CHOOSE
        said = h.said_since(mark)
        assert said[1].endswith(f"for your {back.narrator.card(back.game.card)}.")
        assert not any(line in said for line in lessons)
    run_headless(body, seed=6)


def test_a_hot_seat_take_back_in_brief_does_not_say_the_draw_again_with_the_play(monkeypatch):
    """Review rj92: at brief verbosity, the replay behind a take-back held the draw of the
    player choosing again for its play (another player listened as it replayed), so after
    U the play said "Mary draws a 1." before the move, which the first time it did not."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        h.app.start_game(GameConfig((Seat(R, None, "An"), Seat(Y, None, "Mary")), first=R,
                                    verbosity="brief"))
        await h.settle()
        s = h.app.session
        await to_a_choice(h)
        while s.game.to_move is not Y:
            await h.press("1")
            await to_a_choice(h)
        mark = len(h.spoken)
        await h.press("1")
        first = h.said_since(mark)
        await h.press("u", "y")
        assert h.app.session is not s
        mark = len(h.spoken)
        await h.press("1")
        assert h.said_since(mark) == first
        assert not any(line.startswith("Mary draws") for line in first)
    run_headless(body, seed=6)


def test_a_hot_seat_table_is_asked_which_card_y_takes_back_and_how_many_after_it(
        monkeypatch):
    """Playtest pi93: the table was asked to "Take back An's last move, and every card
    played after it?" and Y took back An's 11 and 3 cards after it: the last choice among
    several, not the forced move after it.  The question now names the card and the count,
    as the line after Y does."""
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)

    async def body(h):
        h.app.start_game(GameConfig((Seat(R, None, "An"), Seat(B, None, "Bo"),
                                     Seat(Y, "hard")), first=R))
        await h.settle()
        s = h.app.session
        for _ in range(3):  # An's third choice, a 3: Bo's and Yellow's cards follow it
            await to_a_choice(h)
            await h.press("1")
            await h.wait(lambda: s.over or s.human_to_move)
        await h.press("d")
        await h.wait(lambda: s.over or s.human_to_move)
        assert s.game.to_move is R and s.game.phase is Phase.DRAW
        await h.press("u")
        assert h.spoken[-1] == (
            "Take back An's 3, and the 2 cards played after it? Everyone at the table must "
            "agree: Y takes it back, any other key plays on.")
        mark = len(h.spoken)
        await h.press("y")
        assert h.said_since(mark)[0].startswith(
            "Move taken back: An's 3, and the 2 cards played after it. An, choose again.")
        back = h.app.session
        assert back.game.to_move is R and back.narrator.card(back.game.card) == "3"
    run_headless(body, seed=5)
