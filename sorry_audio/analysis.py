"""Pure questions about a position, answered with the core's own move generator.

Nothing here speaks: narration turns the answers into words.  ``threats``
asks the real generator what every opponent could do with every card, so it
follows the position's rules profile (slides, SORRY! fallback, entering)
without a second copy of the rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from sorry_audio.core.board import HOME, START, Colour, is_track, steps_to_home
from sorry_audio.core.cards import CARDS, Card, deck_cards
from sorry_audio.core.events import BumpCause, PawnBumped
from sorry_audio.core.moves import Option, legal_options, play_option
from sorry_audio.core.position import Position


class Route(Enum):
    """How a card's bump arrives: newcomers expect a plain count, so the others are said."""

    COUNT = "count"  # the pawn lands on the square (forward or backward)
    SLIDE = "slide"  # it lands on a slide's triangle and sweeps the square
    ENTER = "enter"  # it leaves START onto its start square, where the victim stands
    SORRY = "sorry"  # a SORRY! card takes the square
    FORWARD = "forward"  # a5065: a SORRY! with no one to take moves a pawn forward 4 onto it


@dataclass(frozen=True)
class Threat:
    """Pawn ``pawn`` of the threatened colour, on ``square``, could be sent to START by
    ``by_colour``'s pawn ``by_pawn`` with any of ``cards`` on that colour's next turn.

    ``routes[i]`` is how ``cards[i]`` does it (a plain count whenever some move of that
    card does); it is left out of comparisons, so a Threat equals one built without it.
    """

    pawn: int
    square: int
    by_colour: Colour
    by_pawn: int
    cards: tuple[Card, ...]
    routes: tuple[Route, ...] = field(default=(), compare=False)


def opponents(pos: Position, colour: Colour) -> tuple[Colour, ...]:
    """The other seated colours, clockwise from ``colour``."""
    seated = pos.seated
    i = seated.index(colour) if colour in seated else 0
    return tuple(c for c in seated[i + 1:] + seated[:i + 1] if c != colour)


#: routes from plainest to least plain: a card that bumps one way in one move and another
#: way in another is said the plainest way (kept as indices here, which hash fast)
ROUTES = (Route.COUNT, Route.SORRY, Route.ENTER, Route.FORWARD, Route.SLIDE)
_COUNT, _SORRY, _ENTER, _FORWARD, _SLIDE = range(len(ROUTES))


def _bumps(pos: Position, attacker: Colour,
           victims: tuple[Colour, ...]) -> dict[tuple[Colour, int, int], dict[Card, int]]:
    """(victim colour, victim pawn, attacker's pawn) -> the cards with which ``attacker``'s
    next card sends that pawn of one of ``victims`` to START, each with how (an index into
    ``ROUTES``, the plainest when several moves of it do): one pass over its moves."""
    p = pos.rules.pawns
    locs = pos.locs
    watched = [j for c in victims for j in range(int(c) * p, int(c) * p + p) if locs[j] != START]
    found: dict[tuple[Colour, int, int], dict[Card, int]] = {}
    if not watched:
        return found
    as_attacker = pos.replace(to_move=attacker)
    base = int(attacker) * p - 1
    for card in CARDS:
        for option in legal_options(as_attacker, card):
            result = option.result.locs
            if not any(result[j] == START for j in watched):
                continue
            for e in play_option(as_attacker, option):
                if isinstance(e, PawnBumped) and e.colour in victims:
                    cause = e.cause
                    if cause is BumpCause.SLIDE:
                        route = _SLIDE
                    elif cause is BumpCause.SORRY:
                        route = _SORRY
                    elif locs[base + e.by_pawn] == START:
                        route = _ENTER
                    else:  # a SORRY! that lands by counting is a5065's forward 4
                        route = _FORWARD if card is Card.SORRY else _COUNT
                    cards = found.setdefault((e.colour, e.pawn, e.by_pawn), {})
                    if route < cards.get(card, len(ROUTES)):
                        cards[card] = route
    return found


def _threat(pawn: int, square: int, by_colour: Colour, by_pawn: int,
            cards: dict[Card, int]) -> Threat:
    ordered = tuple(sorted(cards))
    return Threat(pawn, square, by_colour, by_pawn, ordered,
                  tuple(ROUTES[cards[c]] for c in ordered))


def threats(pos: Position, colour: Colour) -> list[Threat]:
    """Every way an opponent's next card could bump one of ``colour``'s pawns.

    Bumps by landing, by a SORRY! and by sweeping down a slide all count.  One
    entry per (pawn, opponent pawn), cards in deck order; sorted by the
    threatened pawn, then the opponents clockwise.
    """
    mine = pos.pawns(colour)
    clockwise = opponents(pos, colour)
    found = {(pawn, opp, by): cards for opp in clockwise
             for (_, pawn, by), cards in _bumps(pos, opp, (colour,)).items()}
    order = {c: i for i, c in enumerate(clockwise)}
    keys = sorted(found, key=lambda k: (k[0], order[k[1]], k[2]))
    return [_threat(pawn, mine[pawn - 1], opp, by, found[(pawn, opp, by)])
            for pawn, opp, by in keys]


def targets(pos: Position, colour: Colour) -> dict[Colour, list[Threat]]:
    """The other side of :func:`threats`: for each opponent (clockwise) with a pawn that
    ``colour``'s next card could bump, those threats, as :func:`threats` would list them
    for that opponent.  ``colour``'s moves are generated once for all opponents."""
    clockwise = opponents(pos, colour)
    found = _bumps(pos, colour, clockwise)
    out: dict[Colour, list[Threat]] = {}
    for opp in clockwise:
        keys = sorted((pawn, by) for c, pawn, by in found if c == opp)
        if keys:
            out[opp] = [_threat(pawn, pos.pawns(opp)[pawn - 1], colour, by,
                                found[(opp, pawn, by)]) for pawn, by in keys]
    return out


def option_bumps(pos: Position, options: Sequence[Option]) -> dict[tuple[Colour, int, int],
                                                                  list[int]]:
    """The card in hand's side of :func:`targets`: (colour, pawn, square) of each opponent
    pawn some option bumps (landing, a slide's sweep or a SORRY!), with the indices of
    the options that do, in option order.  Own pawns sent back are a warning, not a reach."""
    mover = pos.to_move
    found: dict[tuple[Colour, int, int], list[int]] = {}
    for i, option in enumerate(options):
        for e in play_option(pos, option):
            if isinstance(e, PawnBumped) and e.colour != mover:
                found.setdefault((e.colour, e.pawn, e.square), []).append(i)
    return found


#: Each card kind's share of a full 45-card deck: the odds of the next draw, unseen cards aside.
_DECK = deck_cards()
CARD_ODDS = {card: _DECK.count(card) / len(_DECK) for card in CARDS}


def exposure(found: list[Threat], pos: Position, colour: Colour) -> float:
    """Steps ``colour`` can expect to lose to a bump before its next turn, from ``found``
    (its :func:`threats`): each threatened pawn's steps made, times the chance that
    some opponent's next card is one that reaches it (full-deck odds).

    A SORRY! is left out: it reaches every track square alike, so no move escapes it.
    """
    cards_by: dict[int, dict[Colour, set[Card]]] = {}
    for t in found:
        cards_by.setdefault(t.pawn, {}).setdefault(t.by_colour, set()).update(
            c for c in t.cards if c is not Card.SORRY)
    lost = 0.0
    mine = pos.pawns(colour)
    for pawn, by in cards_by.items():
        safe = 1.0
        for cards in by.values():
            safe *= 1.0 - sum(CARD_ODDS[c] for c in cards)
        made = steps_to_home(colour, START) - steps_to_home(colour, mine[pawn - 1])
        lost += (1.0 - safe) * made
    return lost


def usable_cards(pos: Position, colour: Colour) -> tuple[Card, ...]:
    """The card kinds ``colour`` could play (not forfeit) if it drew them now."""
    as_mover = pos.replace(to_move=colour)
    return tuple(card for card in CARDS if legal_options(as_mover, card))


def pawns_left(pos: Position, colour: Colour) -> int:
    """How many of ``colour``'s pawns are not yet HOME."""
    return sum(1 for loc in pos.pawns(colour) if loc != HOME)


def total_steps(pos: Position, colour: Colour) -> int:
    """Forward steps all of ``colour``'s pawns still need to be HOME (START counts 65)."""
    return sum(steps_to_home(colour, loc) for loc in pos.pawns(colour))


def standings(pos: Position) -> list[Colour]:
    """Seated colours from first to last: fewest steps still to go (a pawn in START counts
    65), then most pawns HOME.  Steps first: three pawns HOME and the last 41 steps away
    is further from winning than one HOME and the rest 18 steps away in all."""
    return sorted(pos.seated, key=lambda c: (total_steps(pos, c), -pos.pawns_home(c), int(c)))


def pawns_on_track(pos: Position, colour: Colour) -> list[tuple[int, int]]:
    """(pawn number, square) of ``colour``'s pawns on the track."""
    return [(i + 1, loc) for i, loc in enumerate(pos.pawns(colour)) if is_track(loc)]
