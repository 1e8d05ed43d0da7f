"""The game's menus: main, game (Escape), end of game, setup, rules and keys.

Every label is a catalog phrase said through the app's speaker, so a translated
catalog changes the menus with the rest of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sorry_audio.ui.keymap import Mode, help_lines
from sorry_audio.ui.menu import Menu, MenuItem, item
from sorry_audio.ui.setup import LEVELS, SetupModel, cycle, quick_config, setup_menu

if TYPE_CHECKING:
    from sorry_audio.ui.app import SorryApp


def say_rules(app: SorryApp) -> None:
    app.speaker.say_lines(app.speaker.text("ui.rules_text").split("\n"), True)


def say_keys(app: SorryApp, mode: Mode) -> None:
    text = app.speaker.text
    head = text("ui.keys_head", section=text(f"ui.section.{mode.value}"))
    app.speaker.say_lines([head] + help_lines(mode, app.speaker.catalog), True)


def main_menu(app: SorryApp) -> Menu:
    text = app.speaker.text

    def quick(n: int):
        def start() -> None:
            p = app.preferences.preferences
            app.start_game(quick_config(n, p.level, pace=p.pace, verbosity=p.verbosity,
                                        relative=p.relative))
        return start

    def level(delta: int) -> None:
        app.bot_level = cycle(LEVELS, app.bot_level, delta)

    items = [item(text("ui.quick_game.one") if n == 1 else text("ui.quick_game.many", n=n),
                  quick(n)) for n in (1, 2, 3)]
    items += [
        MenuItem(lambda: text("ui.bot_level", level=text(f"ui.level.{app.bot_level}"),
                              about=text(f"ui.about.{app.bot_level}")),
                 lambda: level(1), level),
        item(text("ui.new_game"), lambda: open_setup(app)),
        item(text("ui.rules"), lambda: say_rules(app)),
        item(text("ui.keys"), lambda: say_keys(app, Mode.MENU)),
        item(text("ui.quit"), app.quit_now),
    ]
    return Menu(text("ui.menu.main"), items, app.speaker.catalog,
                back=lambda: app.speaker.refuse("ui.menu.top"))


def open_setup(app: SorryApp, model: SetupModel | None = None) -> None:
    """Open setup; it rebuilds itself (keeping the focus) when the player count changes."""
    if model is None:
        p = app.preferences.preferences  # a new setup starts from the player's last choices
        model = SetupModel(kinds=["human", p.level], level=p.level, pace=p.pace,
                           verbosity=p.verbosity, relative=p.relative)
    holder: list[Menu] = []

    def rebuild() -> None:
        old = holder[0]
        new = build()
        new.focus = min(old.focus, len(new) - 1)
        app.menus[app.menus.index(old)] = new
        holder[0] = new

    def build() -> Menu:
        return setup_menu(model, app.speaker.catalog,
                          start=lambda: app.start_game(model.config()),
                          back=app.close_menu_and_speak, edit_name=app.begin_name_entry,
                          rebuild=rebuild)

    holder.append(build())
    app.setup_model = model
    app.open_menu(holder[0], app.speaker.text("ui.setup.intro"))


def game_menu(app: SorryApp) -> Menu:
    text = app.speaker.text

    def resume() -> None:
        app.close_menu()
        app.speaker.tell("ui.resumed")

    def leave() -> None:
        app.speaker.tell("ui.left_game")
        app.open_main_menu()

    return Menu(text("ui.game_menu"), [
        item(text("ui.resume"), resume),
        item(text("ui.keys"), lambda: say_keys(app, Mode.GAME)),
        item(text("ui.rules"), lambda: say_rules(app)),
        item(text("ui.leave_game"), leave),
    ], app.speaker.catalog, back=resume)


def end_menu(app: SorryApp) -> Menu:
    """After a win: play again with the winner first, or the main menu."""
    s = app.session
    assert s is not None and s.game.winner is not None
    winner = s.game.winner
    config = s.current_config().with_first(winner)  # settings changed in play are kept
    text = app.speaker.text
    return Menu(text("ui.game_over_menu"), [
        item(text("ui.play_again", name=s.name(winner)), lambda: app.start_game(config)),
        item(text("ui.to_main_menu"), app.open_main_menu),
    ], app.speaker.catalog, mode=Mode.REVIEW, back=app.open_main_menu)
