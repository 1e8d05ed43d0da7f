"""Who sits at the table, in words, without the app (review rl100 finding 2): the seats,
the variants and the order of play, as a game starts, is continued or Shift+T asks."""

from __future__ import annotations

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.position import Position, initial_position
from sorry_audio.core.rules import RULES
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.table import (
    opening_line,
    resumed_line,
    seat_phrases,
    table_line,
    variants,
)

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def words(config: GameConfig, verbosity: str = "normal") -> tuple[Narrator, tuple[Colour, ...]]:
    """The narrator a session of ``config`` speaks with, and its humans."""
    humans = tuple(s.colour for s in config.seats if not s.bot)
    names = {s.colour: s.name for s in config.seats if s.name}
    w = Narrator(names, humans[0] if humans else None,
                 NarrationSettings(Verbosity(verbosity), config.relative),
                 players=humans, bots=[s.colour for s in config.seats if s.bot],
                 points=config.points, seated=config.colours)
    return w, humans


def position(config: GameConfig) -> Position:
    return initial_position(config.colours, RULES[config.rules],
                            faster_setup=config.faster_setup, teams=config.teams,
                            first=config.first)


def phrases(config: GameConfig, verbosity: str = "normal") -> list[str]:
    w, humans = words(config, verbosity)
    return seat_phrases(w, config, position(config), humans, humans[0])


ONE_LEVEL = GameConfig((Seat(R), Seat(B, "hard"), Seat(Y, "hard"), Seat(G, "hard")), first=R)


def test_brief_groups_bots_of_one_level_in_a_row_into_one_sentence():
    assert phrases(ONE_LEVEL, "brief") == ["You play Red",
                                           "Blue, Yellow and Green are hard bots"]
    assert phrases(ONE_LEVEL) == ["You play Red", "Blue is a hard bot",
                                  "Yellow is a hard bot", "Green is a hard bot"]


def test_brief_keeps_bots_of_different_levels_and_named_bots_apart():
    mixed = GameConfig((Seat(R), Seat(B, "easy"), Seat(Y, "easy"), Seat(G, "hard", "Max")),
                       first=R)
    assert phrases(mixed, "brief") == ["You play Red", "Blue and Yellow are easy bots",
                                       "Max plays Green, a hard bot"]


def test_a_hot_seat_table_names_every_human_and_starts_from_the_first():
    config = GameConfig((Seat(R, None, "Ann"), Seat(B, "normal"), Seat(Y, None, "Mary")),
                        first=Y)
    w, humans = words(config)
    assert seat_phrases(w, config, position(config), humans, Y) == [
        "Mary plays Yellow", "Ann plays Red", "Blue is a normal bot"]
    assert opening_line(w, config, position(config), humans, Y) == (
        "New game, classic rules. Mary plays Yellow. Ann plays Red. Blue is a normal bot. "
        "Mary goes first, then Ann, then Blue.")


def test_one_human_who_typed_a_name_is_still_you():
    config = GameConfig((Seat(R, None, "Ann"), Seat(B, "easy")), first=R)
    assert phrases(config) == ["You, Ann, play Red", "Blue is an easy bot"]


def test_the_opening_says_a_first_player_picked_at_random_and_the_order_after():
    config = GameConfig((Seat(R), Seat(B, "normal"), Seat(Y, "normal")), first=None)
    w, humans = words(config)
    assert opening_line(w, config, position(config), humans, B) == (
        "New game, classic rules. Blue is a normal bot. Yellow is a normal bot. You play "
        "Red. Blue goes first, picked at random, then Yellow, then you.")


def test_a_partnership_game_says_the_teams_yours_first():
    config = GameConfig((Seat(R), Seat(B, "hard"), Seat(Y, "hard"), Seat(G, "hard")),
                        first=R, teams=True)
    w, _ = words(config)
    assert variants(w, config, position(config)) == (
        ". A partnership game: you and Yellow against Blue and Green")


def test_the_point_score_game_says_its_faster_setup_too():
    config = GameConfig((Seat(R), Seat(B, "hard")), first=R, points=True)
    w, _ = words(config)
    assert variants(w, config, position(config)) == (
        ". The Point Score game: every player holds five cards and plays one of them each "
        "turn, and everyone scores at the end. Faster setup: every player begins with one "
        "pawn already out of START, on its start square")


def test_a5065_says_how_its_rules_differ_except_on_shift_t():
    config = GameConfig((Seat(R), Seat(B, "easy")), rules="a5065", first=R, deck=44)
    w, humans = words(config)
    pos = position(config)
    assert variants(w, config, pos) == (
        ". In short: 3 pawns each, any forward card enters, no extra draw on a 2, a SORRY! "
        "that cannot take anyone moves forward 4, own slides only. A 44-card deck: four of "
        "every card")
    assert table_line(w, config, pos, humans) == (
        "At the table, in the order of play from you: You play Red. Blue is an easy bot. "
        "Rules: a5065; Escape, then Rules, reads them. A 44-card deck: four of every card.")


def test_faster_setup_alone_is_one_sentence():
    config = GameConfig((Seat(R), Seat(B, "easy")), first=R, faster_setup=True)
    w, _ = words(config)
    assert variants(w, config, position(config)) == (
        ". Faster setup: every player begins with one pawn already out of START, on its "
        "start square")
    plain = GameConfig((Seat(R), Seat(B, "easy")), first=R)
    assert variants(w, plain, position(plain)) == ""


def test_a_continued_game_lists_the_seats_from_yours_and_says_who_plays_now():
    w, humans = words(ONE_LEVEL)
    pos = position(ONE_LEVEL)
    assert resumed_line(w, ONE_LEVEL, pos, humans, Y, 12) == (
        "Your saved game is back, classic rules. You play Red. Blue is a hard bot. Yellow "
        "is a hard bot. Green is a hard bot. Yellow plays now, then Green, then you, then "
        "Blue. 12 cards played.")
    assert resumed_line(w, ONE_LEVEL, pos, humans, Y, 1, saved=False).startswith(
        "Your game is back,")
