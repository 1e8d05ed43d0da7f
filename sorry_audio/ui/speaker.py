"""One way out for words: speak them, print them as a plain line, keep them in history.

Every announcement goes through :class:`Speaker`, so nothing can be shown
without being spoken (or the reverse), and the history keys can walk back
through what the game has told this game: its events, turns and prompts.  Answers
to the player's own questions (the board, scores, a hint), help pages and menus are
said and can be repeated with R, but are not kept in the history: they buried a
bot's turn under dozens of lines, and asking one moved the history's place to the
end (playtest p16, on a braille display).  It carries the app's one narration
catalog, so UI phrases are said by key (``tell``) like the game's own words.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from prompt_toolkit.data_structures import Size

from sorry_audio.audio import AudioOutput, Cue
from sorry_audio.core.board import Colour
from sorry_audio.core.events import Event
from sorry_audio.narration.catalog import Catalog
from sorry_audio.ui.notices import notice_text
from sorry_audio.ui.paging import by_sentence, fits, key_pages, next_page
from sorry_audio.ui.wrapping import wrap_line

#: the fewest rows a list's first page takes below the lines said before it (fewer: they
#: scroll away, and the page holds what it can)
MIN_FIRST_PAGE = 8


class Speaker:
    """Speech first (latency matters), then the printed line, then history."""

    def __init__(self, audio: AudioOutput, printer: Callable[[str], None],
                 catalog: Catalog) -> None:
        self.audio = audio
        self.printer = printer
        self.catalog = catalog
        self.notices_told = 0  # how many of audio.notices have been announced
        self.history: list[str] = []
        self.cursor = -1  # index into history of the message last walked to
        #: the last announcement, for R: every line said since it began (:meth:`begin`: a
        #: key, or a bot's turn), so a many-line answer (the board, a recap) and a bot's
        #: whole turn, its draw and the "Your turn." after it, are repeated whole
        self.last: list[str] = []
        self._fresh = True  # the next line kept for R starts a new announcement
        #: whether the history's newest line was the last shown (False: an answer, help or
        #: a refusal came after it, so the first Comma says it, not the one before it)
        self._newest_shown = True
        #: the history line a paged list's first page ended on, which the first Comma says
        #: (the page's own line came after it; review rz127), else None
        self._page_end: int | None = None
        #: the terminal's size, for an answer too long for it (None: not known, or lines
        #: go to a file); the app gives its own
        self.page_size: Callable[[], Size | None] = lambda: None
        #: an answer said a page at a time, R says the next: its lines, where the next
        #: page begins (see paging.next_page), and ``record`` as it was said with
        self._paging: tuple[list[str], tuple[int, int], bool] | None = None
        self.spoken_seconds = 0.0  # estimated speaking time since reset_pacing()

    def say(self, text: str, interrupt: bool = True, *, record: bool = True,
            keep: bool = True, again: bool | None = None) -> None:
        """Announce one line; ``interrupt`` for what the player caused.  ``record=False``:
        neither R nor the history has it (R's own repeat, the quit question);
        ``keep=False``: R repeats it, the history does not keep it (an answer, a refusal,
        help, a menu: see the module); ``again``: said again after a question that cuts
        it (AudioOutput.preempt), as a line the game keeps is unless told otherwise."""
        if not text:
            return
        if interrupt:  # what the player caused: R repeats it, not a page of an answer
            self._paging = None  # before; a bot's line said meanwhile keeps "R for more"
            # true (review rz118: page 2 could no longer be reached while bots played)
        self.speak_only(text, interrupt, again=record and keep if again is None else again)
        self.printer(text)
        if record:
            # the newest history line was the last line shown, or an answer came after it
            self._newest_shown = keep
            if keep:
                self.history.append(text)
                self.cursor = len(self.history) - 1
            if self._fresh:
                self.last, self._fresh = [], False
            self.last.append(text)

    def keep_unsaid(self, text: str) -> None:
        """A line of the game a question has just answered in other words (T's "Blue's turn
        to draw." for "Blue's turn."): kept in the history, where every turn starts with
        whose it is, but not said or printed again (playtest pa67: Comma went from one bot's
        move to the next one's draw)."""
        self.history.append(text)
        self.cursor = len(self.history) - 1

    def begin(self) -> None:
        """A new announcement begins (a key is pressed, a bot starts its turn): the next
        line said is the first that R repeats.  Playtest p16 heard R give a bot's move
        without its draw, or the whole turn, from one turn to the next."""
        self._fresh = True

    def speak_only(self, text: str, interrupt: bool = True, *, again: bool = False) -> None:
        """Speak without printing or recording: typing echo, where a line per key is noise.

        :meth:`say` speaks through this too, so pacing counts every spoken line alike.
        """
        known = self.audio.announce(text, interrupt, again)  # its estimate, if it made one
        if interrupt:  # what was queued is cut off: only this line is still to be heard
            self.spoken_seconds = 0.0
        self.spoken_seconds += self.audio.estimate_seconds(text) if known is None else known

    def echo(self, text: str) -> None:
        """Spoken only, like typing echo, unless nothing is spoken aloud (text only): then
        printed as well, since the screen reader reading the terminal is the only voice
        (it echoes typed keys itself, but cannot know which letter a Backspace took)."""
        if self.audio.text_only:
            self.say(text, True, record=False)
        else:
            self.speak_only(text)

    def text(self, key: str, **fields: object) -> str:
        """A phrase from the catalog, filled in."""
        return self.catalog.say(key, **fields)

    def choices(self, count: int) -> str:
        """The numbers there are to choose from: "1", "1 or 2", "1 to 5"."""
        key = {1: "ui.choices.one", 2: "ui.choices.two"}.get(count, "ui.choices.many")
        return self.catalog.say(key, count=count)

    def tell(self, key: str, interrupt: bool = True, *, record: bool = True,
             keep: bool = True, **fields: object) -> None:
        """Announce the catalog phrase ``key``; ``record`` and ``keep`` as for :meth:`say`."""
        self.say(self.catalog.say(key, **fields), interrupt, record=record, keep=keep)

    def answer(self, lines: str | Iterable[str], record: bool = True,
               paged: bool = False) -> None:
        """Answer the player's question (or show help, or a menu): said at once, repeated
        by R, not kept in the history (``record=False``: R says it whole).  Too long for
        the terminal, it is said a page at a time, R saying the next, its lines cut between
        their sentences to fill each page (playtest qd117: at 40 by 12 a hint's first rows,
        the answer itself, scrolled away, and an answer is not in the history for Comma to
        bring back).  ``paged``: a page already (F1's, a long text's), said as it is."""
        said = [line for line in ([lines] if isinstance(lines, str) else lines) if line]
        size = None if paged else self.page_size()
        split = said if fits(said, size) else by_sentence(said, size, every=True)
        if split is said or len(key_pages(split, size)) == 1:  # (one line, uncut: whole)
            self.say_lines(said, True, record=record, keep=False)
            return
        self._say_page(split, (0, 0), record)

    def say_list(self, lines: Sequence[str], interrupt: bool = True,
                 tail: Sequence[str] = ()) -> None:
        """Lines of the game, kept in the history, that may be too long for the terminal (a
        card's option list): said whole when they fit below what this announcement has
        said so far, else their first page, then ``tail`` (said, not kept: a lesson, or a
        hint's last line) and
        which page it is, the rest kept in the history and said by R a page at a time
        (playtests qd117 and qh122: at 40 by 12 and 60 by 18 a 7's list scrolled away the
        card drawn and its own head).  Those pages are the lines of the history, not kept
        again."""
        said = [line for line in lines if line]
        size = self.page_size()
        room = None if size is None else self._first_room(size, tail)
        if room is None or fits(said, room):
            self.say_lines(said, interrupt)
            self.say_lines(tail, False, keep=False)
            return
        first = key_pages(said, room, whole=False)[0]
        self.say_lines(first, interrupt)
        for line in said[len(first):]:
            self.keep_unsaid(line)
        # the history walks on from the last line shown: Period to the next (review rz125:
        # Comma went to the list's last option, never heard)
        self.cursor = len(self.history) - 1 - (len(said) - len(first))
        self._page_end = self.cursor
        self.say_lines(tail, False, keep=False)
        total = 1 + len(key_pages(said[len(first):], size, whole=False))
        self.say(self.text("ui.answer_more", page=1, pages=total), False, keep=False)
        self._paging = (said, (len(first), 1), False)

    def _first_room(self, size: Size, tail: Sequence[str]) -> Size:
        """The room a list's first page has: the terminal less the rows this announcement
        has taken so far (the card drawn) and ``tail``'s, unless that leaves fewer than
        :data:`MIN_FIRST_PAGE` rows (then what was said before scrolls away)."""
        def rows(said: Sequence[str]) -> int:
            return sum(len(wrap_line(line, size.columns)) for line in said)

        before, after = rows([] if self._fresh else self.last), rows(tail)
        above = before + after if size.rows - before - after >= MIN_FIRST_PAGE else after
        return Size(rows=max(MIN_FIRST_PAGE, size.rows - above), columns=size.columns)

    def _say_page(self, lines: list[str], at: tuple[int, int], record: bool) -> None:
        """The page of a long answer that begins at ``at``, and which page it is."""
        size = self.page_size()
        page, number, total, after = next_page(
            lines, at, lambda part, going: key_pages(part, size, whole=not going))
        if total == 1:  # it fits whole now (a list first paged below its card): no pages
            self.say_lines(page, True, record=record, keep=False)  # (review rz125: "Page 1
            self._paging = None  # of 1, the last" at every R)
            return
        key = "ui.answer_more" if number < total else "ui.answer_last_page"
        self.say_lines([*page, self.text(key, page=number, pages=total)], True,
                       record=record, keep=False)
        self._paging = (lines, after, record)

    def refuse(self, key: str, **fields: object) -> None:
        """A key that does nothing now, with the catalog phrase ``key`` as the reason."""
        self.invalid(self.catalog.say(key, **fields))

    def new_notices(self) -> None:
        """Announce (print and speak, once each) audio notices added since the last look.

        The audio layer appends a notice whenever it drops an engine, at launch
        or mid-game (a hung speech engine falls back to text): every such change
        must reach the player in words, not just be logged.
        """
        notices = getattr(self.audio, "notices", ())
        while self.notices_told < len(notices):
            notice = notices[self.notices_told]
            self.notices_told += 1
            self.say(notice_text(notice, self.catalog), False)

    def say_lines(self, lines: Iterable[str], interrupt: bool = True, *,
                  record: bool = True, keep: bool = True,
                  again: bool | None = None) -> None:
        """Several lines, one announcement (R says them all again): only the first may cut
        off speech, the rest queue behind it.  ``record=False``: lines already in the
        history (a recap) are not added again; ``keep`` as for :meth:`say`."""
        said = [line for line in lines if line]
        for n, line in enumerate(said):
            self.say(line, interrupt and n == 0, record=record, keep=keep, again=again)
        if said and not record:  # a recap, a private hand, R itself: R repeats these whole
            self.last, self._fresh = said, True

    def cue(self, cue: Cue, pan: float = 0.0, after: float = 0.0) -> None:
        self.audio.play(cue, pan, after)

    def events(self, events: Sequence[Event], viewer: Colour | None,
               after: float = 0.0) -> None:
        self.audio.play_events(events, viewer, after)

    def voice_ahead(self) -> float:
        """Seconds the game's own voice has still to say before what is said next (0 when
        that is not known, as with a screen reader): a cue to go with the next words waits
        as long (review az51: the doorbell rang 13 to 29 s before its "Your turn.")."""
        return self.audio.speech_backlog() or 0.0

    def invalid(self, reason: str) -> None:
        """A key that does nothing now: a short reason and the invalid cue.  R repeats it
        ("It is Ben's turn: draw first" is worth hearing twice); the history does not keep
        it."""
        self.say(reason, True, keep=False)
        self.cue(Cue.INVALID)

    def stop(self) -> None:
        self.audio.stop()

    def drop_cues(self) -> None:
        """Leaving a game: none of its cues still waiting to begin sounds after it."""
        self.audio.drop_cues()

    def reset_history(self, lines: Iterable[str] = ()) -> None:
        """A new history, holding ``lines`` (a continued game's, said before it was left);
        what is said next begins a new announcement."""
        self.history[:] = lines
        self.cursor = len(self.history) - 1
        self._fresh = True

    def reset_pacing(self) -> float:
        spent, self.spoken_seconds = self.spoken_seconds, 0.0
        return spent

    # -- the R key and the history keys: they speak without adding to history --

    def repeat(self) -> None:
        """R: the last announcement again; after a page of a long answer, its next page
        (after the last, the first again)."""
        if self._paging is not None:
            self._say_page(*self._paging)
            return
        if not self.last:
            self.refuse("ui.nothing_said")
            return
        self.say_lines(self.last, True, record=False)

    def _walk_to(self, index: int, edge: str | None) -> None:
        """Say history line ``index``; ``edge`` names the catalog key marking either end."""
        if not self.history:
            self.refuse("ui.history_empty")
            return
        self.cursor = max(0, min(index, len(self.history) - 1))
        # where in the history, as a menu says where in the menu: the line comes after it
        fields = {"text": self.history[self.cursor], "n": self.cursor + 1,
                  "count": len(self.history)}
        # R says the line walked to again, as it would any other (not kept twice)
        self.say(self.text(edge or "ui.history.at", **fields), True, keep=False)
        self._newest_shown = True  # a walk shows its line: the next Comma goes on from it
        self._page_end = None

    def older(self) -> None:
        """Comma: the line before the one walked to; at the newest, with an answer said
        since it, the newest itself (playtests qd117, qe119: after a hint the first Comma
        skipped the option list's last line, the newest event)."""
        at_newest = self.cursor == len(self.history) - 1
        stay = (at_newest and not self._newest_shown) or self._page_end == self.cursor
        index = self.cursor if stay else max(0, self.cursor - 1)
        self._walk_to(index, "ui.history.oldest" if index == 0 else None)

    def newer(self) -> None:
        index = min(len(self.history) - 1, self.cursor + 1)
        self._walk_to(index, "ui.history.newest" if index == len(self.history) - 1 else None)

    def oldest(self) -> None:
        self._walk_to(0, "ui.history.oldest")

    def newest(self) -> None:
        self._walk_to(len(self.history) - 1, "ui.history.newest")
