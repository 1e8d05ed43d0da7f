"""Shift+O: every option's risk in one short answer, to compare them.

Playtest px98: an expert compared the options' safety by walking to each and pressing A,
7 to 9 keys and up to 320 words a decision, as each answer said every threat again with
its bumpers, and the SORRY! line.  What they kept of each answer was "which cards hurt
me": this says that, for every option at once ("1: pawn 2 to a 1, 2, 7, 10 or 11; pawn 4
to a 4. 2: pawn 4 to a 4. 3: none."), after what holds whichever is played (who could
take any pawn on the track with a SORRY!, a swap or a bump no option changes), then once
the option with the least ground at risk.

The threats are A's own (:func:`~sorry_audio.narration.advice.danger_found`: the same
cards counted, those none can draw next left out, and the same 11 swaps that would set a
pawn far back), and the least risk is the hint's expected loss
(:func:`~sorry_audio.analysis.exposure`: each pawn's steps made times the odds a card that
reaches it comes, and a swap's squares times the odds of an 11), so Shift+O and A never
disagree on a threat, and H's "risks the least of your ground" means what Shift+O's least
means; H weighs the gains too, so it may choose a move that risks more.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterator, Mapping, Sequence
from collections.abc import Set as AbstractSet
from types import MappingProxyType
from typing import NamedTuple

from sorry_audio.analysis import CARD_ODDS, exposure, may_draw_sorry, opponents, team_steps
from sorry_audio.core.board import START, Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.position import Position, partner
from sorry_audio.narration.advice import (
    danger_found,
    gone_note,
    gone_whose,
    sorry_from_start,
    sorry_takers,
)
from sorry_audio.narration.hintfacts import EXPOSURE_MARGIN
from sorry_audio.narration.hintoutcome import LOST_LEAST, side_pawn
from sorry_audio.narration.words import Words


class OptionRisk(NamedTuple):
    """What one option leaves in danger, as A would say it after that option."""

    #: (colour, pawn number) of each pawn in danger, with the cards that could bump it (a
    #: SORRY! from START aside: it reaches every pawn on the track alike)
    pawns: dict[tuple[Colour, int], tuple[Card, ...]]
    #: who could take any of the pawns on the track with a SORRY!
    sorry: tuple[Colour, ...]
    #: steps the player can expect to lose to a bump before its next turn
    loss: float
    #: cards not counted, as none is left for the bumper to draw next
    gone: frozenset[Card]
    #: cards counted (a SORRY! from START too)
    counted: frozenset[Card]
    #: (colour, pawn number) of each pawn an 11's swap could set far back, with the steps
    swaps: Mapping[tuple[Colour, int], int] = MappingProxyType({})
    #: those of ``swaps`` that go a few squares forward, past the pawn's safety entry
    past_entry: frozenset[tuple[Colour, int]] = frozenset()
    #: (colour, pawn number) of each pawn of the team the option itself sends back to
    #: START (its slide sweeps it)
    own_bumped: tuple[tuple[Colour, int], ...] = ()
    #: the steps the option itself leaves the team further from HOME, lost for certain, when
    #: more than a backward card's own move (:data:`LOST_LEAST`): a pawn swept back to
    #: START, a swap backwards (playtest ps109)
    own_lost: int = 0
    #: each card of ``gone`` with the opponents whose threats it was left out of
    gone_by: Mapping[Card, frozenset[Colour]] = MappingProxyType({})
    #: counted from hands (the Point Score game): ``gone`` is what none can play next
    from_hands: bool = False

    @property
    def in_danger(self) -> bool:
        """Whether any pawn is in danger, of a bump or a swap (a SORRY! from START aside)."""
        return bool(self.pawns or self.swaps)

    @property
    def at_stake(self) -> float:
        """The ground the least compares: the expected loss, and what the option loses for
        certain (playtests pr107 and ps109: "Least ground at risk" named an option that
        sweeps one's own pawn 39 squares back to START, and an 11 swapping one's pawn 19
        squares back to escape a swap that needed an 11)."""
        return self.loss + self.own_lost


def option_risk(pos: Position, colour: Colour, pile: Mapping[Card, int] | None = None,
                hands: Mapping[Colour, Sequence[Card]] | None = None,
                before: Position | None = None) -> OptionRisk:
    """The risk to ``colour``'s team at ``pos``, an option's result, from the threats A
    counts there (``pile``, ``hands``: as for :func:`~sorry_audio.narration.advice.danger`
    after an option: the player's card played, none held); with ``before``, the position
    the option was played from, the team's pawns it sends back to START itself and the
    ground it loses."""
    counted_ = danger_found(pos, colour, pile, False, None, hands)
    kinds, found = counted_.kinds, counted_.found
    drawers = may_draw_sorry(kinds)
    pair = opponents(pos, colour)
    pawns: dict[tuple[Colour, int], set[Card]] = {}
    sorry: list[Colour] = []
    for t in found:
        victim = t.colour if t.colour is not None else colour
        cards = set(t.cards)
        if sorry_from_start(pos, t):
            sorry += [by for by in sorry_takers(pos, t, victim, drawers, pair) if by not in sorry]
            cards.discard(Card.SORRY)
        if cards:
            pawns.setdefault((victim, t.pawn), set()).update(cards)
    backs = counted_.backs
    team = pos.team(colour)
    ordered = sorted(pawns, key=_by_team(pos, colour))
    own = [(c, n) for c in team for n, (was, now)
           in enumerate(zip(before.pawns(c), pos.pawns(c), strict=True), 1)
           if now == START and was != START] if before is not None else []
    lost = team_steps(pos, colour) - team_steps(before, colour) if before else 0
    return OptionRisk({k: tuple(sorted(pawns[k])) for k in ordered},
                      tuple(c for c in pair if c in sorry),
                      exposure(found, pos, colour, backs),
                      frozenset(counted_.gone()), frozenset(counted_.counted()),
                      {(b.colour, b.pawn): b.steps for b in backs},
                      frozenset((b.colour, b.pawn) for b in backs if b.past_entry),
                      tuple(own), lost if lost >= LOST_LEAST else 0, counted_.gone_by(),
                      hands is not None)


def least(risks: Sequence[OptionRisk]) -> list[int]:
    """The indices of ``risks`` with the least ground at stake (:attr:`OptionRisk.at_stake`:
    the expected loss, and any lost for certain), and those within
    :data:`~sorry_audio.narration.hintfacts.EXPOSURE_MARGIN` of it: the hint's own margin
    for "risks the least of your ground", so a difference H would not call out is no least
    here either (playtest pq105: a least picked on one square of a swap)."""
    low = min(r.at_stake for r in risks)
    return [i for i, r in enumerate(risks) if r.at_stake <= low + EXPOSURE_MARGIN]


def common_sorry(risks: Sequence[OptionRisk]) -> set[Colour]:
    """Who could take a pawn on the track with a SORRY! after every one of ``risks``."""
    return set(risks[0].sorry).intersection(*(r.sorry for r in risks[1:])) if risks else set()


class Alike(NamedTuple):
    """What holds after every one of some options (before a pick: each card's safest),
    said once before them, not in each (:func:`alike`)."""

    #: who could take any pawn on the track with a SORRY!
    sorry: frozenset[Colour] = frozenset()
    #: the pawns an 11 could swap about as far back, with the fewest and most squares
    swaps: Mapping[tuple[Colour, int], tuple[int, int]] = MappingProxyType({})
    #: the pawns the same cards could bump
    bumps: Mapping[tuple[Colour, int], tuple[Card, ...]] = MappingProxyType({})


def alike(risks: Sequence[OptionRisk], teams: bool = False) -> Alike:
    """The :class:`Alike` of ``risks``: :func:`common_sorry`, :func:`alike_swaps` and
    :func:`alike_bumps`."""
    return Alike(frozenset(common_sorry(risks)), alike_swaps(risks, teams), alike_bumps(risks))


def _by_team(pos: Position, colour: Colour) -> Callable[[tuple[Colour, int]], tuple[int, int]]:
    """The order pawns (colour, number) are said in: ``colour``'s team's, in its order,
    then any other's, each by number."""
    team = pos.team(colour)
    return lambda k: (team.index(k[0]) if k[0] in team else 9, k[1])


def _nothing_said(lines: tuple[str, ...]) -> Collection[str]:
    """For :func:`option_risks`'s ``known``: none of the not-counted lines said before."""
    return ()


def option_risks(w: Words, pos: Position, colour: Colour,
                 risks: Sequence[tuple[int, OptionRisk]], sorry_again: bool = False,
                 known: Callable[[tuple[str, ...]], Collection[str]] = _nothing_said
                 ) -> list[str]:
    """Shift+O's answer for ``risks`` (each option's number, as the keys reach it, and its
    :func:`option_risk`): a line per different risk naming its options, their pawns in
    danger and the cards that reach each (not every bumper by name: A says that), then the
    least ground at risk, then the cards not counted.

    What holds after every option is said once, before the items (:func:`_common_lines`):
    an 11's swap that would set a pawn about as far back after each (:func:`alike_swaps`;
    six options each saying it were heard as six facts, playtests pz103 and pq105), a
    pawn the same cards reach after each (:func:`alike_bumps`), then the SORRY! takers
    common to all (an option that sends an opponent's pawn to START adds
    its SORRY!, said with that option: "a SORRY! from Blue too").  With no pawn in danger
    after any option, one line says so.  Brief verbosity leaves out the first line, which
    says what the list is.  ``sorry_again``: the SORRY! takers were named on this card
    already (by A or Shift+O), said in short; ``known``: given the lines of the cards not
    counted (:func:`risks_gone_note`), those said already, left out."""
    every = alike([r for _, r in risks], pos.teams)
    common = every.sorry
    lines: list[str] = []
    if all(not r.pawns and r.swaps.keys() <= every.swaps.keys() for _, r in risks):
        extra = [(n, r) for n, r in risks if set(r.sorry) - common]
        # "No option leaves a pawn in danger." then "2: only a SORRY! from Blue." was
        # heard as a contradiction (review rn104)
        # as A says "Only a SORRY! from Yellow can ...": "no danger" and then the SORRY!
        # line read as a contradiction; so would it be before a swap said after all
        first = ("danger.risks.none_all_but" if extra else
                 ("danger.risks.none_bump_sorry" if common else "danger.risks.none_bump")
                 if every.swaps else "danger.risks.none_all" if common else
                 "danger.risks.none_all_clear")
        lines.append(w.say(first))
        lines += _common_lines(w, pos, colour, every, [r for _, r in risks], sorry_again,
                               "danger.risks", told=not extra and bool(common))
        lines += _items(w, pos, colour, extra, every, set())
        # an option that itself loses ground (sweeps one's own pawn back to START, swaps
        # it back): its certain loss, after
        lines += _items(w, pos, colour, [(n, r) for n, r in risks
                                         if (r.own_bumped or r.own_lost)
                                         and (n, r) not in extra],
                        every, set())
    else:
        if not w.brief:
            lines.append(w.say("danger.risks.head") if not pos.teams else
                         w.say("danger.risks.head_team", partner=w.name(partner(colour))))
        # before the items, so "2: none." is heard as nothing more (playtest pr107)
        lines += _common_lines(w, pos, colour, every, [r for _, r in risks], sorry_again,
                               "danger.risks")
        low = least([r for _, r in risks])
        lines += _items(w, pos, colour, risks, every, {risks[i][0] for i in low})
        if len(low) == len(risks):
            lines.append(w.say("danger.risks.same"))
        else:
            numbers = [str(risks[i][0]) for i in low]
            key = "danger.risks.least" if len(numbers) == 1 else "danger.risks.least_many"
            lines.append(w.say(key, numbers=w.join(numbers, "or")))
    return lines + _unsaid(risks_gone_note(w, pos, colour, [r for _, r in risks]), known)


class CardRisk(NamedTuple):
    """One card of the Point Score game's hand for :func:`hand_risks`."""

    #: the numbers in the hand, from 1, of the card and any others alike (one choice)
    numbers: Sequence[int]
    card: Card
    #: where its options of least ground at risk are, as the keys will reach them once
    #: the card is picked (each option's group number, None when not grouped, and its
    #: number); empty when the card cannot move a pawn
    places: Sequence[tuple[int | None, int]]
    #: the risk of the first of those options, the safest (None: no use)
    risk: OptionRisk | None
    #: how many options the card has: with one, its number is not said
    options: int = 0


def hand_risks(w: Words, pos: Position, colour: Colour, cards: Sequence[CardRisk],
               every: Sequence[OptionRisk], sorry_again: bool = False,
               known: Callable[[tuple[str, ...]], Collection[str]] = _nothing_said
               ) -> list[str]:
    """Shift+O before a pick in the Point Score game: for each card of the hand, its
    option of least ground at risk and what that leaves in danger ("Card 1, the 10,
    option 3: none."), then the card whose best risks least of all; what holds after
    each of those options is said once, first, as for one card's list (a swap none of them
    changes, the SORRY!: "After each card's safest option, ...", as playtest pv111 took
    "Whichever you play" for every option of every card); then the cards not counted after
    any option of any card (``every``: their risks).  ``sorry_again`` and ``known``: as
    for :func:`option_risks`.

    Playtest pz103: the real choice there is the card, and comparing meant picking each
    card, Shift+O and Escape, three keys a card."""
    usable = [c for c in cards if c.risk is not None]
    said = [c.risk for c in usable if c.risk is not None]
    # what holds after every card's line, said once before them; with one card, in its line
    same = alike(said, pos.teams) if len(said) > 1 else Alike()
    words = [_risk_words(w, pos, colour, r, same) for r in said]
    if (len(said) > 1 and not same.swaps and not same.bumps
            and all(s == w.say("danger.risks.none") for s in words)):
        lines = [w.say("danger.hand.none_all" if same.sorry else "danger.hand.none_all_clear"),
                 *_common_lines(w, pos, colour, same, said, sorry_again, "danger.hand",
                                told=True),
                 *_hand_items(w, [c for c in cards if c.risk is None], iter(()))]
    else:
        lines = [] if w.brief else [w.say("danger.hand.head")]
        lines += _common_lines(w, pos, colour, same, said, sorry_again, "danger.hand")
        lines += _hand_items(w, cards, iter(words))
        lines += _hand_least(w, usable, least(said), len(usable) == len(cards))
    return lines + _unsaid(risks_gone_note(w, pos, colour, every), known)


def _unsaid(note: list[str], known: Callable[[tuple[str, ...]], Collection[str]]
            ) -> list[str]:
    """The lines of ``note`` that ``known`` does not say were said already."""
    said = known(tuple(note))
    return [line for line in note if line not in said]


def risks_gone_note(w: Words, pos: Position, colour: Colour,
                    risks: Sequence[OptionRisk]) -> list[str]:
    """The cards not counted after any of ``risks`` and counted after none, with whose
    (:func:`~sorry_audio.narration.advice.gone_note`); none when there are none."""
    counted = frozenset().union(*(r.counted for r in risks))
    gone = set().union(*(r.gone for r in risks)) - counted
    whose = {c for r in risks for card, found in r.gone_by.items() if card in gone
             for c in found}
    return gone_note(w, gone, gone_whose(w, pos, colour, whose),
                     any(r.from_hands for r in risks))


def _hand_items(w: Words, cards: Sequence[CardRisk], words: Iterator[str]) -> list[str]:
    """A line per card of the hand, in its order: its safest option and ``words``, what
    that leaves in danger (one for each usable card, in order); then the cards of no use,
    in one line when more than one (playtest pv111: four lines of "no use")."""
    lines = []
    useless = [c for c in cards if c.risk is None]
    for c in cards:
        if c.risk is None:
            continue
        if c.options == 1:  # "option 1" of a card's one option told nothing (pw112)
            lines.append(w.say("danger.hand.item_one", cards=_hand_card(w, c, "_head"),
                               risks=next(words)))
            continue
        group, number = c.places[0]
        where = (w.say("danger.hand.option", number=number) if group is None
                 else w.say("danger.hand.option_group", number=number, group=group))
        if len(c.places) > 1:
            where = w.say("danger.hand.alike", where=where, count=len(c.places) - 1)
        lines.append(w.say("danger.hand.item", cards=_hand_card(w, c, "_head"), where=where,
                           risks=next(words)))
    if len(useless) == 1:
        lines.append(w.say("danger.hand.no_use", cards=_hand_card(w, useless[0], "_head")))
    elif useless:
        lines.append(w.say("danger.hand.no_use_many",
                           numbers=w.join(str(n) for n in sorted(
                               n for c in useless for n in c.numbers)),
                           cards=w.join("the " + w.card(c.card) for c in useless)))
    return lines


def _hand_least(w: Words, usable: Sequence[CardRisk], low: Sequence[int],
                every: bool) -> list[str]:
    """The cards of ``usable`` whose safest option risks least (``low``, their indices);
    all but one as low, when ``every`` card of the hand is usable: that one ("any card but"
    would take in a card of no use); all alike: so; a lone card: nothing."""
    if len(usable) < 2:
        return []
    if len(low) == len(usable):
        return [w.say("danger.hand.same")]
    if every and len(usable) - len(low) == 1 and len(low) > 1:
        (but,) = (c for i, c in enumerate(usable) if i not in low)
        return [w.say("danger.hand.least_but", cards=_hand_card(w, but))]
    # "card 1, the 10, or card 4, the SORRY!": each card's words its own
    return [w.say("danger.hand.least",
                  cards=w.commas((_hand_card(w, usable[i]) for i in low), "or"))]


def _hand_card(w: Words, c: CardRisk, head: str = "") -> str:
    """"card 2, the 5", or for two alike "cards 4 and 5, each a 12" (``head``: "_head" at
    the start of a line)."""
    if len(c.numbers) == 1:
        return w.say("danger.hand.card" + head, number=c.numbers[0], card=w.card(c.card))
    return w.say("danger.hand.cards" + head, numbers=w.join(str(n) for n in c.numbers),
                 card=w.a_card(c.card))


def swap_alike(teams: bool) -> int:
    """Swaps of one pawn after every option within this many squares of each other are
    said once, as one ("back 20 to 22 squares"): near-equal figures option after option
    were 70 of a 152-word answer (playtest pq105).  As many squares as the odds of an 11
    make under the least's margin, so no difference said once decides the least (review
    rx108): 5, or 2 in a partnership game, where two opponents draw."""
    draws = 2 if teams else 1
    odds = 1.0 - (1.0 - CARD_ODDS[Card.ELEVEN]) ** draws
    return int(EXPOSURE_MARGIN / odds)


def alike_bumps(risks: Sequence[OptionRisk]) -> dict[tuple[Colour, int], tuple[Card, ...]]:
    """The pawns the same cards could bump after every one of ``risks`` (two or more)."""
    if len(risks) < 2:
        return {}
    return {key: cards for key, cards in risks[0].pawns.items()
            if all(r.pawns.get(key) == cards for r in risks[1:])}


def alike_swaps(risks: Sequence[OptionRisk], teams: bool = False,
                ) -> dict[tuple[Colour, int], tuple[int, int]]:
    """The pawns an 11 could swap far back after every one of ``risks``, about as far
    (:func:`swap_alike`): each with the fewest and the most squares."""
    alike = swap_alike(teams)
    found = {}
    for key in risks[0].swaps:
        backs = [r.swaps.get(key) for r in risks]
        steps = [b for b in backs if b is not None]
        if len(steps) == len(backs) and max(steps) - min(steps) <= alike:
            found[key] = (min(steps), max(steps))
    return found


def _common_lines(w: Words, pos: Position, colour: Colour, same: Alike,
                  risks: Sequence[OptionRisk], sorry_again: bool, keys: str,
                  told: bool = False) -> list[str]:
    """What holds after every one of ``risks`` (``same``), said once before the items: the
    swaps (:func:`_swaps_lines`), then the SORRY! takers common to all: in short when named
    on this card already (``sorry_again``: "Whichever you play, a SORRY! from Yellow, as
    before."), not at all when the answer's first line said "but from a SORRY!" too
    (``told``; playtest pu110 heard it twice over).  ``keys``: "danger.risks" for one
    card's options, "danger.hand" for each card's safest.  Between them, the pawns the same
    cards reach after every one, said once: "Whichever you play: pawn 1 to a 1 or 7."
    (playtest pv111 heard "pawn 1 to a 1 or 7" in four lines of five)."""
    lines = _swaps_lines(w, pos, colour, same.swaps, risks, keys)
    if same.bumps:
        lines.append(w.say(keys + ".bumps", pawns=w.commas(
            (w.say("danger.risks.pawn", pawn=side_pawn(w, pos, colour, c, n),
                   cards=_cards_or(w, same.bumps[(c, n)]))
             for c, n in sorted(same.bumps, key=_by_team(pos, colour))), "semicolon")))
    if same.sorry and not (told and sorry_again):
        names = w.join((w.name(c) for c in pair_order(pos, colour, same.sorry)), "or")
        lines.append(w.say(keys + ".sorry_again", names=names) if sorry_again
                     else _sorry_line(w, pos, colour, names, keys))
    return lines


def _swaps_lines(w: Words, pos: Position, colour: Colour,
                 swaps: Mapping[tuple[Colour, int], tuple[int, int]],
                 risks: Sequence[OptionRisk], keys: str = "danger.risks") -> list[str]:
    """The swaps no option changes (much), said once before the items: "Whichever you
    play, an 11 could swap pawn 1 back 38 squares, and pawn 3 back 20 to 22 squares."
    (none when there are none); one past the pawn's safety entry after every one of
    ``risks`` as such ("pawn 1 past its safety entry, 55 to 56 squares further from
    home").  ``keys``: as for :func:`_common_lines`."""
    if not swaps:
        return []
    past = frozenset.intersection(*(r.past_entry for r in risks))

    def pawn_back(key: tuple[Colour, int], low: int, high: int) -> str:
        back = (w.count(low, "square") if low == high
                else w.say("danger.risks.range", low=low, high=w.count(high, "square")))
        return w.say("danger.risks.swap_pawn_past" if key in past else "danger.risks.swap_pawn",
                     pawn=side_pawn(w, pos, colour, *key), back=back)

    return [w.say(keys + ".swaps", pawns=w.join(
        pawn_back(key, low, high) for key, (low, high) in swaps.items()))]


def _sorry_line(w: Words, pos: Position, colour: Colour, names: str, keys: str) -> str:
    """"Whichever you play, Yellow could take any of your pawns on the track with a SORRY!
    card." (``names``: who could, after every option; ``keys`` as for
    :func:`_common_lines`)."""
    if pos.teams:
        return w.person(keys + ".sorry_team", colour, names=names,
                        partner=w.name(partner(colour)))
    return w.person(keys + ".sorry", colour, names=names)


def least_in_groups(w: Words, count: int, places: Sequence[tuple[int | None, int]],
                    entries: int = 0) -> str:
    """Shift+O at a list of groups: where the ``count`` options' least ground at risk is,
    from each such option's place (its group's number, None for an entry of one option,
    and its number): "in groups 2 or 4", and an entry of one option, which its number
    plays, "option 5, which its number plays" (review rn104: told to open "group 5", a
    player pressed 5 and played it).  When every one of the list's ``entries`` is a group
    holding one, that is said instead ("in groups 1 or 2" of two groups said nothing:
    playtest pr107)."""
    groups = sorted({g for g, _ in places if g is not None})
    singles = sorted({n for g, n in places if g is None})
    if entries and not singles and len(groups) == entries:
        return w.say("danger.risks.groups_every", count=count)
    parts = []
    if groups:
        parts.append(w.say("danger.risks.in_group" if len(groups) == 1
                           else "danger.risks.in_groups",
                           numbers=w.join((str(n) for n in groups), "or")))
    if singles:
        parts.append(w.say("danger.risks.single" if len(singles) == 1
                           else "danger.risks.singles",
                           numbers=w.join((str(n) for n in singles), "or")))
    where = parts[0] if len(parts) == 1 else w.say("danger.risks.where_both",
                                                    groups=parts[0], singles=parts[1])
    return w.say("danger.risks.groups", count=count, where=where)


def pair_order(pos: Position, colour: Colour, found: AbstractSet[Colour]) -> list[Colour]:
    """``found`` clockwise from ``colour``, as A names them."""
    return [c for c in opponents(pos, colour) if c in found]


def _items(w: Words, pos: Position, colour: Colour, risks: Sequence[tuple[int, OptionRisk]],
           same: Alike, low: set[int]) -> list[str]:
    """A line per different risk, its options numbered together ("2, 4 and 6: none."), in
    the order of their first option: six "none." lines in a row, or six of one threat no
    option changes, were heard as six facts (playtest pz103).  Options said alike but not
    alike in ground at risk (``low``: the numbers of the least) keep lines of their own,
    so the least line never names part of a line (review rn104).  ``same``: what holds
    after every option, said once before the list, not in it."""
    alike: dict[tuple[str, bool], list[str]] = {}
    for number, risk in risks:
        said = _risk_words(w, pos, colour, risk, same)
        alike.setdefault((said, number in low), []).append(str(number))
    # the least's line said like another says what sets it apart (playtest ps109: "2, 3
    # and 5: pawn 2 to a 12." and then "4: pawn 2 to a 12." sounded like a repeat)
    return [w.say("danger.risks.item_less" if least and (said, False) in alike
                  else "danger.risks.item", number=w.join(numbers), risks=said)
            for (said, least), numbers in alike.items()]


def _risk_words(w: Words, pos: Position, colour: Colour, risk: OptionRisk,
                same: Alike) -> str:
    """"pawn 2 to a 1, 2, 7, 10 or 11; pawn 4 to a 4", "none"; an 11's swap that would set
    a pawn far back, with the squares ("pawn 3 to a 4, or a swap back 41 squares"), unless
    said before the list as one of ``same``'s, as a pawn's cards alike are;
    a SORRY! only this option adds is named in it ("a SORRY! from Yellow too")."""
    parts = []
    own = {k: back for k, back in risk.swaps.items() if k not in same.swaps}
    bumped = {k: cards for k, cards in risk.pawns.items() if k not in same.bumps}
    for c, pawn in sorted(bumped.keys() | own.keys(), key=_by_team(pos, colour)):
        cards = bumped.get((c, pawn))
        steps = own.get((c, pawn))
        swap = None if steps is None else w.say(
            "danger.risks.swap_past" if (c, pawn) in risk.past_entry else "danger.risks.swap",
            back=w.count(steps, "square"))
        said = (swap if cards is None else _cards_or(w, cards) if swap is None
                else w.say("danger.risks.or_swap", cards=_cards_or(w, cards), swap=swap))
        parts.append(w.say("danger.risks.pawn", pawn=side_pawn(w, pos, colour, c, pawn),
                           cards=said))
    extra = set(risk.sorry) - same.sorry
    if extra:
        names = w.join((w.name(c) for c in pair_order(pos, colour, extra)), "or")
        # "too" after the takers common to all, said before the items (playtest pv111:
        # "1: only a SORRY! from Yellow." and then Blue's said for every option)
        key = "danger.risks.sorry_too" if parts or same.sorry else "danger.risks.sorry_only"
        parts.append(w.say(key, names=names))
    said = w.commas(parts, "semicolon") if parts else w.say("danger.risks.none")
    # lost for certain, said with the risks it adds to (playtests pr107 and ps109: "1:
    # none." of an option that sweeps one's own pawn back to START, or swaps it back)
    if risk.own_bumped:
        pawns = w.join(w.say("danger.risks.own_pawn", pawn=n) if c == colour
                       else side_pawn(w, pos, colour, c, n) for c, n in risk.own_bumped)
        return w.say("danger.risks.own_too" if parts else "danger.risks.own_only",
                     risks=said, pawns=pawns)
    if risk.own_lost:
        return w.say("danger.risks.lost_too" if parts else "danger.risks.lost_only",
                     risks=said, back=w.count(risk.own_lost, "square"))
    return said


def _cards_or(w: Words, cards: Sequence[Card]) -> str:
    """"a 1, 2, 7, 10 or 11": one article for the numbers, "a SORRY!" its own."""
    said = [w.a_card(c) if i == 0 or c is Card.SORRY else w.card(c)
            for i, c in enumerate(cards)]
    return w.join(said, "or")
