"""Why a hint passes up a move that looks better: home, a bump, the safety zone.

A playtester following H heard it turn down "take pawn 1 home" for "bring a new pawn out
of start", with no word of why, and learnt only that "the hint is odd".  When the card
has such an option and the hinted one does nothing as tempting, one clause says what
sets them apart, from facts the hint's :class:`Facts` can check ("Option 2 would take
pawn 1 home, but pawn 1 is safe in your safety zone and can wait"); when none of them
does, it says so plainly rather than invent a reason.  Apart from
:mod:`sorry_audio.narration.hints` only to keep each module short.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from sorry_audio.analysis import team_steps
from sorry_audio.core.board import Colour, is_zone
from sorry_audio.core.cards import Card
from sorry_audio.core.events import PawnEntered
from sorry_audio.core.moves import Option, play_option
from sorry_audio.core.position import Position
from sorry_audio.narration.hintfacts import Facts
from sorry_audio.narration.hintoutcome import Pawns, moved, own_pawn, passed_up
from sorry_audio.narration.options import option_groups
from sorry_audio.narration.words import Words

#: Steps of expected loss by which the hinted option must be safer to say so (as hints say).
MARGIN = 0.5


def passed_clause(w: Words, pos: Position, option: Option, opts: Sequence[Option],
                  facts: Facts, said: Sequence[str], close: bool = False,
                  hand: Sequence[Card] | None = None,
                  numbered: bool = True) -> tuple[str, bool] | None:
    """(one clause on the most tempting option the hint passes up, whether it is the
    honest "the hard bot thinks this one is better" for want of a checkable reason), or None
    when the card has no option more tempting than ``option`` (:func:`passed_up`).

    ``opts``: all the card's options, as the player hears them numbered; ``said``: the
    hint's reasons so far, so a reason that would only repeat one is left out; ``close``: the
    hard bot found another option about as good.  ``hand``: the Point Score game's hand,
    whose cards' options ``opts`` are: another card's option is named by its card too.
    ``numbered`` False: no list was heard (a table of bots), so it is "another move"."""
    others = [o for o in opts if (o.card, o.plan) != (option.card, option.plan)]
    found = passed_up(pos, option, others)
    if found is None:
        return None
    other, kind, pawns = found
    me = option.player
    does = _would(w, me, kind, pawns)
    if hand is not None:  # numbered in its own card's list, which picking it would say
        name = _number(w, pos, [o for o in opts if o.card == other.card], other)
        if other.card != option.card:
            name = w.say("why.up_card", index=hand.index(other.card) + 1,
                         card=w.card(other.card), option=name)
    elif not numbered:
        name = w.say("why.up_another")
    else:
        name = _number(w, pos, opts, other)
    fact = _waits(w, me, pos, option, kind, pawns, zone_said=w.say("why.zone") in said)
    # a merit the hint has not said already ("it puts another pawn in play"); with no
    # fact about the pawn, even one it has, since that is then the whole of why.  Each is
    # worked out only if the ones before it would not do (the later ones cost more).
    first: str | None = None
    merit: str | None = None
    for repeats, text in _merits(w, pos, option, other, facts,
                                 pawns if kind == "bump" else []):
        first = first or text
        if repeats not in said:
            merit = text
            break
    if merit is None and not fact and first is not None:
        # the whole of why is a reason said already: not in the same words twice
        # (playtest qc116: "It puts another pawn in play. Option 2 would ..., but this one
        # puts another pawn in play.")
        if close:  # about as good: "counts for less" would overstate it (review rz118)
            return w.say("why.up_close", option=name, does=does), True
        return w.say("why.up_less", option=name, does=does), False
    if fact and merit:
        why = w.say("why.up_then", fact=fact, merit=merit)
    elif fact or merit:
        why = fact or merit or ""
    else:
        # ``close``: the search found them about as good, which is then the honest word
        return w.say("why.up_close" if close else "why.up_overall", option=name,
                     does=does), True
    return w.say("why.up", option=name, does=does, why=why), False


def _names(w: Words, me: Colour, pawns: Pawns) -> str:
    """"pawn 1", "pawns 1 and 3", "Yellow pawn 2", "Blue pawn 1"."""
    if len(pawns) > 1 and all(c == me for c, _ in pawns):
        return w.say("pawns.plain", pawns=w.join(str(p) for _, p in pawns))
    return w.join(w.say("pawn.plain", pawn=p) if c == me else w.pawn(c, p, me=me)
                  for c, p in pawns)


def _would(w: Words, me: Colour, kind: str, pawns: Pawns) -> str:
    """What the passed-up option would do: "take pawn 1 home", "bump Blue pawn 1"."""
    key = "why.up_" + kind
    if kind == "zone" and any(c != me for c, _ in pawns):
        key += "_team"
    return w.say(key, pawns=_names(w, me, pawns))


def _number(w: Words, pos: Position, opts: Sequence[Option], other: Option) -> str:
    """The passed-up option as the player reaches it: "option 2", or in a grouped list
    (a 7, an 11) "option 2 in group 3", or "option 3" for a group of one."""
    index = next(i for i, o in enumerate(opts) if o.plan == other.plan)
    groups = option_groups(w, pos, opts)
    if not any(len(g.indices) > 1 for g in groups):
        return w.say("why.up_number", number=index + 1)
    group = next(k for k, g in enumerate(groups) if index in g.indices)
    if len(groups[group].indices) == 1:  # played from the groups' list by its number
        return w.say("why.up_number", number=group + 1)
    return w.say("why.up_number_group", number=groups[group].indices.index(index) + 1,
                 group=group + 1)


def _waits(w: Words, me: Colour, pos: Position, option: Option, kind: str,
           pawns: Pawns, zone_said: bool = False) -> str | None:
    """"pawn 1 is safe in your safety zone and can wait": the pawn the passed-up option
    takes home stays in its safety zone after the hinted move, where no card can bump it.
    A pawn the hinted move itself takes into the zone is "this one puts it in your safety
    zone" (playtest qa113: "is safe in your safety zone" of a pawn still on square 59), or,
    after "It reaches your safety zone", "pawn 1 is safe there" (qc116: the zone twice)."""
    if kind != "home" or len(pawns) != 1:
        return None
    colour, pawn = pawns[0]
    if not is_zone(option.result.pawns(colour)[pawn - 1]):
        return None
    there = ("" if is_zone(pos.pawns(colour)[pawn - 1])
             else "_there" if zone_said and colour == me else "_after")
    if colour == me:
        return w.say("why.up_waits" + there, pawn=own_pawn(w, pawn, option.result.teams))
    return w.say("why.up_waits_partner" + there, name=w.team_pawn(colour, pawn, me),
                 owner=w.possessive(colour))


def _merits(w: Words, pos: Position, option: Option, other: Option, facts: Facts,
            bumped: Pawns) -> Iterator[tuple[str, str]]:
    """(the hint's reason it would repeat, or "", and the words) for each checkable fact,
    most telling first, in which the hinted option beats the passed-up one: the other
    leaves a pawn it moves in danger, it leaves more pawns in danger, it brings no pawn out
    of start, it gains less ground, it risks more steps, it brings fewer opponent pawns
    within reach, or it leaves fewer cards usable next turn (``bumped``: the opponent pawns
    the other bumps)."""
    me = option.player
    here, there = facts.danger(option.result), facts.danger(other.result)
    exposed = [k for k in moved(other) if k in there and k not in here]
    if exposed:
        colour, pawn = exposed[0]
        if colour == me:
            yield "", w.say("why.up_exposed", pawn=own_pawn(w, pawn, pos.teams))
        else:
            yield "", w.say("why.up_exposed_partner", name=w.team_pawn(colour, pawn, me))
    if len(here) < len(there):
        yield w.say("why.less_danger"), w.say("why.up_fewer")
    entered = _enters(pos, option)
    if entered is not None and _enters(pos, other) is None:
        if entered == me:
            yield w.say("why.enter"), w.say("why.up_enter")
        else:
            yield (w.say("why.enter_partner", owner=w.possessive(entered)),
                   w.say("why.up_enter_partner", owner=w.possessive(entered)))
    more = team_steps(other.result, me) - team_steps(option.result, me)
    if more > 0:
        yield "", w.say("why.up_gain", squares=w.count(more, "square"))
    if facts.exposure(option.result) + MARGIN <= facts.exposure(other.result):
        yield w.say("why.least_exposed"), w.say("why.up_exposure")
    # a pawn the other option bumps is no gain of reach: "rather than bump it, reach it"
    new = facts.reach(option.result) - facts.reach(other.result) - set(bumped)
    if new:
        yield "", w.say("why.up_reach", pawns=w.join(w.pawn(c, n) for c, n in sorted(new)))
    if facts.usable(option.result) > facts.usable(other.result):
        yield w.say("why.flexible"), w.say("why.up_flexible")


def _enters(pos: Position, option: Option) -> Colour | None:
    """The colour of the pawn the option brings out of START, or None."""
    for e in play_option(pos, option):
        if isinstance(e, PawnEntered):
            return e.colour
    return None
