"""A game in progress is saved as its choices, replays to the same game, and is continued from
the main menu; a save that cannot be used is said, set aside, and changes nothing else."""

from __future__ import annotations

import json
import os
from dataclasses import replace
from pathlib import Path

import pytest
from standins import refused_reads

from sorry_audio.audio import recording_output
from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.core.game import Phase
from sorry_audio.core.position import format_position
from sorry_audio.narration import Verbosity
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.preferences import PreferenceStore
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.savegame import (
    DAMAGED_NAME,
    OTHER_COPY,
    UNREAD_KEPT,
    NewerSaveError,
    SavedGame,
    SaveError,
    SaveStore,
    format_saved,
    parse_saved,
)
from sorry_audio.ui.session import GameSession
from sorry_audio.ui.speaker import Speaker

say = DEFAULT_CATALOG.say

CONFIG = GameConfig((Seat(Colour.RED, None, "Ann"), Seat(Colour.BLUE, "hard"),
                     Seat(Colour.GREEN, None, "Bo")), rules="a5065", faster_setup=True,
                    deck=44, auto_apply=False, first=Colour.BLUE, pace="slow",
                    verbosity="brief", relative=True)
SAVED = SavedGame(CONFIG, 1234, 3, (0, 2), "b r=S,S,S b=S,S,S g=S,S,S rules=a5065")


def test_a_saved_game_reads_back_as_it_was_written():
    assert parse_saved(format_saved(SAVED)) == SAVED
    plain = replace(SAVED, config=GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "easy"))))
    assert parse_saved(format_saved(plain)) == plain
    watched = replace(SAVED, config=GameConfig((Seat(Colour.RED, "hard"),
                                                Seat(Colour.YELLOW, "easy"))))
    assert parse_saved(format_saved(watched)) == watched  # bots only: a game to watch


def test_a_card_drawn_and_waiting_is_saved_as_not_played():
    """Playtest pg86: Continue said "13 cards played" with 12 played and an 8 drawn and
    waiting; a save from before the mark counts as it did, and a mark not valid as none."""
    waiting = replace(SAVED, waiting=True)
    assert parse_saved(format_saved(waiting)) == waiting
    assert (waiting.cards_played, SAVED.cards_played) == (2, 3)
    assert "waiting" not in json.loads(format_saved(SAVED))
    edited = json.loads(format_saved(waiting)) | {"waiting": "yes"}
    assert parse_saved(json.dumps(edited)).waiting is False


def _edited(**changes) -> str:  # noqa: ANN003
    data = json.loads(format_saved(SAVED))
    for key, value in changes.items():
        if key in data:
            data[key] = value
        else:
            data["config"][key] = value
    return json.dumps(data)


@pytest.mark.parametrize("text, reason", [  # heard after "cannot be continued:", word for word
    ("{not json", "its text is damaged"),
    ("[1, 2]", "it is not a saved game"),
    ('{"a": 1}', "it is not a saved game"),  # some JSON file: it names no version at all
    ('{"version": null}', "it is not a saved game"),
    pytest.param("[" * 100_000, "its text is damaged", id="nested-past-the-recursion-limit"),
    (_edited(version=99), "it was written by a newer version of Sorry! Audio"),
    (_edited(version=0), "it was written by another version of Sorry! Audio"),
    (_edited(version="2"), "it was written by another version of Sorry! Audio"),
    (_edited(config=None), "its setup is missing or not valid"),
    (_edited(seats="rb"), "the seats are not valid"),
    (_edited(seats=[{"colour": "r", "bot": None}]), "the seats are not valid"),
    (_edited(seats=[{"colour": "r", "bot": None}, {"colour": "r", "bot": "easy"}]),
     "the seats are not valid"),
    (_edited(teams=True), "a partnership game needs four players"),  # (review am38)
    (_edited(seats=[{"colour": c, "bot": "easy"} for c in "rbyg"], teams=True, points=True),
     "the Point Score game is not played in partnership"),
    (_edited(seats=[{"colour": "r", "bot": "wizard"}, {"colour": "b"}]), "a seat is not valid"),
    (_edited(seats=[{"colour": "x", "bot": None}, {"colour": "b"}]), "a seat is not valid"),
    (_edited(seats=[{"colour": "r", "name": ["Ann"]}, {"colour": "b"}]), "a seat is not valid"),
    (_edited(seats=[{"colour": "r", "name": 5}, {"colour": "b"}]), "a seat is not valid"),
    (_edited(seats=[{"colour": "r", "bot": None, "name": "A" * 21}, {"colour": "b"}]),
     "a name is longer than 20 characters"),
    (_edited(seats=[{"colour": "r", "bot": None, "name": "Ann\nBo"}, {"colour": "b"}]),
     "a name has a character that cannot be typed in setup"),
    (_edited(first="x"), "who plays first is not valid"),
    (_edited(first="y"), "who plays first is not valid"),  # a colour with no seat (z26)
    (_edited(rules="speedy"), "the rules are not valid"),
    (_edited(rules=None), "the rules are not valid"),
    (_edited(deck=52), "the deck is not valid"),  # not "the rules" (playtest g7)
    (_edited(deck=46), "the deck is not valid"),
    (_edited(choices=[0, -1]), "the choices are not valid"),
    (_edited(choices=[True]), "the choices are not valid"),
    (_edited(choices=None), "the choices are not valid"),
    (_edited(seed="7"), "its seed is missing or not valid"),
    (_edited(draws=None), "its count of cards drawn is missing or not valid"),
    (_edited(draws=-5), "its count of cards drawn is missing or not valid"),
    (_edited(position=3), "the board it reached is missing or not valid"),
    # audit py99: one that is no position was said as moves that "do not replay" to it
    (_edited(position="r r=Z4,42,S bogus"), "the board it reached is missing or not valid"),
])
def test_a_file_that_is_no_saved_game_says_why(text: str, reason: str):
    with pytest.raises(SaveError) as caught:
        parse_saved(text)
    assert str(caught.value) == reason


def test_a_bad_pace_or_verbosity_is_no_reason_to_refuse_the_game():
    """They are the player's settings, which Continue takes up anyway (playtest g7: a pace of
    "warp" refused the whole game)."""
    saved = parse_saved(_edited(pace="warp", verbosity=3))
    assert (saved.config.pace, saved.config.verbosity) == ("normal", "normal")
    assert saved.config.seats == SAVED.config.seats and saved.choices == SAVED.choices


def test_the_store_keeps_one_game_and_sets_a_damaged_file_aside(tmp_path: Path):
    path = tmp_path / "data" / "game.json"
    store = SaveStore(path)
    assert not store.exists()
    assert store.save(SAVED) is None and store.exists()
    assert store.read() == SAVED and store.load() == SAVED
    assert [p.name for p in path.parent.iterdir()] == ["game.json"]  # no temporary file left
    store.clear()
    assert not store.exists()
    path.write_text('{"version": 1, "config": ')
    with pytest.raises(SaveError):
        store.read()  # reading alone touches nothing
    assert path.exists()
    with pytest.raises(SaveError) as caught:
        store.load()
    kept = tmp_path / "data" / DAMAGED_NAME
    assert str(caught.value).endswith(f"; the file was kept as {kept}")
    assert kept.read_text() == '{"version": 1, "config": ' and not store.exists()


def test_an_unchanged_file_is_read_from_disk_once_and_a_changed_one_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    path = tmp_path / "game.json"
    store = SaveStore(path)
    store.save(SAVED)
    reads = []
    real = Path.open
    monkeypatch.setattr(Path, "open", lambda self, *a, **k: (  # opened to be read
        reads.append(self) if self == path and a[:1] == ("rb",) else None)
        or real(self, *a, **k))
    assert store.read() == SAVED and store.read() == SAVED  # launch check, then the menu
    assert len(reads) == 1
    later = replace(SAVED, draws=SAVED.draws + 100)  # another size, whatever the clock
    store.save(later)  # written by the store: read afresh
    assert store.read() == later and len(reads) == 2
    path.write_text(format_saved(SAVED), encoding="utf-8")  # changed behind its back
    assert store.read() == SAVED and len(reads) == 3


def test_a_save_that_cannot_be_written_gives_the_reason(tmp_path: Path):
    (tmp_path / "file").write_text("")
    store = SaveStore(tmp_path / "file" / "game.json")  # its folder is a file
    reason = store.save(SAVED)
    assert reason == "a folder on the way to it is a file"
    assert not store.path.exists() and store.unsaved  # held in memory, for this run
    assert store.read() == SAVED


def test_a_saved_game_with_a_byte_order_mark_reads(tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_bytes(b"\xef\xbb\xbf" + format_saved(SAVED).encode())  # as Notepad saves it
    assert SaveStore(path).read() == SAVED


def test_without_a_file_the_game_is_kept_for_the_run():
    store = SaveStore(None)
    assert not store.exists()
    store.save(SAVED)
    assert store.load() == SAVED
    store.clear()
    with pytest.raises(SaveError, match="there is no saved game"):
        store.read()


# -- replaying ---------------------------------------------------------------------------


def _play_until(h, cards: int):  # noqa: ANN001, ANN202
    s = h.app.session

    async def go() -> None:
        while not s.over and s.game.cards_drawn < cards:
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
    return go()


def test_the_choices_replay_to_the_very_same_game_which_then_goes_on_alike():
    async def body(h):
        await h.press("3")  # against three bots: every bot's choices are saved too
        s = h.app.session
        await _play_until(h, 40)
        await h.press("d")  # a card of yours may now be waiting
        saved = s.saved()
        assert saved.draws == s.game.cards_drawn and len(saved.choices) == len(s.choices)
        back = GameSession.restored(parse_saved(format_saved(saved)), h.app.speaker)
        g, b = s.game, back.game
        assert format_position(b.position) == format_position(g.position)
        assert (b.phase, b.card, b.cards_drawn) == (g.phase, g.card, g.cards_drawn)
        assert (b.deck.pile, b.deck.discards) == (g.deck.pile, g.deck.discards)
        # from here the two play alike: the same cards, the same options
        for _ in range(30):
            if g.phase is Phase.OVER:
                break
            if g.phase is Phase.DRAW:
                assert b.draw() == g.draw()
            else:
                assert b.options == g.options
                assert b.choose(0) == g.choose(0)
    run_headless(body, seed=4)


def test_a_continued_game_still_counts_your_earlier_cards_for_the_summary_at_the_end():
    async def body(h):
        await h.press("1")
        s = h.app.session
        await _play_until(h, 80)
        back = GameSession.restored(parse_saved(format_saved(s.saved())), h.app.speaker)
        assert len(s.decisions) > 5
        assert [(who, game.cards_drawn, game.card, i) for who, game, i in back.decisions] == [
            (who, game.cards_drawn, game.card, i) for who, game, i in s.decisions]
        assert back.agreement_lines() == s.agreement_lines()
        assert s.agreement_lines()[0].startswith("You played the hard bot's choice")
    run_headless(body, seed=4)


def test_a_save_that_does_not_replay_to_its_position_is_refused():
    async def body(h):
        await h.press("1")
        await _play_until(h, 12)
        saved = h.app.session.saved()
        wrong = replace(saved, position=saved.position.replace("r=", "r=H,", 1))
        with pytest.raises(SaveError, match="do not replay to the position it saved"):
            GameSession.restored(wrong, h.app.speaker)
        with pytest.raises(SaveError, match="do not replay"):
            GameSession.restored(replace(saved, choices=saved.choices + (40,) * 5),
                                 h.app.speaker)
        with pytest.raises(SaveError) as caught:  # an option the card never had
            GameSession.restored(replace(saved, choices=(40,) + saved.choices[1:]),
                                 h.app.speaker)
        assert str(caught.value) == "its moves do not replay"  # no engine words
    run_headless(body, seed=2)


# -- in the app --------------------------------------------------------------------------


@pytest.mark.parametrize("waiting", [False, True], ids=["at-a-draw", "card-waiting"])
def test_leave_a_game_and_continue_it_in_the_next_run(tmp_path: Path, waiting: bool):
    path = tmp_path / "game.json"
    kept: dict = {}

    async def first(h):
        await h.press("2")  # against two bots
        s = h.app.session
        await _play_until(h, 20)
        while not s.over and (s.game.phase is Phase.CHOOSE) != waiting:
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
        assert s.human_to_move
        # a card drawn and waiting is not played yet (playtest pg86 heard "13 cards played"
        # with 12 played and the 8 drawn waiting)
        kept.update(position=format_position(s.position),
                    cards=s.game.cards_drawn - waiting, card=s.game.card)
        assert s.cards_played == kept["cards"]
        await h.press("escape", "5", "enter")  # the game menu: leave the game
        assert h.spoken[-2] == say("ui.left_game_saved")
        played = f"{kept['cards']} cards"
        assert h.spoken[-1].endswith(
            f"Continue your saved game against 2 normal bots, {played} played, 9 of 10")
    run_headless(first, seed=5, saves=SaveStore(path))
    assert SaveStore(path).read().position == kept["position"]

    async def second(h):
        played = f"{kept['cards']} cards"
        assert h.spoken[0].endswith(say("ui.continue", table="against 2 normal bots",
                                        cards=played) + ", 9 of 10")
        mark = len(h.spoken)
        await h.press("enter")  # the menu opens on Continue
        s = h.app.session
        assert h.app.mode is Mode.GAME
        assert format_position(s.position) == kept["position"] and s.game.card == kept["card"]
        said = h.said_since(mark)
        assert said[0] == say("ui.game_resumed", rules="classic", variants="", cards=played,
                              players="You play Red. Blue is a normal bot. "
                                      "Yellow is a normal bot",
                              order=" You play now, then Blue, then Yellow.")  # playtest b2
        board = s.narrator.board(s.position)
        assert said[1:1 + len(board)] == board  # where every pawn stands, as on sitting down
        # where the bots' turns before leaving are (playtest qm128): "the rest" after news
        pointer = ("ui.resumed_recap_rest" if "Since your last turn:" in said
                   else "ui.resumed_recap")
        assert said.count(say(pointer)) == 1, said
        if waiting:  # the card drawn before leaving is still waiting, with its options
            entries = s.chooser.entries()
            assert said[-2] == s.entry_label(entries[-1], len(entries))
            assert said[-1] == say("ui.choose_keys")  # taught again, as the draw keys are
        else:
            assert said[-1] == say("ui.your_turn.first")
        await _play_until(h, kept["cards"] + 6)
        assert SaveStore(path).read().draws >= kept["cards"] + 1  # saved as play goes on
    run_headless(second, seed=6, saves=SaveStore(path))


def test_a_game_left_between_a_2_and_its_draw_again_says_so_when_continued(tmp_path: Path):
    """Not only "press D to draw": the draw is the 2's second one (playtest p16)."""
    path = tmp_path / "game.json"
    kept: dict = {}

    async def first(h):
        await h.press("1")  # against one bot
        s = h.app.session
        while not (s.human_to_move and s.drawing_again):
            assert not s.over and s.game.cards_drawn < 300
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
            await h.wait(lambda: s.over or s.human_to_move)
        assert h.spoken[-1] == say("ev.again.you")
        kept["cards"] = s.game.cards_drawn
        await h.press("escape", "5", "enter")
    run_headless(first, seed=3, saves=SaveStore(path))

    async def second(h):
        mark = len(h.spoken)
        await h.press("enter")  # Continue
        s = h.app.session
        assert s.drawing_again and s.game.cards_drawn == kept["cards"]
        said = h.said_since(mark)
        assert said[-2:] == [say("ui.again_back"), say("ui.draw_prompt.alone")]
        await h.press("t")  # and T says the same
        assert h.spoken[-1] == say("view.turn_again.you")
        await h.press("d")
        assert s.game.cards_drawn > kept["cards"]  # the draw the 2 gave
    run_headless(second, saves=SaveStore(path))


def test_the_review_cursor_is_where_it_was_left_when_the_game_is_continued(tmp_path: Path):
    """Playtests p16, q17 and r18 left it on a square, and found it back at the start."""
    path = tmp_path / "game.json"

    async def first(h):
        await h.press("1")
        await _play_until(h, 6)
        s = h.app.session
        await h.press("g", "4", "6", "enter")
        assert s.cursor.square == 46
        await h.press("escape", "5", "enter")  # Leave: saved with the cursor
    run_headless(first, seed=4, saves=SaveStore(path))
    assert dict(SaveStore(path).read().cursors) == {"r": 46}

    async def second(h):
        await h.press("enter")  # Continue
        await h.press("right")
        assert h.app.session.cursor.square == 47 and h.spoken[-1].startswith("Square 47")
        await h.press("c-c", "y")  # quit: the cursor moved since, and is kept again
    run_headless(second, saves=SaveStore(path))
    assert dict(SaveStore(path).read().cursors) == {"r": 47}


@pytest.mark.parametrize("cursors", ['"no"', '{"r": 0}', '{"r": 61}', '{"x": 5}',
                                     '{"r": true}', '{"r": "46"}'])
def test_a_review_cursor_that_is_not_valid_is_dropped_and_the_game_still_loads(cursors):
    saved = SavedGame(GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "easy"))), 1, 0, (),
                      "r r=S,S,S,S y=S,S,S,S")
    text = format_saved(saved)[:-1] + f', "cursors": {cursors}}}'
    assert parse_saved(text) == saved  # no cursors kept, nothing refused


def test_verbosity_changed_just_before_leaving_holds_when_the_game_is_continued(
        tmp_path: Path):
    """W then leave, with no move between: the save still has the old verbosity, and the
    player's choice (kept in their settings) is what Continue uses."""
    path, prefs = tmp_path / "game.json", PreferenceStore(tmp_path / "settings.json")

    async def first(h):
        await h.press("1")
        await _play_until(h, 6)
        assert h.app.session.narrator.settings.verbosity is Verbosity.NORMAL
        await h.press("w", "escape", "5", "enter")  # full, then leave the game
        assert prefs.preferences.verbosity == "full"
    run_headless(first, seed=5, saves=SaveStore(path), preferences=prefs)

    async def second(h):
        await h.press("enter")  # the menu opens on Continue
        assert h.app.session.game.cards_drawn > 0  # the saved game, not a new one
        assert h.app.session.narrator.settings.verbosity is Verbosity.FULL
        assert prefs.preferences.verbosity == "full"
    run_headless(second, seed=6, saves=SaveStore(path), preferences=prefs)


def test_the_turns_before_a_continue_are_recapped_in_the_verbosity_chosen_since(
        tmp_path: Path):
    """A game begun brief and switched to normal: on Continue its earlier turns come back
    in normal lines, not in the brief form it began with (playtest p9)."""
    path, prefs = tmp_path / "game.json", PreferenceStore(tmp_path / "settings.json")
    prefs.update(verbosity="brief")

    async def first(h):
        await h.press("1")
        s = h.app.session
        await _play_until(h, 8)
        assert any(line.startswith("Yellow: draws") for line in s.log.lines)  # brief
        await h.press("w")  # normal from here on
        await _play_until(h, 12)
        await h.press("escape", "5", "enter")
    run_headless(first, seed=5, saves=SaveStore(path), preferences=prefs)

    async def second(h):
        await h.press("enter")  # the menu opens on Continue
        assert h.app.session.game.cards_drawn > 0  # the saved game, not a new one
        s = h.app.session
        assert s.narrator.settings.verbosity is Verbosity.NORMAL
        assert not any(line.startswith("Yellow: draws") for line in s.log.lines)
        assert any(line.startswith("Yellow draws") for line in s.log.lines)
    run_headless(second, seed=6, saves=SaveStore(path), preferences=prefs)


def test_a_game_that_cannot_be_saved_says_so_once_and_is_kept_until_the_app_is_quit(
        tmp_path: Path):
    """Playtest g7: the game said it was "kept only until you quit", yet leaving to the
    main menu lost it.  Now Continue takes it up from memory, and quitting asks first."""
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where the save folder should be")
    store = SaveStore(blocker / "game.json")

    async def body(h):
        await h.press("1")
        await _play_until(h, 8)
        failed = [line for line in h.spoken if line.startswith("Your game could not be saved")]
        assert len(failed) == 1  # said once, not at every move
        assert not h.app.game_saved and store.unsaved
        await h.press("c-c")  # quitting would lose it, and the question says so
        assert h.spoken[-1] == say("ui.confirm_quit_unsaved")
        s = h.app.session
        drawn = s.game.cards_drawn
        await h.press("n", "escape", "5", "enter")  # leave from the game menu
        assert h.spoken[-2] == say("ui.left_game_unsaved")
        assert h.app.menu.current.label().startswith("Continue your game against")
        assert h.app.menu.current.label().endswith("played, not saved to a file")
        await h.press("enter")  # Continue: the game left, from memory
        assert h.app.session.game.cards_drawn == drawn
        assert any(line.startswith("Your game is back, classic rules.")  # not "saved" (j10)
                   for line in h.spoken)
        await h.press("escape", "5", "enter", "0", "enter")  # leave again, then Quit
        assert h.app.confirming  # not gone at once: the main menu's Quit asks too
        assert h.spoken[-1] == say("ui.confirm_quit_unsaved")
        await h.press("n")
        assert h.app.menus  # still here
        assert not blocker.with_name("game.json").exists()
        # the folder comes back (room on the disk again): the next move is saved, and said
        blocker.unlink()
        blocker.mkdir()
        await h.press("9")  # Continue
        await _play_until(h, h.app.session.game.cards_drawn + 4)
        assert say("ui.save_works_again", path=store.path) in h.spoken
        assert not store.unsaved and store.path.exists()
    run_headless(body, seed=5, saves=store)


def test_a_game_held_in_memory_is_written_once_the_file_takes_it(tmp_path: Path):
    """A read-only file (playtest g7): the newer game is what Continue takes up, not the
    file's older copy; once the file can be written, the memory copy goes."""
    path = tmp_path / "game.json"
    store = SaveStore(path)
    first = SavedGame(CONFIG, 1, 3, (0,), "b r=S,S,S b=S,S,S g=S,S,S rules=a5065")
    newer = replace(first, choices=(0, 2))
    assert store.save(first) is None and not store.unsaved
    blocked = tmp_path / f"game.json.{os.getpid()}.tmp"
    blocked.mkdir()  # the write goes through this temporary file (root ignores chmod)
    reason = store.save(newer)
    assert reason is not None and store.unsaved
    assert store.read().choices == (0, 2)  # the newer game, from memory
    assert SaveStore(path).read().choices == (0,)  # the file keeps the older one
    blocked.rmdir()
    assert store.save(newer) is None and not store.unsaved
    assert SaveStore(path).read().choices == (0, 2)
    store.clear()
    assert not store.exists()


def test_a_finished_game_leaves_nothing_to_continue(tmp_path: Path):
    path = tmp_path / "game.json"

    async def body(h):
        await h.press("1")
        s = h.app.session
        await _play_until(h, 30)
        assert SaveStore(path).exists()
        await _play_until(h, 10_000)
        assert s.over and not SaveStore(path).exists()
        await h.press("2", "enter")  # the end menu: to the main menu (a number goes there)
        assert h.spoken[-1].endswith("Quick game against 1 normal bot, 1 of 10")
    run_headless(body, seed=3, saves=SaveStore(path))


def test_a_newer_release_s_save_is_kept_under_a_name_that_says_so(tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_text(_edited(version=2))
    store = SaveStore(path)
    with pytest.raises(NewerSaveError):
        store.read()
    with pytest.raises(SaveError) as caught:
        store.load()
    kept = tmp_path / "game.newer-version.json"
    assert str(caught.value) == ("it was written by a newer version of Sorry! Audio; the file "
                                 f"was kept as {kept}")
    assert json.loads(kept.read_text())["version"] == 2 and not store.exists()
    assert not (tmp_path / DAMAGED_NAME).exists()  # it is not called damaged


def test_a_damaged_save_is_said_at_launch_and_set_aside(tmp_path: Path):
    path = tmp_path / "game.json"
    path.write_text("{half a game")

    async def body(h):
        # nothing to continue
        assert h.spoken[0].endswith("Quick game against 1 normal bot, 1 of 10")
        assert h.spoken[1].startswith("Your saved game cannot be continued: its text is damaged;")
        assert h.spoken[1].endswith(f"the file was kept as {tmp_path / DAMAGED_NAME}.")
        assert h.spoken[2] == h.app.menu.opening_text()  # then where the player is, again
    run_headless(body, saves=SaveStore(path))
    assert (tmp_path / DAMAGED_NAME).read_text() == "{half a game" and not path.exists()


@pytest.mark.parametrize("content, reason", [
    (b'{"version": 1, "config": \xff\xfe{', "its text is damaged"),  # bytes that are no text
    (b'{"a": 1}', "it is not a saved game"),
    (_edited(deck=46).encode(), "the deck is not valid"),  # the core's sizes (review rl100 5)
])
def test_a_save_broken_on_purpose_is_said_in_the_game_s_words_at_launch(
        tmp_path: Path, content: bytes, reason: str):
    """A playtest: no codec's message with its byte and position, no "file version None"."""
    path = tmp_path / "save.json"
    path.write_bytes(content)
    kept = tmp_path / "save.damaged.json"

    async def body(h):
        assert h.spoken[1] == (f"Your saved game cannot be continued: {reason}; the file was "
                               f"kept as {kept}.")
    run_headless(body, saves=SaveStore(path))
    assert kept.read_bytes() == content and not path.exists()  # moved whole, never lost
    assert [p.name for p in tmp_path.iterdir()] == [kept.name]


def test_a_table_the_game_cannot_be_set_up_for_is_a_save_error_never_a_crash():
    """Review z26: a first player with no seat passed the reading and failed in the game's
    set-up, outside what the launch catches, so every launch stopped on it."""
    config = GameConfig((Seat(Colour.RED), Seat(Colour.BLUE, "easy")), first=Colour.GREEN)
    saved = SavedGame(config, 8, 0, (), "r r=S,S,S,S b=S,S,S,S")
    speaker = Speaker(recording_output(), lambda line: None, DEFAULT_CATALOG)
    with pytest.raises(SaveError) as caught:
        GameSession.restored(saved, speaker)
    assert str(caught.value) == "its table is not valid (Green is not seated)"


def test_a_deck_the_game_has_not_is_a_save_error_never_a_crash():
    """Review rl100 5: the core refused a deck of 46 with a bare ValueError, which the
    restore's InvalidError did not catch; it is now one of the core's own errors."""
    saved = replace(SAVED, config=replace(SAVED.config, deck=46))
    speaker = Speaker(recording_output(), lambda line: None, DEFAULT_CATALOG)
    with pytest.raises(SaveError) as caught:
        GameSession.restored(saved, speaker)
    assert str(caught.value) == "its table is not valid (deck size must be 44 or 45, not 46)"


def test_a_save_that_will_not_replay_is_said_at_launch_and_never_offered(
        tmp_path: Path):
    """Playtest b2: a save that read well but did not replay was offered as "Continue your
    saved game ...", and failed only on Enter; then (g7) offered by the first menu and taken
    back a moment later.  It is replayed before the first menu."""
    path = tmp_path / "game.json"
    store = SaveStore(path)
    store.save(SavedGame(GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "easy"))), 8, 30,
                         (5,) * 20, "r r=S,S,S,S y=S,S,S,S"))
    gone = "Your saved game cannot be continued: its moves do not replay"

    async def body(h):
        assert not any("Continue your saved game" in line for line in h.spoken)
        said = next(line for line in h.spoken if line.startswith(gone))
        assert said.endswith(f"the file was kept as {tmp_path / DAMAGED_NAME}.")
        await h.wait(lambda: h.spoken[-1].endswith("Quick game against 1 normal bot, 1 of 10"))
        assert h.app.session is None and h.app.mode is Mode.MENU
        await h.press("9")  # the menu opened again: nothing to continue
        assert h.spoken[-1] == h.app.catalog.say("ui.continue_nothing")
    run_headless(body, saves=store)
    assert not path.exists() and (tmp_path / DAMAGED_NAME).exists()


def test_continue_on_a_save_that_will_not_replay_says_so_and_stays_in_the_menu(
        tmp_path: Path):
    """Continue itself still refuses such a save, should it come before the check."""
    path = tmp_path / "game.json"
    store = SaveStore(path)

    async def body(h):
        store.save(SavedGame(GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "easy"))), 8,
                             30, (5,) * 20, "r r=S,S,S,S y=S,S,S,S"))  # after the check
        h.app.open_main_menu()  # which now offers it
        await h.press("9")
        assert h.spoken[-2].startswith("Your saved game cannot be continued: its moves do not")
        assert h.spoken[-2].endswith(f"the file was kept as {tmp_path / DAMAGED_NAME}.")
        assert h.app.session is None and h.app.mode is Mode.MENU
        assert h.spoken[-1].endswith("Quick game against 1 normal bot, 1 of 10")
    run_headless(body, saves=store)


async def _left_saved(h, path: Path) -> SavedGame:
    """A quick game played to its tenth card and left from the game menu: saved at
    ``path``, as read back."""
    await h.press("1")
    await _play_until(h, 10)
    await h.press("escape", "5", "enter")
    return SaveStore(path).read()


def test_a_new_game_says_it_will_replace_the_saved_one_and_leaving_at_once_keeps_it(
        tmp_path: Path):
    path = tmp_path / "game.json"

    async def body(h):
        saved = await _left_saved(h, path)
        await h.press("2")  # against two bots: the same number with a game saved
        said = [line for line in h.spoken if line == say("ui.save_replaced")]
        assert len(said) == 1
        # heard: the opening queues behind it, where it cut it off (review bl63)
        at = h.spoken.index(say("ui.save_replaced"))
        assert h.audio.spoken[at][1] is True and h.audio.spoken[at + 1][1] is False
        assert h.spoken[at + 1] == h.app.session.opening
        await h.press("escape", "5", "enter")  # leave before anything is played
        assert h.spoken[-2] == say("ui.left_game_kept")
        assert SaveStore(path).read() == saved  # the first game is still there to continue
    run_headless(body, seed=8, saves=SaveStore(path))


def test_a_card_picked_and_put_back_does_not_replace_the_saved_game(tmp_path: Path):
    """Playtest pb68: in a new Point Score game, a card picked to hear its options and put
    back with Escape replaced the saved game, which is kept until play begins."""
    path = tmp_path / "game.json"

    async def body(h):
        saved = await _left_saved(h, path)
        h.app.start_game(GameConfig((Seat(Colour.RED), Seat(Colour.BLUE, "easy")),
                                    first=Colour.RED, points=True))
        await h.settle()
        s = h.app.session
        usable = s.game.usable()
        assert usable and s.human_to_move
        await h.press(str(usable[0] + 1))  # picked: its options are said
        assert s.game.phase is Phase.CHOOSE and len(s.picks) == 1
        assert SaveStore(path).read() == saved
        await h.press("escape")  # put back
        assert s.game.phase is Phase.PICK and s.unplayed
        await h.press("escape", "5", "enter")  # leave before anything is played
        assert h.spoken[-2] == say("ui.left_game_kept")
        assert SaveStore(path).read() == saved
    run_headless(body, seed=8, saves=SaveStore(path))


def test_with_a_saved_game_end_reaches_quit_as_item_10_and_home_the_first(tmp_path: Path):
    """Number keys reach items 1 to 9; End is the way straight to the tenth.  The menu opens
    on Continue, item 9 with or without a saved game, so no number means two things."""
    path = tmp_path / "game.json"

    async def body(h):
        await h.press("1")
        await _play_until(h, 10)
        await h.press("escape", "5", "enter")  # leave: saved, the menu opens on Continue
        assert "Continue your saved game" in h.spoken[-1] and h.spoken[-1].endswith(", 9 of 10")
        await h.press("end")
        assert h.spoken[-1] == "Quit, 10 of 10"
        await h.press("home")
        assert h.spoken[-1] == "Quick game against 1 normal bot, 1 of 10"
        await h.press("end", "enter")
        assert h.spoken[-1] == say("ui.goodbye")
        await h.wait(lambda: not h.app.application.is_running)
    run_headless(body, seed=8, saves=SaveStore(path))



def test_a_damaged_file_is_kept_under_its_own_name(tmp_path: Path):
    """SORRY_AUDIO_SAVE may name any file: its damaged copy is found by that name."""
    path = tmp_path / "save.json"
    path.write_text("{half")
    store = SaveStore(path)
    with pytest.raises(SaveError) as caught:
        store.load()
    kept = tmp_path / "save.damaged.json"
    assert str(caught.value) == f"its text is damaged; the file was kept as {kept}"
    assert (tmp_path / "save.damaged.json").read_text() == "{half" and not path.exists()
    path.write_text("[1, 2]")  # damaged again: the first copy is not replaced
    with pytest.raises(SaveError) as caught:
        store.load()
    assert str(caught.value).endswith(f"kept as {tmp_path / 'save.damaged.2.json'}")
    assert kept.read_text() == "{half" and (tmp_path / "save.damaged.2.json").exists()


def test_a_continued_game_keeps_its_history_and_recap_from_before_it_was_left(tmp_path: Path):
    """The lines said before leaving are rebuilt on Continue: ',' and Shift+R reach back."""
    path = tmp_path / "game.json"
    before: dict[str, list[str]] = {}

    async def first(h):
        await h.press("2")  # against two bots
        s = h.app.session
        await _play_until(h, 30)
        while not s.human_to_move or s.game.phase is not Phase.DRAW:
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
        await h.press("R")
        before["recap"] = h.spoken[-len(s.log.since(Colour.RED)) - 1:]
        before["log"] = list(s.log.lines)
        before["start"] = [line for line in h.spoken if line.startswith("New game, ")]
        await h.press("escape", "5", "enter")
    run_headless(first, seed=4, saves=SaveStore(path))
    assert len(before["start"]) == 1 and "Blue is a normal bot" in before["start"][0]

    async def second(h):
        await h.press("enter")  # the menu opens on Continue
        s = h.app.session
        assert s.log.lines == before["log"]
        await h.press("R")
        assert h.spoken[-len(before["recap"]):] == before["recap"]
        assert before["recap"][0] == say("ui.recap_head") and len(before["recap"]) > 2
        await h.press("<")  # the oldest line of the history is the one the game began with,
        # as said then (playtest l12 went back to it for the bots' levels)
        assert h.spoken[-1] == say("ui.history.oldest", text=before["start"][0], n=1,
                                   count=len(h.app.speaker.history))
        await h.press(".")  # then the first card's
        assert h.spoken[-1].endswith(before["log"][0])
    run_headless(second, saves=SaveStore(path))


def test_a_saved_games_length_is_counted_in_words():
    from sorry_audio.ui.setup import cards_played

    assert cards_played(1, DEFAULT_CATALOG) == "1 card"  # not "1 cards played"
    assert say("ui.continue", table="against a hard bot",
               cards=cards_played(20, DEFAULT_CATALOG)) == (
        "Continue your saved game against a hard bot, 20 cards played")


def test_the_continue_item_says_which_game_it_is():
    from sorry_audio.ui.tabletext import table_text

    def table(*seats: Seat) -> str:
        return table_text(GameConfig(seats), DEFAULT_CATALOG)

    R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
    assert table(Seat(R), Seat(Y, "hard")) == "against a hard bot"
    # rules other than the box's are named (the Continue item named none, playtest d6)
    assert table_text(GameConfig((Seat(R), Seat(Y, "hard")), rules="a5065"),
                      DEFAULT_CATALOG) == "against a hard bot, a5065 rules"
    assert table(Seat(R), Seat(B, "easy"), Seat(Y, "easy")) == "against 2 easy bots"
    assert table(Seat(R), Seat(B, "easy"), Seat(Y, "hard")) == "against 2 bots"
    assert table(Seat(R, None, "Ann"), Seat(B), Seat(Y, "hard")) == (
        "of Ann, Blue and a hard bot")  # a hot-seat table: names, as the game says them
    assert table(Seat(R, "hard"), Seat(G, "normal")) == "of a hard bot and a normal bot"
    # bots of one level counted, not listed (playtest b2: "a normal bot and a normal bot")
    assert table(Seat(R, None, "Ann"), Seat(B, "normal"), Seat(Y, None, "Ben"),
                 Seat(G, "normal")) == "of Ann, Ben and 2 normal bots"
    assert table(Seat(R, "hard"), Seat(B, "easy"), Seat(Y, "hard")) == (
        "of 2 hard bots and an easy bot")


def test_the_continue_item_names_a_named_bot_with_its_level():
    """Playtest ah34: setup said "Cal as Yellow (a normal bot)" but Continue said only "a
    normal bot", so the two could not be tied together; unnamed bots are still counted."""
    from sorry_audio.ui.tabletext import table_text
    say = DEFAULT_CATALOG.say
    R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
    alone = GameConfig(seats=(Seat(R), Seat(B, "normal", "Cal"), Seat(Y, "hard"),
                              Seat(G, "hard")))
    assert table_text(alone, DEFAULT_CATALOG) == "against Cal (a normal bot) and 2 hard bots"
    friends = GameConfig(seats=(Seat(R, name="Ann"), Seat(B, name="Ben"),
                                Seat(Y, "normal", "Cal"), Seat(G, "hard")))
    assert table_text(friends, DEFAULT_CATALOG) == "of Ann, Ben, Cal (a normal bot) and a hard bot"
    teams = replace(friends, teams=True)
    assert table_text(teams, DEFAULT_CATALOG) == (
        "of Ann and Cal (a normal bot) against Ben and a hard bot, a partnership game")
    # no names: counted by level, as before
    plain = GameConfig(seats=(Seat(R), Seat(B, "normal"), Seat(Y, "normal")))
    assert table_text(plain, DEFAULT_CATALOG) == say("ui.table.against", who="2 normal bots")


def test_continue_says_what_the_bots_did_to_your_pawns_just_before_you_left(tmp_path: Path):
    """Playtest ao40: at a table of bots, Continue said the board but not that a bot had
    just bumped your pawn; only Shift+R had it (a hot-seat player hears it at once)."""
    path = tmp_path / "game.json"
    kept: dict[str, list[str]] = {}

    async def first(h):
        await h.press("3")  # against three bots: bumps come soon
        s = h.app.session
        while not (s.human_to_move and s.log.hits(Colour.RED) and s.game.phase is Phase.DRAW):
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
            assert not s.over
        kept["hits"] = s.narrator.hit_lines(s.log.hits(Colour.RED), False, s.position)
        await h.press("escape", "5", "enter")  # leave the game

    async def second(h):
        mark = len(h.spoken)
        await h.press("enter")  # Continue
        said = h.said_since(mark)
        at = said.index("Since your last turn:")
        assert said[at + 1:at + 1 + len(kept["hits"])] == kept["hits"]
        assert kept["hits"][0].startswith("Your pawn")
        # and where the rest of the bots' turns is (playtest qm128), "the rest" after the
        # news just said (review rz134)
        assert said[at + 1 + len(kept["hits"])] == say("ui.resumed_recap_rest")
        assert said[-1] == "Your turn." or "draw" in said[-1]
    run_headless(first, seed=3, saves=SaveStore(path))
    run_headless(second, seed=3, saves=SaveStore(path))


def test_review_cursors_on_the_first_and_last_squares_are_kept():
    """Review am38: a cursor saved on square 60 was dropped with the bound one short."""
    from sorry_audio.ui.savegame import _cursors
    assert _cursors({"cursors": {"r": 60, "b": 1, "y": 61, "g": 0}}) == (("r", 60), ("b", 1))


def test_a_second_copy_s_game_in_the_file_is_never_written_over_nor_removed(tmp_path: Path):
    """Playtest ao40: two windows on one save (a player who thought the first had hung)
    undid each other's moves without a word.  Whichever writes after the other is refused
    and keeps its game in memory; the other's game stays in the file."""
    path = tmp_path / "game.json"
    first, second = SaveStore(path), SaveStore(path)
    assert first.save(SAVED) is None
    assert second.read() == SAVED  # the second copy's launch: it continues that game
    theirs = replace(SAVED, draws=SAVED.draws + 1, choices=(0, 2, 1))
    assert second.save(theirs) is None
    mine = replace(SAVED, draws=SAVED.draws + 1, choices=(0, 2, 0))
    assert first.save(mine) == OTHER_COPY and first.unsaved
    assert first.read() == mine  # Continue in this copy: its own game, from memory
    assert SaveStore(path).read() == theirs  # the file: the other copy's game
    first.clear()  # this copy's game ends: the other's is not deleted with it
    assert SaveStore(path).read() == theirs and not first.unsaved
    assert second.save(replace(theirs, draws=theirs.draws + 1)) is None  # unhindered
    second.clear()  # the other copy's game ends: the file is free again
    assert first.save(mine) is None and not first.unsaved
    assert SaveStore(path).read() == mine


def test_a_copy_that_found_no_save_does_not_write_over_one_another_copy_made_since(
        tmp_path: Path):
    """Review aw48: the launch's look at an absent file counts as seen, so a copy opened with
    no saved game, whose player then starts one, does not write over a game another copy
    began in the meantime."""
    path = tmp_path / "game.json"
    first = SaveStore(path)
    assert not first.exists()  # its launch: nothing saved
    assert SaveStore(path).save(SAVED) is None  # another copy begins a game
    assert first.save(replace(SAVED, draws=SAVED.draws + 1)) == OTHER_COPY
    assert SaveStore(path).read() == SAVED


def test_the_same_text_written_again_or_a_file_only_touched_is_no_other_copy(tmp_path: Path):
    path = tmp_path / "game.json"
    store = SaveStore(path)
    assert store.save(SAVED) is None
    path.write_text(path.read_text(encoding="utf-8"), encoding="utf-8")  # a new stamp only
    assert store.save(replace(SAVED, draws=SAVED.draws + 1)) is None
    other = SaveStore(path)
    assert other.exists() and other.save(SAVED) is None  # never read: a first write goes on


def test_a_second_copy_writing_the_save_is_said_and_this_game_is_kept_in_memory(
        tmp_path: Path):
    path = tmp_path / "game.json"
    store = SaveStore(path)

    async def body(h):
        await h.press("1")
        await _play_until(h, 6)
        assert path.exists() and not store.unsaved
        other = SaveStore(path)  # another copy of the game, on the same file
        other.save(SAVED)
        await _play_until(h, h.app.session.game.cards_drawn + 3)
        said = [line for line in h.spoken if line.startswith("Your game could not be saved")]
        assert said == [say("ui.save_failed", path=path, reason=OTHER_COPY)]
        assert store.unsaved and SaveStore(path).read() == SAVED
        other.clear()  # that copy's game ended: this one is written again, and said so
        await _play_until(h, h.app.session.game.cards_drawn + 3)
        assert say("ui.save_works_again", path=path) in h.spoken
        assert SaveStore(path).read().draws == h.app.session.game.cards_drawn
    run_headless(body, seed=5, saves=store)


def test_the_continue_item_says_the_game_the_file_holds_when_it_is_said(tmp_path: Path):
    """Playtest av47: the main menu said "42 cards played" of the game another window had
    since replaced with a 2-card one, and Continue brought back the 2-card game."""
    path, other = tmp_path / "game.json", tmp_path / "other.json"

    def left_at(cards: int):  # noqa: ANN202
        async def first(h):
            await h.press("1")
            await _play_until(h, cards)
        return first

    run_headless(left_at(12), saves=SaveStore(path))
    run_headless(left_at(3), saves=SaveStore(other))
    older, newer = SaveStore(path).read(), SaveStore(other).read()
    assert older.cards_played > newer.cards_played

    async def body(h):
        label = h.app.menu.current.label()
        assert label.endswith(f"{older.cards_played} cards played")
        path.write_text(other.read_text())  # another window's new game, saved
        label = h.app.menu.current.label()
        assert label.endswith(f"{newer.cards_played} cards played")
        await h.press("up", "down")  # said again as the player walks back to it
        assert h.spoken[-1].startswith(label)
        await h.press("enter")
        assert h.app.session is not None
        assert h.app.session.game.cards_drawn == newer.draws
    run_headless(body, saves=SaveStore(path))


def test_a_game_another_window_saved_after_the_menu_opened_can_be_continued(tmp_path: Path):
    path, other = tmp_path / "game.json", tmp_path / "other.json"

    async def first(h):
        await h.press("1")
        await _play_until(h, 5)
    run_headless(first, saves=SaveStore(other))

    async def body(h):
        continue_item = h.app.menu.items[8]
        assert continue_item.label() == say("ui.continue_none")
        path.write_text(other.read_text())
        assert continue_item.label().startswith("Continue your saved game")
        await h.press("9")
        assert h.app.session is not None
        assert h.app.session.game.cards_drawn == SaveStore(path).read().draws
    run_headless(body, saves=SaveStore(path))


def test_a_new_game_over_a_save_another_window_wrote_since_says_it_will_not_replace_it(
        tmp_path: Path):
    """Playtest av47: "This game takes the place of your saved game" was said, then the
    first write was refused, as another window had saved its game since this one read it."""
    path = tmp_path / "game.json"

    async def first(h):
        await h.press("1")
        await _play_until(h, 4)
    run_headless(first, saves=SaveStore(path))

    async def body(h):
        SaveStore(path).save(SAVED)  # the other window plays on
        await h.press("down", "up")  # heard in the Continue item (playtest bc54): that is
        assert h.app.menu.items[8].label().endswith(f"{SAVED.draws} cards played")  # no
        mark = len(h.spoken)  # taking it up, and the other window's game is still kept
        await h.press("1")
        await _play_until(h, 6)
        said = h.said_since(mark)
        assert say("ui.save_elsewhere", path=path, reason=OTHER_COPY) in said
        assert say("ui.save_replaced") not in said
        assert not any(line.startswith("Your game could not be saved") for line in said)
        assert SaveStore(path).read() == SAVED  # that game is kept
        assert h.app.saves.unsaved
    run_headless(body, saves=SaveStore(path))


def test_continue_after_another_copy_finished_the_saved_game_says_so_in_words(tmp_path: Path):
    """Playtest av47: the menu still offered the game another window had finished, and
    Continue said the system's "No such file or directory"."""
    path = tmp_path / "game.json"

    async def first(h):
        await h.press("1")
        await _play_until(h, 6)

    async def body(h):
        assert h.app.menu.current.label().startswith("Continue your saved game")
        SaveStore(path).clear()  # the other window's game ends
        await h.press("enter")
        assert h.spoken[-2] == say("ui.continue_gone")
        assert h.spoken[-1].endswith("1 of 10") and h.app.session is None
        assert say("ui.continue_none") in [item.label() for item in h.app.menu.items]
    run_headless(first, saves=SaveStore(path))
    assert path.exists()
    run_headless(body, saves=SaveStore(path))


def test_another_copy_writing_while_this_one_reads_is_still_seen(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review aw48/ax49: the file's stamp taken after reading it could be the other copy's
    new one, stored with this copy's old text, and this copy's next write then went over
    the other's game.  Taken before the read, the stamps differ and the text decides."""
    from sorry_audio.ui import savegame

    path = tmp_path / "game.json"
    SaveStore(path).save(SAVED)
    theirs = replace(SAVED, draws=SAVED.draws + 1, choices=(0, 2, 1))
    real = savegame.read_text

    def read_then_the_other_writes(p: Path) -> str:
        text = real(p)
        SaveStore(p).save(theirs)  # another copy, between this read and any look after it
        return text
    monkeypatch.setattr(savegame, "read_text", read_then_the_other_writes)
    mine = SaveStore(path)
    assert mine.read() == SAVED
    monkeypatch.setattr(savegame, "read_text", real)
    assert mine.save(replace(SAVED, draws=SAVED.draws + 1)) == OTHER_COPY
    assert SaveStore(path).read() == theirs


def test_a_file_that_could_not_be_removed_or_moved_is_still_this_copy_s_to_write(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """A removal that failed was taken as done: the file left there then read as another
    copy's game, and this copy's next write was refused."""
    path = tmp_path / "game.json"
    store = SaveStore(path)
    assert store.save(SAVED) is None

    def refuse(self: Path, missing_ok: bool = False) -> None:
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(Path, "unlink", refuse)
    store.drop_file()
    assert path.exists()
    monkeypatch.undo()
    assert store.save(replace(SAVED, draws=SAVED.draws + 1)) is None
    assert SaveStore(path).read().draws == SAVED.draws + 1


def test_a_saved_game_that_refuses_to_be_read_is_left_as_it_is_and_never_written_over(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review ay50: on Windows a file open elsewhere for a moment refuses to be read; a
    good saved game was then renamed game.damaged.json."""
    import sorry_audio.ui.savegame as savegame

    path = tmp_path / "game.json"
    SaveStore(path).save(SAVED)
    before = path.read_bytes()
    refusing = refused_reads(monkeypatch, savegame)
    store = SaveStore(path)

    async def body(h):
        assert say("ui.save_unusable", reason=f"Permission denied; {UNREAD_KEPT}") in h.spoken
        mark = len(h.spoken)
        await h.press("1")
        await _play_until(h, 6)
        said = h.said_since(mark)
        assert say("ui.save_elsewhere", path=path, reason="Permission denied") in said
        assert not any(line.startswith("Your game could not be saved") for line in said)
        assert path.read_bytes() == before and list(tmp_path.iterdir()) == [path]
        refusing[0] = False  # readable again: still not replaced in the middle of a game
        await _play_until(h, 9)
        assert path.read_bytes() == before
        await h.press("escape", "5", "enter")  # to the main menu, whose item reads it
        continue_item = h.app.menu.items[8]
        assert continue_item.label().startswith("Continue your game")  # this run's, held
        assert store.unsaved
    run_headless(body, saves=store)
    assert SaveStore(path).read() == SAVED


def test_a_folder_where_the_game_is_saved_is_said_at_launch(tmp_path: Path):
    """Playtest pb68: the other files' problems are said at launch; a folder in place of
    the saved game was heard of only after a game's first move."""
    path = tmp_path / "game.json"
    path.mkdir()

    async def body(h):
        told = say("ui.save_not_a_file", path=path)
        assert told in h.spoken and h.spoken[-1] == h.app.menu.opening_text()
        assert not h.app.menu.items[8].label().startswith("Continue your game")
        await h.press("1")
        await _play_until(h, 4)  # the game goes on, kept in memory
        assert path.is_dir() and list(path.iterdir()) == []
        assert sum(str(path) in line for line in h.spoken) == 1  # once (review rd70)
    run_headless(body, saves=SaveStore(path))


def test_continue_leaves_a_saved_game_that_refuses_to_be_read_where_it_is(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch):
    """Review bd55: Continue moved it to game.damaged.json, saying both that it was left
    as it is and that it was kept as the damaged copy."""
    import sorry_audio.ui.savegame as savegame

    path = tmp_path / "game.json"

    async def first(h):
        await h.press("1")
        await _play_until(h, 4)
    run_headless(first, saves=SaveStore(path))
    kept = SaveStore(path).read()

    async def body(h):
        assert h.app.menu.current.label().startswith("Continue your saved game")
        refusing = refused_reads(monkeypatch, savegame)  # held open elsewhere, now
        h.app.saves._last.forget()  # and read afresh (another window wrote it meanwhile)
        await h.press("enter")
        assert h.spoken[-2] == say("ui.save_unusable",
                                   reason=f"Permission denied; {UNREAD_KEPT}")
        assert list(tmp_path.iterdir()) == [path] and h.app.session is None
        refusing[0] = False
    run_headless(body, saves=SaveStore(path))
    assert SaveStore(path).read() == kept
