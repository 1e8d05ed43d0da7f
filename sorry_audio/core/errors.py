"""The rules core's errors: all are ValueErrors, split into invalid input and illegal play."""

from __future__ import annotations


class SorryError(ValueError):
    """Base of every error the rules core raises."""


class InvalidError(SorryError):
    """Input the rules cannot take: a malformed position string, card, location or rules
    name, or a game that cannot be set up."""


class InvalidLocationError(InvalidError):
    """A location or colour that does not exist."""


class InvalidCardError(InvalidError):
    """A card name that is not in the deck."""


class InvalidPositionError(InvalidError):
    """A position string that is malformed or describes an impossible board."""


class InvalidRulesError(InvalidError):
    """A rules name that is not one of the profiles."""


class InvalidSetupError(InvalidError):
    """A game that cannot be set up: a deck size, a count of players or a combination of
    options the rules do not have."""


class IllegalMoveError(SorryError):
    """A request the rules do not allow now: a bad option number, drawing twice."""


#: how much of a piece of input an error quotes before "..."
QUOTE_LIMIT = 40


def quoted(text: str) -> str:
    """``text`` quoted for an error, clipped to :data:`QUOTE_LIMIT` characters with "...", so
    a screen reader reaches the reason soon (playtest ph87: a position string of 3,001 pawns
    was read back whole, 6,075 characters, before "not 3001")."""
    return repr(text if len(text) <= QUOTE_LIMIT else text[:QUOTE_LIMIT] + "...")
