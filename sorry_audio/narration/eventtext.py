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

from sorry_audio.core.board import HOME, SLIDE_AT_TRIANGLE, START, Colour, is_track, zone_step
from sorry_audio.core.cards import Card
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
from sorry_audio.core.position import Position
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


def narrate(w: Words, events: Sequence[Event], pos: Position | None = None) -> list[str]:
    """The lines to say for ``events``, in order (with any draw held back from before).

    ``pos``, the position after the events when the caller has it, lets a card lost
    with every pawn in START say so and which cards bring one out.
    """
    events = [*w.held, *events]
    w.held.clear()  # in place: a hot-seat table's copy of the words shares the list
    if not w.brief:
        if events and isinstance(events[-1], TurnPassed) and events[-1].next_player in w.bots:
            # A bot's turn begins: its name is said with its draw, after the pause that
            # lets the last turn be heard, not before that silence.
            w.held.append(events.pop())
        # the winner's "has 4 pawns home" would only repeat "wins! All pawns are home"
        won = {e.player for e in events if isinstance(e, GameWon)}
        return [line for i, e in enumerate(events)
                if not (isinstance(e, HomeReached) and e.colour in won)
                for line in _line(w, e, events[:i], pos)]
    lines: list[str] = []
    turn: list[Event] = []
    for i, e in enumerate(events):
        who = actor(e)
        if who is None or w.is_viewer(who) or isinstance(e, (TurnPassed, GameWon)):
            if turn:
                lines.append(brief_turn(w, turn))
                turn = []
            if isinstance(e, TurnPassed) and not w.is_you(e.next_player):
                continue  # the next sentence starts with that player's name anyway
            lines.extend(_line(w, e, events[:i], pos))
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


def _line(w: Words, e: Event, earlier: Sequence[Event] = (),
          pos: Position | None = None) -> list[str]:
    """The normal (or full) sentence for one event (``earlier``: the events before it in
    this call); empty when nothing is worth saying."""
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
                      end=w.destination(e.colour, e.end), note=_slide_note(w, e, earlier),
                      kind=w.say("slide.long" if long_ else "slide.short"))]
    if isinstance(e, PawnBumped):
        return [_bumped(w, e)]
    if isinstance(e, PawnsSwapped):
        return [_swapped(w, e)]
    if isinstance(e, SorryPlayed):
        square = str(e.square)
        if w.settings.relative:  # the mover's distance first, the pawn taken with its own
            square, victim = w.taken(e.colour, e.target_colour, e.square,
                                     w.pawn(e.target_colour, e.target_pawn))
            square = w.say("rel.from", where=square, victim=victim)
        return [w.say("ev.sorry", pawn=cap(w.pawn(e.colour, e.pawn)), square=square)]
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
                         reason=_forfeit_reason(w, e, pos))]
    if isinstance(e, ExtraDraw):
        return [w.person("ev.again", e.player)]
    if isinstance(e, TurnPassed):
        if not w.addressing and e.next_player in w.players:
            return []  # a hot-seat hand-over: the game says "Your turn, Mary" itself
        return [w.person("ev.turn", e.next_player)]
    if isinstance(e, GameWon):
        return [w.person("ev.won", e.player, cards=w.count(e.cards_drawn, "card"))]
    return []


def _forfeit_reason(w: Words, e: CardForfeited, pos: Position | None) -> str:
    """Why a card is lost; with every pawn not yet HOME in START, which cards bring one
    out (classic: "only a 1 or a 2"), which teaches a newcomer more than "no pawn can
    move".  Only a person's card gets the lesson: said for every bot's lost card at a
    game's start, it was the same long line over and over, so a bot's says only "all
    Yellow's pawns are in start"."""
    locs = pos.pawns(e.player) if pos is not None else ()
    if e.reason is ForfeitReason.NO_LEGAL_MOVE and pos is not None and START in locs \
            and all(loc in (START, HOME) for loc in locs):
        pawns = w.say("reason.pawns_left" if HOME in locs else "reason.pawns_all",
                      owner=w.possessive(e.player))
        if not w.is_player(e.player):  # a bot's: no lesson
            return w.say("reason.all_start_short", pawns=pawns)
        enters = sorted(pos.rules.enter_cards)
        if len(enters) <= 3:  # classic's two; a5065's many: name the card that cannot
            return w.say("reason.all_start", pawns=pawns, cards=w.cards_or(enters))
        return w.say("reason.all_start_card", pawns=pawns, card=w.a_card(e.card))
    return w.say(_REASON[e.reason])


def _before(earlier: Sequence[Event], colour: Colour, pawn: int) -> int | None:
    """Where a pawn stood before the move this call last told of it (None: not told)."""
    for e in reversed(earlier):
        if isinstance(e, PawnMoved) and (e.colour, e.pawn) == (colour, pawn):
            return e.start
        if isinstance(e, PawnsSwapped) and (e.colour, e.pawn) == (colour, pawn):
            return e.square
        if isinstance(e, (PawnEntered, SorryPlayed)) and (e.colour, e.pawn) == (colour, pawn):
            return START
    return None


def _slide_note(w: Words, e: SlideTaken, earlier: Sequence[Event]) -> str:
    """What a slide's line adds: ", back where it was" when a move back onto a triangle
    slides the pawn to the square it left (it did not move at all), or (a5065) ", past your
    safety entry, 56 steps further from home than before the move", the warning its option
    gave: a single option is played without its option text being said."""
    before = _before(earlier, e.colour, e.pawn)
    if before is None:
        before = e.start
    if before == e.end:
        return w.say("slide.note", note=w.say("slide.back_where"))
    past = w.past_entry(e.colour, before, e.start, e.end, "before")
    return "" if past is None else w.say("slide.note", note=past)


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
            # the mover's own pawns plainly ("pawn 4", as "moves pawn 1" names its own):
            # "Yellow moves ..., jumping Yellow pawn 4" sounded like another player's
            extra.append(w.say("ev.jumping",
                               pawns=w.join(w.pawn(c, n, me=e.colour) for c, n in e.jumped)))
        if extra:
            details = w.say("ev.details", details=w.commas(extra))
    return w.person(key, e.colour, pawn=e.pawn, way=way, steps=e.steps, origin=origin,
                    where=w.destination(e.colour, e.end), details=details)


def _passed(w: Words, locs: Sequence[int]) -> list[str]:
    """The squares passed, in the order passed, each run said once: "squares 13 to 23",
    "square 59", "safety zone squares 2 and 3", and back "squares 45, 44 and 43" (track
    and zone worded alike; eleven numbers in a row said nothing the move's ends did not).
    A run breaks where the track wraps from 60 to 1, so "1 to 59" is never said."""
    nums = [x if is_track(x) else zone_step(x) for x in locs]
    runs: list[list[int]] = []  # indices into locs: one kind, one direction, no gaps
    for i, x in enumerate(locs):
        if runs:
            run = runs[-1]
            step = nums[i] - nums[run[-1]]
            same = is_track(x) == is_track(locs[run[-1]]) and step in (1, -1)
            if same and (len(run) == 1 or step == nums[run[1]] - nums[run[0]]):
                run.append(i)
                continue
        runs.append([i])
    out = []
    for run in runs:
        kind = "pass.track" if is_track(locs[run[0]]) else "pass.zone"
        first, last = nums[run[0]], nums[run[-1]]
        if len(run) == 1:
            out.append(w.say(kind, first=first))
        elif len(run) >= 3 and last > first:
            out.append(w.say(kind + "_run", first=first, last=last))
        else:
            out.append(w.say(kind + "_list", squares=w.join(str(nums[i]) for i in run)))
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
    """Where each pawn is now, each square with the distance of the pawn now on it (from
    that pawn's own safety entry); a listener's pawn swapped by another player first."""
    if w.is_player(e.other_colour):
        return w.say(_victim_key(w, e.other_colour, "ev.swapped"), name=w.name(e.colour),
                     pawn=e.pawn, other=e.other_pawn,
                     square=w.on_square(e.other_colour, e.square),
                     victim=w.pawn(e.other_colour, e.other_pawn),
                     theirs=w.pawn(e.colour, e.pawn),
                     other_square=w.on_square(e.colour, e.other_square))
    return w.person("ev.swap", e.colour, pawn=e.pawn, mine=w.pawn(e.colour, e.pawn),
                    other=w.pawn(e.other_colour, e.other_pawn),
                    square=w.on_square(e.colour, e.other_square),
                    other_square=w.on_square(e.other_colour, e.square))


def brief_turn(w: Words, events: Sequence[Event]) -> str:
    """One short sentence for an opponent's (part of a) turn."""
    who = next(c for c in map(actor, events) if c is not None)
    halves: list[list[str]] = [[]]  # a 7 split's second pawn starts a half of its own
    clauses = halves[0]
    drawn: Card | None = None
    mover: int | None = None  # the pawn the card has moved so far
    for i, e in enumerate(events):
        if isinstance(e, PawnMoved):
            if mover is not None and e.pawn != mover:  # "...; then pawn 3 to ...": the bump
                clauses = []  # said before it was the first pawn's
                halves.append(clauses)
            mover = e.pawn
        if isinstance(e, CardDrawn):
            drawn, mover = e.card, None
            clauses.append(w.say("br.draw", card=w.card(e.card)))
        elif isinstance(e, PawnEntered):
            clauses.append(w.say("br.enter", pawn=e.pawn))
        elif isinstance(e, PawnMoved) and e.end != HOME:
            where = w.destination(e.colour, e.end)
            if e.direction is Direction.BACKWARD:  # never heard as progress
                clauses.append(w.say("br.back", pawn=e.pawn, steps=e.steps, where=where))
            elif drawn is Card.SORRY:  # a5065's SORRY! with no one to take: say it counts
                clauses.append(w.say("br.forward", pawn=e.pawn, steps=e.steps, where=where))
            else:
                clauses.append(w.say("br.move", pawn=e.pawn, where=where))
        elif isinstance(e, SlideTaken):
            # after "..., which goes to square 20" a bare "slides" seemed to be that pawn's
            key = "br.slide_swapped" if i and isinstance(events[i - 1], PawnsSwapped) \
                else "br.slide"
            clauses.append(w.say(key, pawn=e.pawn, end=w.destination(e.colour, e.end),
                                 note=_slide_note(w, e, events[:i])))
        elif isinstance(e, PawnBumped):
            clauses.append(_brief_bump(w, e, who))
        elif isinstance(e, PawnsSwapped) and w.is_player(e.other_colour):  # where yours went
            key = "br.swap_you" if w.is_you(e.other_colour) else "br.swap_named"
            clauses.append(w.say(key, pawn=e.pawn, other=e.other_pawn,
                                 square=w.on_square(e.other_colour, e.square),
                                 victim=w.pawn(e.other_colour, e.other_pawn),
                                 other_square=w.on_square(e.colour, e.other_square, True)))
        elif isinstance(e, PawnsSwapped):
            clauses.append(w.say("br.swap", pawn=e.pawn,
                                 other_square=w.on_square(e.colour, e.other_square, True),
                                 other=w.pawn(e.other_colour, e.other_pawn),
                                 square=w.on_square(e.other_colour, e.square)))
        elif isinstance(e, SorryPlayed):
            # which pawn came out: later lines name it; "draws SORRY!" just said the card
            key = "br.sorry_drawn" if drawn is Card.SORRY else "br.sorry"
            clauses.append(w.say(key, pawn=e.pawn, square=w.on_square(e.colour, e.square)))
        elif isinstance(e, HomeReached):
            clauses.append(w.say("br.home", pawn=e.pawn))
        elif isinstance(e, CardForfeited):
            key = "br.pass" if e.reason is ForfeitReason.PASSED else "br.forfeit"
            clauses.append(w.say(key))
        elif isinstance(e, ExtraDraw):
            clauses.append(w.say("br.again"))
    said = [w.commas(half) for half in halves if half]
    said[1:] = [w.say("br.then", clauses=half) for half in said[1:]]
    return w.say("br.sentence", name=w.name(who), clauses=w.commas(said, "semicolon"))


def _brief_bump(w: Words, e: PawnBumped, who: Colour) -> str:
    """"bumps Yellow pawn 1", or for a slide, as at the other verbosities, "sweeps Yellow
    pawn 1 back to start" ("sweeps its own pawn 4 back to start")."""
    if e.cause is not BumpCause.SLIDE:
        return w.say("br.bump", victim=w.pawn(e.colour, e.pawn, me=who))
    if e.colour == who:
        return w.say("br.sweep_own", pawn=e.pawn)
    return w.say("br.sweep", victim=w.pawn(e.colour, e.pawn, me=who))
