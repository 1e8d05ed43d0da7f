"""Options: the public view of the legal ways to play a card.

:func:`legal_options` wraps the fast generator in :mod:`movegen`;
:func:`play_option` replays an option through the reference mover in
:mod:`play` to get its events, and refuses an option the mover disagrees with.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import IllegalMoveError
from sorry_audio.core.events import Event
from sorry_audio.core.movegen import (
    BACKWARD,
    ENTER,
    FORWARD,
    PASS,
    SORRY,
    SWAP,
    Plan,
    generate,
)
from sorry_audio.core.play import play_plan
from sorry_audio.core.position import Position

__all__ = ["Option", "OptionKind", "Part", "generate", "legal_options", "next_to_move",
           "play_option", "wrap_options", "PASS"]


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
    #: the pawn's colour: the player's, or in a partnership game maybe the partner's
    colour: Colour | None = None


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
                                target=(Colour(arg // p), arg % p + 1), colour=Colour(k // p)))
            else:
                out.append(Part(_KIND_OF_PART[kind], k % p + 1, arg, colour=Colour(k // p)))
        return tuple(out)

    @property
    def pawns(self) -> tuple[int, ...]:
        """The numbers of the pawns this option moves (each part's ``colour`` says whose)."""
        return tuple(part.pawn for part in self.parts if part.pawn)


def next_to_move(pos: Position, card: Card) -> Colour:
    """Who acts after ``card`` is played: the same colour after a classic 2."""
    if pos.rules.again[card]:
        return pos.to_move
    return pos.next_colour()


def legal_options(pos: Position, card: Card) -> list[Option]:
    """The distinct legal options for the colour to move, in the order they are offered."""
    return wrap_options(pos, card, generate(pos.rules, pos.locs, pos.to_move, card, pos.teams))


def wrap_options(pos: Position, card: Card,
                 raw: list[tuple[Plan, tuple[int, ...]]]) -> list[Option]:
    """Options from the generator's raw ``(plan, locations)`` pairs for ``pos`` and ``card``."""
    nxt = next_to_move(pos, card)
    return [Option(card, pos.to_move, plan,
                   Position(nxt, pos.seated, result, pos.rules, pos.teams))
            for plan, result in raw]


def play_option(pos: Position, option: Option) -> list[Event]:
    """The events of carrying out ``option`` from ``pos`` (the move only, not the draw)."""
    if option.player != pos.to_move:
        raise IllegalMoveError("that option belongs to another player")
    events: list[Event] = []
    result = play_plan(pos.rules, pos.locs, int(option.player), option.plan, events)
    if result is None:
        raise IllegalMoveError("that option is not legal in this position")
    if result != option.result.locs:
        raise IllegalMoveError("that option was made for another position")
    return events
