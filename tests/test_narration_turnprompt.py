"""The words that begin a human's turn, chosen without the app (review rl100 finding 2)."""

from __future__ import annotations

import pytest

from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.narration.turnprompt import TurnPrompt, turn_prompt

FACTS = dict(hot_seat=False, points=False, first=False, again=False, typed=False, told=True,
             news=False, usable=True)


def prompt(**facts: bool) -> TurnPrompt:
    return turn_prompt("Ann", **{**FACTS, **facts})


@pytest.mark.parametrize(("facts", "key"), [
    # alone, drawing cards
    (dict(first=True, told=False), "ui.your_turn.first"),
    (dict(first=True), "ui.draw_prompt.alone"),  # "Your turn." was said: what to press
    (dict(told=False), "ui.your_turn.solo"),
    (dict(), None),  # the cue and "Your turn." say it all
    (dict(news=True), "ui.draw_prompt.alone"),  # after a bump's news, what to press again
    (dict(typed=True, first=True), None),  # the swallowed key's own line says how to draw
    # alone, the Point Score game
    (dict(points=True, first=True, told=False), "ui.hand.turn_first"),
    (dict(points=True, first=True), "ui.hand.prompt"),
    (dict(points=True, news=True), None),  # the hand comes next anyway
    (dict(points=True, first=True, usable=False, told=False), "ui.your_turn.solo"),
    (dict(points=True, first=True, usable=False), None),
    # a hot-seat table: always the name
    (dict(hot_seat=True, first=True), "ui.your_turn"),
    (dict(hot_seat=True, first=True, typed=True), "ui.your_turn.named"),
    (dict(hot_seat=True), "ui.your_turn.named"),
    (dict(hot_seat=True, again=True), None),  # "Ann drew a 2 and draws again." was said
    (dict(hot_seat=True, again=True, first=True), "ui.your_turn"),
    (dict(hot_seat=True, points=True, first=True), "ui.hand.turn_first.named"),
    (dict(hot_seat=True, points=True, usable=False), "ui.hand.turn_private.named"),
])
def test_each_turn_gets_its_key(facts, key):
    assert prompt(**facts).key == key


def test_the_words_are_the_catalogs_with_the_name_at_a_hot_seat_table():
    assert prompt(hot_seat=True).text(DEFAULT_CATALOG) == "Your turn, Ann."
    assert prompt(hot_seat=True, points=True).text(DEFAULT_CATALOG) == (
        "Your turn, Ann: press D to hear your hand.")
    assert prompt(told=False).text(DEFAULT_CATALOG) == "Your turn."
    assert prompt().text(DEFAULT_CATALOG) == ""


def test_only_a_lone_players_first_hand_with_no_card_to_play_is_stuck():
    assert prompt(points=True, first=True, usable=False).stuck
    assert not prompt(points=True, usable=False).stuck  # not the first: the keys were said
    assert not prompt(hot_seat=True, points=True, first=True, usable=False).stuck
    assert not prompt(first=True, usable=False).stuck  # drawing cards: no hand
