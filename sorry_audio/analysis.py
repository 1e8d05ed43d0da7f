"""Pure questions about a position, answered with the core's own move generator.

Nothing here speaks: narration turns the answers into words.  ``threats``
asks the real generator what every opponent could do with every card, so it
follows the position's rules profile (slides, SORRY! fallback, entering)
without a second copy of the rules.

In a partnership game (``pos.teams``) a player may move any pawn of its team, so a
threat to a pawn comes from both opponents' pawns (never the partner's), and a
threat's ``by_colour`` is the colour of the pawn that would bump, whichever of its
team moves it.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import Enum

from sorry_audio.core.board import HOME, START, TRACK_SQUARES, Colour, is_zone, steps_to_home
from sorry_audio.core.cards import CARDS, Card, deck_cards
from sorry_audio.core.events import BumpCause, PawnBumped
from sorry_audio.core.moves import Option, OptionKind, legal_options, play_option
from sorry_audio.core.points import HAND_SIZE
from sorry_audio.core.position import Position


class Route(Enum):
    """How a card's bump arrives: newcomers expect a plain count, so the others are said."""

    COUNT = "count"  # the pawn lands on the square (forward or backward)
    SLIDE = "slide"  # it lands on a slide's triangle and sweeps the square
    ENTER = "enter"  # it leaves START onto its start square, where the victim stands
    SORRY = "sorry"  # a SORRY! card takes the square
    FORWARD = "forward"  # a5065: a SORRY! with no one to take moves a pawn forward 4 onto it
    ZONE = "zone"  # a pawn in its safety zone backs out onto it (a 4, or a 10's back 1)
    SPLIT = "split"  # only a 7 split between two pawns lands on it
    SPLIT_SLIDE = "split_slide"  # only a 7 split, one part onto a slide's triangle, sweeps it
    SWAP_SLIDE = "swap_slide"  # an 11 swaps onto a slide's triangle, and the slide sweeps it


@dataclass(frozen=True)
class Threat:
    """Pawn ``pawn`` of the threatened colour, on ``square``, could be sent to START by
    ``by_colour``'s pawn ``by_pawn`` with any of ``cards`` on that colour's next turn.

    ``routes[i]`` is how ``cards[i]`` does it (a plain count whenever some move of that
    card does); ``colour`` is the threatened pawn's colour (the analysis always fills it;
    it tells a partner's pawn from the player's in :func:`team_threats`).  Both are left
    out of comparisons, so a Threat equals one built without them.
    """

    pawn: int
    square: int
    by_colour: Colour
    by_pawn: int
    cards: tuple[Card, ...]
    routes: tuple[Route, ...] = field(default=(), compare=False)
    colour: Colour | None = field(default=None, compare=False)


def opponents(pos: Position, colour: Colour) -> tuple[Colour, ...]:
    """The other seated colours, clockwise from ``colour`` (not its partner in a
    partnership game)."""
    seated = pos.seated
    i = seated.index(colour) if colour in seated else 0
    team = pos.team(colour)
    return tuple(c for c in seated[i + 1:] + seated[:i + 1] if c not in team)


#: routes from plainest to least plain: a card that bumps one way in one move and another
#: way in another is said the plainest way (kept as indices here, which hash fast)
ROUTES = (Route.COUNT, Route.SORRY, Route.ENTER, Route.FORWARD, Route.ZONE, Route.SPLIT,
          Route.SLIDE, Route.SPLIT_SLIDE, Route.SWAP_SLIDE)
(_COUNT, _SORRY, _ENTER, _FORWARD, _ZONE, _SPLIT, _SLIDE, _SPLIT_SLIDE,
 _SWAP_SLIDE) = range(len(ROUTES))


def _bumps(pos: Position, attacker: Colour, victims: tuple[Colour, ...],
           ) -> dict[tuple[Colour, int, Colour, int], dict[Card, int]]:
    """(victim colour, victim pawn, bumping pawn's colour, its number) -> the cards with
    which ``attacker``'s next card sends that pawn of one of ``victims`` to START, each
    with how (an index into ``ROUTES``, the plainest when several moves of it do): one
    pass over its moves (in a partnership game, the moves of its team's pawns)."""
    p = pos.rules.pawns
    locs = pos.locs
    watched = [j for c in victims for j in range(int(c) * p, int(c) * p + p) if locs[j] != START]
    found: dict[tuple[Colour, int, Colour, int], dict[Card, int]] = {}
    if not watched:
        return found
    as_attacker = pos.replace(to_move=attacker)
    for card in CARDS:
        for option in legal_options(as_attacker, card):
            result = option.result.locs
            if not any(result[j] == START for j in watched):
                continue
            for e in play_option(as_attacker, option):
                if isinstance(e, PawnBumped) and e.colour in victims:
                    cause = e.cause
                    if cause is BumpCause.SLIDE:
                        # an 11's "by sliding" was a riddle: it swaps onto the triangle
                        # first (playtest l12)
                        route = {OptionKind.SWAP: _SWAP_SLIDE,
                                 OptionKind.SPLIT: _SPLIT_SLIDE}.get(option.kind, _SLIDE)
                    elif cause is BumpCause.SORRY:
                        route = _SORRY
                    elif (was := locs[int(e.by_colour) * p + e.by_pawn - 1]) == START:
                        route = _ENTER
                    elif is_zone(was):  # B lists it in its zone: "a 4" alone sounded false
                        route = _ZONE  # (playtest o15)
                    elif option.kind is OptionKind.SPLIT:  # no single pawn is 7 away
                        route = _SPLIT
                    else:  # a SORRY! that lands by counting is a5065's forward 4
                        route = _FORWARD if card is Card.SORRY else _COUNT
                    cards = found.setdefault((e.colour, e.pawn, e.by_colour, e.by_pawn), {})
                    if route < cards.get(card, len(ROUTES)):
                        cards[card] = route
    return found


def _threat(colour: Colour, pawn: int, square: int, by_colour: Colour, by_pawn: int,
            cards: dict[Card, int]) -> Threat:
    ordered = tuple(sorted(cards))
    return Threat(pawn, square, by_colour, by_pawn, ordered,
                  tuple(ROUTES[cards[c]] for c in ordered), colour)


def threats(pos: Position, colour: Colour) -> list[Threat]:
    """Every way an opponent's next card could bump one of ``colour``'s pawns.

    Bumps by landing, by a SORRY! and by sweeping down a slide all count.  One
    entry per (pawn, opponent pawn), cards in deck order; sorted by the
    threatened pawn, then the opponents clockwise.  In a partnership game the
    opponents' pawns are both opposing colours' (either opponent may move either).
    """
    return _threats_to(pos, (colour,))


def team_threats(pos: Position, colour: Colour) -> list[Threat]:
    """:func:`threats` against every pawn of ``colour``'s team: in a partnership game
    ``colour``'s pawns, then its partner's (each threat's ``colour`` says whose), from one
    scan of the opponents' moves; else :func:`threats` itself."""
    return _threats_to(pos, pos.team(colour))


def _threats_to(pos: Position, victims: tuple[Colour, ...]) -> list[Threat]:
    clockwise = opponents(pos, victims[0])
    # with teams either opponent moves either opposing colour's pawns: their moves are one
    # set, so one of them is asked (and the pawn's own colour is said as the bumper)
    asked = clockwise[:1] if pos.teams else clockwise
    found = {key: cards for opp in asked for key, cards in _bumps(pos, opp, victims).items()}
    order = {c: i for i, c in enumerate(victims + clockwise)}
    keys = sorted(found, key=lambda k: (order[k[0]], k[1], order[k[2]], k[3]))
    return [_threat(c, pawn, pos.pawns(c)[pawn - 1], by_colour, by,
                    found[(c, pawn, by_colour, by)])
            for c, pawn, by_colour, by in keys]


#: The fewest steps an opponent's 11 swap must set a pawn back to be spoken of as danger:
#: a swap that costs less is about what the 11's own 11 steps forward would gain the
#: opponent, and one of some sort is open to almost every pawn on the track.
SETBACK_LEAST = 20

#: A swap onto a square at most this many ahead, past the pawn's safety entry, is said as
#: such (:attr:`SetBack.past_entry`): a quarter of the track.  Further ahead, "back" is as
#: near the board's picture and shorter (playtest ps109 heard a swap 28 squares on as
#: "back 32" and took "past its safety entry" for a second kind of loss).
PAST_ENTRY_AHEAD = 15


@dataclass(frozen=True)
class SetBack:
    """Pawn ``pawn`` of ``colour``, on ``square``, could be swapped by an 11 with
    ``by_colour``'s pawn ``by_pawn`` on ``to`` on that colour's next turn, which would leave
    it ``steps`` further from its home.  ``past_entry``: ``to`` is a few squares ahead on the
    board (:data:`PAST_ENTRY_AHEAD`), past the pawn's safety entry, so it is set back by
    going forward (playtests pq105 and pr107: "back 57 squares" of a pawn carried 3 squares
    on sent them to the board)."""

    colour: Colour
    pawn: int
    square: int
    by_colour: Colour
    by_pawn: int
    to: int
    steps: int
    past_entry: bool = False


def setbacks(pos: Position, colour: Colour, least: int = SETBACK_LEAST,
             may: Callable[[SetBack, Card], bool] | None = None) -> list[SetBack]:
    """The worst 11 swap an opponent could make with each pawn of ``colour``'s team (its
    partner's too, in a partnership game), when it sets the pawn back at least ``least``
    steps; in the order of :func:`team_threats`' pawns.  A swap whose swapper then slides
    over the pawn is a bump, counted by :func:`threats`, not here.  ``may``: only swaps
    whose swapper may draw the 11 next (:func:`drawable_by`), the worst chosen among them
    (review rv106: the worst of all, by an opponent with no 11 to draw, hid another's).

    Bumps are not the only danger: playtest pz103 heard "none" of a pawn near home that
    an 11 could swap most of a lap back."""
    return _worst(pos, colour, _swaps(pos, colour, least), may)


def setbacks_kept(pos: Position, colour: Colour, may: Callable[[SetBack, Card], bool],
                  ) -> tuple[list[SetBack], list[SetBack]]:
    """:func:`setbacks` without ``may`` and with it, from one pass over the 11's moves."""
    found = _swaps(pos, colour, SETBACK_LEAST)
    return _worst(pos, colour, found, None), _worst(pos, colour, found, may)


def _swaps(pos: Position, colour: Colour, least: int) -> list[SetBack]:
    """Every swap an opponent's 11 could make that sets a pawn of ``colour``'s team at
    least ``least`` steps back."""
    victims = pos.team(colour)
    clockwise = opponents(pos, colour)
    asked = clockwise[:1] if pos.teams else clockwise
    p = pos.rules.pawns
    locs = pos.locs
    found = []
    for opp in asked:
        for option in legal_options(pos.replace(to_move=opp), Card.ELEVEN):
            if option.kind is not OptionKind.SWAP:
                continue
            part = option.parts[0]
            if part.target is None or part.target[0] not in victims:
                continue
            victim, pawn = part.target
            j = int(victim) * p + pawn - 1
            now = option.result.locs[j]
            if now == START:  # swapped onto a slide's triangle, its swapper sweeps it:
                continue  # a bump, which threats() counts
            lost = steps_to_home(victim, now) - steps_to_home(victim, locs[j])
            if lost >= least:
                by = part.colour if part.colour is not None else opp
                ahead = (now - locs[j]) % TRACK_SQUARES  # squares forward on the board
                found.append(SetBack(victim, pawn, locs[j], by, part.pawn,
                                     locs[int(by) * p + part.pawn - 1], lost,
                                     ahead <= PAST_ENTRY_AHEAD))
    return found


def _worst(pos: Position, colour: Colour, found: Sequence[SetBack],
           may: Callable[[SetBack, Card], bool] | None) -> list[SetBack]:
    """The worst of ``found`` for each pawn (the first of equals), of those ``may`` allows,
    in pawn order."""
    worst: dict[tuple[Colour, int], SetBack] = {}
    for b in found:
        key = (b.colour, b.pawn)
        if (key not in worst or b.steps > worst[key].steps) and (
                may is None or may(b, Card.ELEVEN)):
            worst[key] = b
    order = {c: i for i, c in enumerate(pos.team(colour))}
    return [worst[k] for k in sorted(worst, key=lambda k: (order[k[0]], k[1]))]


def targets(pos: Position, colour: Colour) -> dict[Colour, list[Threat]]:
    """The other side of :func:`threats`: for each opponent (clockwise) with a pawn that
    ``colour``'s next card could bump, those threats, as :func:`threats` would list them
    for that opponent.  ``colour``'s moves are generated once for all opponents.  In a
    partnership game ``colour`` may move its partner's pawns too (``by_colour`` says
    whose), and the partner is no target."""
    clockwise = opponents(pos, colour)
    found = _bumps(pos, colour, clockwise)
    team = {c: i for i, c in enumerate(pos.team(colour))}
    out: dict[Colour, list[Threat]] = {}
    for opp in clockwise:
        keys = sorted((pawn, team[by_colour], by_colour, by)
                      for c, pawn, by_colour, by in found if c == opp)
        if keys:
            out[opp] = [_threat(opp, pawn, pos.pawns(opp)[pawn - 1], by_colour, by,
                                found[(opp, pawn, by_colour, by)])
                        for pawn, _, by_colour, by in keys]
    return out


def option_bumps(pos: Position, options: Sequence[Option]) -> dict[tuple[Colour, int, int],
                                                                  list[int]]:
    """The card in hand's side of :func:`targets`: (colour, pawn, square) of each opponent
    pawn some option bumps (landing, a slide's sweep or a SORRY!), with the indices of
    the options that do, in option order.  Own pawns sent back (a partner's too) are a
    warning, not a reach."""
    team = pos.team(pos.to_move)
    found: dict[tuple[Colour, int, int], list[int]] = {}
    for i, option in enumerate(options):
        for e in play_option(pos, option):
            if isinstance(e, PawnBumped) and e.colour not in team:
                found.setdefault((e.colour, e.pawn, e.square), []).append(i)
    return found


def next_kinds(pos: Position, pile: Mapping[Card, int] | None,
               drawn: bool = False, held: Card | None = None,
               hands: Mapping[Colour, Sequence[Card]] | None = None,
               ) -> dict[Colour, frozenset[Card] | None]:
    """Each seated colour's possible next card kinds, from the draw pile's cards (``pile``,
    by kind, as ``TurnView.unseen`` counts them): the kinds in the pile, or None (any card
    may come) when the pile is not known or may run out before that colour draws, as a
    reshuffle brings the discards back.

    Turns go round from ``pos.to_move``.  ``drawn``: it holds its card already, so its own
    next card comes after everyone else's; ``held``: that card, when ``drawn`` and the
    caller knows it (read only with ``drawn``).  Each card in the pile that draws again may
    add a draw before a colour's turn or in it, and so may the card in hand, when it is such a card
    or not known (``held`` None).  (Playtest o15: with an 8 and a 10 left to draw, A still
    warned of a 4; pe77: holding a 3, with a 3 and two 1s left, A warned of the last
    opponent's 4, as if the 3 were a 2.)

    ``hands``: in the Point Score game, the hands the caller can see, each as the colour
    will hold it for its next play (the card in play taken out): that colour plays next
    one of those cards, or, holding its card now (``drawn``), a refill, which may be any
    card ``pile`` counts (there, the cards the caller cannot see: review aa27 heard "none
    is left for you to draw" of a 12 in the player's own hand).  A hand not seen plays
    one of those cards, or any card once the draw pile (``pile`` less the hidden hands)
    may run out before its refill: a 2 played refills and plays again (playtest ps109:
    "Not counted: a SORRY!", then Blue's 2 drew from the reshuffled discards and played
    one).
    """
    out = _hidden_hands(pos, pile, hands) if hands else _next_kinds(pos, pile, drawn, held)
    if hands:
        refill = None if pile is None else frozenset(c for c, n in pile.items() if n)
        for colour, cards in hands.items():
            if colour == pos.to_move and drawn:
                out[colour] = None if refill is None else frozenset(cards) | refill
            else:
                out[colour] = frozenset(cards)
    return out


def _hidden_hands(pos: Position, pile: Mapping[Card, int] | None,
                  hands: Mapping[Colour, Sequence[Card]]) -> dict[Colour, frozenset[Card] | None]:
    """The Point Score game's colours whose hands are not in ``hands``: each plays a card
    of the ``pile`` (the unseen cards, hidden hands among them), or any card (None) when,
    having played a 2 from its hand, it may refill from the discards reshuffled: the draw
    pile runs short of the refills before its own (a hand seen short of a full one refills
    first, its card played, then each colour in turn after its play, and every other 2
    unseen or in a hand seen may add a refill).  With no 2 unseen it plays from its hand,
    whatever the pile holds (playtest pw112: a swap with an 11 warned of, though none was
    unseen, the pile's last cards counted one too many)."""
    seated = pos.seated
    if pile is None or pos.to_move not in seated:
        return dict.fromkeys(seated)
    left = sum(pile.values()) - HAND_SIZE * sum(c not in hands for c in seated)  # the pile
    again = pos.rules.again
    unseen_twos = sum(n for card, n in pile.items() if again[card])
    in_pile = frozenset(card for card, n in pile.items() if n)
    if not unseen_twos:  # a hidden hand plays once, from its hand
        return dict.fromkeys(seated, in_pile)
    # the other 2s: one of those unseen is the hand's own
    extra = unseen_twos - 1 + sum(again[card] for cards in hands.values() for card in cards)
    first = seated.index(pos.to_move)
    order = [seated[(first + k) % len(seated)] for k in range(len(seated))]
    short = {c: HAND_SIZE - len(cards) for c, cards in hands.items()}

    def refill(c: Colour) -> int:  # the cards ``c`` draws after its next play
        return max(1, short[c]) if c in short else 1

    out: dict[Colour, frozenset[Card] | None] = {}
    for k, colour in enumerate(order):
        draws = (sum(refill(c) for c in order[:k]) + refill(colour)
                 + sum(n for c, n in short.items() if c not in order[:k + 1]))
        out[colour] = None if left < draws + extra else in_pile
    return out


def _next_kinds(pos: Position, pile: Mapping[Card, int] | None,
                drawn: bool, held: Card | None) -> dict[Colour, frozenset[Card] | None]:
    seated = pos.seated
    if pile is None or pos.to_move not in seated:
        return dict.fromkeys(seated)
    left = sum(pile.values())
    again = pos.rules.again
    held_again = drawn and (any(again) if held is None else again[held])
    extra = sum(n for card, n in pile.items() if again[card]) + int(held_again)
    in_pile = frozenset(card for card, n in pile.items() if n)
    n = len(seated)
    first = seated.index(pos.to_move)
    out: dict[Colour, frozenset[Card] | None] = {}
    for k in range(n):
        draws = (k if k else n) if drawn else k + 1  # the draws up to its own, its own too
        # each 2 left may add a draw, before its turn or in it: the one to draw now takes
        # the top card, and a 2 there draws it another (review rv106: its last card a 2,
        # Blue draws again from the reshuffled discards, which A called "not counted")
        out[seated[(first + k) % n]] = None if left < draws + extra else in_pile
    return out


def may_draw_sorry(kinds: Mapping[Colour, frozenset[Card] | None]) -> frozenset[Colour]:
    """The colours whose next card may be a SORRY!, from :func:`next_kinds`."""
    return frozenset(c for c, found in kinds.items() if found is None or Card.SORRY in found)


def drawable_by(pos: Position, kinds: Mapping[Colour, frozenset[Card] | None],
                ) -> Callable[[Threat | SetBack, Card], bool]:
    """For :func:`strip_undrawable` on threats to a colour (and for set-backs): may the
    threat's bumper draw ``card`` next (``kinds``: :func:`next_kinds`); in a partnership
    game either opponent may play it with either opposing colour's pawn, so: may either of
    them."""
    def may(colour: Colour, card: Card) -> bool:
        found = kinds.get(colour)
        return found is None or card in found

    if pos.teams:
        def either(t: Threat | SetBack, card: Card) -> bool:
            victim = t.colour if t.colour is not None else t.by_colour
            return any(may(c, card) for c in opponents(pos, victim))
        return either
    return lambda t, card: may(t.by_colour, card)


def strip_undrawable(found: Sequence[Threat], may: Callable[[Threat, Card], bool],
                     ) -> list[Threat]:
    """``found`` with each card its bumper cannot draw next (``may`` false) taken out; a
    threat left with no card goes."""
    return _keep_cards(found, may)


def _keep_cards(found: Sequence[Threat], keep: Callable[[Threat, Card], bool]) -> list[Threat]:
    """``found`` with each threat's cards that ``keep`` refuses taken out; a threat left
    with no card goes."""
    out = []
    for t in found:
        if all(keep(t, card) for card in t.cards):
            out.append(t)
            continue
        routes = t.routes or (Route.COUNT,) * len(t.cards)
        kept = [(c, r) for c, r in zip(t.cards, routes, strict=True) if keep(t, c)]
        if kept:
            out.append(replace(t, cards=tuple(c for c, _ in kept),
                               routes=tuple(r for _, r in kept)))
    return out


#: Each card kind's share of a full 45-card deck: the odds of the next draw, unseen cards aside.
_DECK = deck_cards()
CARD_ODDS = {card: _DECK.count(card) / len(_DECK) for card in CARDS}


def exposure(found: list[Threat], pos: Position, colour: Colour,
             backs: Sequence[SetBack] = ()) -> float:
    """Steps ``colour`` can expect to lose to a bump (or an 11's swap, ``backs``) before its
    next turn, from ``found``
    (its :func:`threats`, or in a partnership game its :func:`team_threats`, which adds the
    partner's pawns): each threatened pawn's steps made, times the chance that some
    opponent's next card is one that reaches it (full-deck odds).  With teams each
    opponent may move either opposing colour's pawns: each of the two draws a card that
    reaches it with the odds of every card any of those pawns could use.

    ``backs`` (:func:`setbacks`): an opponent that could swap a pawn far back with its 11
    gets that 11's cost apart, the most its one 11 could cost (one 11 swaps one pawn, or
    bumps one): its worst swap, or a pawn it could bump with the 11 if that costs more,
    times the odds of an 11 (playtest pq105, reviews rv106 and rx108).

    A SORRY! from START is left out: it reaches every track square alike, so no move
    escapes it; one played forward 4 (the a5065 rules) is a bump like any other card's.
    """
    def group(c: Colour) -> Colour | None:
        return None if pos.teams else c  # with teams: the opposing team as one

    cards_by: dict[tuple[Colour, int], dict[Colour | None, set[Card]]] = {}
    for t in found:
        victim = t.colour if t.colour is not None else colour
        from_start = pos.pawns(t.by_colour)[t.by_pawn - 1] == START
        cards_by.setdefault((victim, t.pawn), {}).setdefault(group(t.by_colour), set()).update(
            c for c in t.cards if c is not Card.SORRY or not from_start)
    draws = len(opponents(pos, colour)) if pos.teams else 1
    eleven = 1.0 - (1.0 - CARD_ODDS[Card.ELEVEN]) ** draws
    # each swapper's 11 costs the most of what it could do, once
    worst_eleven: dict[Colour | None, float] = {}
    for b in backs:
        by = group(b.by_colour)
        worst_eleven[by] = max(worst_eleven.get(by, 0.0), b.steps)
    lost = 0.0
    for (victim, pawn), cards_of in cards_by.items():
        made = steps_to_home(victim, START) - steps_to_home(victim, pos.pawns(victim)[pawn - 1])
        safe = 1.0
        for by, cards in cards_of.items():
            if by in worst_eleven and Card.ELEVEN in cards:  # that 11 counted once, below
                worst_eleven[by] = max(worst_eleven[by], made)
                cards = cards - {Card.ELEVEN}
            safe *= (1.0 - sum(CARD_ODDS[c] for c in cards)) ** draws
        lost += (1.0 - safe) * made
    return lost + eleven * sum(worst_eleven.values())


def usable_cards(pos: Position, colour: Colour) -> tuple[Card, ...]:
    """The card kinds ``colour`` could play (not forfeit) if it drew them now."""
    as_mover = pos.replace(to_move=colour)
    return tuple(card for card in CARDS if legal_options(as_mover, card))


def home_cards(pos: Position, colour: Colour) -> tuple[Card, ...]:
    """The card kinds with which ``colour`` could bring one more pawn of its team HOME if
    it drew them now (the endgame's question: which cards finish a pawn)."""
    as_mover = pos.replace(to_move=colour)
    home = team_home(pos, colour)
    return tuple(card for card in CARDS
                 if any(team_home(o.result, colour) > home
                        for o in legal_options(as_mover, card)))


def total_steps(pos: Position, colour: Colour) -> int:
    """Forward steps all of ``colour``'s pawns still need to be HOME (START counts 65)."""
    return sum(steps_to_home(colour, loc) for loc in pos.pawns(colour))


def team_steps(pos: Position, colour: Colour) -> int:
    """Forward steps ``colour``'s team still needs to be HOME: :func:`total_steps` summed
    over ``colour`` and, in a partnership game, its partner (else ``colour``'s alone)."""
    return sum(total_steps(pos, c) for c in pos.team(colour))


def team_home(pos: Position, colour: Colour) -> int:
    """How many pawns of ``colour``'s team (``colour`` alone without teams) are HOME."""
    return sum(pos.pawns_home(c) for c in pos.team(colour))


def team_standings(pos: Position) -> list[tuple[Colour, ...]]:
    """The teams from first to last, each as :meth:`Position.team` names it (its first
    seated colour, then the partner): fewest :func:`team_steps`, then most pawns HOME, as
    :func:`standings` orders colours.  Without teams, each colour is a team of one."""
    firsts = [c for c in pos.seated if min(pos.team(c)) == c]
    ranked = sorted(firsts, key=lambda c: (team_steps(pos, c),
                                           -sum(pos.pawns_home(m) for m in pos.team(c)),
                                           int(c)))
    return [pos.team(c) for c in ranked]


def standings(pos: Position) -> list[Colour]:
    """Seated colours from first to last: fewest steps still to go (a pawn in START counts
    65), then most pawns HOME.  Steps first: three pawns HOME and the last 41 steps away
    is further from winning than one HOME and the rest 18 steps away in all."""
    return sorted(pos.seated, key=lambda c: (total_steps(pos, c), -pos.pawns_home(c), int(c)))


#: the most steps a backward card adds to a pawn in the safety zone (a backward 4)
BACK_MOST = 4


def dead_cards(pos: Position, colour: Colour) -> frozenset[Card]:
    """Cards ``colour`` can hardly use again: with every pawn left in the safety zone (none
    in START or on the track, so none can be bumped back), a SORRY! and an 11 (only after
    backward 4s take a pawn out onto the track), and a forward card longer than the steps
    left even after a backward 4.  Empty otherwise
    (the Point Score game's discard: playtest c3 heard the hint keep an 11, a 12 and a
    SORRY! and discard a 2)."""
    left = [steps_to_home(colour, loc) for loc in pos.pawns(colour) if loc != HOME]
    if not left or any(not is_zone(loc) for loc in pos.pawns(colour) if loc != HOME):
        return frozenset()
    most, total = max(left) + BACK_MOST, sum(left) + BACK_MOST
    dead = {Card.SORRY, Card.ELEVEN}
    dead |= {card for card in (Card.ONE, Card.TWO, Card.THREE, Card.FIVE, Card.EIGHT,
                               Card.TWELVE) if card.value > most}
    if Card.SEVEN.value > total:
        dead.add(Card.SEVEN)
    return frozenset(dead)
