"""The one event -> cue table, pan geometry, and the committed cue files."""

from __future__ import annotations

import random
import wave
from array import array

import pytest

from sorry_audio.audio import Cue, cues_for_events
from sorry_audio.audio.cues import (
    CUE_SPACING,
    PAN_WIDTH,
    cue_path,
    pan_for,
    schedule,
    sounds_dir,
)
from sorry_audio.audio.loudness import CUE_LOUDNESS, loudness
from sorry_audio.audio.mixer import pan_gains
from sorry_audio.core.board import HOME, START, Z1, Colour, start_square
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    CardDrawn,
    CardForfeited,
    DeckReshuffled,
    Direction,
    ExtraDraw,
    ForfeitReason,
    GameWon,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
    TurnPassed,
)
from sorry_audio.core.game import Game, RandomPlayer, play_game

R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN


def test_card_drawn_is_the_draw_cue_centred() -> None:
    assert cues_for_events([CardDrawn(R, Card.SEVEN, 30)], R) == [(Cue.DRAW, 0.0)]


def test_one_tick_per_square_forward_and_a_different_tick_backward() -> None:
    fwd = PawnMoved(R, 1, 5, 10, Direction.FORWARD, 5, (6, 7, 8, 9), ())
    back = PawnMoved(R, 1, 10, 6, Direction.BACKWARD, 4, (9, 8, 7), ())
    got = cues_for_events([fwd, back], R)
    assert [c for c, _ in got] == [Cue.STEP] * 5 + [Cue.STEP_BACK] * 4
    # each tick is panned at its own square, so a move along the viewer's side sweeps
    # right to left (clockwise as the viewer faces the board)
    pans = [p for _, p in got[:5]]
    assert pans == sorted(pans, reverse=True) and pans[0] > pans[-1]


def test_pan_follows_the_board_as_the_viewer_faces_it() -> None:
    blue_side, green_side, across = start_square(B) + 3, start_square(G) + 3, start_square(Y) + 3
    # Blue sits to Red's left, Green to Red's right: as far as the pan goes, never in one
    # ear only (review at45)
    assert pan_for(R, B, blue_side) == -PAN_WIDTH and PAN_WIDTH < 1.0
    assert pan_for(R, G, green_side) == PAN_WIDTH
    left, right = pan_gains(PAN_WIDTH, 1.0)
    assert left > 0.25 and right > 3 * left
    assert abs(pan_for(R, Y, across)) < 0.25  # across the board: near the middle
    # the same square sounds on the other side for the player opposite
    assert pan_for(Y, B, blue_side) == PAN_WIDTH
    assert pan_for(Y, G, green_side) == -PAN_WIDTH
    # the viewer's own start square is in front of them, not at either edge
    assert -0.45 < pan_for(B, B, start_square(B)) < 0.45
    # a spectator (no viewer) hears the board from Red's side
    assert pan_for(None, B, blue_side) == pan_for(R, B, blue_side)


def test_zone_home_and_start_pan_near_their_colour() -> None:
    # Blue's zone and home are on Red's left, Green's on Red's right
    assert pan_for(R, B, Z1) < -0.4 and pan_for(R, B, HOME) < 0
    assert pan_for(R, G, Z1) > 0.4 and pan_for(R, G, HOME) > 0
    for colour in Colour:
        for loc in (START, Z1, Z1 + 4, HOME):
            assert -PAN_WIDTH <= pan_for(R, colour, loc) <= PAN_WIDTH


def test_each_event_kind_maps_to_its_cue() -> None:
    events = [
        PawnEntered(B, 2, start_square(B)),
        SlideTaken(B, 2, G, 46, 49, ((Y, 1),)),
        PawnBumped(Y, 1, 47, B, 2, BumpCause.SLIDE),
        SorryPlayed(R, 3, G, 1, 50),
        SafetyZoneEntered(R, 1, 2),
        HomeReached(R, 4, 1),
        DeckReshuffled(45),
        CardForfeited(R, Card.ONE, ForfeitReason.NO_LEGAL_MOVE),
    ]
    assert [c for c, _ in cues_for_events(events, R)] == [
        Cue.ENTER, Cue.SLIDE, Cue.BUMP, Cue.ENTER, Cue.SAFETY, Cue.HOME]


def test_your_turn_win_and_lose_depend_on_the_viewer() -> None:
    turn = [TurnPassed(R, B)]
    assert cues_for_events(turn, B) == [(Cue.YOUR_TURN, 0.0)]
    assert cues_for_events(turn, Y) == []
    assert cues_for_events([ExtraDraw(Y)], Y) == [(Cue.YOUR_TURN, 0.0)]
    won = [GameWon(G, 120)]
    assert cues_for_events(won, G) == [(Cue.WIN, 0.0)]
    assert cues_for_events(won, R) == [(Cue.LOSE, 0.0)]
    assert cues_for_events(won, None) == [(Cue.WIN, 0.0)]
    # spec 6: partners win together, whichever of them played the last card
    won = [GameWon(G, 120, B)]
    assert cues_for_events(won, B) == [(Cue.WIN, 0.0)]
    assert cues_for_events(won, Y) == [(Cue.LOSE, 0.0)]


def test_a_whole_random_game_maps_cleanly() -> None:
    game = Game([R, B, Y, G], seed=11)
    players = {c: RandomPlayer(random.Random(c)) for c in game.seated}
    seen: list = []
    winner = play_game(game, players, on_events=seen.extend)
    assert winner is not None
    cues = cues_for_events(seen, R)
    assert all(-1.0 <= pan <= 1.0 for _, pan in cues)
    moves = [e for e in seen if isinstance(e, PawnMoved)]
    forward = sum(e.steps for e in moves if e.direction is Direction.FORWARD)
    backward = sum(e.steps for e in moves if e.direction is Direction.BACKWARD)
    swaps = sum(1 for e in seen if isinstance(e, PawnsSwapped))
    assert backward > 0 and forward > 0
    assert sum(1 for c, _ in cues if c is Cue.STEP) == forward + 2 * swaps
    assert sum(1 for c, _ in cues if c is Cue.STEP_BACK) == backward
    assert cues[-1][0] is (Cue.WIN if winner is R else Cue.LOSE)
    assert sum(1 for c, _ in cues if c is Cue.DRAW) == game.cards_drawn


def test_schedule_spaces_cues_one_after_another() -> None:
    got = schedule([(Cue.STEP, 0.5), (Cue.STEP, 0.4), (Cue.BUMP, -0.2), (Cue.HOME, 0.0)])
    starts = [t for _, _, t in got]
    assert starts[0] == 0.0
    assert starts[1] == pytest.approx(CUE_SPACING[Cue.STEP])
    assert starts == sorted(starts) and len(set(starts)) == 4


# -- the committed files ----------------------------------------------------------------------

@pytest.mark.parametrize("cue", list(Cue), ids=lambda c: c.value)
def test_every_cue_file_exists_decodes_and_is_within_bounds(cue: Cue) -> None:
    path = cue_path(cue)
    assert path.parent == sounds_dir() and path.is_file(), f"missing {path}"
    with wave.open(str(path), "rb") as f:
        assert (f.getnchannels(), f.getsampwidth(), f.getframerate()) == (1, 2, 22050)
        samples = array("h")
        samples.frombytes(f.readframes(f.getnframes()))
    seconds = len(samples) / 22050
    assert 0.02 <= seconds <= 1.5, f"{cue.value} lasts {seconds:.3f} s"
    peak = max(abs(s) for s in samples) / 32768
    assert 0.05 <= peak <= 0.9, f"{cue.value} peaks at {peak:.2f}"
    # as loud as the ear is meant to find it, not as loud as its peak allows (review at45)
    level = loudness([s / 32768 for s in samples], 22050)
    assert level == pytest.approx(CUE_LOUDNESS[cue.value], abs=0.3), cue.value
    # soft edges: no click at either end
    assert abs(samples[0]) < 1000 and abs(samples[-1]) < 1000
    assert path.stat().st_size < 100_000


def test_step_ticks_are_short_enough_to_run_together() -> None:
    for cue in (Cue.STEP, Cue.STEP_BACK):
        with wave.open(str(cue_path(cue)), "rb") as f:
            assert f.getnframes() / f.getframerate() <= CUE_SPACING[cue]
