"""Keys held back for a moment (playtest qm128, a player with a hand tremor: double
presses and held keys): U just after a take-back, a digit or Enter just after a group or
a menu opened, Ctrl+C just after the leave question; and the key bounce guard, timed from
the press that acted.  ``h.press(..., quick=True)``: the keys come at once, a bounce."""

from __future__ import annotations

import types
from pathlib import Path

from test_ui_game import drawn
from test_ui_take_back import a_hot_seat_game, to_a_choice

from sorry_audio.core.cards import Card
from sorry_audio.core.game import Game, Phase
from sorry_audio.core.position import format_position
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.preferences import PreferenceStore
from sorry_audio.ui import keymap
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import KeyHolds, Mode
from sorry_audio.ui.settingsmenu import bounce_label

say = DEFAULT_CATALOG.say


def a_clock(monkeypatch) -> list[float]:
    """The app's clock, set by the test: ``clock[0] += 0.5`` is half a second on."""
    import sorry_audio.ui.app as app_module

    clock = [100.0]
    monkeypatch.setattr(app_module, "time", types.SimpleNamespace(monotonic=lambda: clock[0]))
    return clock


async def three_choices(h: Headless) -> None:
    """Against two bots: three of your choices among several, played (option 1 each)."""
    await h.press("2")
    for _ in range(3):
        await to_a_choice(h)
        s = h.app.session
        await h.press("1")
        await h.wait(lambda s=s: s.over or s.human_to_move)
    assert not h.app.session.over and len(h.app.session.take_back_points) >= 3


# -- F1: U --------------------------------------------------------------------------


def test_a_doubled_u_takes_back_one_move_and_says_so_once_and_a_later_u_the_next():
    """Playtest qm128: "u u" took back two moves, a held U ten, each with its whole list."""
    async def body(h):
        await three_choices(h)
        await h.press("u")
        assert h.app.session.taken_back == 1
        mark = len(h.spoken)
        await h.press("u", "u", "c-z", "u", quick=True)  # a bounce, a held key: no key at all
        assert h.app.session.taken_back == 1
        assert h.said_since(mark) == [say("ui.take_back.held")]  # once, not once a key
        await h.press("u")  # a second later: a U of its own, and the next move goes
        assert h.app.session.taken_back == 2
        assert say("ui.take_back.held") not in h.said_since(mark + 1)
    run_headless(body, seed=6)


def test_a_u_pressed_once_the_notice_is_heard_takes_back_the_next_move(monkeypatch):
    """Review rz134: "press U again to take back another" was said, and a U pressed in the
    second after it was dropped without a word."""
    clock = a_clock(monkeypatch)

    async def body(h):
        await three_choices(h)
        await h.press("u")
        assert h.app.session.taken_back == 1
        clock[0] += 0.05
        mark = len(h.spoken)
        await h.press("u", quick=True)  # the bounce: the notice
        assert h.said_since(mark) == [say("ui.take_back.held")]
        clock[0] += 0.6  # the notice heard, and U pressed as it says
        await h.press("u", quick=True)
        assert h.app.session.taken_back == 2
    run_headless(body, seed=6)


def test_a_u_held_for_seconds_takes_back_one_move_and_the_next_u_after_it_another(
        monkeypatch):
    """A held U repeats about 30 times a second for as long as it is held: the whole
    stream is one press, however long, not a second take-back once a second is up."""
    clock = a_clock(monkeypatch)

    async def body(h):
        await three_choices(h)
        await h.press("u")
        for _ in range(60):  # two seconds held, a repeat every 33 ms
            clock[0] += 0.033
            await h.press("u", quick=True)
        assert h.app.session.taken_back == 1
        clock[0] += 0.4  # let go, and pressed again
        await h.press("u", quick=True)
        assert h.app.session.taken_back == 2
    run_headless(body, seed=6)


def test_the_take_back_names_the_option_played_and_its_number_plays_it_again_the_same():
    """Playtest qm128: a move taken back by mistake could only be played again from
    memory.  The take-back line names it, and that number plays it again: the same cards
    and the same replies of the bots as before."""
    async def body(h):
        await h.press("2")
        await to_a_choice(h)
        s = h.app.session
        assert not s.chooser.grouped
        await h.press("2")
        await h.wait(lambda: s.over or s.human_to_move)
        after, drawn_after = format_position(s.position), s.game.cards_drawn
        mark = len(h.spoken)
        await h.press("u")
        assert h.said_since(mark)[0].endswith(" " + say("ui.take_back.had",
                                                        option="option 2"))
        assert h.said_since(mark)[0] == h.app.speaker.history[-len(h.said_since(mark))]
        back = h.app.session
        await h.press("2")
        await h.wait(lambda: back.over or back.human_to_move)
        assert (format_position(back.position), back.game.cards_drawn) == (after, drawn_after)
    run_headless(body, seed=6)


async def to_a_grouped_choice(h: Headless) -> None:
    """Play on (option 1, or a group's first) until a card of yours lists groups."""
    s = h.app.session
    while not (s.human_to_move and s.game.phase is Phase.CHOOSE and s.chooser is not None
               and s.chooser.at_groups):
        assert not s.over and s.game.cards_drawn < 300
        await h.press("d" if s.game.phase is Phase.DRAW else "1")
        await h.wait(lambda: s.over or s.human_to_move)


def test_a_move_played_in_a_group_is_named_by_its_group_and_number():
    async def body(h):
        await h.press("2")
        await to_a_grouped_choice(h)
        s = h.app.session
        chooser = s.chooser
        big = next(i for i, g in enumerate(chooser.groups) if len(g.indices) > 1)
        index, at = chooser.groups[big].indices[1], len(s.choices)
        await h.press(str(big + 1), "2")  # the group's second option
        await h.wait(lambda: s.over or s.human_to_move)
        assert s.choices[at] == index
        after = format_position(s.position)
        mark = len(h.spoken)
        await h.press("u")
        back = h.app.session
        had = say("ui.take_back.had", option=f"group {big + 1}, option 2")
        assert h.said_since(mark)[0].endswith(" " + had)
        await h.press(str(big + 1), "2")  # played again: the game as it was
        await h.wait(lambda: back.over or back.human_to_move)
        assert format_position(back.position) == after
    run_headless(body, seed=6)


def test_at_a_hot_seat_table_u_still_asks_and_the_line_names_whose_option(monkeypatch):
    monkeypatch.setattr("sorry_audio.ui.handover.HANDOVER_GUARD", 0.0)  # keys come fast here

    async def body(h):
        s = await a_hot_seat_game(h)
        await to_a_choice(h)
        who = s.name(s.game.to_move)
        await h.press("1")
        await h.press("u")
        assert h.app.confirming and h.app.asking_take_back  # asked, as ever
        mark = len(h.spoken)
        await h.press("y")
        assert h.app.session.taken_back == 1
        assert h.said_since(mark)[0].endswith(
            " " + say("ui.take_back.had.named", name=who, option="option 1"))
        await h.press("u", quick=True)  # not held back at a hot seat: the table is asked
        assert h.spoken[-1] == say("ui.take_back.none_table")  # (none is left to take)
    run_headless(body, seed=6)


# -- F4: a group just opened ---------------------------------------------------------


async def group_opened(h: Headless, digit: str = "2") -> Game:
    """A 7 drawn, its options in groups, and the group ``digit`` opened (deliberately):
    the game, its card waiting."""
    game = await drawn(h, "r r=5,10,20,25 y=33,38,42,50", Card.SEVEN, Card.SORRY)
    await h.press(digit)
    assert h.app.session.chooser.group == int(digit) - 1
    return game


def test_a_doubled_digit_opens_a_group_and_plays_nothing_from_it_unheard():
    """Playtest qm128, guard off: "2 2" opened group 2 and played its option 2 at once."""
    async def body(h):
        assert h.app.preferences.preferences.bounce == 0
        game = await group_opened(h)
        s = h.app.session
        await h.press("2", "enter", quick=True)  # the bounce, and an Enter: nothing
        assert game.phase is Phase.CHOOSE and s.chooser.group == 1
        result = game.options[s.chooser.groups[1].indices[1]].result.locs
        await h.press("2")  # once the group's list has begun: it plays
        assert s.game.position.locs == result
    run_headless(body)


def test_another_digit_right_after_a_group_opens_plays_at_once():
    """The hold is for the bounce, the same digit: an expert who knows the group's list
    from the hint ("option 3 in group 2") types 2 then 3 quickly, and it plays."""
    async def body(h):
        game = await group_opened(h)
        s = h.app.session
        result = game.options[s.chooser.groups[1].indices[2]].result.locs
        await h.press("3", quick=True)
        assert s.game.position.locs == result
    run_headless(body)


def test_another_key_after_a_group_opens_ends_the_hold(monkeypatch):
    """A group opened by 2, then Down and Enter in quick succession, deliberately: the Enter
    plays the option walked to (the hold is for the same key again, not for every key)."""
    clock = a_clock(monkeypatch)

    async def body(h):
        game = await group_opened(h)
        s = h.app.session
        result = game.options[s.chooser.groups[1].indices[0]].result.locs  # Down: the first
        clock[0] += 0.3
        await h.press("down", quick=True)
        clock[0] += 0.3
        await h.press("enter", quick=True)
        assert s.game.position.locs == result
    run_headless(body)


def test_a_digit_held_past_the_keyboard_s_repeat_delay_plays_nothing_and_says_so(monkeypatch):
    """Playtest qp133: 3 held opened group 3, and its first repeat, half a second later,
    played option 3 of it unheard; the stream after it is held back too."""
    clock = a_clock(monkeypatch)

    async def body(h):
        game = await group_opened(h, "3")
        s = h.app.session
        mark = len(h.spoken)
        clock[0] += 0.6  # the keyboard's repeat delay
        await h.press("3", quick=True)
        for _ in range(20):  # then a repeat every 33 ms
            clock[0] += 0.033
            await h.press("3", quick=True)
        assert game.phase is Phase.CHOOSE and s.chooser.group == 2
        assert h.said_since(mark) == [say("ui.group_hold")]  # once, for the whole stream
        clock[0] += 1.0  # let go, and pressed again: it plays
        await h.press("3", quick=True)
        assert game.phase is not Phase.CHOOSE or s.game is not game
    run_headless(body)


def test_a_doubled_enter_on_a_setting_changes_it_once(monkeypatch):
    """Playtest qp133: Enter Enter on the bot level in Settings gave hard, then easy."""
    clock = a_clock(monkeypatch)

    async def body(h):
        await h.press("1")  # a quick game
        await h.press("escape", "up", "up", "enter")  # the game menu, Settings
        clock[0] += 1.0
        level = h.app.preferences.preferences.level
        await h.press("enter")
        changed = h.app.preferences.preferences.level
        assert changed != level
        clock[0] += 0.1
        await h.press("enter", quick=True)  # the bounce
        assert h.app.preferences.preferences.level == changed
        clock[0] += 1.0
        await h.press("enter", quick=True)  # a deliberate one: on again
        assert h.app.preferences.preferences.level not in (changed,)
    run_headless(body)


# -- F5: a menu just opened by Enter -------------------------------------------------


def test_a_doubled_enter_opens_settings_and_changes_nothing_in_it():
    """Playtest qm128: Enter Enter on Settings in the game menu opened it and changed the
    bot level for new games, saved for next time."""
    async def body(h):
        await h.press("1")  # a quick game
        level = h.app.preferences.preferences.level
        await h.press("escape", "up", "up")  # the game menu, at Settings
        await h.press("enter")
        assert h.app.menu.title == say("ui.settings")
        await h.press("enter", quick=True)  # the bounce
        assert h.app.preferences.preferences.level == level
        await h.press("enter")  # a deliberate Enter changes it, as ever
        assert h.app.preferences.preferences.level != level
    run_headless(body)


def test_a_number_then_enter_says_the_setting_and_changes_it_only_at_the_next_enter(
        monkeypatch, tmp_path):
    """Playtest qq135: a child learnt "a number, then Enter to choose" from other menus; 8
    opened Settings, and Enter 1.5 s on made the bots hard, saved for next time.  5 then
    Enter made setup's two players three."""
    clock = a_clock(monkeypatch)

    async def body(h):
        level = h.app.preferences.preferences.level
        await h.press("8")
        assert h.app.menu.title == say("ui.settings")
        item = h.app.menu.focused_text()
        clock[0] += 1.5
        mark = len(h.spoken)
        await h.press("enter", quick=True)
        assert h.said_since(mark) == [say("ui.enter_again_change", item=item)]
        assert h.said_since(mark)[0].endswith(". Press Enter again to change it.")
        assert h.app.preferences.preferences.level == level
        clock[0] += 1.0  # heard, and pressed again: it changes
        await h.press("enter", quick=True)
        assert h.app.preferences.preferences.level != level
        await h.press("escape", "5")  # setup, from the main menu
        players = h.app.setup_model.players
        clock[0] += 1.5
        await h.press("enter", quick=True)
        assert h.app.setup_model.players == players
        clock[0] += 0.1
        await h.press("down", quick=True)  # a key that acts ends the hold: Enter acts
        await h.press("up", "enter", quick=True)
        assert h.app.setup_model.players != players
    run_headless(body, preferences=PreferenceStore(tmp_path / "settings.json"))


def test_a_number_then_enter_after_the_menu_is_heard_changes_the_setting(monkeypatch,
                                                                          tmp_path):
    """The hold lasts about as long as the menu's first line takes to say: an Enter after
    it is the player's own."""
    clock = a_clock(monkeypatch)

    async def body(h):
        level = h.app.preferences.preferences.level
        await h.press("8")
        clock[0] += keymap.DIGIT_OPEN_HOLD + 0.1
        await h.press("enter", quick=True)
        assert h.app.preferences.preferences.level != level
    run_headless(body, preferences=PreferenceStore(tmp_path / "settings.json"))


# -- F6: the leave question ----------------------------------------------------------


def test_a_doubled_ctrl_c_asks_and_does_not_leave_but_y_does():
    """Playtest qm128: "C-c C-c" left at once; the second is now no answer."""
    async def body(h):
        await h.press("1")
        await h.press("c-c")
        await h.press("c-c", quick=True)
        assert h.app.application.is_running and h.app.mode is Mode.CONFIRM
        await h.press("y", quick=True)  # Y is an answer at once
        assert not h.app.application.is_running
    run_headless(body)


def test_a_ctrl_c_after_the_question_is_heard_leaves_and_another_key_stays():
    async def body(h):
        await h.press("1", "c-c", "c-c")  # deliberate: the second leaves, as the question says
        assert not h.app.application.is_running
    run_headless(body)

    async def stays(h):
        await h.press("1", "c-c")
        await h.press("n", quick=True)  # stays; the hold is over with the question
        assert h.app.mode is Mode.GAME
        await h.press("c-c", quick=True)
        assert h.app.mode is Mode.CONFIRM
    run_headless(stays)


# -- F2, F3: the key bounce guard ----------------------------------------------------


def test_the_bounce_guard_times_from_the_press_that_acted_so_steady_presses_act(
        tmp_path: Path, monkeypatch):
    """Playtest qm128, guard at 500 ms: Right pressed every 0.45 s did nothing at all, as
    the time ran from every press, ignored ones too.  It runs from the press that acted:
    every other one acts."""
    clock = a_clock(monkeypatch)
    store = PreferenceStore(tmp_path / "settings.json")
    store.update(bounce=500)

    async def body(h):
        await h.press("8")  # Settings
        acted = 0
        for _ in range(5):  # at 0, 0.45, 0.9, 1.35, 1.8 s
            focus = h.app.menu.focus
            await h.press("down")
            acted += h.app.menu.focus != focus
            clock[0] += 0.45
        assert acted == 3  # at 0, 0.9 and 1.8 s
    run_headless(body, preferences=store)


def test_the_bounce_guard_ignores_a_held_key_s_stream_however_long(
        tmp_path: Path, monkeypatch):
    """A held key: the press, its first repeat after the keyboard's delay (longer than the
    guard here: it acts), then a repeat every 33 ms for two seconds, each one ignored,
    though the guard's time from the last press that acted is long past."""
    clock = a_clock(monkeypatch)
    store = PreferenceStore(tmp_path / "settings.json")
    store.update(bounce=200)

    async def body(h):
        await h.press("8")  # Settings: 10 items
        start = h.app.menu.focus
        await h.press("down")
        clock[0] += 0.5
        await h.press("down")  # the first repeat
        for _ in range(60):
            clock[0] += 0.033
            await h.press("down", quick=True)
        assert h.app.menu.focus == start + 2
        clock[0] += 0.3  # let go, and pressed again
        await h.press("down")
        assert h.app.menu.focus == start + 3
    run_headless(body, preferences=store)


def test_the_bounce_guard_s_words_do_not_promise_a_held_key_acts_once():
    """Playtest qm128: "a held key acts once" was not true when the keyboard's wait before
    repeating is longer than the guard."""
    for ms in (100, 200, 500):
        label = bounce_label(ms, DEFAULT_CATALOG)
        assert "acts once" not in label and f"{ms} milliseconds" in label
        assert label.endswith("ignored, and so are a held key's repeats, though the first "
                              "may act")


def test_a_hold_ends_at_its_time_or_when_released_and_a_stream_keeps_it_on():
    clock = [10.0]
    holds = KeyHolds(lambda: clock[0])
    holds.hold("opened", 0.4, rows=("choose",))
    assert holds.stops("choose", "2") is not None and holds.stops("draw", "d") is None
    clock[0] += 0.45
    assert holds.stops("choose", "2") is None  # its time is up
    holds.hold("quit", 0.5, keys=("c-c",))
    for _ in range(30):  # a held key's repeats keep it on past its time
        clock[0] += keymap.REPEAT_GAP * 0.9
        assert holds.stops("confirm", "c-c") is not None
    holds.release("quit")
    assert holds.stops("confirm", "c-c") is None
