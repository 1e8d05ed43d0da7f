"""The words that begin a human's turn, chosen from what the turn is: a pure function of a
few facts, so the choice is tested without the app, which only says the words when it
should (after the news of a bump, before the Point Score hand)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.narration.catalog import Catalog


@dataclass(frozen=True)
class TurnPrompt:
    """The catalog key said as a turn begins (None: nothing more is said) and the player's
    name it is filled in with (a hot-seat table's keys)."""

    key: str | None
    name: str | None = None
    #: alone, a first Point Score hand with no card to play: it says how to discard
    #: instead, and the keys to pick wait for a turn with one (playtest pb68: "Pick a card
    #: to play" then "no card can move a pawn: choose one to discard")
    stuck: bool = False

    def text(self, catalog: Catalog) -> str:
        """The words, "" for none."""
        if self.key is None:
            return ""
        if self.name is None:
            return catalog.say(self.key)
        return catalog.say(self.key, name=self.name)


def turn_prompt(name: str, *, hot_seat: bool, points: bool, first: bool, again: bool,
                typed: bool, told: bool, news: bool, usable: bool) -> TurnPrompt:
    """What to say as ``name``'s turn begins, after the turn's events and any news.

    ``hot_seat``: more than one human at the keyboard; ``points``: the Point Score game;
    ``first``: the player's first prompt this game (the keys are said once each, then the
    cue and words do); ``again``: a second turn for the same player (after a 2);
    ``typed``: a draw key typed during the bots' turns was swallowed (its own line, said
    after this one, tells how to draw); ``told``: the events' last line already said
    "Your turn."; ``news``: the news of a bump was just said; ``usable``: a card of the
    hand can move a pawn.
    """
    if hot_seat:  # always name who takes the keyboard
        if again and not first:  # "Red plays again." or "An drew a 2 and draws again."
            # was just said: "Draw again, An." after it said it twice (playtest b2)
            return TurnPrompt(None, name)
        if points:  # the hand is not read to the room: its player presses D for it (the
            # same words whatever the hand holds: the room must not learn from them that
            # it cannot play, review re71; its D says how to discard)
            return TurnPrompt("ui.hand.turn_first.named" if first
                              else "ui.hand.turn_private.named", name)
        # a swallowed draw key's line says how to draw after it (hs73: "press D or Space
        # to draw" twice in a row)
        return TurnPrompt("ui.your_turn" if first and not typed else "ui.your_turn.named",
                          name)
    if first and points and not usable:
        return TurnPrompt(None if told else "ui.your_turn.solo", stuck=True)
    # the one player's prompt: what to press, once "Your turn." is said; after the news
    # of a bump, what to press again, so it is the last word (playtest bi60: the news
    # ended the turn's words)
    if typed:  # the swallowed key's line says it
        return TurnPrompt(None)
    if first:  # after "Your turn." from the turn's events, only what to press
        if points:
            return TurnPrompt("ui.hand.prompt" if told else "ui.hand.turn_first")
        return TurnPrompt("ui.draw_prompt.alone" if told else "ui.your_turn.first")
    if not told:
        return TurnPrompt("ui.your_turn.solo")
    if news and not points:  # (the Point Score game's hand comes next anyway)
        return TurnPrompt("ui.draw_prompt.alone")
    return TurnPrompt(None)
