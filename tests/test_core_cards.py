"""Cards and the deck (spec 3 deck, spec 4 reshuffle)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import CARDS, Card, Deck, deck_cards, parse_card
from sorry_audio.core.errors import InvalidCardError, InvalidError, InvalidSetupError
from sorry_audio.core.events import DeckReshuffled, Event
from sorry_audio.core.game import Game, Phase, RandomPlayer, play_game
from sorry_audio.core.pointscore import PointScoreGame


def test_45_card_deck():
    """spec 3: five 1s and four each of 2 3 4 5 7 8 10 11 12 SORRY!, no 6 or 9."""
    counts = Counter(deck_cards(45))
    assert sum(counts.values()) == 45
    assert counts[Card.ONE] == 5
    assert {c: n for c, n in counts.items() if c is not Card.ONE} == dict.fromkeys(
        [Card.TWO, Card.THREE, Card.FOUR, Card.FIVE, Card.SEVEN, Card.EIGHT, Card.TEN,
         Card.ELEVEN, Card.TWELVE, Card.SORRY], 4)
    assert {int(c) for c in CARDS}.isdisjoint({6, 9})


def test_44_card_deck_is_four_of_each():
    """spec 3: PlayPalace's 44-card deck, four of each."""
    counts = Counter(deck_cards(44))
    assert len(counts) == 11 and set(counts.values()) == {4}


def test_other_deck_sizes_are_refused():
    """In the core's error family (review rl100 5), so a saved game's bad deck is caught as
    a table that cannot be set up."""
    with pytest.raises(InvalidSetupError, match="deck size must be 44 or 45, not 46") as info:
        deck_cards(46)
    assert isinstance(info.value, InvalidError) and isinstance(info.value, ValueError)


@pytest.mark.parametrize(("text", "card"), [
    ("1", Card.ONE), ("2", Card.TWO), ("3", Card.THREE), ("4", Card.FOUR), ("5", Card.FIVE),
    ("7", Card.SEVEN), ("8", Card.EIGHT), ("10", Card.TEN), ("11", Card.ELEVEN),
    ("12", Card.TWELVE), ("sorry", Card.SORRY), ("SORRY!", Card.SORRY)])
def test_card_names(text, card):
    """The issue's card names: 1 2 3 4 5 7 8 10 11 12 sorry."""
    assert parse_card(text) is card
    assert parse_card(card.label) is card


@pytest.mark.parametrize("text", ["6", "9", "13", "0", "", "ace", "sorr"])
def test_bad_card_names(text):
    with pytest.raises(InvalidCardError, match="card"):
        parse_card(text)


def test_shuffle_comes_only_from_the_given_generator():
    """A seed replays the same deck order (randomness only from a seeded Random)."""
    a = Deck(random.Random(7))
    b = Deck(random.Random(7))
    assert [a.take() for _ in range(45)] == [b.take() for _ in range(45)]
    assert Deck(random.Random(8)).pile != Deck(random.Random(7)).pile


def test_take_reshuffles_the_discards_when_the_pile_is_empty():
    """spec 4: take the top card; an empty pile takes the shuffled discards, and says how
    many cards the new pile holds (the DeckReshuffled the games tell)."""
    deck = Deck(random.Random(1), 44)
    drawn = []
    for _ in range(44):
        card, reshuffled = deck.take()
        assert reshuffled is None
        drawn.append(card)
    assert Counter(drawn) == Counter(deck_cards(44))
    assert deck.pile == [] and deck.discards == [] and deck.reshuffles == 0  # it discards none
    deck.discards = drawn[:40]  # the game's discards; four still in hands
    card, reshuffled = deck.take()  # reshuffles the 40 discards into a new pile
    assert reshuffled == 40 and deck.reshuffles == 1
    assert len(deck.pile) == 39 and deck.discards == []
    assert Counter([*deck.pile, card]) == Counter(drawn[:40])


def test_remaining_counts_the_draw_pile():
    deck = Deck(random.Random(3), cards=[Card.ONE, Card.SORRY, Card.ONE])
    assert deck.take() == (Card.ONE, None)  # the top card is the end of the list
    remaining = deck.remaining()
    assert remaining[Card.ONE] == 1 and remaining[Card.SORRY] == 1
    assert sum(remaining.values()) == 2


@pytest.mark.parametrize("points", [False, True])
def test_both_games_draw_through_take(monkeypatch, points):
    """Review rl100 6: the classic game and Point Score each drew with a copy of their own
    while the tests checked a third; every card of a whole game now comes through
    Deck.take, and each reshuffle it makes is told once."""
    taken: list[int | None] = []
    take = Deck.take

    def counted(deck: Deck) -> tuple[Card, int | None]:
        card, reshuffled = take(deck)
        taken.append(reshuffled)
        return card, reshuffled

    monkeypatch.setattr(Deck, "take", counted)
    seats = (Colour.RED, Colour.BLUE, Colour.YELLOW)
    game = (PointScoreGame if points else Game)(seats, rng=random.Random(5))
    log: list[Event] = []
    play_game(game, dict.fromkeys(seats, RandomPlayer(random.Random(6))), on_events=log.extend)
    assert game.phase is Phase.OVER and len(taken) == game.cards_drawn
    told = [e.cards for e in log if isinstance(e, DeckReshuffled)]
    assert told == [n for n in taken if n is not None] and len(told) == game.deck.reshuffles > 0


def test_a_card_has_one_name_for_its_text():
    """Review rl100 7 and 14: card_name was a second name for Card.label that nothing
    called; the core exports each name it lists, and that one no more."""
    import sorry_audio.core as core

    assert all(hasattr(core, name) for name in core.__all__)
    assert "card_name" not in core.__all__ and not hasattr(core, "card_name")
    assert [parse_card(card.label) for card in CARDS] == list(CARDS)
