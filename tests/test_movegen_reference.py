"""The fast generator agrees with the plain reference in tests/reference.py.

On thousands of positions reached in random games, for every card and both rule
profiles, both must give the same options (plans and results) in the same order.
"""

from __future__ import annotations

import pytest
from reference import reference_options, reference_team_options, sample_positions

from sorry_audio.core.cards import CARDS
from sorry_audio.core.movegen import generate
from sorry_audio.core.rules import A5065, CLASSIC


@pytest.mark.parametrize("rules", [CLASSIC, A5065], ids=lambda r: r.name)
def test_generator_matches_reference(rules):
    checked = 0
    options = 0
    for i, (locs, colour) in enumerate(sample_positions(rules, 7, 12)):
        if i % 3:
            continue
        for card in CARDS:
            fast = generate(rules, locs, colour, card)
            assert fast == reference_options(rules, locs, int(colour), card), (locs, colour, card)
            checked += 1
            options += len(fast)
    assert checked > 10_000 and options > checked


@pytest.mark.parametrize("rules", [CLASSIC, A5065], ids=lambda r: r.name)
def test_partnership_generator_matches_reference(rules):
    """Spec 6: the partnership game's options, against a literal reading of its rules."""
    checked = 0
    options = 0
    for i, (locs, colour) in enumerate(sample_positions(rules, 11, 6, teams=True)):
        if i % 3:
            continue
        for card in CARDS:
            fast = generate(rules, locs, colour, card, teams=True)
            assert fast == reference_team_options(rules, locs, int(colour), card), (
                locs, colour, card)
            checked += 1
            options += len(fast)
    assert checked > 5_000 and options > checked
