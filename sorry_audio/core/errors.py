"""The rules core's errors: all are ValueErrors, split into invalid input and illegal play."""

from __future__ import annotations


class SorryError(ValueError):
    """Base of every error the rules core raises."""


class InvalidError(SorryError):
    """Text that cannot be read: a malformed position string, card or location."""


class InvalidLocationError(InvalidError):
    """A location or colour that does not exist."""


class InvalidCardError(InvalidError):
    """A card name that is not in the deck."""


class InvalidPositionError(InvalidError):
    """A position string that is malformed or describes an impossible board."""


class IllegalMoveError(SorryError):
    """A request the rules do not allow now: a bad option number, drawing twice."""
