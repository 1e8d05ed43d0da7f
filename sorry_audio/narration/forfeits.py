"""Why no pawn can move a card, pawn by pawn: "pawn 2 would pass home; pawn 4 would land
on pawn 2; pawn 1 is in start".

"No pawn can move" sounded like a rules bug to a listener following the board (playtest
u21: a bot's 12 lost to its own pawn in the way), where a sighted player sees at a glance
why.  A card with one pawn's move is lost only when every such move would pass HOME or end
on another pawn of the same colour (the move generator refuses nothing else), so each
pawn's reason can be named; a 7 only when its pawns have too few steps left to split it.
"""

from __future__ import annotations

from dataclasses import dataclass

from sorry_audio.core.board import HOME, START, Colour, is_track, start_square, steps_to_home
from sorry_audio.core.cards import Card
from sorry_audio.core.position import Position
from sorry_audio.narration.words import Words

#: the single moves each card offers a pawn in play: steps, forward (True) or back
_MOVES: dict[Card, tuple[tuple[int, bool], ...]] = {
    Card.ONE: ((1, True),), Card.TWO: ((2, True),), Card.THREE: ((3, True),),
    Card.FOUR: ((4, False),), Card.FIVE: ((5, True),), Card.EIGHT: ((8, True),),
    Card.TEN: ((10, True), (1, False)), Card.ELEVEN: ((11, True),),
    Card.TWELVE: ((12, True),)}


@dataclass(frozen=True)
class Stuck:
    """One pawn that cannot move the card: past HOME, onto its own ``blockers`` (pawn
    numbers, 1-based, of its own colour), or waiting in START for a card that brings it
    out.  ``colour``: in a partnership game, whose pawn it is (None in a solo game)."""

    pawn: int
    past_home: bool = False
    blockers: tuple[int, ...] = ()
    in_start: bool = False
    colour: Colour | None = None


def stuck_pawns(pos: Position, colour: Colour, card: Card) -> tuple[Stuck, ...] | None:
    """Each pawn not yet HOME and why ``card`` cannot move it; None when that cannot be
    said pawn by pawn (a SORRY!, a 7 whose pawns have room for it, an 11 that could swap)
    or some pawn could move.  In a partnership game, each pawn of the team (playtest pe77
    heard only "no pawn of your team can move"): a pawn is stopped only by its own
    colour's pawns there, as it bumps the partner's (spec 6)."""
    team = pos.team(colour)
    rules = pos.rules
    moves = _MOVES.get(card)
    if card is Card.SEVEN:  # lost when the pawns in play have fewer than 7 steps between
        room = [steps_to_home(c, loc) for c in team for loc in pos.pawns(c)
                if loc not in (START, HOME)]
        if not room or sum(room) >= 7:  # them (an own pawn in the way: the plain words)
            return None
        moves = ((7, True),)  # each would pass HOME, however the 7 is split
    if moves is None:
        return None
    if card is Card.ELEVEN and _could_swap(pos, colour):
        return None  # a swap is a move too
    out = []
    for c in team:
        locs = pos.pawns(c)
        for i, loc in enumerate(locs):
            if loc == HOME:
                continue
            whose = c if pos.teams else None
            if loc == START:
                if card not in rules.enter_cards:
                    out.append(Stuck(i + 1, in_start=True, colour=whose))
                    continue
                ends = [start_square(c)]
            else:
                ends = [(rules.forward if ahead else rules.backward)[c][loc][n]
                        for n, ahead in moves]
            blockers = []
            for d in ends:
                if d == -1:
                    continue
                if d == HOME or d not in locs:
                    return None  # a move not accounted for: the plain words
                blockers.append(locs.index(d) + 1)
            out.append(Stuck(i + 1, -1 in ends, tuple(sorted(set(blockers))), colour=whose))
    return tuple(out) if out else None


def bare_owner(w: Words, pos: Position, player: Colour,
               colours: set[Colour]) -> Colour | None:
    """Whose pawns a lost card's reason names bare ("pawn 2"): ``player``'s, the line's
    subject, unless at a hot-seat partnership table (no one is "you") the line names
    another colour's pawns too (``colours``): then None, every pawn with its owner
    ("pawns 1, 2, 3 and 4, and Bo's pawns 3 and 4" of Green's card was heard by the one
    at the keyboard as her own: playtest qc116)."""
    return None if pos.teams and not w.addressing and len(colours) > 1 else player


def opponent_on_track(pos: Position, colour: Colour) -> bool:
    """An opponent's pawn is on the track: one for ``colour``'s 11 to swap with, or its
    SORRY! to take (the lesson on which cards bring a pawn out)."""
    team = pos.team(colour)
    return any(is_track(loc) for c in pos.seated if c not in team for loc in pos.pawns(c))


def _could_swap(pos: Position, colour: Colour) -> bool | None:
    """Whether an 11 of ``colour`` has an opponent's pawn to swap with: None when it (or
    its team) has no pawn on the track to swap, so the question does not arise."""
    if not any(is_track(loc) for c in pos.team(colour) for loc in pos.pawns(c)):
        return None
    return opponent_on_track(pos, colour)


def stuck_reason(w: Words, pos: Position, colour: Colour, card: Card,
                 stuck: tuple[Stuck, ...], enter_cards: str | None) -> str:
    """The pawns' reasons in words (``stuck``, from :func:`stuck_pawns` for ``card`` at
    ``pos``); first, for an 11 with a pawn on the track, that no one was there to swap
    with; the pawns in START last, said as which cards they need (``enter_cards``, a
    person's lesson) or only that they are there (a bot's)."""
    no_swap = card is Card.ELEVEN and _could_swap(pos, colour) is False
    parts = [w.say("reason.no_swap")] if no_swap else []
    # pawns with the same reason are said together: "pawns 1 and 3 would pass home" (w23)
    # a partnership game names each pawn as the player's options do: "pawn 2", "Yellow
    # pawn 3" (the listener's own, of another's card, "your pawn 3")
    team = pos.teams
    me = bare_owner(w, pos, colour, {s.colour for s in stuck if s.colour is not None})
    by_ways: dict[str, list[Stuck]] = {}
    for s in stuck:
        if s.in_start:
            continue
        each_way = [w.say("reason.way.own_pawn.team", other=w.pawn(s.colour, b, me=me))
                    if team and s.colour is not None
                    else w.say("reason.way.own_pawn", other=b) for b in s.blockers]
        if s.past_home:
            each_way.insert(0, w.say("reason.way.past_home"))
        by_ways.setdefault(w.join(each_way, "or"), []).append(s)
    for ways, same in by_ways.items():
        if team:
            parts.append(w.say("reason.stuck.team", ways=ways, pawns=_names(w, same, me)))
        elif len(same) == 1:
            parts.append(w.say("reason.pawn_stuck", pawn=same[0].pawn, ways=ways))
        else:
            parts.append(w.say("reason.pawns_stuck", ways=ways,
                               pawns=w.join(str(s.pawn) for s in same)))
    waiting = [s for s in stuck if s.in_start]
    if waiting and enter_cards is not None:
        key = "reason.start_need.one" if len(waiting) == 1 else "reason.start_need.many"
        parts.append(w.say(key, cards=enter_cards))
    elif waiting:
        key = "reason.in_start.one" if len(waiting) == 1 else "reason.in_start.many"
        if team:
            parts.append(w.say(key + ".team", pawns=_names(w, waiting, me)))
        else:
            parts.append(w.say(key, pawns=w.join(str(s.pawn) for s in waiting)))
    return w.commas(parts, "semicolon")  # "pawn 4 would land on pawn 2 and pawn 1 ..." ran on


def _names(w: Words, stuck: list[Stuck], player: Colour | None) -> str:
    """A partnership game's pawns named for ``player``'s card, each colour's together:
    "pawn 1 and Yellow pawns 2 and 3" (``player`` None: every pawn with its owner)."""
    by_colour: dict[Colour, list[int]] = {}
    for s in stuck:
        if s.colour is not None:
            by_colour.setdefault(s.colour, []).append(s.pawn)
    groups = [w.pawn(c, nums[0], me=player) if len(nums) == 1
              else w.pawns(c, nums, me=player) for c, nums in by_colour.items()]
    if len(groups) == 2 and any(len(nums) > 1 for nums in by_colour.values()):
        # "pawns 1, 3 and 4, and An's pawns 2 and 3": two "and"s in a row blurred whose
        # pawns were whose (playtest pf83)
        return w.say("reason.team_groups", first=groups[0], second=groups[1])
    return w.join(groups)
