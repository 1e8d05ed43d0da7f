"""A game's event lines, kept for the recap (Shift+R) and for a continued game's history.

Pure bookkeeping over lines the narrator already made: nothing here speaks.  Every turn
in it starts with whose it is.  A bot's turn is named by the narrator itself ("Blue's
turn.", held for Blue's draw); a hot-seat player's hand-over is said to the table
rather than narrated, so the log names it; and the game's first turn, which no event
starts, is named when the log begins.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from sorry_audio.core.board import Colour
from sorry_audio.core.events import Event, PawnsSwapped, TurnPassed
from sorry_audio.core.position import partner
from sorry_audio.narration.eventbrief import Hit, hits


class TurnLog:
    """The lines of one game and where each player's last turn ended in them."""

    def __init__(self, humans: Collection[Colour], turn_line: Callable[[Colour], str],
                 first: Colour | None, teams: bool = False) -> None:
        """``turn_line`` names a turn as the table hears it; ``first``, the player whose
        turn the game starts with, None when that needs no line (your own: "Your turn."
        would be noise); ``teams``: the partnership game, where a card may move the
        partner's pawns, so a pawn's colour does not say whose card it was."""
        self.humans = frozenset(humans)
        self.teams = teams
        self.turn_line = turn_line
        self.lines: list[str] = [] if first is None else [turn_line(first)]
        self._ends: dict[Colour, int] = {}
        #: what others did to each player's pawns since that player's turn ended
        self._hits: dict[Colour, list[Hit]] = {}

    def add(self, events: Sequence[Event], lines: Sequence[str]) -> None:
        """One card's events and the lines said for them."""
        self.lines += lines
        hot_seat = len(self.humans) > 1
        for hit in hits(events, self.teams):
            event = hit.event  # a bump or a swap: the loop below takes every kind as e
            victim = event.other_colour if isinstance(event, PawnsSwapped) else event.colour
            # in a partnership game the partner's pawns are the player's to move too: their
            # bumps are said to both (playtest ah34), if the other did not do it
            listeners = [victim, partner(victim)] if self.teams else [victim]
            if self.teams and isinstance(event, PawnsSwapped) and event.colour != hit.actor:
                # the partner's card swapped this player's own pawn away: theirs too, for
                # the swap may have set it back (playtest pf83: 12 squares, never told)
                listeners.append(event.colour)
            for listener in dict.fromkeys(listeners):
                if listener != hit.actor:
                    self._hits.setdefault(listener, []).append(hit)
        for e in events:  # a human's turn ends in the same call as its last card's lines
            if isinstance(e, TurnPassed):
                self._hits.pop(e.player, None)
                # every player's, a bot's too: a table of bots recaps from the player to move
                self._ends[e.player] = len(self.lines)
                if hot_seat and e.next_player in self.humans:
                    self.lines.append(self.turn_line(e.next_player))

    def has_played(self, colour: Colour) -> bool:
        """Has ``colour`` ended a turn yet (else a recap runs from the game's start)?"""
        return colour in self._ends

    def hits(self, colour: Colour) -> list[Hit]:
        """The bumps and swaps of ``colour``'s pawns (and in a partnership game its
        partner's) by other players since its turn ended."""
        return list(self._hits.get(colour, ()))

    def since(self, colour: Colour) -> list[str]:
        """The lines since ``colour``'s last turn ended, or since the game began."""
        return self.lines[self._ends.get(colour, 0):]
