"""The game's menus: main, game (Escape), end of game, setup, rules and keys."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sorry_audio.ui import words
from sorry_audio.ui.keymap import Mode, help_lines
from sorry_audio.ui.menu import Menu, MenuItem, item
from sorry_audio.ui.setup import LEVELS, SetupModel, quick_config, setup_menu

if TYPE_CHECKING:
    from sorry_audio.ui.app import SorryApp


def say_rules(app: SorryApp) -> None:
    app.speaker.say_lines(words.RULES_TEXT, True)


def say_keys(app: SorryApp, mode: Mode) -> None:
    section = {Mode.MENU: "menus", Mode.SETUP: "setup", Mode.GAME: "in a game",
               Mode.REVIEW: "after a game"}[mode]
    app.speaker.say_lines([words.KEYS_HEAD.format(section=section)] + help_lines(mode), True)


def main_menu(app: SorryApp) -> Menu:
    def quick(n: int):
        return lambda: app.start_game(quick_config(n, app.bot_level))

    def level(delta: int) -> None:
        app.bot_level = LEVELS[(LEVELS.index(app.bot_level) + delta) % len(LEVELS)]

    items = [item(words.QUICK_GAME.format(n=n, s="" if n == 1 else "s"), quick(n))
             for n in (1, 2, 3)]
    items += [
        MenuItem(lambda: words.BOT_LEVEL.format(level=app.bot_level), lambda: level(1), level),
        item(words.NEW_GAME, lambda: open_setup(app)),
        item(words.RULES, lambda: say_rules(app)),
        item(words.KEYS, lambda: say_keys(app, Mode.MENU)),
        item(words.QUIT, app.quit_now),
    ]
    return Menu(words.MAIN_MENU, items,
                back=lambda: app.speaker.invalid(words.BACK_AT_TOP))


def open_setup(app: SorryApp, model: SetupModel | None = None) -> None:
    """Open setup; it rebuilds itself (keeping the focus) when the player count changes."""
    model = model or SetupModel()
    holder: list[Menu] = []

    def rebuild() -> None:
        old = holder[0]
        new = build()
        new.focus = min(old.focus, len(new) - 1)
        app.menus[app.menus.index(old)] = new
        holder[0] = new

    def build() -> Menu:
        return setup_menu(model, start=lambda: app.start_game(model.config()),
                          back=app.close_menu_and_speak, edit_name=app.begin_name_entry,
                          rebuild=rebuild)

    holder.append(build())
    app.setup_model = model
    app.open_menu(holder[0], f"{words.SETUP}. {words.SETUP_HELP}")


def game_menu(app: SorryApp) -> Menu:
    def resume() -> None:
        app.close_menu()
        app.speaker.say(words.RESUME + ".", True)

    def leave() -> None:
        app.speaker.say(words.LEFT_GAME, True)
        app.open_main_menu()

    return Menu(words.GAME_MENU, [
        item(words.RESUME, resume),
        item(words.KEYS, lambda: say_keys(app, Mode.GAME)),
        item(words.RULES, lambda: say_rules(app)),
        item(words.LEAVE_GAME, leave),
    ], back=resume)


def end_menu(app: SorryApp) -> Menu:
    """After a win: play again with the winner first, or the main menu."""
    s = app.session
    assert s is not None and s.game.winner is not None
    winner = s.game.winner
    config = s.config.with_first(winner)
    return Menu(words.GAME_OVER_MENU, [
        item(words.PLAY_AGAIN.format(name=s.name(winner)), lambda: app.start_game(config)),
        item(words.TO_MAIN_MENU, app.open_main_menu),
    ], mode=Mode.REVIEW, back=app.open_main_menu)
