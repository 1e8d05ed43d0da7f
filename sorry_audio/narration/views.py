"""What the player asks to hear about the table: board, pawns, turn, scores, standings."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sorry_audio.analysis import standings, team_home, team_standings, team_steps, total_steps
from sorry_audio.core.board import (
    COLOURS,
    HOME,
    START,
    TRACK_SQUARES,
    Colour,
    is_track,
    is_zone,
    safety_entry,
    slides_of,
    start_square,
    steps_to_home,
)
from sorry_audio.core.cards import CARDS, Card
from sorry_audio.core.position import Position, partner
from sorry_audio.narration.words import ENTRY_TO_HOME, Words, cap


def pawn_list(w: Words, pos: Position, colour: Colour, steps: bool = False) -> str:
    """"pawn 1 on track square 12, pawn 3 on safety zone square 2, pawns 2 and 4 in start";
    ``steps``: each pawn on the board with its steps to home ("pawn 2 on track square 59, 6
    steps to home"), which a sighted player reads off the board at a glance (playtest s19:
    a pawn on its safety entry sounded like any other square).  Not with the locations'
    own distances (Shift+W), which say it their way already.  In brief, squares by their
    numbers ("pawn 1 on 12, with 53 steps to go"): "on track square" at every pawn
    ran B to three rows, the key an expert presses most after D (playtest qf120)."""
    short = ".brief" if w.brief and not w.settings.relative else ""

    def where(loc: int) -> str:
        # (a zone square keeps its one name: "zone 3" was a second, review rz127)
        if short and not is_zone(loc):
            return w.say("loc.track.brief", square=loc)
        return w.location(colour, loc)

    locs = pos.pawns(colour)
    steps = steps and not w.settings.relative and any(loc not in (START, HOME) for loc in locs)
    on_board = [w.say("pawn.at_steps" + short, pawn=i + 1, where=where(loc),
                      steps=w.count(steps_to_home(colour, loc), "step")) if steps
                else w.say("pawn.at", pawn=i + 1, where=where(loc))
                for i, loc in enumerate(locs) if loc not in (START, HOME)]
    for place, key in ((START, "start"), (HOME, "home")):
        numbers = [str(i + 1) for i, loc in enumerate(locs) if loc == place]
        if len(numbers) == len(locs):
            on_board.append(w.say(f"pawns.all_{key}"))
        elif len(numbers) == 1:
            on_board.append(w.say(f"pawns.one_{key}", pawn=numbers[0]))
        elif numbers:
            on_board.append(w.say(f"pawns.some_{key}", pawns=w.join(numbers)))
    # with distances, a pawn's place has commas of its own: pawns are parted by semicolons
    return w.commas(on_board, "semicolon" if w.settings.relative or steps else "comma")


def board(w: Words, pos: Position) -> list[str]:
    """One line per seated player, in seating order; a partnership game names its teams
    first ("Teams: you and Yellow; Blue and Green."), then the players team by team, in
    that order (playtest pe77: Blue's line came between the partners just named)."""
    lines = [own_pawns(w, pos, c) for c in _by_team(w, pos)]
    if pos.teams:
        lines.insert(0, teams_line(w, pos))
    return lines


def _teams(w: Words, pos: Position) -> list[Colour]:
    """A colour of each team (each team said as :meth:`Words.team`): the listener's team
    first, as the game's opening line and Shift+T say them, then in seating order
    (playtest pe77: as Blue, S, Shift+S and B put Red's team first, the opening yours)."""
    firsts = [c for c in pos.seated if partner(c) not in pos.seated[:pos.seated.index(c)]]
    return sorted(firsts, key=lambda c: not (w.is_you(c) or w.is_you(partner(c))))


def team_order(w: Words, pos: Position) -> list[tuple[Colour, Colour]]:
    """A partnership game's two teams, each in the order :meth:`Words.team` names it, in
    the order S and B say them: the listener's first, else seating order (a hot seat's
    opening and Shift+T follow it too, review rh84)."""
    return [w.team_members(c) for c in _teams(w, pos)]


def _by_team(w: Words, pos: Position) -> list[Colour]:
    """The seated colours team by team, as S says the teams (:func:`_teams`) and each team
    as :meth:`Words.team` names it (the listener first in their own): Shift+S's order, so
    its lines follow S's ("you and Yellow", then "Blue and Green") and not the play order,
    which split each team (playtest pc69: you, Blue, Yellow, Green)."""
    if not pos.teams:
        return list(pos.seated)
    return [member for pair in team_order(w, pos) for member in pair]


def teams_line(w: Words, pos: Position) -> str:
    """"Teams: you and Yellow; Blue and Green."."""
    return w.say("view.teams", teams=w.commas((w.team(c) for c in _teams(w, pos)), "semicolon"))


def team_pawns(w: Words, pos: Position, colour: Colour, steps: bool = False) -> str:
    """V in a partnership game: ``colour``'s own pawns, then its partner's, whose pawns
    the player moves too ("You, Red: ... Your partner Yellow: pawn 1 on track square 15,
    ...")."""
    mate = partner(colour)
    colour_name = w.catalog.colour(mate)
    name = w.name(mate)
    if name != colour_name:  # a typed name: "Ann, Yellow"
        name = w.say("view.partner_named", name=name, colour_name=colour_name)
    if w.is_you(mate):  # "Yellow's partner, you: ..." (playtest b2: "partner Red")
        line = w.say("view.partner_you", owner=w.possessive(colour),
                     pawns=pawn_list(w, pos, mate, steps))
    else:
        line = w.person("view.partner", colour, mate=name,
                        pawns=pawn_list(w, pos, mate, steps), owner=w.possessive(colour))
    return w.commas([own_pawns(w, pos, colour, steps), cap(line)], "space")


def own_pawns(w: Words, pos: Position, colour: Colour, steps: bool = False) -> str:
    """"You, Red: pawn 1 on track square 12, ..." ("Blue: ..." when the name is the colour);
    ``steps``: with each pawn's steps to home (V and Shift+V, not the whole board)."""
    colour_name = w.catalog.colour(colour)
    pawns = pawn_list(w, pos, colour, steps)
    if not w.is_you(colour) and w.name(colour) == colour_name:
        return w.say("view.pawns.colour", name=colour_name, pawns=pawns)
    return w.person("view.pawns", colour, colour_name=colour_name, pawns=pawns)


def turn(w: Words, pos: Position, card: Card | None, phase_is_draw: bool,
         again: bool = False) -> str:
    """"Your turn: draw a card."; at a hot-seat table "you" is named, since the keyboard
    passes between players ("Your turn, An: draw a card.").  ``again``: the draw is the
    extra one a 2 gives, which is why the same player is to draw."""
    colour = pos.to_move
    key = "view.turn_draw" if phase_is_draw or card is None else "view.turn_card"
    if again and key == "view.turn_draw":
        key = "view.turn_again"
    if w.shared and w.is_you(colour):
        return w.say(key + ".named", name=w.name(colour),
                     card=w.a_card(card) if card is not None else "")
    return w.person(key, colour, card=w.a_card(card) if card is not None else "")


def _home_count(w: Words, pos: Position, colour: Colour) -> str:
    return w.say("view.home_count", home=pos.pawns_home(colour), total=pos.rules.pawns)


def scores(w: Words, pos: Position) -> str:
    """"Pawns home: you 2 of 4, Blue 1 of 4. Blue leads, with 78 steps to go; you are
    second, with 95."

    Pawns home alone can point at the wrong player (three home and the last far back is
    behind one home and the rest near), and comparing Shift+S's long lines is slow by ear,
    so who leads is said by steps still to go, the order the final standings use."""
    if pos.teams:
        return _team_scores(w, pos)
    parts = [w.say("view.score", who=w.who(c), home=pos.pawns_home(c), total=pos.rules.pawns)
             for c in pos.seated]
    return w.say("view.scores", scores=w.commas(parts), lead=_lead(w, pos))


def _team_scores(w: Words, pos: Position) -> str:
    """S in a partnership game, by team: "Pawns home: you and Yellow 3 of 8, Blue and Green
    2 of 8. By steps to go, you and Yellow lead, with 150 steps; Blue and Green have 200." (the
    steps summed over the team's pawns, as the team wins with all of them home)."""
    total = 2 * pos.rules.pawns
    parts = [w.say("view.team_score", team=w.team(c), home=team_home(pos, c), total=total)
             for c in _teams(w, pos)]
    first, second = (team[0] for team in team_standings(pos))
    steps, other = team_steps(pos, first), team_steps(pos, second)
    if steps == other:
        lead = w.say("view.level_all", steps=w.count(steps, "step"))
    else:
        lead = w.say("view.team_lead", team=w.team(first), steps=w.count(steps, "step"),
                     other=w.team(second), other_steps=other)
    return w.say("view.scores", scores=w.commas(parts), lead=lead)


def _lead(w: Words, pos: Position) -> str:
    """"By steps to go, Blue leads, with 78 steps; then Yellow, with 120; you are third,
    with 150":
    the leader (or leaders, tied), then every other player in order, the viewer by place
    (a playtester heard "You lead ...; then Yellow ..." leave Blue out); players tied
    share a clause ("then Blue and Green, with 200 each")."""
    steps = {c: total_steps(pos, c) for c in pos.seated}
    order = standings(pos)
    best = steps[order[0]]
    leaders = [c for c in order if steps[c] == best]
    to_go = w.count(best, "step")
    if len(leaders) == len(order):
        return w.say("view.level_all", steps=to_go)
    if len(leaders) > 1:
        clauses = [w.say("view.lead_tied", names=w.join(w.who(c) for c in leaders),
                         steps=to_go)]
    else:
        clauses = [w.person("view.lead", leaders[0], steps=to_go)]
    rest = [c for c in order if c not in leaders]
    while rest:
        tied = [c for c in rest if steps[c] == steps[rest[0]]]
        rest = rest[len(tied):]
        left = steps[tied[0]]
        you = next((c for c in tied if w.is_you(c)), None)
        if you is not None:
            place = w.say(f"ordinal.{1 + sum(steps[c] < left for c in order)}")
            others = [c for c in tied if c != you]
            clauses.append(w.say("view.you_place_tied", place=place, steps=left,
                                 names=w.join(w.name(c) for c in others)) if others
                           else w.say("view.you_place", place=place, steps=left))
        elif len(tied) > 1:
            clauses.append(w.say("view.then_tied", who=w.join(w.who(c) for c in tied),
                                 steps=left))
        else:
            clauses.append(w.say("view.then", who=w.who(tied[0]), steps=left))
    return w.commas(clauses, "semicolon")


def deck(w: Words, left: Mapping[Card, int], discards: Sequence[Card],
         in_play: bool = False, every_hand: bool = False, pile: int | None = None) -> str:
    """What a card-counting player works out from the face-up discards: how many of each
    card are still to draw (``left``, by kind), grouped by count so it stays short, and
    the discard pile's size and top card.  ``in_play``: the top card is the one drawn and
    waiting to be played (a drawn card goes face up at once), which a playtester took for
    one played before it.  ``every_hand``: ``left`` counts every player's hand (the Point
    Score game, heard by no player: a table of bots).  ``pile``: the draw pile's size,
    said before the discard pile where ``left`` holds more than the pile (the Point Score
    game's hands): a glance at the table shows it (playtest ph87).  In brief the cards
    none are left of are not named when fewer kinds are left than gone."""
    if discards:
        played = w.say("view.discards_in_play" if in_play else "view.discards",
                       count=w.count(len(discards), "card"), top=w.a_card(discards[-1]))
    else:
        played = w.say("view.discards_none")
    if pile is not None:
        played = w.say("pts.view.piles", discards=played, draw=w.say(
            "pts.view.draw_pile", count=w.count(pile, "card")) if pile
            else w.say("pts.view.draw_pile_empty"))
    if not any(left.values()):
        return w.say("view.deck_empty", discards=played)  # never with every hand: 5 each
    unseen = w.count(sum(left.values()), "card")
    groups = []
    for n in sorted({left.get(card, 0) for card in CARDS}, reverse=True):
        cards = [w.card(card) for card in CARDS if left.get(card, 0) == n]
        if n == 0 and w.brief and len(CARDS) - len(cards) < len(cards):
            continue  # brief: the shorter list of cards left says it all (playtest qf120)
        if n == 0:
            groups.append(w.say("view.left_none", cards=w.join(cards, "or")))
        elif len(cards) == 1:
            groups.append(w.say("view.left_one", n=n, cards=cards[0]))
        else:
            groups.append(w.say("view.left_each", n=n, cards=w.join(cards)))
    return w.say("pts.view.deck_all" if every_hand else "view.deck", pile=unseen,
                 left=w.commas(groups, "semicolon"), discards=played)


def detailed_scores(w: Words, pos: Position) -> list[str]:
    """Every pawn of every player with its location and the steps it still needs; in a
    partnership game first each team's steps to go, the teams named once, then the players
    team by team, in the order that line and S name them."""
    lines = []
    if pos.teams:
        lines.append(w.say("view.teams", teams=w.commas(
            (w.say("view.team_steps", team=w.team(c),
                   steps=w.count(team_steps(pos, c), "step")) for c in _teams(w, pos)),
            "semicolon")))
    for c in _by_team(w, pos):
        locs = pos.pawns(c)
        pawns = [w.say("pawn.at_steps", pawn=i + 1, where=w.location(c, loc, distance=False),
                       steps=w.count(steps_to_home(c, loc), "step"))
                 for i, loc in enumerate(locs) if loc not in (START, HOME)]
        # pawns in START (all a lap from home) or at HOME are said together, as on the board
        starting = [str(i + 1) for i, loc in enumerate(locs) if loc == START]
        if len(starting) == 1:
            pawns.append(w.say("pawn.at_steps", pawn=starting[0],
                               where=w.location(c, START, distance=False),
                               steps=w.count(steps_to_home(c, START), "step")))
        elif starting:
            group = (w.say("pawns.all_start") if len(starting) == len(locs)
                     else w.say("pawns.some_start", pawns=w.join(starting)))
            pawns.append(w.say("pawns.steps_each", pawns=group,
                               steps=w.count(steps_to_home(c, START), "step")))
        home = [str(i + 1) for i, loc in enumerate(locs) if loc == HOME]
        if home:
            pawns.append(w.say("pawns.all_home") if len(home) == len(locs)
                         else w.say("pawns.one_home", pawn=home[0]) if len(home) == 1
                         else w.say("pawns.some_home", pawns=w.join(home)))
        lines.append(w.say("view.detail", who=cap(w.who(c)), home=_home_count(w, pos, c),
                           steps=w.count(total_steps(pos, c), "step"),
                           pawns=cap(w.commas(pawns, "semicolon"))))
    return lines


def winner(w: Words, pos: Position, champion: Colour, cards_drawn: int) -> list[str]:
    """The winner, then every player's place with pawns home and steps still to go (in a
    partnership game every team's: "First: you and Yellow, 8 of 8 home.")."""
    lines = [w.say("view.winner", cards=w.count(cards_drawn, "card"))]
    if pos.teams:
        teams = team_standings(pos)  # the winners first, whatever else
        teams.sort(key=lambda team: champion not in team)
        for n, team in enumerate(teams, 1):
            left = team_steps(pos, team[0])
            key = "view.place_done" if left == 0 else "view.place"
            lines.append(w.say(key, place=cap(w.say(f"ordinal.{n}")), who=cap(w.team(team[0])),
                               home=w.say("view.home_count", home=team_home(pos, team[0]),
                                          total=2 * pos.rules.pawns),
                               steps=w.count(left, "step")))
        return lines
    order = [champion] + [c for c in standings(pos) if c != champion]
    place, last = 0, None
    for n, c in enumerate(order, 1):
        left = total_steps(pos, c)
        tied = n > 2 and last == (left, pos.pawns_home(c))  # the same steps and pawns home
        if not tied:
            place = n
        last = (left, pos.pawns_home(c))
        ordinal = w.say(f"ordinal.{place}")  # "first" mid-sentence, "First:" at the start
        key = "view.place_done" if left == 0 else "view.place"
        lines.append(w.say(key, place=cap(w.say("view.tied", place=ordinal) if tied else ordinal),
                           who=cap(w.who(c)), home=_home_count(w, pos, c),
                           steps=w.count(left, "step")))
    return lines


def square(w: Words, pos: Position, sq: int) -> str:
    """The review cursor on track square ``sq``: the pawn on it, start squares, safety
    entries and slides (a slide start the listener's pawns do not slide on says so, by
    the rules profile: classic slides only on other colours', a5065 only on one's own).

    With the distances wording a pawn's distance is from its own colour's safety entry,
    as B gives it (it was the listener's entry, so one pawn had two numbers); an empty
    square's is from the listener's; then how far the square is ahead of or behind the
    listener's nearest pawn on the track ("16 squares ahead of your pawn 3"), the number
    a planner needs and otherwise works out modulo 60."""
    if not 1 <= sq <= TRACK_SQUARES:
        return w.say("sq.none", square=sq)
    facts = []
    who = pos.occupant(sq)
    if who is not None:
        pawn = w.pawn(*who)
        facts.append(pawn if sq == safety_entry(who[0]) else w.relative(who[0], sq, pawn))
    # A start square or safety entry is named before any slide the square is on, so it
    # cannot be heard as a name for the slide's end ("which ends on square 16, ...").
    for c in COLOURS:
        if sq == start_square(c):
            facts.append(w.say("sq.start", owner=w.possessive(c)))
        if sq == safety_entry(c):
            facts.append(w.say("sq.entry", owner=w.possessive(c)))
    for c in COLOURS:
        for sl in slides_of(c):
            kind = w.say("slide.long" if sl.long else "slide.short")
            owner = w.possessive(c)
            if sq == sl.start:
                key, more = "sq.slide_start", {}
                viewer = w.viewer
                if (viewer is not None and pos.rules.slides_on(viewer, c)
                        and steps_to_home(viewer, sl.end) > steps_to_home(viewer, sl.start)):
                    key = "sq.slide_start_past"  # a5065: your own slide, past your entry (ab28)
                elif viewer is not None and not pos.rules.slides_on(viewer, c):
                    key = "sq.slide_start_not"
                    mate = partner(viewer) if pos.teams else None
                    if mate is not None and pos.rules.slides_on(mate, c):
                        key, more = key + "_partner", {"partner": w.possessive(mate)}
                facts.append(w.say(key, owner=owner, kind=kind, end=sl.end, **more))
            elif sq == sl.end:
                facts.append(w.say("sq.slide_end", owner=owner, kind=kind, start=sl.start))
            elif sq in sl.squares:
                facts.append(w.say("sq.slide_on", owner=owner, kind=kind, end=sl.end))
    if who is None:
        facts.insert(0, w.say("sq.empty"))
    if w.settings.relative and w.viewer is not None:
        if who is None and sq != safety_entry(w.viewer):
            facts.append(w.distance(w.viewer, sq))
        near = _nearest(w, pos, sq, who)
        if near is not None:
            facts.append(near)
    return w.say("sq.line", square=sq, facts=w.commas(facts))


def _nearest(w: Words, pos: Position, sq: int, who: tuple[Colour, int] | None) -> str | None:
    """"16 squares ahead of your pawn 3": how far ``sq`` is ahead of the listener's (in a
    partnership game, the team's) nearest pawn behind it on the track, one that would
    reach it going forward before turning into its safety zone; with no such pawn, how
    far it is behind the nearest one ("2 squares behind your pawn 1").  None: no pawn of
    theirs on the track, or the square holds one of them."""
    viewer = w.viewer
    if viewer is None:
        return None
    mine = pos.team(viewer) if pos.teams else (viewer,)
    if who is not None and who[0] in mine:
        return None
    ahead: list[tuple[int, Colour, int]] = []
    behind: list[tuple[int, Colour, int]] = []
    for c in mine:
        for n, loc in enumerate(pos.pawns(c), 1):
            if not is_track(loc):
                continue
            forward = (sq - loc) % TRACK_SQUARES
            if forward <= steps_to_home(c, loc) - ENTRY_TO_HOME:
                ahead.append((forward, c, n))
            behind.append(((loc - sq) % TRACK_SQUARES, c, n))
    if not behind:
        return None
    key = "sq.ahead" if ahead else "sq.behind"
    squares, c, n = min(ahead or behind)
    return w.say(key, squares=w.count(squares, "square"), pawn=w.pawn(c, n))
