"""Pure questions about a position, answered with the core's own move generator.

Nothing here speaks: narration turns the answers into words.  ``threats``
asks the real generator what every opponent could do with every card, so it
follows the position's rules profile (slides, SORRY! fallback, entering)
without a second copy of the rules.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_audio.core.board import HOME, START, Colour, is_track, steps_to_home
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.events import PawnBumped
from sorry_audio.core.moves import legal_options, play_option
from sorry_audio.core.position import Position


@dataclass(frozen=True)
class Threat:
    """Pawn ``pawn`` of the threatened colour, on ``square``, could be sent to START by
    ``by_colour``'s pawn ``by_pawn`` with any of ``cards`` on that colour's next turn."""

    pawn: int
    square: int
    by_colour: Colour
    by_pawn: int
    cards: tuple[Card, ...]


def opponents(pos: Position, colour: Colour) -> tuple[Colour, ...]:
    """The other seated colours, clockwise from ``colour``."""
    seated = pos.seated
    i = seated.index(colour) if colour in seated else 0
    return tuple(c for c in seated[i + 1:] + seated[:i + 1] if c != colour)


def threats(pos: Position, colour: Colour,
            attackers: tuple[Colour, ...] | None = None) -> list[Threat]:
    """Every way an opponent's next card could bump one of ``colour``'s pawns.

    Bumps by landing, by a SORRY! and by sweeping down a slide all count.  One
    entry per (pawn, opponent pawn), cards in deck order; sorted by the
    threatened pawn, then the opponents clockwise.  ``attackers`` limits the
    search to those opponents.
    """
    p = pos.rules.pawns
    base = int(colour) * p
    mine = pos.locs[base:base + p]
    clockwise = opponents(pos, colour)
    found: dict[tuple[int, Colour, int], set[Card]] = {}
    for opp in clockwise:
        if attackers is not None and opp not in attackers:
            continue
        as_opp = pos.replace(to_move=opp)
        for card in CARDS:
            for option in legal_options(as_opp, card):
                result = option.result.locs
                if not any(mine[j] != START and result[base + j] == START for j in range(p)):
                    continue
                for e in play_option(as_opp, option):
                    if isinstance(e, PawnBumped) and e.colour == colour:
                        found.setdefault((e.pawn, opp, e.by_pawn), set()).add(card)
    order = {c: i for i, c in enumerate(clockwise)}
    keys = sorted(found, key=lambda k: (k[0], order[k[1]], k[2]))
    return [Threat(pawn, mine[pawn - 1], opp, by, tuple(sorted(found[(pawn, opp, by)])))
            for pawn, opp, by in keys]


def targets(pos: Position, colour: Colour) -> list[tuple[Colour, Threat]]:
    """Every opponent pawn ``colour``'s next card could bump, as (its colour, the threat):
    :func:`threats` seen from the attacker, opponents clockwise from ``colour``."""
    return [(opp, t) for opp in opponents(pos, colour)
            for t in threats(pos, opp, attackers=(colour,))]


def pawns_left(pos: Position, colour: Colour) -> int:
    """How many of ``colour``'s pawns are not yet HOME."""
    return sum(1 for loc in pos.pawns(colour) if loc != HOME)


def total_steps(pos: Position, colour: Colour) -> int:
    """Forward steps all of ``colour``'s pawns still need to be HOME (START counts 65)."""
    return sum(steps_to_home(colour, loc) for loc in pos.pawns(colour))


def standings(pos: Position) -> list[Colour]:
    """Seated colours from first to last: most pawns HOME, then fewest steps to go."""
    return sorted(pos.seated, key=lambda c: (-pos.pawns_home(c), total_steps(pos, c), int(c)))


def pawns_on_track(pos: Position, colour: Colour) -> list[tuple[int, int]]:
    """(pawn number, square) of ``colour``'s pawns on the track."""
    return [(i + 1, loc) for i, loc in enumerate(pos.pawns(colour)) if is_track(loc)]
