"""Short, plain descriptions of options, built from the events they cause.

This is the terse form the ``moves`` command prints; the spoken wording lives in
the narration catalog.  English text, so it sits with its command, not in the rules
core (review rl100 7).
"""

from __future__ import annotations

from sorry_audio.core.board import Colour, location_name
from sorry_audio.core.events import (
    BumpCause,
    Direction,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.moves import Option, OptionKind, play_option
from sorry_audio.core.position import Position


def describe_option(pos: Position, option: Option) -> str:
    """E.g. ``pawn 2 forward 5 from 22 to 27, slides to 31, bumps yellow pawn 1``."""
    if option.kind is OptionKind.PASS:
        return "pass: decline the swap and move nothing"
    phrases: list[str] = []
    mate = pos.team(option.player)[-1] if pos.teams else None

    def pawn(colour: Colour, number: int) -> str:
        """The player's own pawns by number; a partner's pawn (spec 6) by colour too."""
        own = colour == option.player
        return f"pawn {number}" if own else f"{colour.name.lower()} pawn {number}"

    for e in play_option(pos, option):
        if isinstance(e, PawnEntered):
            phrases.append(f"{pawn(e.colour, e.pawn)} enters on {e.square}")
        elif isinstance(e, PawnMoved):
            way = "forward" if e.direction is Direction.FORWARD else "back"
            phrases.append(f"{pawn(e.colour, e.pawn)} {way} {e.steps} from "
                           f"{location_name(e.start)} to {location_name(e.end)}")
        elif isinstance(e, PawnsSwapped):
            phrases.append(f"{pawn(e.colour, e.pawn)} swaps from {e.square} with "
                           f"{e.other_colour.name.lower()} pawn {e.other_pawn} on {e.other_square}")
        elif isinstance(e, SorryPlayed):
            phrases.append(f"SORRY! {pawn(e.colour, e.pawn)} from START takes {e.square}")
        elif isinstance(e, SlideTaken):
            phrases.append(f"slides to {e.end}")
        elif isinstance(e, PawnBumped):
            own = (" (own pawn)" if e.colour == option.player
                   else " (partner's pawn)" if e.colour == mate else "")
            bumped = f"{e.colour.name.lower()} pawn {e.pawn}{own}"
            phrases.append(f"{bumped} goes to START" if e.cause is BumpCause.SORRY
                           else f"bumps {bumped}")
        elif isinstance(e, SafetyZoneEntered):
            phrases.append("enters the safety zone")
        elif isinstance(e, HomeReached):
            phrases.append("reaches HOME")
    text = ", ".join(phrases)
    return f"split 7: {text}" if option.kind is OptionKind.SPLIT else text
