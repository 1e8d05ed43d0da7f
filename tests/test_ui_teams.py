"""The partnership game (spec 6) from setup to the saved game, driven by keys.

Setup offers it with four players; the game starts with the teams said, plays with
``teams`` in the core, keeps it in the saved game and the table set up last, and does
not count it in the record against the bots (a bot partner shares the win).
"""

from __future__ import annotations

import json

import pytest
from rigging import stacked_game
from test_ui_game import rig

from sorry_audio.config import GameConfig, Seat, quick_config
from sorry_audio.core.board import Colour, parse_colour
from sorry_audio.core.cards import Card
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.menus import rules_lines
from sorry_audio.ui.record import table_level
from sorry_audio.ui.savegame import SaveError, SaveStore, config_data, parse_config
from sorry_audio.ui.tabletext import table_text

say = DEFAULT_CATALOG.say
R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
#: setup with 4 players: players, 4 seats of 3 items, rules, then partnership
TEAMS_ITEM = 15


def partnership(**changes) -> GameConfig:
    """You (Red) with a hard bot partner (Yellow) against two normal bots."""
    seats = (Seat(R), Seat(B, "normal"), Seat(Y, "hard"), Seat(G, "normal"))
    return GameConfig(seats, first=R, teams=True, **changes)


def test_setup_offers_the_partnership_with_four_players_only():
    async def body(h):
        await h.press("5")
        assert not any(s.startswith("Partnership") for s in h.spoken)
        await h.press("right", "right", "1", "5")  # 4 players, then item 15
        assert h.spoken[-1] == "Partnership: off, 15 of 25"
        await h.press("enter")
        assert h.spoken[-1] == (
            "Partnership: on, Red and Yellow against Blue and Green, 15 of 25")
        model = h.app.setup_model
        assert model.config().teams
        await h.press("home", "left")  # 3 players: no partners across the board
        assert h.spoken[-1] == "3 players: Red, Blue and Yellow, 1 of 21"
        assert not model.teams and not model.config().teams
        assert not any(i.label().startswith("Partnership") for i in h.app.menu.items)
    run_headless(body)


def test_the_partnership_item_names_the_players_by_the_names_typed():
    async def body(h):
        await h.press("5", "right", "right", "4", "enter", "M", "u", "m", "enter")
        await h.press("1", "5", "enter")
        assert h.spoken[-1] == (
            "Partnership: on, Mum and Yellow against Blue and Green, 15 of 25")
    run_headless(body)


async def opening(h, config: GameConfig) -> str:
    """Start ``config``'s game; the line that opens it ("New game, ...")."""
    h.app.start_game(config)
    await h.settle()
    return next(s for s in h.spoken if s.startswith("New game"))


def test_a_partnership_game_says_the_teams_as_it_starts_and_plays_with_teams():
    async def body(h):
        start = await opening(h, partnership())
        assert start.startswith("New game, classic rules. A partnership game: you and Yellow "
                                "against Blue and Green. You play Red.")
        game = h.app.session.game
        assert game.teams and game.position.team(R) == (R, Y)
    run_headless(body)


def test_at_a_hot_seat_table_the_teams_are_said_by_name():
    async def body(h):
        seats = (Seat(R, None, "Mum"), Seat(B, "easy"), Seat(Y, None, "Zoe"), Seat(G, "easy"))
        start = await opening(h, GameConfig(seats, first=R, teams=True))
        assert "A partnership game: Mum and Zoe against Blue and Green." in start
    run_headless(body)


def test_at_a_hot_seat_on_two_teams_the_opening_and_s_name_the_teams_alike():
    """Review rh84: with An on Blue and Mary on Yellow, the opening put An's team first and
    S, Shift+S and B Red's: at a hot seat, where no one is "you", all in seating order."""
    async def body(h):
        seats = (Seat(R, "easy"), Seat(B, None, "An"), Seat(Y, None, "Mary"), Seat(G, "easy"))
        start = await opening(h, GameConfig(seats, first=B, teams=True))
        assert "A partnership game: Red and Mary against An and Green." in start
        await h.press("s")
        assert h.spoken[-1].startswith("Pawns home: Red and Mary 0 of 8, An and Green 0 of 8")
        await h.press("b")
        assert "Teams: Red and Mary; An and Green." in h.spoken
    run_headless(body)


def test_playing_blue_every_key_names_your_team_first_and_theirs_alike():
    """Playtest pe77: as Blue, the start said "you and Green against Yellow and Red", while
    S, Shift+S and B put Red's team first, as "Red and Yellow"."""
    async def body(h):
        seats = (Seat(R, "normal"), Seat(B), Seat(Y, "easy"), Seat(G, "hard"))
        start = await opening(h, GameConfig(seats, first=B, teams=True))
        assert "A partnership game: you and Green against Red and Yellow." in start
        await h.press("s")
        assert h.spoken[-1].startswith("Pawns home: you and Green 0 of 8, Red and Yellow 0")
        await h.press("b")
        board = h.spoken[-5:]
        assert board[0] == "Teams: you and Green; Red and Yellow."
        assert [line.split(":")[0] for line in board[1:]] == [
            "You, Blue", "Green", "Red", "Yellow"]
        assert table_text(GameConfig(seats, teams=True), DEFAULT_CATALOG).startswith(
            "of you and a hard bot against")
    run_headless(body)


def test_the_rules_in_a_partnership_game_say_how_partners_play():
    lines = rules_lines(DEFAULT_CATALOG, partnership())
    teams = say("ui.rules_text.teams").split("\n")
    # who wins with the pawns, before the board (review ax49); how partners play after
    # the cards' rules
    assert lines[1:3] == [say("ui.rules_text.pawns", n=4), teams[0]]
    assert lines[3] == say("ui.rules_text.board").split("\n")[0]
    at = lines.index(teams[1])
    assert lines[at:at + len(teams) - 1] == teams[1:]
    assert lines[-1] == say("ui.rules_text.deck.45")  # the deck still comes last
    # the team wins: the line that says the first player with every pawn home does is gone
    assert lines[lines.index(say("ui.rules_text.pawns", n=4))] and not any(
        "The first to bring all of them HOME wins" in line for line in lines)
    # the main menu's Rules give the partnership's rules whole (playtest t11: two sentences)
    menu = rules_lines(DEFAULT_CATALOG)
    at = menu.index(say("ui.rules_text.teams_note"))
    assert menu[at + 1:at + len(teams)] == teams[1:]
    assert not any("partner" in line for line in rules_lines(DEFAULT_CATALOG, quick_config(3,
                                                                                         "easy")))


def test_the_saved_game_and_the_last_table_keep_the_partnership(tmp_path):
    config = partnership(pace="fast")
    data = config_data(config)
    assert data["teams"] is True
    assert parse_config(json.loads(json.dumps(data))) == config
    old = {k: v for k, v in data.items() if k != "teams"}  # written before the partnership game
    assert parse_config(old) == GameConfig(config.seats, first=R, pace="fast")

    async def body(h):
        h.app.start_game(config)
        await h.settle()
        await h.press("d")
        await h.settle()
        assert h.app.saves.exists()

    saves = SaveStore(tmp_path / "game.json")
    run_headless(body, saves=saves)
    assert saves.load().config.teams
    assert "a partnership game" in table_text(saves.load().config, DEFAULT_CATALOG)


def test_a_partnership_of_fewer_than_four_is_refused_with_the_reason():
    data = config_data(GameConfig((Seat(R), Seat(Y, "easy")), teams=True))
    with pytest.raises(SaveError, match="a partnership game needs four players"):
        parse_config(data)


def test_a_partnership_game_is_not_counted_in_the_record_against_the_bots():
    assert table_level(partnership()) is None
    assert table_level(GameConfig(partnership().seats)) == "hard"
    # the Continue item says who plays with whom, the player's side first (playtest t11)
    assert table_text(partnership(), DEFAULT_CATALOG) == (
        "of you and a hard bot against 2 normal bots, a partnership game")
    seats = (Seat(R, None, "Ann"), Seat(B, "easy"), Seat(Y, None, "Bo"), Seat(G, "easy"))
    assert table_text(GameConfig(seats, teams=True, rules="a5065"), DEFAULT_CATALOG) == (
        "of Ann and Bo against 2 easy bots, a partnership game, a5065 rules")


@pytest.mark.parametrize(("to_move", "words"), [
    ("r", "Play again: you and Yellow won; you played the last card, so you go first, 1 of 2"),
    ("y", "Play again: you and Yellow won; Yellow played the last card, so Yellow goes first, "
          "1 of 2"),
])
def test_the_team_wins_and_the_partner_who_finished_goes_first_next(to_move, words):
    async def body(h):
        h.app.start_game(partnership())
        await h.settle()
        h.app.session.game = stacked_game(
            f"{to_move} r=H,H,H,H b=S,S,S,S y=Z5,H,H,H g=S,S,S,S teams", [Card.ONE])
        await h.press("d" if to_move == "r" else "t")  # a bot partner plays at once
        await h.settle()
        assert h.app.session.over and h.app.session.game.winners[0] == parse_colour(to_move)
        assert h.spoken[-1] == words
        assert h.audio.played[-1][0].value == "win"  # partners win together
        await h.press("t")
        assert h.spoken[-1] == "The game is over: you and Yellow won."
    run_headless(body)


def test_shift_v_in_a_partnership_game_says_each_players_pawns_with_the_partners():
    async def body(h):
        h.app.start_game(partnership())
        await h.settle()
        said = []
        for _ in range(4):
            await h.press("V")
            said.append(h.spoken[-1])
        assert said[0].startswith("Blue: all pawns in start. Blue's partner Green: ")
        assert said[3].startswith("You, Red: all pawns in start. Your partner Yellow: ")
    run_headless(body)


def test_a_partnership_game_left_and_continued_is_the_same_game(tmp_path):
    saves = SaveStore(tmp_path / "game.json")
    kept: dict[str, object] = {}

    async def first(h):
        h.app.start_game(partnership(pace="fast"))
        await h.settle()
        s = h.app.session
        while s.game.cards_drawn < 30 or not (s.human_to_move and s.game.phase.value == "draw"):
            await h.press("d" if s.game.phase.value == "draw" else "1")
        kept["position"] = s.position
        await h.press("escape", "5", "enter")

    async def second(h):
        await h.press("enter")  # the main menu opens on Continue
        s = h.app.session
        assert s.game.teams and s.position == kept["position"]
        assert any(line.startswith("Your saved game is back") for line in h.spoken)

    run_headless(first, saves=saves)
    run_headless(second, saves=saves)


def test_with_the_partnership_on_each_colour_item_says_who_is_the_partner():
    """Playtest t11: setup's player items never said who partners whom; partners go by
    colour, so the colour item says it, and a colour swap changes it."""
    async def body(h):
        await h.press("5", "right", "right", "1", "5", "enter")  # 4 players, partnership on
        await h.press("3")  # player 1's colour
        assert h.spoken[-1] == "Player 1 colour: Red, partner of player 3, Yellow, 3 of 25"
        await h.press("right")  # Red -> Blue: player 2 takes Red
        assert h.spoken[-1].startswith("Player 1 colour: Blue, partner of player 4, Green")
    run_headless(body)


def test_a_sorry_that_must_take_a_pawn_of_the_team_says_why_before_it_is_played():
    """Playtest pe77: with no opponent pawn on the track, the SORRY! (spec 6: it must be
    used) took the player's own pawn, played for them with no word of why."""
    said = drawn_in_partnership("r r=38,S,S,S b=S,S,S,S y=S,S,S,S g=Z1,S,S,S teams",
                                Card.SORRY)
    at = said.index("You draw a SORRY!")
    assert said[at + 1:at + 5] == [
        "No opponent pawn is on the track, so the SORRY! must take a pawn of your team.",
        "Only one option: played for you.",
        "SORRY! You move Yellow pawn 1 out of start to take square 38.",
        "You bump your own pawn 1 on square 38 back to start."]


def drawn_in_partnership(position: str, card: Card) -> list[str]:
    """What a partnership game against bots says when you draw ``card`` at ``position``."""
    said: list[str] = []

    async def body(h):
        h.app.start_game(partnership())
        await h.settle()
        rig(h, position, [card])
        await h.press("d")
        await h.settle()
        said.extend(h.spoken)
    run_headless(body)
    return said


def test_at_a_hot_seat_table_the_forced_sorry_says_why_once_before_it_is_played():
    """The reason is the options' note, said to the table before the play; the event lines
    after it do not say it again, as they do for a bot's (test_narration_teams)."""
    async def body(h):
        seats = (Seat(R, None, "An"), Seat(B, "easy"), Seat(Y, None, "Mary"), Seat(G, "easy"))
        h.app.start_game(GameConfig(seats, first=R, teams=True))
        await h.settle()
        h.app.session.game = stacked_game(
            "r r=38,S,S,S b=S,S,S,S y=S,S,S,S g=Z1,S,S,S teams", [Card.SORRY],
            under=[Card.FOUR] * 5)
        mark = len(h.spoken)
        await h.press("d")
        await h.settle()
        assert h.said_since(mark)[:5] == [
            "An draws a SORRY!",
            "No opponent pawn is on the track, so the SORRY! must take a pawn of your team.",
            say("ui.only_option.named", name="An"),
            "SORRY! An moves Mary's pawn 1 out of start to take square 38.",
            "An bumps An's own pawn 1 on square 38 back to start."]
    run_headless(body)


def test_a_move_played_for_you_onto_its_own_triangle_says_there_is_no_slide():
    """Playtest pe77: "Only one option: played for you." then "You move Yellow pawn 2 forward
    2 to square 28.", where the option would have said "Yellow's own slide: no slide"."""
    said = drawn_in_partnership("r r=H,H,H,H b=S,S,S,S y=H,26,H,H g=S,S,S,S teams", Card.TWO)
    at = said.index("You draw a 2.")
    assert said[at + 1:at + 3] == [
        "Only one option: played for you.",
        "You move Yellow pawn 2 forward 2 to square 28, Yellow's own slide: no slide."]
