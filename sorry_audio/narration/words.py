"""The grammar every narration module shares: who "you" are, names, pawns, locations.

:class:`Words` holds the names, the viewer and the settings; the Narrator is a
``Words``, so the UI can change ``narrator.viewer`` between hot-seat turns and
every phrase follows.  With several humans at one keyboard, :meth:`Words.table`
gives the words for what everyone hears, where nobody is "you".  All wording
comes from the catalog.
"""

from __future__ import annotations

import copy
from collections.abc import Collection, Iterable, Mapping, Sequence
from typing import TypeVar

from sorry_audio.core.board import (
    HOME,
    SLIDE_AT_TRIANGLE,
    START,
    Colour,
    is_track,
    is_zone,
    safety_entry,
    steps_to_home,
    zone_step,
)
from sorry_audio.core.cards import Card
from sorry_audio.core.events import (
    BumpCause,
    Event,
    PawnBumped,
    PawnMoved,
    PawnsSwapped,
    SlideTaken,
    SorryPlayed,
)
from sorry_audio.core.position import Position, partner
from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog
from sorry_audio.narration.settings import NarrationSettings, Verbosity

#: Forward steps from a safety entry to HOME: Z1..Z5, then HOME.
ENTRY_TO_HOME = 6

#: a Words or a subclass (the Narrator): a copy is of the same class (Self needs 3.11)
_W = TypeVar("_W", bound="Words")


def slides_on(e: PawnMoved | PawnsSwapped | SorryPlayed, later: Iterable[Event]) -> bool:
    """Whether the pawn ``e`` moves (a move's, a SORRY!'s, a swap's own) slides from where
    it stops: its slide follows, after any pawn it landed on is bumped.  Then only the
    slide's end gets a distance (playtests f6 and pa67: the first was out of date a line
    later, and review rd70 found it after a bump, a SORRY! and a swap too)."""
    for x in later:
        if isinstance(x, PawnBumped) and x.cause is not BumpCause.SLIDE:
            continue
        return isinstance(x, SlideTaken) and (x.colour, x.pawn) == (e.colour, e.pawn)
    return False


def swept_after(e: PawnsSwapped, later: Iterable[Event]) -> bool:
    """Whether the pawn a swap sent away is swept back to start by the slide that follows
    it: then it gets no distance where the swap put it (playtest pc69: "49 squares before
    Yellow's safety entry" for a pawn in start a sentence later)."""
    for x in later:
        if not isinstance(x, (SlideTaken, PawnBumped)):
            return False
        if isinstance(x, PawnBumped) and (x.colour, x.pawn) == (e.other_colour, e.other_pawn):
            return True
    return False


def slid_past_entry(events: Iterable[Event]) -> set[tuple[Colour, int]]:
    """(colour, pawn) of each pawn a slide carries past its own safety entry (its own
    slide, a5065): whatever its move gained before the slide is not a gain."""
    return {(e.colour, e.pawn) for e in events if isinstance(e, SlideTaken)
            and steps_to_home(e.colour, e.end) > steps_to_home(e.colour, e.start)}


def cap(text: str) -> str:
    """Capitalise the first letter only (names and "SORRY!" keep their case)."""
    return text[:1].upper() + text[1:]


class Words:
    """Names, perspective and the catalog: the building blocks of every sentence."""

    def __init__(self, names: Mapping[Colour, str], viewer: Colour | None,
                 settings: NarrationSettings | None = None,
                 catalog: Catalog = DEFAULT_CATALOG,
                 players: Collection[Colour] = (), bots: Collection[Colour] = (),
                 seated: Collection[Colour] = ()) -> None:
        self.names = {Colour(c): n for c, n in names.items()}
        self.viewer = viewer
        #: the humans at the keyboard: with two or more (hot seat) "you" could be any of them
        self.players = frozenset(players)
        #: seats a bot plays, whose turns the UI paces: "Blue's turn." waits for Blue's draw
        self.bots = frozenset(bots)
        #: the colours played, when the game told them (a narrator of a bare position is
        #: told none): the others' slides and squares are "the Green slide", no one's
        self.seated = frozenset(seated)
        #: False in :meth:`table`'s copy: nobody is "you" in what the whole table hears
        self.addressing = True
        self.settings = settings if settings is not None else NarrationSettings()
        self.catalog = catalog
        #: events told with the next call: in brief, an opponent's draw waiting for its
        #: play; in any verbosity, a bot's "Blue's turn." waiting for Blue's draw
        self.held: list[Event] = []
        #: each player's last card told (the UI tells a draw and its play in two calls):
        #: a bot's a5065 SORRY! that moves forward 4 is told as such with its play
        self.drawn: dict[Colour, Card] = {}
        #: players told which cards bring a pawn out of START when all theirs were there:
        #: said once a game, then short (playtest x24 heard it eight times in a row); at a
        #: table of bots (:attr:`watching`) once for the whole table
        self.taught_start: set[Colour] = set()
        #: the other rule lessons said, to the whole table: "slide" (playtest qn129: a
        #: watcher heard slides named, never why a pawn slid); the UI gives its set of
        #: those said this run.  None: none is given (the words of a bare position)
        self.taught: set[str] | None = None

    # --- basics -----------------------------------------------------------
    def say(self, key: str, **fields: object) -> str:
        return self.catalog.say(key, **fields)

    @property
    def brief(self) -> bool:
        return self.settings.verbosity is Verbosity.BRIEF

    @property
    def full(self) -> bool:
        return self.settings.verbosity is Verbosity.FULL

    def run_on(self, head: str, line: str) -> str:
        """``head`` ("Since your last turn:") and the one sentence it leads to, as one
        line (playtest qf120: two lines for one bump in brief): the sentence goes on in
        small letters ("your pawn 1 ...", "sliding ..."), but for a name, which keeps its
        capital, as do "SORRY!" and a colour (review rz125: "Sliding" stayed capital)."""
        kept = {self.name(c) for c in Colour} | {self.catalog.colour(c) for c in Colour}
        named = any(line.startswith(name) and line[len(name):len(name) + 1] in ("", " ", "'",
                                                                                ",", ".")
                    for name in kept)  # (a name of two words too: review rz127)
        if not named and not line.split(" ", 1)[0].isupper():
            line = line[:1].lower() + line[1:]
        return self.say("ui.run_on", head=head, line=line)

    @property
    def shared(self) -> bool:
        """Several humans share the keyboard (hot seat)."""
        return len(self.players) > 1

    def is_you(self, colour: Colour | None) -> bool:
        return self.addressing and self.is_viewer(colour)

    def is_viewer(self, colour: Colour | None) -> bool:
        """Whose seat the listener takes: brief keeps its lines whole even when it is not
        called "you"."""
        return self.viewer is not None and colour == self.viewer

    @property
    def watching(self) -> bool:
        """No person plays: a table of bots, its listener a spectator, who is given the
        rules' lessons a player gets from their own cards (playtest qn129)."""
        return self.viewer is None and not self.players and bool(self.bots)

    def is_player(self, colour: Colour) -> bool:
        """A pawn's owner is listening: the viewer, or at a hot-seat table any human there,
        so lines about their pawns start with whose pawn it is, as they would with "Your"."""
        return self.is_you(colour) or (not self.addressing and colour in self.players)

    def table(self: _W) -> _W:
        """The words for what everyone at the table hears (events, the board, the end).

        With one human that is still "you"; with several, "you" would be whoever played
        last, so this copy names everyone.  The copy shares the held events.
        """
        if not self.shared:
            return self
        words = copy.copy(self)
        words.addressing = False
        return words

    def name(self, colour: Colour) -> str:
        """The display name of a seat ("Blue", or the name a player typed)."""
        return self.names.get(colour) or self.catalog.colour(colour)

    def person(self, key: str, colour: Colour, **fields: object) -> str:
        """Sentence ``key`` in the second person for the viewer, else the third with a name."""
        if self.is_you(colour):
            return self.say(key + ".you", **fields)
        return self.say(key + ".other", name=self.name(colour), **fields)

    def who(self, colour: Colour) -> str:
        """"you" for the viewer, else the name: the object of a sentence ("bumped by Blue")."""
        return self.say("who.you") if self.is_you(colour) else self.name(colour)

    def possessive(self, colour: Colour) -> str:
        """"your" or "Blue's"; for a colour no one plays, "the Green" (its slide, its safety
        entry): "Green's slide" in a game of three made players think a fourth was at the
        table (playtest q17)."""
        if self.is_you(colour):
            return self.say("possessive.you")
        if self.seated and colour not in self.seated:
            return self.say("possessive.empty", name=self.name(colour))
        return self.say("possessive.other", name=self.name(colour))

    def pawn(self, colour: Colour, number: int, me: Colour | None = None) -> str:
        """A pawn named for the listener: "your pawn 2", "Blue pawn 2", "Ann's pawn 2".

        ``me`` is the colour whose own pawns are just "pawn 2" (option labels).  At a
        hot-seat table a bot's pawn is "Blue's pawn 2", like a named human's: one form
        for every opponent where both sit.
        """
        form, fields = self._whose(colour, me)
        return self.say("pawn." + form, pawn=number, **fields)

    def pawns(self, colour: Colour, numbers: Sequence[int], me: Colour | None = None) -> str:
        """Several pawns of one colour, named as :meth:`pawn` names one: "pawns 1 and 2",
        "your pawns 1 and 2", "Yellow pawns 1 and 2", "Ann's pawns 1 and 2"."""
        form, fields = self._whose(colour, me)
        return self.say("pawns." + form, pawns=self.join(str(n) for n in numbers), **fields)

    def _whose(self, colour: Colour, me: Colour | None) -> tuple[str, dict[str, str]]:
        """How :meth:`pawn` and :meth:`pawns` name ``colour``'s: the form of their catalog
        key ("plain", "you", "colour" or "named") and its name, where it has one."""
        if me is not None and colour == me:
            return "plain", {}
        if self.is_you(colour):
            return "you", {}
        name = self.name(colour)
        if name == self.catalog.colour(colour) and not self.shared:
            return "colour", {"name": name}
        return "named", {"name": name}

    def team_pawn(self, colour: Colour, number: int, player: Colour) -> str:
        """A pawn named relative to ``player`` in a partnership game: the player's own is
        "pawn 2", the partner's (or anyone else's) "Yellow pawn 2" or "Ann's pawn 2", as
        :meth:`pawn` names another colour's; the listener's own (when ``player`` is someone
        else) is "your pawn 2"."""
        return self.pawn(colour, number, me=player)

    def team(self, colour: Colour) -> str:
        """A partnership named for the listener: "you and Yellow", "Blue and Green"
        (in seating order, always the same words for a team, or the listener first when
        they are in it; playtest b2 heard "Green and Blue win", then "First: Blue and
        Green")."""
        first, mate = self.team_members(colour)
        return self.say("team.pair", first=self.who(first), second=self.name(mate))

    def team_members(self, colour: Colour) -> tuple[Colour, Colour]:
        """``colour``'s partnership in the order :meth:`team` names it, which lists of the
        team's players follow too (Shift+S, B)."""
        first, mate = sorted((colour, partner(colour)))
        return (mate, first) if self.is_you(mate) else (first, mate)

    def commas(self, items: Iterable[str], sep: str = "comma") -> str:
        """Phrases run together with the catalog's separator (no conjunction)."""
        return self.say(f"sep.{sep}").join(items)

    def join(self, items: Iterable[str], conj: str = "and") -> str:
        """"a, b and c" with the catalog's conjunction."""
        return self.catalog.join(items, conj)

    def count(self, n: int, unit: str) -> str:
        """"1 square", "3 squares"."""
        return self.catalog.count(n, unit)

    def card(self, card: Card) -> str:
        return self.say(f"card.{int(card)}")

    def a_card(self, card: Card) -> str:
        """The card with its article: "a 4", "an 8", "a SORRY!"."""
        return self.say(f"card.a.{int(card)}")

    def cards_or(self, cards: Iterable[Card]) -> str:
        return self.join((self.a_card(c) for c in cards), "or")

    # --- locations ----------------------------------------------------------
    def location(self, colour: Colour, loc: int, distance: bool = True,
                 aside: bool = False) -> str:
        """Where a pawn of ``colour`` stands: "in start", "on track square 27", "home".

        With ``distance`` (and the relative wording on) the distance follows, closed by a
        comma with ``aside`` when the sentence goes on.
        """
        if loc == START:
            return self.say("loc.start")
        if loc == HOME:
            return self.say("loc.home")
        if is_zone(loc):
            text = self.say("loc.zone", step=zone_step(loc))
        else:
            text = self.say("loc.track", square=loc)
        return self.relative(colour, loc, text, aside) if distance else text

    def destination(self, colour: Colour, loc: int, distance: bool = True) -> str:
        """Where a move ends, after "to": "square 27", "safety zone square 2", "home".

        With ``distance`` (and the distances wording on) the distance follows.
        """
        if loc == HOME:
            return self.say("dest.home")
        if loc == START:
            return self.say("dest.start")
        if is_zone(loc):
            text = self.say("dest.zone", step=zone_step(loc))
        else:
            text = self.say("dest.track", square=loc)
        return self.relative(colour, loc, text) if distance else text

    def _distanced(self, loc: int) -> bool:
        """Whether a location gets the distances wording: asked for, and on the board."""
        return self.settings.relative and loc not in (START, HOME)

    def relative(self, colour: Colour, loc: int, where: str, aside: bool = False) -> str:
        """``where`` plus ", 8 squares before your safety entry" if the player wants distances;
        closed by a comma with ``aside`` when the sentence goes on."""
        if not self._distanced(loc):
            return where
        return self.say("rel.aside" if aside else "rel.with", where=where,
                        distance=self.distance(colour, loc))

    def on_square(self, colour: Colour, loc: int, aside: bool = False,
                  distance: bool = True) -> str:
        """A track square's number for "square {square}" templates: "27", or with the
        distances wording "27, 32 squares before your safety entry" (for ``colour``'s pawn
        that now stands there; ``distance`` False: the number alone, as a slide from there
        says the distance that counts)."""
        return self.relative(colour, loc, str(loc), aside) if distance else str(loc)

    def taken(self, taker: Colour, loc: int, distance: bool = True,
              asides: Sequence[str] = ()) -> str:
        """The square a SORRY! takes, for "takes square {square} from {victim}": with the
        distances wording "54, 5 squares before your safety entry," (the taker's distance:
        the pawn taken goes back to start, so a distance of its own told nothing), then
        any ``asides`` ("your own slide: no slide"), all closed by one comma."""
        said = [self.distance(taker, loc)] if distance and self._distanced(loc) else []
        said += asides
        if not said:
            return str(loc)
        return self.say("rel.aside", where=loc, distance=self.commas(said))

    def past_entry(self, colour: Colour, before: int, start: int, end: int,
                   when: str) -> str | None:
        """If a slide (``start`` to ``end``) carried ``colour``'s pawn past its own safety
        entry (an own slide, a5065): "past your safety entry, 49 steps further from home
        than now", counted from where the pawn stood before the move (``before``), not from
        the triangle; else None."""
        if steps_to_home(colour, end) <= steps_to_home(colour, start):
            return None
        lost = steps_to_home(colour, end) - steps_to_home(colour, before)
        if lost <= 0:  # it came from START (a SORRY!): nothing lost, but still past
            return self.say("slide.past", owner=self.possessive(colour))
        return self.say("slide.past_steps", owner=self.possessive(colour),
                        steps=self.count(lost, "step"), when=self.say(f"when.{when}"))

    def distance(self, colour: Colour, loc: int) -> str:
        """How far a board pawn is from its safety entry (track) or from HOME (zone)."""
        left = steps_to_home(colour, loc)
        if is_zone(loc):
            return self.say("rel.zone", steps=self.count(left, "step"))
        before = left - ENTRY_TO_HOME
        owner = self.possessive(colour)
        if before == 0:
            return self.say("rel.at_entry", owner=owner)
        return self.say("rel.track", squares=self.count(before, "square"), owner=owner)


# --- where a team pawn's move ends: said alike by the options and the events -------------
def at_entry(w: Words, colour: Colour, loc: int, distance: bool = True) -> bool:
    """Whether ``loc`` is ``colour``'s safety entry and the distances wording does not say
    so already ("square 59, your safety entry")."""
    return loc == safety_entry(colour) and not (distance and w.settings.relative)


def entry_words(w: Words, colour: Colour) -> str:
    """"your safety entry": the distances wording's own words for that square."""
    return w.say("rel.at_entry", owner=w.possessive(colour))


def move_end(w: Words, colour: Colour, loc: int, distance: bool = True) -> str:
    """Where a team pawn's move ends (:meth:`Words.destination`), its own safety entry
    named in every wording: "to square 59" did not say a pawn could turn in from there
    with its next move (playtest pa67)."""
    where = w.destination(colour, loc, distance)
    if at_entry(w, colour, loc, distance):
        return w.say("rel.with", where=where, distance=entry_words(w, colour))
    return where


def no_slide(w: Words, pos: Position, colour: Colour, loc: int) -> list[str]:
    """["your own slide: no slide"] when a pawn ends on its own colour's slide triangle
    and does not slide there (classic); a new player heard "to square 58" and waited for
    the slide (playtest pa67).  Else nothing."""
    slide = SLIDE_AT_TRIANGLE.get(loc)
    if slide is None or slide.colour != colour or pos.rules.slide[colour][loc] is not None:
        return []
    return [w.say("opt.own_slide", owner=w.possessive(colour))]


def landing(w: Words, colour: Colour, loc: int, who: Colour, pos: Position | None,
            distance: bool = True, details: str = "") -> tuple[str, str]:
    """Where a pawn of ``colour`` moved by ``who``'s card stops, as the options say it
    (playtest pe77: a move played for the player dropped their words): its own slide
    triangle, where it does not slide ("Yellow's own slide: no slide"; to anyone, who may
    wait for the slide), and for a person's move, its own safety entry ("square 59, your
    safety entry"; not for a bot's, kept short).  ``pos``: the position after the move.

    Returns the move's ``where`` and ``details`` (full verbosity's squares passed and pawns
    jumped, from :func:`move_details`).  With details, the triangle's aside follows them:
    "to square 21, passing squares 24, 23 and 22; your own slide: no slide", as "no
    slide, passing squares 24, 23 and 22" read as if the slide passed them (review rh84)."""
    where = move_end(w, colour, loc, distance) if w.is_player(who) \
        else w.destination(colour, loc, distance)
    asides = no_slide(w, pos, colour, loc) if pos is not None and is_track(loc) else []
    if not asides:
        return where, details
    if details:
        return where, w.commas([details, *asides], "semicolon")
    return w.commas([where, *asides]), details
