"""The UI's words for the Point Score game (rules spec section 7): setup, the turn's keys,
and the hand.  Part of the one catalog, under its own key prefixes (``ui.points.``,
``ui.hand.``)."""

from __future__ import annotations

POINTS_UI_TEXTS: dict[str, str] = {
    # setup
    "ui.points.set_on": "Point Score game: on, each player holds five cards and plays one "
                        "a turn, points at the end",
    "ui.points.set_off": "Point Score game: off",
    "ui.points.teams_off": "the partnership is off: the Point Score game is for players on "
                           "their own",
    "ui.points.off_for_teams": "the Point Score game is off: it is for players on their own",
    "ui.points.faster_locked": "Cannot be changed: {label}",
    "ui.points.set_faster": "Faster setup, one pawn out: on, as the Point Score game always "
                            "starts",
    "ui.points.over": "Game over after {cards}.",
    # S after the game: the winner first, as the drawing game's "First: Yellow" (playtest
    # ph87: S gave only the points); as the game ends, "Yellow wins!" came just before
    "ui.points.over_won": "Game over after {cards}: {who} won.",
    "ui.table.points": "{table}, the Point Score game",
    # the game
    "ui.variant.points": "The Point Score game: every player holds five cards and plays one "
                         "of them each turn, and everyone scores at the end",
    "ui.hand.turn_first": "Your turn: pick a card to play, 1 to 5, or walk your hand with "
                          "Up and Down and press Enter. Escape puts a picked card back.",
    "ui.hand.prompt": "Pick a card to play, 1 to 5, or walk your hand with Up and Down and "
                      "press Enter. Escape puts a picked card back.",
    "ui.hand.turn_first.named": "Your turn, {name}: press D to hear your hand, then pick a "
                                "card to play, 1 to 5, or walk your hand with Up and Down "
                                "and press Enter. Escape puts a picked card back.",
    "ui.hand.hear_first": "{name}, press D to hear your hand first.",
    "ui.hand.hint_other_card": "That is the best of this card; the hard bot would play card "
                               "{index}, the {card}: Escape puts this one back.",
    "ui.hand.hint_other_card_group": "That is the best of this card; the hard bot would "
                                     "play card {index}, the {card}: Escape twice puts this "
                                     "one back.",
    "ui.hand.drew": "You drew {cards}.",
    "ui.hand.handover_guard": "{name}, that key came as the turn passed to you: press D to "
                              "hear your hand.",
    "ui.hand.totals_kept": "{totals} They are kept with the table's next game: Continue "
                           "in the main menu starts it.",
    "ui.hand.totals_kept_unsaved": "{totals} They are kept with the table's next game until "
                                   "you quit, as the file would not take it: Continue in the "
                                   "main menu starts it.",
    "ui.hand.handover_guard.bot": "{name}, that key came during {bot}'s turn: press D to "
                                  "hear your hand.",
    "ui.hand.handover_guard.alone": "That key came as the bots finished: press D again to "
                                    "hear your hand.",
    "ui.hand.reach_none": "No card in your hand can bump an opponent's pawn.",
    "ui.hand.reach_rest": "Your {cards} cannot bump an opponent's pawn.",
    "ui.hand.hint_focus": "The hinted card is selected: Enter picks it.",
    "ui.hand.turn_private.named": "Your turn, {name}: press D to hear your hand.",
    "ui.hand.hinted_option": "Option {number}, the hinted one, is selected: Enter plays it; "
                             "Escape puts the card back.",
    # the hinted card picked, its option in a group: the group opened, its options next
    # (playtest ph87: the list of groups, then the group's label alone, then "option 6")
    "ui.hand.hint_groups": "{count} groups of options for your {card}. {opened}",
    "ui.hand.hinted_in_group": "Option {number}, the hinted one, is selected: Enter plays "
                               "it.",
    "ui.hand.hinted_one": "It is the hinted option: Enter or 1 plays it; Escape puts the card "
                          "back.",
    "ui.hand.one_option": "Enter or 1 plays it; Escape puts the card back.",
    "ui.hand.no_card": "There is no card {number}: your hand holds {n}.",
    "ui.hand.no_focus": "Walk to a card with Up and Down first, or press its number.",
    "ui.hand.put_back": "The {card} goes back in your hand, as card {number}.",
    "ui.hand.put_back_keys": "{line} Up and Down walk on from it, D says the whole hand.",
    "ui.hand.pick_first": "Pick a card from your hand first: 1 to 5, or D to hear your hand.",
    "ui.hand.card_back": "Your turn: you had picked {card} before you left.",
    "ui.hand.card_back.named": "Your turn, {name}: you had picked {card} before you left.",
}
