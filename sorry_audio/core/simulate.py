"""Random games played headless: the engine's soak test and its speedometer."""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from sorry_audio.core.board import Colour
from sorry_audio.core.game import Game, RandomPlayer, play_game
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.core.rules import parse_rules


@dataclass
class SimStats:
    games: int = 0
    draws: int = 0
    seconds: float = 0.0
    wins: dict[Colour, int] = field(default_factory=dict)
    points: dict[Colour, int] = field(default_factory=dict)  # the Point Score game's, summed


def simulate(games: int, seats: tuple[Colour, ...], rules: str = "classic", *,
             seed: int | None = None, faster_setup: bool = False,
             deck_size: int = 45, max_draws: int = 20_000, teams: bool = False,
             points: bool = False,
             progress: Callable[[int], None] | None = None) -> SimStats:
    """Play ``games`` random games; a seed makes the whole run repeatable.

    ``progress(done)`` is called after each game.  ``teams``: the partnership game
    (spec 6), where a win is counted for the colour that played the last card.
    ``points``: the Point Score game (spec 7), each colour's points summed in the stats.
    """
    rng = random.Random(seed)
    profile = parse_rules(rules)
    player = RandomPlayer(rng)
    players = dict.fromkeys(seats, player)
    stats = SimStats(wins=dict.fromkeys(seats, 0),
                     points=dict.fromkeys(seats, 0) if points else {})
    start = time.perf_counter()
    for _ in range(games):
        if points:
            game: Game = PointScoreGame(seats, profile, rng=rng, deck_size=deck_size,
                                        record_events=False)
        else:
            game = Game(seats, profile, rng=rng, faster_setup=faster_setup,
                        deck_size=deck_size, record_events=False, teams=teams)
        winner = play_game(game, players, max_draws=max_draws)
        if winner is None:
            raise RuntimeError(f"a random game did not end in {max_draws} draws")
        stats.wins[winner] += 1
        if isinstance(game, PointScoreGame):
            for score in game.scores:
                stats.points[score.colour] += score.total
        stats.draws += game.cards_drawn
        stats.games += 1
        if progress is not None:
            progress(stats.games)
    stats.seconds = time.perf_counter() - start
    return stats
