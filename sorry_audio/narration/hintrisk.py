"""What a hinted move risks, said after its reason: silence would be heard as "safe".

A playtester who followed hints was bumped on the next turn three times, each
time after a hint that said nothing of the danger.  The threats come from
:func:`sorry_audio.analysis.threats` (through the hint's :class:`Facts`), as for
the A key, so the hint and the danger check never disagree.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.analysis import ROUTES, Route, Threat
from sorry_audio.core.board import START, Colour, steps_to_home
from sorry_audio.core.cards import Card
from sorry_audio.core.moves import Option
from sorry_audio.core.position import Position
from sorry_audio.narration.advice import cards_how
from sorry_audio.narration.hintfacts import Facts
from sorry_audio.narration.words import Words


def risk(w: Words, option: Option, others: Sequence[Option], facts: Facts,
         rescued: bool = False, safest: bool = False) -> list[str]:
    """Clauses for after the reason (``rescued``: it takes a pawn out of danger;
    ``safest``: it said the move leaves the fewest pawns in danger or the least to lose),
    none for a safe move.

    Each pawn left in danger is named with who could bump it and with what ("but it
    leaves ..." after a reason that takes a pawn out of danger, which would otherwise
    sound contradicted); when every move leaves one, that is said too, so the warning
    does not sound like a mistake (and "risks least" when its expected loss is the
    smallest), unless the reason already said so (``safest``).
    """
    found = facts.risky(option.result)
    if not found:
        return []
    warning = at_risk(w, option.result, option.player, found)
    if rescued:  # the reason took a pawn out of danger: "But it leaves ..."
        warning = w.say("why.risk_but", risk=warning)
    clauses = [warning]
    if w.brief:  # brief verbosity: which pawns, not who or with what (A says that)
        return clauses
    if others and not safest and all(facts.danger(o.result) for o in others):
        here = facts.exposure(option.result)
        least = here < min(facts.exposure(o.result) for o in others) - 1e-9
        clauses.append(w.say("why.risk_least" if least else "why.risk_every"))
    return clauses


#: Pawns left in danger named one by one; any more are only counted.
NAMED = 2


def at_risk(w: Words, pos: Position, colour: Colour, found: Sequence[Threat]) -> str:
    """A hint's warning from ``found`` (:func:`~sorry_audio.analysis.threats` against
    ``colour``, SORRY!-only ones left out): "it leaves pawn 4 where Yellow could bump it
    with a 10", or with several pawns, each in a clause of its own that names who bumps it,
    "it leaves pawns 3 and 4 in danger: Yellow could bump pawn 4 with a 10, and Ann with an
    11; Ann could bump pawn 3 with a 5", so the player need not press A to learn which (a
    playtester could not tell whose threat a clause was when a colour carried over from
    one pawn's clause to the next).
    Pawns are named by most steps made, which a bump would cost the most, at most
    :data:`NAMED` of them ("...; and 1 more"); their bumpers by colour, each with its cards
    in the A key's words ("a 10, or a 2 by sliding")."""
    mine = pos.pawns(colour)
    pawns = sorted(dict.fromkeys(t.pawn for t in found),
                   key=lambda p: (steps_to_home(colour, mine[p - 1]), p))
    if w.brief:  # "it leaves pawns 1 and 2 in danger": a hint kept short, A has the rest
        named = (w.say("pawn.plain", pawn=pawns[0]) if len(pawns) == 1 else
                 w.say("why.risk_pawns", numbers=w.join(str(p) for p in sorted(pawns))))
        return w.say("why.risk_brief", pawns=named)

    def clause(pawn: int, target: str) -> str:
        """"Yellow could bump pawn 4 with a 10, and Ann with an 11": every colour that
        could bump ``pawn``, the first naming it (``target``)."""
        return w.commas(
            w.say("why.risk_by" if n == 0 else "why.risk_also", name=w.who(c), pawn=target,
                  cards=cards_how(w, sorted(cards), cards, sorry_too=sorry_too))
            for n, (c, (cards, sorry_too))
            in enumerate(_bumpers(pos, [t for t in found if t.pawn == pawn]).items()))

    if len(pawns) == 1:
        return w.say("why.risk", pawn=pawns[0], bumpers=clause(pawns[0], w.say("why.risk_it")))
    parts = [clause(pawn, w.say("pawn.plain", pawn=pawn)) for pawn in pawns[:NAMED]]
    if len(pawns) > NAMED:
        parts.append(w.say("why.risk_more", n=len(pawns) - NAMED))
    numbers = w.join(str(p) for p in sorted(pawns))
    counted = (w.say("why.risk_pawns", numbers=numbers) if len(pawns) <= NAMED
               else w.count(len(pawns), "pawn"))
    return w.say("why.risk_many", pawns=counted, bumpers=w.commas(parts, "semicolon"))


def _bumpers(pos: Position,
             found: Sequence[Threat]) -> dict[Colour, tuple[dict[Card, Route], bool]]:
    """Who could bump one pawn (``found``: its threats): each colour's cards, each the
    plainest way any of its pawns uses it, and whether a SORRY! from START reaches it too.

    A SORRY! from START reaches every pawn alike: no move escapes it, so it is no risk of
    this move's (hints leave it out of danger for the same reason) and is not listed."""
    by: dict[Colour, tuple[dict[Card, Route], bool]] = {}
    for t in found:
        from_start = pos.pawns(t.by_colour)[t.by_pawn - 1] == START
        cards, sorry_too = by.get(t.by_colour, ({}, False))
        for card, route in zip(t.cards, t.routes or [Route.COUNT] * len(t.cards), strict=True):
            if card is Card.SORRY and from_start:
                sorry_too = True
            elif card not in cards or ROUTES.index(route) < ROUTES.index(cards[card]):
                cards[card] = route
        by[t.by_colour] = (cards, sorry_too)
    return {c: found for c, found in by.items() if found[0]}
