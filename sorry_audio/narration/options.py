"""Option labels that say the outcome, and groups that keep every spoken list short.

Labels are built from the events ``play_option`` returns, so a label can never
promise what the move does not do.
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.core.board import (
    HOME,
    START,
    Colour,
    is_zone,
    start_square,
    steps_to_home,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    Direction,
    Event,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.moves import Option, OptionKind, play_option
from sorry_audio.core.position import Position
from sorry_audio.narration.hintoutcome import LOST_LEAST, helps, sets_back
from sorry_audio.narration.settings import OptionGroup
from sorry_audio.narration.words import (
    Words,
    at_entry,
    entry_words,
    move_end,
    no_slide,
    slid_past_entry,
    slides_on,
)

#: The longest list read out at once; more options than this are grouped.
MAX_LIST = 9


def option_text(w: Words, pos: Position, option: Option) -> str:
    """The outcome of an option, unnumbered: "pawn 2 forward 5 to square 27, slides to 31"."""
    if option.kind is OptionKind.PASS:
        return w.say("opt.pass")
    me = option.player
    phrases: list[str] = []
    second = 0  # where a split's second move begins
    theirs: tuple[Colour, int, str] | None = None  # a swapped pawn's new square, said last
    warned = False  # one "warning:" per move: a second one goes on with "and"
    swept: list[str] = []  # the opponents' pawns the last slide sweeps
    swept_at = -1  # their phrase's place in ``phrases`` (-1: none yet for this slide)
    victim_at = -1  # ``len(phrases)`` just after a pawn taken or bumped was said
    unnamed = False  # brief's SORRY!: "takes square 18 from Blue pawn 1", its pawn unsaid
    slid_cost: str | None = None  # what a swap costs the mover's pawn, said after its slide
    events = play_option(pos, option)
    past = slid_past_entry(events)
    for i, e in enumerate(events):
        # a pawn that slides from where it stops gets its distance where the slide ends:
        # with the distances wording a swap ran to three (playtest pa67)
        slides = isinstance(e, (PawnMoved, PawnsSwapped, SorryPlayed)) \
            and slides_on(e, events[i + 1:])
        if isinstance(e, PawnMoved) and phrases and not second:
            second = len(phrases)
            warned = False
        if isinstance(e, PawnEntered):
            # with the distances wording, as every other option (playtest pc69)
            phrases.append(_part(w, "opt.enter", e.colour, e.pawn, me,
                                 square=w.on_square(e.colour, e.square)))
        elif isinstance(e, PawnMoved):
            key = "opt.forward" if e.direction is Direction.FORWARD else "opt.back"
            if e.end == HOME:  # only forward moves reach HOME
                key = "opt.forward_home"
            elif is_zone(e.start) and not is_zone(e.end):  # where bumps and SORRY! reach it
                key = "opt.back_out"  # again (playtest o15: a 10 played so, unwarned)
            phrases.append(_part(w, key, e.colour, e.pawn, me, steps=e.steps,
                                 where=move_end(w, e.colour, e.end, not slides)))
            left = steps_to_home(e.colour, e.end)
            if (e.direction is Direction.BACKWARD and left < steps_to_home(e.colour, e.start)
                    and (e.colour, e.pawn) not in past  # a5065: its slide undoes it (aa27)
                    and not w.settings.relative):  # the distances wording says it (pd72)
                # back past its start square: nearly home, which "back 4" hid (x24)
                phrases.append(w.say("opt.back_near_home", steps=w.count(left, "step")))
            phrases += no_slide(w, pos, e.colour, e.end)  # after its distance, as with Shift+W
            if w.full and e.jumped:
                phrases.append(w.say("opt.jumps", pawns=w.join(
                    w.pawn(c, n, me=me) for c, n in e.jumped)))
        elif isinstance(e, SlideTaken):
            swept_at = -1  # a new slide: its sweeps are a phrase of their own
            # only a pawn of the player's team ever slides, each as its own colour
            end = w.destination(e.colour, e.end)
            if victim_at != len(phrases):
                phrases.append(w.say("opt.slide", end=end))
            elif unnamed:  # brief: the SORRY!'s pawn had no number
                phrases.append(w.say("opt.slide_yours", end=end))
            else:  # not the pawn just taken or bumped, said last
                phrases.append(_part(w, "opt.slide_pawn", e.colour, e.pawn, me, end=end))
            now = _loc(pos, e.colour, e.pawn)
            if e.end == now:  # a move that is none
                phrases.append(w.say("slide.back_where"))
            # a5065: one's own slide can carry a pawn past its safety entry; the loss is
            # counted from where the pawn stands now, not from the triangle
            elif (loss := w.past_entry(e.colour, now, e.start, e.end, "now")) is not None:
                phrases.append(w.say("opt.warning", text=loss))
                warned = True
                slid_cost = None  # the warning says the cost
            if slid_cost is not None:
                phrases.append(slid_cost)
                slid_cost = None
        elif isinstance(e, PawnBumped) and e.cause is not BumpCause.SORRY:
            swapped = theirs is not None and theirs[:2] == (e.colour, e.pawn)
            if swapped:
                theirs = None  # swept off the square the swap gave it: the sweep says so
            if e.colour == me:
                phrases.append(w.say("opt.bump_own_also" if warned else "opt.bump_own",
                                     pawn=e.pawn))
                warned = True
            elif pos.teams and e.colour in pos.team(me):  # the partner's: a warning too
                key = "opt.sweep_partner" if e.cause is BumpCause.SLIDE else "opt.bump_partner"
                victim = _victim(w, pos, e.colour, e.pawn, me) if e.cause is BumpCause.SLIDE \
                    else _sent_back(w, pos, e.colour, e.pawn, me, e.square)
                phrases.append(w.say(key + "_also" if warned else key, victim=victim))
                warned = True
                victim_at = len(phrases)
            elif e.cause is BumpCause.SLIDE:
                # one slide's sweeps in one phrase, as the move's line says them: "sweeps
                # Yellow pawn 3, Yellow pawn 4 and Green pawn 4 back to start"
                if swept_at < 0:  # the slide's first: its phrase, which the rest join
                    swept, swept_at = [], len(phrases)
                    phrases.append("")
                swept.append(w.pawn(e.colour, e.pawn, me=me))
                # one pawn swept says how near home it stood, as a bump does (playtest
                # qf120); a list of several with each distance would run long
                # (not the pawn the swap put there a moment before: it stood elsewhere,
                # and gets no distance, as the news gives it none: review rz125)
                phrases[swept_at] = w.say("opt.sweep", victim=w.join(swept)) \
                    if len(swept) > 1 or swapped else w.say("opt.sweep_one", victim=_sent_back(
                        w, pos, e.colour, e.pawn, me, e.square))
            else:
                # how near home the pawn was ("bumps Green pawn 1, 12 steps from its
                # home"); not a sweep's pawns, a list that would double (playtest px98)
                phrases.append(w.say("opt.bump", victim=_sent_back(w, pos, e.colour, e.pawn,
                                                                   me, e.square)))
                victim_at = len(phrases)
        elif isinstance(e, PawnsSwapped):
            # where each pawn goes, each with its own distance from its own safety entry:
            # yours first (its slide follows it), the other pawn's new square last
            other = w.pawn(e.other_colour, e.other_pawn, me=me)
            phrases.append(_part(w, "opt.swap", e.colour, e.pawn, me, other=other,
                                 where=move_end(w, e.colour, e.other_square, not slides)))
            phrases += no_slide(w, pos, e.colour, e.other_square)
            cost = _swap_cost(w, e, events[i + 1:], me)
            if cost is not None and not slides:
                phrases.append(cost)
            else:
                slid_cost = cost  # said after the slide, which it counts
            # one the swap takes nearer its own home (across its safety entry) says so in
            # every wording, not only in the hint (playtest pc69)
            theirs = (e.other_colour, e.other_pawn, w.say(
                "opt.swap_helps" if helps(e) else "opt.swap_hurts" if sets_back(e)
                else "opt.swap_theirs", other=other,
                where=w.destination(e.other_colour, e.square)))
        elif isinstance(e, SorryPlayed):
            # brief: "takes square 18 from Blue pawn 1", the pawn from start and the card
            # said by the list's head, not on every line (playtest f6)
            key = "opt.sorry_brief" if w.brief and e.colour == me else "opt.sorry"
            unnamed = key == "opt.sorry_brief"
            # what the square is, beside it, before whose pawn is taken: "takes square 58,
            # your own slide: no slide, from Blue pawn 2" (playtest pe77: said after
            # "Blue pawn 2", it could be heard as Blue's slide)
            asides = [entry_words(w, e.colour)] if at_entry(w, e.colour, e.square,
                                                            not slides) else []
            square = w.taken(e.colour, e.square, not slides,
                             [*asides, *no_slide(w, pos, e.colour, e.square)])
            phrases.append(_part(w, key, e.colour, e.pawn, me, square=square,
                                 victim=_sent_back(w, pos, e.target_colour, e.target_pawn,
                                                   me, e.square)))
            victim_at = len(phrases)
        elif isinstance(e, HomeReached) and e.pawns_home == pos.rules.pawns \
                and _team_home(option):
            phrases.append(w.say("opt.wins"))
    if option.kind is OptionKind.SPLIT and second:
        # "...bumps Yellow pawn 3; then pawn 3 forward 6": a comma there ran the second
        # pawn's move into the bumped opponent's name
        return w.say("opt.split_brief" if w.brief else "opt.split",
                     first=w.commas(phrases[:second]),
                     then=w.commas(phrases[second:]))
    text = w.commas(phrases)
    return text if theirs is None else w.commas([text, theirs[2]], "semicolon")


def _swap_cost(w: Words, e: PawnsSwapped, later: Sequence[Event], me: Colour) -> str | None:
    """"29 squares further from home": what a swap costs the mover's own pawn, where it
    ends (after any slide), when it is more than a backward card's own move
    (:data:`~sorry_audio.narration.hintoutcome.LOST_LEAST`), as Shift+O counts it.  The
    option said whether the other pawn gains or loses, but not the mover's own loss
    (playtest qf120: a swap past one's safety entry, 29 squares back, unsaid)."""
    end = next((s.end for s in later if isinstance(s, SlideTaken)
                and (s.colour, s.pawn) == (e.colour, e.pawn)), e.other_square)
    lost = steps_to_home(e.colour, end) - steps_to_home(e.colour, e.square)
    if lost < LOST_LEAST:
        return None
    return w.say("opt.swap_costs" if e.colour == me else "opt.swap_costs.named",
                 squares=w.count(lost, "square"))


def _part(w: Words, key: str, colour: Colour, pawn: int, me: Colour, **fields: object) -> str:
    """A part of an option: the player's own pawn as "pawn 2" (``key``), a partner's named
    in full ("Yellow pawn 2", ``key.named``)."""
    if colour == me:
        return w.say(key, pawn=pawn, **fields)
    return w.say(key + ".named", pawn=w.team_pawn(colour, pawn, me), **fields)


def _victim(w: Words, pos: Position, colour: Colour, pawn: int, me: Colour) -> str:
    """A pawn the move sends back: "Blue pawn 2", or the partner's said as such ("your
    partner's pawn, Yellow pawn 1"): the word partner warns that the team loses ground."""
    name = w.team_pawn(colour, pawn, me)
    if pos.teams and colour == me:  # the partner's pawn out of START takes one's own
        return w.say("own.pawn", pawn=pawn)
    if pos.teams and colour in pos.team(me):
        return w.say("partner.pawn", pawn=name)
    return name


def _sent_back(w: Words, pos: Position, colour: Colour, pawn: int, me: Colour,
               square: int) -> str:
    """A pawn a SORRY! takes or a move bumps (:func:`_victim`), with how near its home it
    stood, what it loses: "Green pawn 1, which has 12 steps to go" (playtest px98: a sighted
    player sees at a glance which pawn is nearly home; blind, "takes square 38 from Green
    pawn 1" needed Shift+S).  Steps to home, as S and Shift+S count them, in every wording:
    with Shift+W the square already has the mover's distance ("takes square 54, 5 squares
    before your safety entry,"), and a second "squares before" for the pawn taken was heard
    as where it goes (playtest p9 #8).  A pawn on its own start square loses 1 step: "on
    its start square", not "which has 64 steps to go".  ``square``: where it stood."""
    victim = _victim(w, pos, colour, pawn, me)
    if square == start_square(colour):
        return w.say("opt.victim_start", victim=victim)
    return w.say("opt.victim_home", victim=victim,
                 steps=w.count(steps_to_home(colour, square), "step"))


def _team_home(option: Option) -> bool:
    """Whether every pawn of the player's team is HOME after the option (the win)."""
    result = option.result
    return all(loc == HOME for c in result.team(option.player) for loc in result.pawns(c))


def options_note(w: Words, pos: Position, options: Sequence[Option]) -> str | None:
    """Why a card's options are not what the card says, once for the whole list: an a5065
    SORRY! that cannot take anyone moves a pawn forward 4, which sounded wrong unexplained
    ("no one to take, so the SORRY! moves a pawn forward 4"); and a partnership game's
    SORRY! that can take only a pawn of the team (spec 6; playtest pe77)."""
    if pos.teams and options and all(o.kind is OptionKind.SORRY and o.parts[0].target
                                     and o.parts[0].target[0] in pos.team(o.player)
                                     for o in options):
        return w.say("opt.sorry_team")
    if not options or options[0].card is not Card.SORRY \
            or any(o.kind is not OptionKind.FORWARD for o in options):
        return None
    team = pos.team(options[0].player)
    key = "opt.sorry_forward.no_target" if any(START in pos.pawns(c) for c in team) \
        else "opt.sorry_forward.team" if pos.teams else "opt.sorry_forward"
    return w.say(key, steps=pos.rules.sorry_fallback_forward)


def start_blocked(w: Words, pos: Position, options: Sequence[Option]) -> str | None:
    """Why a card that brings a pawn out of START brings none out, a pawn waiting there:
    the player's own pawn holds their start square ("No pawn comes out of start while your
    own pawn 1 is on your start square"); else None.  Playtest qn129: a 2 played for the
    player moved a pawn forward 2, the way out of START gone unexplained."""
    if not options:
        return None
    me, card = options[0].player, options[0].card
    pawns = pos.pawns(me)
    square = start_square(me)
    if card not in pos.rules.enter_cards or START not in pawns or square not in pawns \
            or any(o.kind is OptionKind.ENTER for o in options):
        return None
    if not w.is_you(me):  # a bot's, at a table of bots (playtest qp133)
        return w.say("opt.start_blocked.named", name=w.name(me),
                     pawn=pawns.index(square) + 1)
    return w.say("opt.start_blocked", pawn=pawns.index(square) + 1)


def option_label(w: Words, pos: Position, option: Option, number: int) -> str:
    return w.say("opt.numbered", number=number, text=option_text(w, pos, option))


def _group_key(option: Option) -> tuple:
    """Options with one key share a group: by pawn, by pair, SORRY! by target colour.

    A pawn is (colour, number): in a partnership game the team's pawns share numbers; the
    player's own come first in a pair."""
    kind = option.kind
    parts = option.parts
    if kind is OptionKind.SPLIT:
        return ("pair", *sorted(((p.colour, p.pawn) for p in parts),
                                key=lambda cp: (cp[0] != option.player, cp[1])))
    if kind is OptionKind.SORRY:
        target = parts[0].target
        return ("sorry", target[0] if target else None)
    if kind in (OptionKind.ENTER, OptionKind.PASS):
        return (kind.value,)
    return ("pawn", (parts[0].colour, parts[0].pawn))


def _keyed(options: Sequence[Option], coarse: bool) -> dict[tuple, list[int]]:
    """Option indices by group key; ``coarse`` (a partnership game whose pairs of pawns
    are too many for one list) puts each split with the first pawn of its pair, so that
    eight pawns' 7s make at most eight split groups, not twenty-eight."""
    keyed: dict[tuple, list[int]] = {}
    for i, o in enumerate(options):
        key = _group_key(o)
        if o.kind is OptionKind.FORWARD and o.card is Card.SEVEN:
            key = ("one7",)
        elif coarse and key[0] == "pair":
            key = ("splits", key[1])
        keyed.setdefault(key, []).append(i)
    return keyed


def _chunks(indices: list[int]) -> list[list[int]]:
    """Even slices of at most MAX_LIST: 13 becomes 7 and 6, not 9 and 4."""
    n = len(indices)
    parts = -(-n // MAX_LIST)
    base, extra = divmod(n, parts)
    out, at = [], 0
    for i in range(parts):
        k = base + (1 if i < extra else 0)
        out.append(indices[at:at + k])
        at += k
    return out


def _other(option: Option, pawn: tuple) -> tuple | None:
    """The pawn a split moves besides ``pawn`` (colour, number), None for other options."""
    if option.kind is not OptionKind.SPLIT:
        return None
    return next(((p.colour, p.pawn) for p in option.parts if (p.colour, p.pawn) != pawn),
                None)


def _split(options: Sequence[Option], indices: list[int]) -> list[list[int]]:
    """Cut a group larger than nine, keeping swaps with one colour together where possible."""
    if len(indices) <= MAX_LIST:
        return [indices]
    runs: list[list[int]] = []
    last = None
    for i in indices:
        part = options[i].parts[0]
        sub = part.target[0] if options[i].kind is OptionKind.SWAP and part.target else None
        if runs and sub == last:
            runs[-1].append(i)
        else:
            runs.append([i])
        last = sub
    if any(len(r) > MAX_LIST for r in runs):
        return _chunks(indices)
    packed: list[list[int]] = []
    for run in runs:
        if packed and len(packed[-1]) + len(run) <= MAX_LIST:
            packed[-1].extend(run)
        else:
            packed.append(list(run))
    return packed


def option_groups(w: Words, pos: Position, options: Sequence[Option]) -> list[OptionGroup]:
    """Group a long option list so that no spoken list is longer than nine.

    Navigation the UI is expected to offer:

    * If there are at most nine options, every group holds one option (its
      label is the unnumbered outcome) and number keys choose options directly.
    * Otherwise the groups form a first menu, spoken as "1: <label>" and so on:
      each holds the options of one pawn (its moves and swaps), one pair of
      pawns (7 splits), one SORRY! target colour, entering, or passing; the
      single-pawn 7s share one group.  A group larger than nine is cut into
      even parts ("part 1 of 2").  Choosing group ``n`` speaks its options
      numbered from 1 (``option_label(pos, options[i], k)`` for the k-th index
      ``i``); number ``k`` plays ``options[group.indices[k - 1]]``; Escape goes
      back to the groups.  A group with one option may be played directly.

    Every option index appears in exactly one group; inside a group, in the original order.
    """
    if len(options) <= MAX_LIST:
        return [OptionGroup(option_text(w, pos, o), (i,)) for i, o in enumerate(options)]
    groups = _grouped(w, pos, options, _keyed(options, coarse=False))
    if len(groups) <= MAX_LIST:
        return groups
    if pos.teams:
        # a team's 7 among up to eight pawns: the splits by their first pawn, in parts
        # that say which pawns they share the 7 with; if even those are more than nine,
        # a group for each pair, more than nine but each named (Up and Down reach all),
        # which tells more than "options 10 to 18"
        coarse = _grouped(w, pos, options, _keyed(options, coarse=True))
        return coarse if len(coarse) <= MAX_LIST else groups
    # a last resort no real solo deal reaches: plain slices
    return [OptionGroup(w.say("grp.range", first=c[0] + 1, last=c[-1] + 1), tuple(c))
            for c in _chunks(list(range(len(options))))]


def _grouped(w: Words, pos: Position, options: Sequence[Option],
             keyed: dict[tuple, list[int]]) -> list[OptionGroup]:
    """The groups of ``keyed``, each larger than nine cut into even parts."""
    groups: list[OptionGroup] = []
    for key, indices in keyed.items():
        head = _group_head(w, pos, key, options[indices[0]])
        chunks = _split(options, indices)
        for n, chunk in enumerate(chunks, 1):
            if len(chunk) == 1:
                groups.append(OptionGroup(option_text(w, pos, options[chunk[0]]), tuple(chunk)))
                continue
            label = head
            if len(chunks) > 1:
                label = w.say("grp.part", head=head, part=n, parts=len(chunks))
            held = [options[i] for i in chunk]
            what = _summary(w, pos, held, with_pawn=key[0] == "one7")
            if key[0] == "splits":  # which pawns the splits share the 7 with
                what = _partners(w, held, key[1])
            what = w.commas([part for part in (what, *_tags(w, pos, held, key[0] != "one7"))
                             if part])
            bare = w.say("grp.label_bare", head=label, options=w.count(len(chunk), "option"))
            full = w.say("grp.label", head=label, options=w.count(len(chunk), "option"),
                         what=what) if what else bare
            groups.append(OptionGroup(full, tuple(chunk), bare))
    return groups


def _group_head(w: Words, pos: Position, key: tuple, first: Option) -> str:
    me = first.player
    if key[0] in ("pawn", "splits"):
        (colour, pawn), where = key[1], w.location(key[1][0], _loc(pos, *key[1]))
        if key[0] == "splits":
            return w.say("grp.splits", pawn=w.team_pawn(colour, pawn, me), where=where)
        if colour == me:
            return w.say("grp.pawn", pawn=pawn, where=where)
        return w.say("grp.pawn.named", pawn=w.team_pawn(colour, pawn, me), where=where)
    if key[0] == "pair":
        (ca, a), (cb, b) = key[1], key[2]
        # the first pawn's distance closed by a comma: "... safety entry and pawn 3" ran
        # the two pawns together (review ai35)
        where_a = w.location(ca, _loc(pos, ca, a), aside=True)
        where_b = w.location(cb, _loc(pos, cb, b))
        if ca == cb == me:
            return w.say("grp.pair", a=a, b=b, where_a=where_a, where_b=where_b)
        return w.say("grp.pair.named", a=w.team_pawn(ca, a, me), b=w.team_pawn(cb, b, me),
                     where_a=where_a, where_b=where_b)
    if key[0] == "sorry":
        return w.say("grp.sorry", name=w.name(key[1]) if key[1] is not None else "")
    if key[0] == "one7":
        return w.say("grp.one7")
    return w.say(f"grp.{key[0]}")


def _partners(w: Words, options: Sequence[Option], pawn: tuple) -> str:
    """"with pawn 2 and Yellow pawn 1": the other pawns of a group of splits."""
    others: list[tuple] = []
    for o in options:
        other = _other(o, pawn)
        if other is not None and other not in others:
            others.append(other)
    me = options[0].player
    return w.say("sum.with", pawns=w.join(w.team_pawn(c, n, me) for c, n in others))


def _summary(w: Words, pos: Position, options: Sequence[Option], with_pawn: bool) -> str:
    """What a group holds: "forward 11, swaps with Blue and Yellow" (splits: nothing)."""
    kinds: list[str] = []
    swap_colours: list[Colour] = []
    for o in options:
        part = o.parts[0]
        if o.kind is OptionKind.SWAP and part.target is not None:
            if part.target[0] not in swap_colours:
                swap_colours.append(part.target[0])
            continue
        if o.kind is OptionKind.SORRY and part.target is not None:
            text = _victim(w, o.result, *part.target, o.player)
        elif o.kind is OptionKind.SPLIT:
            continue
        elif with_pawn:  # the 7s of one pawn each, under "one pawn forward 7": where to
            colour = part.colour if part.colour is not None else o.player
            end = _loc(o.result, colour, part.pawn)
            text = _part(w, "sum.pawn_home" if end == HOME else "sum.pawn_to", colour,
                         part.pawn, o.player, where=w.destination(colour, end, distance=False))
            # "pawn 1 to square 14 and bump ..."
            if victims := _bumped(o, play_option(pos, o), pos.team(o.player)):
                text += w.say("sum.pawn_bumps", victims=w.join(
                    w.pawn(c, n, me=o.player) for c, n in victims))
        elif o.kind in (OptionKind.FORWARD, OptionKind.BACKWARD):
            text = w.say(f"sum.{o.kind.value}", steps=part.steps)
        else:
            text = w.say(f"sum.{o.kind.value}")
        if text not in kinds:
            kinds.append(text)
    if swap_colours:
        kinds.append(w.say("sum.swaps", names=w.join(w.name(c) for c in swap_colours)))
    return w.commas(kinds)


def _tags(w: Words, pos: Position, options: Sequence[Option], every: bool) -> list[str]:
    """What a group's moves do that a player listens for first, each counted: a bump of an
    opponent (playtest l12 heard "pawn 1 to square 14" for a 7 that bumps Blue pawn 1) and
    a pawn taken home, with ``every`` (the single-pawn 7s name both move by move), and
    one's own pawn sent back (playtest s19 opened three groups of a 7, 1,800 characters, to
    find the move home and the one that swept its own pawn).  Each option is played once."""
    played = [play_option(pos, o) for o in options]
    mates = pos.team(options[0].player)
    tags = [_group_bumps(w, options, played, mates), _group_home(w, played)] if every else []
    return tags + [_group_own(w, pos, played, mates)]


def _bumped(option: Option, events: Sequence[Event],
            mates: Sequence[Colour]) -> list[tuple[Colour, int]]:
    """The opponents' pawns ``option`` (whose events are ``events``) sends back to START, in
    order, each once; none for a SORRY!, whose list names its own."""
    if option.kind is OptionKind.SORRY:
        return []
    return list(dict.fromkeys((e.colour, e.pawn) for e in events
                              if isinstance(e, PawnBumped) and e.colour not in mates))


def _group_bumps(w: Words, options: Sequence[Option], played: Sequence[Sequence[Event]],
                 mates: Sequence[Colour]) -> str:
    """"2 of them bump Blue pawn 1": a count, as "one can bump" was heard as one option when
    two did (playtest n14); "" when none bumps."""
    hits = [h for o, events in zip(options, played, strict=True)
            if (h := _bumped(o, events, mates))]
    victims = sorted({v for h in hits for v in h})
    if not victims:
        return ""
    key = "sum.bumps.one" if len(hits) == 1 else "sum.bumps.many"
    me = options[0].player
    # "2 of them bump Yellow pawn 2 and Yellow pawn 3" was heard as two moves that each
    # bump both (playtest v22): "or" unless every one of them bumps every pawn named; and
    # by colour and number, not the order of the moves ("Yellow pawn 1, Yellow pawn 3 or
    # Yellow pawn 2" read as a muddle; w23)
    every = all(len(h) == len(victims) for h in hits)
    return w.say(key, count=len(hits), victims=w.join(
        (w.pawn(c, n, me=me) for c, n in victims), "and" if every else "or"))


def _group_home(w: Words, played: Sequence[Sequence[Event]]) -> str:
    """"one of them takes a pawn home" (or "2 of them ..."); "" when none does."""
    homing = sum(any(isinstance(e, HomeReached) for e in events) for events in played)
    if not homing:
        return ""
    return w.say("sum.home.one" if homing == 1 else "sum.home.many", count=homing)


def _group_own(w: Words, pos: Position, played: Sequence[Sequence[Event]],
               mates: Sequence[Colour]) -> str:
    """"one of them sends your own pawn back to start" (in a partnership game, a pawn of
    the team's); "" when none does."""
    own = sum(any(isinstance(e, PawnBumped) and e.colour in mates for e in events)
              for events in played)
    if not own:
        return ""
    key = "sum.own_team" if pos.teams else "sum.own"
    return w.say(f"{key}.{'one' if own == 1 else 'many'}", count=own)


def _loc(pos: Position, colour: Colour, pawn: int) -> int:
    return pos.pawns(colour)[pawn - 1]
