"""The game's menus: main, game (Escape), end of game, setup, rules and keys (Settings:
:mod:`.settingsmenu`).

Every label is a catalog phrase said through the app's speaker, so a translated
catalog changes the menus with the rest of the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from prompt_toolkit.data_structures import Size

from sorry_audio.config import LEVELS, GameConfig, quick_config
from sorry_audio.core.cards import Card
from sorry_audio.core.rules import RULES
from sorry_audio.ui.keymap import (
    PLACES,
    Mode,
    all_help_lines,
    help_lines,
    place_help_lines,
    place_title,
)
from sorry_audio.ui.lasttable import model_from
from sorry_audio.ui.menu import Menu, MenuItem, item, ordered_setting
from sorry_audio.ui.paging import by_sentence, key_pages, next_page
from sorry_audio.ui.settingsmenu import open_settings
from sorry_audio.ui.setup import SetupModel, cards_played, level_label, setup_menu
from sorry_audio.ui.tabletext import saved_totals, table_text

if TYPE_CHECKING:
    from collections.abc import Callable

    from sorry_audio.narration.catalog import Catalog
    from sorry_audio.ui.app import SorryApp


def say_text(app: SorryApp, lines: list[str], *, paged: bool = True) -> None:
    """A long text chosen from a menu (rules, keys), then the menu's place again: after
    thirty lines the player should not have to guess where the keys now act.

    On a terminal too short for it (a large font), a page at a time, as F1 does: the same
    item chosen again with no key between says the next (playtest h8: the Point Score
    rules scrolled off a 20-row screen).  ``paged`` False: whole, for a braille display to
    scroll (every key at once)."""
    place = [app.menus[-1].opening_text()] if app.menus else []
    size = app.terminal_size()
    room = (None if size is None or not paged
            else Size(rows=max(size.rows - 2, 1), columns=size.columns))

    def paginate(part: list[str], going: bool) -> list[list[str]]:
        return key_pages(part, room, whole=not going)

    lines = by_sentence(lines, room)  # a line too tall for a page, cut between sentences

    shown = (lines[0], app.keys_handled - 1)  # this text, chosen by the key just before
    page, number, total, app.text_paging = next_page(
        lines, app.text_paging if app.text_at == shown else (0, 0), paginate)
    app.text_at = (lines[0], app.keys_handled)
    if total == 1:
        app.speaker.answer(lines + place, paged=True)  # whole, as asked (not paged again)
        return
    key = "ui.text_more" if number < total else "ui.text_last_page"
    app.speaker.answer(page + [app.speaker.text(key, page=number, pages=total)] + place,
                       paged=True)


def say_rules(app: SorryApp) -> None:
    """The rules in short; in a game, that game's rules, setup and deck."""
    s = app.session
    say_text(app, rules_lines(app.speaker.catalog, None if s is None else s.config))


def rules_lines(catalog: Catalog, config: GameConfig | None = None) -> list[str]:
    """The Rules item's lines: the board (every announcement names its squares and
    slides), then the rules.  From the main menu (``config`` None) the classic rules and
    notes on a5065, the partnership game and the Point Score game; in a game only the rules
    it plays, with its setup, partnership, hands and deck, so a player never hears of a
    start or a variant that is not this game's."""
    say = catalog.say
    if config is None:
        # the partnership game's rules whole: a newcomer reads them here before setting it
        # up (playtest t11), all but the in-game line that says this game is one
        teams = say("ui.rules_text.teams").split("\n")[1:]
        points = say("ui.rules_text.points", two=say("ui.rules_text.points_two")).split("\n")[1:]
        # what a player is trying to do before the board's numbers (playtest aq42: a child
        # heard squares and slides for a page before the object of the game)
        goal, *classic = say("ui.rules_text.classic").split("\n")
        parts = [say("ui.rules_text.head"), goal, say("ui.rules_text.board"),
                 *classic, say("ui.rules_text.deck.45"),
                 say("ui.rules_text.a5065_note"),
                 say("ui.rules_text.teams_note"), *teams,
                 say("ui.rules_text.points_note"), *points]
    else:
        rules = say(f"ui.rules_text.{config.rules}").split("\n")
        lead = 1  # the object of the game, before the board as above
        if config.faster_setup and not config.points:  # right after "Each player has 4
            rules.insert(1, say("ui.rules_text.faster"))  # pawns in START", which it corrects
            lead = 2
        if config.points:  # the hand replaces the draw: said before the card rules
            rules[0] = say("ui.rules_text.points_pawns", n=RULES[config.rules].pawns)
            plays_again = RULES[config.rules].again[Card.TWO]  # not under a5065 (ae31)
            rules[1:2] = say("ui.rules_text.points", two=say("ui.rules_text.points_two")
                             if plays_again else "").split("\n")
            for was, now in (("draw_again", "play_again"), ("no_extra_draw", "no_extra_turn")):
                rules = [line.replace(say(f"ui.rules_text.{was}"), say(f"ui.rules_text.{now}"))
                         for line in rules]
        if config.teams:  # the team wins, not the first player with every pawn home
            rules[0] = say("ui.rules_text.pawns", n=RULES[config.rules].pawns)
            rules = [line.replace(say("ui.rules_text.own_pawn"), say("ui.rules_text.own_colour"))
                     for line in rules]
            # its object ("The first team with all its pawns HOME wins") with the pawns, the
            # rest of its rules after the cards' (review ax49)
            first, *rest = say("ui.rules_text.teams").split("\n")
            rules.insert(lead, first)
            lead += 1
            rules += rest
        parts = [say("ui.rules_text.head_game", rules=say(f"ui.rules.{config.rules}")),
                 *rules[:lead], say("ui.rules_text.board"), *rules[lead:],
                 say(f"ui.rules_text.deck.{config.deck}")]
    return [line for part in parts for line in part.split("\n")]


def say_keys(app: SorryApp, mode: Mode, *, place: bool = False, more: bool = False) -> None:
    """F1 (and the game menu's Keys, with ``place``): the keys for where you are, without
    those about bots at a table of humans only.

    On a terminal too short for them all (a large font: playtest q10 had 16 rows, and F1's
    first lines scrolled away), F1 says a page and how to hear the next; ``more``: F1 came
    again with no key between, so the next page follows.
    """
    text = app.speaker.text
    head = text("ui.keys_head", section=text(f"ui.section.{mode.value}"))
    s = app.session
    bots = s is None or bool(s.bots)
    game = (None if s is None else "points" if s.config.points
            else "teams" if s.config.teams else "drawing")
    lines = [head] + help_lines(mode, app.speaker.catalog, bots=bots, game=game,
                                watching=s is not None and not s.humans)
    if place:
        say_text(app, lines)
        return
    size = app.terminal_size()
    # a note too tall for a page, cut between its sentences (playtest qd117: at 40 by 12
    # it was paged again inside F1's page, with "R for more")
    lines = by_sentence(lines, size)
    page, number, total, app.help_paging = next_page(
        lines, app.help_paging if more else (0, 0),
        lambda part, going: key_pages(part, size, whole=not going))
    if total > 1:
        key = "ui.keys_more" if number < total else "ui.keys_last_page"
        page = page + [text(key, page=number, pages=total)]
    app.speaker.answer(page, paged=True)


def say_all_keys(app: SorryApp) -> None:
    """Every key, place by place, in one go (the Keys list's last item)."""
    catalog = app.speaker.catalog
    say_text(app, [catalog.say("ui.keys_all"), *all_help_lines(catalog)], paged=False)


def keys_menu(app: SorryApp) -> Menu:
    """The main menu's Keys: one place's keys at a time, since every key at once is about
    ninety lines; the last item still says them all, for a braille display to scroll."""
    catalog = app.speaker.catalog
    text = app.speaker.text

    def say_place(place: Mode | None) -> Callable[[], None]:
        def speak() -> None:
            head = text("ui.keys_head", section=place_title(place, catalog))
            say_text(app, [head, *place_help_lines(place, catalog)])
        return speak

    items = [item(place_title(place, catalog), say_place(place)) for place in PLACES]
    items.append(item(text("ui.keys_every"), lambda: say_all_keys(app)))
    return Menu(text("ui.keys"), items, catalog, back=app.close_menu_and_speak)


def open_keys(app: SorryApp) -> None:
    app.open_menu(keys_menu(app), app.speaker.text("ui.keys_intro"))


def main_menu(app: SorryApp) -> Menu:
    text, catalog = app.speaker.text, app.speaker.catalog

    def quick(n: int) -> Callable[[], None]:
        def start() -> None:
            p = app.preferences.preferences
            app.start_game(quick_config(n, p.level, pace=p.pace, verbosity=p.verbosity,
                                        relative=p.relative))
        return start

    def set_level(level: str) -> None:
        app.bot_level = level

    def level_item() -> str:
        """The level, and the player's record against it once there is one."""
        label = level_label(app.bot_level, catalog)
        tally = app.record.tally(app.bot_level)
        if app.record.unknown:  # no count said as a record not read, but those waiting
            waiting = app.record.waiting(app.bot_level)
            if not waiting:
                return text("ui.bot_level_unread", label=label)
            return text("ui.bot_level_unread_waiting", label=label,
                        waiting=catalog.count(waiting, "game_waits"))
        # the other levels' records too, so that all of it is heard without changing the
        # level (playtest qo132: moved up to normal, her easy record needed a Left)
        others = [text("ui.bot_level_other", level=catalog.say(f"ui.level.{level}"),
                       **app.record.tally(level).words(catalog))
                  for level in LEVELS
                  if level != app.bot_level and app.record.tally(level).played]
        if not tally.played:
            if not others:
                return label
            return text("ui.bot_level_none_yet", label=label, others="; ".join(others))
        return text("ui.bot_level_record", label=label, **tally.words(catalog)) + "".join(
            f"; {other}" for other in others)

    # Every item keeps its number whether or not a game is saved: the number keys act at
    # once, and a list that shifted by one made 5 change the bot level instead of setup.
    # Continue is always item 9 and the menu opens on it when there is a game to continue.
    saved = app.saved_game()

    def continue_label() -> str:
        """Which game Continue takes up, read each time it is said: another window may
        have played or finished it since the menu opened (playtest av47 heard "42 cards
        played" of a game that had become a 2-card one)."""
        now = app.saved_game(peek=True)
        if now is None:
            return text("ui.continue_none")
        # held in memory, as the file would not take it: not called saved (playtest g7)
        key = "ui.continue_unsaved" if app.saves.unsaved else "ui.continue"
        if now.games and not now.cards_played:  # a Point Score table's next game
            key = "ui.continue_series_unsaved" if app.saves.unsaved else "ui.continue_series"
        label = text(key, table=table_text(now.config, catalog),
                     cards=cards_played(now.cards_played, catalog))
        return label + saved_totals(now, "ui.continue.totals", catalog)

    def continue_select() -> None:
        """A game offered when the menu opened is looked for (and said gone, if it is)."""
        if saved is None and app.saved_game(peek=True) is None:
            app.speaker.refuse("ui.continue_nothing")
        else:
            app.continue_game()

    continue_item = MenuItem(continue_label, continue_select)

    def quick_label(n: int) -> Callable[[], str]:
        """"Quick game against 2 hard bots": the level as item 4 has it now."""
        def label() -> str:
            level = text(f"ui.level.{app.bot_level}")
            return (text("ui.quick_game.one", level=level) if n == 1
                    else text("ui.quick_game.many", n=n, level=level))
        return label

    items = [MenuItem(quick_label(n), quick(n)) for n in (1, 2, 3)]
    items += [
        ordered_setting(level_item, LEVELS, lambda: app.bot_level, set_level),
        item(text("ui.new_game"), lambda: open_setup(app)),
        item(text("ui.rules"), lambda: say_rules(app)),
        item(text("ui.keys"), lambda: open_keys(app)),
        item(text("ui.settings"), lambda: open_settings(app)),
        continue_item,
        item(text("ui.quit"), app.quit_item, by_number=False),
    ]
    return Menu(text("ui.menu.main"), items, app.speaker.catalog,
                back=lambda: app.speaker.refuse("ui.menu.top"),
                focus=0 if saved is None else items.index(continue_item))


def open_setup(app: SorryApp, model: SetupModel | None = None) -> None:
    """Open setup; it rebuilds itself (keeping the focus) when the player count changes.

    The table set up last in this run is kept, so Escape (or a game left) does not throw
    away minutes of choices made by ear; the first setup starts from the preferences, and
    pace, verbosity or wording changed since (in play, or in Settings) are taken up, since
    starting would otherwise undo them without a word.
    """
    if model is None:
        model = app.setup_model
    p = app.preferences.preferences
    kept = problem = None
    if model is None:  # the first setup of a run: the table of the last game started here
        kept, problem = app.tables.read()
        model = SetupModel(kinds=["human", p.level], level=p.level) if kept is None \
            else model_from(kept, p.level)
        model.pace, model.verbosity, model.relative = p.pace, p.verbosity, p.relative
    model.take_preferences(p)  # P, W or Shift+W pressed in a game since: the latest wins
    holder: list[Menu] = []

    def leave() -> None:
        app.speaker.tell("ui.setup_kept")
        app.close_menu_and_speak()

    def rebuild() -> None:
        old = holder[0]
        new = build()
        new.focus = min(old.focus, len(new) - 1)
        app.menus[app.menus.index(old)] = new
        holder[0] = new

    def build() -> Menu:
        return setup_menu(model, app.speaker.catalog,
                          start=app.start_from_setup,
                          back=leave, edit_name=app.begin_name_entry,
                          rebuild=rebuild)

    holder.append(build())
    app.setup_model = model
    # a table that became unusable since launch (which said the one it found): said first,
    # before the setup it explains (playtest pc69: it came after the first item)
    told = problem is not None and problem != app.table_problem
    if told:
        app.speaker.tell("ui.table_unusable.setup", reason=problem)
    app.open_menu(holder[0], app.speaker.text("ui.setup.intro"), interrupt=not told)
    if kept is not None:
        app.speaker.tell("ui.table_kept", False)
    if app.saves.exists():  # said before the choices, not only as the game starts
        series = saved_totals(app.saved_game(peek=True), "ui.setup_save_note.series",
                              app.speaker.catalog)
        app.speaker.say(series or app.speaker.text("ui.setup_save_note"), False)


def game_menu(app: SorryApp) -> Menu:
    text = app.speaker.text

    def resume() -> None:
        app.close_menu()
        app.speaker.tell("ui.resumed", keep=False)
        s = app.session
        if s is not None:  # back where you were: whose turn, and any card waiting
            s.hold_enter()  # Resume's Enter, doubled, must not draw (as at a game's start)
            s.turn(interrupt=False)
            if s.picking and s.hand_heard:  # and the hand to pick from (playtest z16)
                s.offer_hand(False)

    def leave() -> None:
        app.keep_game(leaving=True)  # the review cursors too, where they were left
        unplayed = app.session is not None and app.session.unplayed
        key = ("ui.left_game_saved" if app.game_saved
               else "ui.left_game_unsaved" if app.saves.unsaved
               else "ui.left_game_kept" if app.saves.exists()
               else "ui.left_game_unplayed" if unplayed else "ui.left_game")
        app.speaker.tell(key)
        app.open_main_menu()

    return Menu(text("ui.game_menu"), [
        item(text("ui.resume"), resume),
        item(text("ui.keys"), lambda: say_keys(app, Mode.GAME, place=True)),
        item(text("ui.rules"), lambda: say_rules(app)),
        item(text("ui.settings"), lambda: open_settings(app)),
        item(text("ui.leave_game"), leave, by_number=False),
    ], app.speaker.catalog, back=resume)


def end_menu(app: SorryApp) -> Menu:
    """After a win: play again with the winner first, or the main menu."""
    s = app.session
    assert s is not None and s.game.winner is not None
    winner = s.game.winner
    text = app.speaker.text
    table = s.narrator.table()
    if s.game.teams:  # the team won; the partner who played the last card goes first
        key = "ui.play_again.team_you" if table.is_you(winner) else "ui.play_again.team"
        again = text(key, team=table.team(winner), name=s.name(winner))
    else:
        again = (text("ui.play_again.you") if table.is_you(winner)
                 else text("ui.play_again", name=s.name(winner)))
    def leave() -> None:
        """The main menu; the Point Score game's running totals are kept with the table's
        next game, for Continue, and said as it is left (playtest c3: Escape lost them
        without a word)."""
        if s.config.points:
            totals = s.totals_line()
            key = "ui.hand.totals_kept_unsaved" if app.saves.unsaved else "ui.hand.totals_kept"
            app.speaker.say(text(key, totals=totals), True)
        app.open_main_menu()

    def play_again() -> None:
        """The same table, the winner first, with the settings as they are now: changed in
        play, or after the game (review ac29: a W after it was undone).  The Point Score
        game's next is the one kept for Continue: it replaces nothing."""
        app.start_game(s.next_config(), series=s.series,
                       seed=s.next_seed if s.config.points else None,
                       warned=s.config.points)

    # a number key only goes to an item, and Enter chooses it: a digit meant for the last
    # card's options started the next game at once (playtest k11), as an Enter did before
    return Menu(text("ui.game_over_menu"), [
        item(again, play_again, by_number=False),
        item(text("ui.to_main_menu"), leave, by_number=False),
    ], app.speaker.catalog, mode=Mode.REVIEW, back=leave, enter_twice=True,
                ask_back=True)
