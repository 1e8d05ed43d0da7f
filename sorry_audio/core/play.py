"""The reference mover: carries out one part of a plan and records its events.

It is deliberately plain; :mod:`sorry_audio.core.movegen` is the fast path.
Every option a player chooses is replayed here, and :func:`play_plan` checks
the result against what the generator offered.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.core.board import (
    HOME,
    START,
    TRACK_SQUARES,
    Colour,
    Slide,
    is_zone,
    path,
    zone_step,
)
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
from sorry_audio.core.movegen import (
    BACKWARD,
    ENTER,
    FORWARD,
    PASS,
    SORRY,
    START_SQUARES,
    SWAP,
    Plan,
)
from sorry_audio.core.rules import Rules


def occupancy(locs: Sequence[int]) -> list[int]:
    """Track square -> flat index of the pawn on it, or -1."""
    occ = [-1] * (TRACK_SQUARES + 1)
    for j, loc in enumerate(locs):
        if 0 < loc <= TRACK_SQUARES:
            occ[loc] = j
    return occ


def play_plan(rules: Rules, locs: tuple[int, ...], colour: int, plan: Plan,
              events: list[Event] | None = None) -> tuple[int, ...] | None:
    """The locations after ``plan``, or None if any part is illegal; events appended.

    ``colour`` is the player's; each part moves its pawn as that pawn's own colour.
    """
    new = list(locs)
    occ = occupancy(new)
    p = rules.pawns
    for part in plan:
        # each pawn moves as its own colour (in a partnership game, maybe the partner's)
        c = part[1] // p if part[1] >= 0 else colour
        if not _apply_part(rules, new, occ, c, part, events):
            return None
    return tuple(new)


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
            landed_on = True
        else:
            landed_on = False
    else:
        if d < HOME:
            base = c * p
            for j in range(base, base + p):
                if new[j] == d and j != k:
                    return False
        landed_on = False
    # The move itself.
    if ev is not None:
        _record_move(p, new, occ, c, part, frm, d, target, ev)
    if 0 < frm <= TRACK_SQUARES and occ[frm] == k:
        occ[frm] = -1
    if kind == SWAP:
        new[target] = frm
        occ[frm] = target
    elif target >= 0:
        new[target] = START
        if ev is not None and landed_on:
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


def _record_move(p: int, new: list[int], occ: list[int], c: int, part: tuple[int, int, int],
                 frm: int, d: int, target: int, ev: list[Event]) -> None:
    kind, k, steps = part  # steps: the move's length (ENTER, SWAP, SORRY: unused)
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


def _record_slide(p: int, c: int, k: int, slide: Slide, swept: list[tuple[int, int]],
                  ev: list[Event]) -> None:
    colour, pawn = Colour(c), k % p + 1
    who = tuple((Colour(o // p), o % p + 1) for o, _ in swept)
    ev.append(SlideTaken(colour, pawn, slide.colour, slide.start, slide.end, who))
    for (oc, op), (_, sq) in zip(who, swept, strict=True):
        ev.append(PawnBumped(oc, op, sq, colour, pawn, BumpCause.SLIDE))
