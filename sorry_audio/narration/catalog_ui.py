"""The UI's own words (menus, setup, prompts, key errors, key help, the rules in short).

Part of the one English catalog: :mod:`sorry_audio.narration.catalog` merges
these ``ui.`` templates into ``ENGLISH``, so a translation replaces them the same
way as the game's words (``Catalog.with_texts``).  Kept apart only so neither
module grows too long to read.
"""

from __future__ import annotations

from sorry_audio.narration.catalog_rules import RULES_TEXTS

UI_TEXTS: dict[str, str] = {
    # --- the UI: menus ----------------------------------------------------------
    "ui.prompt": "Sorry! > ",  # the one short line the player types at
    "ui.prompt_held": "Sorry! (D goes on) > ",  # the bots wait for a key (wait for a key)
    "ui.welcome_menu": "Sorry! Audio, main menu: Up and Down to move, Enter to choose, F1 for keys",
    "ui.menu.item": "{label}, {number} of {count}",
    "ui.menu.enter_to_choose": "{item}. Enter chooses it.",
    "ui.menu.open": "{title}. {item}",
    "ui.menu.main": "Main menu",
    "ui.menu.top": "This is the main menu: choose Quit to leave.",
    "ui.menu.no_item": "There is no item {number}: choose {choices}.",
    "ui.choices.one": "1", "ui.choices.two": "1 or 2", "ui.choices.many": "1 to {count}",
    "ui.menu.no_change": "Nothing to change here: press Enter.",
    "ui.menu.at_end": "No further: {label}.",
    # the level said with the count (playtest x24: which bots these were was item 4's news)
    "ui.quick_game.one": "Quick game against 1 {level} bot",
    "ui.quick_game.many": "Quick game against {n} {level} bots",
    "ui.bot_level": "{setting}: {level} ({about})",
    "ui.new_game": "New game: setup", "ui.rules": "Rules", "ui.keys": "Keys", "ui.quit": "Quit",
    "ui.goodbye": "Goodbye.",
    "ui.game_menu": "Game menu", "ui.resume": "Resume", "ui.resumed": "Resume.",
    "ui.leave_game": "Leave the game", "ui.left_game": "You left the game.",
    "ui.left_game_unplayed": "You left the game before any card was drawn, so there is "
                             "nothing to continue.",
    "ui.left_game_saved": "You left the game. It is saved: Continue in the main menu takes "
                          "it up again.",
    "ui.left_game_unsaved": "You left the game. It could not be saved to a file, so "
                            "Continue in the main menu takes it up only until you quit Sorry! "
                            "Audio.",
    "ui.left_game_kept": "You left the game. Your saved game is kept: Continue in the main "
                         "menu takes it up again.",
    "ui.continue": "Continue your saved game {table}, {cards} played",
    "ui.continue_series": "Continue your saved game {table}: its next game",
    "ui.continue_series_unsaved": "Continue your game {table}: its next game, not saved to a "
                                  "file",
    # after any of the four, for a Point Score table with games behind it: what a new game
    # would throw away (playtest qs138); in brackets, so the menu's "9 of 10" after it is
    # not heard as one more score (review rz140)
    "ui.continue.totals": " (totals after {games}: {scores})",
    "ui.continue_unsaved": "Continue your game {table}, {cards} played, not saved to a file",
    "ui.table.against": "against {who}", "ui.table.of": "of {players}",
    "ui.table.rules": "{table}, {rules} rules",
    "ui.table.teams": "of {ours} against {theirs}, a partnership game",
    "ui.table.you": "you",
    "ui.table.bots_same": "{n} {level} bots", "ui.table.bots": "{n} bots",
    "ui.continue_none": "Continue: no saved game",
    "ui.continue_gone": "There is no saved game any more: another copy of Sorry! Audio "
                        "finished it, or its file was removed.",
    "ui.continue_nothing": "There is no saved game to continue: a game you leave before it "
                           "ends is kept here.",
    "ui.game_resumed": "Your saved game is back, {rules} rules{variants}. {players}.{order} "
                       "{cards} played.",
    "ui.game_resumed_unsaved": "Your game is back, {rules} rules{variants}. {players}.{order} "
                               "{cards} played.",
    # after Continue, at your turn: the bots' turns before you left are not said again
    # (playtest qm128 did not know Shift+R had them)
    "ui.resumed_recap": "Shift+R tells what happened since your last turn.",
    # after the news of your pawns just said (review rz134: the pointer right after the
    # news sounded like the same news again)
    "ui.resumed_recap_rest": "Shift+R tells the rest of what happened since your last turn.",
    "ui.order": " {order}.",  # a sentence after the players' (or nothing, with two)
    "ui.order.you": "You play now",
    "ui.order.other": "{name} plays now",
    "ui.setup_save_note": "A game started here takes the place of your saved game once "
                           "play begins; Escape keeps it.",
    "ui.setup_save_note.series": "A game started here takes the place of your saved game, "
                                  "and its Point Score totals after {games} ({scores}), once "
                                  "play begins; Escape keeps them.",
    "ui.save_replaced": "This game takes the place of your saved game once play begins: to "
                        "keep that one, leave now with Escape and Leave the game.",
    "ui.save_replaced.series": "This game takes the place of your saved game, and its Point "
                               "Score totals after {games} ({scores}), once play begins: to "
                               "keep them, leave now with Escape and Leave the game.",
    "ui.save_elsewhere": "This game will not be saved to {path} ({reason}): it is kept only "
                         "until you quit.",
    "ui.card_back": "You drew {card} before you left.",
    "ui.card_back.named": "Your turn, {name}: you drew {card} before you left.",
    "ui.again_back": "You drew a 2 before you left: draw again.",
    "ui.again_back.named": "Your turn, {name}: you drew a 2 before you left, so press D or "
                           "Space to draw again.",
    # at a hot-seat table, before the turn is named: what others did to this player's pawns
    "ui.hits_head": "{name}, since your last turn:",
    "ui.hits_head_start": "{name}, since the game began:",
    "ui.hits_head.alone": "Since your last turn:",
    "ui.hits_head_start.alone": "Since the game began:",
    # brief, with one line of news: the head and that line as one (playtest qf120)
    "ui.run_on": "{head} {line}",
    "ui.save_unusable": "Your saved game cannot be continued: {reason}.",
    "ui.save_not_a_file": "Where your game is saved, {path}, is a folder or something else, "
                          "not a file: it is left as it is, and a game you play is kept only "
                          "until you quit.",
    "ui.save_failed": "Your game could not be saved to {path} ({reason}): it is kept only "
                      "until you quit.",
    "ui.save_works_again": "Your game is saved to {path} again.",
    "ui.play_again": "Play again: {name} won, so {name} goes first",
    "ui.play_again.you": "Play again: you won, so you go first",
    "ui.play_again.team": "Play again: {team} won; {name} played the last card, so {name} "
                          "goes first",
    "ui.play_again.team_you": "Play again: {team} won; you played the last card, so you go "
                              "first",
    "ui.to_main_menu": "Back to the main menu",
    "ui.game_over_menu": "Game over",
    # --- the UI: what the audio layer reports about itself (audio.notices) -----------
    # {details} is this clause, or nothing in check-audio's own report
    "ui.notice.details": "; run sorry-audio check-audio for details",
    "ui.notice.sound_off": "Sound cues cannot play: {problem}{details}.",
    "ui.notice.text_only": "Speech is text only: no speech engine could start{details}.",
    "ui.notice.sound_off_text_only": "Sound cues cannot play ({problem}) and speech is text "
                                     "only (no speech engine could start){details}.",
    "ui.notice.text_only.screenreader": "Speech is text only: no screen reader is "
                                        "running{details}.",
    "ui.notice.text_only.tts": "Speech is text only: the built-in voice could not "
                               "start{details}.",
    "ui.notice.sound_off_text_only.screenreader": "Sound cues cannot play ({problem}) and "
                                                  "speech is text only (no screen reader is "
                                                  "running){details}.",
    "ui.notice.sound_off_text_only.tts": "Sound cues cannot play ({problem}) and speech is "
                                         "text only (the built-in voice could not "
                                         "start){details}.",
    "ui.notice.audio_failed": "Speech and sound are off: audio could not start{details}.",
    "ui.notice.voice_not_found": "Voice '{value}' was not found; using the default voice.",
    "ui.notice.speech_now": "Speech now: {engine}.",
    "ui.notice.speech_now_text_only": "Speech now: text only, no speech engine could "
                                      "start{details}.",
    "ui.notice.speech_now_text_only.screenreader": "Speech now: text only, no screen reader "
                                                   "is running{details}.",
    "ui.notice.speech_now_text_only.tts": "Speech now: text only, the built-in voice could "
                                          "not start{details}.",
    "ui.notice.engine_hung": "Speech: {old} stopped responding; now using {engine}.",
    "ui.notice.engine_failed": "Speech: {old} failed; now using {engine}.",
    "ui.notice.speech_env_ignored": "{name}='{value}' is not a speech mode ({modes}); it is "
                                    "ignored.",
    "ui.device.no_answer": "the audio device did not answer",
    "ui.device.no_miniaudio": "miniaudio is not installed ({detail})",
    "ui.device.no_device": "no audio device was found",
    # --- the UI: setup ------------------------------------------------------------
    "ui.setup": "New game setup",
    "ui.setup_kept": "Setup kept for this run: the New game item takes it up again.",
    "ui.table_kept": "This is the table of the last game you started here.",
    "ui.table_unusable": "The table you set up last time could not be used ({reason}), so "
                         "New game setup starts afresh.",
    # said as setup opens, just before "New game setup. ..." (review rf79: twice in a row)
    "ui.table_unusable.setup": "The table you set up last time could not be used "
                               "({reason}), so setup starts afresh.",
    "ui.table_not_kept": "This table could not be kept for next time ({reason}).",
    # S said here too: the Start item is last, after every seat (playtest pg86)
    "ui.setup.intro": "New game setup. Left and Right change a setting, Enter changes it or "
                      "opens it, S starts the game",
    "ui.set.players": "{n} players: {colours}",
    "ui.set.kind": "Player {i} is {kind}",
    "ui.set.kind_bot": "Player {i} is {kind} ({about})",
    "ui.set.colour": "Player {i} colour: {colour}",
    "ui.set.colour_partner": "{label}, partner of player {j}, {name}",
    "ui.set.colour_swapped": "player {j} takes {colour}",
    "ui.set.with_note": "{label}; {note}",
    "ui.set.name": "Player {i} name: {name}",
    "ui.set.rules": "Rules: {rules} ({about})",
    "ui.set.faster": "Faster setup, one pawn out: {state}",
    "ui.set.deck": "Deck: {n} cards ({about})",
    "ui.deck.45": "five 1 cards and four of every other card, as in Hasbro's box",
    "ui.deck.44": "four of every card: a 1 card fewer",
    "ui.set.auto": "Play a single legal option automatically: {state}",
    "ui.set.auto_points": "Play a single legal option automatically: {state}, but not in the "
                          "Point Score game, where you pick the card to hear it",
    "ui.set.first": "Goes first: {who}",
    "ui.set.seat_named": "{name} as {colour}",
    "ui.set.seat_bot": "{seat} ({kind})",
    "ui.set.pace": "{setting}: {pace}",
    "ui.set.verbosity": "{setting}: {verbosity}",
    "ui.set.wording": "{setting}: {wording}",
    "ui.set.teams": "Partnership: {state}",
    "ui.set.teams_on": "Partnership: on, {ours} against {theirs}",
    "ui.start_game": "Start the game", "ui.back": "Back",
    "ui.kind.human": "human", "ui.kind.easy": "an easy bot", "ui.kind.normal": "a normal bot",
    "ui.kind.hard": "a hard bot",
    "ui.kind.player": "a player",  # a person's seat without a name, among named ones
    "ui.level.easy": "easy", "ui.level.normal": "normal", "ui.level.hard": "hard",
    # what each level does, said beside it wherever a level is chosen
    "ui.about.easy": "plays any legal move at random",
    "ui.about.normal": "plays the best move it sees this turn",
    "ui.about.hard": "looks ahead and counts the cards",
    "ui.on": "on", "ui.off": "off",
    "ui.first.random": "random", "ui.first.seat": "player {i}, {name}",
    "ui.wording.absolute": "squares only",
    "ui.wording.relative": "squares and each pawn's distance to its safety entry",
    "ui.rules.classic": "classic", "ui.rules.a5065": "a5065",
    "ui.rules_about.classic": "Hasbro's rules, 4 pawns each",
    "ui.rules_about.a5065": "3 pawns each, any forward card enters, no extra draw on a 2, a "
                            "SORRY! that cannot take anyone moves forward 4, own slides only",
    "ui.pace.fast": "fast", "ui.pace.normal": "normal", "ui.pace.slow": "slow",
    "ui.pace.key": "wait for a key",
    "ui.verbosity.brief": "brief", "ui.verbosity.normal": "normal", "ui.verbosity.full": "full",
    "ui.name.prompt": "Type a name for player {i}, then Enter. Escape keeps {name}.",
    "ui.name.prompt_edit": "Player {i} is called {name}: type a new name, or Backspace to "
                           "change this one; then Enter. Escape keeps {name}.",
    "ui.name.set": "Player {i} is now called {name}.",
    "ui.name.empty": "The name is empty: type a name, or Escape to cancel.",
    "ui.name.taken": "Player {j} is already called {name}: type another name, or Escape to "
                     "cancel.",
    "ui.name.colour": "{name} is another colour's name, and would be mistaken for its pawns: "
                      "type another name, or Escape to cancel.",
    # the game's words for the player at the keyboard, which no player may be called
    "ui.name.reserved": "you, your, yours",
    "ui.name.you": "{name} is the game's word for the player at the keyboard, and would be "
                   "mistaken for you: type another name, or Escape to cancel.",
    "ui.name.you_start": "Before starting, rename player {i}: {own} is the game's word for "
                         "the player at the keyboard. Enter types a new one.",
    "ui.name.taken_start": "Before starting, rename player {i}: {name} is also player {j}'s "
                           "name. Enter types a new one.",
    "ui.name.colour_start": "Before starting, rename player {i}: {own} is another colour's "
                            "name now, and would be mistaken for its pawns. Enter types a new "
                            "one.",
    "ui.name.cancelled": "Name unchanged: {name}.",
    "ui.name.deleted": "Deleted {char}.",
    "ui.name.nothing": "Nothing to delete.",
    "ui.name.space": "space",
    # a sign typed in a name, by its name: a voice says nothing for a lone "." (ai35)
    "ui.char..": "period", "ui.char.-": "dash",
    "ui.char.'": "apostrophe", "ui.char.,": "comma", "ui.char._": "underscore",
    "ui.char.&": "and sign",
    "ui.name.full": "A name has at most {n} characters: press Enter to keep it.",
    "ui.name.full_again": "Full.",
    "ui.name.not_a_letter": "That key types nothing: type letters, Backspace to delete "
                            "from the end, then Enter.",
    # {setting}: the setting's name as the Settings menu says it (ui.setting.*)
    "ui.pace_set": "{setting}: {pace}. P again: {slower}. Shift+P: {faster}.",
    "ui.key_wait": "The bots wait for a key: press D, Space or Enter to go on.",
    "ui.key_wait_held": "The bots wait for D, Space or Enter.",
    "ui.pace_no_wait": "At this table a person plays after each bot, so the game never "
                       "waits: your own turn is the pause.",
    "ui.pace_no_bots": "{setting}: {pace}, for games with bots: no bot plays at this table.",
    "ui.verbosity_set": "{setting}: {verbosity}. W again: {then}.",
    "ui.wording_set": "{setting}: {wording}.",
    # --- saved settings (sorry_audio.preferences) ----------------------------------
    # each setting's name, by its key in the settings file: the Settings menu's items begin
    # with it ({setting}), and a bad saved value is said by it, so the player can find the
    # item the line speaks of (playtest pg86 heard "relative" and "bounce", no item's name)
    "ui.setting.level": "Bot level", "ui.setting.pace": "Bot pace",
    "ui.setting.verbosity": "Verbosity", "ui.setting.relative": "Locations",
    "ui.setting.speech": "Speech", "ui.setting.rate": "Speech rate",
    "ui.setting.voice": "Voice", "ui.setting.volume": "Volume",
    "ui.setting.sound": "Sound cues", "ui.setting.bounce": "Key bounce guard",
    "ui.settings": "Settings",
    "ui.settings.intro": "Settings, kept for next time: Left and Right change one, Escape "
                         "goes back",
    # the file holds bad values (said at launch): what Escape does with them
    "ui.settings.intro_mend": "Settings, kept for next time: Left and Right change one, "
                              "Escape saves valid values over the bad ones in your file "
                              "and goes back",
    "ui.opt.level": "{setting} for new games: {level} ({about})",
    "ui.bot_level_record": "{label}; your record: {wins} in {games}",
    # the record at the other levels, after this one's (or after none yet at this one)
    "ui.bot_level_other": "against {level} bots, {wins} in {games}",
    "ui.bot_level_none_yet": "{label}; your record: no games yet at this level; {others}",
    # a record that cannot be read: no count is said as if it were the record, but the games
    # that wait beside it are (playtest bi60: the item said nothing of either)
    "ui.bot_level_unread": "{label}; your record could not be read",
    "ui.bot_level_unread_waiting": "{label}; your record could not be read, and {waiting} "
                                   "beside it",
    "ui.opt.rate": "{setting}: {rate} words per minute",
    "ui.opt.fastest": ", the fastest", "ui.opt.slowest": ", the slowest",
    # no place in the list of voices: the menu's own "6 of 9" follows (playtest m13)
    "ui.opt.voice": "{setting}: {name}",
    "ui.opt.voice_at": "{setting}: {name}, voice {n} of {count}",
    "ui.opt.voice_none": "{setting}: the default; no other voices were found here",
    "ui.opt.voice_missing": "{setting}: {name}, which is not a voice here, so the default "
                            "speaks",
    "ui.opt.voice_unused": "; for the built-in voice, which is not speaking now",
    "ui.voice.default": "the default",
    "ui.opt.volume": "{setting}: {volume} percent",
    # what silence takes away: a player who speaks through the built-in voice would not
    # hear the way back (playtest k11)
    "ui.opt.loudest": ", the loudest",
    "ui.opt.silent": ", silent: no cues, and the built-in voice is silent too; a screen "
                     "reader speaks on",
    "ui.opt.sound": "{setting}: {on_off}",
    "ui.opt.speech": "{setting}: {mode}",
    "ui.opt.bounce_off": "{setting}: off (for a hand that presses a key twice, or "
                         "holds it: Right turns it on)",
    # timed from the press that acted; a held key's repeats (30 a second) are ignored as
    # they come, but its first waits for the keyboard's repeat delay, about half a second,
    # and acts when that is longer (playtest qm128: "a held key acts once" was not true)
    "ui.opt.bounce": "{setting}: the same key again within {ms} milliseconds is "
                     "ignored, and so are a held key's repeats, though the first may act",
    "ui.opt.this_run": "{label}, for this run only (saved: {saved})",
    "ui.speech_short.auto": "automatic", "ui.speech_short.screenreader": "screen reader",
    "ui.speech_short.tts": "built-in voice", "ui.speech_short.none": "none",
    "ui.speech.auto": "automatic, your screen reader if one is running, else the built-in voice",
    "ui.speech.screenreader": "your screen reader only",
    "ui.speech.tts": "the built-in voice only",
    "ui.speech.none": "none, text only, for a screen reader that reads the terminal",
    "ui.prefs.damaged": "Your settings file {path} could not be read ({detail}), so the "
                        "defaults are used; the old file was kept as {kept}.",
    "ui.prefs.damaged_in_place": "Your settings file {path} could not be read ({detail}), so "
                                 "the defaults are used, and changes are not saved over it.",
    "ui.prefs.invalid": "Your saved {setting} setting, {value}, is not valid ({detail}): "
                        "the default, {default}, is used.",
    # a flag (or SORRY_AUDIO_SPEECH) chose this run's value: the default is not used, and
    # where the value came from is said ("set for this run only" said "this run" twice)
    "ui.prefs.invalid_flag": "Your saved {setting} setting, {value}, is not valid "
                             "({detail}), so it is ignored: this run uses {used}, from the "
                             "command line.",
    "ui.prefs.invalid_env": "Your saved {setting} setting, {value}, is not valid ({detail}), "
                            "so it is ignored: this run uses {used}, from {variable}.",
    "ui.prefs.empty": "nothing",
    # after the bad saved values, once: where to put them right (playtest pi93: nothing
    # said so, and leaving Settings unchanged wrote nothing, so they came every launch)
    "ui.prefs.fix": "To save valid values in their place, open Settings, item {n}, and "
                    "leave it with Escape.",
    "ui.prefs.fix_one": "To save a valid value in its place, open Settings, item {n}, and "
                        "leave it with Escape.",
    # a save (leaving Settings, or any change) wrote the values in use over the bad ones:
    # each as the file now holds it ({setting} {value}: "Bot pace normal")
    "ui.prefs.mended": "Your settings file now holds valid values: {values}.",
    "ui.prefs.mended_item": "{setting} {value}",
    # a setting whose name does not hold its key: how to find the line in the file
    "ui.prefs.in_file": "{key} in the file: {detail}",
    "ui.prefs.unreadable": "Your settings file {path} could not be opened ({detail}): the "
                           "defaults are used this time.",
    "ui.prefs.unsaved": "Your settings could not be saved to {path} ({detail}): they hold "
                        "until you quit.",
    # --- the UI: a game -----------------------------------------------------------
    "ui.game_start": "New game, {rules} rules{variants}. {players}. {first}.",
    # from whom the list starts: the keyboard's player, not who went first (playtest pc69
    # heard "in the order of play: You play Red. Blue ..." in a game Yellow began)
    # where the rules are read, for a newcomer who heard only their name (playtest qn129)
    "ui.table_now": "At the table, in the order of play from {first}: {players}. Rules: "
                    "{rules}; Escape, then Rules, reads them{variants}.",
    "ui.variant.faster": "Faster setup: every player begins with one pawn already out of "
                          "START, on its start square",
    "ui.variant.deck44": "A 44-card deck: four of every card",
    "ui.variant.rules": "In short: {about}",
    "ui.variant.teams": "A partnership game: {ours} against {theirs}",
    "ui.seat.sep": ". ",
    "ui.seat.you": "You play {colour}",
    "ui.seat.you_named": "You, {name}, play {colour}",
    "ui.seat.human": "{name} plays {colour}",
    "ui.seat.bot": "{colour} is {kind}",
    "ui.seat.bots": "{colours} are {level} bots",
    "ui.seat.named_bot": "{name} plays {colour}, {kind}",
    "ui.first.you": "You go first",
    "ui.first.other": "{name} goes first",
    "ui.first.then": "{first}, then {rest}",
    "ui.first.random_pick": "{first}, picked at random",
    "ui.your_turn": "Your turn, {name}: press D or Space to draw.",
    "ui.your_turn.first": "Your turn: press D, Space or Enter to draw.",
    "ui.your_turn.solo": "Your turn.",
    "ui.your_turn.named": "Your turn, {name}.",
    "ui.handover_guard": "{name}, that key came as the turn passed to you: press D or Space "
                         "to draw.",
    # the key came while the bot that played before this person was still being heard: it
    # was most likely the last person's, hurrying the bot (playtest pb68: "as the turn
    # passed to you" for a key three seconds before the turn was heard to pass)
    "ui.handover_guard.bot": "{name}, that key came during {bot}'s turn: press D or Space to "
                             "draw.",
    "ui.handover_guard.alone": "That key came as the bots finished: press D, Space or Enter "
                               "again to draw.",
    "ui.draw_prompt": "Press D or Space to draw.",
    # one player against bots, where Enter draws too (playtest bi60: a number pad player
    # was told of keys on the far side of the keyboard)
    "ui.draw_prompt.alone": "Press D, Space or Enter to draw.",
    # the first Enter of a game, against bots: it may be the menu's (playtest bi60)
    "ui.enter_to_draw": "Press Enter again to draw.",
    "ui.enter_to_choose": "Press Enter again to choose {label}.",
    # a hot seat: not "you pressed", said to the next person, as the key was most likely
    # the last person's, hurrying the bot (playtest pb68)
    "ui.typed_ahead": "A draw key pressed during the bots' turns drew nothing: press D or "
                      "Space to draw.",
    "ui.typed_ahead.alone": "The draw key you pressed during the bots' turns drew nothing: "
                            "press D, Space or Enter to draw.",
    "ui.typed_ahead_again": "That draw key came during the bots' turns: press D or Space "
                            "again.",
    "ui.typed_ahead_again.alone": "That draw key came during the bots' turns: press it again.",
    "ui.options_head": "{options} for your {card}.",
    # after each player's first list of a game: how to choose (playtest pg86)
    "ui.choose_keys": "Press an option's number to play it, or walk the list with Up and "
                      "Down and press Enter.",
    "ui.choose_keys.groups": "Press a group's number to open it, or walk the list with Up "
                             "and Down and press Enter.",
    # groups and moves listed on their own: a move's number plays it at once (review rj92)
    "ui.choose_keys.mixed": "Press a line's number: a group opens, a single move is played. "
                            "Or walk the list with Up and Down and press Enter.",
    "ui.choose_keys.put_back": "{keys} Escape puts the card back in your hand.",
    "ui.options_head_note": "{head} {note}.",
    "ui.options_note": "{note}.",
    "ui.groups_head": "{count} groups of options for your {card}: pick a group, then a choice.",
    "ui.hint_focus": "The hinted option is selected: Enter plays it, Up and Down move on.",
    "ui.hint_focus_again": "It is selected now.",
    "ui.group_head": "{label}. Escape goes back to the groups.",
    # a group picked once Escape's way back was told: only what it holds (playtest qf120)
    "ui.group_opened": "{label}.",
    "ui.hint_group": "The hint's move is in group {number}, now open: {label}. Escape goes "
                     "back to the groups.",
    "ui.groups_back": "Back to the {count} groups: O lists them.",
    "ui.in_group": "You are in group {number}, {label}: a number picks one of them, and "
                   "Escape goes back to the groups.",
    "ui.groups_back_at": "Back to the {count} groups, at {item}. O lists them.",
    "ui.groups_back_hint": "Back to the {count} groups.",
    "ui.group_item": "{number}: {label}",
    "ui.only_option": "Only one option: played for you.",
    "ui.only_option.named": "Only one option: played for {name}.",
    "ui.not_your_turn": "Wait: it is {name}'s turn.",
    "ui.draw_first": "Draw first: press D, Space or Enter.",
    # a hot-seat table: the key may be the last player's, who thinks it is still their turn
    "ui.draw_first.named": "It is {name}'s turn: draw first, press D or Space.",
    "ui.card_waiting": "You have {card} to play: choose an option, {choices}.",
    # a hot-seat table: whose card it is, as the guard's words say (playtest pd72)
    "ui.card_waiting.named": "{name}, you have {card} to play: choose an option, {choices}.",
    "ui.card_waiting_groups": "You have {card} to play: choose a group, {choices}.",
    "ui.card_waiting_groups.named": "{name}, you have {card} to play: choose a group, "
                                    "{choices}.",
    "ui.no_option": "There is no option {number}: choose {choices}.",
    "ui.no_group": "There is no group {number}: choose {choices}.",
    "ui.no_focus": "Walk to an option with Up and Down first, or press its number.",
    "ui.game_over": "The game is over.",
    # A with an option walked to: the danger as the board would stand after that move
    "ui.danger_after": "After option {number}: {text}",
    # U: the same card comes again, so the player hears it named with what was undone
    "ui.take_back.done": "Move taken back: your {card}. Choose again.",
    "ui.take_back.done_one": "Move taken back: your {card}, and the card played after it. "
                             "Choose again.",
    "ui.take_back.done_more": "Move taken back: your {card}, and the {cards} played after it. "
                              "Choose again.",
    "ui.take_back.done.named": "Move taken back: {name}'s {card}. {name}, choose again.",
    "ui.take_back.done_one.named": "Move taken back: {name}'s {card}, and the card played "
                                   "after it. {name}, choose again.",
    "ui.take_back.done_more.named": "Move taken back: {name}'s {card}, and the {cards} played "
                                    "after it. {name}, choose again.",
    # after the line above: the option played there, whose number plays it again, so a
    # take-back made by mistake is undone (playtest qm128); "{option}" is "option 2" or
    # "group 2, option 3", as a hint names it
    "ui.take_back.had": "You had chosen {option}.",
    "ui.take_back.had.named": "{name} had chosen {option}.",
    # U again within a second of a take-back, or held: a bounce, not taken (playtest
    # qm128: a held U took back ten moves); said once for the burst
    "ui.take_back.held": "One move taken back; press U again to take back another.",
    # a key pressed again just after it opened a group, or held (playtest qp133)
    "ui.group_hold": "That key came too soon after the group opened, so it played nothing: "
                     "press it again to play it.",
    # "the U key": "U takes back" was heard "you takes back" (review ai35)
    "ui.take_back.none": "There is no move of yours to take back: the U key takes back a "
                         "move you chose among several.",
    # after "Only one option: played for you.", a plain "no move" did not link the two (t20)
    "ui.take_back.forced": "There is no move of yours to take back: each so far had only one "
                           "option, and the U key takes back a move you chose among several.",
    # at a hot-seat table: the last move any player chose among several, if all agree; named
    # as "Move taken back" will name it, so the table knows what it agrees to (pi93)
    # "the last card played": "Take back An's SORRY!?" ran the card into the question (rk96)
    "ui.take_back.ask": "Take back {name}'s {card}, the last card played? Everyone at the "
                        "table must agree: Y takes it back, any other key plays on.",
    "ui.take_back.ask_one": "Take back {name}'s {card}, and the card played after it? Everyone "
                            "at the table must agree: Y takes it back, any other key plays on.",
    "ui.take_back.ask_more": "Take back {name}'s {card}, and the {cards} played after it? "
                             "Everyone at the table must agree: Y takes it back, any other key "
                             "plays on.",
    "ui.take_back.kept": "The move stands.",
    "ui.take_back.none_table": "There is no move to take back: the U key takes back the last "
                               "move a player chose among several.",
    "ui.take_back.won_table": "The game is won: the U key takes back a move in a game still "
                              "on, or in one a bot won.",
    "ui.take_back.failed": "That move could not be taken back ({reason}); the game goes on "
                           "as it was.",
    "ui.take_back.summary": "You took back {moves} this game.",
    "ui.take_back.summary_table": "The table took back {moves} this game.",
    # U after a game is lost: the slip that let a bot win can be taken back too (t20)
    "ui.take_back.won": "The game is won: the U key takes back a move in a game still on, or "
                        "in one you lost.",
    "ui.take_back.loss_kept": "The loss stays on your record against {level} bots until this "
                              "game ends again; then its result takes the loss's place.",
    "ui.game_over.won": "The game is over: {who} won.",
    "ui.nothing_said": "Nothing has been said yet.",
    # Comma in the main menu, whose lines are not kept (playtest qr136: "Nothing has been
    # said yet", after the menu had been)
    "ui.history_empty": "The history is empty: it keeps what happens in a game.",
    "ui.history.at": "{n} of {count}: {text}",
    "ui.history.oldest": "Oldest message, {n} of {count}: {text}",
    "ui.history.newest": "Newest message, {n} of {count}: {text}",
    "ui.key_does_nothing": "That key does nothing here. Press F1 for the keys.",
    # Escape and a key together: Alt+key, or both pressed within the terminal's wait for a
    # sequence (tmux's escape-time), so neither acted (playtest qr136, review rz140)
    "ui.key_escape_pair": "Escape and {other} came together, as Alt+{other} sends them, so "
                          "neither acted: press Escape, then {other}.",
    # the top row of a French keyboard, where digits need Shift (playtest qr136); true
    # on other keyboards too, where these are shifted keys (review rz140)
    "ui.key_azerty": "{char} is not a digit. On a French keyboard it is the {digit} key: "
                     "there, hold Shift for the digits, or use the number pad.",
    # End, Page Up and Down, Insert and Delete: the number pad's 1, 9, 3, 0 and point with
    # Num Lock off (playtest qr136)
    "ui.key_num_lock": "That key does nothing here. If it was on the number pad, Num Lock is "
                       "off: press Num Lock for its digits.",
    "ui.enter_again": "{item}. Press Enter again to choose it.",
    # a setting, just after a number opened its menu (playtest qq135)
    "ui.enter_again_change": "{item}. Press Enter again to change it.",
    # "Now on": "...for the main menu; Back to the main menu, 2 of 2" sounded as if it had
    # gone already (playtest ak37)
    "ui.escape_again": "The game is over. Press Escape again for the main menu. Now on: "
                       "{item}.",
    "ui.game_over_keys": "The game is over: Up and Down choose Play again or the main menu, "
                         "Enter takes it, Escape twice goes to the main menu.",
    "ui.hint_only_yours": "Hints are for your own turn.",
    # a table of bots: H weighs the last card a bot played (playtest qn129)
    "ui.watch_hint.none": "At a table of bots, H tells what the hard bot would have played "
                          "with the last card a bot played, and why. No bot has played a "
                          "card yet.",
    "ui.watch_hint.points": "At a table of bots in the Point Score game, H has nothing to "
                            "say: hints are for a player's own hand.",
    "ui.watch_hint.seat": "The hint speaks as if you played {name}.",
    "ui.recap_head": "Since your last turn:",
    "ui.recap_head.named": "Since {name}'s last turn:",
    # after a win, heard by the winner's seat: each player's last turn, the winning one too
    # (r18: "since Mary's last turn" went on to that very turn)
    "ui.recap_head.last_round": "The game's last round:",
    "ui.recap_head_start": "Since the game began:",
    "ui.recap_none": "Nothing has happened since your last turn.",
    "ui.recap_none.named": "Nothing has happened since {name}'s last turn.",
    "ui.recap_none_start": "Nothing has happened yet: the game has just begun.",
    "ui.hint_draw_first": "Draw first: press D, Space or Enter, then H for a hint.",
    "ui.hint_draw_first.named": "It is {name}'s turn: draw first, press D or Space, then H "
                                "for a hint.",
    "ui.no_pawns_on_track": "No pawn is on the track.",
    "ui.no_viewer": "You have no pawns in this game: Shift+V says each player's pawns, one "
                    "player at a time.",
    "ui.something_wrong": "Sorry, something went wrong: {error}. The game goes on.",
    "ui.confirm_quit": "Leave Sorry! Audio? Press Y or Ctrl+C to leave, any other key to "
                       "stay.",
    "ui.confirm_quit_kept": "Leave Sorry! Audio? Your saved game is kept: Continue in the "
                            "main menu takes it up next time. Press Y or Ctrl+C to leave, "
                            "any other key to stay.",
    "ui.confirm_quit_older": "Leave Sorry! Audio? This game has not begun, so your saved "
                             "game from before is kept: Continue in the main menu takes it "
                             "up next time. Press Y or Ctrl+C to leave, any other key to "
                             "stay.",
    "ui.confirm_quit_series": "Leave Sorry! Audio? The table's totals are kept with its next "
                              "game: Continue in the main menu takes it up next time. Press Y "
                              "or Ctrl+C to leave, any other key to stay.",
    "ui.confirm_quit_unsaved": "Leave Sorry! Audio? Your game could not be saved to a file, "
                               "so leaving loses it. Press Y or Ctrl+C to leave, any other "
                               "key to stay.",
    "ui.confirm_quit_saved": "Leave Sorry! Audio? Your game is saved: Continue in the main "
                             "menu takes it up next time. Press Y or Ctrl+C to leave, any other "
                             "key to stay.",
    "ui.staying": "Staying.",
    "ui.staying_game": "Staying in the game.",
    "ui.staying_name": "Staying. Go on typing the name.",
    "ui.staying_name_so_far": "Staying. Go on typing the name: {name} so far.",
    "ui.staying_square": "Staying. Go on typing the square's number.",
    # --- the UI: key help (one ui.key.<row> per row of the key table) ---------------
    "ui.keys_head": "Keys. {section}:",
    # the few keys a first game needs, before the forty that follow (playtest qa113: F1's
    # first page went on to Shift+O and the review cursor before a newcomer could play)
    # two steps as two in the Point Score game (playtest qc116: "picks that card and then
    # plays that option" sounded like one key doing both)
    "ui.keys_first": "To start with: D draws, a number plays an option, H gives a hint, "
                     "B says the board, V your pawns, A your pawns in danger, R repeats, "
                     "Escape opens the game menu. Every key follows.",
    # a table of bots: the spectator's keys, who has no card nor pawns (playtest qn129)
    "ui.keys_first.watching": "To start with, at a table of bots: D, Space or Enter lets "
                              "the bots go on when they wait for a key, P sets their pace, "
                              "B says the board, Shift+V each player's pawns, S the scores, "
                              "K the cards, H what the hard bot would have played with "
                              "the last card, Shift+R what happened since a player's last "
                              "turn, comma and period walk the history, R repeats, Escape "
                              "opens the game menu. Every key follows.",
    # the Point Score game's: no H, which has nothing to weigh there (review rz134)
    "ui.keys_first.watching_points": "To start with, at a table of bots: D, Space or Enter "
                                     "lets the bots go on when they wait for a key, P sets "
                                     "their pace, B says the board, Shift+V each player's "
                                     "pawns, S the scores, K the cards, Shift+R what "
                                     "happened since a player's last turn, comma and period "
                                     "walk the history, R repeats, Escape opens the game "
                                     "menu. Every key follows.",
    "ui.keys_first.points": "To start with: D says your hand, a number picks a card, then a "
                            "number plays an option, H gives a hint, B says the board, V "
                            "your pawns, A your pawns in danger, R repeats, Escape opens "
                            "the game menu. Every key follows.",
    "ui.keys_more": "Page {page} of {pages}: F1 again for more keys.",
    "ui.answer_more": "Page {page} of {pages}: R for more.",
    "ui.answer_last_page": "Page {page} of {pages}, the last: R to start again.",
    "ui.text_more": "Page {page} of {pages}: choose it again for more.",
    "ui.text_last_page": "Page {page} of {pages}, the last: choose it again to start again.",
    "ui.keys_last_page": "Page {page} of {pages}, the last: F1 again starts again.",
    "ui.keys_all": "Keys, for each place in the game. F1 anywhere gives the keys for where "
                   "you are.",
    "ui.keys_section": "{section}:",
    "ui.keys_note.anywhere": "R (repeat the last announcement), Comma and Period (the "
                             "history) and F1 work in a game too: they are under Anywhere.",
    # review dr115: the Shift keys that only ask were left out, as if they cut the bots
    "ui.keys_note.skip": "While a bot plays, a key that only asks (B, V, T, S, A, each "
                         "with Shift too, C, K, Shift+O, Shift+R, F1, the history and "
                         "the review cursor) or changes the pace or wording (P, W, with "
                         "Shift too) answers and the bots keep "
                         "their pace; with the built-in voice, the words it cut off are "
                         "said after the answer.  Any other key stops the bots' speech "
                         "and their wait.  At the wait-for-a-key pace, only D, Space or "
                         "Enter lets the bots go on, and other keys just answer.",
    "ui.keys_note.typing": "While typing a name: letters, digits and other characters type "
                           "(up to {n}), Backspace deletes, Enter keeps the name, Escape "
                           "cancels.  A name given before is held as if selected: the "
                           "first letter typed replaces it, Backspace edits it.",
    "ui.keys_note.end_enter": "As a game ends, the first Enter says Play again without "
                              "choosing it, in case it was meant for the last card: press "
                              "Enter again, or walk the list first.  So does an Enter just "
                              "after D or H there.",
    "ui.keys_note.confirm": "When asked to confirm leaving: Y or Ctrl+C leaves, any other key "
                            "stays. When asked to take a move back: Y takes it back, Ctrl+C "
                            "asks to leave instead, any other key plays on.",
    # the short holds (playtest qm128: a doubled key acted on what nobody had heard), a
    # line of their own so that each note fits a short terminal's page
    "ui.keys_note.holds": "A key pressed twice at once acts once where the second press "
                          "would act unheard: the same digit or Enter just after a group of "
                          "options opens, Enter just after a menu opens, U for a second "
                          "after a move is taken back against bots, and Ctrl+C in the half "
                          "second after the leave question.  After a number opens Settings "
                          "or setup, an Enter in the next 3 seconds says the setting it "
                          "would change, and the next Enter changes it.",
    "ui.keys_intro": "Keys: choose a place to hear its keys, Escape goes back. F1 anywhere "
                     "gives the keys for where you are",
    "ui.keys_every": "Every key, place by place",
    "ui.section.menu": "Menus", "ui.section.setup": "Setup", "ui.section.game": "In a game",
    "ui.section.review": "After a game", "ui.section.anywhere": "Anywhere",
    "ui.key.line": "{keys}: {help}.",
    "ui.key.or": " or ",
    "ui.keyname.1..9": "1 to 9", "ui.keyname.0..9": "0 to 9", "ui.keyname.shift": "Shift+{letter}",
    "ui.keyname.Up": "Up", "ui.keyname.Down": "Down", "ui.keyname.Left": "Left",
    "ui.keyname.Right": "Right", "ui.keyname.Enter": "Enter", "ui.keyname.Escape": "Escape",
    "ui.keyname.Space": "Space", "ui.keyname.Home": "Home", "ui.keyname.End": "End",
    "ui.keyname.F1": "F1", "ui.keyname.[": "Left bracket", "ui.keyname.]": "Right bracket",
    "ui.keyname.Ctrl+C": "Ctrl+C",
    # punctuation keys by name: a screen reader often says nothing for a lone "," or "?"
    "ui.keyname.,": "Comma", "ui.keyname..": "Period",
    # the character, with the key only as a help: Shift+Comma is ? on a French keyboard,
    # where < is a key of its own (playtest qr136)
    "ui.keyname.<": "Less than (Shift+Comma on a US keyboard)",
    "ui.keyname.>": "Greater than (Shift+Period on a US keyboard)", "ui.keyname.?": "Question mark",
    "ui.agreement.you": "You played the hard bot's choice, the one H suggests, on {agreed} "
                        "of your {total} cards with a choice.",
    "ui.agreement.named": "{name} played the hard bot's choice on {agreed} of {total} cards "
                          "with a choice.",
    "ui.record": "Your record against {level} bots: {wins} in {games}.",
    "ui.record.mixed": "Your record against {level} bots, the strongest here: {wins} in "
                       "{games}.",
    "ui.position": "Position: {text}",
    "ui.position_points": "Position, without the hands: {text}",
    # a Shift from sticky keys gives a capital too, and its player's Caps Lock is off, so
    # both are named, each with its own way out (playtest ba52)
    "ui.caps_lock": "That letter came as a capital: Caps Lock, or a Shift locked by sticky "
                    "keys, seems to be on, so keys such as B, S, T and P act as if Shift were "
                    "held. Press Caps Lock to turn it off (twice quickly if your screen reader "
                    "uses it), or Shift to free a locked Shift.",
    "ui.position_what": "That was Shift+B: the board as a code, for a bug report or the "
                        "moves command. B alone says the board in words.",
    "ui.record_damaged": "Your record of games against the bots could not be read "
                         "({reason}); it starts again from your next game.",
    "ui.record_unreadable": "Your record of games against the bots could not be read "
                            "({reason}); it is left as it is, and games you finish are kept "
                            "beside it and added to it when it can be read.",
    # the same, with games from before already waiting beside it (playtest bi60)
    "ui.record_unreadable_waiting": "Your record of games against the bots could not be "
                                    "read ({reason}); it is left as it is. {waiting} beside "
                                    "it, and the games you finish will too, to be added "
                                    "when it can be read.",
    # at launch: a record that was read, but would not take the games waiting beside it
    "ui.record_pending": "{waiting} beside your record, to be added to it when it can be "
                         "saved.",
    # a game finished while the record refuses to be read: kept in record.pending.json, so
    # quitting loses it no more (review be56: "counts only until you quit", then lost)
    "ui.record_waiting": "Your record could not be read ({reason}); this game is kept beside "
                         "it, and added to it when it can be read.",
    "ui.record_waiting_damaged": "The games kept beside your record could not be read "
                                 "({reason}); your record goes on without them.",
    "ui.record_part_damaged": "Part of your record of games against the bots could not be "
                              "read ({reason}); the rest of it is kept.",
    "ui.record_failed": "Your record could not be saved ({reason}); this game counts only "
                        "until you quit.",
    # the record refused to be read, and the side file would not take the game either:
    # "could not be saved (... could not be read either)" named neither read (review bo66)
    "ui.record_failed_unread": "Your record could not be read ({problem}), and {reason}; "
                               "this game counts only until you quit.",
    # a game the record was read but would not take (on Windows, a file another program
    # opened after the game read it): kept in record.pending.json all the same (review bg58)
    "ui.record_unsaved_kept": "Your record could not be saved ({reason}); this game is kept "
                              "beside it, and added to it when it can be saved.",
    "ui.record_saved_again": "Your record is saved to {path} again, with {games} it could "
                             "not take before.",
    "ui.key.menu_prev": "previous item (from the first, the last)",
    "ui.key.menu_next": "next item (from the last, the first)",
    "ui.key.menu_first": "first item",
    "ui.key.menu_last": "last item",
    "ui.key.menu_select": "choose the item, or change the setting",
    "ui.key.menu_number": "choose that item (a setting, Leave or Quit: go to it); 0 is item "
                          "10, or in a shorter menu (the game menu, Keys) goes back, as "
                          "Escape",
    "ui.key.setup_number": "go to that item, 0 to item 10; for items 11 and on, both "
                           "digits quickly (1 then 2: item 12)",
    "ui.key.menu_change_down": "change a setting back (a player's kind, the bot level, pace, "
                               "verbosity, rate, voice, volume and the key bounce guard "
                               "stop at the ends)",
    "ui.key.menu_change_up": "change a setting on",
    "ui.key.menu_change_far_down": "ten voices back, in the Voice setting's long list; "
                                   "elsewhere as Left",
    "ui.key.menu_change_far_up": "ten voices on; elsewhere as Right",
    "ui.key.setup_start": "start the game now",
    "ui.key.menu_back": "go back",
    # after a game (the end menu), where Enter and Escape are guarded against keys meant
    # for the last card or the game menu
    "ui.key.menu_select.review": "choose the item",
    "ui.key.menu_number.review": "go to that item; Enter chooses it",
    "ui.key.menu_back.review": "the main menu: the first press only asks, the second goes",
    "ui.key.draw": "draw a card (in the Point Score game: hear your hand)",
    "ui.key.choose": "choose that option (or group of options); in the Point Score game, "
                     "first pick that card of your hand",
    "ui.key.option_prev": "previous option, spoken (before a pick: previous card of your hand)",
    "ui.key.option_next": "next option, spoken (before a pick: next card of your hand)",
    "ui.key.option_enter": "choose the option you walked to (or pick the card); before "
                           "you draw, against bots, draw, as D does",
    "ui.key.options": "repeat the whole option list (before a pick: your hand)",
    # in a game, F1 says the keys of that game only (playtest a1: eight Point Score notes
    # were noise in a first classic game); the texts above, for both, are for the Keys list
    "ui.key.draw.drawing": "draw a card",
    "ui.key.draw.points": "hear your hand",
    "ui.key.choose.drawing": "choose that option (or group of options)",
    "ui.key.choose.points": "pick that card of your hand (when no card can move a pawn, "
                            "discard it); once one is picked, choose that option (or group "
                            "of options)",
    "ui.key.option_prev.drawing": "previous option, spoken",
    "ui.key.option_prev.points": "previous card of your hand, spoken; once one is picked, the "
                                 "previous option",
    "ui.key.option_next.drawing": "next option, spoken",
    "ui.key.option_next.points": "next card of your hand, spoken; once one is picked, the next "
                                 "option",
    "ui.key.option_enter.drawing": "choose the option you walked to; before you draw, "
                                   "against bots, draw, as D does",
    "ui.key.option_enter.points": "pick the card you walked to; once one is picked, choose the "
                                  "option you walked to",
    "ui.key.options.drawing": "repeat the whole option list",
    "ui.key.options.points": "your hand again; once a card is picked, the whole option list",
    "ui.key.card.drawing": "the current card and what it lets you do",
    "ui.key.card.points": "your hand; once a card is picked, what it lets you do",
    "ui.key.reach.drawing": "reach check: which opponent pawns your card could bump, and with "
                            "which option (before you draw: any card you could draw, and with "
                            "what)",
    "ui.key.reach.points": "reach check: before a pick, which opponent pawns each card of your "
                           "hand could bump; once one is picked, which it could bump, and "
                           "with which option",
    "ui.key.game_menu.drawing": "game menu: resume, keys, rules, settings, leave (in a group "
                                "of options: back to the list of groups)",
    "ui.key.game_menu.points": "game menu: resume, keys, rules, settings, leave (with a card "
                               "picked: the card back in your hand first; in a group of "
                               "options: back to the list of groups)",
    "ui.key.board": "the board: every player's pawns and where they are",
    "ui.key.position": "the board as a position string, to report it or try it with the "
                       "moves command",
    "ui.key.own_pawns": "your own pawns, each with its steps to home (once a hot-seat game "
                        "is over, each player's)",
    "ui.key.own_pawns.teams": "your own pawns and your partner's, each with its steps to home "
                              "(once a hot-seat game is over, each player's)",
    "ui.key.players_pawns": "one player's pawns, each with its steps to home, the next player "
                            "at each press",
    "ui.key.goto": "review cursor: go to a square: type its number, then Enter",
    "ui.goto.prompt": "Go to square: type its number, 1 to {most}, then Enter. Escape cancels.",
    "ui.goto.long": "A square's number has at most 2 digits: press Enter, or Backspace.",
    "ui.goto.nothing": "No digit to delete: type the square's number.",
    # the entry stays open: said so, as the other refusals while typing do (playtest pi93)
    "ui.goto.no_square": "There is no square {square}: type 1 to {most}, then Enter. Escape "
                         "cancels.",
    "ui.goto.empty": "Type the square's number first, 1 to {most}, then Enter. Escape cancels.",
    "ui.goto.not_a_digit": "Type the square's number, 1 to {most}, then Enter. Escape cancels.",
    "ui.goto.cancelled": "No square chosen: the review cursor stays where it was.",
    "ui.key.turn": "whose turn it is, and the card waiting",
    "ui.key.table": "who plays, each bot's level, and the rules",
    "ui.key.scores": "scores: pawns home per player, and who leads (after a game: the standings)",
    # after a game S names the winner, then the points: no standings (playtest ph87)
    "ui.key.scores.points": "scores: pawns home per player, who leads, the points so far "
                            "for pawns home, and the points of the games played at this "
                            "table (after a game: who won, and the points)",
    "ui.key.scores.teams": "scores: pawns home per team, and which team leads (after a game: "
                           "the standings)",
    "ui.key.deck": "the cards: how many of each are left to draw, and the discard pile (in "
                   "the Point Score game: how many of each you have not seen, and the draw "
                   "pile's size too)",
    # the Point Score game counts the other hands in, unseen (playtest ph87: F1 there said
    # "left to draw", which is not what K says)
    "ui.key.deck.drawing": "the cards: how many of each are left to draw, and the discard pile",
    "ui.key.deck.points": "the cards: how many of each you have not seen (in the draw pile "
                          "and the other hands), the draw pile's size, and the discard pile",
    "ui.key.details": "details: every pawn, its location and steps to HOME",
    "ui.key.card": "the current card and what it lets you do (before a pick: your hand)",
    "ui.key.hint": "a hint: what the hard bot would play, and why",
    # O says the list; Shift+O the list's risks (playtest px98)
    "ui.key.option_risks": "compare the options' risks: after each, your pawns in danger and "
                           "the cards that reach them, then the least ground at risk (in a "
                           "group of options: its options; in the Point Score game, before a "
                           "pick: each card's least)",
    "ui.key.option_risks.drawing": "compare the options' risks: after each, your pawns in "
                                   "danger and the cards that reach them, then the least "
                                   "ground at risk (in a group: its options)",
    "ui.key.option_risks.points": "before a pick, each card's option of least ground at "
                                  "risk; once a card is picked, compare its options' risks: "
                                  "after each, your pawns in danger and the cards that reach "
                                  "them, then the least ground at risk",
    "ui.key.option_risks.teams": "compare the options' risks: after each, your pawns and your "
                                 "partner's in danger and the cards that reach them, then the "
                                 "least ground at risk (in a group: its options)",
    # Shift+O with no list to compare: one line, nothing changed
    "ui.risks.draw_first": "No options to compare: draw a card first.",
    "ui.risks.draw_first.named": "No options to compare: it is {name}'s turn to draw.",
    "ui.risks.no_use": "No card in your hand can move a pawn: nothing to compare.",
    "ui.risks.one": "Only one option: nothing to compare.",
    "ui.key.danger": "danger check: which of your pawns an opponent could bump next, or swap "
                     "far back with an 11, and with what (with an option walked to with Up or "
                     "Down: after that move)",
    "ui.key.danger.teams": "danger check: which of your pawns and your partner's an opponent "
                           "could bump next, or swap far back with an 11, and with what (with "
                           "an option walked to with Up or Down: after that move)",
    # short: at 60 words a child lost it (playtest aq42); the README says the rest.  A
    # choice, not the last move (one played for you is passed over), and at a hot seat
    # anyone's, not "your last move" said to whoever pressed it (playtest pi93)
    "ui.key.take_back": "take back your last choice among several options, and the cards "
                        "played after it: the same card comes again, to choose again (after a "
                        "lost game too). With friends at one keyboard: the last choice anyone "
                        "made, once everyone agrees",
    "ui.key.recap": "recap: everything that happened since your last turn",
    "ui.key.reach": "reach check: which opponent pawns your card could bump, and with which "
                    "option (before you draw: any card you could draw, and with what; before "
                    "a pick in the Point Score game: each card of your hand)",
    "ui.key.review_next": "review cursor (a square you move to, to hear what is there): "
                          "next track square",
    "ui.key.review_prev": "review cursor: previous track square",
    "ui.key.review_pawn_next": "review cursor: next pawn on the track",
    "ui.key.review_pawn_prev": "review cursor: previous pawn on the track",
    "ui.key.review_slide_next": "review cursor: next slide",
    "ui.key.review_slide_prev": "review cursor: previous slide",
    "ui.key.review_mark_next": "review cursor: next start square or safety entry",
    "ui.key.review_mark_prev": "review cursor: previous start square or safety entry",
    "ui.key.review_home": "review cursor: your start square",
    "ui.key.pace": "bot pace: fast, normal, slow, wait for a key",
    "ui.key.pace_back": "bot pace the other way: wait for a key, slow, normal, fast",
    "ui.key.verbosity": "verbosity, round brief, normal and full (it says what W gives next)",
    "ui.key.wording": "locations: squares only, or with each pawn's distance to its safety "
                      "entry",
    "ui.key.game_menu": "game menu: resume, keys, rules, settings, leave (in a group of "
                        "options: back to the list of groups; with a card picked in the "
                        "Point Score game: the card back in your hand)",
    "ui.key.repeat": "repeat the last announcement: all your last key made the game say, or "
                     "a bot's whole turn (after a page of a long answer or option list: "
                     "its next page)",
    "ui.key.history_older": "older message in the history",
    "ui.key.history_newer": "newer message in the history",
    "ui.key.history_oldest": "oldest message",
    "ui.key.history_newest": "newest message",
    "ui.key.help": "keys help for where you are (a page at a time when they do not fit the "
                   "terminal: F1 again for the next)",
    "ui.key.quit": "leave Sorry! Audio, after confirming",
}
UI_TEXTS.update(RULES_TEXTS)  # the Rules item's words, kept in their own module
