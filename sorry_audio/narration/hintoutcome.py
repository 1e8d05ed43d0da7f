"""What a hinted move does by itself, read from its own events: a hint's first reasons.

Apart from :mod:`sorry_audio.narration.hints`, which compares the move with the card's
others.  In a partnership game a partner's pawn is named by colour ("brings Yellow pawn
2 home"), and a bump of a team pawn is what the move costs (:func:`team_bumped`), never a
reason (:func:`reasons` leaves it out).
"""

from __future__ import annotations

from collections.abc import Sequence

from sorry_audio.core.board import SLIDE_AT_TRIANGLE, Colour, steps_to_home
from sorry_audio.core.events import (
    BumpCause,
    Direction,
    HomeReached,
    PawnBumped,
    PawnEntered,
    PawnMoved,
    PawnsSwapped,
    SafetyZoneEntered,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.moves import Option, OptionKind, play_option
from sorry_audio.core.position import Position
from sorry_audio.narration.words import Words, slid_past_entry


def own_pawn(w: Words, pawn: int, teams: bool) -> str:
    """One of the player's own pawns in a hint: "pawn 2", or in a partnership game "your
    pawn 2", since the partner's pawn 2 may be named beside it (playtest i9)."""
    return w.say("pawn.you" if teams else "pawn.plain", pawn=pawn)


def side_pawn(w: Words, pos: Position, colour: Colour, c: Colour, pawn: int) -> str:
    """A pawn of ``colour``'s team named for that player: its own as :func:`own_pawn`
    names it, a partner's (or anyone else's) "Yellow pawn 2"."""
    return own_pawn(w, pawn, pos.teams) if c == colour else w.team_pawn(c, pawn, colour)


def own_pawns(w: Words, pawns: Sequence[int], teams: bool) -> str:
    """Several of them, as :func:`own_pawn` names one: "pawns 1 and 2", "your pawns 1 and 2"."""
    return w.say("pawns.you" if teams else "pawns.plain", pawns=w.join(str(p) for p in pawns))


def mine_or(w: Words, me: Colour, colour: Colour, pawn: int, key: str, partners: str,
            teams: bool = False, **fields: object) -> str:
    """Reason ``key`` about ``me``'s own pawn ("takes pawn 2 out of danger"), or
    ``partners`` about a partner's pawn, named by colour ("takes Yellow pawn 2 out of
    danger"), with the partner's possessive as ``owner`` ("Yellow's")."""
    if colour == me:
        return w.say(key, pawn=own_pawn(w, pawn, teams), **fields)
    return w.say(partners, name=w.team_pawn(colour, pawn, me), owner=w.possessive(colour),
                 **fields)


def moved(option: Option) -> list[tuple[Colour, int]]:
    """(colour, number) of each pawn the option moves, in order, each once."""
    return list(dict.fromkeys((part.colour if part.colour is not None else option.player,
                               part.pawn) for part in option.parts if part.pawn))


#: Outcome reasons that already say how much nearer home the move gets.
SWAPS = frozenset({"why.swap_ahead", "why.swap_back", "why.swap_sets_back",
                   "why.swap_helps"})
#: reasons that are another's outcome with its cost said: the same outcome when the card's
#: options are compared ("every swap gets nearer home")
KIND_OF = {"why.swap_helps": "why.swap_ahead"}


#: squares an opponent's pawn loses in a swap that are worth saying beside your gain
SET_BACK = 10
#: squares an opponent's pawn gains in a swap that are worth saying (as many: 10)
HELPS = SET_BACK
#: Ground an option itself loses that Shift+O says and counts, and a swap's option says
#: ("29 squares further from home"): more than the 4's or the 10's own backward move,
#: which the card says (every 10 saying "and it takes you 1 square further from home" was
#: noise), so a swap backwards or a pawn swept back to START.
LOST_LEAST = 5


def swap_gains(e: PawnsSwapped) -> tuple[int, int]:
    """(squares a swap takes the mover's pawn nearer its home, squares it takes the other
    pawn nearer its own home), each negative for further."""
    mover, theirs = e.colour, e.other_colour
    return (steps_to_home(mover, e.square) - steps_to_home(mover, e.other_square),
            steps_to_home(theirs, e.other_square) - steps_to_home(theirs, e.square))


def helps(e: PawnsSwapped) -> int:
    """The squares a swap takes the other pawn nearer its own home when that is worth
    saying, :data:`HELPS` or more (a swap from behind it, or one that carries it over its
    safety entry); else 0.  The hint and the option's own words (playtest pc69) say it from
    the same count."""
    ahead = swap_gains(e)[1]
    return ahead if ahead >= HELPS else 0


def sets_back(e: PawnsSwapped) -> int:
    """The squares a swap takes the other pawn further from its own home when that is worth
    saying, :data:`SET_BACK` or more; else 0 (playtest pi93: the option said "nearer its
    home" of a swap that helps, and nothing of one that sets the pawn back)."""
    behind = -swap_gains(e)[1]
    return behind if behind >= SET_BACK else 0


def kind(key: str) -> str:
    """The outcome ``key`` names, for comparing options (:data:`KIND_OF`)."""
    return KIND_OF.get(key, key)


def swap(w: Words, me: Colour, e: PawnsSwapped) -> list[tuple[str, str]]:
    """A swap's main gain first: the squares it takes the mover nearer home, or, for a swap
    that takes the mover further from home, how far it sets the other pawn back (one on
    its own safety entry goes back most of a lap), then what the mover gives up for it.
    (A swap that takes the mover nearer home sets the other pawn back as far or less, or,
    across that pawn's safety entry, takes it nearer its own home.)

    The hint names the move ("swap pawn 3 with Yellow pawn 1: ..."), so the reasons do not
    say "swaps places with" again (playtest p16: 234 characters on a 40-cell display); a
    set-back worth saying beside the gain is a reason of its own, so a slide after it joins
    the list ("gets 19 squares nearer home, sets Yellow pawn 1 back 19 squares and ...")."""
    mover = e.colour  # in a partnership game maybe the partner's pawn
    gain, ahead = swap_gains(e)
    theirs = e.other_colour
    back = -ahead
    other = w.pawn(theirs, e.other_pawn, me=me)
    squares = w.count(abs(gain), "square")
    # whose pawn lands further from home: "your pawn", or the partner's by name
    tail = "" if mover == me else "_partner"
    fields = {} if mover == me else {"pawn": w.team_pawn(mover, e.pawn, me)}
    if gain < 0 < back:
        key = "why.swap_sets_back"
        return [(key, w.say(key + tail, other=other, back=w.count(back, "square"),
                            squares=squares, **fields))]
    if gain >= 0 and helps(e):  # over the other pawn's safety entry, it gains
        # too: said, since a learner following the hint may hand the leader the game
        # (playtest pa67: 30 squares for Blue's last pawn, unsaid; Blue won)
        return [("why.swap_helps", w.say("why.swap_helps", squares=squares, other=other,
                                         ahead=w.count(ahead, "square")))]
    if gain >= 0:
        out = [("why.swap_ahead", w.say("why.swap_ahead", squares=squares))]
        if back >= SET_BACK:  # playtest a1: the swap's other gain, the opponent set back
            out.append(("why.swap_ahead", w.say("why.swap_ahead_back", other=other,
                                                back=w.count(back, "square"))))
        return out
    return [("why.swap_back", w.say("why.swap_back" + tail, other=other, squares=squares,
                                    **fields))]


def reasons(w: Words, pos: Position, option: Option) -> list[tuple[str, str]]:
    """(catalog key, words) for each reason from the option's own events: home, zone,
    bumps, slides, entering, swaps."""
    if option.kind is OptionKind.PASS:
        return [("why.pass", w.say("why.pass"))]
    me = option.player
    team = pos.team(me) if pos.teams else ()  # with teams their bumps are costs, said apart
    out: list[tuple[str, str]] = []
    victims: list[Colour] = []
    sorried: set[Colour] = set()  # a SORRY!'s target colour: its other pawns swept are named
    back: dict[tuple[Colour, int], int] = {}  # steps each pawn moved backward before a slide
    events = play_option(pos, option)
    # a5065: a pawn its own slide carries past its safety entry gained nothing, whatever
    # its move or the slide did on the way (review aa27: "It slides 3 squares ahead")
    past = slid_past_entry(events)
    for e in events:
        key, text = "", None
        if isinstance(e, PawnMoved) and e.direction is Direction.BACKWARD:
            back[(e.colour, e.pawn)] = e.steps
        if isinstance(e, HomeReached):
            last = e.pawns_home == pos.rules.pawns and all(
                option.result.pawns_home(c) == pos.rules.pawns for c in pos.team(me))
            key = "why.win" if last else "why.home"
            text = mine_or(w, me, e.colour, e.pawn, key, "why.home_partner", pos.teams)
        elif isinstance(e, SafetyZoneEntered):
            key = "why.zone"
            text = w.say(key) if e.colour == me else mine_or(
                w, me, e.colour, e.pawn, key, "why.zone_partner")
        elif isinstance(e, (PawnBumped, SorryPlayed)) and target(e) in team:
            continue
        elif isinstance(e, PawnBumped) and e.colour == me:
            key, text = "why.own", w.say("why.own", pawn=e.pawn)
        elif isinstance(e, PawnBumped) and e.cause is not BumpCause.SORRY:
            if e.colour in sorried:
                key, text = "why.bump", w.say("why.bump", name=w.pawn(e.colour, e.pawn, me=me))
            elif e.colour not in victims:
                victims.append(e.colour)
                key, text = "why.bump", w.say("why.bump", name=w.who(e.colour))
        elif isinstance(e, SorryPlayed):
            victims.append(e.target_colour)
            sorried.add(e.target_colour)
            key = "why.sorry"
            text = w.say(key, victim=w.pawn(e.target_colour, e.target_pawn, me=me))
        elif isinstance(e, SlideTaken) and (e.colour, e.pawn) in past:
            continue
        elif isinstance(e, SlideTaken):
            # after a backward move the slide only wins back what the move gave up: no
            # gain to praise when it ends where the pawn began (playtest w13)
            slid = len(SLIDE_AT_TRIANGLE[e.start].squares) - 1
            if slid > back.get((e.colour, e.pawn), 0):
                key, text = "why.slide", w.say("why.slide", squares=w.count(slid, "square"))
        elif isinstance(e, PawnEntered):
            key = "why.enter"
            text = w.say(key) if e.colour == me else w.say("why.enter_partner",
                                                           owner=w.possessive(e.colour))
        elif isinstance(e, PawnsSwapped) and (e.colour, e.pawn) in past:
            continue
        elif isinstance(e, PawnsSwapped):
            out += [said for said in swap(w, me, e) if said not in out]
        if text and (key, text) not in out:
            out.append((key, text))
    return out


def target(e: PawnBumped | SorryPlayed) -> Colour:
    """The colour of the pawn a bump or a SORRY! sends to START."""
    return e.colour if isinstance(e, PawnBumped) else e.target_colour


def team_bumped(w: Words, pos: Position, option: Option) -> list[str]:
    """In a partnership game, what the option costs the team: each of its pawns sent back
    to START ("sends your partner's pawn, Yellow pawn 2, back to start"), which
    :func:`reasons` leaves out; nothing without teams (a bump of one's own pawn is said
    among the reasons there, as it always was)."""
    if not pos.teams:
        return []
    me = option.player
    out: list[str] = []
    for e in play_option(pos, option):
        if isinstance(e, PawnBumped) and e.colour in pos.team(me):
            text = (w.say("why.own", pawn=e.pawn) if e.colour == me else
                    w.say("why.partner", name=w.team_pawn(e.colour, e.pawn, me)))
            if text not in out:
                out.append(text)
    return out



#: What an option passed up does that a learner would expect a hint to take, most
#: tempting first: home, a bump of an opponent, the safety zone.
TEMPTING = ("home", "bump", "zone")

Pawns = list[tuple[Colour, int]]


def tempting(pos: Position, option: Option) -> dict[str, Pawns]:
    """The option's tempting outcomes (:data:`TEMPTING`), each with the pawns it concerns:
    the team's pawns taken home or into their zone, the opponents' pawns bumped."""
    team = pos.team(option.player)
    out: dict[str, Pawns] = {}
    for e in play_option(pos, option):
        if isinstance(e, HomeReached):
            out.setdefault("home", []).append((e.colour, e.pawn))
        elif isinstance(e, SafetyZoneEntered):
            out.setdefault("zone", []).append((e.colour, e.pawn))
        elif isinstance(e, (PawnBumped, SorryPlayed)) and target(e) not in team:
            pawn = e.pawn if isinstance(e, PawnBumped) else e.target_pawn
            bumps = out.setdefault("bump", [])
            if (target(e), pawn) not in bumps:  # a SORRY! is a SorryPlayed and a PawnBumped
                bumps.append((target(e), pawn))
    # a pawn that goes through the zone and home is said once, as home
    zone = [k for k in out.pop("zone", []) if k not in out.get("home", [])]
    if zone:
        out["zone"] = zone
    return out


def passed_up(pos: Position, option: Option, others: Sequence[Option],
              ) -> tuple[Option, str, Pawns] | None:
    """(an option, its tempting outcome, that outcome's pawns) that a learner would expect
    the hint to take instead of ``option``: the first of ``others`` with an outcome more
    tempting (:data:`TEMPTING`) than any of ``option``'s own; None when there is none."""
    mine = min((TEMPTING.index(kind) for kind in tempting(pos, option)), default=len(TEMPTING))
    if not mine:
        return None
    found = [(o, tempting(pos, o)) for o in others]
    for kind in TEMPTING[:mine]:
        for other, outcomes in found:
            if kind in outcomes:
                return other, kind, outcomes[kind]
    return None
