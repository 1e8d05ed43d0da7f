"""Hypothesis strategies shared by the property tests: the tables a game is played at."""

from __future__ import annotations

from hypothesis import strategies as st

from sorry_audio.core.board import Colour

#: the game played: the drawing game, the partnership game or the Point Score game
VARIANTS = ("plain", "teams", "points")


@st.composite
def variant_and_colours(draw: st.DrawFn) -> tuple[str, tuple[Colour, ...]]:
    """A variant and the colours seated for it, in turn order: all four in the partnership
    game, two to four of any colours otherwise."""
    variant = draw(st.sampled_from(VARIANTS))
    if variant == "teams":
        return variant, tuple(Colour)
    n = draw(st.integers(2, 4))
    return variant, tuple(sorted(draw(st.permutations(list(Colour)))[:n]))
