"""Every key of the table, in every mode it belongs to, answers in words and never crashes."""

from __future__ import annotations

import asyncio

import pytest
from rigging import stacked_game

from sorry_audio.core.cards import Card
from sorry_audio.ui.headless import Headless
from sorry_audio.ui.keymap import KEYMAP, Mode, terminal_keys
from sorry_audio.ui.menus import open_setup
from sorry_audio.ui.setup import quick_config

#: terminal key -> what the headless driver types
TYPED = {" ": "space", "c-c": "c-c"}


def rig(app, position: str, cards: list[Card]) -> None:
    app.session.game = stacked_game(position, cards, under=[Card.FOUR] * 4, seed=2)


def enter_mode(app, mode: Mode) -> None:
    """Put the app in ``mode`` from scratch, whatever the last key did."""
    app.confirming = False
    app.name_entry = None
    app.open_main_menu()
    if mode is Mode.SETUP:
        open_setup(app)
    elif mode in (Mode.GAME, Mode.REVIEW):
        app.start_game(quick_config(1, "easy"))
        if mode is Mode.GAME:
            rig(app, "r r=10,20,S,S y=30,S,S,S", [Card.SEVEN])
        else:
            rig(app, "r r=H,H,H,Z5 y=30,S,S,S", [Card.ONE])
            app.session.draw()
            app._after_action()
    assert app.mode is mode


def cases():
    for action in KEYMAP:
        for mode in sorted(action.modes, key=lambda m: m.value):
            for shown in action.keys:
                for key in terminal_keys(shown, frozenset({mode})):  # as the app binds them
                    yield pytest.param(mode, key, id=f"{mode.value}-{action.name}-{key}")


@pytest.mark.parametrize(("mode", "key"), list(cases()))
def test_key_speaks_and_never_crashes(mode, key):
    async def main():
        async with Headless(seed=3) as h:
            enter_mode(h.app, mode)
            await h.settle()
            mark = len(h.audio.spoken)
            await h.press(TYPED.get(key, key))
            assert len(h.audio.spoken) > mark, "the key said nothing"
            assert h.audio.spoken[mark][1] is True  # what the player caused interrupts
    asyncio.run(main())
