"""Hints: which option the hard bot would play, and a reason a learner can use.

The reason comes first from the option's own outcome (its events: home, safety
zone, bumps, slides), then from comparing it with the card's other options:
danger (``sorry_audio.analysis.threats``) and ground gained.  Every hint says
why, so the player learns something beyond "press 2"; then what the move risks
(:mod:`sorry_audio.narration.hintrisk`), since silence would be heard as "safe".

In a partnership game the move may be of a partner's pawn: such a pawn is named by
colour ("it brings Yellow pawn 2 home"), ground and danger count the team's pawns, and
a bump of a team pawn is said as what the move costs, never as a reason to play it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sorry_audio.analysis import next_kinds, team_home, team_steps
from sorry_audio.core.board import (
    START,
    TRACK_SQUARES,
    Colour,
    is_track,
    start_square,
    steps_to_home,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.events import PawnMoved
from sorry_audio.core.moves import Option, OptionKind, legal_options, play_option
from sorry_audio.core.position import Position, partner
from sorry_audio.narration.hintfacts import EXPOSURE_MARGIN, Facts
from sorry_audio.narration.hintoutcome import (
    SWAPS,
    kind,
    mine_or,
    moved,
    own_pawn,
    own_pawns,
    reasons,
    team_bumped,
)
from sorry_audio.narration.hintpassed import passed_clause
from sorry_audio.narration.hintrisk import risk
from sorry_audio.narration.options import option_text
from sorry_audio.narration.words import ENTRY_TO_HOME, Words, cap

#: outcome reasons that name a cost ("swaps places with Yellow pawn 2, though your pawn
#: lands 7 squares further from home"): each ends its sentence, the rest follow "It also"
CONCEDING = frozenset({"why.swap_back", "why.swap_sets_back", "why.swap_helps"})


def watched(w: Words, pos: Position, options: Sequence[Option], played: int, best: int,
            close: bool = False, near: bool = False,
            pile: Mapping[Card, int] | None = None) -> list[str]:
    """H at a table of bots: the last bot's card set against the hard bot's pick for it
    (``best``), then the hint as a player would hear it, for the watcher to learn why
    (playtest qn129: "Hints are for your own turn" at a table with no one's turn).
    ``pos``: the board as the card waited; ``played``: the bot's option; ``near``: it is
    worth about as much as the hard bot's own.  A card with one move says only that."""
    option = options[played]
    # moves named, not numbered: a watcher heard no list (review rz134: "option 17")
    name, card, move = w.name(option.player), w.card(option.card), option_text(w, pos, option)
    if len(options) == 1:
        return [w.say("hint.watch_only", name=name, card=card, move=move)]
    if played == best:
        head = w.say("hint.watch_same", name=name, card=card, move=move)
    else:
        head = w.say("hint.watch_near" if near else "hint.watch_other", name=name, card=card,
                     move=move)
    return [head, hint(w, pos, options[best], best + 1, close, pile, numbered=False)]


def hint(w: Words, pos: Position, option: Option, number: int, close: bool = False,
         pile: Mapping[Card, int] | None = None, *, held: tuple[int, Card] | None = None,
         hand: Sequence[Card] | None = None,
         hands: Mapping[Colour, Sequence[Card]] | None = None,
         group: int | None = None, numbered: bool = True) -> str:
    """"Hint: option 2, pawn 1 forward 5 to square 27, bumps Green pawn 3. It bumps Green."
    (the move, then why: never without a why).  ``group``: the group (from 1) the option is
    in when the card's options come in groups and none is open yet: "group 7, option 6".

    What "it" does comes first; a comparison that is a sentence of its own ("It is the
    only move that leaves none of your pawns in danger.") follows it, then a pawn the move
    leaves in danger ("It leaves pawn 2 where Yellow could bump it with a 10.").  A move
    that wins says only that.  ``close``: the hard bot found another option about as
    good, which is said when nothing else sets it apart.  When the card has a more tempting
    option (home, a bump, the safety zone), one sentence says why this one instead
    (:mod:`sorry_audio.narration.hintpassed`).  ``pile``: the draw pile's cards by kind
    (``TurnView.unseen``), so a SORRY! no opponent can draw next is no risk; None: any may.
    ``held``: the Point Score game's hand card to play, (number from 1, card), said first;
    ``hand``: there, the whole hand, whose every option the move is weighed against (not
    only its own card's: "the only move" must be the hand's only one), another card's
    named by its card ("card 1, the 8, option 1 would take pawn 1 home"); ``hands``: the
    Point Score game's hands the player sees, each without the card in play, from which
    its next card comes (:func:`~sorry_audio.analysis.next_kinds`).  ``numbered`` False:
    no option list was heard (a table of bots), so no option is named by its number.
    """
    line_key, fields = ("hint.line", {}) if held is None else (
        "pts.hint.line", {"index": held[0], "card": w.card(held[1])})
    if not numbered:
        line_key = "hint.line_bare"
    fields["option"] = (w.say("hint.option", number=number) if group is None
                      else w.say("hint.option_group", group=group, number=number))
    if pos.to_move != option.player:
        pos = pos.replace(to_move=option.player)
    me = option.player
    facts = Facts(me, None if pile is None else next_kinds(pos, pile, drawn=True,
                                                           held=option.card, hands=hands))
    found = reasons(w, pos, option)  # what "it" does: "reaches your safety zone", ...
    conceding = {text for key, text in found if key in CONCEDING}  # each ends a sentence
    does = [text for _, text in found]
    if any(key == "why.win" for key, _ in found):
        # the move itself ends "wins the game": a reason would only say it again
        return w.say(line_key + "_win", move=option_text(w, pos, option), **fields)
    rescued = _out_of_danger(pos, option, facts)
    sorry = facts.sorry_only(option.result)  # out of danger, but not out of a SORRY!'s reach
    # a 7 split's two own pawns taken out of the same danger are one phrase (playtest pa67:
    # "takes pawn 2 where only a SORRY! could bump it and takes pawn 4 where only ...")
    tail_of = {(c, p): "_sorry" * ((c, p) in sorry) for c, p in rescued}
    mine = {tail: sorted(p for (c, p), t in tail_of.items() if c == me and t == tail)
            for tail in set(tail_of.values())}
    for c, p in rescued:
        tail = tail_of[c, p]  # both keys spelt out, not *unpacked
        pair = mine[tail] if c == me else []
        if len(pair) > 1:
            if p == pair[0]:
                does.append(w.say("why.safe_two" + tail,
                                  pawns=own_pawns(w, pair, pos.teams)))
            continue
        does.append(mine_or(w, me, c, p, "why.safe" + tail, "why.safe_partner" + tail, pos.teams))
    opts = (legal_options(pos, option.card) if hand is None
            else [o for card in dict.fromkeys(hand) for o in legal_options(pos, card)])
    others = [o for o in opts if (o.card, o.plan) != (option.card, option.plan)]
    if option.kind is OptionKind.PASS:
        more, clauses, safest = _passing(w, pos, option, others, facts)
    else:
        # An outcome another option shares (each SORRY! sends someone home; several moves
        # of a 7 reach the zone) is no reason to pick this one over that one: then the
        # comparison with the others is said as well.
        keys = {key for key, _ in found}
        sharing = _sharing(w, pos, others, keys)
        telling = bool(does) and not sharing
        # when only some share it, the outcome still says something: no "best overall" after it
        more, clauses, safest = _compared(w, pos, option, others, facts, strong_only=telling,
                                  said_ground=any(key in SWAPS for key, _ in found),
                                  fallback=not does or len(sharing) == len(others),
                                  rescued=bool(rescued),
                                  close=close, contrast=not does)
    does += more
    said = list(does)
    none_left = (w.say("why.others_danger_team", partner=w.name(partner(option.player)))
                 if pos.teams else w.say("why.others_danger"))
    if none_left in clauses:
        # "It is the only move that leaves none of your pawns in danger" said it: not
        # again as "this one leaves fewer pawns in danger", or risks less (playtest qn129);
        # only when said, not of a move it holds for whose hint said another reason
        # (review rz134: "only a SORRY! could bump them" lost its comparison)
        said += [w.say("why.less_danger"), w.say("why.least_exposed")]
    passed = passed_clause(w, pos, option, opts, facts, said, close, hand, numbered)
    if passed is not None:
        text, overall = passed
        for key in ("why.overall", "why.close"):
            if overall and w.say(key) in clauses:  # it says the same, and says more
                clauses.remove(w.say(key))
        clauses.append(text)
    if does:
        # a "though" clause ends its sentence; what follows is "It also ...", so it is not
        # heard as part of the cost (playtest a1: "..., though your pawn lands 7 squares
        # further from home and takes pawn 2 out of danger")
        cut = next((i + 1 for i, d in enumerate(does) if d in conceding), len(does))
        if does[cut:]:
            clauses.insert(0, w.say("hint.it_also", reasons=w.join(does[cut:])))
        clauses.insert(0, w.say("hint.it", reasons=w.join(does[:cut])))
    costs = team_bumped(w, pos, option)  # never a reason: what the move costs the team
    if costs:  # after the reasons, as a "but", so it cannot be heard as one of them
        cost = w.say("hint.it", reasons=w.join(costs))
        clauses.append(w.say("why.risk_but", risk=cost) if clauses else cost)
    # after a sentence with its own "but" (a move passed up, a cost), "Still, it leaves"
    # (playtest ab28 heard "..., but this one gains 58 squares more. But it leaves ...")
    still = passed is not None or bool(costs)
    clauses += risk(w, option, others, facts, rescued=bool(rescued), safest=safest,
                    still=still)
    why = _sentences(w, [cap(c) for c in clauses])
    # the move itself, not only its number: in a long list, or a group's numbers, the
    # player would otherwise have to walk the options to find what they would play
    if not why:  # (brief, with nothing to say but the move: playtest qk126 heard ". .")
        return w.say(line_key + "_win", move=option_text(w, pos, option), **fields)
    line = w.say(line_key, move=option_text(w, pos, option), why=why, **fields)
    return line[:-1] if why.endswith("!") and line.endswith("!.") else line


def _sentences(w: Words, clauses: Sequence[str]) -> str:
    """The clauses as sentences; one that ends "but a SORRY!" has its own stop already."""
    out = ""
    for i, clause in enumerate(clauses):
        if i:
            out += " " if out.endswith("!") else w.say("sep.sentence")
        out += clause
    return out


def _out_of_danger(pos: Position, option: Option,
                   facts: Facts) -> list[tuple[Colour, int]]:
    """Moved pawns (colour, number) that could be bumped now and could not after this
    option."""
    on_track = [(c, p) for c, p in moved(option) if is_track(option.result.pawns(c)[p - 1])]
    if not on_track:
        return []
    before, after = facts.danger(pos), facts.danger(option.result)
    return [key for key in on_track if key in before and key not in after]


def _sharing(w: Words, pos: Position, others: Sequence[Option], keys: set[str]) -> list[Option]:
    """The card's other options that have each of these outcome reasons too."""
    if not keys:
        return []
    kinds = {kind(key) for key in keys}
    return [o for o in others if kinds <= {kind(key) for key, _ in reasons(w, pos, o)}]


def _compared(w: Words, pos: Position, option: Option, others: Sequence[Option],
              facts: Facts, strong_only: bool, said_ground: bool = False,
              fallback: bool = True, close: bool = False,
              contrast: bool = True,
              rescued: bool = False) -> tuple[list[str], list[str], bool]:
    """Why this option beats the card's others: safety first, then ground gained.

    Returns (things "it" does, whole clauses, whether they say it leaves the fewest pawns
    in danger or the least to lose, which the risk line then need not say again).
    ``strong_only`` (the outcome already gave a reason): add only "every other move
    leaves a pawn in danger", which is worth hearing on top of any outcome.  ``said_ground``: a
    swap already said how much nearer home it gets, so "the most ground" is not
    said again.  ``fallback``: with nothing else to say, say the hard bot thinks it best
    (``close``: by a hair, other moves being about as good).  ``contrast``: a move that
    gains less may say so ("gains 4 squares less ..., but ..."), which reads badly after an
    outcome ("it bumps Blue and gains 4 squares less ..."), so not then.  ``rescued``: the
    move takes a pawn out of danger, said already, so "keeps your pawns out of danger" is
    not said after it.
    """
    if not others:
        return ([], [], False) if strong_only else ([w.say("why.only")], [], False)
    does: list[str] = []
    clauses: list[str] = []
    here = len(facts.danger(option.result))
    elsewhere = [len(facts.danger(o.result)) for o in others]
    if here == 0 and min(elsewhere) > 0:
        # "none in danger" of a move that leaves a SORRY! the reach of its pawns, as
        # Shift+O said (playtest pw112), unless the reason said so ("takes pawn 2 where
        # only a SORRY! could bump it")
        sorry = "_sorry" if facts.sorry_only(option.result) and not rescued else ""
        clauses.append(w.say("why.others_danger_team" + sorry,
                             partner=w.name(partner(option.player)))
                       if pos.teams else w.say("why.others_danger" + sorry))
    elif strong_only:
        return [], [], False
    elif here == 0 and max(elsewhere) > 0 and not rescued:  # "takes pawn 1 out" said it
        sorry = "_sorry" if facts.sorry_only(option.result) else ""
        if pos.teams:
            does.append(w.say("why.out_of_danger_team" + sorry,
                              partner=w.name(partner(option.player))))
        else:
            does.append(w.say("why.out_of_danger" + sorry))
    safest = 0 < here < min(elsewhere)
    if safest:
        does.append(w.say("why.less_danger"))
    if strong_only:
        return does, clauses, safest
    progress = _progress(w, pos, option, others, said_ground=said_ground)
    if progress:
        does.append(progress)
    if not does and not clauses:
        key, finer = _finer(w, option, others, facts) or ("", "")
        safest = key == "why.least_exposed"
        behind = _behind(pos, option, others)
        if finer and behind and contrast:  # the learner hears what it gives up, and for what
            does.append(w.say("why.less_but", squares=w.count(behind, "square"), why=finer))
        elif finer:
            does.append(finer)
        elif fallback and (close or not w.brief):  # in brief no word that says nothing
            # new (playtest qf120: "the hard bot thinks it is the best move, ..." at every
            # hint with no reason of its own)
            clauses.append(w.say("why.close" if close else "why.overall"))
    return does, clauses, safest


def _gains(pos: Position, option: Option, others: Sequence[Option]) -> tuple[int, int]:
    """(squares this option takes its player nearer home, the most any other option does);
    in a partnership game, the team's pawns together."""
    me = option.player
    before = team_steps(pos, me)
    return (before - team_steps(option.result, me),
            max(before - team_steps(o.result, me) for o in others))


def _behind(pos: Position, option: Option, others: Sequence[Option]) -> int:
    """How many squares less than the card's furthest move this option gains (0: none less)."""
    gain, best = _gains(pos, option, others)
    return max(0, best - gain)


def _finer(w: Words, option: Option, others: Sequence[Option],
           facts: Facts) -> tuple[str, str] | None:
    """(catalog key, words) of a reason when danger counts and ground gained do not tell
    the options apart: a pawn parked where a 4 takes it back near home, the least ground
    at risk, an opponent pawn brought within reach, the most cards that would take a pawn
    home next turn, or the most cards usable next turn.
    None when the option leads on none of them."""
    parked = _parked(option, others)
    if parked is not None:
        key, pawn, steps = parked
        # on it or just past it (playtest pc69: "near" for a pawn on it left a listener
        # wondering where)
        on = option.result.pawns(option.player)[pawn - 1] == start_square(option.player)
        return key, w.say(key, pawn=own_pawn(w, pawn, option.result.teams),
                          steps=w.count(steps, "step"),
                          near=w.say("why.park_on" if on else "why.park_past"))
    here = facts.exposure(option.result)
    if here + EXPOSURE_MARGIN <= min(facts.exposure(o.result) for o in others):
        return "why.least_exposed", w.say("why.least_exposed")
    new = set(facts.reach(option.result))
    for o in others:
        new -= facts.reach(o.result)
    if new:
        return "why.in_reach", w.say("why.in_reach",
                                     pawns=w.join(w.pawn(c, n) for c, n in sorted(new)))
    # the endgame: pawns left at different distances from HOME let more cards finish one
    # (playtest e5 heard "weighs the cards that could come next" three times there)
    # (but not against a move that takes a pawn home now: keeping it out leaves a card to
    # take it home next turn, which is no reason)
    homing = facts.homing(option.result)
    home = team_home(option.result, option.player)
    if all(team_home(o.result, option.player) <= home for o in others) \
            and len(homing) > max(len(facts.homing(o.result)) for o in others):
        return "why.homing", w.say("why.homing", cards=w.cards_or(homing))
    if facts.usable(option.result) > max(facts.usable(o.result) for o in others):
        return "why.flexible", w.say("why.flexible")
    return None


#: Squares from a colour's start square on which a backward 4 lands near its safety zone.
PARK = 3


def _parked(option: Option, others: Sequence[Option]) -> tuple[str, int, int] | None:
    """("why.park" or "why.keep_parked", pawn, steps from home after a 4) for a pawn this
    option leaves on its start square or just past it, where a backward 4 takes it
    almost a lap ahead, and every other option does not (the hard bot values this); with
    "_most" when others do too but this one gains the most ground of them."""
    me = option.player
    square = start_square(me)
    rules = option.result.rules

    def parked(pos: Position) -> set[int]:
        # not where the 4 lands on the pawn's own triangle (a5065): it slides on, past its
        # safety entry, a lap from home (review aa27)
        return {i for i, loc in enumerate(pos.pawns(me), 1)
                if is_track(loc) and (loc - square) % TRACK_SQUARES < PARK
                and rules.slide_end(me, back := rules.backward[me][loc][4]) == back}

    mine = parked(option.result)
    here = set(mine)
    for o in others:
        here -= parked(o.result)
    most = ""
    if not here and mine:
        # others park it too: still a reason when this gains the most of those that do
        pawn = min(mine)
        peers = [o for o in others if pawn in parked(o.result)]
        if team_steps(option.result, me) >= min(team_steps(o.result, me) for o in peers):
            return None
        here, most = {pawn}, "_most"
    if not here:
        return None
    pawn = min(here)
    loc = option.result.pawns(me)[pawn - 1]
    steps = steps_to_home(me, rules.backward[me][loc][4])
    key = "why.park" if (me, pawn) in moved(option) else "why.keep_parked"
    return key + most, pawn, steps


def _passing(w: Words, pos: Position, option: Option, swaps: Sequence[Option],
             facts: Facts) -> tuple[list[str], list[str], bool]:
    """Why decline the swap: what the swaps would have done instead (``swaps``: the
    card's other options, which under a5065 include entering a pawn: that is no swap and
    is left out of "every swap" and "a swap would help").  Returned as :func:`_compared`
    returns."""
    me = option.player
    others, swaps = swaps, [s for s in swaps if s.kind is OptionKind.SWAP]
    before = team_steps(pos, me)
    mine = [before - team_steps(s.result, me) for s in swaps]
    if swaps and all(g <= 0 for g in mine):
        return [], [w.say("why.pass_back")], False
    theirs = []
    for s in swaps:
        target = s.parts[0].target
        assert target is not None  # a swap names the pawn it trades places with
        other = target[0]
        theirs.append((other, team_steps(pos, other) - team_steps(s.result, other)))
    if theirs and all(gain >= g for (_, gain), g in zip(theirs, mine, strict=True)):
        names = w.join(dict.fromkeys(w.who(c) for c, _ in theirs), "or")
        return [], [w.say("why.pass_helps", names=names)], False
    key, finer = _finer(w, option, others, facts) or ("", "")
    return ([finer] if finer else []), [], key == "why.least_exposed"


def _progress(w: Words, pos: Position, option: Option, others: Sequence[Option],
              said_ground: bool = False) -> str | None:
    """A clause about ground gained (or least lost), or None when it says nothing useful.

    "The most ground" only when strictly more than every other option: when all
    gain the same, that is no reason, and clearing the start square may be one.
    """
    me = option.player
    gain, best = _gains(pos, option, others)
    if option.kind is OptionKind.BACKWARD and gain > 0:
        colour, pawn = moved(option)[0]
        before = steps_to_home(colour, pos.pawns(colour)[pawn - 1])
        left = steps_to_home(colour, option.result.pawns(colour)[pawn - 1])
        # the short way only when the move itself passed its start square: a 10's back 1
        # onto a triangle gains by the slide alone (review aa27)
        moved_to = next(e.end for e in play_option(pos, option)
                        if isinstance(e, PawnMoved) and (e.colour, e.pawn) == (colour, pawn))
        if steps_to_home(colour, moved_to) < before and left < before:
            return mine_or(w, me, colour, pawn, "why.back_shortcut",
                           "why.back_shortcut_partner", pos.teams,
                           steps=w.count(left, "step"))
    if gain > best and not said_ground:
        key = "why.furthest" if gain > 0 else "why.least_loss"
        return w.say(key, squares=w.count(gain, "square"))
    cleared = _clears_start(pos, option)
    if cleared == me:
        return w.say("why.clear_start")
    if cleared is not None:
        return w.say("why.clear_start_partner", owner=w.possessive(cleared))
    near = _nears_zone(pos, option)
    if near is not None:
        colour, pawn, before_entry = near
        return mine_or(w, me, colour, pawn, "why.near_zone", "why.near_zone_partner", pos.teams,
                       squares=w.count(before_entry, "square"))
    return None


#: Squares before the safety entry within which one card can take a pawn into the zone (a
#: 12 from 11 before the entry reaches safety zone square 1; from 12 before, only the entry)
NEAR_ZONE = 11


def _nears_zone(pos: Position, option: Option) -> tuple[Colour, int, int] | None:
    """(colour, pawn, squares before its safety entry) for a pawn of the team this option
    brings within one card of its safety zone, so that a next card can take it out of every
    opponent's reach.  Said as squares to the entry: a pawn on square 57 is 2 from Red's
    entry (59) but 3 from the zone, and a playtester heard "within 2 squares of your safety
    zone" as wrong."""
    for colour in pos.team(option.player):
        before, after = pos.pawns(colour), option.result.pawns(colour)
        for pawn, (b, a) in enumerate(zip(before, after, strict=True), 1):
            if b == a or not is_track(a):
                continue
            left_after = steps_to_home(colour, a) - ENTRY_TO_HOME
            left_before = steps_to_home(colour, b) - ENTRY_TO_HOME
            if 0 < left_after <= NEAR_ZONE < left_before:
                return colour, pawn, left_after
    return None


def _clears_start(pos: Position, option: Option) -> Colour | None:
    """The team colour whose own start square the option clears of its pawn while one of
    that colour's pawns waits in START, or None."""
    for colour in pos.team(option.player):
        square = start_square(colour)
        before, after = pos.pawns(colour), option.result.pawns(colour)
        if START in before and any(b == square and a != square
                                   for b, a in zip(before, after, strict=True)):
            return colour
    return None
