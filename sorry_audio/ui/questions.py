"""What the player can ask of a game in play, and its answers in words: the hint, the board,
pawns, whose turn, scores, cards, the recap, danger and reach, the review cursor.

None of these changes the game: each reads it and speaks.  Mixed into
:class:`~sorry_audio.ui.session.GameSession`, which keeps the state they read.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from sorry_audio.analysis import option_bumps
from sorry_audio.core.board import Colour, start_square
from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.moves import Option, wrap_options
from sorry_audio.core.position import Position, format_position
from sorry_audio.ui.hands import Series, hand_cards, hand_play
from sorry_audio.ui.lessons import learner
from sorry_audio.ui.options import OptionChooser

if TYPE_CHECKING:
    from sorry_audio.bots.advisor import Advisor
    from sorry_audio.config import GameConfig
    from sorry_audio.core.game import TurnView
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.catalog import Catalog
    from sorry_audio.ui.lessons import Lessons
    from sorry_audio.ui.review import ReviewCursor
    from sorry_audio.ui.speaker import Speaker
    from sorry_audio.ui.turnlog import TurnLog

#: A names the cards not counted again, though the same, after this many rounds of turns
GONE_AGAIN = 3
#: the token of H's answer at a table of bots, which no move of the bots makes stale
WATCHING = ("watching",)


def sorry_tag(names: Iterable[str]) -> tuple[str, frozenset[str]]:
    """The mark, among a card's asides said (``PlayerQuestions.card_asides``), that a SORRY!
    from these players (by name) was said to threaten any pawn on the track."""
    return ("sorry", frozenset(names))


class PlayerQuestions:
    """The answering half of a game session; relies on the session's state below."""

    game: Game
    config: GameConfig
    narrator: Narrator
    speaker: Speaker
    catalog: Catalog
    chooser: OptionChooser | None
    log: TurnLog
    humans: tuple[Colour, ...]
    _cursors: dict[Colour, ReviewCursor]  # each human's (a table of bots: the first's)
    seed: int
    _turn_told: str | None
    _pawns_told: Colour | None  # the player whose pawns Shift+V said last
    summary: list[str]  # at the end: the hint agreement and the record lines
    lessons: Lessons  # the keys taught this run: the hint's, once
    watched: tuple[Game, int] | None  # a table of bots: the last bot's card (GameSession)
    hand_focus: int | None  # the Point Score game: the hand card walked to
    _hand_hinted: list[tuple[Card, int]]  # the last hand hint's card and option
    hint_pending: tuple[Card, int] | None  # to be selected when that card is picked
    _asides_said: tuple[object, set[object]]  # said once on this card: see card_asides
    #: each listener's last note of the cards not counted that A said, and when (cards drawn)
    _gone_said: dict[Colour | None, tuple[tuple[str, ...], int]]
    _position_told: bool  # Shift+B has said what a position string is for, this game
    _refuse_named: Callable[[str], None]  # refuse, naming the player at a hot-seat table
    advisor: Advisor  # the hard bot's advice, which H says (GameSession)
    # the Point Score game's part of the session (HandKeys, GameEnd, GameSession): declared
    # here only, so none of it is shadowed by a stand-in
    pick_from: Game | None
    series: Series
    picking: bool
    hand_heard: bool
    hand_hidden: Callable[[], bool]
    offer_hand: Callable[..., None]  # (interrupt=False, keep=True), as HandKeys has it
    final_lines: Callable[..., list[str]]  # (again=False), as GameEnd has it
    totals_line: Callable[[], str]

    @property
    def over(self) -> bool:
        return self.game.phase is Phase.OVER

    @property
    def cursor(self) -> ReviewCursor:
        """The review cursor of the player listening (a table of bots: its only one)."""
        viewer = self.narrator.viewer
        if viewer is None or viewer not in self._cursors:
            return next(iter(self._cursors.values()))
        return self._cursors[viewer]

    @property
    def human_to_move(self) -> bool:
        return not self.over and self.game.to_move in self.humans

    @property
    def position(self) -> Position:
        return self.game.position

    def name(self, colour: Colour) -> str:
        """The typed name, else the colour's name in the catalog's language."""
        return self.narrator.name(colour)

    def _hint_rng(self, cards_drawn: int) -> random.Random:
        """The generator a hint breaks ties with: the same for H and for the summary."""
        return random.Random(f"{self.seed}:hint:{cards_drawn}")

    @property
    def viewer(self) -> Colour | None:
        return self.narrator.viewer

    def hint_ready(self) -> bool:
        """Is there a card of yours to hint about?  If not, say why and what to do.  At a
        table of bots: has a bot played a card, for H to weigh (:meth:`_watch_hint_job`)?"""
        if self.over:
            self.speaker.refuse("ui.game_over")
        elif not self.humans and (self.config.points or self.watched is None):
            self.speaker.refuse("ui.watch_hint.points" if self.config.points
                                else "ui.watch_hint.none")
        elif not self.humans:
            return True
        elif not self.human_to_move:
            self.speaker.refuse("ui.hint_only_yours")
        elif self.game.phase is not Phase.CHOOSE and self.game.phase is not Phase.PICK:
            self._refuse_named("ui.hint_draw_first")
        elif self.hand_hidden():
            pass
        else:
            return True
        return False

    def hint_job(self) -> tuple[Callable[[], tuple[int, str]], tuple]:
        """The hard bot's pick and its spoken reason, as a job for a worker thread.

        The job reads a snapshot, so the player may keep playing while it runs;
        :meth:`say_hint` drops the answer if the token shows the game moved on.
        The reason compares every option's danger, which can take tens of
        milliseconds, so it is worked out on the worker too, not on the key loop.
        """
        if not self.humans:
            return self._watch_hint_job(), WATCHING
        g, narrator = self.game, self.narrator
        snapshot = g.snapshot()
        rng = self._hint_rng(g.cards_drawn)
        view = snapshot.view()
        token = (g.cards_drawn, g.position, g.card, g.phase)
        if g.phase is Phase.PICK:
            return self._hand_hint_job(view, rng), token
        pos, options = g.position, list(g.options)
        chooser = OptionChooser(self.chooser.groups if self.chooser is not None else [])
        before = self.pick_from  # the Point Score game's hand, as it was before the pick
        card, drawn = g.card, g.cards_drawn
        hand = g.hand(g.to_move) or None  # the card is weighed against the hand's other plays
        hands = {g.to_move: self._hand_after(g.to_move)} if hand else None
        instead: list[tuple[Card, int]] = []  # the card the hard bot would play instead
        self._hand_hinted = instead
        advisor = self.advisor

        def job() -> tuple[int, str]:
            found = hand_play(advisor, before, rng) if before is not None else None
            other = ""
            if found is not None and found[0] == card:
                # the hint before the pick weighed this card against the hand, and chose
                # it: its option stands (playtest w13: H before and after a pick named two
                # moves), as the end's agreement counts it
                index, close = found[1].option, found[1].close
            else:
                advice = advisor.advise(view, rng if before is None else self._hint_rng(drawn))
                index, close = advice.index, advice.close
                if found is not None:  # the best of this card, but not the card to play
                    instead.append((found[0], found[1].option))
                    # in a group (opened for it): Escape goes back to the groups first
                    # (playtest ph87: "Escape puts this one back" there)
                    key = "ui.hand.hint_other_card" + (
                        "_group" if chooser.locate(index)[0] is not None else "")
                    other = " " + self.catalog.say(  # (playtest x14)
                        key, index=found[1].card + 1, card=narrator.card(found[0]))
            # weighed against the hand's other plays, unless the hard bot would play another
            # card: then what this card does best, and which card instead
            return index, narrator.hint(pos, options[index], chooser.locate(index)[1],
                                        close=close, pile=view.unseen,
                                        hand=None if other else hand, hands=hands) + other

        return job, token

    def _watch_hint_job(self) -> Callable[[], tuple[int, str]]:
        """At a table of bots, H: the last bot's card, as it waited, set against the hard
        bot's pick for it, and the hint's why, one line each (:meth:`say_hint` parts them);
        the first time in a run, that the hint speaks as to that bot's player."""
        assert self.watched is not None  # hint_ready checked
        before, played = self.watched
        view, pos, options = before.view(), before.position, list(before.options)
        rng = self._hint_rng(before.cards_drawn)
        narrator, advisor = self.narrator, self.advisor
        seat = [] if len(options) == 1 or not self.lessons.first("watch_hint_seat") else [
            self.catalog.say("ui.watch_hint.seat", name=self.name(before.to_move))]

        def job() -> tuple[int, str]:
            if len(options) == 1:
                return 0, "\n".join(narrator.watched(pos, options, 0, 0))
            advice = advisor.advise(view, rng)
            # whose "your" the hint speaks with, before the hint (playtest qp133)
            head, *rest = narrator.watched(pos, options, played, advice.index, advice.close,
                                           played in advice.near, view.unseen)
            return advice.index, "\n".join([head, *seat, *rest])

        return job

    def _hand_hint_job(self, view: TurnView, rng: random.Random) -> Callable[[], tuple[int, str]]:
        """The Point Score game's H before a card is picked: which card and which of its
        options the hard bot would play (numbered as the list that picking it will say)."""
        narrator, pos = self.narrator, view.position
        hand = view.hand
        found: list[tuple[Card, int]] = []  # the card and option hinted, for say_hint
        self._hand_hinted = found
        advisor = self.advisor

        def job() -> tuple[int, str]:
            advice = advisor.advise_hand(view, rng)
            found.append((hand[advice.card], advice.option))
            if advice.option < 0:  # no card has a use: the one to discard
                return advice.card, narrator.hand_hint(pos, hand, advice.card, None, 0,
                                                       pile=view.unseen)
            options = wrap_options(pos, hand[advice.card], view.hand_options(advice.card))
            chooser = OptionChooser(narrator.option_groups(pos, options))
            # in a group, both numbers: picked, the card lists its groups, where "option 6"
            # alone was heard as group 6 (playtest ph87)
            group, number = chooser.place(advice.option)
            return advice.card, narrator.hand_hint(
                pos, hand, advice.card, options[advice.option], number, advice.close,
                pile=view.unseen, group=group)

        return job

    def say_hint(self, index: int, token: tuple, text: str) -> None:
        """Focus the hinted option, so Enter plays it, and say the reason the job worked out."""
        chooser, g = self.chooser, self.game
        if token == WATCHING:  # a table of bots: said whatever the bots played since, as
            # it names the bot and the card it weighs
            self.speaker.answer(text.split("\n"))
            return
        if token != (g.cards_drawn, g.position, g.card, g.phase):
            return  # the game moved on while the job ran
        if g.phase is Phase.PICK:  # the hinted card is walked to: Enter picks it
            before, self.hand_focus = self.hand_focus, index
            # picked, the card's list opens on the hinted option (its group opened)
            self.hint_pending = self._hand_hinted[0] if self._hand_hinted else None
            lines = [text]
            if self.lessons.first("hint_focus", learner(self.humans, g.to_move)):  # once a
                # run, as for an option
                lines.append(self.catalog.say("ui.hand.hint_focus"))
            elif before is not None and before != index:  # and when it moves one (pa67)
                lines.append(self.catalog.say("ui.hint_focus_again"))
            # it names a card of the hand: at a hot-seat table, not kept in the history
            self.speaker.answer(lines, record=len(self.humans) < 2)
            return
        if chooser is None or g.phase is not Phase.CHOOSE:
            return
        if self._hand_hinted and self._hand_hinted[0][0] != g.card:
            # the hard bot would play another card: its option is selected once that card
            # is picked (playtest h8 put this one back, picked it, and heard nothing)
            self.hint_pending = self._hand_hinted[0]
        lines = [text]
        was = (chooser.group, chooser.focus)
        moved = chooser.walk_to(index)
        if moved == "opened":  # the number keys now mean its choices: which group, said
            # first, so "option 3" is not heard as group 3 (playtest l12)
            assert chooser.group is not None  # the group just opened
            lines.insert(0, self.catalog.say("ui.hint_group", number=chooser.group + 1,
                                             label=chooser.groups[chooser.group].opened))
        elif moved == "closed":  # a group of one: played from the list of groups
            lines.insert(0, self.catalog.say("ui.groups_back_hint",
                                             count=len(chooser.groups)))
        if self.lessons.first("hint_focus", learner(self.humans, g.to_move)):  # once a run
            # (playtest qf120: at every game's first hint): the hint moved the option cursor
            lines.append(self.catalog.say("ui.hint_focus"))
        elif was[1] is not None and (chooser.group, chooser.focus) != was:  # after that,
            # briefly, each time it moves one walked to: a player who had walked to option 4
            # heard no word of it, and Enter played the hint's option 1 (playtest pa67); with
            # none walked to, "now" suggested a move that was not (pc69)
            lines.append(self.catalog.say("ui.hint_focus_again"))
        self.speaker.answer(lines)
        if moved in ("opened", "closed"):  # the list the numbers now act on, kept where
            # the history's newest line says it (playtest qj124: Comma read the list of
            # groups, and its number played an option of the group the hint had opened)
            self.speaker.keep_unsaid(lines[0])

    def board(self) -> None:
        self.speaker.answer(self.narrator.board(self.position))

    def position_string(self) -> None:
        """The board in rules section 8's notation ("r r=S,S,12,Z3 b=..."), as ``moves``
        takes it."""
        key = "ui.position_points" if self.config.points else "ui.position"
        lines = [self.catalog.say(key, text=format_position(self.position))]
        if not self._position_told:  # what it is for, once a game: a child with Caps Lock
            self._position_told = True  # on heard "r r=S,S,S,S ..." for B (playtest aq42)
            lines.append(self.catalog.say("ui.position_what"))
        self.speaker.answer(lines)

    def _need_viewer(self) -> Colour | None:
        if self.viewer is None:
            self.speaker.refuse("ui.no_viewer")
        return self.viewer

    def own_pawns(self) -> None:
        """V: the listener's pawns; after a hot-seat game, every human's, by name."""
        if self.over and len(self.humans) > 1:
            self.speaker.answer(self.narrator.players_pawns(self.position, self.humans))
            return
        colour = self._need_viewer()
        if colour is not None:
            self.speaker.answer(self.narrator.own_pawns(self.position, colour))

    def players_in_turn(self) -> None:
        """Shift+V: one player's pawns at a time, the next player clockwise at each press,
        from the one after the listener: "where is Blue's pawn 3" without the whole board
        (playtest q10)."""
        seated = self.position.seated
        last = self._pawns_told if self._pawns_told is not None else (
            self.viewer if self.viewer in seated else seated[-1])
        colour = seated[(seated.index(last) + 1) % len(seated)]
        self._pawns_told = colour
        # once a hot-seat game is over no one is "you" (playtest i9: "Ben's partner, you")
        words = self.narrator.table() if self.over else self.narrator
        self.speaker.answer(words.own_pawns(self.position, colour))

    def turn(self, interrupt: bool = True) -> None:
        """T: whose turn it is, and any card waiting.  Said again after a menu or a Continue
        (``interrupt`` False) too, and never kept in the history: it restates, and the turn's
        own lines are there already."""
        g = self.game
        if self.over:  # and who won, which T would otherwise have to send you to S for
            table = self.narrator.table()
            winner = g.winner
            assert winner is not None
            who = table.team(winner) if g.teams else table.who(winner)
            self.speaker.tell("ui.game_over.won", interrupt, keep=False, who=who)
            return
        if self.picking and not self.hand_heard:
            # hot seat, before D: whose turn and the key, as the turn began (playtest y15)
            self.speaker.tell("ui.hand.turn_private.named", interrupt, keep=False,
                              name=self.name(g.to_move))
            return
        drawing = g.phase is Phase.DRAW or g.phase is Phase.PICK  # no card waiting yet
        self.speaker.say(self.narrator.turn(g.position, g.card, drawing, g.drawing_again),
                         interrupt, keep=False)
        self._turn_told = self.narrator.held_turn()  # just said: not again with its draw
        chooser = self.chooser
        if (chooser is not None and chooser.group is not None and not drawing
                and self.human_to_move):
            # the digits now pick within the group, not a group (playtest ao40: after
            # Ctrl+C and "stay", T said only the card, and 2 played a split option)
            self.speaker.say(self.catalog.say(
                "ui.in_group", number=chooser.group + 1,
                label=chooser.groups[chooser.group].opened), False, keep=False)

    def scores(self) -> None:
        """S: pawns home and who leads; once the game is won, the final standings and what
        was said with them (how often the hint was played, the record), which were
        otherwise only in the history."""
        if self.game.winner is not None:
            self.speaker.answer(self.final_lines(True) + self.summary)
            return
        lines = [self.narrator.scores(self.position)]
        if self.config.points:  # what a sighted player reads off the score sheet
            lines.append(self.narrator.points_so_far(self.position))
        if self.series.games:  # the Point Score game's earlier games
            lines.append(self.totals_line())
        self.speaker.answer(lines)

    def details(self) -> None:
        self.speaker.answer(self.narrator.detailed_scores(self.position))

    def deck(self) -> None:
        if self.hand_hidden():  # its count is from their side
            return
        piles = self.game.deck
        # by kind only, never in order: what counting the face-up discards tells anyone
        left = Counter(piles.pile)
        hands = bool(self.game.hand(self.game.to_move))
        if hands:  # the Point Score game: what you cannot see; a table of bots sees no hand
            left = Counter({card: n for card, n in self.game.unseen(self.viewer).items() if n})
        # drawn, face up, not yet played; the last card of a won game is played, not in play;
        # a Point Score card picked is not on the pile until played (playtest pi93: the
        # last player's card was called "the card in play")
        in_play = self.game.card is not None and not self.over and not hands
        self.speaker.answer(self.narrator.deck(left, piles.discards, in_play,
                                               every_hand=hands and self.viewer is None,
                                               pile=len(piles.pile) if hands else None))

    def card(self) -> None:
        """C: what the card waiting lets you do; with none and no human to draw (a bot is
        next, or the game is over) whose turn it is, as T says, never "draw a card"."""
        if self.game.card is None and not self.human_to_move:
            self.turn()
            return
        if self.game.phase is Phase.PICK:  # the Point Score game: the cards in hand
            if not self.hand_hidden():
                self.offer_hand(True)
            return
        self.speaker.answer(self.narrator.card_help(self.game.card, self.position))

    def recap(self) -> None:
        """Shift+R: every event line since the listener's last turn ended, in order."""
        colour = self.viewer
        # a table of bots has no "you": the last round, since the player to move last
        # played (playtest z16: it said "You have no pawns in this game")
        spectator = colour is None
        if colour is None:
            colour = self.game.to_move
        since, played = self.log.since(colour), self.log.has_played(colour)
        if not since:
            if spectator:
                self.speaker.tell("ui.recap_none.named" if played else "ui.recap_none_start",
                                  keep=False, name=self.name(colour))
            else:
                self.speaker.tell("ui.recap_none" if played else "ui.recap_none_start",
                                  keep=False)
            return
        if played and self.over and colour in self.game.winners:
            # the winner's last turn has no end before the win: it is in the recap too
            head = self.catalog.say("ui.recap_head.last_round")
        elif played and (spectator or (self.over and len(self.humans) > 1)):
            # the game is over: no one is "you" at a hot-seat table any more
            head = self.catalog.say("ui.recap_head.named", name=self.name(colour))
        else:
            head = self.catalog.say("ui.recap_head" if played else "ui.recap_head_start")
        # already in the history; a page at a time when too long for the terminal (qd117)
        self.speaker.answer([head, *since], record=False)

    def danger(self) -> None:
        """A: which of the listener's pawns an opponent could bump next.  With an option
        walked to (Up, Down), as it would stand after that move: a sighted player sees where
        the pawn would land among the others' pawns (playtest s19 moved a pawn into the
        reach of an 11, told only of the board before the move)."""
        walked = self._walked_option()
        g = self.game
        if walked is None:
            colour = self._need_viewer()
            if colour is None:
                return
            parts = self.narrator.danger_parts(self.position, colour, **self._pile())
        else:
            option = walked[1]
            parts = self.narrator.danger_parts(option.result, g.to_move,
                                               drawn=False, **self.pile_after(g.card))
        # an aside (SORRY! takes any pawn; cards none can draw) once a card: walking the
        # options with A said it at every press (playtest ak37); the SORRY! after the
        # pawns' lines then in short, not left out (playtest pg86: the option walked to
        # next sounded safer), as when Shift+O named the same takers (playtest pr107); so
        # is an answer that is only a SORRY! (playtest pw112: 17 words at every option)
        said = self.card_asides()
        tag = sorry_tag(parts.sorry_names)
        if parts.only_again is not None and tag in said:
            parts.lines[-1] = parts.only_again
        if walked is not None:
            parts.lines[0] = self.catalog.say("ui.danger_after", number=walked[0],
                                              text=parts.lines[0])
        known = self.known_gone(parts.gone)
        told = parts.sorry is not None and (parts.sorry in said or tag in said)
        again = [self.narrator.say("danger.sorry_again", names=self.narrator.join(
            parts.sorry_names, "or"))] if told else []
        self.speaker.answer(parts.lines + again + [
            line for line in parts.asides
            if line not in said and line not in known and not (told and line == parts.sorry)])
        said.update(parts.asides)
        if parts.sorry_names:
            said.add(tag)

    def known_gone(self, gone: tuple[str, ...]) -> set[str]:
        """Of ``gone``, the lines naming the cards not counted that A or Shift+O would say,
        those to leave out: all when they are the listener's last said, none when they
        changed (then they are the last said).  Not said again at every card while they
        stay so (playtest pq105: "a 7" at every press for many turns; pr107 and pv111: by
        A, then by Shift+O, before a pick and after it), but again each round of turns, and
        to each player at a hot seat (review rx108)."""
        g = self.game
        if not gone:  # nothing to say is no line said (playtest pw112: an option with none
            return set()  # between two with the same line had it said again)
        last, when = self._gone_said.get(self.viewer, ((), 0))
        fresh = g.cards_drawn - when >= GONE_AGAIN * len(g.position.seated)
        known = set() if gone != last or fresh else set(gone)
        if not known:
            self._gone_said[self.viewer] = (gone, g.cards_drawn)
        return known

    def card_asides(self) -> set[object]:
        """What was said once on the card waiting, to be said again in short: A's asides,
        and who could take a pawn with a SORRY! (:func:`sorry_tag`), which A and Shift+O
        both name (playtests ak37, pr107: Shift+O's "After any of them, Blue, Yellow or
        Green could take any of your pawns on the track with a SORRY! card." right after
        A's).  A new card, player or listener starts it afresh; a Point Score pick does
        not (playtest pv111 heard the line in full before the pick and again after it)."""
        g = self.game
        now = (g.cards_drawn, g.to_move, self.viewer)
        if self._asides_said[0] != now:
            self._asides_said = (now, set())
        return self._asides_said[1]

    def _walked_option(self) -> tuple[int, Option] | None:
        """The listener's option walked to with Up or Down (its number at this level), while
        their card waits; None when there is none (or a group of a 7's is walked to)."""
        g, chooser = self.game, self.chooser
        if (chooser is None or chooser.focus is None or chooser.at_groups
                or g.phase is not Phase.CHOOSE or not self.human_to_move
                or g.to_move != self.viewer):
            return None
        return chooser.focus + 1, g.options[chooser.entries()[chooser.focus]]

    def _pile(self) -> dict:
        """The cards left to draw, and whether the player to move holds one: A and Shift+A
        leave out a SORRY! that no one can draw before the turn comes round (playtest q10)."""
        g = self.game
        viewer = self.viewer if self.viewer is not None else g.to_move
        # the card held, face up: only a 2 adds a draw before the others' (playtest pe77)
        drawn = g.phase is Phase.CHOOSE
        found: dict[str, object] = {"pile": g.unseen(viewer), "drawn": drawn,
                                    "held": g.card if drawn else None}
        if self.config.points:  # the listener's next card is in their hand (review aa27)
            found["hands"] = {viewer: self._hand_after(viewer)}
        return found

    def pile_after(self, played: Card | None) -> dict:
        """The cards counted after an option of the player to move, as A after an option
        walked to and Shift+O count them (the card played, none held): the cards unseen;
        in the Point Score
        game, the hand the player then holds, without ``played`` (playtest ps109: the
        others' hands, hidden, may play any card once the draw pile runs out, which the
        count of a hand seen tells)."""
        g = self.game
        found: dict[str, object] = {"pile": g.unseen(g.to_move)}
        if self.config.points and played is not None:
            rest = list(g.hand(g.to_move))
            if played in rest:
                rest.remove(played)
            found["hands"] = {g.to_move: rest}
        return found

    def _hand_after(self, colour: Colour) -> list[Card]:
        """The Point Score game's hand of ``colour`` as its next card comes from it: the
        card in play, when it holds one, taken out."""
        g = self.game
        rest = list(g.hand(colour))
        if g.phase is Phase.CHOOSE and g.to_move == colour and g.card in rest:
            rest.remove(g.card)
        return rest

    def reach(self) -> None:
        """Shift+A: what the card in hand can bump, with the options that do; with no card
        of yours waiting, what your next card could bump."""
        g, chooser = self.game, self.chooser
        if (chooser is not None and g.phase is Phase.CHOOSE and self.human_to_move
                and g.to_move == self.viewer and g.card is not None):
            found = option_bumps(g.position, g.options)
            self.speaker.answer(self.narrator.reach_card(g.card, found, chooser.place))
            return
        if g.phase is Phase.PICK and self.human_to_move and g.to_move == self.viewer:
            if not self.hand_hidden():
                self._reach_hand()
            return
        self._say_for_viewer(self.narrator.reach)

    def _reach_hand(self) -> None:
        """Shift+A before a pick in the Point Score game: what each card of the hand can
        bump, with the option numbers its list will have (playtest w13: it spoke of the
        next card to draw, with two SORRY! cards in hand)."""
        g, narrator = self.game, self.narrator
        lines, rest = [], []
        for c in hand_cards(g, narrator):  # two of a kind: said once
            found = option_bumps(g.position, c.options)
            if found:
                lines += narrator.reach_card(c.card, found, c.place)
            else:
                rest.append(narrator.card(c.card))
        if lines and rest:  # every card of the hand answered for (playtest v22)
            lines.append(self.catalog.say("ui.hand.reach_rest", cards=narrator.join(rest)))
        self.speaker.answer(lines or [self.catalog.say("ui.hand.reach_none")])

    def _say_for_viewer(self, lines_for: Callable[..., list[str]]) -> None:
        """Say what ``lines_for`` finds about the board for the player at the keyboard,
        counting the cards left to draw."""
        colour = self._need_viewer()
        if colour is not None:
            self.speaker.answer(lines_for(self.position, colour, **self._pile()))

    def review(self, square: int | None) -> None:
        """Say what stands on the review cursor's square (None: nothing was found)."""
        if square is None:
            self.speaker.refuse("ui.no_pawns_on_track")
            return
        self.speaker.answer(self.narrator.square(self.position, square))

    def go_to_square(self, square: int) -> None:
        """G and a number: the review cursor straight to ``square``."""
        self.cursor.square = square
        self.review(square)

    def review_home(self) -> None:
        colour = self.viewer if self.viewer is not None else self.game.to_move
        self.cursor.square = start_square(colour)
        self.review(self.cursor.square)
