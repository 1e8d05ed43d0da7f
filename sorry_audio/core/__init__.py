"""The rules core: pure, fast, and ignorant of terminals and audio.

Everything else in sorry-audio reads the game through these names.  Rules and
turn flow return typed events (:mod:`sorry_audio.core.events`); narration and
sound are built from them alone.
"""

from sorry_audio.core.board import (
    COLOURS,
    HOME,
    START,
    Colour,
    default_seats,
    location_name,
    parse_colour,
    parse_location,
    safety_entry,
    slides_of,
    start_square,
    steps_to_home,
)
from sorry_audio.core.cards import CARDS, Card, Deck, parse_card
from sorry_audio.core.errors import (
    IllegalMoveError,
    InvalidCardError,
    InvalidError,
    InvalidLocationError,
    InvalidPositionError,
    InvalidRulesError,
    InvalidSetupError,
    SorryError,
)
from sorry_audio.core.game import (
    Game,
    HandPlayer,
    Phase,
    Player,
    RandomPlayer,
    TurnView,
    play_game,
)
from sorry_audio.core.moves import Option, OptionKind, Part, legal_options, play_option
from sorry_audio.core.points import HAND_SIZE, Score, score_game
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.core.position import (
    Position,
    format_position,
    initial_position,
    parse_position,
)
from sorry_audio.core.rules import (
    A5065,
    CLASSIC,
    RULES,
    A5065Rules,
    ClassicRules,
    Rules,
    parse_rules,
)

__all__ = [
    "A5065", "CARDS", "CLASSIC", "COLOURS", "HAND_SIZE", "HOME", "RULES", "START",
    "HandPlayer", "PointScoreGame", "Score", "score_game",
    "A5065Rules", "Card", "ClassicRules", "Colour", "Deck", "Game", "IllegalMoveError",
    "InvalidCardError", "InvalidError", "InvalidLocationError", "InvalidPositionError",
    "InvalidRulesError", "InvalidSetupError",
    "Option", "OptionKind", "Part", "Phase", "Player", "Position", "RandomPlayer", "Rules",
    "SorryError", "TurnView", "default_seats", "format_position", "initial_position",
    "legal_options", "location_name", "parse_card", "parse_colour", "parse_location",
    "parse_position", "parse_rules", "play_game", "play_option", "safety_entry", "slides_of",
    "start_square", "steps_to_home",
]
