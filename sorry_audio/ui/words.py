"""Every word the game's menus and prompts say, in one place.

Game narration (events, options, board, scores) comes from the narration
catalog; this module holds only the UI's own phrases (menus, setup, key
errors), so they too can be tuned or translated without touching logic.
"""

from __future__ import annotations

WELCOME = "Sorry! Audio."
WELCOME_MENU = "Sorry! Audio, main menu: Up and Down to move, Enter to choose, F1 for keys"
MAIN_MENU = "Main menu"
MENU_ITEM = "{label}, {number} of {count}"
MENU_OPENED = "{title}. {count} items. Up and Down to move, Enter to choose."
BACK_AT_TOP = "This is the main menu: choose Quit to leave."
NO_SUCH_ITEM = "There is no item {number}: choose 1 to {count}."
NOTHING_TO_CHANGE = "Nothing to change here: press Enter."

QUICK_GAME = "Quick game against {n} bot{s}"
BOT_LEVEL = "Bot level: {level}"
NEW_GAME = "New game: setup"
RULES = "Rules"
KEYS = "Keys"
QUIT = "Quit"
GOODBYE = "Goodbye."

GAME_MENU = "Game menu"
RESUME = "Resume"
LEAVE_GAME = "Leave the game"
LEFT_GAME = "You left the game."
PLAY_AGAIN = "Play again, {name} first"
TO_MAIN_MENU = "Back to the main menu"
GAME_OVER_MENU = "Game over"

SETUP = "New game setup"
SET_PLAYERS = "Players: {n}"
SET_SEAT_KIND = "Player {i} is {kind}"
SET_SEAT_COLOUR = "Player {i} colour: {colour}"
SET_SEAT_NAME = "Player {i} name: {name}"
SET_RULES = "Rules: {rules}"
SET_FASTER = "Faster setup, one pawn out: {state}"
SET_DECK = "Deck: {n} cards"
SET_AUTO = "Play a single legal option automatically: {state}"
SET_FIRST = "Goes first: {who}"
SET_PACE = "Bot pace: {pace}"
SET_VERBOSITY = "Verbosity: {verbosity}"
SET_RELATIVE = "Locations: {wording}"
START_GAME = "Start the game"
BACK = "Back"
SETUP_HELP = "Left and Right change a setting, Enter changes it or opens it"
HUMAN = "human"
BOT = "{article} {level} bot"
ON = "on"
OFF = "off"
RANDOM_FIRST = "random"
SEAT_FIRST = "player {i}, {name}"
ABSOLUTE = "absolute squares"
RELATIVE = "relative to your pawns"
NEED_HUMAN_OR_BOT = "Setup needs 2 to 4 players."

NAME_PROMPT = "Type a name for player {i}, then Enter. Escape cancels."
NAME_SET = "Player {i} is now called {name}."
NAME_EMPTY = "The name is empty: type a name, or Escape to cancel."
NAME_CANCELLED = "Name unchanged: {name}."
NAME_DELETED = "Deleted {char}."
NAME_NOTHING_TO_DELETE = "Nothing to delete."

PACES = {"fast": "fast", "normal": "normal", "slow": "slow", "key": "wait for a key"}
PACE_SET = "Bot pace: {pace}."
VERBOSITY_SET = "Verbosity: {verbosity}."
WORDING_SET = "Locations: {wording}."

GAME_START = "New game, {rules} rules. {players}. {first}."
SEAT_YOU = "You play {colour}"
SEAT_HUMAN = "{name} plays {colour}"
SEAT_BOT = "{colour} is {kind}"
SEAT_NAMED_BOT = "{name} plays {colour}, {kind}"
FIRST_YOU = "You go first"
FIRST_OTHER = "{name} goes first"
YOUR_TURN = "Your turn, {name}: press D or Space to draw."
DRAW_PROMPT = "Press D or Space to draw."
DRAW_AGAIN = "Draw again: press D or Space."
OPTIONS_HEAD = "{count} options for your {card}."
GROUPS_HEAD = "{count} groups of options for your {card}: pick a group, then a choice."
GROUP_HEAD = "{label}. Escape goes back to the groups."  # the label counts the choices
GROUP_ITEM = "{number}: {label}"
ONLY_OPTION = "Only one option, played for you: {text}."
OPTION_FOCUS = "{label}"
BOT_THINKING = "{name} is thinking."

NOT_YOUR_TURN = "Wait: it is {name}'s turn."
DRAW_FIRST = "Draw first: press D or Space."
CARD_WAITING = "You have {card} to play: choose an option, 1 to {count}."
NO_OPTION_N = "There is no option {number}: choose 1 to {count}."
NO_GROUP_N = "There is no group {number}: choose 1 to {count}."
NO_FOCUS = "Walk to an option with Up and Down first, or press its number."
GAME_IS_OVER = "The game is over."
NO_CARD = "No card is waiting."
NOTHING_SAID = "Nothing has been said yet."
HISTORY_START = "Oldest message."
HISTORY_END = "Newest message."
KEY_DOES_NOTHING = "That key does nothing here. Press F1 for the keys."
GAME_OVER_KEYS = "The game is over: Enter plays again, Escape goes to the main menu."
HINT_ONLY_YOURS = "Hints are for your own turn, when a card is waiting."
NO_PAWNS_ON_TRACK = "No pawn is on the track."
CURSOR_AT = "{text}"
DANGER_NONE = "None of your pawns can be bumped next turn."
NO_VIEWER = "You have no pawns in this game."
SOMETHING_WRONG = "Sorry, something went wrong: {error}. The game goes on."

CONFIRM_QUIT = "Leave Sorry! Audio? Press Y to leave, any other key to stay."
STAYING = "Staying."

KEYS_HEAD = "Keys. {section}:"

RULES_TEXT = (
    "Sorry! rules in short.",
    "Each player has 4 pawns in START. The first to bring all of them HOME wins.",
    "On your turn draw a card and use it. If any option exists you must take one.",
    "A 1 or a 2 takes a pawn out of START onto its start square. A 2 lets you draw again.",
    "3, 5, 8 and 12 move one pawn forward. A 4 moves one pawn backward 4.",
    "A 7 moves one pawn 7, or splits 7 between two pawns.",
    "A 10 moves forward 10 or backward 1. "
    "An 11 moves forward 11 or swaps a pawn with an opponent's.",
    "SORRY! takes a pawn from START onto an opponent's square and sends that pawn back to START.",
    "Landing on an opponent bumps it back to its START. "
    "You may not land on your own pawn.",
    "Land on the triangle of another colour's slide and you slide to its end, "
    "bumping every pawn on the slide.",
    "Your safety zone is 5 steps before HOME; opponents cannot enter it. "
    "HOME needs the exact count.",
    "The a5065 rules: 3 pawns each, most cards can enter a pawn, "
    "a 2 gives no extra draw, and you slide only on your own colour's slides.",
)
