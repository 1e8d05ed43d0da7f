"""The words of a game's end, without the app (review rl100 finding 2): how it ended, the
hint's agreement, the moves taken back."""

from __future__ import annotations

from sorry_audio.core.board import Colour
from sorry_audio.core.position import parse_position
from sorry_audio.narration import Narrator
from sorry_audio.narration.ending import (
    agreement_line,
    final_lines,
    loss_kept_line,
    taken_back_line,
)

R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW
WON = parse_position("r r=H,H,H,H b=S,27,S,S y=S,S,S,S")
ALONE = Narrator({}, R, players=[R], bots=[B, Y])
HOT_SEAT = Narrator({R: "Ann", Y: "Mary"}, R, players=[R, Y], bots=[B])


def test_the_drawing_game_ends_with_the_standings():
    lines = final_lines(ALONE, WON, R, 40, points=False)
    assert lines == ALONE.winner(WON, R, 40)
    assert lines[:2] == ["Game over after 40 cards. The standings, by steps still to go:",
                         "First: You, 4 of 4 home."]


def test_the_point_score_game_ends_with_the_count_and_names_the_winner_again_on_s():
    assert final_lines(ALONE, WON, R, 40, points=True) == ["Game over after 40 cards."]
    assert final_lines(ALONE, WON, R, 40, points=True, again=True) == [
        "Game over after 40 cards: you won."]
    # a hot-seat table hears the winner by name, not "you"
    assert final_lines(HOT_SEAT, WON, R, 1, points=True, again=True) == [
        "Game over after 1 card: Ann won."]


def test_the_agreement_is_yours_alone_and_by_name_at_a_hot_seat():
    assert agreement_line(ALONE, R, 3, 5, alone=True) == (
        "You played the hard bot's choice, the one H suggests, on 3 of your 5 cards with a "
        "choice.")
    assert agreement_line(HOT_SEAT, Y, 1, 2, alone=False) == (
        "Mary played the hard bot's choice on 1 of 2 cards with a choice.")


def test_moves_taken_back_are_yours_or_the_tables():
    assert taken_back_line(ALONE, 1, hot_seat=False) == "You took back 1 move this game."
    assert taken_back_line(HOT_SEAT, 2, hot_seat=True) == (
        "The table took back 2 moves this game.")


def test_a_lost_game_taken_back_keeps_the_loss_until_it_ends_again():
    assert loss_kept_line(ALONE, "hard") == (
        "The loss stays on your record against hard bots until this game ends again; then "
        "its result takes the loss's place.")
