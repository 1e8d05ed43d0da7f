"""Help while deciding: what a card does, what is on a square, danger, hints."""

from __future__ import annotations

from sorry_audio.analysis import threats
from sorry_audio.core.board import (
    COLOURS,
    SLIDE_AT_TRIANGLE,
    START,
    TRACK_SQUARES,
    Colour,
    is_track,
    safety_entry,
    slides_of,
    start_square,
    steps_to_home,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.moves import Option, OptionKind, play_option
from sorry_audio.core.position import Position
from sorry_audio.narration.options import option_text
from sorry_audio.narration.words import Words, cap

_FORWARD_ONLY = {Card.THREE: 3, Card.FIVE: 5, Card.EIGHT: 8, Card.TWELVE: 12}


def card_help(w: Words, card: Card | None, pos: Position) -> str:
    """What ``card`` lets the player do under the position's rules profile."""
    if card is None:
        return w.say("help.none")
    rules = pos.rules
    enters = card in rules.enter_cards
    if card is Card.SORRY:
        text = w.say("help.sorry")
        if rules.sorry_fallback_forward:
            text += " " + w.say("help.sorry_fallback", steps=rules.sorry_fallback_forward)
    elif card in (Card.ONE, Card.TWO) or card in _FORWARD_ONLY:
        text = w.say("help.forward", steps=int(card))
    elif card is Card.FOUR:
        text = w.say("help.four")
    elif card is Card.SEVEN:
        text = w.say("help.seven")
        if not enters:
            text += " " + w.say("help.seven_no_enter")
    elif card is Card.TEN:
        text = w.say("help.ten")
    else:
        text = w.say("help.eleven")
    if enters and card is not Card.SORRY:
        text += " " + w.say("help.enter")
    if card is Card.TWO and rules.two_draws_again:
        text += " " + w.say("help.two_again")
    slides = w.say("help.slides_own" if rules.slides_on(Colour.RED, Colour.RED)
                   else "help.slides_other")
    return w.say("help.card", card=w.card(card), text=text, slides=slides)


def square(w: Words, pos: Position, sq: int) -> str:
    """What stands on track square ``sq``: pawn, slide start/middle/end, start square, entry."""
    if not 1 <= sq <= TRACK_SQUARES:
        return w.say("sq.none", square=sq)
    facts = []
    who = pos.occupant(sq)
    if who is not None:
        facts.append(w.pawn(*who))
    for c in COLOURS:
        for sl in slides_of(c):
            kind = w.say("slide.long" if sl.long else "slide.short")
            owner = w.possessive(c)
            if sq == sl.start:
                facts.append(w.say("sq.slide_start", owner=owner, kind=kind, end=sl.end))
            elif sq == sl.end:
                facts.append(w.say("sq.slide_end", owner=owner, kind=kind, start=sl.start))
            elif sq in sl.squares:
                facts.append(w.say("sq.slide_on", owner=owner, kind=kind, end=sl.end))
        if sq == start_square(c):
            facts.append(w.say("sq.start", owner=w.possessive(c)))
        if sq == safety_entry(c):
            facts.append(w.say("sq.entry", owner=w.possessive(c)))
    if who is None:
        facts.insert(0, w.say("sq.empty"))
    if w.settings.relative and w.viewer is not None and sq != safety_entry(w.viewer):
        facts.append(w.distance(w.viewer, sq))
    return w.say("sq.line", square=sq, facts=w.commas(facts))


def danger(w: Words, pos: Position, colour: Colour) -> list[str]:
    """One line per threat to ``colour``'s pawns, or one line saying there is none."""
    found = threats(pos, colour)
    if not found:
        return [w.person("danger.none", colour)]
    lines = []
    for t in found:
        pawn, where = cap(w.pawn(colour, t.pawn)), w.say("dest.track", square=t.square)
        if t.cards == (Card.SORRY,) and pos.pawns(t.by_colour)[t.by_pawn - 1] == START:
            lines.append(w.say("danger.sorry", pawn=pawn, where=where, name=w.name(t.by_colour)))
        else:
            lines.append(w.say("danger.line", pawn=pawn, where=where,
                               by=w.pawn(t.by_colour, t.by_pawn), cards=w.cards_or(t.cards)))
    return lines


def hint(w: Words, pos: Position, option: Option, number: int) -> str:
    """"Hint: option 2: it reaches your safety zone and bumps Green." (why, from the events)."""
    reasons = _reasons(w, pos, option)
    reasons += [w.say("why.safe", pawn=p) for p in _out_of_danger(pos, option)]
    if not reasons:
        return w.say("hint.plain", number=number, text=option_text(w, pos, option))
    return w.say("hint.why", number=number, reasons=w.join(reasons))


def _out_of_danger(pos: Position, option: Option) -> list[int]:
    """Moved pawns that could be bumped now and could not after this option.

    A SORRY! reaches any track square while an opponent has a pawn in START, so
    no move escapes it: only the other cards count as danger here.
    """
    me = option.player

    def in_danger(p: Position) -> set[int]:
        return {t.pawn for t in threats(p, me) if t.cards != (Card.SORRY,)}

    moved = [p for p in dict.fromkeys(option.pawns)
             if is_track(option.result.pawns(me)[p - 1])]
    if not moved:
        return []
    before, after = in_danger(pos), in_danger(option.result)
    return [p for p in moved if p in before and p not in after]


def _reasons(w: Words, pos: Position, option: Option) -> list[str]:
    if option.kind is OptionKind.PASS:
        return [w.say("why.pass")]
    me = option.player
    out: list[str] = []
    victims: list[Colour] = []
    for e in play_option(pos, option):
        text = None
        if isinstance(e, HomeReached):
            last = e.pawns_home == pos.rules.pawns
            text = w.say("why.win" if last else "why.home", pawn=e.pawn)
        elif isinstance(e, SafetyZoneEntered):
            text = w.say("why.zone")
        elif isinstance(e, PawnBumped) and e.colour == me:
            text = w.say("why.own", pawn=e.pawn)
        elif isinstance(e, PawnBumped) and e.cause is not BumpCause.SORRY:
            if e.colour not in victims:
                victims.append(e.colour)
                text = w.say("why.bump", name=w.who(e.colour))
        elif isinstance(e, SorryPlayed):
            victims.append(e.target_colour)
            text = w.say("why.sorry", victim=w.pawn(e.target_colour, e.target_pawn, me=me))
        elif isinstance(e, SlideTaken):
            text = w.say("why.slide", squares=w.count(len(_slide_len(e)), "square"))
        elif isinstance(e, PawnEntered):
            text = w.say("why.enter")
        elif isinstance(e, PawnsSwapped):
            gain = steps_to_home(me, e.square) - steps_to_home(me, e.other_square)
            key = "why.swap_ahead" if gain >= 0 else "why.swap_back"
            text = w.say(key, other=w.pawn(e.other_colour, e.other_pawn, me=me),
                         squares=w.count(abs(gain), "square"))
        if text and text not in out:
            out.append(text)
    return out


def _slide_len(e: SlideTaken) -> tuple[int, ...]:
    sl = SLIDE_AT_TRIANGLE.get(e.start)
    return sl.squares[1:] if sl else ()
