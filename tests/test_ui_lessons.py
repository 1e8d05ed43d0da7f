"""The keys taught once a run of the program, not in every game (playtest qf120)."""

from __future__ import annotations

from pathlib import Path

from test_ui_game import rig, won_at_once

from sorry_audio.core.cards import Card
from sorry_audio.core.game import Phase
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import Headless, run_headless
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.lessons import SEASONED
from sorry_audio.ui.record import RecordStore
from sorry_audio.ui.savegame import SaveStore

say = DEFAULT_CATALOG.say
CHOOSING = (say("ui.choose_keys"), say("ui.choose_keys.groups"), say("ui.choose_keys.mixed"))


async def play_again(h: Headless) -> None:
    """The game just won, then Play again: the next game of the same run."""
    s = await won_at_once(h, begin=False)
    await h.press("enter", "enter")
    assert h.app.session is not s and h.app.mode is Mode.GAME


def test_the_keys_to_choose_and_the_hints_are_taught_in_the_first_game_only():
    """Playtest qf120: an expert heard how to choose at the first list, and that the hint
    selects its option at the first hint, in each of three games of one sitting."""
    async def body(h):
        await h.press("1")  # a quick game against one bot
        rig(h, "r r=22,40,S,S y=S,S,S,S", [Card.FIVE])
        await h.press("d")
        assert h.spoken[-1] == say("ui.choose_keys")
        await h.press("h")
        assert h.spoken[-1] == say("ui.hint_focus")
        await play_again(h)
        rig(h, "r r=22,40,S,S y=S,S,S,S", [Card.FIVE])
        mark = len(h.spoken)
        await h.press("d", "h")
        said = h.said_since(mark)
        assert said[0] == "You draw a 5." and said[1].startswith("2 options for your 5")
        assert not set(CHOOSING) & set(said) and say("ui.hint_focus") not in said
        await h.press("f1")  # still in the keys' help
        assert any(line.startswith("1 to 9: choose that option") for line in h.spoken[mark:])
    run_headless(body, seed=1)


def test_a_player_whose_record_holds_five_games_is_not_taught_the_keys_at_each_launch(
        tmp_path: Path):
    """Playtest qs138: after 13 recorded games, "Press an option's number to play it, ..."
    came again at each launch.  From SEASONED games on, the keys are not taught to a player
    alone; with fewer, they are, once a run."""
    async def first_list(h: Headless) -> list[str]:
        await h.press("1")  # a quick game against one bot
        rig(h, "r r=22,40,S,S y=S,S,S,S", [Card.FIVE])
        mark = len(h.spoken)
        await h.press("d", "h")
        return h.said_since(mark)

    for games, taught in ((SEASONED - 1, True), (SEASONED, False)):
        record = RecordStore(tmp_path / f"record{games}.json")
        for _ in range(games):
            record.add("normal", won=False)
        said: list[str] = []

        async def body(h: Headless, said: list[str] = said) -> None:
            said += await first_list(h)
        run_headless(body, seed=1, record=RecordStore(tmp_path / f"record{games}.json"))
        assert said[1].startswith("2 options for your 5"), said
        assert (say("ui.choose_keys") in said) is taught, games
        assert (say("ui.hint_focus") in said) is taught, games


def test_a_game_continued_in_the_same_run_does_not_teach_the_keys_to_choose_again(
        tmp_path: Path):
    """Continue takes up the run's lessons: the player was taught before leaving."""
    async def to_a_list(h: Headless) -> list[str]:
        """Draw and play option 1 until a card of yours has a list; what its draw said."""
        s = h.app.session
        while not s.over:
            mark = len(h.spoken)
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
            if s.game.phase is Phase.CHOOSE and s.human_to_move and len(s.game.options) > 1:
                return h.said_since(mark)
        raise AssertionError("the game ended before a list")

    async def body(h):
        await h.press("1")
        assert set(CHOOSING) & set(await to_a_list(h))
        await h.press("1")
        await h.wait(lambda: h.app.session.human_to_move)
        await h.press("escape", "5", "enter")  # the game menu: leave the game, kept
        await h.press("enter")  # the main menu opens on Continue
        assert h.app.mode is Mode.GAME
        assert not set(CHOOSING) & set(await to_a_list(h))
    run_headless(body, seed=5, saves=SaveStore(tmp_path / "game.json"))


def test_a_group_picked_says_escape_once_and_in_brief_only_its_count():
    """Playtest qf120: each group of a 7 or an 11 opened said "Escape goes back to the
    groups.", and its own line again, word for word, just after it was picked from it."""
    async def body(h):
        await h.press("1")
        game = rig(h, "r r=5,10,20,25 y=33,38,42,50", [Card.ELEVEN], Card.SORRY)
        await h.press("d")
        s = h.app.session
        groups = s.chooser.groups
        big = next(i for i, g in enumerate(groups) if len(g.indices) > 1)
        group, count = groups[big], len(groups[big].indices)
        labels = [s.narrator.option_label(game.position, game.options[i], n)
                  for n, i in enumerate(group.indices, 1)]
        await h.press(str(big + 1))  # normal: the group's line, and the way back, once
        assert h.spoken[-count - 1:] == [say("ui.group_head", label=group.opened), *labels]
        await h.press("escape", str(big + 1))
        assert h.spoken[-count - 1:] == [f"{group.opened}.", *labels]
        await h.press("o")  # O, asked, still says the way back
        assert h.spoken[-count - 1] == say("ui.group_head", label=group.opened)
        while not s.narrator.brief:
            await h.press("w")
        await h.press("escape", str(big + 1))  # brief: the count, the line just heard
        assert h.spoken[-count - 1:] == [f"{count} options.", *labels]
    run_headless(body, seed=1)


def test_at_a_hot_seat_each_player_is_taught_once_and_alone_whatever_colour():
    """Review rz125: at a hot seat the group's and the hint's keys were taught to the
    first player only; every lesson now goes by :func:`learner`, as choosing's did."""
    from sorry_audio.core.board import Colour
    from sorry_audio.ui.lessons import Lessons, learner

    red, yellow = Colour.RED, Colour.YELLOW
    lessons = Lessons()
    assert lessons.first("group_escape", learner((red, yellow), red))
    assert lessons.first("group_escape", learner((red, yellow), yellow))  # Yellow's own
    assert not lessons.first("group_escape", learner((red, yellow), red))
    assert learner((red,), yellow) is None  # alone: one lesson, whichever colour
    assert lessons.first("hint_focus", learner((red,), red))
    assert not lessons.first("hint_focus", learner((yellow,), yellow))
