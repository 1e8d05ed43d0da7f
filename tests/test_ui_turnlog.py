"""The recap's log: every turn starts with whose it is, and "since" counts from a turn's end."""

from __future__ import annotations

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import CardDrawn, TurnPassed
from sorry_audio.ui.turnlog import TurnLog

R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW


def named(colour: Colour) -> str:
    return f"{colour.name.title()}'s turn."


def test_a_hot_seat_log_names_the_first_turn_and_each_hand_over():
    log = TurnLog((R, Y), named, first=R)
    assert log.lines == ["Red's turn."] and not log.has_played(R)
    log.add([CardDrawn(R, Card.FOUR, 44), TurnPassed(R, B)], ["Red draws 4."])
    # a bot's own turn line is the narrator's, held to come with the bot's draw
    log.add([CardDrawn(B, Card.FIVE, 43), TurnPassed(B, Y)], ["Blue's turn.", "Blue draws 5."])
    assert log.lines[-2:] == ["Blue draws 5.", "Yellow's turn."]  # a human's, named by the log
    assert log.has_played(R) and log.since(R) == ["Blue's turn.", "Blue draws 5.",
                                                   "Yellow's turn."]
    assert log.since(Y) == log.lines  # Yellow has not played: from the game's start


def test_with_one_human_your_own_turns_are_not_named():
    log = TurnLog((R,), named, first=None)  # "Your turn." would be noise
    log.add([CardDrawn(R, Card.FOUR, 44), TurnPassed(R, B)], ["You draw 4."])
    log.add([TurnPassed(B, R)], ["Your turn."])
    assert log.lines == ["You draw 4.", "Your turn."] and log.since(R) == ["Your turn."]
