"""One game as the player meets it: keys become Game calls, results become words.

No terminal code: the prompt_toolkit app calls these methods from its key
handlers and its bot loop, and the tests call them too.  Everything said goes
through the :class:`Speaker`; the core's :class:`Game` holds all game state.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, replace

from sorry_audio.audio import Cue, cues_for_events
from sorry_audio.bots import make_bot
from sorry_audio.bots.advisor import Advisor
from sorry_audio.config import PACES, VERBOSITIES, GameConfig, Pace
from sorry_audio.core.board import Colour, start_square
from sorry_audio.core.cards import Card
from sorry_audio.core.errors import IllegalMoveError, InvalidError
from sorry_audio.core.events import Event, ExtraDraw, HandFilled, TurnPassed
from sorry_audio.core.game import Game, Phase, Player
from sorry_audio.core.pointscore import PointScoreGame
from sorry_audio.core.position import format_position, parse_position
from sorry_audio.core.rules import RULES
from sorry_audio.narration import NarrationSettings, Narrator, Verbosity
from sorry_audio.narration.table import opening_line, resumed_line, table_line
from sorry_audio.narration.turnprompt import turn_prompt
from sorry_audio.narration.words import cap
from sorry_audio.preferences import Preferences
from sorry_audio.ui.gameend import GameEnd
from sorry_audio.ui.handover import HandOverGuard
from sorry_audio.ui.hands import HandKeys, Series
from sorry_audio.ui.lessons import Lessons
from sorry_audio.ui.news import TurnNews
from sorry_audio.ui.options import OptionChooser
from sorry_audio.ui.questions import PlayerQuestions
from sorry_audio.ui.record import RecordStore
from sorry_audio.ui.review import ReviewCursor
from sorry_audio.ui.savegame import SavedGame, SaveError
from sorry_audio.ui.setup import cycle, setting_name
from sorry_audio.ui.speaker import Speaker
from sorry_audio.ui.turnlog import TurnLog


@dataclass(frozen=True)
class TakeBackPoint:
    """The game just before a human's choice among several, for U to come back to."""

    progress: tuple[int, int, int]  # GameSession.progress then
    position: str  # the board then, which the replay to it must reach
    #: the card chosen for there (drawn, or picked from the hand), so the table can hear
    #: which before it agrees to take it back
    card: Card
    #: the history's length then, so it reads as it did; None for a point replayed (a
    #: continued game, whose history is rebuilt from its log)
    heard: int | None


class GameSession(PlayerQuestions, HandKeys, GameEnd, TurnNews, HandOverGuard):
    """A game, its bots, its narrator and the player's place in the option list."""

    #: the hard bot's advice, for H and the end's hint agreement (a test sets a stand-in)
    advisor: Advisor = Advisor()

    def __init__(self, config: GameConfig, speaker: Speaker, seed: int,
                 record: RecordStore | None = None, series: Series | None = None,
                 lessons: Lessons | None = None) -> None:
        self.config = config
        #: the keys taught so far: the app's, kept from game to game (playtest qf120)
        self.lessons = lessons if lessons is not None else Lessons()
        self.record = record  # the player's record against the bots, counted at the end
        self.speaker = speaker
        self.seed = seed
        self.rng = random.Random(seed)
        first = config.first if config.first is not None else self.rng.choice(config.colours)
        if config.points:
            self.game = PointScoreGame(config.colours, RULES[config.rules], rng=self.rng,
                                       deck_size=config.deck, first=first)
        else:
            self.game = Game(config.colours, RULES[config.rules], rng=self.rng,
                             faster_setup=config.faster_setup, deck_size=config.deck,
                             first=first, teams=config.teams)
        #: the Point Score game: the points of the earlier games at this table (Play again)
        self.series = series if series is not None else Series()
        self.bots = {s.colour: make_bot(s.bot, random.Random(f"{seed}:{s.colour.letter}"))
                     for s in config.seats if s.bot}
        self.humans = tuple(s.colour for s in config.seats if not s.bot)
        self.catalog = speaker.catalog  # the app's one catalog: UI and game words together
        self.narrator = Narrator.for_table(config, self.catalog)
        self.narrator.taught = self.lessons.rules  # a rule taught once a run, as the keys
        self.pace = config.pace
        self.choices: list[int] = []  # the option played for each card: the game's replay
        #: where U takes the game back to: each human choice among several (a card with
        #: options, or the Point Score game's pick), as it stood just before it
        self.take_back_points: list[TakeBackPoint] = []
        #: the point U came back to: chosen again, it keeps the history's length from the
        #: first time, or each U there kept the last one's "Move taken back" and options
        #: (review au46: 40 U at one card took the history from 141 lines to 375)
        self._came_back_to: TakeBackPoint | None = None
        self.taken_back = 0  # moves the player took back this game, said as it ends
        self.counted: str | None = None  # the level the record counted it for (GameEnd)
        self.loss_counted = False  # a lost game taken back: on the record as lost till it ends
        self.series_before: Series | None = None  # the Point Score totals before its own
        self.picks: list[int] = []  # the Point Score game: the hand card picked each time
        self._dealt = self.game.cards_drawn  # the Point Score game deals before any move
        self.discard_told = False  # the keys to discard, said the first time none can move
        self.one_option_told = False  # and those that play a card's lone option
        self.put_back_told = False  # and those that walk on from a card put back
        self.hand_heard = True  # at a hot-seat table, set False as each turn begins
        self.face_down: dict[Colour, tuple[Card, ...]] = {}
        self.pick_from: Game | None = None  # the game before a human's pick (hint agreement)
        self.hint_pending: tuple[Card, int] | None = None  # H's card and option, before a pick
        self._hand_hinted: list[tuple[Card, int]] = []
        self.hand_focus: int | None = None
        #: (who, the game just before, option played) for each human card with a choice:
        #: at the end each is set against the hard bot's pick, for learners
        self.decisions: list[tuple[Colour, Game, int | tuple[Card, int]]] = []
        #: at a table of bots, the last bot's card played: the game as it waited, and the
        #: option played, which H sets against the hard bot's pick (playtest qn129)
        self.watched: tuple[Game, int] | None = None
        self.prompted: set[Colour] = set()  # humans told the draw keys this game
        self._guard_begin()  # the hot seat's hand-over guard (HandOverGuard)
        self.key_wait_told = False  # said (once a game) that the bots wait for a key
        # a draw key came while the bots played at a timed pace, where it only cut their
        # wait: the next turn says it drew nothing (playtest ak37: "1 d" left a fast player
        # at "Your turn." sure the d had drawn); the reason once a game, then the prompt
        self.typed_ahead = False
        self._news_begin()
        self.typed_ahead_told = False
        self._asides_said: tuple[object, set[object]] = (None, set())
        self._gone_said: dict[Colour | None, tuple[tuple[str, ...], int]] = {}
        self._position_told = False
        self.next_kept = False  # the Point Score table's next game is in the save file
        self.chooser: OptionChooser | None = None
        self.hold_enter()  # sets began_at and enter_asked: an Enter soon after may be a menu's
        #: every event line of the game: Shift+R replays those since your last turn (a
        #: skipped bot turn is not lost), and a continued game's history starts with them
        to_move = self.game.to_move
        self.log = TurnLog(self.humans, self.narrator.turn_line,
                           None if self.narrator.table().is_you(to_move) else to_move,
                           self.game.teams)
        self._turn_told: str | None = None  # a held bot turn's line T has already said
        self.opening = ""  # the game's first line, once said (opening_text)
        self.summary: list[str] = []  # at the end: the hint agreement and the record lines
        self._pawns_told: Colour | None = None  # the player whose pawns Shift+V said last
        #: each human's own review cursor, from their start square: at a hot seat one
        #: player's walk of the track is not where the next one starts (playtest z16);
        #: a table of bots has one, from the first player's
        self._cursors = {c: ReviewCursor(start_square(c)) for c in self.humans or (first,)}

    # -- state -----------------------------------------------------------------

    @property
    def progress(self) -> tuple[int, int, int]:
        """How far the game has come: cards taken off the pile, options played, cards
        picked.  The save is rewritten whenever it moves."""
        return self.game.cards_drawn, len(self.choices), len(self.picks)

    @property
    def drawing_again(self) -> bool:
        """The player to move drew a 2 and is to draw again (the core knows: review z26)."""
        return self.game.drawing_again

    @property
    def cards_played(self) -> int:
        """Cards played so far: not a drawn card still waiting for its option, which its
        own line says (playtest pg86 heard "13 cards played", then "You drew an 8 before
        you left", with 12 played); in the Point Score game the deal is not counted, and
        the winning card is the one card played that was not replaced."""
        return self.plays_done + (self.config.points and self.over)

    @property
    def card_waiting(self) -> bool:
        """A card drawn is waiting for its option: the last of the cards drawn is not
        played yet (the Point Score game's picked card was never drawn: it is in no
        count)."""
        return not self.config.points and self.game.phase is Phase.CHOOSE

    @property
    def plays_done(self) -> int:
        """Cards whose play is over: a drawn card still waiting for its option is not (the
        Point Score game draws only to refill a hand, after a play)."""
        return self.game.cards_drawn - self._dealt - self.card_waiting

    @property
    def unplayed(self) -> bool:
        """Nothing has happened yet (the Point Score game's deal is not a move, nor is a
        card picked to hear its options, which Escape puts back: playtest pb68 heard such a
        look replace the saved game setup had promised to keep until play began)."""
        draws, choices, picks = self.progress
        g = self.game
        if self.config.points and g.phase is Phase.CHOOSE and g.to_move in self.humans:
            picks -= 1
        return (draws, choices, picks) == (self._dealt, 0, 0)

    @property
    def bot_to_move(self) -> bool:
        return not self.over and self.game.to_move in self.bots

    # -- flow ------------------------------------------------------------------

    def opening_text(self) -> str:
        """The line a game starts with: its rules, who plays what, and who goes first.  Read
        before the first card; a continued game's history starts with it too (playtest l12
        went back for the bots' levels and found the first draw)."""
        return opening_line(self.narrator, self.config, self.game.position, self.humans,
                            self.game.to_move)

    def start(self, interrupt: bool = True) -> None:
        """Say who plays what, then hand the first turn to a human (bots: the app);
        ``interrupt`` False: behind a warning said just before it."""
        first = self.game.to_move
        self.opening = self.opening_text()
        self.speaker.say(self.opening, interrupt)
        if self.series.games:  # the Point Score game played again: where the table stands
            # (playtest h8 heard the running totals only by pressing S)
            self.speaker.say(self.totals_line(), False)
        if self.human_to_move:
            self.begin_human_turn(())
        elif not self.narrator.brief:  # as every later bot turn starts (brief: "Yellow: ...")
            self.speaker.say(self.narrator.turn_line(first), False)

    def table(self) -> None:
        """Shift+T: who sits at the table, at what bot level, and the game they play."""
        self.speaker.say(table_line(self.narrator, self.config, self.game.position,
                                    self.humans), True, keep=False)

    # -- saving and carrying on --------------------------------------------------

    def saved(self) -> SavedGame:
        """The game as it stands, for the save file: setup, seed and choices."""
        return SavedGame(self.config, self.seed, self.game.cards_drawn, tuple(self.choices),
                         format_position(self.game.position), tuple(self.picks),
                         tuple((c.letter, n) for c, n in self.series.totals),
                         self.series.games, self.cursor_squares, self.taken_back,
                         self.loss_counted, self.card_waiting)

    @property
    def cursor_squares(self) -> tuple[tuple[str, int], ...]:
        """Each review cursor's square, by colour letter, as the save keeps them."""
        return tuple((c.letter, cursor.square) for c, cursor in self._cursors.items())

    @classmethod
    def restored(cls, saved: SavedGame, speaker: Speaker, record: RecordStore | None = None,
                 preferences: Preferences | None = None,
                 lessons: Lessons | None = None) -> GameSession:
        """The saved game rebuilt by replaying its choices; SaveError if they do not replay
        to the saved position (another version's file, or one edited by hand).

        Nothing is said while replaying, but each card's lines go into the game's log, so
        the history keys and Shift+R reach back past the Continue as they would have, in
        the player's ``preferences`` (verbosity, wording) as they stand now, not as the
        game began; ``lessons``: the keys the app has taught this run, not taught again.
        """
        try:
            s = cls(saved.config, speaker, saved.seed, record, Series.from_saved(saved),
                    lessons)
        except InvalidError as exc:  # a table the game cannot be set up for: set aside
            raise SaveError(f"its table is not valid ({exc})") from None
        if preferences is not None:
            s.use_preferences(preferences)
        g = s.game
        s.opening = s.opening_text()  # as it began, before the cards replay
        # nothing replayed is heard, so the run's rule lessons are not used up by it (review
        # rz134: a slide replayed used up the slide lesson unsaid); the game's own log keeps
        # the lesson where the game first taught it, as it was said
        s.narrator.taught = set()
        try:
            while True:
                # "you" as in play: the person whose turn it is, so their draw is logged as
                # it was heard, and not held back in brief for their play, which after U or
                # Continue said it again (review rj92)
                if g.to_move in s.humans:
                    s._listen_as(g.to_move)
                only = False  # a bot's only option, logged as it was said
                if g.phase is Phase.DRAW and g.cards_drawn < saved.draws:
                    events = g.draw()
                elif g.phase is Phase.CHOOSE and len(s.choices) < len(saved.choices):
                    only = s.bot_only_option
                    if not s.humans and not s.config.points \
                            and len(s.choices) == len(saved.choices) - 1:
                        # H's card after a Continue: the last one played (review rz134: a
                        # copy of the game was taken at every card, to keep only the last)
                        s.watched = (g.snapshot(), saved.choices[len(s.choices)])
                    events = s._choose(saved.choices[len(s.choices)])
                elif g.phase is Phase.PICK and len(s.picks) < len(saved.picks):
                    events = s._pick(saved.picks[len(s.picks)])
                else:
                    break
                s.log.add(events, s.narrator.events(events, g.position, only))
        except IllegalMoveError:  # the engine's words ("no option 100") mean nothing here
            raise SaveError("its moves do not replay") from None
        finally:
            s.narrator.taught = s.lessons.rules
        # nothing was heard while replaying: a point's history is rebuilt from the log
        s.take_back_points = [replace(p, heard=None) for p in s.take_back_points]
        if s.progress != (saved.draws, len(saved.choices), len(saved.picks)) \
                or format_position(g.position) != saved.position:
            raise SaveError("its moves do not replay to the position it saved")
        s.taken_back, s.loss_counted = saved.taken_back, saved.loss_counted
        left = dict(saved.cursors)
        for c, cursor in s._cursors.items():  # where each was left
            cursor.square = left.get(c.letter, cursor.square)
        return s

    def resume(self, saved: bool = True) -> None:
        """Say the game is back and where every pawn stands, then hand the turn on;
        ``saved`` False: it was held in memory, as the file would not take it."""
        self.hold_enter()  # Continue's Enter, doubled, must not draw or play
        self.speaker.say(resumed_line(self.narrator, self.config, self.game.position,
                                      self.humans, self.game.to_move, self.cards_played,
                                      saved), True)
        if self.series.games:  # where the table stands, as a new game of it says it
            # (playtest ao40: a Point Score game continued gave its totals only on S)
            self.speaker.say(self.totals_line(), False)
        # the board, as a sighted player would glance at it on sitting down again (as B
        # says it: not kept in the history, which the "is back" line marks)
        self.speaker.say_lines(self.narrator.board(self.position), False, keep=False)
        if self.over:
            return
        self.mark_turn()  # the card left waiting: its lines are said next
        if len(self.humans) == 1 and self.human_to_move:
            # what the bots did to your pawns just before you left, as a hot-seat player
            # hears it when the keyboard comes back (playtest ao40: only Shift+R had it)
            told = self._tell_hits(self.humans[0], alone=True)
            if self.log.since(self.humans[0]):  # and where the rest of it is (qm128)
                self.speaker.tell("ui.resumed_recap_rest" if told else "ui.resumed_recap",
                                  False)
        if not self.human_to_move:  # left during the bots' turns: whose is next, as T says
            self.turn(False)
            return
        if self.game.phase is Phase.CHOOSE:
            self._listen_as(self.game.to_move)
            assert self.game.card is not None  # CHOOSE: the card waits to be played
            card = self.narrator.a_card(self.game.card)
            key = "ui.hand.card_back" if self.config.points else "ui.card_back"
            if len(self.humans) > 1:  # two people sit down again: say whose card this is
                self.speaker.tell(key + ".named", False, card=card,
                                  name=self.name(self.game.to_move))
            else:
                self.speaker.tell(key, False, card=card)
            # never played for the player on sitting down: the card was left waiting, and a
            # Point Score card picked can still go back in the hand (review z26)
            self._offer(auto=False)
        elif self.drawing_again:  # left between a 2 and the draw it gives (playtest p16)
            colour = self.game.to_move
            if len(self.humans) > 1:  # its own "Your turn, An", not a second one (r18)
                self.speaker.tell("ui.again_back.named", False, name=self.name(colour))
                self.prompted.add(colour)
            else:
                self.speaker.tell("ui.again_back", False)
            self.begin_human_turn((ExtraDraw(colour),))  # as the 2's own line would lead in
        else:
            self.begin_human_turn(())

    def _tell_typed_ahead(self) -> None:
        """A draw key swallowed by the bots' turns drew nothing: say so, then how to draw;
        after the first time in short, still saying that key came early (playtest qe119:
        the bare "Press D, Space or Enter to draw." told a player to press the key just
        pressed, as if it had not been heard)."""
        told, self.typed_ahead_told = self.typed_ahead_told, True
        key = "ui.typed_ahead_again" if told else "ui.typed_ahead"
        self.speaker.tell(key + ".alone" if len(self.humans) == 1 else key, False)

    def _listen_as(self, colour: Colour) -> None:
        """At a hot-seat table "you" (and the sounds' side) is the human about to play."""
        if len(self.humans) > 1:
            self.narrator.viewer = colour

    def begin_human_turn(self, last_events: Sequence[Event]) -> None:
        """The turn cue and words; the narrator already said "Your turn" after events, and
        their cues already held the turn cue when the listener's seat is the one to move."""
        colour = self.game.to_move
        cued = any(cue is Cue.YOUR_TURN
                   for cue, _ in cues_for_events(last_events[-1:], self.narrator.viewer))
        self._listen_as(colour)
        if not cued:  # with the words that say so, behind the last bot's still being said
            self.speaker.cue(Cue.YOUR_TURN, after=self.speaker.voice_ahead())
        told = bool(last_events) and isinstance(last_events[-1], (TurnPassed, ExtraDraw))
        first = colour not in self.prompted  # the keys once each; then the cue and words do
        again = bool(last_events) and isinstance(last_events[-1], ExtraDraw)
        if not again:  # Shift+V starts again from the player after you (playtest f6: it
            self._pawns_told = None  # went on from where the last turn's presses stopped)
        points = self.config.points
        typed, self.typed_ahead = self.typed_ahead and not points, False
        before = self.speaker.spoken_seconds  # what follows the news is timed: news_tail
        began = before
        news = False
        # the hits on this player's pawns the last turn's own lines told just now are no
        # news to say again at once (playtest pd72, review rf79), but a key cutting those
        # lines is a key cutting the news (below: _news_has_hits); the older ones are
        hits = len(self.log.hits(colour))
        tell = hits if again else self._hits_to_tell(colour)
        said = tell < hits
        hot_seat = len(self.humans) > 1
        if hot_seat:  # the guard, as the keyboard passes to the player named below
            self._keys_to(colour, last_events)
            if not again:  # the news first, so the turn's prompt is the last word (r18)
                news = self._tell_hits(colour, end=tell)
                before = self.speaker.spoken_seconds
        elif not again:  # what a key cut off of the bots' words, of what matters most
            said = said and self.words_cut
            news = self.words_cut and self._tell_hits(colour, alone=True, end=tell)
            before = self.speaker.spoken_seconds
        prompt = turn_prompt(self.name(colour), hot_seat=hot_seat, points=points, first=first,
                             again=again, typed=typed, told=told, news=news,
                             usable=bool(self.game.usable()))
        if prompt.key is not None:
            self.speaker.say(prompt.text(self.catalog), False)
        if typed:
            self._tell_typed_ahead()
        stuck = prompt.stuck
        self.words_cut = False
        self._news_has_hits = news or said
        # this player's card now (after a 2 too: a hot seat's player may ask and think
        # between the 2's bump and the next card's, so it is no longer just said)
        self.mark_turn()
        if not stuck:
            self.prompted.add(colour)
        if points:
            self.hand_focus, self.hint_pending = None, None
            self.hand_heard = False
            # the hand, every turn: it changes with each card (at a hot-seat table when its
            # player presses D, unless the same player plays again after a 2)
            if len(self.humans) == 1 or (again and not first):
                self.offer_hand(False)
        # the words said after the last that could tell of a bump: "Your turn." (the
        # events' last line, unless the news came after it), the prompt, the Point Score
        # hand; a key while they are said cuts no bump (reviews bl63, bm64: a D during
        # "Your turn." said again a bump heard in full)
        self.news_tail = self.speaker.spoken_seconds - before
        self.turn_words = max(0.0, self.speaker.spoken_seconds - began)
        if told and not news and self.log.lines:  # (the events' last line, "Your turn.")
            self.news_tail += self.speaker.audio.estimate_seconds(self.log.lines[-1])

    def _announce(self, events: Sequence[Event], interrupt: bool, only: bool = False) -> None:
        # the position lets a card lost with every pawn in START say which cards bring one
        # out; ``only``: a bot's play was its only option (see bot_play)
        lines = self.narrator.events(events, self.game.position, only)
        told, self._turn_told = self._turn_told, None
        # the cues sound as their words begin, behind what the voice has still to say
        ahead = 0.0 if interrupt else self.speaker.voice_ahead()
        # a bot's "Blue's turn." that T (or Resume) already said is not said twice, but the
        # log and the history keep it, so every turn in the recap starts with whose it is
        said = lines
        if told and lines[:1] == [told]:
            self.speaker.keep_unsaid(told)
            said = lines[1:]
        self.speaker.say_lines(said, interrupt)
        self.speaker.events(events, self.narrator.viewer, ahead)
        self.log.add(events, lines)
        if self.config.points and len(self.humans) > 1:  # said face down to the room
            for e in events:
                if isinstance(e, HandFilled) and e.player in self.humans:
                    self.face_down[e.player] = self.face_down.get(e.player, ()) + e.cards

    def _after(self, events: Sequence[Event], interrupt: bool, only: bool = False) -> None:
        """Everything that follows a draw or a play: words, cues, what comes next."""
        self._announce(events, interrupt, only)
        if self.over:
            self._game_over()
        elif self.game.phase is Phase.CHOOSE:
            if self.game.to_move in self.humans:
                self._offer()
        elif self.human_to_move:
            self.begin_human_turn(events)

    # -- the player's own moves -------------------------------------------------

    def _refuse_play(self, need_card: bool) -> bool:
        """Speak why a play key does nothing now; True if refused."""
        g = self.game
        if self.over:
            self.speaker.refuse("ui.game_over")
        elif not self.human_to_move:
            self.speaker.refuse("ui.not_your_turn", name=self.name(g.to_move))
        elif need_card and g.phase is Phase.DRAW and self.just_handed():
            # the last player's double tap (a digit): said as the D guard says it, not
            # "Draw first" to a player who pressed nothing (playtest b2)
            self._refuse_guarded()
        elif need_card and g.phase is Phase.DRAW:
            self._refuse_named("ui.draw_first")
        elif need_card and g.phase is Phase.PICK:
            self.speaker.refuse("ui.hand.pick_first")
        elif not need_card and g.phase is Phase.CHOOSE:
            count = len(self.chooser.entries()) if self.chooser else g.option_count
            assert g.card is not None  # CHOOSE: the card waits to be played
            # at a hot-seat table, whose card it is (playtest pd72: the guard's words named
            # the player, this did not)
            # its numbers may be groups (playtest qj124: "choose an option, 1 to 4")
            groups = self.chooser is not None and self.chooser.at_groups
            key = "ui.card_waiting_groups" if groups else "ui.card_waiting"
            if len(self.humans) > 1:
                key += ".named"
            self.speaker.refuse(key, card=self.narrator.a_card(g.card),
                                choices=self.speaker.choices(count), name=self.name(g.to_move))
        else:
            return False
        return True

    def _refuse_named(self, key: str) -> None:
        """Refuse with ``key``; at a hot-seat table with whose turn it is, as the key may be
        the last player's, played for by the game a moment before (playtest q17)."""
        if len(self.humans) > 1:
            self.speaker.refuse(key + ".named", name=self.name(self.game.to_move))
        else:
            self.speaker.refuse(key)

    def draw(self) -> None:
        if self._refuse_play(need_card=False):
            return
        if self.just_handed():
            # a double tap, or D pressed to skip a bot, drew the next person's card; the
            # guard holds for its whole time, not for one key (playtest z16: D D got past)
            self._refuse_guarded()
            return
        self.guard_end()
        told = self._tell_cut_hits()  # the news first, then the card
        if self.config.points:  # no drawing in the Point Score game: D says the hand
            self.offer_hand(not told)
            return
        self._after(self.game.draw(), not told)

    def play(self, index: int, interrupt: bool = True) -> None:
        self.chooser = None
        self._after(self._choose(index), interrupt)

    def _choose(self, index: int) -> list[Event]:
        """Every play goes through here (a human's, a bot's, a replayed one), so the game
        can be saved as its choices and a human's cards are kept for the summary."""
        g = self.game
        if not self.config.points and g.to_move in self.humans and g.option_count > 1:
            assert g.card is not None  # CHOOSE: the card drawn waits for its option
            self._mark_take_back(g.card)
        self._note_decision(index)
        events = self.game.choose(index)
        self.choices.append(index)
        return events

    def _mark_take_back(self, card: Card) -> None:
        """A human is about to choose among several moves for ``card``: U can bring the game
        back here."""
        back = self._came_back_to
        if back is not None and back.progress == self.progress:
            self.take_back_points.append(back)
            return
        self.take_back_points.append(TakeBackPoint(
            self.progress, format_position(self.game.position), card,
            len(self.speaker.history)))

    def _unmark_take_back(self) -> None:
        """A pick put back (Escape): the point its pick marked goes too, or a second U would
        come back to a choice never made (review z26: it failed, and counted a take-back)."""
        points = self.take_back_points
        if points and points[-1].progress == self.progress:
            points.pop()

    def take_back_save(self) -> SavedGame | None:
        """The game as it stood before the player's last choice among several, as a save
        to replay (the same cards come again: the pile was shuffled from the seed); None
        when there is none.  Pace, verbosity and wording stay as they are now."""
        if not self.take_back_points:
            return None
        point = self.take_back_points[-1]
        draws, choices, picks = point.progress
        # a game taken back after it ended: its points come off the table's totals again
        series = self.series_before if self.series_before is not None else self.series
        return replace(self.saved(), config=self.current_config(), draws=draws,
                       choices=tuple(self.choices[:choices]), picks=tuple(self.picks[:picks]),
                       position=point.position, taken_back=self.taken_back + 1,
                       totals=tuple((c.letter, n) for c, n in series.totals),
                       games=series.games,
                       loss_counted=self.loss_counted or self.counted is not None)

    def taken_back_line(self, kind: str, named: bool = True) -> str | None:
        """What U would take back, said before (``kind`` "ask": the hot-seat table's
        question) and after ("done"): whose choice, its card, and how many cards were
        played after it (not one drawn and waiting, nor a Point Score hand's refills,
        playtest t20).  Worked out from the last take-back point, without rebuilding the
        game, so the table agrees to what Y then does (playtest pi93 agreed blind to "An's
        last move" and lost An's 11 and 3 cards after it); None when there is none."""
        if not self.take_back_points:
            return None
        point = self.take_back_points[-1]
        who = parse_position(point.position).to_move
        # the cards whose play was over there: in a drawing game its own card was drawn and
        # waiting; the player's own play is not one after it, and a Point Score card picked
        # and not yet played (its point is marked at the pick) has none after it: "-1
        # cards" (review aj36)
        over = point.progress[0] - self._dealt - (not self.config.points)
        since = max(0, self.plays_done - over - 1)
        which = "" if since == 0 else "_one" if since == 1 else "_more"
        return self.catalog.say(f"ui.take_back.{kind}{which}{'.named' if named else ''}",
                                card=self.narrator.card(point.card), name=self.name(who),
                                cards=self.narrator.count(since, "card"))

    def resume_taken_back(self, before: GameSession, also: Sequence[str] = ()) -> None:
        """After U, this game rebuilt from ``before`` up to its last take-back point: what
        was taken back (:meth:`taken_back_line`, as the table was asked), then the same
        choice again (the card's options, or in the Point Score game the hand)."""
        # the points before it replayed to the same places; they keep what was heard then
        self.take_back_points = before.take_back_points[:-1]
        self._came_back_to = before.take_back_points[-1]
        g = self.game
        # at a hot-seat table "you" is the player who chooses again, whoever pressed Y
        # (playtest ak37: Yellow's options said "your pawn" of Red's, V gave Red's pawns)
        self._listen_as(g.to_move)
        # at a hot-seat table whoever pressed Y may not be the player who chooses again
        named = len(self.humans) > 1
        line = before.taken_back_line("done", named=named)
        assert line is not None  # this game was rebuilt to that point
        self.speaker.say(" ".join((line, *self._had_chosen(before, named), *also)), True)
        self.speaker.cue(Cue.YOUR_TURN)
        # no "press D" lesson: the card is in hand; nor, at a hot-seat table, for those
        # told the keys before the take-back (playtest pf83)
        self.prompted |= before.prompted | {self.game.to_move}
        self.lessons = before.lessons  # the same game: what it taught holds
        self.narrator.taught = self.lessons.rules
        if self.game.phase is Phase.CHOOSE:
            self._offer()
        else:  # the Point Score game: the hand, before the pick
            self.offer_hand(False)

    def _had_chosen(self, before: GameSession, named: bool) -> list[str]:
        """After U, this game rebuilt from ``before``: the option played here then, by the
        number that plays it again ("group 2, option 3" in a group not yet open), so a
        take-back made by mistake can be put right (playtest qm128); the cards and the
        bots' replies come again the same.  None in the Point Score game, whose point is
        the card picked from the hand."""
        g = self.game
        done = len(self.choices)
        if self.config.points or g.phase is not Phase.CHOOSE or done >= len(before.choices):
            return []
        index = before.choices[done]
        if not 0 <= index < len(g.options):
            return []
        group, number = OptionChooser(self.narrator.option_groups(g.position, g.options)
                                      ).place(index)
        option = (self.catalog.say("hint.option", number=number) if group is None else
                  self.catalog.say("hint.option_group", group=group, number=number))
        key = "ui.take_back.had.named" if named else "ui.take_back.had"
        return [self.catalog.say(key, option=option, name=self.name(g.to_move))]

    # -- bots ------------------------------------------------------------------

    def bot_draw(self) -> None:
        self._after(self.game.draw(), False)

    def bot_pick(self) -> int:
        """The bot's choice; pure reading of the game, safe to run off the event loop."""
        return self.bot_now().choose(self.game.view())

    def bot_now(self) -> Player:
        """The bot to move, its chance seeded from the game's seed, its colour and how far
        the game has come: a game rebuilt (U, Continue) sees each bot choose as it did,
        so a take-back cannot fish for a kinder reply (playtest t20: an easy bot's SORRY!
        took another pawn after the same move played again)."""
        colour = self.game.to_move
        bot = self.bots[colour]
        rng = getattr(bot, "rng", None)
        if isinstance(rng, random.Random):
            rng.seed(f"{self.seed}:{colour.letter}:{self.progress}")
        return bot

    def bot_play(self, index: int) -> None:
        # its only option: said so (full; normal at a table of bots), as a forced move
        # looked like bad play to a watcher (playtest qn129)
        only = self.bot_only_option
        # and at a table of bots, once a run, why a 1 or a 2 brought no pawn out, as a
        # player hears of their own (playtest qp133)
        why = (self.narrator.start_blocked(self.game.position, self.game.options)
               if only and not self.humans else None)
        if not self.humans and not self.config.points:  # for H at a table of bots
            self.watched = (self.game.snapshot(), index)
        if why is not None and self.lessons.first("start_blocked"):  # before the move, as
            # a player hears it before theirs
            self.speaker.say(self.catalog.say("ui.options_note", note=cap(why)), False)
        self._after(self._choose(index), False, only)

    @property
    def bot_only_option(self) -> bool:
        """The card waiting is a bot's, with one option: its play is forced (not in the
        Point Score game, where the bot chose the card from its hand)."""
        g = self.game
        return (not self.config.points and g.phase is Phase.CHOOSE and g.to_move in self.bots
                and g.option_count == 1)

    # -- settings in play ----------------------------------------------------------

    def cycle_pace(self, delta: int = 1) -> None:
        """P on through fast, normal, slow and wait for a key; Shift+P back, so normal to
        fast is one key, not a pass through waiting for a key."""
        self.pace = cycle(PACES, self.pace, delta)
        pace = self.catalog.say(f"ui.pace.{self.pace}")
        # a setting's answer, as the menus' are: not kept in the history (playtest r18)
        if not self.bots:  # kept for the next table with bots; here it changes nothing (q17)
            self.speaker.tell("ui.pace_no_bots", keep=False, pace=pace,
                              setting=setting_name("pace", self.catalog))
            return
        # and what each way gives next, as W says (playtest pi93: P, pressed for faster bots,
        # went slower and did not say which way it goes)
        self.speaker.tell("ui.pace_set", keep=False, pace=pace,
                          setting=setting_name("pace", self.catalog),
                          slower=self.catalog.say(f"ui.pace.{cycle(PACES, self.pace, 1)}"),
                          faster=self.catalog.say(f"ui.pace.{cycle(PACES, self.pace, -1)}"))
        if Pace(self.pace) is Pace.KEY and not self.bots_in_a_row:  # playtest a1: it seemed broken
            self.speaker.tell("ui.pace_no_wait", False, keep=False)

    @property
    def bots_in_a_row(self) -> bool:
        """Does a bot ever play right after another bot (so a pace can wait between)?"""
        seated = self.game.position.seated
        return any(c in self.bots and seated[(i + 1) % len(seated)] in self.bots
                   for i, c in enumerate(seated))

    def cycle_verbosity(self) -> None:
        s = self.narrator.settings
        new = cycle(VERBOSITIES, s.verbosity.value, 1)
        self.narrator.settings = NarrationSettings(Verbosity(new), s.relative)
        # W from normal gives full; one who wanted less hears that the next W gives it (x24)
        then = cycle(VERBOSITIES, new, 1)
        self.speaker.tell("ui.verbosity_set", keep=False,
                          setting=setting_name("verbosity", self.catalog),
                          verbosity=self.catalog.say(f"ui.verbosity.{new}"),
                          then=self.catalog.say(f"ui.verbosity.{then}"))

    def toggle_wording(self) -> None:
        s = self.narrator.settings
        self.narrator.settings = NarrationSettings(s.verbosity, not s.relative)
        key = "ui.wording.relative" if not s.relative else "ui.wording.absolute"
        self.speaker.tell("ui.wording_set", keep=False, wording=self.catalog.say(key),
                          setting=setting_name("relative", self.catalog))

    def use_preferences(self, p: Preferences) -> None:
        """Pace, verbosity and wording as just chosen in the settings menu."""
        self.pace = p.pace
        self.narrator.settings = NarrationSettings(Verbosity(p.verbosity), p.relative)

    @property
    def next_seed(self) -> int:
        """The seed of the table's next game (the Point Score game's Play again), from this
        game's: the game kept for Continue and the one Play again starts are one game."""
        return random.Random(f"{self.seed}:next").randrange(2**31)

    def next_config(self) -> GameConfig:
        """The table's next game (Play again): this setup as changed in play, the winner
        first."""
        winner = self.game.winner
        assert winner is not None
        return self.current_config().with_first(winner)

    def next_game(self) -> GameSession:
        """The Point Score table's next game, not begun: the winner first, these totals."""
        return GameSession(self.next_config(), self.speaker, self.next_seed, self.record,
                           self.series)

    def current_config(self) -> GameConfig:
        """The setup with the pace, verbosity and wording as changed in play, for a replay."""
        s = self.narrator.settings
        return replace(self.config, pace=self.pace, verbosity=s.verbosity.value,
                       relative=s.relative)
