"""What a hinted move risks, said after its reason: silence would be heard as "safe".

A playtester who followed hints was bumped on the next turn three times, each
time after a hint that said nothing of the danger.  The threats come from
:func:`sorry_audio.analysis.threats`, and the 11's swaps that would set a pawn far back
from :func:`sorry_audio.analysis.setbacks` (through the hint's :class:`Facts`), as for
the A key, so the hint and the danger check never disagree.  In a partnership game
the pawns at risk are the team's (a partner's named by colour, "Yellow pawn 2"), and
its bumpers the opposing pair ("Blue or Green could bump it"): either may move
either opposing colour's pawns.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from sorry_audio.analysis import ROUTES, Route, SetBack, Threat, opponents
from sorry_audio.core.board import START, Colour, steps_to_home
from sorry_audio.core.cards import Card
from sorry_audio.core.moves import Option
from sorry_audio.core.position import Position
from sorry_audio.narration.advice import cards_how
from sorry_audio.narration.hintfacts import EXPOSURE_MARGIN, Facts
from sorry_audio.narration.hintoutcome import own_pawn, own_pawns, side_pawn
from sorry_audio.narration.words import Words


def risk(w: Words, option: Option, others: Sequence[Option], facts: Facts,
         rescued: bool = False, safest: bool = False, still: bool = False) -> list[str]:
    """Clauses for after the reason (``rescued``: it takes a pawn out of danger;
    ``safest``: it said the move leaves the fewest pawns in danger or the least to lose;
    ``still``: the sentence before has a "but" of its own), none for a safe move.

    Each pawn left in danger is named with who could bump it and with what ("but it
    leaves ..." after a reason that takes a pawn out of danger, which would otherwise
    sound contradicted), then the worst swap an 11 could make (:func:`swap_risks`); when
    every move leaves one, that is said too, so the warning
    does not sound like a mistake (and "risks least" when its expected loss is the
    smallest), unless the reason already said so (``safest``).
    """
    found = facts.risky(option.result)
    backs = facts.setbacks(option.result)
    if not found and not backs:
        return []
    pos, me = option.result, option.player
    if w.brief:  # which pawns, not who or with what (A says that): swapped ones too
        warning = brief_risk(w, pos, me, found, backs)
    elif found:
        warning = at_risk(w, pos, me, found)
    else:
        warning = swap_risks(w, pos, me, backs, set())
    if rescued:  # the reason took a pawn out of danger: "But it leaves ..."
        warning = w.say("why.risk_still" if still else "why.risk_but", risk=warning)
    clauses = [warning]
    if w.brief:  # brief verbosity: which pawns, not who or with what (A says that)
        return clauses
    if found and backs:
        bumped = {(t.colour if t.colour is not None else me, t.pawn) for t in found}
        # the bumps' warning sent the player to A already: not a second time (rx108)
        told = len(bumped) > NAMED and not w.full
        clauses.append(swap_risks(w, pos, me, backs, bumped, told))
    if others and not safest and all(facts.danger(o.result) for o in others):
        here = facts.exposure(option.result)
        # by the margin Shift+O's least uses too (review rx108: "this one risks least"
        # where Shift+O said "Each risks about as much.")
        least = here + EXPOSURE_MARGIN <= min(facts.exposure(o.result) for o in others)
        clauses.append(w.say("why.risk_least" if least else "why.risk_every"))
    return clauses


#: Pawns left in danger named one by one; any more are only counted (not at full verbosity).
NAMED = 2


def brief_risk(w: Words, pos: Position, colour: Colour, found: Sequence[Threat],
               backs: Sequence[SetBack]) -> str:
    """Brief verbosity's warning: "it leaves pawns 1 and 2 in danger", of a bump or of an
    11's swap that would set the pawn far back (named as :func:`at_risk` names them)."""
    pawns = {(t.colour if t.colour is not None else colour, t.pawn) for t in found}
    pawns |= {(b.colour, b.pawn) for b in backs}
    return w.say("why.risk_brief", pawns=_listed(w, pos, colour, pawns))


def _listed(w: Words, pos: Position, colour: Colour, ks: Collection[tuple[Colour, int]]) -> str:
    """"pawn 4" (:func:`side_pawn`), "pawns 3 and 4", or with a partner's, "your pawn 3
    and Yellow pawns 1 and 2": each colour's pawns together (playtest pc69: "Yellow pawn
    1 and Yellow pawn 2")."""
    if len(ks) == 1:
        return side_pawn(w, pos, colour, *next(iter(ks)))
    if all(c == colour for c, _ in ks):
        return w.say("pawns.plain", pawns=w.join(str(p) for _, p in sorted(ks)))
    team = pos.team(colour)
    groups = [sorted(p for c, p in ks if c == side) for side in team]
    return w.join(side_pawn(w, pos, colour, side, nums[0]) if len(nums) == 1
                  else own_pawns(w, nums, pos.teams) if side == colour
                  else w.pawns(side, nums, me=colour)
                  for side, nums in zip(team, groups, strict=True) if nums)


def swap_risks(w: Words, pos: Position, colour: Colour, backs: Sequence[SetBack],
               bumped: Collection[tuple[Colour, int]], told: bool = False) -> str:
    """The warning of the 11's swaps that would set pawns far back (``backs``), after the
    bumps' warning when ``bumped`` (the pawns it named) is not empty: the worst swap with
    its swapper and squares, then the pawns named nowhere yet only named ("; and also pawn
    1, which the A key tells in full": review rv106 heard two of four pawns in danger never
    mentioned; ``told``: the warning before sent the player to A already, so it is not
    named again); at full verbosity every swap.
    "It leaves pawn 2 where Green could swap it back 41 squares with an 11"; after the
    bumps, "Green could also swap pawn 2 back 41 squares with an 11"."""
    def key(b: SetBack) -> tuple[Colour, int]:
        return (b.colour, b.pawn)

    ordered = sorted(backs, key=lambda b: -b.steps)
    named = ordered if w.full else ordered[:1]
    clauses = [swap_risk(w, pos, colour, b, also=bool(bumped) or i > 0)
               for i, b in enumerate(named)]
    rest = [key(b) for b in ordered if b not in named and key(b) not in bumped]
    text = w.commas(clauses, "semicolon")
    if rest:
        text = w.say("why.swap_risk_more_told" if told else "why.swap_risk_more", risks=text,
                     pawns=_listed(w, pos, colour, rest))
    return text


def swap_risk(w: Words, pos: Position, colour: Colour, b: SetBack, also: bool = False) -> str:
    """One swap's warning (``b``): "it leaves pawn 2 where Green could swap it back 41
    squares with an 11"; ``also``: after another warning, "Green could also swap pawn 2
    back 41 squares with an 11".  In a partnership game the swapper is the opposing
    pair."""
    name = (w.join((w.who(c) for c in opponents(pos, colour)), "or") if pos.teams
            else w.who(b.by_colour))
    pawn = side_pawn(w, pos, colour, b.colour, b.pawn)
    key = ("why.swap_risk_also" if also else "why.swap_risk") + ("_past" if b.past_entry else "")
    return w.say(key, name=name, pawn=pawn, back=w.count(b.steps, "square"))


def at_risk(w: Words, pos: Position, colour: Colour, found: Sequence[Threat]) -> str:
    """A hint's warning from ``found`` (:func:`~sorry_audio.analysis.threats` against
    ``colour``, SORRY!-only ones left out): "it leaves pawn 4 where Yellow could bump it
    with a 10", or with several pawns, each in a clause of its own that names who bumps it,
    "it leaves pawns 3 and 4 in danger: Yellow could bump pawn 4 with a 10, and Ann with an
    11; Ann could bump pawn 3 with a 5", so the player need not press A to learn which (a
    playtester could not tell whose threat a clause was when a colour carried over from
    one pawn's clause to the next).
    Pawns are named by most steps made, which a bump would cost the most, at most
    :data:`NAMED` of them with their bumpers, the rest only named ("...; and pawn 4 too";
    at full verbosity every one); their bumpers
    by colour, each with its cards in the A key's words ("a 10, or a 2 by sliding")."""
    def key(t: Threat) -> tuple[Colour, int]:
        return (t.colour if t.colour is not None else colour, t.pawn)

    team = pos.team(colour)
    pawns = sorted(dict.fromkeys(key(t) for t in found),
                   key=lambda k: (steps_to_home(k[0], pos.pawns(k[0])[k[1] - 1]),
                                  team.index(k[0]), k[1]))

    def clause(k: tuple[Colour, int], target: str, then: bool = False) -> str:
        """"Yellow could bump pawn 4 with a 10, and Ann with an 11": every colour that
        could bump pawn ``k``, the first naming it (``target``); ``then``: its one bumper
        is the last pawn's only one, named already ("and pawn 3 with a 4")."""
        first = "why.risk_then" if then else "why.risk_by"
        return w.commas(
            w.say(first if n == 0 else "why.risk_also", name=name, pawn=target,
                  cards=cards_how(w, sorted(cards), cards, sorry_too=sorry_too))
            for n, (name, (cards, sorry_too)) in enumerate(by[k].items()))

    by = {k: _bumpers(w, pos, colour, [t for t in found if key(t) == k]) for k in pawns}
    if len(pawns) == 1:
        it = clause(pawns[0], w.say("why.risk_it"))
        c, pawn = pawns[0]
        if c == colour:
            return w.say("why.risk", pawn=own_pawn(w, pawn, pos.teams), bumpers=it)
        return w.say("why.risk_named", name=side_pawn(w, pos, colour, c, pawn), bumpers=it)
    named = len(pawns) if w.full else NAMED  # full verbosity: the player asked for it all

    def same(i: int) -> bool:
        """Pawn ``i``'s one bumper is pawn ``i - 1``'s one bumper: not named twice in a
        row (playtest t20: "Blue could bump pawn 4 ...; Blue could bump pawn 2 ..."), which
        cannot be misread as another's, as it could after a clause of two bumpers."""
        return i > 0 and len(by[pawns[i]]) == len(by[pawns[i - 1]]) == 1 \
            and next(iter(by[pawns[i]])) == next(iter(by[pawns[i - 1]]))
    parts = [clause(k, side_pawn(w, pos, colour, *k), then=same(i))
             for i, k in enumerate(pawns[:named])]
    if len(pawns) > named:
        rest = pawns[named:]  # named, not counted: "and 1 more" sent the player to A
        parts.append(w.say("why.risk_more",
                           pawns=_listed(w, pos, colour, rest)))
    counted = _listed(w, pos, colour, pawns) if len(pawns) <= NAMED else w.count(len(pawns), "pawn")
    return w.say("why.risk_many", pawns=counted, bumpers=w.commas(parts, "semicolon"))


def _bumpers(w: Words, pos: Position, colour: Colour,
             found: Sequence[Threat]) -> dict[str, tuple[dict[Card, Route], bool]]:
    """Who could bump one pawn of ``colour``'s team (``found``: its threats), by name: each
    colour's cards, each the plainest way any of its pawns uses it, and whether a SORRY!
    from START reaches it too.  In a partnership game the two opponents are one bumper,
    "Blue or Green", with the cards of every opposing pawn: either may move any of them.

    A SORRY! from START reaches every pawn alike: no move escapes it, so it is no risk of
    this move's (hints leave it out of danger for the same reason) and is not listed."""
    by: dict[Colour | None, tuple[dict[Card, Route], bool]] = {}
    for t in found:
        name = None if pos.teams else t.by_colour
        from_start = pos.pawns(t.by_colour)[t.by_pawn - 1] == START
        cards, sorry_too = by.get(name, ({}, False))
        for card, route in zip(t.cards, t.routes or [Route.COUNT] * len(t.cards), strict=True):
            if card is Card.SORRY and from_start:
                sorry_too = True
            elif card not in cards or ROUTES.index(route) < ROUTES.index(cards[card]):
                cards[card] = route
        by[name] = (cards, sorry_too)
    pair = w.join((w.who(c) for c in opponents(pos, colour)), "or") if pos.teams else ""
    return {w.who(c) if c is not None else pair: found for c, found in by.items() if found[0]}
