"""Choosing among a card's options by keys: the list said, walked with Up and Down, picked
by number or Enter, and groups of options opened and closed.

Mixed into :class:`~sorry_audio.ui.session.GameSession`, which owns the state it reads.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from sorry_audio.core.game import Phase
from sorry_audio.narration.words import cap
from sorry_audio.ui.lessons import learner
from sorry_audio.ui.options import OptionChooser

if TYPE_CHECKING:
    from sorry_audio.config import GameConfig
    from sorry_audio.core.board import Colour
    from sorry_audio.core.game import Game
    from sorry_audio.narration import Narrator
    from sorry_audio.narration.catalog import Catalog
    from sorry_audio.ui.lessons import Lessons
    from sorry_audio.ui.speaker import Speaker


#: seconds after a game begins (or comes back) in which Enter does not draw: it may be the
#: menu's, a number pad player's "2, Enter" (playtest bi60)
ENTER_GUARD = 1.5


class OptionKeys:
    """The option list's half of a game session: relies on the session's state below."""

    game: Game
    config: GameConfig
    narrator: Narrator
    catalog: Catalog
    speaker: Speaker
    chooser: OptionChooser | None
    humans: tuple[Colour, ...]
    began_at: float
    enter_asked: bool  # "Press Enter again to draw." said: the next Enter draws
    lessons: Lessons  # the keys taught this run: how to choose, how to leave a group
    #: the option selected when the game came back (its list, group and place), which a
    #: menu's doubled Enter would play: None when there was none
    _held_focus: tuple[OptionChooser, int | None, int] | None

    @property
    def human_to_move(self) -> bool:
        raise NotImplementedError


    def _refuse_play(self, need_card: bool) -> bool:
        raise NotImplementedError

    def play(self, index: int, interrupt: bool = True) -> None:
        raise NotImplementedError

    def draw(self) -> None:
        raise NotImplementedError

    def hold_enter(self) -> None:
        """Enter does not draw for :data:`ENTER_GUARD` seconds from now, nor play the option
        selected before: the game begins or comes back, and an Enter just pressed may be
        the menu's, doubled."""
        self.began_at = time.monotonic()
        self.enter_asked = False
        chooser = self.chooser
        self._held_focus = (None if chooser is None or chooser.focus is None
                            else (chooser, chooser.group, chooser.focus))

    def _enter_early(self) -> bool:
        """Whether an Enter now comes in the first :data:`ENTER_GUARD` seconds of the game
        or of its return, with no "Press Enter again" said yet: it may be a menu's."""
        return not self.enter_asked and time.monotonic() - self.began_at < ENTER_GUARD

    def enter_draws(self) -> bool:
        """Whether Enter draws now: for one player against bots, once the game's first
        :data:`ENTER_GUARD` seconds are past (or "Press Enter again" was said)."""
        return len(self.humans) == 1 and not self._enter_early()

    def _offer(self, auto: bool = True, listed: bool = True) -> None:
        """The card's options, said; a lone option is played at once when the player chose
        that (``auto`` False: never, as for a card picked from the hand).  ``listed`` False:
        the list is left for the caller to say (a hinted card opening on its option's
        group)."""
        g = self.game
        options = g.options
        if len(options) == 1 and self.config.auto_apply and auto:
            note = self._options_note()  # (a list says it in its head)
            if note is not None:  # the move alone would not say why
                self.speaker.say(self.catalog.say("ui.options_note", note=cap(note)), False)
            if len(self.humans) > 1:  # by name: read back later with Comma, "you" could
                self.speaker.tell("ui.only_option.named", False,  # be anyone (pb68)
                                  name=self.narrator.name(g.to_move))
            elif not self.narrator.brief:  # (brief: the play's one sentence follows the
                # card at once, with no list: playtests qf120 and qi123 heard 4 lines)
                self.speaker.tell("ui.only_option", False)  # the events of the play say what
            self.play(0, interrupt=False)
            return
        self.chooser = OptionChooser(self.narrator.option_groups(g.position, options))
        if listed:
            self.list_options(False, tail=self._choosing_lesson())

    def _options_note(self) -> str | None:
        """Why the card's options are not what it says (:meth:`Narrator.options_note`); or,
        the first time in a run (at a hot seat, for each player), why none brings a pawn out
        of START: the player's own pawn is on the start square."""
        g = self.game
        note = self.narrator.options_note(g.position, g.options)
        if note is None:
            blocked = self.narrator.start_blocked(g.position, g.options)
            if blocked is not None and self.lessons.first("start_blocked",
                                                          learner(self.humans, g.to_move)):
                note = blocked
        return note

    def _choosing_lesson(self) -> list[str]:
        """After a player's first list, how to choose from it (playtest pg86: a newcomer's
        first list said no key to press): a number opens a group, but plays a move listed
        on its own at once (review rj92), and a Point Score card can be put back.  Once a
        run, not a game (playtest qf120: an expert heard it in each of 3 games); at a hot
        seat once for each player.  Not kept in the history, which is the game's record:
        said after the list (or its first page), the words, or none."""
        g, chooser = self.game, self.chooser
        assert chooser is not None
        # a lone option of a Point Score card picked is not played for you, and has its own
        # keys (ui.hand.one_option)
        lone = self.config.points and len(g.options) == 1
        if lone or not self.lessons.first("choose_keys", learner(self.humans, g.to_move)):
            return []
        if not chooser.at_groups:
            key = "ui.choose_keys"
        elif all(len(group.indices) > 1 for group in chooser.groups):
            key = "ui.choose_keys.groups"
        else:
            key = "ui.choose_keys.mixed"
        text = self.catalog.say(key)
        if self.config.points:
            text = self.catalog.say("ui.choose_keys.put_back", keys=text)
        return [text]

    def entry_label(self, entry: int, number: int) -> str:
        """What the option (or group) at this level is called, numbered."""
        chooser, g = self.chooser, self.game
        assert chooser is not None
        if chooser.at_groups:
            return self.catalog.say("ui.group_item", number=number,
                                    label=chooser.groups[entry].label)
        return self.narrator.option_label(g.position, g.options[entry], number)

    def list_options(self, interrupt: bool = True, keep: bool = True,
                     head: str | None = None, tail: Sequence[str] = ()) -> None:
        """The O key (and every new card): the whole list at the current level.  ``keep``
        False (O): a list said again is not kept in the history twice (playtest v22).
        ``head``: said before the list instead of its own (a group the hint opened);
        ``tail``: after it (a lesson), not kept.  Too long for the terminal, a page at a
        time (:meth:`Speaker.say_list`)."""
        if self._refuse_play(need_card=True):
            return
        chooser = self.chooser
        assert chooser is not None
        entries = chooser.entries()
        if head is None:
            head = self._list_head(chooser, len(entries))
        lines = [head] + [self.entry_label(e, n) for n, e in enumerate(entries, 1)]
        if not keep:  # O: an answer, a page at a time when too long for the terminal
            self.speaker.answer([*lines, *tail])  # (review rz118: not in the history either)
            return
        self.speaker.say_list(lines, interrupt, tail)

    def _list_head(self, chooser: OptionChooser, count: int) -> str:
        """What a list of ``count`` entries at the chooser's level begins with."""
        assert self.game.card is not None  # not refused: a card waits to be played
        card = self.narrator.card(self.game.card)
        say = self.catalog.say
        if chooser.at_groups:
            return say("ui.groups_head", count=count, card=card)
        if chooser.grouped and chooser.group is not None:  # not at the groups: one is open
            return say("ui.group_head", label=chooser.groups[chooser.group].opened)
        head = say("ui.options_head", options=self.narrator.count(count, "option"), card=card)
        note = self._options_note()
        if note is not None:  # said once for the list, not on every option
            head = say("ui.options_head_note", head=head, note=cap(note))
        return head

    def choose(self, number: int) -> None:
        """Number keys: play an option, or open a group of them."""
        if self._refuse_play(need_card=True):
            return
        chooser = self.chooser
        assert chooser is not None
        picked = chooser.pick(number)
        if picked is None:
            self.speaker.refuse("ui.no_group" if chooser.at_groups else "ui.no_option",
                                number=number, choices=self.speaker.choices(len(chooser.entries())))
        elif picked[0] == "group":
            chooser.open(picked[1])
            self.list_options(True, head=self._opened_head(chooser))
        else:
            self.play(picked[1])

    def _opened_head(self, chooser: OptionChooser) -> str:
        """What a group just picked begins with: in brief only its count, as its line was
        heard just before (playtest qf120: "split between pawn 2 ... : 6 options." again
        word for word); Escape's way back to the groups once a run (O still says it)."""
        assert chooser.group is not None  # just opened
        group = chooser.groups[chooser.group]
        label = (cap(self.narrator.count(len(group.indices), "option"))
                 if self.narrator.brief else group.opened)
        who = learner(self.humans, self.game.to_move)
        key = "ui.group_head" if self.lessons.first("group_escape", who) else "ui.group_opened"
        return self.catalog.say(key, label=label)

    def walk(self, delta: int) -> None:
        """Up/Down: speak the next or previous option (or group)."""
        if self._refuse_play(need_card=True):
            return
        chooser = self.chooser
        assert chooser is not None
        focus = chooser.move(delta)
        self.speaker.answer(self.entry_label(chooser.entries()[focus], focus + 1))

    def enter(self) -> None:
        """Enter plays the option walked to; before the draw, for one player against bots,
        it draws, as D does, so a number pad plays a whole game (playtest ba52: "Draw
        first" to a player whose one hand was on the pad).  Not at a hot seat: the last
        player's Enter, a moment late for their own move, would draw the next person's
        card (playtest q17)."""
        if self.game.phase is Phase.DRAW and len(self.humans) == 1:
            if not self.enter_draws() and self.human_to_move:
                # the game has just begun or come back: this Enter may be the menu's
                # (playtest bi60: "2, Enter" drew the first card, so the saved game
                # was replaced before its warning could be heeded)
                self.enter_asked = True  # the next Enter draws
                self.speaker.tell("ui.enter_to_draw", False, keep=False)  # cuts nothing
                return
            self.draw()  # with D's refusals: not your turn, the game over, the guard
            return
        if self._refuse_play(need_card=True):
            return
        chooser = self.chooser
        assert chooser is not None
        if chooser.focus is None:
            self.speaker.refuse("ui.no_focus")
            return
        held = self._held_focus
        if (self._enter_early() and held is not None and held[0] is chooser
                and held[1:] == (chooser.group, chooser.focus)):
            # Resume's Enter, doubled, would play the option selected before the game came
            # back, unheard (review rd70): one more Enter plays it; one after a walk or a
            # hint since is meant, and plays (review re71)
            self.enter_asked = True
            label = self.entry_label(chooser.entries()[chooser.focus], chooser.focus + 1)
            self.speaker.tell("ui.enter_to_choose", False, keep=False, label=label)
            return
        self.choose(chooser.focus + 1)

    def back(self) -> bool:
        """Escape inside a group goes back to the groups; False when there is no group open."""
        chooser = self.chooser
        if chooser is None or not chooser.close():
            return False
        count = len(chooser.entries())
        if self.narrator.full:
            self.list_options(True)
        elif self.narrator.brief:  # the list just heard, not again (playtest f6: 9 lines)
            self.speaker.tell("ui.groups_back", count=count)  # kept: the history's newest
            # line says the list the numbers act on (playtest qj124: it read the group's)
        else:  # the group just left, where Up and Down go on from (playtest ak37: every
            # group again was 8 lines before the next pick)
            assert chooser.focus is not None
            self.speaker.tell("ui.groups_back_at", count=count,
                              item=self.entry_label(chooser.focus, chooser.focus + 1))
        return True
