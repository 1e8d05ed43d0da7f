"""The words only the Point Score game says (rules spec 7): hands, playing and discarding a
card from the hand, refills, and the points at the end.

Part of the English catalog (:mod:`sorry_audio.narration.catalog` merges them); every key
starts ``pts.``, so none replaces a word of the drawing game.  The keys named in
:data:`REPLACED` are the drawing game's sentences that mean something else when cards are
played from a hand ("draw again" after a 2): a Narrator for the Point Score game says
``pts.<key>`` wherever the drawing game says ``<key>``.
"""

from __future__ import annotations

POINTS_TEXTS: dict[str, str] = {
    # --- events ----------------------------------------------------------------
    "pts.ev.play.you": "You play {card}.",
    "pts.ev.play.other": "{name} plays {card}.",
    "pts.ev.discard.you": "You discard {card}.",  # the card drawn is said next
    "pts.ev.discard.other": "{name} can use no card, and discards {card}.",
    "pts.ev.fill.you": "You draw {cards}.",
    "pts.ev.fill.other": "{name} draws {cards}.",  # the owner at a hot-seat table
    # face down: a bot's at full verbosity only; a hot-seat player's always
    "pts.ev.fill_hidden.one": "{name} draws a card.",
    "pts.ev.fill_hidden.many": "{name} draws {n} cards.",
    # --- brief: clauses of an opponent's one sentence ---------------------------
    "pts.br.play": "plays {card}",
    "pts.br.discard": "can use no card, discards {card}",
    # --- the hand -----------------------------------------------------------------
    "pts.held.13": "SORRY!",  # a hand's SORRY! is said as the card's name, no article
    "pts.hand": "Your hand: {cards}.",
    "pts.hand.stuck": "Your hand: {cards}; no card can move a pawn: choose one to discard.",
    "pts.hand.card": "{number}, {card} with {use}",  # not three small numbers in a row (c3)
    "pts.hand.card_bare": "{number}, {card}",
    "pts.hand.item": "{number}: {card} with {use}",
    "pts.hand.item_bare": "{number}: {card}",
    "pts.hand.none": "Your hand is empty.",
    "pts.use.none": "no use",
    "pts.pick": "Pick a card to play: {first} to {last}.",
    "pts.pick.one": "Pick a card to play: press {first}.",
    "pts.pick.stuck": "Press {first} to {last} to discard one; you then draw a card and "
                      "your turn ends.",
    "pts.pick.stuck_one": "Press {first} to discard it; you then draw a card and your turn "
                          "ends.",
    "pts.unusable": "The {card} has no use now: pick another card.",
    # --- hints before a card is picked -------------------------------------------
    "pts.hint.line": "Hint: play card {index}, the {card}: {option}, {move}. {why}.",
    "pts.hint.line_win": "Hint: play card {index}, the {card}: {option}, {move}.",
    "pts.hint.discard": "Hint: discard card {index}, the {card}: {why}.",
    "pts.why.twin": "you hold another {card}",
    "pts.why.keep": "the cards you keep are worth more",
    # "cannot use it again" was false: backward 4s can take a pawn out onto the track,
    # where an 11 swaps it and a bump gives a SORRY! a use (review aa27)
    "pts.why.dead": "with your pawns left in your safety zone, it is unlikely to be of use "
                    "again",
    # --- points ---------------------------------------------------------------------
    "pts.score.you": "You score {total}: {parts}.",
    "pts.score.other": "{name} scores {total}: {parts}.",
    # "points": "20 for Yellow's 4" was heard as "twenty-four" (review ai35)
    "pts.part.home_won": "{points} points for {owner} {pawns} HOME",
    "pts.part.home": "{pawns} HOME",
    "pts.part.home_none": "no pawn HOME",
    "pts.part.out.one": "{points} points for the {n} opponent pawn not HOME",
    "pts.part.out.many": "{points} points for the {n} opponent pawns not HOME",
    "pts.part.bonus": "a bonus of {points} ({why})",
    "pts.parts.two": "{first} and {last}",
    "pts.parts.many": "{head}, and {last}",
    "pts.part.no_bonus.you": "no bonus, as you have {pawns} HOME",
    "pts.part.no_bonus.other": "no bonus, as {name} has {pawns} HOME",
    "pts.bonus.100": "no opponent pawn reached HOME",
    "pts.bonus.50": "no opponent has more than one pawn HOME",
    "pts.bonus.25": "no opponent has more than two pawns HOME",
    # S during the game: only what is certain (pawns never leave HOME); the winner's
    # extras need a winner (playtest pi93)
    "pts.so_far": "Points so far for pawns home: {scores}; the winner gets extra points "
                  "at the end.",
    "pts.totals": "Totals after {games}: {scores}.",
    "pts.total": "{who} {total}",
    "pts.games.one": "{n} game", "pts.games.many": "{n} games",
    # --- the drawing game's sentences, as this game says them (see REPLACED) ---------
    "pts.ev.again.you": "You play again.",
    "pts.ev.again.other": "{name} plays again.",
    "pts.ev.again.named": "{name} plays again.",
    "pts.br.again": "plays again",
    "pts.br.again_yours": "play again",
    "pts.view.turn_draw.you": "Your turn: play a card from your hand.",
    "pts.view.turn_draw.other": "{name}'s turn to play a card.",
    "pts.view.turn_draw.named": "Your turn, {name}: play a card from your hand.",
    "pts.view.turn_again.you": "Your turn: you played a 2, so play another card from your "
                               "hand.",
    "pts.view.turn_again.named": "Your turn, {name}: you played a 2, so play another card "
                                 "from your hand.",
    "pts.view.turn_again.other": "{name} played a 2 and is to play again.",
    # another player's picked card is still theirs alone until it is played
    "pts.view.turn_card.other": "{name}'s turn to play a card.",  # picked, not yet shown
    "pts.view.deck": "{pile} not yet seen, your own hand not counted: {left}. {discards}",
    "pts.view.deck_all": "{pile} not yet seen, in the pile and the players' hands: {left}. "
                         "{discards}",
    "pts.view.deck_empty": "No card is unseen: your own hand not counted. {discards}",
    # the unseen cards are in the pile and the other hands: the pile's size on its own,
    # which a sighted player sees at a glance (playtest ph87)
    "pts.view.piles": "{draw} {discards}",
    "pts.view.draw_pile": "Draw pile: {count}.",
    "pts.view.draw_pile_empty": "The draw pile is empty: the discards are shuffled into a "
                                "new one at the next draw.",
    "pts.view.left_each": "{cards}, with {n} each",
    "pts.view.left_one": "{cards}, with {n}",
    "pts.view.left_none": "no {cards} unseen",
    "pts.help.none": "No card picked yet: pick a card from your hand first.",
    "pts.help.two_again": "Then play again.",
}

#: the drawing game's keys that the Point Score game says as ``pts.<key>``
REPLACED: tuple[str, ...] = (
    "ev.again.you", "ev.again.other", "ev.again.named", "br.again", "br.again_yours",
    "view.turn_draw.you", "view.turn_draw.other", "view.turn_draw.named",
    "view.turn_again.you", "view.turn_again.named", "view.turn_again.other",
    "view.turn_card.other",
    "view.deck", "view.deck_empty", "view.left_each", "view.left_one", "view.left_none",
    "help.none", "help.two_again",
)
