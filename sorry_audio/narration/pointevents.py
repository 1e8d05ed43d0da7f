"""The Point Score game's events in words: a card played or discarded from the hand, the
hand refilled, and the points at the end (rules spec 7).

:mod:`sorry_audio.narration.eventtext` and :mod:`sorry_audio.narration.eventbrief` hand
these events here, so the drawing game's modules stay as they were.  A played or discarded
card is face up: everyone hears it.  Cards drawn into a hand are face down: only their
owner hears them named (the player spoken to, or a human at the keyboard); of anyone
else's refill only full verbosity says anything, and only that a card was drawn.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import CardDiscarded, CardPlayed, Event, HandFilled, PointsScored
from sorry_audio.core.points import Score
from sorry_audio.narration.words import Words

#: the events only the Point Score game has, which name their actor ``player``
HAND_EVENTS = (CardPlayed, CardDiscarded, HandFilled)


def owner_listening(w: Words, colour: Colour) -> bool:
    """Whether ``colour``'s face-down cards may be named: only to the one human at the
    keyboard.  At a hot-seat table the room hears every line, so a card drawn is said
    face down, as a bot's is (each hears their hand when they press D in their turn)."""
    return w.is_viewer(colour) and len(w.players) <= 1


def held(w: Words, card: Card) -> str:
    """A card in a hand: "a 3", "an 8", and the SORRY! card by its name, "SORRY!"."""
    key = f"pts.held.{int(card)}"
    return w.say(key) if key in w.catalog.texts else w.a_card(card)


def line(w: Words, e: Event) -> list[str] | None:
    """The normal (or full) lines for a Point Score event; None for any other event."""
    if isinstance(e, CardPlayed):
        w.drawn[e.player] = e.card  # a bot's a5065 SORRY! moving forward says why
        return [w.person("pts.ev.play", e.player, card=w.a_card(e.card))]
    if isinstance(e, CardDiscarded):
        return [w.person("pts.ev.discard", e.player, card=w.a_card(e.card))]
    if isinstance(e, HandFilled):
        if owner_listening(w, e.player):
            text = w.person("pts.ev.fill", e.player, cards=w.join(w.a_card(c) for c in e.cards))
        elif w.full or e.player in w.players:  # a hot-seat player's refill: face down
            n = len(e.cards)
            text = w.say("pts.ev.fill_hidden." + ("one" if n == 1 else "many"),
                         name=w.name(e.player), n=n)
        else:
            return []
        if w.full:
            text += " " + w.say("ev.cards_left", cards=w.count(e.cards_left, "card"))
        return [text]
    if isinstance(e, PointsScored):
        return score_lines(w, e.scores, e.winner)
    return None


def brief_events(w: Words, events: Sequence[Event]) -> list[Event]:
    """The events brief tells: another player's refill says nothing there, and left in it
    would make a sentence of its own ("Blue: .") after a reshuffle that splits a turn."""
    return [e for e in events if not (isinstance(e, HandFilled) and not w.is_viewer(e.player))]


def brief_clauses(w: Words, e: Event) -> list[str]:
    """An opponent's hand events as clauses of brief's one sentence: the card played or
    discarded, face up; their refill, face down, says nothing."""
    if isinstance(e, CardPlayed):
        w.drawn[e.player] = e.card
        return [w.say("pts.br.play", card=w.a_card(e.card))]
    if isinstance(e, CardDiscarded):
        return [w.say("pts.br.discard", card=w.a_card(e.card))]
    return []


def score_lines(w: Words, scores: Sequence[Score], winner: Colour) -> list[str]:
    """One line per player, the winner first, then by points (seating order among equals):
    "You score 85: 20 for your 4 pawns HOME, 15 for the 3 opponent pawns not HOME, and a
    bonus of 50 (no opponent has more than one pawn HOME)." / "Blue scores 5: 1 pawn HOME."
    """
    order = sorted(scores, key=lambda s: (s.colour != winner, -s.total))
    lines = []
    for s in order:
        if s.colour == winner:
            parts = [w.say("pts.part.home_won", points=s.home_points,
                           owner=w.possessive(s.colour), pawns=w.count(s.pawns_home, "pawn"))]
            if s.opponents_out:
                many = "one" if s.opponents_out == 1 else "many"
                parts.append(w.say("pts.part.out." + many, points=s.out_points,
                                   n=s.opponents_out))
            if s.bonus:
                parts.append(w.say("pts.part.bonus", points=s.bonus,
                                   why=w.say(f"pts.bonus.{s.bonus}")))
            else:  # why not, as a bonus says why (playtest x14): the opponent furthest home
                most = max((o for o in scores if o.colour != winner),
                           key=lambda o: o.pawns_home, default=None)
                if most is not None:
                    parts.append(w.person("pts.part.no_bonus", most.colour,
                                          pawns=w.count(most.pawns_home, "pawn")))
            text = _and(w, parts)
        elif s.pawns_home:
            text = w.say("pts.part.home", pawns=w.count(s.pawns_home, "pawn"))
        else:
            text = w.say("pts.part.home_none")
        lines.append(w.person("pts.score", s.colour, total=s.total, parts=text))
    return lines


def _and(w: Words, parts: Sequence[str]) -> str:
    """"a", "a and b", "a, b, and c": the winner's points, each with its own commas."""
    if len(parts) == 1:
        return parts[0]
    if len(parts) == 2:
        return w.say("pts.parts.two", first=parts[0], last=parts[1])
    return w.say("pts.parts.many", head=w.commas(parts[:-1]), last=parts[-1])
