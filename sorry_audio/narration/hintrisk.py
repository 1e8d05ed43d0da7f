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
         said: Sequence[str]) -> list[str]:
    """Clauses for after the reason (``said``: what "it" does), none for a safe move.

    A pawn left in danger is named with who could bump it and with what; when every
    move leaves one, that is said too, so the warning does not sound like a mistake
    (and "risks least" when its expected loss is the smallest), unless the reason
    already said it leaves the fewest pawns in danger or the least to lose.
    """
    found = facts.risky(option.result)
    if not found:
        return []
    clauses = [at_risk(w, option.result, option.player, found)]
    told = {w.say("why.less_danger"), w.say("why.least_exposed")}
    if others and all(facts.danger(o.result) for o in others) and not any(
            t in text for t in told for text in said):
        here = facts.exposure(option.result)
        least = here < min(facts.exposure(o.result) for o in others) - 1e-9
        clauses.append(w.say("why.risk_least" if least else "why.risk_every"))
    return clauses


def at_risk(w: Words, pos: Position, colour: Colour, found: Sequence[Threat]) -> str:
    """A hint's warning from ``found`` (:func:`~sorry_audio.analysis.threats` against
    ``colour``, SORRY!-only ones left out): "it leaves pawn 4 where Yellow could bump it
    with a 10", or with several pawns "it leaves 2 pawns in danger; Yellow could bump pawn 4
    with a 10".  The pawn named is the one with the most steps made, which a bump would cost
    the most; its bumpers are named by colour, each with its cards in the A key's words ("a 10,
    or a 2 by sliding")."""
    mine = pos.pawns(colour)
    pawns = sorted(dict.fromkeys(t.pawn for t in found),
                   key=lambda p: (steps_to_home(colour, mine[p - 1]), p))
    pawn = pawns[0]
    by: dict[Colour, dict[Card, Route]] = {}  # each card the plainest way any pawn uses it
    for t in (t for t in found if t.pawn == pawn):
        from_start = pos.pawns(t.by_colour)[t.by_pawn - 1] == START
        cards = by.setdefault(t.by_colour, {})
        for card, route in zip(t.cards, t.routes or [Route.COUNT] * len(t.cards), strict=True):
            # a SORRY! from START reaches every pawn alike: no move escapes it, so it is no
            # risk of this move's (hints leave it out of danger for the same reason)
            if not (card is Card.SORRY and from_start) and (
                    card not in cards or ROUTES.index(route) < ROUTES.index(cards[card])):
                cards[card] = route
    several = len(pawns) > 1
    target = w.say("pawn.plain", pawn=pawn) if several else w.say("why.risk_it")
    bumpers = []
    for c, cards in by.items():
        if not cards:
            continue
        bumpers.append(w.say("why.risk_by" if not bumpers else "why.risk_also", name=w.who(c),
                             pawn=target, cards=cards_how(w, sorted(cards), cards)))
    said = w.commas(bumpers, "semicolon")  # as the A key parts them: "a 10; and Blue with a 5"
    if several:
        return w.say("why.risk_many", pawns=w.count(len(pawns), "pawn"), bumpers=said)
    return w.say("why.risk", pawn=pawn, bumpers=said)
