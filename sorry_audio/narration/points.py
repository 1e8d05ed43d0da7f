"""What the Point Score game's player asks to hear (rules spec 7): the hand, which card to
pick, a hint before a card is picked, and the points and running totals.

The turn (T), deck (K) and card help (C) keep the drawing game's code: a Narrator for this
game says them with :func:`points_catalog`'s words ("play a card from your hand", "not yet
seen").  Hand indexes given here are 0-based, as the rules core's; the player hears them
from 1, as the keys 1 to 5 pick them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sorry_audio.analysis import dead_cards
from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.moves import Option
from sorry_audio.core.points import PAWN_POINTS
from sorry_audio.core.position import Position
from sorry_audio.narration import hints
from sorry_audio.narration.catalog import Catalog
from sorry_audio.narration.catalog_points import REPLACED
from sorry_audio.narration.pointevents import held
from sorry_audio.narration.words import Words


def points_catalog(catalog: Catalog) -> Catalog:
    """``catalog`` with the drawing game's sentences that this game says otherwise replaced
    by its ``pts.`` ones (a catalog without them keeps its own)."""
    texts = catalog.texts
    return catalog.with_texts(**{key: texts.get("pts." + key, texts[key]) for key in REPLACED})


def _use(w: Words, options: int) -> str:
    return w.say("pts.use.none") if options == 0 else w.count(options, "option")


def hand(w: Words, cards: Sequence[Card], counts: Sequence[int] | None) -> str:
    """"Your hand: 1, a 3, 2 options; 2, a 1, 1 option; 3, a 4, no use; ..." (``counts``:
    each card's number of options).  When no card has a use, the cards alone, then that
    one must be discarded.  ``counts`` None (not the player's turn): the cards alone."""
    if not cards:
        return w.say("pts.hand.none")
    stuck = counts is not None and not any(counts)
    if counts is None or stuck:
        items = [w.say("pts.hand.card_bare", number=i + 1, card=held(w, c))
                 for i, c in enumerate(cards)]
    else:
        items = [w.say("pts.hand.card", number=i + 1, card=held(w, c), use=_use(w, n))
                 for i, (c, n) in enumerate(zip(cards, counts, strict=True))]
    return w.say("pts.hand.stuck" if stuck else "pts.hand",
                 cards=w.commas(items, "semicolon"))


def hand_item(w: Words, cards: Sequence[Card], counts: Sequence[int] | None,
              index: int) -> str:
    """One card of the hand, walking it with Up and Down: "2: a 1, 1 option", "3: a 4, no
    use" (``index`` 0-based)."""
    card = held(w, cards[index])
    if counts is None:
        return w.say("pts.hand.item_bare", number=index + 1, card=card)
    return w.say("pts.hand.item", number=index + 1, card=card, use=_use(w, counts[index]))


def pick_prompt(w: Words, hand_size: int, any_usable: bool) -> str:
    """"Pick a card to play: 1 to 5.", or, when no card has a use, how to discard."""
    key = "pts.pick" if any_usable else "pts.pick.stuck"
    if hand_size == 1:
        key = "pts.pick.one" if any_usable else "pts.pick.stuck_one"
    return w.say(key, first=1, last=hand_size)


def card_unusable(w: Words, card: Card) -> str:
    """The refusal of a card with no use while another card has one."""
    return w.say("pts.unusable", card=w.card(card))


def hand_hint(w: Words, pos: Position, cards: Sequence[Card], card_index: int,
              option: Option | None, number: int, close: bool = False,
              pile: Mapping[Card, int] | None = None, group: int | None = None) -> str:
    """H before a card is picked: the card the hard bot would play and its option, with the
    hint's own reasons ("Hint: play card 2, the 7: option 3, ... It reaches your safety
    zone."); ``group``: the group (from 1) the option is in when the card's options come in
    groups ("the 7: group 7, option 6"); ``option`` None (no card has a use): the card to
    discard, and a short why."""
    card = cards[card_index]
    if option is not None:  # weighed against every play of the hand
        rest = [*cards[:card_index], *cards[card_index + 1:]]  # its next card is among them
        return hints.hint(w, pos, option, number, close, pile, held=(card_index + 1, card),
                          hand=list(cards), hands={pos.to_move: rest}, group=group)
    if card in dead_cards(pos, pos.to_move):  # the only true reason then (playtest c3)
        why = w.say("pts.why.dead")
    elif cards.count(card) > 1:
        why = w.say("pts.why.twin", card=w.card(card))
    else:
        why = w.say("pts.why.keep")
    return w.say("pts.hint.discard", index=card_index + 1, card=w.card(card), why=why)


def totals(w: Words, scores: Mapping[Colour, int], games: int) -> str:
    """"Totals after 2 games: you 140, Blue 35." (highest first; equal totals in the order
    given)."""
    return w.say("pts.totals", scores=scores_text(w, scores), games=games_text(w, games))


def scores_text(w: Words, scores: Mapping[Colour, int]) -> str:
    """"you 140, Blue 35": each player's points, highest first (equal ones in the order
    given)."""
    order = sorted(scores, key=lambda c: -scores[c])
    return w.commas(w.say("pts.total", who=w.who(c), total=scores[c]) for c in order)


def games_text(w: Words, games: int) -> str:
    """"1 game", "2 games"."""
    return w.say("pts.games." + ("one" if games == 1 else "many"), n=games)


def points_so_far(w: Words, pos: Position) -> str:
    """S during the game: "Points so far for pawns home: Bo 10, you 0; the winner gets extra
    points at the end." (seating order, as S's pawns home).  Only the 5 for each pawn HOME is
    certain before the end: the winner's extra points and bonus need a winner (playtest
    pi93)."""
    said = w.commas(w.say("pts.total", who=w.who(c), total=PAWN_POINTS * pos.pawns_home(c))
                    for c in pos.seated)
    return w.say("pts.so_far", scores=said)
