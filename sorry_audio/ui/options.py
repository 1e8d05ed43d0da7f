"""Walking a card's options: a flat list, or groups first and then a group's choices.

Pure bookkeeping over :class:`~sorry_audio.narration.OptionGroup` lists, so
the number keys, Up/Down and Enter agree on what "option 3" means at every
level.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from sorry_audio.narration import OptionGroup


class OptionChooser:
    """Where the player is in the option list of the waiting card."""

    def __init__(self, groups: Sequence[OptionGroup]) -> None:
        self.groups = list(groups)
        self.grouped = any(len(g.indices) > 1 for g in self.groups)
        self.group: int | None = None  # the opened group, when grouped
        self.focus: int | None = None  # index into entries(), None before Up/Down

    @property
    def at_groups(self) -> bool:
        """True while the player picks a group (not yet one option)."""
        return self.grouped and self.group is None

    def entries(self) -> list[int]:
        """Option indices at this level, or group indices while picking a group."""
        if not self.grouped:
            return [i for g in self.groups for i in g.indices]
        if self.group is None:
            return list(range(len(self.groups)))
        return list(self.groups[self.group].indices)

    def move(self, delta: int) -> int:
        """Up/Down: the new focus (wrapping), starting from the first or last entry."""
        n = len(self.entries())
        if self.focus is None:
            self.focus = 0 if delta > 0 else n - 1
        else:
            self.focus = (self.focus + delta) % n
        return self.focus

    def open(self, group: int) -> None:
        self.group = group
        self.focus = None

    def close(self) -> bool:
        """Escape inside a group: back to the groups; False if not inside one."""
        if self.group is None:
            return False
        self.focus = self.group
        self.group = None
        return True

    def pick(self, number: int) -> tuple[str, int] | None:
        """Number key ``number`` (from 1) at this level.

        Returns ("option", option index) to play, ("group", group index) to open,
        or None if there is no such entry.  A group of one plays its option.
        """
        entries = self.entries()
        if not 1 <= number <= len(entries):
            return None
        chosen = entries[number - 1]
        if self.at_groups:
            indices = self.groups[chosen].indices
            if len(indices) == 1:
                return ("option", indices[0])
            return ("group", chosen)
        return ("option", chosen)

    def locate(self, index: int) -> tuple[int | None, int]:
        """Option ``index``: the group to open for it (None: none to open) and its number
        there, the one the keys use, so a hint and the number keys agree.

        A group of one is played from the list of groups, by that group's number: it has
        no group to open (playtest e5 heard "3: ..." in the list, then "option 1" from H).
        """
        if not self.grouped:
            return None, [i for g in self.groups for i in g.indices].index(index) + 1
        group = next(k for k, g in enumerate(self.groups) if index in g.indices)
        if len(self.groups[group].indices) == 1:
            return None, group + 1
        return group, self.groups[group].indices.index(index) + 1

    def walk_to(self, index: int) -> Literal["opened", "closed"] | None:
        """Focus option ``index`` where the keys reach it: "opened" when its group was
        opened, "closed" when a group was left for the list of groups, else None."""
        group, number = self.locate(index)
        moved: Literal["opened", "closed"] | None = None
        if group is not None and self.group != group:
            self.open(group)
            moved = "opened"
        elif group is None and self.group is not None:
            self.close()
            moved = "closed"
        self.focus = number - 1
        return moved

    def place(self, index: int) -> tuple[int | None, int]:
        """Option ``index`` as the player reaches it: the group's number in the list of
        groups (None when not grouped) and the option's number, both from 1."""
        group, number = self.locate(index)
        return (None if group is None else group + 1), number
