"""A spoken list menu: a title, items, a focus.  No terminal code here.

Items compute their labels on demand because settings items change what they
say when the player changes them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sorry_audio.narration.catalog import Catalog
from sorry_audio.ui.keymap import Mode

#: seconds within which a second digit joins the first ("1" then "2": item 12), for lists
#: longer than nine items (setup has up to 24)
TYPE_AHEAD = 1.0
#: steps that Page Up and Page Down take through a setting's values (the voices run to 131)
FAR = 10


@dataclass(frozen=True)
class MenuItem:
    label: Callable[[], str]
    select: Callable[[], None] | None = None  # Enter (or a number key in plain menus)
    # Left/Right: a setting's value -1/+1; False when it is already at that end
    change: Callable[[int], bool | None] | None = None
    # False: a number key only goes to the item, and Enter chooses it (Leave, Quit: a
    # stray Escape and digit must not throw a whole table out of its game)
    by_number: bool = True
    # Page Up/Down change it by FAR steps, held at its ends, not one (the voices' long list)
    far: bool = False


def ordered_setting(label: Callable[[], str],
                    values: tuple[Any, ...] | Callable[[], tuple[Any, ...]],
                    get: Callable[[], Any], put: Callable[[Any], None], *,
                    far: bool = False) -> MenuItem:
    """A setting whose values run from least to most (bot level, pace, verbosity), or in a
    list the machine gives (the voices, when ``values`` is a function): Left and Right stop
    at the ends, as a slider does, so pressing Right for "more" never lands on the least;
    Enter still goes round.  ``far``: Page Up and Down go :data:`FAR` values at a time."""
    def listed() -> tuple[Any, ...]:
        return values() if callable(values) else values

    def change(delta: int) -> bool:
        now = listed()
        at = now.index(get())
        to = max(0, min(len(now) - 1, at + delta))
        if to == at:
            return False
        put(now[to])
        return True

    def select() -> None:
        now = listed()
        put(now[(now.index(get()) + 1) % len(now)])

    return MenuItem(label, select, change, far=far)


def item(text: str, select: Callable[[], None] | None = None, *,
         by_number: bool = True) -> MenuItem:
    return MenuItem(lambda: text, select, by_number=by_number)


def setting(label: Callable[[], str], change: Callable[[int], bool | None]) -> MenuItem:
    """A setting: Enter (or its number) changes it on, as Right does; Left changes it back."""
    def select() -> None:
        change(1)
    return MenuItem(label, select, change)


class Menu:
    """An ordered list of items with one focused; ``back`` runs on Escape."""

    def __init__(self, title: str, items: list[MenuItem], catalog: Catalog, *,
                 mode: Mode = Mode.MENU, back: Callable[[], None] | None = None,
                 focus: int = 0, enter_twice: bool = False, ask_back: bool = False) -> None:
        self.title = title
        self.catalog = catalog
        self.items = items
        self.mode = mode
        self.back = back
        self.focus = focus
        #: Enter on the item first focused only says it, until the list is walked: the
        #: end menu opens while the player may still be pressing Enter to play cards
        self.enter_twice = enter_twice
        self.enter_told = False  # said, so the next Enter chooses
        #: a key of play (D, H) at the end menu: an Enter before this monotonic time is in
        #: its rhythm, and only says the item again (playtest qa113: one 10 s later, after
        #: "Enter takes it" had been said, was held too)
        self.rearmed_until = 0.0
        #: an Escape only asks, walked or not, unless it comes straight after the asking
        #: one: a digit meant for the last card walks the end menu, and the Escape after
        #: it threw away Play again (review ag33)
        self.ask_back = ask_back
        self.asked_at = -2  # the app's key count when Escape last asked (as F1's pages)
        self._typed: tuple[int, float] | None = None  # the last digit typed, and when
        self.tried = 0  # the item number the last digit key went for (jump_typed)

    def __len__(self) -> int:
        return len(self.items)

    def enter_only_says(self, now: float) -> bool:
        """An Enter now says the focused item instead of choosing it: the first at the end
        menu until the list is walked, and one in the rhythm of play after a key of play
        (:meth:`rearm`), walked before it or not: a digit meant for the last card walks
        the end menu, and D then Enter at once started the next game (playtest qc116).
        Walking the list after that key (a digit, Up, Down) makes the next Enter its own."""
        return (self.enter_twice and not self.enter_told) or now < self.rearmed_until

    def rearm(self, until: float) -> None:
        """A key of play came: an Enter before ``until`` only says the item again."""
        self.rearmed_until = until

    def focused_text(self) -> str:
        return self.catalog.say("ui.menu.item", label=self.items[self.focus].label(),
                                number=self.focus + 1, count=len(self.items))

    def opening_text(self, intro: str | None = None) -> str:
        """What is said when the menu opens (or is returned to): its title and the focus."""
        title = (intro or self.title).rstrip(".")  # the phrase adds its own full stop
        return self.catalog.say("ui.menu.open", title=title, item=self.focused_text())

    def move(self, delta: int) -> None:
        """Up/Down wrap around, so the last item is one key from the first."""
        self.enter_twice = False
        self.rearmed_until = 0.0  # the list walked: the next Enter is meant for it
        self.focus = (self.focus + delta) % len(self.items)

    def jump(self, number: int) -> bool:
        """Focus item ``number`` (from 1); False if there is none."""
        if not 1 <= number <= len(self.items):
            return False
        self.enter_twice = False
        self.rearmed_until = 0.0
        self.focus = number - 1
        return True

    def jump_typed(self, digit: int, now: float, follows_digit: bool = True) -> int | None:
        """Go to the item a digit key names, as :meth:`jump`; a digit typed within
        ``TYPE_AHEAD`` seconds of a first one, with no other key between
        (``follows_digit``), joins it when the list is that long ("1", "2": item 12).
        A lone 0 is item 10, as in the menus (playtest ad30: setup's help said "0 to 9",
        and 0 was refused).  The number gone to, or None when there is no such item."""
        typed, self._typed = self._typed, None
        if typed is not None and follows_digit and now - typed[1] <= TYPE_AHEAD:
            joined = typed[0] * 10 + digit
            if self.jump(joined):
                return joined  # a third digit starts afresh
            if digit == 0:  # "2", "0" with no item 20 is no item 10 (review ar43)
                self.tried = joined
                return None
        self._typed = (digit, now)
        self.tried = number = digit or 10
        return number if self.jump(number) else None

    @property
    def current(self) -> MenuItem:
        return self.items[self.focus]
