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

from sorry_audio.core.board import (
    HOME,
    SLIDE_AT_TRIANGLE,
    START,
    Colour,
    is_track,
    steps_to_home,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
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
from sorry_audio.core.position import Position, partner
from sorry_audio.core.rules import Rules
from sorry_audio.narration import pointevents
from sorry_audio.narration.eventbrief import (
    Hit,
    actors,
    brief_turn,
    slide_note,
    slide_runs,
    split_halves,
    team_home_at,
)
from sorry_audio.narration.eventjoin import (
    bumped,
    join_split,
    move_details,
    split_part,
    sweeps_line,
    victim_key,
)
from sorry_audio.narration.forfeits import (
    bare_owner,
    opponent_on_track,
    stuck_pawns,
    stuck_reason,
)
from sorry_audio.narration.words import (
    Words,
    at_entry,
    cap,
    entry_words,
    landing,
    no_slide,
    slides_on,
    swept_after,
)

_REASON = {ForfeitReason.NO_LEGAL_MOVE: "reason.no_move",
           ForfeitReason.NO_PAWN_IN_START: "reason.no_start",
           ForfeitReason.NO_TARGET: "reason.no_target",
           ForfeitReason.NO_START_NOR_FALLBACK: "reason.no_start_nor_fallback",
           ForfeitReason.NO_TARGET_NOR_FALLBACK: "reason.no_target_nor_fallback"}


def narrate(w: Words, events: Sequence[Event], pos: Position | None = None,
            only: bool = False) -> list[str]:
    """The lines to say for ``events``, in order (with any draw held back from before).

    ``pos``, the position after the events when the caller has it, lets a card lost
    with every pawn in START say so and which cards bring one out; its ``teams`` tells a
    partnership game, where a player's card may move or bump the partner's pawns.
    ``only``: the play in ``events`` was a bot's only option, which full verbosity (and
    normal, at a table of bots) says after its line (see :func:`_only_move`).
    """
    events = [*w.held, *events]
    w.held.clear()  # in place: a hot-seat table's copy of the words shares the list
    teams = pos is not None and pos.teams
    if not w.brief:
        whose = actors(events, teams)  # before the turn's end is held: it tells whose card
        if events and isinstance(events[-1], TurnPassed) and events[-1].next_player in w.bots:
            # A bot's turn begins: its name is said with its draw, after the pause that
            # lets the last turn be heard, not before that silence.
            w.held.append(events.pop())
        # the winner's "has 4 pawns home" would only repeat "wins! All pawns are home"
        won = {c for e in events if isinstance(e, GameWon) for c in (e.player, e.partner)}
        halves = split_halves(events)
        runs = slide_runs(events)
        said: list[str] = []
        notes: list[str] = []  # "All Yellow's pawns are home: ...", after the whole play
        play: int | None = None  # the play's first line, which ``only`` marks
        for i, e in enumerate(events):
            if notes and isinstance(e, (CardDrawn, TurnPassed, ExtraDraw, GameWon)):
                said += notes  # (playtest b2: a 7's note came between its two halves)
                notes = []
            if isinstance(e, HomeReached) and e.colour in won:
                continue
            if play is None and isinstance(e, _OWN_PLAY):
                play = len(said)
            _add(w, said, events, i, whose[i], teams, pos, halves, runs)
            if isinstance(e, HomeReached) and teams and pos is not None:
                notes += _home_done(w, e, pos)
            if isinstance(e, SlideTaken):
                notes += _slide_lesson(w, e)
        if only and play is not None and play < len(said) and (w.full or w.watching):
            said[play] = _only_move(w, said[play])
        return said + notes
    events = pointevents.brief_events(w, events)
    lines: list[str] = []
    turn: list[Event] = []
    mine: list[Event] = []  # the viewer's own play, said in one sentence as a bot's is
    lost = False  # the viewer's draw just told said the card is lost
    halves = split_halves(events)
    runs = slide_runs(events)
    for i, (e, who) in enumerate(zip(events, actors(events, teams), strict=True)):
        if who is not None and w.is_viewer(who) and (
                isinstance(e, _OWN_PLAY) or (mine and isinstance(e, ExtraDraw))):
            # (a 2's draw again ends the play's sentence: playtest qi123)
            mine.append(e)
            continue
        if mine:
            lines += _own_play(w, mine, teams, pos, events[i:])
            mine = []
        if who is None or w.is_viewer(who) or isinstance(e, (TurnPassed, GameWon)):
            if turn:
                lines.append(brief_turn(w, turn, teams, pos, events[i:]))
                turn = []
            if isinstance(e, TurnPassed) and not w.is_you(e.next_player):
                continue  # the next sentence starts with that player's name anyway
            if lost and isinstance(e, CardForfeited):
                lost = False
                continue
            forfeit = _lost_at_once(e, events[i + 1:])
            lost = forfeit is not None
            if isinstance(e, CardDrawn) and forfeit is not None:
                # one short line, as a bot's lost card is: no lesson on entering
                lines.append(w.person("ev.draw_lost", e.player, card=w.a_card(e.card),
                                      reason=_forfeit_reason(w, forfeit, pos, short=True)))
                continue
            _add(w, lines, events, i, who, teams, pos, halves, runs)
            if isinstance(e, HomeReached) and teams and pos is not None:
                lines.extend(_home_done(w, e, pos))
        else:
            turn.append(e)
    if mine:
        lines += _own_play(w, mine, teams, pos)
    if turn and all(isinstance(e, CardDrawn) for e in turn):
        w.held.extend(turn)  # the card is waiting: tell it with the play
    elif turn:
        lines.append(brief_turn(w, turn, teams, pos))
    return lines


#: the events of a play (not the draw, nor what ends the turn) that brief tells of the
#: viewer's own card in one sentence
_OWN_PLAY = (PawnEntered, PawnMoved, SlideTaken, PawnBumped, PawnsSwapped, SorryPlayed,
             HomeReached, SafetyZoneEntered)


def _slide_lesson(w: Words, e: SlideTaken) -> list[str]:
    """The rule of slides, once a run, after the play of the first slide heard, its sweeps
    said first (review rz134: between the slide and its sweep it left "Sliding, Blue sweeps
    ..." hanging); none when the words teach nothing (:attr:`Words.taught` None)."""
    if w.taught is None or "slide" in w.taught:
        return []
    w.taught.add("slide")
    own = e.colour == e.slide_colour  # the a5065 rules: only on one's own slides
    return [w.say("ev.slide_lesson.own" if own else "ev.slide_lesson.other")]


def _only_move(w: Words, line: str) -> str:
    """A bot's move line, marked as its only legal move: "Red moves pawn 1 back 4 ... to
    square 59. It had no other move."  A watcher heard the hard bot back a pawn out of its
    safety zone and took it for bad play, where the rules made it move (playtest qn129)."""
    return w.say("ev.only_move", line=line.removesuffix("."))


def _own_play(w: Words, play: Sequence[Event], teams: bool, pos: Position | None,
              after: Sequence[Event] = ()) -> list[str]:
    """The viewer's own play in brief, one sentence as a bot's turn is: "You: pawn 2 to
    square 21, slides to square 25; then pawn 3 to square 39, bumps Yellow pawn 1."
    (playtest qf120: a line an event, up to four for a move just chosen from the list,
    where a bot's whole turn took one); then, in a partnership game, a player's last pawn
    home says that the partner's pawns are theirs to move now."""
    lines = [brief_turn(w, play, teams, pos, after, who=w.viewer)]
    if teams and pos is not None:
        for e in play:
            if isinstance(e, HomeReached):
                lines += _home_done(w, e, pos)
    return lines


def _add(w: Words, lines: list[str], events: Sequence[Event], i: int, who: Colour | None,
         teams: bool, pos: Position | None, halves: dict[int, int],
         runs: dict[int, list[PawnBumped]]) -> None:
    """Add the lines for ``events[i]`` to ``lines``.  A 7 split's second half right after
    its first joins it in one line, and the pawns one slide sweeps (``runs``) are one
    line, said at the first sweep (see :mod:`sorry_audio.narration.eventjoin`)."""
    sweeps = sweeps_line(w, events, i, who, teams, runs)
    if sweeps is not None:
        lines.extend(sweeps)
        return
    if join_split(w, lines, events, i, who, pos, halves):
        return
    other = halves.get(i)
    half = 0 if other is None else 1 if other > i else 2
    lines.extend(_line(w, events[i], events[:i], pos, who, teams, events[i + 1:], half))


def _lost_at_once(e: Event, later: Sequence[Event]) -> CardForfeited | None:
    """The loss of the card ``e`` draws, when it follows at once (not a declined swap)."""
    nxt = later[0] if later else None
    if isinstance(e, CardDrawn) and isinstance(nxt, CardForfeited) \
            and nxt.player == e.player and nxt.reason is not ForfeitReason.PASSED:
        return nxt
    return None


def held_turn(w: Words) -> str | None:
    """The line a held bot's turn (see :func:`narrate`) will be said as, or None."""
    for e in w.held:
        if isinstance(e, TurnPassed):
            return next(iter(_line(w, e)), None)
    return None


def _home_done(w: Words, e: HomeReached, pos: Position) -> list[str]:
    """Spec 6: with every pawn home a player plays on with the partner's pawns, a change of
    rule a playtester heard of only from the options (t11)."""
    if e.pawns_home != pos.rules.pawns:
        return []
    return [w.person("ev.home_done", e.colour, owner=w.possessive(e.colour),
                     mate=w.possessive(partner(e.colour)))]


def _line(w: Words, e: Event, earlier: Sequence[Event] = (), pos: Position | None = None,
          who: Colour | None = None, teams: bool = False,
          later: Sequence[Event] = (), half: int = 0) -> list[str]:
    """The normal (or full) sentence for one event (``earlier``, ``later``: the events
    before and after it in this call; ``who``: the player whose card it is, in a
    partnership game maybe not the pawn's colour; ``half``: 1 or 2 for a move that is
    that half of a 7 split); empty when nothing is worth saying."""
    if who is None:
        who = getattr(e, "colour", None)
    hand = pointevents.line(w, e)  # the Point Score game's own events
    if hand is not None:
        return hand
    if isinstance(e, CardDrawn):
        w.drawn[e.player] = e.card
        text = w.person("ev.draw", e.player, card=w.a_card(e.card))
        if w.full:
            text += " " + w.say("ev.cards_left", cards=w.count(e.cards_left, "card"))
        return [text]
    if isinstance(e, DeckReshuffled):
        return [w.say("ev.reshuffle", cards=w.count(e.cards, "card"))]
    if isinstance(e, PawnEntered):
        if who is not None and who != e.colour:  # the partner's pawn
            return [w.person("ev.enter_named", who, pawn=w.pawn(e.colour, e.pawn),
                             square=w.on_square(e.colour, e.square))]
        return [w.person("ev.enter", e.colour, pawn=e.pawn,
                         square=w.on_square(e.colour, e.square))]
    if isinstance(e, PawnMoved):
        if half:  # a 7 split: "Green splits the 7: pawn 1 ...", "Then Green moves pawn 2 ..."
            who = e.colour if who is None else who
            part = split_part(w, e, who, pos, distance=not slides_on(e, later))
            if half == 1:
                return [w.person("ev.split", who, first=part)]
            return [w.person("ev.split_then", who, then=part)]
        return [_moved(w, e, e.colour if who is None else who, pos,
                       _fallback(w, e, who, later, pos), distance=not slides_on(e, later))]
    if isinstance(e, SlideTaken):
        key = "ev.slide_full" if w.full else "ev.slide"  # each sweep is its own PawnBumped
        long_ = SLIDE_AT_TRIANGLE[e.start].long
        return [w.say(key, pawn=cap(w.pawn(e.colour, e.pawn)),
                      owner=w.possessive(e.slide_colour), start=e.start,
                      end=w.destination(e.colour, e.end), note=slide_note(w, e, earlier),
                      kind=w.say("slide.long" if long_ else "slide.short"))]
    if isinstance(e, PawnBumped):
        return [bumped(w, e, e.by_colour if who is None else who, teams)]
    if isinstance(e, PawnsSwapped):
        return [_swapped(w, e, e.colour if who is None else who,
                         distance=not slides_on(e, later),
                         theirs_distance=not swept_after(e, later))]
    if isinstance(e, SorryPlayed):
        # the pawn taken is named once, by the PawnBumped line that follows (with the
        # distances wording this line named it too, with a distance it no longer has)
        square = w.on_square(e.colour, e.square, distance=not slides_on(e, later))
        mover = e.colour if who is None else who
        if w.is_player(mover) and at_entry(w, e.colour, e.square, not slides_on(e, later)):
            square = w.say("rel.with", where=square, distance=entry_words(w, e.colour))
        if pos is not None:  # as the player's options say it (playtest pe77)
            square = w.commas([square, *no_slide(w, pos, e.colour, e.square)])
        if who is not None and who != e.colour:  # a partner's card moves the pawn: say
            # whose card it is (playtest b2: "SORRY! Your pawn 1 leaves start" in Yellow's
            # turn sounded like your own move)
            return [w.person("ev.sorry_named", who, pawn=w.pawn(e.colour, e.pawn),
                             square=square)]
        return [w.say("ev.sorry", pawn=cap(w.pawn(e.colour, e.pawn)), square=square)]
    if isinstance(e, SafetyZoneEntered):
        # the move's own line already ends "to safety zone square N": only full repeats it
        if not w.full:
            return []
        return [w.say("ev.zone", pawn=cap(w.pawn(e.colour, e.pawn)), step=e.step)]
    if isinstance(e, HomeReached):
        home = w.count(e.pawns_home, "pawn")
        if teams and pos is not None:  # the team's count decides the game (playtest b2)
            lines = [w.person("ev.home_team", e.colour, home=home, team=w.team(e.colour),
                              team_home=team_home_at(pos, e.colour, later),
                              total=2 * pos.rules.pawns)]
        else:  # out of how many: a child heard "1 pawn home" with no goal (playtest aq42)
            total = (pos.rules if pos is not None else Rules).pawns
            lines = [w.person("ev.home", e.colour, pawn=cap(w.pawn(e.colour, e.pawn)),
                              home=e.pawns_home, total=total)]
        return lines
    if isinstance(e, CardForfeited):
        if e.reason is ForfeitReason.PASSED:
            return [w.person("ev.pass", e.player)]
        taught = len(w.taught_start)
        reason = _forfeit_reason(w, e, pos)
        # a person at a hot seat, or the lesson given at a table of bots: the lesson ends
        # as "You cannot use ..." does (playtest qc116 heard it cut off)
        if (w.is_player(e.player) and not w.is_you(e.player)) \
                or (w.watching and len(w.taught_start) > taught):
            return [w.say("ev.forfeit.named", name=w.name(e.player), card=w.card(e.card),
                          reason=reason)]
        return [w.person("ev.forfeit", e.player, card=w.card(e.card), reason=reason)]
    if isinstance(e, ExtraDraw):
        if w.is_player(e.player) and not w.is_you(e.player):  # a person at a hot seat
            return [w.say("ev.again.named", name=w.name(e.player))]
        return [w.person("ev.again", e.player)]
    if isinstance(e, TurnPassed):
        if not w.addressing and e.next_player in w.players:
            return []  # a hot-seat hand-over: the game says "Your turn, Mary" itself
        return [w.person("ev.turn", e.next_player)]
    if isinstance(e, GameWon):
        if e.partner is not None:  # "You and Yellow win!", "Blue and Green win."
            key = "you" if w.is_you(e.player) or w.is_you(e.partner) else "named" \
                if w.is_player(e.player) or w.is_player(e.partner) else "other"
            return [w.say("ev.won_team." + key, team=cap(w.team(e.player)))]
        if w.is_player(e.player) and not w.is_you(e.player):  # a person at a hot seat wins
            return [w.say("ev.won.named", name=w.name(e.player))]  # as warmly (qq135)
        return [w.person("ev.won", e.player, cards=w.count(e.cards_drawn, "card"))]
    return []


def _forfeit_reason(w: Words, e: CardForfeited, pos: Position | None,
                    short: bool = False) -> str:
    """Why a card is lost; with every pawn not yet HOME in START, which cards bring one
    out (classic: "only a 1 or a 2"), which teaches a newcomer more than "no pawn can
    move".  Only a person's card gets the lesson, and not in brief (``short``): said for
    every bot's lost card at a game's start, it was the same long line over and over, so
    a bot's says only "all Yellow's pawns are in start".  At a table of bots, whose
    listener learns by watching, the first bot's card to be lost so gets it, once
    (playtest qn129 heard "cannot use the 12" a dozen times, never which cards enter)."""
    teams = pos is not None and pos.teams  # the team's pawns: "all the pawns of your team"
    locs = [loc for c in pos.team(e.player) for loc in pos.pawns(c)] if pos is not None \
        else []
    if e.reason is ForfeitReason.NO_LEGAL_MOVE and pos is not None and START in locs \
            and all(loc in (START, HOME) for loc in locs):
        key = "reason.team" if teams else "reason.pawns"
        pawns = w.say(key + ("_left" if HOME in locs else "_all"),
                      owner=_team_owner(w, pos, e.player))
        if short or not _learns(w, e.player) or _taught(w, e.player):
            return w.say("reason.all_start_short", pawns=pawns)  # a bot's: no lesson
        w.taught_start.add(e.player)
        if len(pos.rules.enter_cards) <= 3:  # classic's two; a5065's many: name the card
            cards = _enter_cards(w, pos, e.player)
            later = not opponent_on_track(pos, e.player)
            return w.say("reason.all_start_later" if later else "reason.all_start",
                         pawns=pawns, cards=cards)
        return w.say("reason.all_start_card", pawns=pawns, card=w.a_card(e.card))
    if e.reason is ForfeitReason.NO_LEGAL_MOVE and pos is not None:
        # the partnership game too, over the team's pawns: "no pawn of your team can move"
        # was all it said, where the solo game teaches the rule (playtest pe77)
        person = w.is_player(e.player)
        # brief too for a person's card: "no pawn can move" was vague (f6)
        exact = _exact_count(w, e.player, e.card, pos, short) if person else None
        if exact is not None:
            return exact
        stuck = stuck_pawns(pos, e.player, e.card) if person or not short else None
        if stuck is not None:
            # the lesson only where it is said: a pawn waits in START, and not in brief
            # (review rz118: used up unsaid, it was lost for the all-in-START line too)
            teach = not short and any(s.in_start for s in stuck)
            return stuck_reason(w, pos, e.player, e.card, stuck,
                                _enter_cards(w, pos, e.player, teach) if person else None)
    if teams and pos is not None:
        # "your team" as the line above says it (playtest pc69 heard "Yellow's team", then
        # "your team", of one team), and "no pawn of your team can move", not "no pawn can
        # move", which said nothing of the partner's pawns (pc69 again)
        return w.say(_REASON[e.reason] + ".team", owner=_team_owner(w, pos, e.player))
    return w.say(_REASON[e.reason])


def _learns(w: Words, player: Colour) -> bool:
    """Whether a lesson on ``player``'s lost card is for someone: a person's own, or any
    bot's at a table of bots, whose listener watches to learn."""
    return w.is_player(player) or w.watching


def _taught(w: Words, player: Colour) -> bool:
    """Whether the lesson on the pawns in START was given, to ``player`` (at a table of
    bots, to the table: the spectator heard it of one bot's card)."""
    return bool(w.taught_start) if w.watching else player in w.taught_start


def _team_owner(w: Words, pos: Position, player: Colour) -> str:
    """Whose team ``player``'s is, for "all the pawns of {owner} team": the listener's own
    is "your team", even when the partner's card is lost (playtest x14: "all the pawns of
    Yellow's team", Yellow being the partner); at a hot-seat table, where no one is "you",
    the player's own (ah34 heard "Bot cannot use the 5: all the pawns of Ben's team", Ben
    being the human at the keyboard); any other by both its players, as :meth:`Words.team`
    names it, so a team is one name whichever partner's card it is (review rf79: "An's
    team", then "Mary's team", of one team; pc69 heard the same of "Yellow's team")."""
    if not pos.teams:  # a player alone: "all An's pawns not yet home"
        return w.possessive(player)
    if w.is_you(w.viewer) and w.viewer in pos.team(player):
        return w.possessive(w.viewer)
    return w.say("possessive.team", team=w.team(player))


def _enter_cards(w: Words, pos: Position, player: Colour, teach: bool = False) -> str:
    """The cards that bring a pawn out of START: "a 1 or a 2", and "or a SORRY!" while an
    opponent's pawn is on the track for it to take (playtest e5; u21 heard it left out of
    one reason and said in another).  ``teach``: with none there yet, the first time a
    game (as the lesson of every pawn in START), ", or a SORRY! once an opponent's pawn is
    on the track" (playtest qc116: "the pawns in start need a 1 or a 2" taught that a
    SORRY! never brings one out)."""
    enters = sorted(pos.rules.enter_cards)
    if len(enters) <= 3 and opponent_on_track(pos, player):
        enters.append(Card.SORRY)
    elif len(enters) <= 3 and teach and not _taught(w, player):
        w.taught_start.add(player)
        return w.say("reason.sorry_later", cards=w.cards_or(enters))
    return w.cards_or(enters)


#: cards that step a pawn forward and do nothing else (a 7's split and an 11's swap are
#: checked apart): lost when no pawn in play has that far to go
_FORWARD = frozenset({Card.ONE, Card.TWO, Card.THREE, Card.FIVE, Card.SEVEN, Card.EIGHT,
                      Card.ELEVEN, Card.TWELVE})


def _exact_count(w: Words, player: Colour, card: Card, pos: Position,
                 short: bool = False) -> str | None:
    """"pawn 1 is 9 steps from home, and HOME needs the exact count": a forward card lost
    because every pawn in play would pass HOME, said when it happens, so a newcomer learns
    the rule there (playtest e5 heard only "no pawn can move"); and, but in brief
    (``short``), which cards the pawns in START need.  None for any other cause (an own
    pawn in the way, the start square held)."""
    locs = [loc for c in pos.team(player) for loc in pos.pawns(c)]  # (a team's eight)
    if card not in _FORWARD or (START in locs and card in pos.rules.enter_cards):
        return None
    if card is Card.ELEVEN and any(is_track(loc) for loc in locs):
        return None  # a swap was the other way: there was no one to swap with
    near = [(c, i + 1, steps_to_home(c, loc)) for c in pos.team(player)
            for i, loc in enumerate(pos.pawns(c)) if loc not in (START, HOME)]
    room = [steps for _, _, steps in near]
    if not near or max(room) >= int(card) or (card is Card.SEVEN and sum(room) >= 7):
        return None  # a pawn had that far to go (or a 7 two pawns' room): a pawn in the way
    if pos.teams:  # each pawn named: "Yellow pawn 2 is 7 steps from home and pawn 3 is 1 step"
        me = bare_owner(w, pos, player, {c for c, _, _ in near})  # (review rz118)
        exact = w.say("reason.exact.team", pawns=w.join(
            w.say("reason.exact.team_more" if k else "reason.exact.team_first",
                  pawn=w.pawn(c, i, me=me), steps=w.count(n, "step"))
            for k, (c, i, n) in enumerate(near)))
    elif len(near) == 1:
        exact = w.say("reason.exact.one", pawn=near[0][1], steps=w.count(near[0][2], "step"))
    else:
        exact = w.say("reason.exact.many", pawns=w.join(str(i) for _, i, _ in near),
                      steps=w.say("unit.step.many", n=w.join(str(n) for n in room)))
    if card is Card.ELEVEN and not short:  # and why no swap, its other use (qh122): none
        # of the player's (or team's) own is on the track (rz127: "none" was heard of all)
        exact = w.say("reason.exact_swap.team" if pos.teams else "reason.exact_swap",
                      exact=exact, owner=w.possessive(player))
    waiting = locs.count(START)
    if not waiting or short:
        return exact
    # and why none came out of START (playtest j10: the pawns there went unmentioned)
    key = "reason.start_need.one" if waiting == 1 else "reason.start_need.many"
    return w.say("reason.exact_start", exact=exact,
                 start=w.say(key, cards=_enter_cards(w, pos, player, True)))


def _fallback(w: Words, e: PawnMoved, who: Colour | None, later: Sequence[Event],
              pos: Position | None) -> str | None:
    """Why another player's SORRY! moved a pawn forward (a5065: "Yellow has no pawn in
    start"), or None when it is no such move.  The player's own options say it ("No pawn
    in start, so the SORRY! moves a pawn forward 4"); a bot's, unexplained, sounded like a
    rules bug.  Its pawns in START before the card are those there now (``pos``, after the
    events) but for any its own move sent back (a slide's sweep, in ``later``)."""
    if who is None or pos is None or w.is_you(who) or w.drawn.get(who) is not Card.SORRY \
            or e.direction is not Direction.FORWARD \
            or e.steps != pos.rules.sorry_fallback_forward:
        return None
    team = pos.team(who)
    sent_back = 0
    for x in later:
        if isinstance(x, (TurnPassed, ExtraDraw, GameWon, CardDrawn)):
            break
        sent_back += isinstance(x, PawnBumped) and x.colour in team
    waiting = sum(loc == START for c in team for loc in pos.pawns(c)) - sent_back
    if waiting > 0:
        return w.say("fb.no_target", name=w.name(who))
    if pos.teams:
        return w.say("fb.no_start.team", owner=_team_owner(w, pos, who))
    return w.say("fb.no_start", name=w.name(who))


def _moved(w: Words, e: PawnMoved, who: Colour, pos: Position | None,
           reason: str | None = None, distance: bool = True) -> str:
    """"Blue moves pawn 1 forward 5 to square 20.", or a partner's pawn named in full:
    "Blue moves Green pawn 1 ...", "You move Yellow pawn 1 ..."; with ``reason``, an
    a5065 SORRY! that could take no one: "Blue has no pawn in start, so the SORRY! moves
    Blue pawn 1 forward 4 ...".  ``distance`` False: no distance after where it stops
    (a slide from there follows, which says one)."""
    way = w.say("way.forward" if e.direction is Direction.FORWARD else "way.back")
    key = "ev.move_home" if e.end == HOME else "ev.move"
    origin, details = move_details(w, e, who)
    where, details = landing(w, e.colour, e.end, who, pos, distance, details)
    if reason is not None:
        key = "ev.sorry_forward_home" if e.end == HOME else "ev.sorry_forward"
        return w.say(key, reason=reason, pawn=w.pawn(e.colour, e.pawn), steps=e.steps,
                     origin=origin, where=where, details=details)
    pawn: object = e.pawn
    if who != e.colour:
        key, pawn = key + "_named", w.pawn(e.colour, e.pawn)
    return w.person(key, who, pawn=pawn, way=way, steps=e.steps, origin=origin,
                    where=where, details=details)


def hit_lines(w: Words, hits: Sequence[Hit], teams: bool,
              pos: Position | None = None) -> list[str]:
    """What others did to the listener's pawns, each as it was said when it happened but
    to "you" ("Your pawn 1 on square 11 was bumped back to start by Ben."): said again
    at a hot-seat player's turn, who may not have been at the keyboard then.  Each is
    said by the player whose card it was, and a swap whose pawn then slid says where it
    slid to (playtest y25).  With ``pos``, the board now: a pawn that has moved since
    (a partner moved it) ends with where it is now, as "is now on square 17" no longer
    held (playtest ah34); so does the pawn that swapped with it (playtest qb114: "and
    Yellow's pawn 3 on square 16", bumped since by a SORRY!), and the listener's pawn a
    partner's card bumped with (playtest qe119)."""
    lines = []
    left: dict[tuple[Colour, int], int] = {}  # each pawn's square as the last line left it
    for h in hits:
        e = h.event
        if isinstance(e, PawnBumped):
            lines.append(bumped(w, e, h.actor, teams, news=True, slid_to=h.slid_to))
            left[e.colour, e.pawn] = START
            if e.by_colour != h.actor and w.is_you(e.by_colour):  # moved by another's card
                left[e.by_colour, e.by_pawn] = e.square if h.slid_to is None else h.slid_to
        else:
            lines.append(_swapped(w, e, h.actor, h.slid_to, theirs_distance=not h.swept))
            left[e.other_colour, e.other_pawn] = e.square
            left[e.colour, e.pawn] = e.other_square if h.slid_to is None else h.slid_to
    if pos is None:  # no board to tell where each pawn is now
        return lines
    for (colour, pawn), said in left.items():
        now = pos.pawns(colour)[pawn - 1]
        if now != said:
            lines.append(w.say(victim_key(w, colour, "ev.moved_since"), pawn=pawn,
                               victim=w.pawn(colour, pawn),
                               where=w.location(colour, now)))
    return lines


def news_lines(w: Words, colour: Colour, hits: Sequence[Hit], teams: bool,
               pos: Position | None, played: bool, alone: bool) -> list[str]:
    """The news at ``colour``'s turn: what others did to its pawns (:func:`hit_lines`)
    under a head, "Ann, since your last turn:", or "Since your last turn:" for the one
    player at a table of bots (``alone``); before its first turn (not ``played``), "since
    the game began", as "since your last turn" misled (playtest r18).  In brief one line
    of news goes on from its head (playtest qf120).  Nothing when there is no hit."""
    lines = hit_lines(w, hits, teams, pos)
    if not lines:
        return []
    head = "ui.hits_head" if played else "ui.hits_head_start"
    said = w.say(head + ".alone" if alone else head, name=w.name(colour))
    if w.brief and len(lines) == 1:
        return [w.run_on(said, lines[0])]
    return [said, *lines]


def _swapped(w: Words, e: PawnsSwapped, who: Colour, slid_to: int | None = None,
             distance: bool = True, theirs_distance: bool = True) -> str:
    """Where each pawn is now, each square with the distance of the pawn now on it (from
    that pawn's own safety entry); a listener's pawn swapped by another player first; a
    partner's pawn swapped by ``who`` named in full.  ``slid_to``: said again later (the
    recap), where the swapping pawn slid on to, which its own line said at the time.
    ``distance`` False: the swapping pawn's square without one (its slide says it);
    ``theirs_distance`` False: the other pawn's without one (the slide sweeps it away)."""
    named = "_named" if who != e.colour else ""
    if w.is_player(e.other_colour):
        theirs_at = w.on_square(e.colour, e.other_square, distance=distance)
        if slid_to is not None:
            theirs_at = w.say("ev.swapped_slid", square=w.on_square(e.colour, slid_to),
                              start=e.other_square)
        return w.say(victim_key(w, e.other_colour, "ev.swapped" + named), name=w.name(who),
                     pawn=e.pawn, other=e.other_pawn,
                     square=w.on_square(e.other_colour, e.square, distance=theirs_distance),
                     victim=w.pawn(e.other_colour, e.other_pawn),
                     theirs=w.pawn(e.colour, e.pawn), other_square=theirs_at)
    return w.person("ev.swap" + named, who, pawn=e.pawn, mine=w.pawn(e.colour, e.pawn),
                    other=w.pawn(e.other_colour, e.other_pawn),
                    square=w.on_square(e.colour, e.other_square, distance=distance),
                    other_square=w.on_square(e.other_colour, e.square,
                                             distance=theirs_distance))
