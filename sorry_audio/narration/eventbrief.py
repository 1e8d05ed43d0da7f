"""Brief's one sentence per opponent turn, and what it shares with the event lines: who
acts in each event, a pawn named for the one acting, where a slide's pawn came from.

In a partnership game a pawn event's colour may be the partner's while the one acting
is the player who drew the card: :func:`actors` works that out for a whole call.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from sorry_audio.analysis import team_home
from sorry_audio.core.board import HOME, START, Colour, is_zone
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    CardDrawn,
    CardForfeited,
    CardPlayed,
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
from sorry_audio.core.position import Position, partner
from sorry_audio.narration.pointevents import HAND_EVENTS, brief_clauses
from sorry_audio.narration.words import Words, cap, landing, slides_on, swept_after

_TURN_ENDS = (CardForfeited, ExtraDraw, TurnPassed, GameWon)


def actor(event: Event) -> Colour | None:
    """The colour acting in an event (the mover, the drawer), None for table events."""
    if isinstance(event, (CardDrawn, *HAND_EVENTS, *_TURN_ENDS)):
        return event.player
    if isinstance(event, PawnBumped):
        return event.by_colour
    return getattr(event, "colour", None)


class Hit(NamedTuple):
    """Another player's bump or swap of a pawn, kept to be said again to its owner:
    ``actor``, whose card it was (in a partnership game maybe not the pawn's colour), and
    ``slid_to``, where the swapping (or bumping) pawn slid on to, if it did (playtest y25:
    the recap named the pawn's colour as the player, and left a slide out), and ``swept``,
    whether that slide swept the pawn swapped away (then it gets no distance: re71)."""

    actor: Colour
    event: PawnBumped | PawnsSwapped
    slid_to: int | None = None
    swept: bool = False


def hits(events: Sequence[Event], teams: bool = False) -> list[Hit]:
    """The bumps and swaps among ``events`` of a pawn by a pawn of another colour, or
    by another player's card (a partner's slide with one's own other pawn)."""
    out: list[Hit] = []
    for i, (e, who) in enumerate(zip(events, actors(events, teams), strict=True)):
        if isinstance(e, PawnBumped) and (e.by_colour != e.colour
                                          or who not in (None, e.colour)):
            # where the pawn that did it slid on to, if it did: a partner's card may have
            # moved the listener's own pawn there (playtest qe119)
            slid = next((s.end for s in events if isinstance(s, SlideTaken)
                         and (s.colour, s.pawn) == (e.by_colour, e.by_pawn)), None)
            out.append(Hit(who if who is not None else e.by_colour, e, slid))
        elif isinstance(e, PawnsSwapped):
            slid = next((s.end for s in events if isinstance(s, SlideTaken)
                         and (s.colour, s.pawn) == (e.colour, e.pawn)), None)
            out.append(Hit(who if who is not None else e.colour, e, slid,
                           swept_after(e, events[i + 1:])))
    return out


def actors(events: Sequence[Event], teams: bool = False) -> list[Colour | None]:
    """:func:`actor` of each event; in a partnership game (``teams``) a pawn's events are
    given to the player whose card moved it: the one who drew it (before, in this call) or
    whose turn ends after it (the UI tells a draw and its play in two calls).  Without
    either, and always without teams, the pawn's own colour."""
    out = [actor(e) for e in events]
    if not teams:
        return out
    current: Colour | None = None
    pending: list[int] = []
    for i, e in enumerate(events):
        if isinstance(e, CardDrawn):
            current = e.player
        elif isinstance(e, _TURN_ENDS):
            for j in pending:
                out[j] = e.player
            pending = []
            if not isinstance(e, (CardForfeited, ExtraDraw)):
                current = None
        elif out[i] is not None:
            if current is not None:
                out[i] = current
            else:
                pending.append(i)
    return out


#: events that belong to a card's play on the board (any other starts or ends a play)
_PAWN_EVENTS = (PawnEntered, PawnMoved, SlideTaken, PawnBumped, PawnsSwapped, SorryPlayed,
                SafetyZoneEntered, HomeReached)


def split_halves(events: Sequence[Event]) -> dict[int, int]:
    """A 7 split's two moves among ``events``: the index of each half's PawnMoved mapped to
    the other's (the first half's is the smaller).  The events carry no "split": it is two
    moves of two pawns in one play, forward 7 between them (the only card that moves two)."""
    out: dict[int, int] = {}
    first: tuple[int, PawnMoved] | None = None  # the play's first move, while alone
    for i, e in enumerate(events):
        if not isinstance(e, _PAWN_EVENTS):  # a card drawn or played, a turn's end: a play
            first = None
        elif isinstance(e, PawnMoved):
            if first is not None and (first[1].colour, first[1].pawn) != (e.colour, e.pawn) \
                    and first[1].direction is e.direction is Direction.FORWARD \
                    and first[1].steps + e.steps == 7:
                out[first[0]], out[i] = i, first[0]
                first = None
            else:
                first = (i, e)
    return out


def slide_runs(events: Sequence[Event]) -> dict[int, list[PawnBumped]]:
    """The pawns each slide sweeps, to be said together (playtest pa67 heard a line each):
    the index of a slide's first sweep among ``events`` mapped to all its sweeps, the
    PawnBumped events in a row swept by one pawn's slide."""
    runs: dict[int, list[PawnBumped]] = {}
    run: list[PawnBumped] | None = None  # the run the last event belongs to
    for i, e in enumerate(events):
        if not (isinstance(e, PawnBumped) and e.cause is BumpCause.SLIDE):
            run = None
        elif run is not None and (e.by_colour, e.by_pawn) == (run[0].by_colour,
                                                               run[0].by_pawn):
            run.append(e)
        else:
            run = runs[i] = [e]
    return runs


def named(w: Words, key: str, colour: Colour, pawn: int, me: Colour, **fields: object) -> str:
    """``key`` with the acting player's own pawn as a number ("pawn 2"), or, for a partner's
    pawn, ``key.named`` with it named in full ("Green pawn 2", "your pawn 2")."""
    if colour == me:
        return w.say(key, pawn=pawn, **fields)
    return w.say(key + ".named", pawn=w.pawn(colour, pawn), **fields)


def before(earlier: Sequence[Event], colour: Colour, pawn: int) -> int | None:
    """Where a pawn stood before the move this call last told of it (None: not told)."""
    for e in reversed(earlier):
        if isinstance(e, PawnMoved) and (e.colour, e.pawn) == (colour, pawn):
            return e.start
        if isinstance(e, PawnsSwapped) and (e.colour, e.pawn) == (colour, pawn):
            return e.square
        if isinstance(e, (PawnEntered, SorryPlayed)) and (e.colour, e.pawn) == (colour, pawn):
            return START
    return None


def slide_note(w: Words, e: SlideTaken, earlier: Sequence[Event]) -> str:
    """What a slide's line adds: ", back where it was" when a move back onto a triangle
    slides the pawn to the square it left (it did not move at all), or (a5065) ", past your
    safety entry, 56 steps further from home than before the move", the warning its option
    gave: a single option is played without its option text being said."""
    start = before(earlier, e.colour, e.pawn)
    if start is None:
        start = e.start
    if start == e.end:
        return w.say("slide.note", note=w.say("slide.back_where"))
    past = w.past_entry(e.colour, start, e.start, e.end, "before")
    return "" if past is None else w.say("slide.note", note=past)


def team_home_at(pos: Position, colour: Colour, later: Sequence[Event]) -> int:
    """Pawns home for ``colour``'s team as a HomeReached event is said: ``pos`` is after
    every event of the call, so those still to come (``later``) are taken off (playtest d4:
    a 7 that took two pawns home said the second count with the first)."""
    team = pos.team(colour)
    return team_home(pos, colour) - sum(isinstance(e, HomeReached) and e.colour in team
                                        for e in later)


def brief_turn(w: Words, events: Sequence[Event], teams: bool = False,
               pos: Position | None = None, after: Sequence[Event] = (),
               who: Colour | None = None) -> str:
    """One short sentence for an opponent's (part of a) turn (``teams``: a partnership
    game, where a bump of the partner's pawn says so); a pawn home gives the player's (or
    the team's) count, from ``pos``, the position after ``events`` and ``after``, the
    call's events still to come.  The viewer's own play is said so too ("You: pawn 2 to
    square 21, ..."), ``who`` naming them: the partner's pawns they moved do not."""
    if who is None:
        who = next(c for c in actors(events, teams) if c is not None)
    halves: list[list[str]] = [[]]  # a 7 split's second pawn starts a half of its own
    clauses = halves[0]
    drawn: Card | None = None
    mover: tuple[Colour, int] | None = None  # the pawn the card has moved so far
    runs = slide_runs(events)
    for i, e in enumerate(events):
        if isinstance(e, PawnMoved):
            if mover is not None and (e.colour, e.pawn) != mover:  # "...; then pawn 3 to
                clauses = []  # ...": the bump said before it was the first pawn's
                halves.append(clauses)
            mover = (e.colour, e.pawn)
            if drawn is Card.SORRY and e.direction is Direction.FORWARD:
                # a5065's SORRY! with no one to take, or no pawn in START: said as a rule,
                # as "draws a SORRY!, pawn 2 home" was heard as a bug (playtest qb114)
                clauses.append(w.say("br.sorry_as_forward", steps=e.steps))
        if isinstance(e, CardDrawn):
            drawn, mover = e.card, None
            clauses.append(w.say("br.draw", card=w.a_card(e.card)))
        elif isinstance(e, HAND_EVENTS):  # the Point Score game: a card from the hand
            if isinstance(e, CardPlayed):
                drawn, mover = e.card, None
            clauses.extend(brief_clauses(w, e))
        elif isinstance(e, PawnEntered):
            clauses.append(named(w, "br.enter", e.colour, e.pawn, who))
        elif isinstance(e, PawnMoved) and e.end != HOME:
            # a slide follows: its end's distance is the one that counts (playtest f6: two
            # distances nearly doubled a brief line)
            distance = not slides_on(e, events[i + 1:])
            # the viewer's own (at a hot seat the player at the keyboard's): its landing's
            # asides, "your own slide: no slide" or "your safety entry", as the normal line
            # says them (reviews rz125, rz127: a move played for the player said no longer
            # why it did not slide)
            where = landing(w, e.colour, e.end, who, pos, distance)[0] if w.is_viewer(who) \
                else w.destination(e.colour, e.end, distance=distance)
            if e.direction is Direction.BACKWARD:  # never heard as progress
                out = is_zone(e.start) and not is_zone(e.end)  # (playtest o15)
                key = "br.back_out" if out else "br.back"
            else:
                key = "br.move"
            clauses.append(named(w, key, e.colour, e.pawn, who, steps=e.steps, where=where))
        elif isinstance(e, SlideTaken):
            # after "..., which goes to square 20" a bare "slides" seemed to be that pawn's
            note = slide_note(w, e, events[:i])
            end = w.destination(e.colour, e.end)
            if i and isinstance(events[i - 1], PawnsSwapped):
                clauses.append(named(w, "br.slide_swapped", e.colour, e.pawn, who, end=end,
                                     note=note, owner=w.possessive(who)))
            else:
                clauses.append(w.say("br.slide", pawn=e.pawn, end=end, note=note))
        elif isinstance(e, PawnBumped) and e.cause is BumpCause.SLIDE:
            if i in runs:  # one slide's sweeps: the rest said with the first
                clauses.append(_brief_sweeps(w, runs[i], who, teams))
        elif isinstance(e, PawnBumped):
            clauses.append(_brief_bump(w, e, who, teams))
            if forced_sorry(w, e, who, teams):
                clauses.append(w.say("br.sorry_team"))
        elif isinstance(e, PawnsSwapped) and w.is_player(e.other_colour):  # where yours went
            key = "br.swap_you" if w.is_you(e.other_colour) else "br.swap_named"
            clauses.append(named(w, key, e.colour, e.pawn, who, other=e.other_pawn,
                                 square=w.on_square(e.other_colour, e.square, False,
                                                    not swept_after(e, events[i + 1:])),
                                 victim=w.pawn(e.other_colour, e.other_pawn),
                                 other_square=w.on_square(e.colour, e.other_square, True,
                                                          not slides_on(e, events[i + 1:]))))
        elif isinstance(e, PawnsSwapped):
            clauses.append(named(w, yours(w, "br.swap", who), e.colour, e.pawn, who,
                                 other_square=w.on_square(e.colour, e.other_square, True,
                                                          not slides_on(e, events[i + 1:])),
                                 other=w.pawn(e.other_colour, e.other_pawn),
                                 square=w.on_square(e.other_colour, e.square, False,
                                                    not swept_after(e, events[i + 1:]))))
        elif isinstance(e, SorryPlayed):
            # which pawn came out: later lines name it; "draws SORRY!" just said the card
            key = "br.sorry_drawn" if drawn is Card.SORRY else yours(w, "br.sorry", who)
            clauses.append(named(w, key, e.colour, e.pawn, who,
                                 square=w.on_square(e.colour, e.square, False,
                                                    not slides_on(e, events[i + 1:]))))
        elif isinstance(e, HomeReached) and teams and pos is not None:  # (playtest d4)
            count = team_home_at(pos, e.colour, [*events[i + 1:], *after])
            clauses.append(named(w, "br.home_team", e.colour, e.pawn, who,
                                 team=w.team(e.colour), team_home=count,
                                 total=2 * pos.rules.pawns))
        elif isinstance(e, HomeReached) and pos is not None:  # "pawn 1 home, 3 of 4": a
            # bot near winning was heard only by pressing S (playtest f6); the last one's
            # count is the win, said next
            count = team_home_at(pos, e.colour, [*events[i + 1:], *after])
            key = "br.home" if count >= pos.rules.pawns else "br.home_count"
            clauses.append(named(w, key, e.colour, e.pawn, who, home=count,
                                 total=pos.rules.pawns))
        elif isinstance(e, HomeReached):
            clauses.append(named(w, "br.home", e.colour, e.pawn, who))
        elif isinstance(e, CardForfeited):
            key = "br.pass" if e.reason is ForfeitReason.PASSED else "br.forfeit"
            clauses.append(w.say(key))
        elif isinstance(e, ExtraDraw):
            clauses.append(w.say(yours(w, "br.again", who)))
    said = [w.commas(half) for half in halves if half]
    said[1:] = [w.say("br.then", clauses=half) for half in said[1:]]
    name = cap(w.who(who)) if w.is_you(who) else w.name(who)
    return w.say("br.sentence", name=name, clauses=w.commas(said, "semicolon"))


def yours(w: Words, key: str, who: Colour) -> str:
    """``key``, or for the viewer's own play its words to "you" (``key_yours``): "You:
    pawn 1 swapped onto ...", not "swaps pawn 1 ..."; "your own pawn", not "its own"."""
    return key + "_yours" if w.is_you(who) else key


def forced_sorry(w: Words, e: PawnBumped, who: Colour, teams: bool) -> bool:
    """Whether ``e`` is a pawn of the team taken by ``who``'s SORRY!, which must be used
    and had no opponent's pawn to take (spec 6), played by no person at the keyboard:
    a person heard why before it was played (the options' note); said of a bot's it is
    heard as a blunder or a bug (playtest pe77)."""
    return teams and e.cause is BumpCause.SORRY and e.colour in (who, partner(who)) \
        and not w.is_viewer(who) and who not in w.players


def _brief_sweeps(w: Words, sweeps: Sequence[PawnBumped], who: Colour, teams: bool) -> str:
    """One slide's sweeps in one clause, "sweeps your pawn 1 and Yellow pawn 2 back to
    start" (a "sweeps ... back to start" each ran long); the partner's pawn, said with
    commas around it, last ("... and its partner's pawn, Green pawn 1, back to start").
    Two of the partner's: a clause each, as one."""
    mates = [e for e in sweeps if teams and e.colour == partner(who)
             and not w.is_player(e.colour)]
    if len(sweeps) == 1 or len(mates) > 1:
        return w.commas(_brief_bump(w, e, who, teams) for e in sweeps)
    items = []
    for e in [*(e for e in sweeps if e not in mates), *mates]:
        if e.colour == who:
            if teams and not w.is_you(who):  # (playtest b2: "its own" heard as the pawn's)
                items.append(w.say("br.sweep_item.own_named", name=w.name(who), pawn=e.pawn))
            else:
                items.append(w.say(yours(w, "br.sweep_item.own", who), pawn=e.pawn))
        elif e in mates:
            items.append(w.say(yours(w, "br.sweep_item.partner", who),
                               victim=w.pawn(e.colour, e.pawn, me=who)))
        else:
            items.append(w.pawn(e.colour, e.pawn, me=who))
    return w.say("br.sweep", victim=w.join(items))


def _brief_bump(w: Words, e: PawnBumped, who: Colour, teams: bool) -> str:
    """"bumps Yellow pawn 1", or for a slide, as at the other verbosities, "sweeps Yellow
    pawn 1 back to start" ("sweeps its own pawn 4 back to start"); a partner's pawn is
    said as such, unless it is the listener's ("bumps your pawn 1")."""
    slide = e.cause is BumpCause.SLIDE
    if e.colour == who:
        key = "br.sweep_own" if slide else "br.bump_own"
        if teams and not w.is_you(who):  # the pawn that moved may be a partner's: "its own"
            # was heard as that pawn's (playtest b2: "your pawn 1 ... bumps its own pawn 1")
            return w.say(key + "_named", name=w.name(who), pawn=e.pawn)
        return w.say(yours(w, key, who), pawn=e.pawn)
    victim = w.pawn(e.colour, e.pawn, me=who)
    if teams and e.colour == partner(who) and not w.is_player(e.colour):
        return w.say(yours(w, "br.sweep_partner" if slide else "br.bump_partner", who),
                     victim=victim)
    return w.say("br.sweep" if slide else "br.bump", victim=victim)
