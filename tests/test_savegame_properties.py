"""Property test (hypothesis): a saved game comes back as it was, for random games of each
variant.

A session at a random table (2 to 4 players, classic or a5065, faster setup or not, 44 or
45 cards, the partnership game, the Point Score game; humans, bots or both) plays a random
number of steps with random choices, exactly as play records them (every play through the
session's ``_choose``, every Point Score pick through ``_pick``, as ``restored`` replays
them).  It is saved as text, read back and restored: the board, whose turn, the card
waiting, the cards played and the deck must be the same, a save of the restored game must
be the very same save, and from there the two games, given the same choices, must go on
with the same events.  (review rl100 finding 15; tests/test_savegame.py has the examples)
"""

from __future__ import annotations

import random

from hypothesis import event, given, settings
from hypothesis import strategies as st
from strategies import variant_and_colours

from sorry_audio.audio import recording_output
from sorry_audio.config import LEVELS, GameConfig, Seat
from sorry_audio.core.events import Event
from sorry_audio.core.game import Phase
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.core.position import format_position
from sorry_audio.core.rules import RULES
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.savegame import SaveStore, format_saved, parse_saved
from sorry_audio.ui.session import GameSession
from sorry_audio.ui.speaker import Speaker

#: a few dozen games, and no deadline: a loaded two-core machine is slow, not wrong
GAMES = settings(max_examples=50, deadline=None)


@st.composite
def configs(draw: st.DrawFn) -> GameConfig:
    variant, colours = draw(variant_and_colours())
    # a human, a hot-seat table, or bots only (a game to watch); the bots never play here
    # (the choices are random), but who is human changes what the session marks
    bots = [draw(st.sampled_from([None, None, *LEVELS])) for _ in colours]
    seats = tuple(Seat(c, bot, draw(st.sampled_from(["", "Ann", "Bo"])) if bot is None else "")
                  for c, bot in zip(colours, bots, strict=True))
    return GameConfig(seats, draw(st.sampled_from(sorted(RULES))),
                      faster_setup=draw(st.booleans()), deck=draw(st.sampled_from([44, 45])),
                      first=draw(st.sampled_from([None, *colours])),
                      verbosity=draw(st.sampled_from(["brief", "normal", "full"])),
                      teams=variant == "teams", points=variant == "points")


def speaker() -> Speaker:
    return Speaker(recording_output(), lambda line: None, DEFAULT_CATALOG)


def step(s: GameSession, rng: random.Random) -> list[Event]:
    """One thing the player to move does, chosen at random, as play records it."""
    g = s.game
    if g.phase is Phase.DRAW:
        return g.draw()
    if g.phase is Phase.PICK:
        hand = g.hand(g.to_move)
        pool = list(g.usable()) or list(range(len(hand)))
        return s._pick(rng.choice(pool))
    return s._choose(rng.randrange(g.option_count))


def same_state(a: GameSession, b: GameSession) -> None:
    g, h = a.game, b.game
    assert format_position(h.position) == format_position(g.position)
    assert (h.to_move, h.phase, h.card, h.winner) == (g.to_move, g.phase, g.card, g.winner)
    assert h.cards_drawn == g.cards_drawn
    assert (b.cards_played, b.card_waiting, b.progress) == (
        a.cards_played, a.card_waiting, a.progress)
    assert (b.choices, b.picks) == (a.choices, a.picks)
    assert (h.deck.pile, h.deck.discards) == (g.deck.pile, g.deck.discards)
    assert h.options == g.options
    if isinstance(g, PointScoreGame):
        assert isinstance(h, PointScoreGame)
        assert (h.hands, h.picked, h.scores) == (g.hands, g.picked, g.scores)


@GAMES
@given(configs(), st.integers(0, 2**32 - 1), st.integers(0, 700), st.integers(0, 2**16))
def test_a_saved_random_game_restores_to_the_same_game_which_goes_on_alike(
        config: GameConfig, seed: int, steps: int, later: int):
    s = GameSession(config, speaker(), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if s.game.phase is Phase.OVER:
            break
        step(s, rng)
    saved = s.saved()
    variant = "points" if config.points else "teams" if config.teams else "plain"
    event(f"{variant}, saved in {s.game.phase.value}")  # --hypothesis-show-statistics
    assert saved.draws == s.game.cards_drawn
    if not s.over:  # a game over is never saved (the Point Score game's count then adds
        assert saved.cards_played == s.cards_played  # the winning card, not replaced)
    assert parse_saved(format_saved(saved)) == saved  # the text keeps every part
    store = SaveStore(None)  # in memory, as a run with no file keeps it
    assert store.save(saved) is None
    back = GameSession.restored(store.load(), speaker())
    same_state(s, back)
    assert back.saved() == saved  # saved again at once: the very same save
    # from here the two go on alike, given the same choices
    mine, theirs = random.Random(later), random.Random(later)
    for _ in range(60):
        if s.game.phase is Phase.OVER:
            break
        assert step(back, theirs) == step(s, mine)
    same_state(s, back)
