"""The words of a game's end: how it ended (the standings, or the Point Score game's count
of cards), how often each human played the hint's choice, and how many moves were taken
back.

Plain functions of what the session counted, worded by its narrator; the UI says what they
return and keeps the counting (review rl100 finding 2: these were built in the UI's
``GameEnd``).  The record's words stay with the record (``ui/record.py``), as they follow
what its file could and could not do.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.core.board import Colour
    from sorry_audio.core.position import Position
    from sorry_audio.narration.narrator import Narrator
    from sorry_audio.narration.words import Words


def final_lines(w: Narrator, position: Position, winner: Colour, cards: int, points: bool,
                again: bool = False) -> list[str]:
    """How the game ended after ``cards`` cards: the standings by steps still to go; in the
    Point Score game, where points rank the players, only the count of cards (the points are
    said with the win, and again by S), so no "Second: Yellow" contradicts them (playtest
    x14).  ``again``: for S after the game, where the Point Score game names the winner with
    the count, as the drawing game's standings do first (playtest ph87); as the game ends
    the win was said just before."""
    if points:
        count = w.count(cards, "card")
        if again:
            return [w.say("ui.points.over_won", cards=count, who=w.table().who(winner))]
        return [w.say("ui.points.over", cards=count)]
    return w.winner(position, winner, cards)


def agreement_line(w: Words, colour: Colour, agreed: int, total: int, alone: bool) -> str:
    """How often ``colour`` played what the hard bot would (what H says), ``agreed`` of
    ``total`` cards with a choice: "You played ..." for the one human at a table of bots
    (``alone``), else by name."""
    key = "ui.agreement.you" if alone else "ui.agreement.named"
    return w.say(key, name=w.name(colour), agreed=agreed, total=total)


def taken_back_line(w: Words, moves: int, hot_seat: bool) -> str:
    """"You took back 2 moves this game."; at a ``hot_seat`` table, the table did."""
    key = "ui.take_back.summary_table" if hot_seat else "ui.take_back.summary"
    return w.say(key, moves=w.count(moves, "move"))


def loss_kept_line(w: Words, level: str) -> str:
    """A lost game taken back (U): the loss stays on the record against ``level`` bots
    until the game ends again (playtest w23: taken off at once, it was wiped for good by
    leaving the game)."""
    return w.say("ui.take_back.loss_kept", level=w.say(f"ui.level.{level}"))
