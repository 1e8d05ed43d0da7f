"""The Rules item's words: the board and the rules in short, one spoken line per line.

Part of the app's one catalog (merged into the UI phrases by
:mod:`sorry_audio.narration.catalog_ui`); :func:`sorry_audio.ui.menus.rules_lines` puts them
together: in the main menu the head, the board, the classic rules and notes on the a5065
rules, the partnership game and the Point Score game; in a game that game's rules, with
its setup and deck.
"""

from __future__ import annotations

RULES_TEXTS: dict[str, str] = {
    "ui.rules_text.head": "Sorry! rules in short.",
    "ui.rules_text.head_game": "This game plays the {rules} rules. In short:",
    "ui.rules_text.board": (
        "The board is a track of 60 squares, numbered from Red's start square, square 1. "
        "Every pawn goes once round it, in the direction the numbers rise.\n"
        "Each colour's start square, where its pawns come out of START, is 15 squares after "
        "the one before: Red 1, Blue 16, Yellow 31, Green 46.\n"
        "Each colour has two slides: a short one of 4 squares that ends on its start square "
        "(Red's runs from 58 to 1), and a long one of 5 squares (Red's from 6 to 10). A "
        "slide's first square is its triangle (Red's 58 and 6). The slides of colours no one "
        "plays are still there.\n"
        "Your safety entry is 2 squares before your start square (Red's is 59). From it your "
        "pawns turn off the track into your safety zone, 5 squares, then HOME."),
    "ui.rules_text.classic": (
        "Each player has 4 pawns in START. The first to bring all of them HOME wins.\n"
        "On your turn draw a card and use it. If any option exists you must take one.\n"
        "A 1 or a 2 takes a pawn out of START onto its start square, or moves one pawn "
        "forward 1 or 2. A 2 lets you draw again, even when it moved no pawn.\n"
        "3, 5, 8 and 12 move one pawn forward. A 4 moves one pawn backward 4.\n"
        "A 7 moves one pawn forward 7, or splits the 7 between two pawns, all 7 used (4 "
        "and 3, say: if one pawn can take only part of it, the other must take the rest); "
        "it never takes a pawn out of START.\n"
        "A 10 moves forward 10 or backward 1. "
        "An 11 moves forward 11 or swaps a pawn with an opponent's; "
        "if no pawn can move forward 11, you may pass instead of swapping. A swap can put "
        "your pawn past your safety entry, and then it must go round again.\n"
        "SORRY! takes a pawn from START onto an opponent's square and sends that pawn back to "
        "START.\n"
        "A swap and a SORRY! take only pawns on the track, never in a safety zone.\n"
        "Landing on an opponent bumps it back to its START. You may not land on your own pawn, "
        "so none comes out of START while your own pawn is on your start square.\n"
        "Land on the triangle of another colour's slide, whether moving forward, backward, "
        "by a swap or by a SORRY!, and you slide to its end, sweeping every pawn on the "
        "slide back to its START, your own too. You do not slide on your own colour's "
        "slides.\n"
        "Opponents cannot enter your safety zone. HOME needs the exact count.\n"
        "Backward moves can take a pawn out of your safety zone, and never into it. A pawn "
        "backed to your safety entry or behind it, as a 4 can from your start square, turns "
        "into the safety zone at the entry when it next moves forward, without going round "
        "again: a short way home."),
    "ui.rules_text.a5065_note": (
        "The a5065 rules, a choice in setup, named after the product number of a later "
        "Hasbro edition: 3 pawns each; any card that moves forward can "
        "enter a pawn; a 2 gives no extra draw; a SORRY! that cannot take anyone (no pawn in "
        "START, or no one to take) moves one pawn forward 4 instead; and pawns slide only on "
        "their own colour's slides, so your short slide can carry you past your safety "
        "entry."),
    "ui.rules_text.a5065": (
        "Each player has 3 pawns in START. The first to bring all of them HOME wins.\n"
        "On your turn draw a card and use it. If any option exists you must take one.\n"
        "Any card that moves a pawn forward (1, 2, 3, 5, 7, 8, 10, 11 and 12) can instead "
        "take a pawn out of START onto its start square. A 2 gives no extra draw.\n"
        "1, 2, 3, 5, 8 and 12 move one pawn forward. A 4 moves one pawn backward 4.\n"
        "A 7 moves one pawn forward 7, or splits the 7 between two pawns, all 7 used (4 "
        "and 3, say: if one pawn can take only part of it, the other must take the rest).\n"
        "A 10 moves forward 10 or backward 1. "
        "An 11 moves forward 11 or swaps a pawn with an opponent's; "
        "if no pawn can move forward 11, you may pass instead of swapping. A swap can put "
        "your pawn past your safety entry, and then it must go round again.\n"
        "SORRY! takes a pawn from START onto an opponent's square and sends that pawn back to "
        "START. When it cannot (no pawn in START, or no one to take), it moves one pawn "
        "forward 4 instead.\n"
        "A swap and a SORRY! take only pawns on the track, never in a safety zone.\n"
        "Landing on an opponent bumps it back to its START. You may not land on your own pawn, "
        "so none comes out of START while your own pawn is on your start square.\n"
        "Pawns slide only on their own colour's slides: land on your own triangle, forward, "
        "backward, by a swap or by a SORRY!, and you slide to its end, sweeping every pawn "
        "on the slide back to its START, your own too. Another colour's triangle is an "
        "ordinary square.\n"
        "Mind your short slide: it runs past your safety entry, so a pawn that lands on its "
        "triangle (Red's 58) slides to your start square and must go round again.\n"
        "Opponents cannot enter your safety zone. HOME needs the exact count.\n"
        "Backward moves can take a pawn out of your safety zone, and never into it. A pawn "
        "backed to your safety entry or behind it turns into the safety zone when it next "
        "moves forward, at the entry, without going round again."),
    "ui.rules_text.faster": "But with faster setup, one of them began on its start square.",
    "ui.rules_text.deck.45": "The deck has 45 cards: five 1 cards and four of every other "
                             "card, with no 6 or 9.",
    "ui.rules_text.deck.44": "The deck has 44 cards, four of every card, with no 6 or 9: a "
                        "1 card fewer than in the box.",
    "ui.rules_text.teams_note": (
        "The partnership game, a choice in setup with 4 players: Red and Yellow play together "
        "against Blue and Green, partners across the board, and the first team with all its "
        "pawns HOME wins. In it:"),
    # in a partnership game, the first line of the rules without "the first to bring all of
    # them HOME wins", which the partnership's own lines correct
    "ui.rules_text.pawns": "Each player has {n} pawns in START.",
    "ui.rules_text.teams": (
        "This is a partnership game: partners sit across the board, Red with Yellow and Blue "
        "with Green. The first team with all its pawns HOME wins.\n"
        "On your turn you may take out or move any pawn of your team, your own or your "
        "partner's. A card is lost only when no pawn of the team can use it.\n"
        "Each pawn moves as its own colour, towards its own safety zone, and slides as its "
        "own colour would. Landing on your partner's pawn bumps it too, and your partner's "
        "pawn may land on yours and bump it.\n"
        "A 7 may be split between any two pawns of the team. An 11 swaps only with an "
        "opponent's pawn. A SORRY! takes an opponent's pawn, or your partner's when no "
        "opponent's pawn is on the track.\n"
        "When all your own pawns are HOME, you go on drawing in your turn and move your "
        "partner's."),
    "ui.rules_text.points_note": (
        "The Point Score game, a choice in setup for players on their own: every player "
        "begins with one pawn on its start square, holds five cards and plays one a turn, "
        "and everyone scores at the end. In it:"),
    # in the Point Score game, the first line of the rules, and the 2's line in the card rules
    "ui.rules_text.points_pawns": (
        "Each player has {n} pawns: one began on its start square, the rest in START. The "
        "first to bring all of them HOME ends the game."),
    # in a partnership game the own-pawn sentence of the card rules becomes the other
    # (the partner's pawn may land on yours: review ra137)
    "ui.rules_text.own_pawn": "You may not land on your own pawn, so none comes out of START "
                              "while your own pawn is on your start square.",
    "ui.rules_text.own_colour": "No pawn may land on a pawn of its own colour, so none comes "
                                "out of START while a pawn of its colour is on its start "
                                "square.",
    "ui.rules_text.draw_again": "A 2 lets you draw again, even when it moved no pawn.",
    "ui.rules_text.play_again": "A 2 lets you play again.",
    # the a5065 rules' 2, in the drawing game and in the Point Score game
    "ui.rules_text.no_extra_draw": "A 2 gives no extra draw.",
    "ui.rules_text.no_extra_turn": "A 2 gives no extra turn.",
    # the Point Score game's 2, where a 2 plays again ({two} in ui.rules_text.points)
    "ui.rules_text.points_two": " After a 2 you draw back up to five and play again.",
    "ui.rules_text.points": (
        "This is the Point Score game. Every player holds five cards, which only they hear.\n"
        "On your turn pick one card of your hand and play it: one that can move a pawn, if "
        "you hold one. It is discarded face up and you draw back up to five.{two}\n"
        "If no card in your hand can move a pawn, you discard one of your choice, draw one, "
        "and your turn ends.\n"
        "When a player brings the last pawn HOME the game ends, and everyone scores 5 points "
        "for each of their pawns HOME.\n"
        "The winner also scores 5 for each opponent pawn not HOME, and one bonus: 100 if no "
        "opponent has a pawn HOME, else 50 if none has more than one, else 25 if none has "
        "more than two.\n"
        "Play again at the same table and the points add up, game after game."),
}
