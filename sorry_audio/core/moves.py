"""Legal options for a card, and applying them.

The generator works on flat tuples of locations and precomputed tables, because
bots search with it and simulation measures it.  One function,
:func:`_apply_part`, moves pawns for both the generator (no events) and real
play (events recorded), so what a player is offered and what happens when it is
chosen can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from sorry_audio.core.board import HOME, START, TRACK_SQUARES, Colour, is_zone, path, zone_step
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.events import (
    BumpCause,
    Direction,
    Event,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.position import Position
from sorry_audio.core.rules import Rules

# Part kinds of a raw plan: a plan is a tuple of (kind, pawn index, argument).
ENTER, FORWARD, BACKWARD, SWAP, SORRY, PASS = range(6)
START_SQUARES = (1, 16, 31, 46)
SIMPLE_FORWARD = {Card.ONE: 1, Card.TWO: 2, Card.THREE: 3, Card.FIVE: 5, Card.EIGHT: 8,
                  Card.TWELVE: 12}

Plan = tuple[tuple[int, int, int], ...]


class OptionKind(Enum):
    ENTER = "enter"
    FORWARD = "forward"
    BACKWARD = "backward"
    SPLIT = "split"
    SWAP = "swap"
    SORRY = "sorry"
    PASS = "pass"


_KIND_OF_PART = {ENTER: OptionKind.ENTER, FORWARD: OptionKind.FORWARD,
                 BACKWARD: OptionKind.BACKWARD, SWAP: OptionKind.SWAP,
                 SORRY: OptionKind.SORRY, PASS: OptionKind.PASS}


@dataclass(frozen=True, slots=True)
class Part:
    """One pawn's share of an option.  ``pawn`` counts from 1."""

    kind: OptionKind
    pawn: int
    steps: int = 0  # forward or backward moves
    target: tuple[Colour, int] | None = None  # swap and SORRY!: the other pawn


@dataclass(frozen=True, slots=True)
class Option:
    """A legal way to play a card, and the position it leads to."""

    card: Card
    player: Colour
    plan: Plan
    result: Position

    @property
    def kind(self) -> OptionKind:
        if len(self.plan) == 2:
            return OptionKind.SPLIT
        return _KIND_OF_PART[self.plan[0][0]]

    @property
    def parts(self) -> tuple[Part, ...]:
        p = self.result.rules.pawns
        out = []
        for kind, k, arg in self.plan:
            if kind == PASS:
                out.append(Part(OptionKind.PASS, 0))
            elif kind in (SWAP, SORRY):
                out.append(Part(_KIND_OF_PART[kind], k % p + 1,
                                target=(Colour(arg // p), arg % p + 1)))
            else:
                out.append(Part(_KIND_OF_PART[kind], k % p + 1, arg))
        return tuple(out)

    @property
    def pawns(self) -> tuple[int, ...]:
        """The numbers of the player's pawns this option moves."""
        return tuple(part.pawn for part in self.parts if part.pawn)


def _apply_part(rules: Rules, new: list[int], occ: list[int], c: int, part: tuple[int, int, int],
                ev: list[Event] | None) -> bool:
    """Carry out one part on ``new`` and ``occ`` (square -> pawn index); False if illegal.

    On False the lists may be half changed: callers work on copies.
    """
    kind, k, arg = part
    p = rules.pawns
    frm = new[k]
    target = -1
    if kind == FORWARD:
        if not 0 < frm < HOME:
            return False
        d = rules.forward[c][frm][arg]
        if d < 0:
            return False
    elif kind == BACKWARD:
        if not 0 < frm < HOME:
            return False
        d = rules.backward[c][frm][arg]
    elif kind == ENTER:
        d = START_SQUARES[c]
    elif kind == PASS:
        return True
    else:  # SWAP, SORRY
        target = arg
        d = new[target]
    if d <= TRACK_SQUARES:
        o = occ[d]
        if o >= 0 and o != target:
            if o // p == c:
                return False
            target = o
            kind_bump = True
        else:
            kind_bump = False
    else:
        if d < HOME:
            base = c * p
            for j in range(base, base + p):
                if new[j] == d and j != k:
                    return False
        kind_bump = False
    # The move itself.
    if ev is not None:
        _record_move(rules, new, occ, c, kind, k, frm, d, target, ev)
    if 0 < frm <= TRACK_SQUARES and occ[frm] == k:
        occ[frm] = -1
    if kind == SWAP:
        new[target] = frm
        occ[frm] = target
    elif target >= 0:
        new[target] = START
        if ev is not None and kind_bump:
            ev.append(PawnBumped(Colour(target // p), target % p + 1, d, Colour(c), k % p + 1,
                                 BumpCause.LANDING))
    new[k] = d
    if d <= TRACK_SQUARES:
        occ[d] = k
        slide = rules.slide[c][d]
        if slide is not None:
            swept = []
            for sq in slide.squares:
                o = occ[sq]
                if o >= 0 and o != k:
                    new[o] = START
                    occ[sq] = -1
                    if ev is not None:
                        swept.append((o, sq))
            occ[d] = -1
            new[k] = slide.end
            occ[slide.end] = k
            if ev is not None:
                _record_slide(p, c, k, slide, swept, ev)
    elif ev is not None:
        if d == HOME:
            base = c * p
            ev.append(HomeReached(Colour(c), k % p + 1, new[base:base + p].count(HOME)))
        elif not is_zone(frm):
            ev.append(SafetyZoneEntered(Colour(c), k % p + 1, zone_step(d)))
    return True


def _record_move(rules: Rules, new: list[int], occ: list[int], c: int, kind: int, k: int,
                 frm: int, d: int, target: int, ev: list[Event]) -> None:
    p = rules.pawns
    colour, pawn = Colour(c), k % p + 1
    if kind == ENTER:
        ev.append(PawnEntered(colour, pawn, d))
    elif kind == SORRY:
        ev.append(SorryPlayed(colour, pawn, Colour(target // p), target % p + 1, d))
        ev.append(PawnBumped(Colour(target // p), target % p + 1, d, colour, pawn,
                             BumpCause.SORRY))
    elif kind == SWAP:
        ev.append(PawnsSwapped(colour, pawn, Colour(target // p), target % p + 1, frm, d))
    else:
        steps = _steps(kind, rules, c, frm, d)
        walked = path(colour, frm, steps if kind == FORWARD else -steps) or ()
        passed = walked[:-1]
        jumped = []
        for loc in passed:
            if loc <= TRACK_SQUARES:
                o = occ[loc]
                if o >= 0:
                    jumped.append((Colour(o // p), o % p + 1))
            else:
                for j in range(c * p, c * p + p):
                    if new[j] == loc:
                        jumped.append((colour, j % p + 1))
        direction = Direction.FORWARD if kind == FORWARD else Direction.BACKWARD
        ev.append(PawnMoved(colour, pawn, frm, d, direction, steps, passed, tuple(jumped)))


def _steps(kind: int, rules: Rules, c: int, frm: int, d: int) -> int:
    table = rules.forward if kind == FORWARD else rules.backward
    return table[c][frm].index(d, 1)


def _record_slide(p: int, c: int, k: int, slide, swept: list[tuple[int, int]],
                  ev: list[Event]) -> None:
    colour, pawn = Colour(c), k % p + 1
    who = tuple((Colour(o // p), o % p + 1) for o, _ in swept)
    ev.append(SlideTaken(colour, pawn, slide.colour, slide.start, slide.end, who))
    for (oc, op), (_, sq) in zip(who, swept):
        ev.append(PawnBumped(oc, op, sq, colour, pawn, BumpCause.SLIDE))


def _occupancy(locs) -> list[int]:
    occ = [-1] * (TRACK_SQUARES + 1)
    for j, loc in enumerate(locs):
        if 0 < loc <= TRACK_SQUARES:
            occ[loc] = j
    return occ


def _opponents(locs, p: int, c: int, seated_order: range) -> list[int]:
    """Opponent pawns on the track, clockwise from the player, by pawn number."""
    out = []
    for step in seated_order:
        oc = (c + step) % 4
        base = oc * p
        for j in range(base, base + p):
            if 0 < locs[j] <= TRACK_SQUARES:
                out.append(j)
    return out


_OTHERS = range(1, 4)


def _plans(rules: Rules, locs, c: int, card: Card) -> list[Plan]:
    """Every candidate plan for the card, in the order a player hears them."""
    p = rules.pawns
    base = c * p
    own = range(base, base + p)
    in_start = -1
    movable = []
    for j in own:
        loc = locs[j]
        if loc == START:
            if in_start < 0:
                in_start = j
        elif loc != HOME:
            movable.append(j)
    plans: list[Plan] = []
    if in_start >= 0 and card in rules.enter_cards:
        plans.append(((ENTER, in_start, 0),))
    n = SIMPLE_FORWARD.get(card)
    if n is not None:
        plans.extend(((FORWARD, j, n),) for j in movable)
    elif card == Card.FOUR:
        plans.extend(((BACKWARD, j, 4),) for j in movable)
    elif card == Card.TEN:
        for j in movable:
            plans.append(((FORWARD, j, 10),))
            plans.append(((BACKWARD, j, 1),))
    elif card == Card.SEVEN:
        plans.extend(((FORWARD, j, 7),) for j in movable)
        for x, a in enumerate(movable):
            for b in movable[x + 1:]:
                for s in range(1, 7):
                    plans.append(((FORWARD, a, s), (FORWARD, b, 7 - s)))
                    plans.append(((FORWARD, b, 7 - s), (FORWARD, a, s)))
    elif card == Card.ELEVEN:
        plans.extend(((FORWARD, j, 11),) for j in movable)
        targets = _opponents(locs, p, c, _OTHERS)
        for j in movable:
            if locs[j] <= TRACK_SQUARES:
                plans.extend(((SWAP, j, t),) for t in targets)
    elif card == Card.SORRY and in_start >= 0:
        plans.extend(((SORRY, in_start, t),) for t in _opponents(locs, p, c, _OTHERS))
    return plans


def generate(rules: Rules, locs: tuple[int, ...], colour: int,
             card: Card) -> list[tuple[Plan, tuple[int, ...]]]:
    """The legal options as raw ``(plan, resulting locations)`` pairs, one per outcome.

    This is the fast path bots and simulation use; :func:`legal_options` wraps it.
    """
    c = int(colour)
    p = rules.pawns
    base, end = c * p, c * p + p
    occ = _occupancy(locs)
    seen: set[tuple[int, ...]] = set()
    out: list[tuple[Plan, tuple[int, ...]]] = []
    forward_11 = False
    for plan in _plans(rules, locs, c, card):
        new = list(locs)
        if len(plan) == 1:
            if not _apply_part(rules, new, occ.copy(), c, plan[0], None):
                continue
        else:
            scratch = occ.copy()
            if not (_apply_part(rules, new, scratch, c, plan[0], None)
                    and _apply_part(rules, new, scratch, c, plan[1], None)):
                continue
        result = tuple(new)
        own = new[base:end]
        own.sort()
        key = result[:base] + tuple(own) + result[end:]
        if key in seen:
            continue
        seen.add(key)
        out.append((plan, result))
        if card == Card.ELEVEN and plan[0][0] == FORWARD:
            forward_11 = True
    if card == Card.ELEVEN and out and not forward_11:
        out.append((((PASS, -1, 0),), tuple(locs)))
    elif card == Card.SORRY and not out and rules.sorry_fallback_forward:
        n = rules.sorry_fallback_forward
        for j in range(base, end):
            if 0 < locs[j] < HOME:
                new = list(locs)
                if _apply_part(rules, new, occ.copy(), c, (FORWARD, j, n), None):
                    result = tuple(new)
                    own = sorted(new[base:end])
                    key = result[:base] + tuple(own) + result[end:]
                    if key not in seen:
                        seen.add(key)
                        out.append((((FORWARD, j, n),), result))
    return out


def next_to_move(pos: Position, card: Card) -> Colour:
    """Who acts after ``card`` is played: the same colour after a classic 2."""
    if card == Card.TWO and pos.rules.two_draws_again:
        return pos.to_move
    return pos.next_colour()


def legal_options(pos: Position, card: Card) -> list[Option]:
    """The distinct legal options for the colour to move, in the order they are offered."""
    nxt = next_to_move(pos, card)
    return [Option(card, pos.to_move, plan, Position(nxt, pos.seated, result, pos.rules))
            for plan, result in generate(pos.rules, pos.locs, pos.to_move, card)]


def play_option(pos: Position, option: Option) -> list[Event]:
    """The events of carrying out ``option`` from ``pos`` (the move only, not the draw)."""
    if option.player != pos.to_move:
        raise IllegalMoveError("that option belongs to another player")
    rules = pos.rules
    new = list(pos.locs)
    occ = _occupancy(new)
    events: list[Event] = []
    for part in option.plan:
        if not _apply_part(rules, new, occ, int(option.player), part, events):
            raise IllegalMoveError("that option is not legal in this position")
    if tuple(new) != option.result.locs:
        raise IllegalMoveError("that option was made for another position")
    return events
