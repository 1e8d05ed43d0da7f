"""Typing a player's name in setup: a key handler per key, as in the key table.

Mixed into the app with :class:`~sorry_audio.ui.handlers.KeyHandlers`; each letter is
spoken, not printed, and the whole name is said once it is kept.
"""

from __future__ import annotations

import unicodedata
from typing import TYPE_CHECKING

from prompt_toolkit.key_binding import KeyPressEvent

from sorry_audio.audio.cues import Cue
from sorry_audio.ui.keymap import BOUNCE_GUARD, NAME_LIMIT, KeyStamp
from sorry_audio.ui.setup import name_clash, seat_name

if TYPE_CHECKING:
    from sorry_audio.ui.setup import SetupModel
    from sorry_audio.ui.speaker import Speaker


class NameEntryKeys:
    """The name field's keys: rely on the app's state below."""

    setup_model: SetupModel | None = None
    speaker: Speaker
    name_entry: tuple[int, list[str]] | None  # (seat, typed characters)
    name_full_told = 0  # times "a name has at most 20 characters" was said since a change
    #: the field holds the name the seat had, as if selected: the first character typed
    #: replaces it, Backspace edits it (playtest qb114: an empty field meant typing a whole
    #: name again to mend one letter)
    name_selected = False

    keys_handled: int  # the app's count of keys, before the one being handled
    name_kept: KeyStamp  # when a name was last kept with Enter, and the count of keys
    # before that Enter (the app makes it)

    def begin_name_entry(self, seat: int) -> None:
        # the very next key, at once: the Enter that kept it, bounced; typing again would
        # take the next keys as letters
        kept = self.name_kept
        if kept.key == self.keys_handled - 1 and kept.within(BOUNCE_GUARD):
            return
        assert self.setup_model is not None
        had = self.setup_model.names[seat]
        self.name_entry = (seat, list(had))
        self.name_full_told = 0
        self.name_selected = bool(had)
        if had:  # the name it has, held as if selected
            self.speaker.tell("ui.name.prompt_edit", keep=False, i=seat + 1, name=had)
            return
        # the field starts empty: say that Escape keeps the name it had
        self.speaker.tell("ui.name.prompt", keep=False, i=seat + 1,
                          name=seat_name(self.setup_model, seat, self.speaker.catalog))

    def key_type(self, event: KeyPressEvent) -> None:
        """A character while typing a name: add it and say it (spoken only, not printed).

        A line per letter would bury the screen; the whole name is printed once
        it is kept, and the prompt line shows it as it grows.
        """
        assert self.name_entry is not None
        ch = event.data
        if len(ch) != 1 or not ch.isprintable():
            self.speaker.refuse("ui.name.not_a_letter")
            return
        if self.name_selected:  # the first character replaces the name the seat had
            self.name_selected = False
            self.name_entry[1].clear()
        if len(self.name_entry[1]) >= NAME_LIMIT:
            # the whole sentence once, then "Full." once; keys typed on after that are
            # spoken "Full." but not printed again (playtest g7: a paste printed 479 lines)
            told = self.name_full_told
            self.name_full_told = told + 1
            if told < 2:
                self.speaker.refuse("ui.name.full_again" if told else "ui.name.full",
                                    n=NAME_LIMIT)
            else:
                self.speaker.speak_only(self.speaker.text("ui.name.full_again"))
                self.speaker.cue(Cue.INVALID)
            return
        self.name_entry[1].append(ch)
        self.speaker.speak_only(self._char_word(ch))

    def _char_word(self, ch: str) -> str:
        """A typed character as it is spoken: a voice says nothing for a lone "." or "-"
        (review ai35), so a sign is said by its name ("period", "dash", else Unicode's)."""
        if ch.isalnum():
            return ch
        if ch == " ":
            return self.speaker.text("ui.name.space")
        key = f"ui.char.{ch}"
        if key in self.speaker.catalog.texts:
            return self.speaker.text(key)
        return unicodedata.name(ch, ch).lower()

    def key_type_help(self, event: KeyPressEvent) -> None:
        """F1 while typing a name: the keys that work while typing, whole (never paged:
        R here types a letter, and cannot give a next page: review rz118)."""
        self.speaker.answer(self.speaker.text("ui.keys_note.typing", n=NAME_LIMIT),
                            paged=True)

    def key_type_delete(self, event: KeyPressEvent) -> None:
        """Backspace while typing: delete the last character (spoken only, like typing)."""
        assert self.name_entry is not None
        typed = self.name_entry[1]
        self.name_selected = False  # editing the name it had, from its end
        if not typed:
            self.speaker.refuse("ui.name.nothing")
            return
        char = typed.pop()
        self.name_full_told = 0
        self.speaker.echo(self.speaker.text("ui.name.deleted", char=self._char_word(char)))

    def key_type_done(self, event: KeyPressEvent) -> None:
        """Enter while typing: keep the name, and say and print it whole."""
        assert self.name_entry is not None and self.setup_model is not None
        seat, typed = self.name_entry
        name = "".join(typed).strip()
        if not name:
            typed.clear()  # spaces alone: gone, or unheard they would count against the limit
            self.speaker.refuse("ui.name.empty")
            return
        clash = name_clash(self.setup_model, seat, name, self.speaker.catalog)
        if clash is not None:
            typed.clear()
            self.speaker.refuse(clash[0], **clash[1])
            return
        same = self.setup_model.names[seat] == name
        self.setup_model.names[seat] = name
        self.name_entry = None
        self.name_kept.stamp(key=self.keys_handled)
        if same:  # Enter on the name held: nothing changed, as Escape says (playtest qc116)
            self.speaker.tell("ui.name.cancelled", name=name)
            return
        self.speaker.tell("ui.name.set", i=seat + 1, name=name)

    def key_type_cancel(self, event: KeyPressEvent) -> None:
        """Escape while typing: leave the name as it was."""
        assert self.name_entry is not None and self.setup_model is not None
        seat = self.name_entry[0]
        self.name_entry = None
        self.speaker.tell("ui.name.cancelled",
                          name=seat_name(self.setup_model, seat, self.speaker.catalog))
