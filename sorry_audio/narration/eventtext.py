"""Events into sentences: one line per thing worth saying, or one line per opponent turn.

Normal and full verbosity say one line per event (full adds squares passed,
pawns jumped and the cards left).  Brief keeps the viewer's own lines (at a
hot-seat table in the third person, like everything else said here) but
folds each opponent's turn (the events up to its turn change) into one short
sentence.  The UI narrates a bot's draw and its play in two calls, so in brief
an opponent's draw that leaves a card waiting is held back (no line) and told
at the start of the sentence for its play.  Likewise, in every verbosity, "Blue's turn."
ending a call is held for the next when Blue is a bot, so the name comes with Blue's
draw rather than before the pause the UI leaves between turns.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.core.board import HOME, SLIDE_AT_TRIANGLE, Colour, is_track, zone_step
from sorry_audio.core.events import (
    BumpCause,
    CardDrawn,
    CardForfeited,
    DeckReshuffled,
    Direction,
    Event,
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
from sorry_audio.narration.words import Words, cap

_REASON = {ForfeitReason.NO_LEGAL_MOVE: "reason.no_move",
           ForfeitReason.NO_PAWN_IN_START: "reason.no_start",
           ForfeitReason.NO_TARGET: "reason.no_target",
           ForfeitReason.NO_START_NOR_FALLBACK: "reason.no_start_nor_fallback",
           ForfeitReason.NO_TARGET_NOR_FALLBACK: "reason.no_target_nor_fallback"}


def actor(event: Event) -> Colour | None:
    """The colour acting in an event (the mover, the drawer), None for table events."""
    if isinstance(event, (CardDrawn, CardForfeited, ExtraDraw, TurnPassed, GameWon)):
        return event.player
    if isinstance(event, PawnBumped):
        return event.by_colour
    return getattr(event, "colour", None)


def narrate(w: Words, events: Sequence[Event]) -> list[str]:
    """The lines to say for ``events``, in order (with any draw held back from before)."""
    events = [*w.held, *events]
    w.held.clear()  # in place: a hot-seat table's copy of the words shares the list
    if not w.brief:
        if events and isinstance(events[-1], TurnPassed) and events[-1].next_player in w.bots:
            # A bot's turn begins: its name is said with its draw, after the pause that
            # lets the last turn be heard, not before that silence.
            w.held.append(events.pop())
        # the winner's "has 4 pawns home" would only repeat "wins! All pawns are home"
        won = {e.player for e in events if isinstance(e, GameWon)}
        return [line for e in events
                if not (isinstance(e, HomeReached) and e.colour in won)
                for line in _line(w, e)]
    lines: list[str] = []
    turn: list[Event] = []
    for e in events:
        who = actor(e)
        if who is None or w.is_viewer(who) or isinstance(e, (TurnPassed, GameWon)):
            if turn:
                lines.append(brief_turn(w, turn))
                turn = []
            if isinstance(e, TurnPassed) and not w.is_you(e.next_player):
                continue  # the next sentence starts with that player's name anyway
            lines.extend(_line(w, e))
        else:
            turn.append(e)
    if turn and all(isinstance(e, CardDrawn) for e in turn):
        w.held.extend(turn)  # the card is waiting: tell it with the play
    elif turn:
        lines.append(brief_turn(w, turn))
    return lines


def held_turn(w: Words) -> str | None:
    """The line a held bot's turn (see :func:`narrate`) will be said as, or None."""
    for e in w.held:
        if isinstance(e, TurnPassed):
            return next(iter(_line(w, e)), None)
    return None


def _line(w: Words, e: Event) -> list[str]:
    """The normal (or full) sentence for one event; empty when nothing is worth saying."""
    if isinstance(e, CardDrawn):
        text = w.person("ev.draw", e.player, card=w.card(e.card))
        if w.full:
            text += " " + w.say("ev.cards_left", cards=w.count(e.cards_left, "card"))
        return [text]
    if isinstance(e, DeckReshuffled):
        return [w.say("ev.reshuffle", cards=w.count(e.cards, "card"))]
    if isinstance(e, PawnEntered):
        return [w.person("ev.enter", e.colour, pawn=e.pawn, square=e.square)]
    if isinstance(e, PawnMoved):
        return [_moved(w, e)]
    if isinstance(e, SlideTaken):
        key = "ev.slide_full" if w.full else "ev.slide"  # each sweep is its own PawnBumped
        long_ = SLIDE_AT_TRIANGLE[e.start].long
        return [w.say(key, pawn=cap(w.pawn(e.colour, e.pawn)),
                      owner=w.possessive(e.slide_colour), start=e.start,
                      end=w.destination(e.colour, e.end),
                      kind=w.say("slide.long" if long_ else "slide.short"))]
    if isinstance(e, PawnBumped):
        return [_bumped(w, e)]
    if isinstance(e, PawnsSwapped):
        return [_swapped(w, e)]
    if isinstance(e, SorryPlayed):
        return [w.say("ev.sorry", pawn=cap(w.pawn(e.colour, e.pawn)),
                      square=w.taken(e.target_colour, e.colour, e.square, str(e.square)))]
    if isinstance(e, SafetyZoneEntered):
        # the move's own line already ends "to safety zone square N": only full repeats it
        if not w.full:
            return []
        return [w.say("ev.zone", pawn=cap(w.pawn(e.colour, e.pawn)), step=e.step)]
    if isinstance(e, HomeReached):
        return [w.person("ev.home", e.colour, pawn=cap(w.pawn(e.colour, e.pawn)),
                         home=w.count(e.pawns_home, "pawn"))]
    if isinstance(e, CardForfeited):
        if e.reason is ForfeitReason.PASSED:
            return [w.person("ev.pass", e.player)]
        return [w.person("ev.forfeit", e.player, card=w.card(e.card),
                         reason=w.say(_REASON[e.reason]))]
    if isinstance(e, ExtraDraw):
        return [w.person("ev.again", e.player)]
    if isinstance(e, TurnPassed):
        if not w.addressing and e.next_player in w.players:
            return []  # a hot-seat hand-over: the game says "Your turn, Mary" itself
        return [w.person("ev.turn", e.next_player)]
    if isinstance(e, GameWon):
        return [w.person("ev.won", e.player, cards=w.count(e.cards_drawn, "card"))]
    return []


def _moved(w: Words, e: PawnMoved) -> str:
    way = w.say("way.forward" if e.direction is Direction.FORWARD else "way.back")
    key = "ev.move_home" if e.end == HOME else "ev.move"
    details = origin = ""
    if w.full:
        # only the end gets a distance: two in one line ran together
        origin = w.say("ev.from", where=w.destination(e.colour, e.start, distance=False))
        extra = []
        if e.passed:
            extra.append(w.say("ev.passing", squares=w.join(_passed(w, e.passed))))
        if e.jumped:
            extra.append(w.say("ev.jumping",
                               pawns=w.join(w.pawn(c, n) for c, n in e.jumped)))
        if extra:
            details = w.say("ev.details", details=w.commas(extra))
    return w.person(key, e.colour, pawn=e.pawn, way=way, steps=e.steps, origin=origin,
                    where=w.destination(e.colour, e.end), details=details)


def _passed(w: Words, locs: Sequence[int]) -> list[str]:
    """Track squares as bare numbers, safety-zone steps in words, several of them as one
    run ("safety zone squares 2 to 5", not the words four times over)."""
    out: list[str] = []
    run: list[int] = []  # zone steps passed one after another, in the order passed

    def close_run() -> None:
        if len(run) <= 2:  # "squares 2 to 3" sounded odd, "2 to 1" odder: each alone
            out.extend(w.say("dest.zone", step=step) for step in run)
        else:
            out.append(w.say("dest.zones", first=run[0], last=run[-1]))
        run.clear()

    for x in locs:
        if is_track(x):
            close_run()
            out.append(str(x))
        else:
            run.append(zone_step(x))
    close_run()
    return out


def _bumped(w: Words, e: PawnBumped) -> str:
    victim = w.pawn(e.colour, e.pawn)
    if e.cause is BumpCause.SLIDE:
        if e.colour == e.by_colour:
            return w.person("ev.swept_own", e.colour, pawn=e.pawn, square=e.square)
        if w.is_player(e.colour):
            return w.say(_victim_key(w, e.colour, "ev.swept"), pawn=e.pawn, victim=cap(victim),
                         square=e.square, by=w.name(e.by_colour))
        return w.person("ev.swept", e.by_colour, victim=victim, square=e.square)
    if w.is_player(e.colour):
        by = w.name(e.by_colour)
        if w.full:
            by = w.pawn(e.by_colour, e.by_pawn)
        return w.say(_victim_key(w, e.colour, "ev.bumped"), pawn=e.pawn, victim=cap(victim),
                     square=e.square, by=by)
    return w.person("ev.bump", e.by_colour, victim=victim, square=e.square)


def _victim_key(w: Words, colour: Colour, key: str) -> str:
    """A listener's pawn leads its line: "Your pawn 1 ...", or at a hot-seat table
    "An's pawn 1 ..." (the same line with the owner's name)."""
    return key + (".victim" if w.is_you(colour) else ".named")


def _swapped(w: Words, e: PawnsSwapped) -> str:
    if w.is_player(e.other_colour):
        # "your pawn 1 is now on square 40, ...": each square with its new pawn's distance
        return w.say(_victim_key(w, e.other_colour, "ev.swapped"), name=w.name(e.colour),
                     pawn=e.pawn, other=e.other_pawn,
                     square=w.on_square(e.other_colour, e.square),
                     victim=w.pawn(e.other_colour, e.other_pawn),
                     theirs=w.pawn(e.colour, e.pawn),
                     other_square=w.on_square(e.colour, e.other_square))
    # the same words as the option chosen: the square taken with both distances
    return w.person("ev.swap", e.colour, pawn=e.pawn, other=w.pawn(e.other_colour, e.other_pawn),
                    square=e.square, other_square=w.taken(e.other_colour, e.colour,
                                                          e.other_square, str(e.other_square)))


def brief_turn(w: Words, events: Sequence[Event]) -> str:
    """One short sentence for an opponent's (part of a) turn."""
    who = next(c for c in map(actor, events) if c is not None)
    clauses: list[str] = []
    for e in events:
        if isinstance(e, CardDrawn):
            clauses.append(w.say("br.draw", card=w.card(e.card)))
        elif isinstance(e, PawnEntered):
            clauses.append(w.say("br.enter", pawn=e.pawn))
        elif isinstance(e, PawnMoved) and e.end != HOME:
            clauses.append(w.say("br.move", pawn=e.pawn, where=w.destination(e.colour, e.end)))
        elif isinstance(e, SlideTaken):
            clauses.append(w.say("br.slide", end=w.destination(e.colour, e.end)))
        elif isinstance(e, PawnBumped):
            clauses.append(w.say("br.bump", victim=w.pawn(e.colour, e.pawn, me=who)
                                 if e.colour != who else w.say("br.own", pawn=e.pawn)))
        elif isinstance(e, PawnsSwapped) and w.is_player(e.other_colour):  # where yours went
            key = "br.swap_you" if w.is_you(e.other_colour) else "br.swap_named"
            clauses.append(w.say(key, pawn=e.pawn, other=e.other_pawn,
                                 square=w.on_square(e.other_colour, e.square),
                                 victim=w.pawn(e.other_colour, e.other_pawn),
                                 other_square=w.on_square(e.colour, e.other_square, True)))
        elif isinstance(e, PawnsSwapped):
            clauses.append(w.say("br.swap", pawn=e.pawn,
                                 other_square=w.on_square(e.colour, e.other_square, True),
                                 other=w.pawn(e.other_colour, e.other_pawn)))
        elif isinstance(e, SorryPlayed):
            clauses.append(w.say("br.sorry", square=w.on_square(e.colour, e.square)))
        elif isinstance(e, HomeReached):
            clauses.append(w.say("br.home", pawn=e.pawn))
        elif isinstance(e, CardForfeited):
            key = "br.pass" if e.reason is ForfeitReason.PASSED else "br.forfeit"
            clauses.append(w.say(key))
        elif isinstance(e, ExtraDraw):
            clauses.append(w.say("br.again"))
    return w.say("br.sentence", name=w.name(who), clauses=w.commas(clauses))
