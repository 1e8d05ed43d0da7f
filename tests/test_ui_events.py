"""Every kind of core event reaches the player as words (and its cue) when played by keys."""

from __future__ import annotations

import asyncio

import pytest
from rigging import stacked_game

from sorry_audio.audio import cues_for_events
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    CardDrawn,
    CardForfeited,
    DeckReshuffled,
    ExtraDraw,
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
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import OptionKind
from sorry_audio.ui.headless import Headless


def make_game(position: str, cards: list[Card], reshuffle: bool) -> Game:
    if reshuffle:  # an empty pile: the next draw shuffles the discards back in
        game = stacked_game(position, [], seed=3)
        game.deck.discards = [Card.FIVE] * 6
        return game
    # after these cards, 4s: the bot (all in START) cannot move with them
    return stacked_game(position, cards, under=[Card.FOUR] * 3, seed=3)


def contains_run(lines: list[str], run_: list[str]) -> bool:
    n = len(run_)
    return any(lines[i:i + n] == run_ for i in range(len(lines) - n + 1))


SCENARIOS = {
    # name: (position, cards, option kind to pick or None, event type that must appear)
    "draw and move": ("r r=10,S,S,S y=S,S,S,S", [Card.FIVE], None, PawnMoved),
    "enter": ("r r=S,S,S,S y=S,S,S,S", [Card.ONE], None, PawnEntered),
    "bump": ("r r=22,40,S,S y=27,S,S,S", [Card.FIVE], "bump", PawnBumped),
    "slide": ("r r=10,S,S,S y=S,S,S,S", [Card.THREE], None, SlideTaken),
    "swap": ("r r=5,S,S,S y=33,S,S,S", [Card.ELEVEN], OptionKind.SWAP, PawnsSwapped),
    "sorry": ("r r=S,S,S,S y=40,S,S,S", [Card.SORRY], None, SorryPlayed),
    "safety zone": ("r r=57,S,S,S y=S,S,S,S", [Card.FIVE], None, SafetyZoneEntered),
    "home": ("r r=Z3,S,S,S y=S,S,S,S", [Card.THREE], None, HomeReached),
    "forfeit": ("r r=S,S,S,S y=S,S,S,S", [Card.FOUR], None, CardForfeited),
    "extra draw": ("r r=S,S,S,S y=S,S,S,S", [Card.TWO, Card.FOUR], None, ExtraDraw),
    "turn passes": ("r r=10,S,S,S y=S,S,S,S", [Card.FIVE], None, TurnPassed),
    "win": ("r r=H,H,H,Z5 y=S,S,S,S", [Card.ONE], None, GameWon),
    "reshuffle": ("r r=10,S,S,S y=S,S,S,S", [], None, DeckReshuffled),
}


def pick_index(game: Game, want) -> int:
    if want is None:
        return 0
    if want == "bump":
        for i, o in enumerate(game.options):
            if o.result.pawns(Colour.YELLOW) != game.position.pawns(Colour.YELLOW):
                return i
    return next(i for i, o in enumerate(game.options) if o.kind is want)


@pytest.mark.parametrize("name", list(SCENARIOS))
def test_every_event_kind_is_spoken_and_sounded(name):
    position, cards, want, kind = SCENARIOS[name]
    reshuffle = name == "reshuffle"

    async def main():
        async with Headless(seed=4) as h:
            await h.press("1")
            s = h.app.session
            s.game = make_game(position, cards, reshuffle)
            twin = make_game(position, cards, reshuffle)  # the same game, played alongside
            mark, cue_mark = len(h.spoken), len(h.audio.played)
            expected_events = []
            while True:
                expected_events.append((twin.draw(), twin.position))
                await h.press("d")
                if twin.phase is Phase.CHOOSE:
                    index = pick_index(twin, want)
                    expected_events.append((twin.choose(index), twin.position))
                    if s.game.phase is Phase.CHOOSE:  # not auto-played: press its number
                        await h.press(str(index + 1))
                if twin.phase is Phase.OVER or twin.to_move != Colour.RED or reshuffle:
                    break
            said = h.spoken[mark:]
            flat = [e for batch, _ in expected_events for e in batch]
            assert any(isinstance(e, kind) for e in flat), name
            assert isinstance(flat[0], (CardDrawn, DeckReshuffled))
            s.narrator.taught_start.clear()  # as it stood then: the lesson not yet given
            for batch, after in expected_events:  # the board after it, as the game narrates
                lines = s.narrator.events(batch, after)
                assert contains_run(said, lines), (name, lines, said)
            cues = [c for batch, _ in expected_events
                    for c in cues_for_events(batch, Colour.RED)]
            played = h.audio.played[cue_mark:]
            assert all(c in played for c in cues), (name, cues, played)
    asyncio.run(main())


def test_a_bots_bump_of_your_pawn_is_told_to_you_in_the_second_person():
    async def main():
        async with Headless(seed=4) as h:
            await h.press("1")
            s = h.app.session
            s.game = stacked_game("y r=7,S,S,S y=2,S,S,S", [Card.FIVE], under=[Card.FOUR] * 3,
                                  seed=3)
            mark = len(h.spoken)
            h.app._after_action()  # the bot is to move: let it play
            await h.settle()
            said = " ".join(h.spoken[mark:])
            assert "Your pawn 1" in said and "Yellow" in said
            assert s.position.pawns(Colour.RED)[0] == 0 and s.human_to_move
    asyncio.run(main())
