"""Soak: over 10,000 random games across player counts, profiles, setups and decks.

``simulate`` raises if any game fails to end within its draw bound, so a run
that returns means every game ended; the statistics are then checked for
consistency.  Marked ``soak`` (deselect with ``-m 'not soak'``); about 20 s of CPU.
"""

from __future__ import annotations

import pytest

from sorry_audio.core.board import default_seats
from sorry_audio.core.simulate import simulate

#: (games, players, rules, faster setup, deck size, seed)
RUNS = [
    (2500, 4, "classic", False, 45, 1),
    (1500, 3, "classic", False, 45, 2),
    (2000, 2, "classic", True, 44, 3),
    (1500, 4, "a5065", False, 45, 4),
    (1500, 3, "a5065", True, 44, 5),
    (1500, 2, "a5065", False, 45, 6),
]


def test_the_soak_plays_at_least_10000_games():
    assert sum(run[0] for run in RUNS) >= 10_000


@pytest.mark.soak
@pytest.mark.parametrize(("games", "players", "rules", "faster", "deck", "seed"), RUNS)
def test_soak(games, players, rules, faster, deck, seed):
    seats = default_seats(players)
    stats = simulate(games, seats, rules, seed=seed, faster_setup=faster, deck_size=deck)
    assert stats.games == games
    # Every game ended with exactly one winner, among the seated colours.
    assert set(stats.wins) == set(seats)
    assert sum(stats.wins.values()) == games
    # Random play is fair between seats, give or take the first player's small edge.
    for colour, wins in stats.wins.items():
        share = wins / games
        assert 0.6 / players < share < 1.4 / players, (colour, share)
    # The winner alone needs 4 x 65 (a5065: 3 x 65) steps, so a game takes dozens of cards;
    # a far higher average would mean games that barely progress.
    average = stats.draws / games
    assert 30 < average < 1000
    assert stats.seconds > 0


@pytest.mark.soak
def test_a_seed_replays_the_same_run():
    a = simulate(200, default_seats(4), "classic", seed=77)
    b = simulate(200, default_seats(4), "classic", seed=77)
    assert (a.games, a.draws, a.wins) == (b.games, b.draws, b.wins)


def test_simulate_reports_progress_after_each_game():
    seen: list[int] = []
    stats = simulate(5, default_seats(2), "classic", seed=3, progress=seen.append)
    assert seen == [1, 2, 3, 4, 5] and stats.games == 5
