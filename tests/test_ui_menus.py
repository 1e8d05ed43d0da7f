"""Main menu, setup, name entry, rules, keys, quitting: driven by keys through the real app."""

from __future__ import annotations

from sorry_audio.audio import Cue
from sorry_audio.audio.output import RecordingOutput
from sorry_audio.core.board import Colour
from sorry_audio.core.game import Phase
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.keymap import Mode, all_help_lines, help_lines, place_help_lines
from sorry_audio.ui.menu import Menu, item
from sorry_audio.ui.menus import rules_lines

say = DEFAULT_CATALOG.say


def run(body, seed: int = 1):
    run_headless(body, seed=seed)


def test_launch_speaks_the_main_menu_with_its_first_item():
    async def body(h):
        assert h.app.mode is Mode.MENU
        assert h.spoken[0].startswith(say("ui.welcome_menu"))
        assert h.spoken[0].endswith("Quick game against 1 normal bot, 1 of 10")
        assert h.audio.spoken[0][1] is True  # the player caused the launch
    run(body)


def test_up_and_down_speak_every_item_and_wrap():
    async def body(h):
        mark = len(h.spoken)
        await h.press(*["down"] * 10)
        said = h.said_since(mark)
        assert said[:9] == ["Quick game against 2 normal bots, 2 of 10",
                            "Quick game against 3 normal bots, 3 of 10",
                            "Bot level: normal (plays the best move it sees this turn), 4 of 10",
                            "New game: setup, 5 of 10",
                            "Rules, 6 of 10", "Keys, 7 of 10", "Settings, 8 of 10",
                            "Continue: no saved game, 9 of 10", "Quit, 10 of 10"]
        assert said[9] == "Quick game against 1 normal bot, 1 of 10"
        await h.press("up")
        assert h.spoken[-1] == "Quit, 10 of 10"
    run(body)


def test_continue_keeps_its_number_with_no_saved_game_and_says_why_it_does_nothing():
    """Every item keeps its number with or without a saved game: number keys act at once."""
    async def body(h):
        await h.press("9")
        assert h.spoken[-1] == say("ui.continue_nothing")
        assert h.app.session is None and h.app.mode is Mode.MENU
        assert h.audio.played[-1][0] is Cue.INVALID
    run(body)


def test_bot_level_changes_with_enter_and_arrows_and_is_used_by_quick_games():
    async def body(h):
        await h.press("4")  # a number goes to a setting, unchanged, as in setup
        assert h.spoken[-1] == "Bot level: normal (plays the best move it sees this turn), 4 of 10"
        await h.press("enter")
        assert h.spoken[-1] == "Bot level: hard (looks ahead and counts the cards), 4 of 10"
        await h.press("right")  # Right stops at the strongest, as a slider does, and says so
        assert h.spoken[-1] == "No further: Bot level: hard (looks ahead and counts the cards)."
        assert h.audio.played[-1][0] is Cue.INVALID and h.app.bot_level == "hard"
        await h.press("enter")  # Enter goes round
        assert h.spoken[-1] == "Bot level: easy (plays any legal move at random), 4 of 10"
        await h.press("left")  # and Left stops at the weakest
        assert h.app.bot_level == "easy"
        assert h.spoken[-1] == "No further: Bot level: easy (plays any legal move at random)."
        await h.press("right")
        assert h.app.bot_level == "normal"
        await h.press("2")  # quick game against 2 bots
        s = h.app.session
        assert s is not None and h.app.mode in (Mode.GAME, Mode.REVIEW)
        assert [seat.bot for seat in s.config.seats] == [None, "normal", "normal"]
        assert s.config.colours == (Colour.RED, Colour.BLUE, Colour.YELLOW)
    run(body)


def test_escape_at_the_main_menu_explains_and_changes_nothing():
    async def body(h):
        played = len(h.audio.played)
        await h.press("escape")
        assert h.spoken[-1] == say("ui.menu.top")
        assert h.audio.played[played:] == [(Cue.INVALID, 0.0)]
        assert h.app.mode is Mode.MENU and len(h.app.menus) == 1
    run(body)


def test_number_with_no_item_is_refused():
    async def body(h):
        await h.press("7")  # the keys menu: six items
        await h.press("9")
        assert h.spoken[-1] == "There is no item 9: choose 1 to 6."
        assert h.audio.played[-1][0] is Cue.INVALID
    run(body)


def test_rules_and_keys_items_speak_their_text():
    async def body(h):
        await h.press("6")
        rules = rules_lines(DEFAULT_CATALOG)
        # the text, then where the keys now act
        assert len(rules) > 5 and h.spoken[-len(rules) - 1:-1] == rules
        assert h.spoken[-1] == "Main menu. Rules, 6 of 10"
        await h.press("7")  # the keys, place by place, so a new player learns a game's first
        assert h.spoken[-1] == say("ui.menu.open", title=say("ui.keys_intro"),
                                   item=say("ui.menu.item", label="In a game", number=1,
                                            count=6))
        assert ".." not in h.spoken[-1]
        await h.press("1")
        game = place_help_lines(Mode.GAME)
        assert h.spoken[-len(game) - 2:-1] == [say("ui.keys_head", section="In a game"), *game]
        assert h.spoken[-1] == "Keys. In a game, 1 of 6"
        assert "D or Space: draw a card (in the Point Score game: hear your hand)." in game
        assert not any(line.startswith("F1") for line in game)  # said once, under Anywhere
        await h.press("5")
        assert h.spoken[-4].startswith("Ctrl+C") and h.spoken[-3:-1] == [
            say("ui.keys_note.confirm"), say("ui.keys_note.holds")]
        await h.press("6")  # every key in one go, for a braille display to scroll
        every = all_help_lines()
        assert h.spoken[-len(every) - 2:-1] == [say("ui.keys_all"), *every]
        assert set(help_lines(Mode.MENU)) <= set(every)
        assert "D or Space: draw a card (in the Point Score game: hear your hand)." in every
        assert "In a game:" in every
        assert sum(line.startswith("F1") for line in every) == 1  # anywhere's keys said once
        await h.press("f1")
        assert h.spoken[-1] == help_lines(Mode.MENU)[-1]
        await h.press("escape")  # back to the main menu, on Keys
        assert h.spoken[-1].startswith("Main menu. Keys, 7 of")
    run(body)


def test_unbound_key_says_it_does_nothing():
    async def body(h):
        await h.press("z")
        assert h.spoken[-1] == say("ui.key_does_nothing")
        assert h.audio.played[-1][0] is Cue.INVALID
    run(body)


def test_quit_item_ends_the_app():
    async def body(h):
        await h.press("end", "enter")  # Quit is item 10, always the last
        assert h.spoken[-1] == say("ui.goodbye")
        await h.wait(lambda: not h.app.application.is_running)
    run(body)


def test_0_is_item_10_so_quit_has_a_number_too():
    async def body(h):
        await h.press("8", "0")  # Settings' tenth item, a setting: only gone to
        assert h.spoken[-1].startswith("Key bounce guard: off") and h.app.menus[-1].focus == 9
        await h.press("escape", "1", "escape", "0")  # the game menu has 5 items: 0 goes
        # back, as Escape does, as 0 opened it (playtest qa113: "There is no item 10")
        assert h.app.mode is Mode.GAME and not h.app.menus
        assert say("ui.resumed") in h.spoken[-3:]
        await h.press("escape", "5", "enter", "0")  # a number only goes to Quit
        assert h.spoken[-1] == "Quit, 10 of 10. Enter chooses it."
        assert h.app.application.is_running
        await h.press("enter")
        assert h.spoken[-1] == say("ui.goodbye")
        await h.wait(lambda: not h.app.application.is_running)
    run(body)


def test_ctrl_c_in_a_saved_game_says_it_is_kept_and_staying_says_where():
    async def body(h):
        await h.press("1")
        assert h.app.mode is Mode.GAME
        await h.press("c-c")  # nothing played yet: nothing saved, so no promise
        assert h.spoken[-1] == say("ui.confirm_quit")
        await h.press("n")  # staying: back in the game, and where it stands
        assert h.spoken[-2:] == [say("ui.staying_game"), "Your turn: draw a card."]
        await h.press("d")
        while h.app.session.game.phase.name == "CHOOSE" and h.app.session.human_to_move:
            await h.press("1")
        await h.settle()
        assert h.app.game_saved
        await h.press("c-c")
        assert h.spoken[-1] == say("ui.confirm_quit_saved")
        await h.press("c-c")  # Ctrl+C again leaves, as Y does
        await h.wait(lambda: not h.app.application.is_running)
    run(body)


def test_ctrl_c_asks_first_then_any_key_stays_and_y_leaves():
    async def body(h):
        await h.press("c-c")
        assert h.spoken[-1] == say("ui.confirm_quit") and h.app.confirming
        await h.press("n")  # staying, and where in the menu
        assert h.spoken[-2:] == [say("ui.staying"), "Quick game against 1 normal bot, 1 of 10"]
        assert not h.app.confirming
        assert h.app.application.is_running
        await h.press("c-c", "y")
        await h.wait(lambda: not h.app.application.is_running)
    run(body)


def test_setup_defaults_two_players_red_and_yellow_and_builds_the_config():
    async def body(h):
        await h.press("5")
        assert h.app.mode is Mode.SETUP
        assert h.spoken[-1].endswith("2 players: Red and Yellow, 1 of 18")
        await h.press("down")
        assert h.spoken[-1] == "Player 1 is human, 2 of 18"
        await h.press("down")
        assert h.spoken[-1] == "Player 1 colour: Red, 3 of 18"
        await h.press("down", "down", "down")
        assert h.spoken[-1] == "Player 2 colour: Yellow, 6 of 18"
        config = h.app.setup_model.config()
        assert config.colours == (Colour.RED, Colour.YELLOW)
        assert config.auto_apply is True and config.rules == "classic" and config.deck == 45
    run(body)


def test_setup_items_past_nine_are_reached_by_two_digits_typed_quickly():
    async def body(h):
        await h.press("5", "right", "right")  # 4 players: 24 items
        await h.press("1", "5")
        assert h.spoken[-2] == "4 players: Red, Blue, Yellow and Green, 1 of 25"
        assert h.spoken[-1].endswith(", 15 of 25") and h.app.menu.focus == 14
        await h.press("2", "5")  # a digit after a joined number starts afresh
        assert h.spoken[-1] == "Back, 25 of 25"
        await h.press("3", "1")  # there is no item 31: the 1 starts afresh
        assert h.spoken[-1] == "4 players: Red, Blue, Yellow and Green, 1 of 25"
        await h.press("home", "2", "right", "1")  # another key between: the 1 is item 1
        assert h.spoken[-1] == "4 players: Red, Blue, Yellow and Green, 1 of 25"
        assert h.app.setup_model.kinds[0] != "human"  # the Right changed player 1's kind
        await h.press("home", "1", "0", "4")  # a third digit starts afresh
        assert h.spoken[-2].endswith(", 10 of 25") and h.spoken[-1].endswith(", 4 of 25")
        await h.press("0")  # "4", "0": there is no item 40
        assert h.spoken[-1] == "There is no item 40: choose 1 to 25."
        await h.press("home", "0")  # a lone 0 is item 10, as in the menus (playtest ad30)
        assert h.spoken[-1].endswith(", 10 of 25") and h.app.menu.focus == 9
        assert h.app.setup_model.players == 4  # going to items changed nothing
    run(body)


def test_a_menu_joins_a_second_digit_only_soon_after_the_first_and_right_after_it():
    menu = Menu("List", [item(str(n)) for n in range(1, 24)], DEFAULT_CATALOG)
    assert menu.jump_typed(1, now=10.0) == 1 and menu.jump_typed(2, now=10.5) == 12
    assert menu.focus == 11
    assert menu.jump_typed(1, now=20.0) == 1 and menu.jump_typed(2, now=21.5) == 2  # too late
    assert menu.jump_typed(1, now=30.0) == 1
    assert menu.jump_typed(2, now=30.1, follows_digit=False) == 2  # a key came between
    assert menu.jump_typed(0, now=40.0) == 10 and menu.focus == 9  # a lone 0: item 10
    assert menu.jump_typed(7, now=40.2) == 7  # 07 is 7
    short = Menu("List", [item(str(n)) for n in range(1, 6)], DEFAULT_CATALOG)
    assert short.jump_typed(0, now=50.0) is None and short.focus == 0  # no item 10
    assert short.tried == 10
    # "2", "0" with no item 20 is refused as item 20, not taken as item 10 (review ar43)
    assert menu.jump_typed(3, now=60.0) == 3 and menu.jump_typed(0, now=60.1) is None
    assert menu.tried == 30 and menu.focus == 2


def test_setup_changes_every_setting():
    async def body(h):
        await h.press("5", "right")  # players 3
        assert h.spoken[-1] == "3 players: Red, Blue and Yellow, 1 of 21"
        await h.press("right")
        assert h.spoken[-1] == "4 players: Red, Blue, Yellow and Green, 1 of 25"
        await h.press("left", "left")  # back to 2
        model = h.app.setup_model
        assert model.players == 2
        await h.press("2", "right")  # player 1: easy bot
        assert h.spoken[-1] == "Player 1 is an easy bot (plays any legal move at random), 2 of 18"
        await h.press("3", "right")  # red -> blue
        assert model.colours[0] is Colour.BLUE
        assert h.spoken[-1] == "Player 1 colour: Blue, 3 of 18"
        await h.press("right")  # blue -> yellow: swaps with player 2, and says so once
        assert model.colours == [Colour.YELLOW, Colour.BLUE]
        assert h.spoken[-1] == "Player 1 colour: Yellow; player 2 takes Blue, 3 of 18"
        await h.press("down", "up")
        assert h.spoken[-1] == "Player 1 colour: Yellow, 3 of 18"
        # settings after the seats: rules, Point Score, faster, deck, auto, first, pace,
        # verbosity, wording
        await h.press("8")  # to item 8: rules
        assert h.spoken[-1] == "Rules: classic (Hasbro's rules, 4 pawns each), 8 of 18"
        await h.press("enter")
        assert h.spoken[-1] == (
            "Rules: a5065 (3 pawns each, any forward card enters, no extra draw on a 2, a SORRY! "
            "that cannot take anyone moves forward 4, own slides only), 8 of 18")
        await h.press("down")
        assert h.spoken[-1] == "Point Score game: off, 9 of 18"
        await h.press("down", "enter", "down", "enter", "down", "enter", "down", "enter")
        await h.press("down", "enter", "down", "enter", "down", "enter")
        config = model.config()
        assert config.rules == "a5065" and config.faster_setup and config.deck == 44
        assert not config.points
        assert not config.auto_apply and config.first == Colour.BLUE
        assert config.pace == "slow" and config.verbosity == "full" and config.relative
    run(body)


class _TextOnly(RecordingOutput):
    """Nothing is spoken aloud: the screen reader reads the printed lines."""

    @property
    def text_only(self) -> bool:
        return True


def test_with_text_only_speech_a_deleted_letter_is_printed_as_the_screen_reader_needs_it():
    async def body(h):
        await h.press("5", "4", "enter", "A", "n", "backspace")
        assert h.printed[-1] == say("ui.name.deleted", char="n")
        assert "n" not in h.printed  # the letters typed are echoed by the reader itself
    run_headless(body, audio=_TextOnly())


def test_a_sign_typed_in_a_name_is_said_by_its_name():
    """Review ai35: a voice says nothing for a lone "." or "-", so typing "J.-P" and
    deleting was heard as silence and "Deleted."."""
    async def body(h):
        await h.press("5", "4", "enter")
        audio = len(h.audio.spoken)
        await h.press("J", ".", "-", "+", "backspace")
        assert [text for text, _ in h.audio.spoken[audio:]] == [
            "J", "period", "dash", "plus sign", say("ui.name.deleted", char="plus sign")]
        await h.press("P", "enter")
        assert h.app.setup_model.names[0] == "J.-P"
    run_headless(body)


def test_a_name_given_before_is_held_as_if_selected_to_replace_or_mend():
    """Playtest qb114: the field opened empty, so mending one letter of "Bo" meant typing
    the whole name again.  The name it had is held: the first letter replaces it, and
    Backspace edits it from its end."""
    async def body(h):
        await h.press("5", "4", "enter", "B", "o", "b", "enter")
        assert h.app.setup_model.names[0] == "Bob"
        await h.press("4", "enter")  # again: the name is there
        assert h.spoken[-1] == say("ui.name.prompt_edit", i=1, name="Bob")
        assert h.app._prompt_text().endswith("Bob")
        await h.press("backspace", "enter")  # mend it: one letter off its end
        assert h.app.setup_model.names[0] == "Bo"
        await h.press("4", "enter", "A", "l", "enter")  # a letter first: a new name
        assert h.app.setup_model.names[0] == "Al"
        await h.press("4", "enter", "enter")  # Enter at once keeps it as it is
        assert h.app.setup_model.names[0] == "Al" and h.app.name_entry is None
        assert h.spoken[-1] == say("ui.name.cancelled", name="Al")  # not "now called"
        await h.press("4", "enter", "x", "escape")  # Escape keeps the name it had
        assert h.app.setup_model.names[0] == "Al"
    run_headless(body)


def test_setup_name_entry_types_deletes_keeps_and_cancels():
    async def body(h):
        await h.press("5", "4", "enter")
        assert h.spoken[-1] == say("ui.name.prompt", i=1, name="Red")  # what Escape keeps
        assert h.spoken[-1].endswith("Escape keeps Red.")
        printed, spoken, audio = len(h.printed), len(h.spoken), len(h.audio.spoken)
        await h.press("A", "n", "x")
        assert h.app._prompt_text().endswith("Anx")  # the name so far shows on the prompt line
        await h.press("backspace", "n", "space", "backspace", "enter")
        # each key is spoken at once, cutting off the last one, but printed nowhere ...
        assert h.audio.spoken[audio:audio + 7] == [
            ("A", True), ("n", True), ("x", True), (say("ui.name.deleted", char="x"), True),
            ("n", True), (say("ui.name.space"), True),
            (say("ui.name.deleted", char=say("ui.name.space")), True)]
        # ... and the whole name is printed and spoken once, when it is kept
        assert h.printed[printed:] == [say("ui.name.set", i=1, name="Ann")]
        assert h.said_since(spoken)[-1] == say("ui.name.set", i=1, name="Ann")
        assert h.spoken[-1] == say("ui.name.set", i=1, name="Ann")
        assert h.app.setup_model.names[0] == "Ann"
        h.app.name_kept.at -= 1.0  # a moment on: Enter opens the name again, no bounce
        await h.press("enter", "Z", "escape")
        assert h.spoken[-1] == say("ui.name.cancelled", name="Ann")
        await h.press("enter", "backspace", "backspace", "backspace", "enter")
        assert h.spoken[-1] == say("ui.name.empty") and h.app.name_entry is not None
        await h.press("c-c")  # Ctrl+C works while typing too
        assert h.spoken[-1] == say("ui.confirm_quit")
        await h.press("n")  # stay: the typing goes on (playtest g7: it was let go)
        assert h.spoken[-1] == say("ui.staying_name")
        await h.press(*"Bea", "c-c", "x")  # stay with any key but Y: kept as typed so far
        assert h.spoken[-1] == say("ui.staying_name_so_far", name="Bea")
        await h.press("enter")
        assert h.app.setup_model.names[0] == "Bea" and h.app.name_entry is None
        h.app.name_kept.at -= 1.0  # a moment on: Enter opens the name again, no bounce
        await h.press("enter", "escape")  # back to Ann for what follows
        await h.press("enter", *"Ann", "enter")
        assert h.app.setup_model.names[0] == "Ann"
        h.app.name_kept.at -= 1.0
        await h.press("enter", *"abcdefghijklmnopqrst", "u", "v")  # 20 characters, then more
        full = say("ui.name.full", n=20)
        assert h.spoken[-2:] == [full, say("ui.name.full_again")]  # the whole sentence once
        printed = len(h.printed)
        await h.press(*"wxyz")  # a paste typed on: spoken, but not printed line after line
        assert h.spoken[-4:] == [say("ui.name.full_again")] * 4  # (playtest g7: 479 lines)
        assert len(h.printed) == printed
        await h.press("escape")
        await h.press("s")  # S starts the game
        s = h.app.session
        assert s is not None and s.config.seats[0].name == "Ann"
    run(body)


def test_a_name_another_seat_has_or_another_colour_s_name_is_refused():
    """At a shared keyboard the name is all that tells players apart."""
    async def body(h):
        await h.press("5", "4", "enter", *"Ann", "enter")  # player 1 (Red) is Ann
        await h.press("home", "7", "enter", *"aNN", "enter")  # player 2 (Yellow): ann
        assert h.spoken[-1] == ("Player 1 is already called Ann: type another name, or "
                                "Escape to cancel.")  # the name as player 1 has it
        assert h.audio.played[-1][0] is Cue.INVALID and h.app.name_entry == (1, [])
        await h.press(*"Red", "enter")
        assert h.spoken[-1] == ("Red is another colour's name, and would be mistaken for its "
                                "pawns: type another name, or Escape to cancel.")
        await h.press(*"YOU", "enter")  # "You draws a 4": the game's word for the player
        assert h.spoken[-1] == ("YOU is the game's word for the player at the keyboard, and "
                                "would be mistaken for you: type another name, or Escape to "
                                "cancel.")
        await h.press(*"Your", "enter")
        assert h.spoken[-1].startswith("Your is the game's word") and h.app.name_entry
        await h.press(*"yours", "enter")
        assert h.spoken[-1].startswith("yours is the game's word") and h.app.name_entry
        await h.press(*"Yellow", "enter")  # its own colour's name is no clash
        assert h.app.setup_model.names == ["Ann", "Yellow"]
        h.app.name_kept.at -= 1.0  # a moment on: Enter opens the name again, no bounce
        await h.press("enter", "space", "space", "space", "enter")
        assert h.spoken[-1] == say("ui.name.empty")
        await h.press(*"abcdefghijklmnopqrst")  # the spaces were let go: 20 letters fit
        assert h.app.name_entry == (1, list("abcdefghijklmnopqrst"))
        assert say("ui.name.full", n=20) not in h.spoken
    run(body)


def test_with_a_saved_game_setup_warns_at_once_and_ctrl_c_says_it_is_kept():
    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.ui.savegame import SavedGame, SaveStore

    store = SaveStore(None)
    store.save(SavedGame(GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "easy"))), 8, 0,
                         (), "r r=S,S,S,S y=S,S,S,S"))

    async def body(h):
        await h.press("5")
        assert h.spoken[-1] == say("ui.setup_save_note")
        assert h.spoken[-1] == ("A game started here takes the place of your saved game once "
                                "play begins; Escape keeps it.")
        await h.press("c-c")
        assert h.spoken[-1] == say("ui.confirm_quit_kept")
        assert h.spoken[-1].startswith("Leave Sorry! Audio? Your saved game is kept")
        await h.press("n", "s")  # started from setup: the warning is not said a second time
        assert h.app.session is not None and say("ui.save_replaced") not in h.spoken
        # not begun, this game has written nothing: the older one is still there and kept
        # (playtest ao40: the question said nothing of it)
        await h.press("c-c")
        assert h.spoken[-1] == say("ui.confirm_quit_older")
        await h.press("n")
        s = h.app.session
        while not h.app.game_saved:  # once play begins, this game takes its place
            await h.press("d" if s.game.phase is Phase.DRAW else "1")
            await h.wait(lambda: s.human_to_move or s.over)
        await h.press("c-c")
        assert h.spoken[-1] == say("ui.confirm_quit_saved")
    run_headless(body, saves=store)


def test_a_name_that_a_later_change_makes_confusing_stops_the_start():
    """Player 2, Yellow, named Yellow; three players move player 2 to Blue: "Yellow" would
    now be said of Blue's pawns."""
    async def body(h):
        await h.press("5", "7", "enter", *"Yellow", "enter")
        assert h.app.setup_model.names[1] == "Yellow"
        await h.press("home", "right")  # 3 players: player 2 plays Blue, player 3 Yellow
        assert h.app.setup_model.colours[1] == Colour.BLUE
        await h.press("s")
        assert h.app.mode is Mode.SETUP and h.app.session is None
        assert h.spoken[-1] == ("Before starting, rename player 2: Yellow is also player 3's "
                                "name. Enter types a new one.")
        assert h.app.menu.focus + 1 == 7  # on player 2's name
        assert h.app.menu.focused_text() == "Player 2 name: Yellow, 7 of 21"
        await h.press("enter", *"Bea", "enter", "s")
        assert h.app.session is not None and h.app.session.config.seats[1].name == "Bea"
    run(body)


def test_a_table_taken_up_with_a_player_called_you_stops_the_start():
    """An older table.json may hold a name this version refuses as it is typed."""
    from sorry_audio.ui.setup import SetupModel, table_name_clash

    model = SetupModel()
    model.names[1] = "you"
    seat, key, fields = table_name_clash(model, DEFAULT_CATALOG)
    assert seat == 1 and DEFAULT_CATALOG.say(key, i=seat + 1, **fields) == (
        "Before starting, rename player 2: you is the game's word for the player at the "
        "keyboard. Enter types a new one.")


def test_name_item_is_each_seats_name_in_the_setup_list():
    from sorry_audio.ui.setup import SetupModel, name_item, setup_menu

    for players in (2, 3, 4):
        model = SetupModel()
        model.set_players(players)
        menu = setup_menu(model, DEFAULT_CATALOG, start=lambda: None, back=lambda: None,
                          edit_name=lambda seat: None, rebuild=lambda: None)
        for seat in range(players):
            label = menu.items[name_item(seat) - 1].label()
            assert label.startswith(f"Player {seat + 1} name: ")


def test_a_first_player_picked_at_random_is_said_to_be():
    async def body(h):
        await h.press("5", "1", "3")  # setup: item 13, goes first
        assert h.spoken[-1].startswith("Goes first: player 1")
        await h.press("enter", "enter")  # player 2, then random
        assert h.spoken[-1].startswith("Goes first: random")
        await h.press("s")
        s = h.app.session
        first = ("You go first" if s.game.to_move == Colour.RED
                 else f"{s.name(s.game.to_move)} goes first")
        assert any(first + ", picked at random." in line for line in h.spoken[-6:])
    run(body)


def test_shift_s_starts_the_game_from_setup_as_s_does():
    """Shift+S reads the details in a game; in setup it means nothing else, so a capital S
    (Caps Lock, or Shift held) starts the game like S."""
    async def body(h):
        await h.press("5")
        assert h.app.mode is Mode.SETUP
        # and setup's first line says so: Start is its last item (playtest pg86)
        assert h.spoken[-1].startswith("New game setup. ") and "S starts the game" in (
            h.spoken[-1])
        await h.press("S")
        assert h.app.mode is Mode.GAME
    run(body)


def test_a_game_of_three_says_the_order_of_play_and_setup_explains_the_deck():
    async def body(h):
        await h.press("5")
        await h.press("1", "right")  # 3 players
        await h.press("end", *["up"] * 7)  # the deck, 14 of 21
        assert h.spoken[-1].startswith("Deck: 45 cards (five 1 cards and four of every other card")
        await h.press("right")
        assert h.spoken[-1].startswith("Deck: 44 cards (four of every card: a 1 card fewer")
        await h.press("S")
        assert any(line.startswith("New game") and line.endswith(
            "You go first, then Blue, then Yellow.") for line in h.spoken[-5:]), h.spoken[-5:]
    run(body)


def test_setup_escape_goes_back_to_the_main_menu():
    async def body(h):
        await h.press("5")
        assert h.audio.played[-1] == (Cue.MENU, 0.0)
        await h.press("right", "down", "right")  # 3 players; player 1 becomes a bot
        await h.press("escape")
        assert h.app.mode is Mode.MENU and len(h.app.menus) == 1
        assert h.spoken[-2:-1] == [say("ui.setup_kept")]
        assert h.spoken[-1].startswith("Main menu.")
        await h.press("5")  # the table set up by ear is still there
        assert h.spoken[-1].endswith("3 players: Red, Blue and Yellow, 1 of 21")
        assert [s.bot is not None for s in h.app.setup_model.config().seats] == [True] * 3
    run(body)


def test_setup_takes_up_pace_and_verbosity_changed_in_play_and_keeps_its_own():
    """A playtester turned verbosity down with W in one game; the next game from setup
    came back at full verbosity and saved that over the choice, without a word."""
    async def body(h):
        await h.press("5", "1", "5", "right")  # verbosity: normal -> full
        assert h.spoken[-1].startswith("Verbosity: full")
        await h.press("1", "4", "right")  # bot pace: normal -> slow
        await h.press("escape", "5")  # setup's own changes, not yet played, are kept
        assert (h.app.setup_model.pace, h.app.setup_model.verbosity) == ("slow", "full")
        await h.press("s")
        assert h.app.session.narrator.settings.verbosity.value == "full"
        await h.press("w", "p")  # in play: full -> brief, slow -> wait for a key
        prefs = h.app.preferences.preferences
        assert (prefs.verbosity, prefs.pace) == ("brief", "key")
        await h.press("escape", "5", "enter", "5", "1", "5")  # leave, then setup's verbosity item
        assert h.spoken[-1].startswith("Verbosity: brief")
        await h.press("s")  # the game started from setup keeps what W and P chose
        assert h.app.session.narrator.settings.verbosity.value == "brief"
        assert h.app.session.pace == "key"
        prefs = h.app.preferences.preferences
        assert (prefs.verbosity, prefs.pace) == ("brief", "key")
    run(body)


def test_w_back_to_what_setup_first_saw_is_taken_up_too():
    """Playtest d4: brief chosen in setup, W in the game back to normal (what setup had first
    seen), and the next game from setup came back at brief."""
    async def body(h):
        await h.press("5", "1", "5", "left")  # verbosity: normal -> brief
        assert h.spoken[-1].startswith("Verbosity: brief")
        await h.press("s")
        await h.press("w", "w")  # in play: brief -> normal -> full
        await h.press("w", "w")  # full -> brief -> normal: back where setup first was
        assert h.app.preferences.preferences.verbosity == "normal"
        await h.press("escape", "5", "enter", "5", "1", "5")  # leave; setup's verbosity
        assert h.spoken[-1].startswith("Verbosity: normal")
    run(body)


def test_leaving_a_game_before_any_card_says_there_is_nothing_to_continue():
    async def body(h):
        await h.press("5", "s")  # a game from setup, left before the first draw
        await h.press("escape", "5", "enter")
        assert h.spoken[-2] == say("ui.left_game_unplayed")
        assert h.app.saved_game() is None
        await h.press("5")  # its table is in setup still
        assert h.app.mode is Mode.SETUP
    run(body)


def test_leaving_a_game_drops_its_cues_still_waiting_and_the_menu_alone_does_not():
    """Review ax49: a game's doorbell, kept from a key that stops speech, rang in the
    main menu when the game was left just after the last bot's move."""
    async def body(h):
        await h.press("down", "up")  # moving in the main menu leaves no game
        assert h.audio.cues_dropped == 0
        await h.press("1", "d")
        await h.press("escape", "5", "enter")
        assert h.app.mode is Mode.MENU and h.audio.cues_dropped == 1
    run(body)


def test_four_bots_game_from_setup_plays_itself_to_the_end():
    async def body(h):
        await h.press("5", "right", "right", "2", "right")  # 4 players, seat 1 an easy bot
        await h.press("1")  # back to item 1
        s_items = len(h.app.menus[-1])
        await h.press("up", "up")  # to "Start the game" (second last)
        assert h.spoken[-1] == say("ui.start_game") + f", {s_items - 1} of {s_items}"
        await h.press("enter")
        await h.settle()
        s = h.app.session
        assert s is not None and not s.humans and s.over
        assert h.app.mode is Mode.REVIEW
        assert h.spoken[-1].startswith(say("ui.play_again", name=s.name(s.game.winner)))
    run(body)


def test_the_enter_that_kept_a_name_bounced_does_not_open_the_name_again():
    """Playtest ba52: Enter Enter after typing a name opened it again, and the next keys
    ("1 0 s", meant to go to item 10 and start) were typed into it."""
    async def body(h):
        await h.press("5", "4", "enter", "S", "a", "m", "enter", "enter")
        assert h.app.name_entry is None
        assert h.app.setup_model.names[0] == "Sam"
        assert h.spoken[-1] == "Player 1 is now called Sam."
        h.app.name_kept.at -= 1.0  # later, Enter on the name is meant: type it again
        await h.press("enter")
        assert h.app.name_entry is not None
    run(body)


def test_name_entry_says_why_a_key_types_nothing():
    async def body(h):
        await h.press("5", "4", "enter", *["a"] * 20)
        await h.press("b")
        assert h.spoken[-1] == say("ui.name.full", n=20) and h.audio.played[-1][0] is Cue.INVALID
        await h.press("up")  # (F1 gives the typing keys)
        assert h.spoken[-1] == say("ui.name.not_a_letter")
        await h.press("enter")
        assert h.app.setup_model.names[0] == "a" * 20
        assert h.printed[-1] == say("ui.name.set", i=1, name="a" * 20)
    run(body)


def test_f1_while_typing_a_name_gives_the_typing_keys_and_types_nothing():
    async def body(h):
        await h.press("5", "4", "enter", "A")  # typing player 1's name
        await h.press("f1")
        assert h.spoken[-1] == say("ui.keys_note.typing", n=20)
        assert h.app.name_entry is not None and "".join(h.app.name_entry[1]) == "A"
    run(body)


def test_f1_while_typing_a_name_is_never_paged_as_r_there_types_a_letter():
    """Review rz118: on a small terminal the typing keys were paged, "R for more", but R in
    the name field types an r."""
    async def body(h):
        await h.press("5", "4", "enter", "A", "f1")
        assert h.spoken[-1] == say("ui.keys_note.typing", n=20)
        assert not any("R for more" in line for line in h.spoken)
    run_headless(body, rows=12, columns=24)


def test_what_no_key_row_says_is_in_the_keys_lists():
    """Skipping a bot's wait, typing, confirming: said with the keys, not only in the docs."""
    game, setup = place_help_lines(Mode.GAME), place_help_lines(Mode.SETUP)
    assert say("ui.keys_note.skip") in game and say("ui.keys_note.skip") in help_lines(Mode.GAME)
    assert say("ui.keys_note.typing", n=20) in setup
    assert say("ui.keys_note.confirm") in place_help_lines(None)
    assert say("ui.keys_note.confirm") in help_lines(Mode.MENU)


def test_the_skip_note_names_every_key_that_only_asks_while_a_bot_plays():
    """Review dr115: the note named B, V, T, S, C, K and A, but not the Shift keys that
    answer as they do (Shift+O, Shift+A, Shift+T...), so a player would avoid them while
    the bots play, thinking they skip a turn.  Each key of the keys that only ask is
    named, or is a Shift key of a group said to go "with Shift too"."""
    import re

    from sorry_audio.ui.botturns import ASKS
    from sorry_audio.ui.keymap import KEYMAP

    note = say("ui.keys_note.skip")
    shifted = {key for group in re.findall(r"\(([^()]*?), (?:each )?with Shift too", note)
               for key in re.findall(r"\b[A-Z]\b", group)}
    assert {"B", "V", "T", "S", "A", "P", "W"} <= shifted
    named = set(re.findall(r"(?:Shift\+)?\b[A-Z0-9]+\b", note))
    for action in KEYMAP:
        if action.name not in ASKS or action.name.startswith(("review_", "history_")):
            continue
        key = action.keys[0]
        plain = key.removeprefix("Shift+")
        assert key in named or (key != plain and plain in shifted), (action.name, key)


def test_a_colour_chosen_for_a_seat_is_kept_when_the_player_count_changes():
    """Playtest v22: Green chosen for player 2, then 4 players, and it was Blue again."""
    from sorry_audio.ui.setup import SetupModel

    R, B, Y, G = Colour.RED, Colour.BLUE, Colour.YELLOW, Colour.GREEN
    model = SetupModel()
    model.set_players(3)
    assert model.colours == [R, B, Y]  # the count's own colours
    model.change_colour(1, 2)  # player 2: Blue to Green
    assert model.colours == [R, G, Y]
    model.set_players(4)
    assert model.colours == [R, G, Y, B]  # kept; the new seat takes the colour left over
    model.set_players(2)
    assert model.colours == [R, G]  # still the chosen one, though two sit opposite by default
    model = SetupModel()
    model.change_colour(0, 1)  # player 1: Red to Blue, no swap (2 players: Red and Yellow)
    model.set_players(4)
    assert model.colours == [B, R, Y, G]  # Blue's default seat takes player 1's old Red
    assert sorted(model.colours) == sorted(Colour)


def test_a_seat_added_in_setup_joins_the_tables_bots_at_their_level():
    """Playtest qs138: a table of a normal bot, made four with the main menu's level at
    hard, became a normal bot and two hard ones, said only as the game began.  Where the
    bots differ, or there are none, the menu's level is taken."""
    from sorry_audio.ui.setup import SetupModel

    model = SetupModel(kinds=["human", "normal"], level="hard")
    model.set_players(4)
    assert model.kinds == ["human", "normal", "normal", "normal"]
    mixed = SetupModel(kinds=["human", "easy", "hard"], level="normal")
    mixed.set_players(4)
    assert mixed.kinds == ["human", "easy", "hard", "normal"]
    people = SetupModel(kinds=["human", "human"], names=["An", "Bo"], level="hard")
    people.set_players(3)
    assert people.kinds == ["human", "human", "hard"]


def test_the_quick_games_name_the_bot_level_and_follow_it():
    """Playtest x24: which bots a quick game had was item 4's news only."""
    async def body(h):
        await h.press("4", "right")  # the bot level: normal to hard
        assert h.app.bot_level == "hard"
        await h.press("up")
        assert h.spoken[-1] == "Quick game against 3 hard bots, 3 of 10"
        await h.press("up", "up")
        assert h.spoken[-1] == "Quick game against 1 hard bot, 1 of 10"
    run_headless(body)


def test_fewer_players_than_the_one_going_first_sets_goes_first_back_to_player_1():
    """Review am38: nothing pinned this guard; without it, 4 players with player 4 first,
    then 3 players, failed on the Goes first item and Start the game did nothing."""
    from sorry_audio.ui.setup import SetupModel

    m = SetupModel()
    m.set_players(4)
    m.first = 3
    m.set_players(3)
    assert m.first == 0 and m.config().first == m.colours[0]
    m.first = 1
    m.set_players(2)
    assert m.first == 1  # still seated: kept


def test_the_rules_say_the_object_of_the_game_before_the_board_s_numbers():
    """Playtest aq42: a child heard a page of squares and slides before what the game is
    for.  From the main menu and in a game (with faster setup, its correction with it)."""
    from sorry_audio.config import GameConfig, Seat

    board = say("ui.rules_text.board").split("\n")[0]
    lines = rules_lines(DEFAULT_CATALOG)
    assert lines[1] == "Each player has 4 pawns in START. The first to bring all of them " \
        "HOME wins." and lines[2] == board
    faster = GameConfig((Seat(Colour.RED), Seat(Colour.BLUE, "easy")), faster_setup=True)
    lines = rules_lines(DEFAULT_CATALOG, faster)
    assert lines[1].startswith("Each player has 4 pawns")
    assert lines[2] == say("ui.rules_text.faster") and lines[3] == board
