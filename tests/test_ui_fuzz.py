"""Random keys, as a player mashing the keyboard would press them: nothing breaks, all is said.

The keys come from the key table itself (so a new key is fuzzed as soon as it is
bound), plus keys bound to nothing.  Each press must be answered in words (an
unknown key says so), and the app must catch no error (the headless harness fails
the test on any).  Choosing Quit from the main menu ends the app, as it should; the
run then goes on in a fresh one.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest

from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import SEQUENCES, Headless
from sorry_audio.ui.keymap import KEYMAP, Mode, terminal_keys

#: keys bound to nothing anywhere (Backspace only edits a name)
UNBOUND = ("x", "z", "q", "0", "!", "backspace", "Y")
#: P and Shift+P are left out: at "wait for a key" pace a bot waits for a key, which the harness
#: cannot tell from a hang (pacing has its own tests); Ctrl+C has its own confirm tests
SKIPPED = {"P", "Shift+P", "Ctrl+C"}


def fuzz_keys() -> list[str]:
    """Every key the table binds, as the app's own bindings name it, plus unbound keys."""
    keys = {k for action in KEYMAP for shown in action.keys if shown not in SKIPPED
            for k in terminal_keys(shown)}
    return sorted(keys) + list(UNBOUND)


def test_every_key_in_the_table_can_be_typed():
    keys = fuzz_keys()
    assert {"d", " ", "S", "A", "f1", "1", "9", "escape", ","} <= set(keys)
    assert "p" not in keys and "P" not in keys
    # the headless pipe can send each one: a named key has its bytes, the rest are characters
    assert all(k in SEQUENCES or len(k) == 1 for k in keys)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_keys_are_always_answered_and_break_nothing(seed):
    rng = random.Random(seed)
    keys = fuzz_keys()
    presses = Counter()
    left = 800

    async def stretch() -> None:
        nonlocal left
        async with Headless(seed=seed) as h:
            while left > 0:
                left -= 1
                key = rng.choice(keys)
                mode = h.app.mode
                mark = len(h.spoken)
                await h.press(key)
                if h.app.preferences.preferences.pace == "key":  # chosen in the settings
                    h.app.change_setting("pace", "normal")  # menu: put back, as P is left out
                if h.app.preferences.preferences.bounce:  # the key bounce guard, turned on
                    h.app.change_setting("bounce", 0)  # there: a key again is meant silent
                presses[mode] += 1
                said = h.spoken[mark:]
                if not h.app.application.is_running:
                    assert said[-1:] == [DEFAULT_CATALOG.say("ui.goodbye")], (key, said)
                    return  # Quit chosen from the main menu: go on in a fresh app
                assert said, f"{key!r} in {mode.name} was answered with silence"

    while left > 0:
        asyncio.run(stretch())
    assert presses[Mode.GAME] > 100  # the keys reached games, not only menus
