"""Help while deciding: what a card does, what is on a square, which pawns are in danger
and which opponent pawns are in reach."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import NamedTuple

from sorry_audio.analysis import (
    Route,
    SetBack,
    Threat,
    drawable_by,
    may_draw_sorry,
    next_kinds,
    opponents,
    setbacks_kept,
    strip_undrawable,
    targets,
    team_threats,
)
from sorry_audio.core.board import (
    COLOURS,
    START,
    Colour,
    is_track,
    start_square,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.position import Position, partner
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
    if rules.again[card]:
        text += " " + w.say("help.two_again")
    elif card is Card.TWO:  # the box's 2 draws again: say this game's does not
        text += " " + w.say("help.two_no_again")
    slides = w.say("help.slides_own" if rules.slides_on(Colour.RED, Colour.RED)
                   else "help.slides_other")
    if pos.teams:  # every pawn of the team is the player's to move (playtest t11: C spoke
        # of "your start square" alone, with the partner's pawn an option of the same card)
        slides += " " + w.say("help.teams_enter" if enters else "help.teams")
    return w.say("help.card", card=w.card(card), text=text, slides=slides)


class DangerParts(NamedTuple):
    """A's answer (:func:`danger_parts`): its lines, then its asides."""

    lines: list[str]
    #: what holds for the whole board whatever the move (a SORRY! could take any pawn on
    #: the track, cards none can draw are not counted): A need not say them again for each
    #: option walked to (playtest ak37)
    asides: list[str]
    #: the aside that adds a SORRY! to the pawns' own lines, if any: said before, A gives
    #: it again in short, as leaving it out made the option walked to next sound safer
    #: (playtest pg86); a SORRY! the answer's own line names needs no reminder
    sorry: str | None = None
    #: the asides that name the cards not counted (:func:`gone_note`): said once while
    #: they stay the same, not at every card (playtest pq105)
    gone: tuple[str, ...] = ()
    #: who the answer names as able to take a pawn with a SORRY!, in its order (in
    #: ``sorry``, or in the line "Only a SORRY! from ..."): Shift+O names them too
    sorry_names: tuple[str, ...] = ()
    #: that last line in short, for when its players were named on this card already:
    #: "Only a SORRY! from Yellow, as before."
    only_again: str | None = None


def danger(w: Words, pos: Position, colour: Colour,
           pile: Mapping[Card, int] | None = None, drawn: bool = False,
           held: Card | None = None,
           hands: Mapping[Colour, Sequence[Card]] | None = None) -> list[str]:
    """The lines of :func:`danger_parts`, asides last."""
    parts = danger_parts(w, pos, colour, pile, drawn, held, hands)
    return parts.lines + parts.asides


def danger_parts(w: Words, pos: Position, colour: Colour,
                 pile: Mapping[Card, int] | None = None, drawn: bool = False,
                 held: Card | None = None,
                 hands: Mapping[Colour, Sequence[Card]] | None = None
                 ) -> DangerParts:
    """One line per pawn of ``colour`` that a move could bump or an 11 swap far back
    (:func:`_bump_lines`), then one for SORRY! cards; in a partnership game ``colour``'s
    pawns, then its partner's ("Yellow pawn 2 on ...").

    A pawn that three opponents can reach is one sentence, not three that each
    repeat the pawn and its square.  A SORRY! from START reaches every pawn on
    the track alike, so it is said once for all of them, not once per pawn.
    ``pile``: the draw pile's cards by kind (``TurnView.unseen``; ``drawn``: the player
    to move holds its card; ``held``: that card, when known): a card, a SORRY! among them,
    that an opponent cannot draw next is not spoken of
    (:func:`~sorry_audio.analysis.next_kinds`).  None: not known, any card may come.
    ``hands``: the Point Score game's hands the listener sees (``next_kinds``).

    Returned as :class:`DangerParts`: the lines and the asides apart.
    """
    counted = danger_found(pos, colour, pile, drawn, held, hands)
    kinds, found = counted.kinds, counted.found
    # the cards left out, said as Shift+A says them: a threat counted by hand and missing
    # from the answer was heard as a mistake (playtest t20)
    note = gone_note(w, counted.gone(), gone_whose(
        w, pos, colour, {c for found in counted.gone_by().values() for c in found}),
        hands is not None)
    team = _team_fields(w, pos, colour)
    pair = opponents(pos, colour)
    if not found:
        # an 11's swap that would set a pawn far back is danger too (playtest pz103:
        # "none" of a pawn near home that a swap could send most of a lap back), said
        # first: "None ... can be bumped" first was heard as the all-clear (pq105)
        return DangerParts([*(_setback_line(w, pos, b, pair, kinds) for b in counted.backs),
                            _besides(w, len(counted.backs), w.person(
                                "danger.none" + team.pop("key", ""), colour, **team))],
                           note, gone=tuple(note))
    sorry_from: list[str] = []
    lines: list[str] = []
    for victim in pos.team(colour):
        lines += _bump_lines(w, pos, victim, [t for t in found if t.colour == victim],
                             sorry_from, pair, kinds,
                             {b.pawn: b for b in counted.backs if b.colour == victim})
    if not sorry_from:
        return DangerParts(lines, note, gone=tuple(note))
    names = w.join(sorry_from, "or")
    ending = team.pop("key", "")
    # only swaps besides the SORRY! (or nothing): as with no bump at all, the swaps first
    # ("None ... can be bumped" first was heard as the all-clear: playtest pq105), then
    # "Only a SORRY! from Yellow can bump your pawns on the track."
    if all(sorry_from_start(pos, t) and t.cards == (Card.SORRY,) for t in found):
        # one line, with who could play it (playtest pr107: "Only a SORRY! can bump your
        # pawns." and then "A SORRY! from Yellow could take the one on the track." said one
        # fact twice); "pawn" when there is one (playtest av47: "any of them" of one pawn)
        out = [c for c in pos.team(colour) for loc in pos.pawns(c) if is_track(loc)]
        only = (w.person("danger.sorry_only_one", out[0], names=names) if len(out) == 1
                else w.person("danger.sorry_only" + ending, colour, names=names, **team))
        return DangerParts([*lines, _besides(w, len(lines), only)], note, gone=tuple(note),
                           sorry_names=tuple(sorry_from), only_again=_besides(
                               w, len(lines), w.say("danger.sorry_only_again", names=names)))
    # "And Blue could take any of your pawns ... with a SORRY!": an aside
    sorry = w.person("danger.sorry_also" + ending, colour, names=names, **team)
    return DangerParts(lines, [sorry, *note], sorry, tuple(note), tuple(sorry_from))


def _besides(w: Words, swaps: int, text: str) -> str:
    """``text`` ("None of your pawns can be bumped", "Only a SORRY! ...") after that many
    lines of swaps: "Besides that swap, none ..." (playtest pu110: "Only a SORRY! can bump
    your pawn" right after a 40-square swap was heard as the all-clear)."""
    if not swaps:
        return text
    return w.say("danger.besides_swap" if swaps == 1 else "danger.besides_swaps",
                 text=text[:1].lower() + text[1:])


class Found(NamedTuple):
    """What A counts (:func:`danger_found`): each colour's possible next cards, every
    threat, and the threats with only the cards their bumpers may draw next; then every
    11 swap that would set a pawn far back, and those whose swapper may draw an 11."""

    kinds: dict[Colour, frozenset[Card] | None]
    every: list[Threat]
    found: list[Threat]
    every_back: list[SetBack]
    backs: list[SetBack]

    def counted(self) -> set[Card]:
        """The cards counted: those of the threats kept, an 11 for a swap kept."""
        return _cards(self.found) | ({Card.ELEVEN} if self.backs else set())

    def gone(self) -> set[Card]:
        """The cards left out as none is left for their player to draw next."""
        every = _cards(self.every) | ({Card.ELEVEN} if self.every_back else set())
        return every - self.counted()

    def gone_by(self) -> dict[Card, frozenset[Colour]]:
        """Each card of :meth:`gone` with the players whose threats it was left out of."""
        gone = self.gone()
        by: dict[Card, set[Colour]] = {}
        for t in self.every:
            for card in set(t.cards) & gone:
                by.setdefault(card, set()).add(t.by_colour)
        if Card.ELEVEN in gone:
            for b in self.every_back:
                by.setdefault(Card.ELEVEN, set()).add(b.by_colour)
        return {card: frozenset(found) for card, found in by.items()}


def danger_found(pos: Position, colour: Colour,
                 pile: Mapping[Card, int] | None = None, drawn: bool = False,
                 held: Card | None = None,
                 hands: Mapping[Colour, Sequence[Card]] | None = None) -> Found:
    """The threats A speaks of (arguments as :func:`danger_parts`): Shift+O compares the
    options by the very same, so the two never disagree."""
    kinds = next_kinds(pos, pile, drawn, held, hands)
    # only cards each opponent may still draw next, a SORRY! among them
    every = team_threats(pos, colour)
    may = drawable_by(pos, kinds)
    return Found(kinds, every, strip_undrawable(every, may), *setbacks_kept(pos, colour, may))


def sorry_from_start(pos: Position, t: Threat) -> bool:
    """Whether ``t`` is a SORRY! from START, which reaches every pawn on the track alike:
    said once for them all, not with each pawn's bumpers."""
    return Card.SORRY in t.cards and pos.pawns(t.by_colour)[t.by_pawn - 1] == START


def sorry_takers(pos: Position, t: Threat, victim: Colour, drawers: Iterable[Colour],
                 pair: tuple[Colour, ...] = ()) -> list[Colour]:
    """Who could take ``t``'s pawn (of ``victim``'s colour) with a SORRY! from START (none
    when ``t`` is no such threat): said once for every pawn on the track, not per pawn.  In
    a partnership game every opponent (in the order of ``pair``, else clockwise from
    ``victim``), as either may play it; only ``drawers``, those who may draw a SORRY! next."""
    if not sorry_from_start(pos, t):
        return []
    takers = (pair or opponents(pos, victim)) if pos.teams else (t.by_colour,)
    return [by for by in takers if by in drawers]


def _cards(threats: Iterable[Threat]) -> set[Card]:
    """Every card kind any of ``threats`` bumps with."""
    return {card for t in threats for card in t.cards}


def _left_out(w: Words, gone: set[Card], line: Callable[[str], str]) -> list[str]:
    """The line naming the cards A or Shift+A leaves out (``line`` words it from "An 8 or
    a 10", which begins it); none when none is left out."""
    if not gone:
        return []
    return [line(cap(w.cards_or(sorted(gone))))]


def gone_note(w: Words, gone: set[Card], whose: Sequence[str] = (),
              hands: bool = False) -> list[str]:
    """A's line naming the cards it leaves out as none is left for an opponent to draw
    next (none when none is left out); ``whose``: the names of the opponents who cannot
    (:func:`gone_whose`), when known (playtest pu110: "none is left for an opponent" of
    Blue's 11 while Yellow, after the reshuffle, could draw one).  ``hands``: the Point
    Score game, where an opponent plays from its hand: "cannot play one next" (playtests
    ps109, pw112 found "to draw next" loose there)."""
    play = "_play" if hands else ""
    if whose:
        return _left_out(w, gone, lambda cards: w.say(
            "danger.gone_by" + play, names=w.join(whose, "or"), cards=cards))
    return _left_out(w, gone, lambda cards: w.say("danger.gone" + play, cards=cards))


def gone_whose(w: Words, pos: Position, colour: Colour,
               colours: Iterable[Colour]) -> list[str]:
    """The names of ``colours``, ``colour``'s opponents whose cards were left out, in the
    order A names them; none in a partnership game, where either opponent may play
    either colour's pawns and a card left out is one neither can draw."""
    if pos.teams:
        return []
    found = set(colours)
    return [w.name(c) for c in opponents(pos, colour) if c in found]


def _team_fields(w: Words, pos: Position, colour: Colour) -> dict[str, str]:
    """The extra fields of a partnership game's danger sentences: the key's ``_team``
    ending under "key", and the partner's name; nothing without teams."""
    if not pos.teams:
        return {}
    return {"key": "_team", "partner": w.name(partner(colour))}


def reach(w: Words, pos: Position, colour: Colour,
          pile: Mapping[Card, int] | None = None, drawn: bool = False,
          held: Card | None = None,
          hands: Mapping[Colour, Sequence[Card]] | None = None) -> list[str]:
    """The other side of :func:`danger`: one line per opponent pawn ``colour``'s next card
    could bump, and with what; then one line if a SORRY! could take any of them; then the
    cards left out as ``colour`` cannot draw them next (``pile``, ``drawn`` and ``held`` as
    for :func:`danger`)."""
    every = targets(pos, colour)
    # only cards ``colour`` may draw next, as danger counts its opponents' (playtest v12: a
    # 12 named with none left; q10: a SORRY! with only 11s left)
    mine = next_kinds(pos, pile, drawn, held, hands)[colour]
    found = {victim: kept for victim, reachable in every.items()
             if (kept := strip_undrawable(reachable,
                                          lambda _, card: mine is None or card in mine))}
    # the cards left out, said: a 2 that plainly reaches, missing from the list, was heard
    # as a wrong answer (playtest o15), and "no opponent pawn" as one with pawns in reach
    # (playtest t11)
    gone = (_cards(t for threats in every.values() for t in threats)
            - _cards(t for threats in found.values() for t in threats))
    # in the Point Score game, a card not in the hand, not one none is left of to draw;
    # with the card picked, one the rest of the hand and its refill cannot give (A says
    # "cannot play one next" there too: playtests ps109, pw112)
    key = "reach.gone"
    if hands is not None and colour in hands:
        key = "reach.gone_play" if drawn and colour == pos.to_move else "reach.gone_hand"
    note = _left_out(w, gone, lambda cards: w.person(key, colour, cards=cards))
    if not found:
        return [w.person("reach.none", colour)] + note
    sorry_from: list[str] = []
    lines: list[str] = []
    for victim, reachable in found.items():
        lines += _bump_lines(w, pos, victim, reachable, sorry_from)
    if sorry_from:
        key = "reach.sorry_also" if lines else "reach.sorry_only"
        lines.append(w.person(key + ("_team" if pos.teams else ""), colour))
    return lines + note


def reach_card(w: Words, card: Card, found: Mapping[tuple[Colour, int, int], Sequence[int]],
               place: Callable[[int], tuple[int | None, int]]) -> list[str]:
    """Shift+A while a card waits: the opponent pawns this card can bump, from
    :func:`~sorry_audio.analysis.option_bumps`, each with the options that do it.

    ``place`` gives an option index's group number (None when the list is not
    grouped) and its number there, both from 1: the numbers the keys use.  One
    target is one sentence; two or more, a line each after a count.
    """
    if not found:
        return [w.say("reach.card_none", card=w.card(card))]
    lines = []
    for (colour, pawn, square), indices in found.items():
        by_group: dict[int | None, list[str]] = {}
        for i in indices:
            group, number = place(i)
            by_group.setdefault(group, []).append(str(number))
        where = [w.say("reach.card_options", numbers=w.join(numbers, "or")) if group is None
                 else w.say("reach.card_group", numbers=w.join(numbers, "or"), group=group)
                 for group, numbers in by_group.items()]
        lines.append((w.pawn(colour, pawn), square, w.commas(where, "semicolon")))
    if len(lines) == 1:
        pawn_said, square_said, where_said = lines[0]  # 'pawn' and 'where' hold other types
        return [w.say("reach.card_one", card=w.card(card), pawn=pawn_said, square=square_said,
                      where=where_said)]
    return [w.say("reach.card_head", card=w.card(card), count=len(lines))] + [
        w.say("reach.card_line", pawn=cap(pawn), square=square, where=where)
        for pawn, square, where in lines]


def _bump_lines(w: Words, pos: Position, colour: Colour, found: list[Threat],
                sorry_from: list[str], pair: tuple[Colour, ...] = (),
                kinds: Mapping[Colour, frozenset[Card] | None] | None = None,
                backs: Mapping[int, SetBack] | None = None) -> list[str]:
    """"<pawn> on <square> could be bumped by <who> with <cards>", one line per pawn of
    ``colour``; a SORRY! from START is left out and its player's name added to
    ``sorry_from``, to be said once for every pawn (in a partnership game every
    opponent's, in the order of ``pair`` (else clockwise from ``colour``): either may play a
    SORRY! with a pawn of either opposing colour; only those who may draw one, by
    ``kinds``, each colour's possible next cards (:func:`~sorry_audio.analysis.next_kinds`;
    None: any).

    In a partnership game, for A, the line names first the opponents who could play it, as
    either may move either opposing colour's pawns: "could be bumped by Blue or Green,
    moving Green pawn 1 with a 12" (playtest pc69: "by Green pawn 1" alone sounded like
    Green's turn only); those who may draw any of the cards said for the pawn, so with
    Blue able to draw only a 5 and Green only a 12, both are named for both cards.

    ``backs``: by pawn number, an 11 swap that would set it far back
    (:func:`~sorry_audio.analysis.setbacks`), said in the pawn's line after its bumps
    ("...; or swapped 28 squares back by Yellow pawn 1 with an 11."), or in a line of its
    own, in pawn order, when nothing can bump it."""
    drawers = COLOURS if kinds is None else may_draw_sorry(kinds)
    named = kinds is not None and pos.teams  # the opponents who could play it, named
    backs = backs or {}
    lines = []
    for pawn in sorted({t.pawn for t in found} | set(backs)):
        bumpers = []
        played: set[Card] = set()  # the cards said for this pawn, a SORRY! from START aside
        for t in (t for t in found if t.pawn == pawn):
            cards = t.cards
            if sorry_from_start(pos, t):
                for by in sorry_takers(pos, t, colour, drawers, pair):
                    if w.name(by) not in sorry_from:  # said once, for every pawn
                        sorry_from.append(w.name(by))
                cards = tuple(c for c in cards if c is not Card.SORRY)
            if cards:
                how = cards_how(w, cards, dict(zip(t.cards, t.routes, strict=False)),
                                sorry_too=len(cards) < len(t.cards))
                bumpers.append(w.say("danger.bumper", by=w.pawn(t.by_colour, t.by_pawn),
                                     cards=how))
                played.update(cards)
                square = t.square
        back = backs.get(pawn)
        if not bumpers:
            if back is not None:
                lines.append(_setback_line(w, pos, back, pair, kinds))
            continue
        fields = {"pawn": cap(w.pawn(colour, pawn)), "where": _threatened_square(w, pos, square),
                  "bumpers": w.commas(bumpers, "semicolon")}
        movers = [w.name(c) for c in (pair or opponents(pos, colour))
                  if named and kinds is not None
                  and ((drawn := kinds.get(c)) is None or not drawn.isdisjoint(played))]
        if movers:
            line = w.say("danger.pawn_team", names=w.join(movers, "or"), **fields)
        else:
            line = w.say("danger.pawn", **fields)
        if back is not None:  # one line a pawn: "...; or swapped 28 squares back by ..."
            line = w.say("danger.or_swap", bump=line.removesuffix("."),
                         swap=_setback_clause(w, pos, back, pair, kinds))
        lines.append(line)
    return lines


def _setback_line(w: Words, pos: Position, b: SetBack, pair: tuple[Colour, ...] = (),
                  kinds: Mapping[Colour, frozenset[Card] | None] | None = None) -> str:
    """A pawn's line when only an 11's swap endangers it: "Your pawn 2 on square 30 could
    be swapped 41 squares back by Green pawn 1 with an 11." (arguments as
    :func:`_bump_lines`)."""
    return w.say("danger.swap", pawn=cap(w.pawn(b.colour, b.pawn)),
                 where=_threatened_square(w, pos, b.square),
                 swap=_setback_clause(w, pos, b, pair, kinds))


def _setback_clause(w: Words, pos: Position, b: SetBack, pair: tuple[Colour, ...] = (),
                    kinds: Mapping[Colour, frozenset[Card] | None] | None = None) -> str:
    """"swapped 41 squares back by Green pawn 1 with an 11"; in a partnership game, as for a
    bump, who could play it first: "by Blue or Green, moving Green pawn 1 with an 11"
    (those who may draw an 11 next, by ``kinds``)."""
    fields = {"back": w.count(b.steps, "square"), "by": w.pawn(b.by_colour, b.by_pawn)}
    movers = [w.name(c) for c in (pair or opponents(pos, b.colour))
              if pos.teams and kinds is not None
              and ((k := kinds.get(c)) is None or Card.ELEVEN in k)]
    past = "_past" if b.past_entry else ""
    if movers:
        return w.say("danger.swap_clause_team" + past, names=w.join(movers, "or"), **fields)
    return w.say("danger.swap_clause" + past, **fields)


def cards_how(w: Words, cards: Sequence[Card], routes: Mapping[Card, Route],
              sorry_too: bool = False) -> str:
    """"a 5 or a 7", with how a card arrives (``routes``; a plain count when missing) when
    it is not a plain count, which newcomers took for a wrong answer: "a 12, by sliding";
    "a 5 or a 7, or a 2 by sliding".

    :data:`MANY_KINDS` or more kinds one way (nine cards entering, where any
    forward card enters) names what is left out instead: "any card but a 4, by entering
    from start".  ``sorry_too``: a SORRY! reaches as well, left out of
    ``cards`` to be said apart, so it is not said to be left out here."""
    plain = [c for c in cards if routes.get(c, Route.COUNT) not in _HOW]
    tagged = [(route, [c for c in cards if routes.get(c) is route]) for route in _HOW]
    tagged = [(route, found) for route, found in tagged if found]
    groups: list[tuple[Route | None, list[Card]]] = [(None, plain), *tagged]
    if max(len(set(found)) for _, found in groups) < MANY_KINDS:  # said as it is
        if not tagged:
            return w.cards_or(plain)
        said = [(route, w.cards_or(found), len(found)) for route, found in tagged]
        ways = dict(tagged)
        if Route.SLIDE in ways and Route.SPLIT_SLIDE in ways:
            # one "by sliding" for both: "a 5 or a 7 split, by sliding", not "a 5 by
            # sliding, or a 7 split, by sliding" (playtest pa67)
            both = w.join([*(w.a_card(c) for c in ways[Route.SLIDE]),
                           *(w.say("danger.how_also", cards=w.a_card(c),
                                   how=w.say("danger.by_split"))
                             for c in ways[Route.SPLIT_SLIDE])], "or")
            said = [(route, both, n + len(ways[Route.SPLIT_SLIDE])) if route is Route.SLIDE
                    else (route, text, n)
                    for route, text, n in said if route is not Route.SPLIT_SLIDE]
        if not plain and len(said) == 1:
            route, text, _ = said[0]
            # "a 7 split", no comma: "a 7, split" sounded like an afterthought (playtest o15)
            key = "danger.how_also" if route in _NO_COMMA else "danger.how_only"
            return w.say(key, cards=text, how=w.say(_HOW[route]))
        # in a list, each way right after its card, no comma inside: "a 4, or a 7 split
        # by sliding", as "a 4, or a 2 by sliding"; a way of several cards last, its way
        # first, so it is heard as theirs all: "an 8, or by sliding, a 5 or a 7 split"
        # ("an 8, or a 5 or a 7 split by sliding" sounded like a plain 5: pe77, rh84),
        # unless nothing comes before it
        parts = [w.cards_or(plain)] if plain else []
        for route, text, n in sorted(said, key=lambda part: part[2] > 1):  # stable
            if n > 1 and parts:
                parts.append(w.say("danger.how_first", cards=text, how=w.say(_HOW[route])))
            else:
                parts.append(w.say("danger.how_also", cards=text,
                                   how=w.say(_IN_LIST.get(route, _HOW[route]))))
        return w.commas(parts, "or")
    reached = set(cards) | ({Card.SORRY} if sorry_too else set())
    return _cards_but(w, reached, groups)


#: routes said right after their card, as one phrase: "a 7 split"
_NO_COMMA = frozenset({Route.SPLIT, Route.SPLIT_SLIDE})
#: From this many card kinds (of the deck's 11) one way, they are said by what is left out.
MANY_KINDS = 6


def _cards_but(w: Words, reached: set[Card],
               groups: list[tuple[Route | None, list[Card]]]) -> str:
    """:func:`cards_how` for a long list: its long group (``None``: a plain count) is
    "any card but ..." (the kinds not ``reached``), said last as "any other card but ..."
    after any others, which are listed as usual ("a 4, or by entering from start, any
    other card but a SORRY!")."""
    groups = [(route, found) for route, found in groups if found]
    big_route, big = max(groups, key=lambda g: len(g[1]))
    rest = [(route, found) for route, found in groups if found is not big]
    left_out = [c for c in Card if c not in reached]
    key = "danger.any_other" if rest else "danger.any"
    anything = (w.say(key, cards=w.cards_or(left_out)) if left_out
                else w.say(f"{key}_all"))
    parts = [w.cards_or(found) if route is None else
             w.say("danger.how_also", cards=w.cards_or(found),
                   how=w.say(_IN_LIST.get(route, _HOW[route])))
             for route, found in rest]
    if big_route is None:
        parts.append(anything)
    elif rest:  # the way first, so it cannot be heard as the way of the card named just before
        parts.append(w.say("danger.how_first", cards=anything, how=w.say(_HOW[big_route])))
    else:
        return w.say("danger.how_only", cards=anything, how=w.say(_HOW[big_route]))
    return w.commas(parts, "or")


#: the routes said after their cards (a plain count, or a SORRY! taking the square, is not)
_HOW = {Route.SLIDE: "danger.by_sliding", Route.ENTER: "danger.by_entering",
        Route.FORWARD: "danger.by_forward", Route.ZONE: "danger.by_zone",
        Route.SPLIT: "danger.by_split",
        Route.SPLIT_SLIDE: "danger.by_split_slide", Route.SWAP_SLIDE: "danger.by_swap_slide"}
#: the ways said otherwise inside a list of several: no comma of their own there
_IN_LIST = {Route.SPLIT_SLIDE: "danger.by_split_slide_listed"}


def _threatened_square(w: Words, pos: Position, sq: int) -> str:
    """"square 31", and whose start square it is: a pawn there can be bumped by one
    entering from START, with a 1 or a 2, from any distance."""
    where = w.say("dest.track", square=sq)
    for c in pos.seated:
        if sq == start_square(c):
            where = w.say("danger.at_start", where=where, owner=w.possessive(c))
    return where
