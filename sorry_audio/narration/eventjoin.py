"""A play said as one line where its events are several, and the move and bump phrases
those lines share with :mod:`sorry_audio.narration.eventtext`'s one line per event.

A 7 split is two PawnMoved events and a slide's sweeps are a PawnBumped each; said one
line per event, a bot's split was heard as two moves from two cards, and a slide sweeping
two pawns as two slides (playtests pa67, pc69).  So a split's second half joins its first
half's line ("Green splits the 7: pawn 1 forward 6 to square 20; then pawn 2 forward 1 to
square 31.") and one slide's sweeps are one line.  Split out of eventtext (review rh84),
which keeps what each event says on its own and why a card is lost.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.core.board import HOME, Colour, is_track, is_zone, zone_step
from sorry_audio.core.events import BumpCause, Event, PawnBumped, PawnMoved
from sorry_audio.core.position import Position, partner
from sorry_audio.narration.eventbrief import forced_sorry, named
from sorry_audio.narration.words import Words, cap, landing, slides_on


def sweeps_line(w: Words, events: Sequence[Event], i: int, who: Colour | None, teams: bool,
                runs: dict[int, list[PawnBumped]]) -> list[str] | None:
    """For a slide's sweep ``events[i]``, the one line for all that slide's sweeps
    (``runs``, from :func:`~sorry_audio.narration.eventbrief.slide_runs`) at its first, and
    nothing at the others, said with it; None for any other event."""
    e = events[i]
    if not (isinstance(e, PawnBumped) and e.cause is BumpCause.SLIDE):
        return None
    if i not in runs:
        return []
    sweeps = runs[i]
    return swept_all(w, sweeps, sweeps[0].by_colour if who is None else who, teams)


def join_split(w: Words, lines: list[str], events: Sequence[Event], i: int,
               who: Colour | None, pos: Position | None, halves: dict[int, int]) -> bool:
    """When ``events[i]`` is a 7 split's second half and ``lines`` ends with its first
    half's line alone (no bump, slide or pawn home between), put both halves in that line
    and say True; else False, and the half gets its own line.  ``halves``: from
    :func:`~sorry_audio.narration.eventbrief.split_halves`."""
    other = halves.get(i)
    if other is None or other > i or not lines:
        return False
    first = events[other]
    if not isinstance(first, PawnMoved):
        return False
    mover = first.colour if who is None else who
    alone = w.person("ev.split", mover, first=split_part(
        w, first, mover, pos, not slides_on(first, events[other + 1:])))
    if lines[-1] != alone:
        return False
    lines[-1] = split_both(w, events, other, i, mover, pos)
    return True


def split_part(w: Words, e: PawnMoved, who: Colour, pos: Position | None = None,
               distance: bool = True) -> str:
    """One half of a 7 split, as the player's split options word it: "pawn 1 forward 6
    to square 20", a partner's pawn named in full ("Blue pawn 1 forward 1 to ..."); at
    full verbosity with where it came from and what it passed, as a move's line."""
    origin, details = move_details(w, e, who)
    where, details = landing(w, e.colour, e.end, who, pos, distance, details)
    key = "ev.split_part_home" if e.end == HOME else "ev.split_part"
    return named(w, key, e.colour, e.pawn, who, steps=e.steps, origin=origin,
                 where=where, details=details)


def split_both(w: Words, events: Sequence[Event], first: int, second: int,
               who: Colour, pos: Position | None = None) -> str:
    """A 7 split whose first half nothing followed, in one line: "Green splits the 7:
    pawn 1 forward 6 to square 20; then Blue pawn 1 forward 1 to square 31."."""
    halves = []
    for i in (first, second):
        e = events[i]
        assert isinstance(e, PawnMoved)
        halves.append(split_part(w, e, who, pos, not slides_on(e, events[i + 1:])))
    return w.person("ev.split_both", who, first=halves[0], then=halves[1])


def move_details(w: Words, e: PawnMoved, who: Colour) -> tuple[str, str]:
    """What a move's line says besides the pawn, the steps and where it stops: its
    ``origin`` (" out of the safety zone"; full: " from square 20") and ``details`` (full:
    ", passing squares 21 to 23, jumping Blue pawn 2")."""
    details = origin = ""
    if not w.full and is_zone(e.start) and not is_zone(e.end) and e.end != HOME:
        # back where bumps reach it: said at every verbosity (playtest o15: a 10 played for
        # the player took a pawn out of the zone unwarned, and a SORRY! took it at once)
        origin = w.say("ev.out_of_zone")
    if w.full:
        # only the end gets a distance: two in one line ran together
        origin = w.say("ev.from", where=w.destination(e.colour, e.start, distance=False))
        extra = []
        if e.passed:
            extra.append(w.say("ev.passing", squares=w.join(_passed(w, e.passed))))
        if e.jumped:
            extra.append(w.say("ev.jumping", pawns=w.join(_jumped(w, e.jumped, who))))
        if extra:
            details = w.say("ev.details", details=w.commas(extra))
    return origin, details


def _jumped(w: Words, jumped: Sequence[tuple[Colour, int]], who: Colour) -> list[str]:
    """The pawns a move jumps, in the order jumped.  The listener's own move names its own
    pawns plainly ("pawn 4", as "You move pawn 1" does); another player's own pawns are
    said together, with their owner ("Blue's own pawns 1 and 2"): a bare "pawn 1" after a
    bot's move was heard as the listener's pawn 1, and "Blue pawn 1" as another player's."""
    own = [str(n) for c, n in jumped if c == who]
    if w.is_you(who) or not own:
        return [w.pawn(c, n, me=who) for c, n in jumped]
    out = []
    for c, n in jumped:
        if c != who:
            out.append(w.pawn(c, n, me=who))
        elif own:  # all of them where the first is jumped
            key = "ev.jumping_own.one" if len(own) == 1 else "ev.jumping_own.many"
            out.append(w.say(key, owner=w.possessive(who), pawns=w.join(own)))
            own = []
    return out


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
    # each run as a span ("13 to 23") or numbers; numbers next to numbers of the same kind
    # are one list, so a wrap back is "squares 2, 1 and 60" (playtest u21: "squares 2
    # and 1 and square 60")
    parts: list[tuple[str, list[int] | tuple[int, int]]] = []
    for run in runs:
        kind = "pass.track" if is_track(locs[run[0]]) else "pass.zone"
        first, last = nums[run[0]], nums[run[-1]]
        if len(run) >= 3 and last > first:
            parts.append((kind, (first, last)))
        elif parts and parts[-1][0] == kind and isinstance(parts[-1][1], list):
            parts[-1][1].extend(nums[i] for i in run)
        else:
            parts.append((kind, [nums[i] for i in run]))
    out = []
    for kind, squares in parts:
        if isinstance(squares, tuple):
            out.append(w.say(kind + "_run", first=squares[0], last=squares[1]))
        elif len(squares) == 1:
            out.append(w.say(kind, first=squares[0]))
        else:
            out.append(w.say(kind + "_list", squares=w.join(str(n) for n in squares)))
    return out


def swept_all(w: Words, sweeps: Sequence[PawnBumped], who: Colour, teams: bool) -> list[str]:
    """The pawns one slide sweeps back to START, in one line (playtest pa67 heard two
    sweeps as two lines, each "Sliding, you sweep ..."): "Sliding, Blue sweeps Red pawn 1
    on square 37 and Blue's own pawn 2 on square 38 back to start."; when a listener's pawn
    is among them, it leads, as its own line would: "Your pawn 1 on square 37 and Yellow
    pawn 1 on square 39 were swept back to start by Blue sliding."  A line each, as
    before, if the listeners' pawns were swept by what would be said differently (a
    hot-seat table where one is the mover's partner)."""
    if len(sweeps) == 1:
        return [bumped(w, sweeps[0], who, teams)]
    mine = [e for e in sweeps if w.is_player(e.colour) and e.colour != who]
    if len({bumped_by(w, e, who, teams) for e in mine}) > 1:
        return [bumped(w, e, who, teams) for e in sweeps]

    def item(e: PawnBumped) -> str:
        victim = w.pawn(e.colour, e.pawn)
        if e.colour == who:  # "Green's own pawn 2" (pc69: "their own" was heard as another's)
            return w.say("ev.swept_item_own", owner=w.possessive(who), pawn=e.pawn,
                         square=e.square)
        if e in mine or not (teams and e.colour == partner(who)):
            return w.say("ev.swept_item", victim=victim, square=e.square)
        if mine:  # the mover not yet named: "Blue's partner's pawn, Green pawn 1,"
            return w.say("ev.swept_item_partner", owner=w.possessive(who), victim=victim,
                         square=e.square)
        # after "Sliding, Blue sweeps": "their partner's pawn, Green pawn 1,"
        return w.say("ev.swept_item", square=e.square, victim=w.say(
            "partner.victim." + ("you" if w.is_you(who) else "other"), pawn=victim))

    if mine:  # a listener's pawn leads, as its own line would
        rest = [e for e in sweeps if e not in mine]
        return [w.say("ev.swept_many.victims", by=bumped_by(w, mine[0], who, teams),
                      victims=cap(w.join(item(e) for e in [*mine, *rest])))]
    return [w.person("ev.swept_many", who, victims=w.join(item(e) for e in sweeps))]


def bumped_by(w: Words, e: PawnBumped, who: Colour, teams: bool) -> str:
    """Who sent a pawn back, for "was bumped back to start by {by}": ``who``, whose card
    it was, the partner of the pawn's owner said as such, and the pawn that did it when
    it was the partner's, or at full verbosity; when it was the owner's own, moved by the
    partner's card, "your partner, Ann, with your pawn 1"."""
    by = w.name(who)
    mate = teams and e.colour == partner(who)
    if mate and e.by_colour == e.colour:  # the partner's card slid the owner's other pawn
        return w.say("partner.by_with", owner=w.possessive(e.colour), name=by,
                     pawn=w.pawn(e.by_colour, e.by_pawn))
    if mate:  # "by your partner, Red"
        by = w.say("partner.by", owner=w.possessive(e.colour), name=by)
    # the pawn that did it, named when it was the partner's (t11: "by Green sliding"), or
    # at full verbosity; with the player whose card it was (ab28: "by Green's pawn 1"
    # alone, for Blue's card, was heard as Green's move)
    if not mate and (e.by_colour != who or (w.full and e.cause is not BumpCause.SLIDE)):
        pawn = w.pawn(e.by_colour, e.by_pawn)
        by = pawn if e.by_colour == who else w.say("by.with", name=by, pawn=pawn)
    return by


def bumped(w: Words, e: PawnBumped, who: Colour, teams: bool, news: bool = False,
           slid_to: int | None = None) -> str:
    """A pawn sent back to START, said by ``who``, whose card it was (the moving pawn,
    ``by_colour``, may be the partner's); a bump of one's partner says so: "You bump your
    partner's pawn, Yellow pawn 2, on square 15 back to start." and names the pawn.  A
    SORRY! that takes a pawn of its own team, not played by a person at the keyboard (who
    heard the options' note), says why: it must be used, and no opponent's pawn was on
    the track (spec 6; playtest pe77 heard it unexplained).  In the ``news``, a pawn of
    ``who``'s own bumped with the listener's pawn says so ("... back to start with your pawn
    2"): the listener's pawn moved, which "Ann bumps Ann's own pawn 1" left out (qe119),
    and where it ends, ``slid_to`` when it slid on (review rz125)."""
    line = _bump_line(w, e, who, teams, news, slid_to)
    if forced_sorry(w, e, who, teams):
        return w.say("ev.sorry_team", line=line.removesuffix("."))
    return line


def _bump_line(w: Words, e: PawnBumped, who: Colour, teams: bool, news: bool = False,
               slid_to: int | None = None) -> str:
    """:func:`bumped`'s line, without the reason for a SORRY! on the team."""
    victim = w.pawn(e.colour, e.pawn)
    mate = teams and e.colour == partner(who)
    if e.colour == who and (e.cause is BumpCause.SLIDE or e.by_colour != who):
        key = "ev.swept_own" if e.cause is BumpCause.SLIDE else "ev.bump_own"
        if news and e.by_colour != who and w.is_you(e.by_colour):
            key += "_yours" if slid_to is None else "_yours_slid"
        # "Green bumps Green's own pawn 2": "their own" was heard as the partner's (pc69)
        return w.person(key, who, pawn=e.pawn, square=e.square, owner=w.possessive(who),
                        mine=e.by_pawn, end=slid_to)
    by = bumped_by(w, e, who, teams)
    if e.cause is BumpCause.SLIDE:
        if w.is_player(e.colour):
            return w.say(victim_key(w, e.colour, "ev.swept"), pawn=e.pawn, victim=cap(victim),
                         square=e.square, by=by)
    elif w.is_player(e.colour):
        return w.say(victim_key(w, e.colour, "ev.bumped"), pawn=e.pawn, victim=cap(victim),
                     square=e.square, by=by)
    if mate:  # "their partner's pawn, Green pawn 1,"
        victim = w.say("partner.victim." + ("you" if w.is_you(who) else "other"), pawn=victim)
    key = "ev.swept" if e.cause is BumpCause.SLIDE else "ev.bump"
    return w.person(key, who, victim=victim, square=e.square)


def victim_key(w: Words, colour: Colour, key: str) -> str:
    """A listener's pawn leads its line: "Your pawn 1 ...", or at a hot-seat table
    "An's pawn 1 ..." (the same line with the owner's name)."""
    return key + (".victim" if w.is_you(colour) else ".named")
