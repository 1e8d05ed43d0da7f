"""Every player-facing word of the game, as ``str.format`` templates under stable keys.

Wording is tuned (or translated) here alone: logic picks a key and fills the
fields.  Keys ending ``.you`` are said to the viewer, ``.other`` about another
player (``{name}``); ``.victim`` lines start with the viewer's pawn, ``.named``
ones with another listener's (a hot-seat table, where nobody is "you").  A
translation is a new :class:`Catalog` with the same keys, passed to the app,
which hands it to the Narrator; the UI's own phrases (``ui.`` keys, in
:mod:`sorry_audio.narration.catalog_ui`) and the danger, reach and hint phrases
(in :mod:`sorry_audio.narration.catalog_hints`) come from the same object.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from enum import Enum
from types import MappingProxyType

from sorry_audio.narration.catalog_hints import HINT_TEXTS
from sorry_audio.narration.catalog_points import POINTS_TEXTS
from sorry_audio.narration.catalog_points_ui import POINTS_UI_TEXTS
from sorry_audio.narration.catalog_teams import TEAM_TEXTS
from sorry_audio.narration.catalog_ui import UI_TEXTS

ENGLISH: dict[str, str] = {
    # --- names and grammar ---------------------------------------------------
    "colour.red": "Red", "colour.blue": "Blue", "colour.yellow": "Yellow",
    "colour.green": "Green",
    "who.you": "you",
    "possessive.you": "your",
    "possessive.other": "{name}'s",
    "possessive.empty": "the {name}",  # a colour no one plays: its slides and squares
    "pawn.plain": "pawn {pawn}",
    "pawn.you": "your pawn {pawn}",
    "pawn.colour": "{name} pawn {pawn}",
    "pawn.named": "{name}'s pawn {pawn}",
    "pawns.plain": "pawns {pawns}",
    "pawns.you": "your pawns {pawns}",
    "pawns.colour": "{name} pawns {pawns}",
    "pawns.named": "{name}'s pawns {pawns}",
    "list.join": "{head} {conj} {last}",
    "list.and": "and",
    "list.or": "or",
    "sep.comma": ", ",
    "sep.semicolon": "; ",
    "sep.or": ", or ",
    "sep.sentence": ". ",
    "unit.square.one": "{n} square", "unit.square.many": "{n} squares",
    "unit.step.one": "{n} step", "unit.step.many": "{n} steps",
    "unit.card.one": "{n} card", "unit.card.many": "{n} cards",
    "unit.option.one": "{n} option", "unit.option.many": "{n} options",
    "unit.pawn.one": "{n} pawn", "unit.pawn.many": "{n} pawns",
    "unit.move.one": "{n} move", "unit.move.many": "{n} moves",
    "unit.win.one": "{n} win", "unit.win.many": "{n} wins",
    "unit.game.one": "{n} game", "unit.game.many": "{n} games",
    "unit.game_waits.one": "{n} game waits", "unit.game_waits.many": "{n} games wait",
    "ordinal.1": "first", "ordinal.2": "second", "ordinal.3": "third", "ordinal.4": "fourth",
    # --- cards ---------------------------------------------------------------
    "card.1": "1", "card.2": "2", "card.3": "3", "card.4": "4", "card.5": "5",
    "card.7": "7", "card.8": "8", "card.10": "10", "card.11": "11", "card.12": "12",
    "card.13": "SORRY!",
    "card.a.1": "a 1", "card.a.2": "a 2", "card.a.3": "a 3", "card.a.4": "a 4",
    "card.a.5": "a 5", "card.a.7": "a 7", "card.a.8": "an 8", "card.a.10": "a 10",
    "card.a.11": "an 11", "card.a.12": "a 12", "card.a.13": "a SORRY!",
    # --- locations -----------------------------------------------------------
    "loc.start": "in start",
    "loc.home": "home",
    "loc.zone": "on safety zone square {step}",
    "loc.track": "on track square {square}",
    # B and V in brief (playtest qf120)
    "loc.track.brief": "on {square}",
    "dest.start": "start",
    "dest.home": "home",
    "dest.zone": "safety zone square {step}",
    "dest.track": "square {square}",
    "rel.with": "{where}, {distance}",
    "rel.aside": "{where}, {distance},",  # mid-sentence: the comma closes it
    "rel.track": "{squares} before {owner} safety entry",
    "rel.at_entry": "{owner} safety entry",
    "rel.zone": "{steps} from home",
    # --- events --------------------------------------------------------------
    "ev.draw.you": "You draw {card}.",
    "ev.draw.other": "{name} draws {card}.",
    "ev.cards_left": "{cards} left in the pile.",
    "ev.reshuffle": "The discards are shuffled into a new draw pile of {cards}.",
    "ev.enter.you": "You move pawn {pawn} out of start onto square {square}.",
    "ev.enter.other": "{name} moves pawn {pawn} out of start onto square {square}.",
    "ev.move.you": "You move pawn {pawn} {way} {steps}{origin} to {where}{details}.",
    "ev.move.other": "{name} moves pawn {pawn} {way} {steps}{origin} to {where}{details}.",
    "ev.move_home.you": "You move pawn {pawn} forward {steps}{origin} home{details}.",
    "ev.move_home.other": "{name} moves pawn {pawn} forward {steps}{origin} home{details}.",
    "ev.details": ", {details}",
    # a 7 split, worded as the split options are ("split 7: pawn 2 forward 1 to square
    # 23; then pawn 3 forward 6 ..."): told as two moves it was heard as two cards' (pa67)
    "ev.split.you": "You split the 7: {first}.",
    "ev.split.other": "{name} splits the 7: {first}.",
    "ev.split_both.you": "You split the 7: {first}; then {then}.",
    "ev.split_both.other": "{name} splits the 7: {first}; then {then}.",
    # the second half after a bump, a slide or a pawn home: who moves is said again
    "ev.split_then.you": "Then you move {then}.",
    "ev.split_then.other": "Then {name} moves {then}.",
    "ev.split_part": "pawn {pawn} forward {steps}{origin} to {where}{details}",
    "ev.split_part_home": "pawn {pawn} forward {steps}{origin} home{details}",
    # another player's a5065 SORRY! that could take no one (the player's own list says why)
    "ev.sorry_forward": "{reason}, so the SORRY! moves {pawn} forward {steps}{origin} to "
                        "{where}{details}.",
    "ev.sorry_forward_home": "{reason}, so the SORRY! moves {pawn} forward {steps}{origin} "
                             "home{details}.",
    "fb.no_start": "{name} has no pawn in start",
    "fb.no_target": "{name} has no one to take",
    "way.forward": "forward",
    "way.back": "back",
    "ev.from": " from {where}",
    "ev.out_of_zone": " out of the safety zone",
    "ev.passing": "passing {squares}",
    "pass.track": "square {first}",
    "pass.track_list": "squares {squares}",
    "pass.track_run": "squares {first} to {last}",
    "pass.zone": "safety zone square {first}",
    "pass.zone_list": "safety zone squares {squares}",
    "pass.zone_run": "safety zone squares {first} to {last}",
    "ev.jumping": "jumping {pawns}",
    # another player's own pawns, with their owner: a bare "pawn 1" sounded like yours
    "ev.jumping_own.one": "{owner} own pawn {pawns}",
    "ev.jumping_own.many": "{owner} own pawns {pawns}",
    "ev.slide": "{pawn} slides down {owner} slide from square {start} to {end}{note}.",
    "ev.slide_full": "{pawn} slides down {owner} {kind} slide from square {start} to "
                     "{end}{note}.",
    # said once a game, after the first slide (playtest qn129: slides were named, never
    # explained, to a newcomer watching the bots)
    "ev.slide_lesson.other": "A pawn that ends a move on the triangle at the start of "
                             "another colour's slide slides to its end, and every other "
                             "pawn on the slide, even its own colour's, goes back to "
                             "start.",
    "ev.slide_lesson.own": "A pawn that ends a move on the triangle at the start of its own "
                           "colour's slide slides to its end, and every other pawn on the "
                           "slide, even its own colour's, goes back to start.",
    "slide.note": ", {note}",
    "slide.back_where": "back where it was",
    # one wording for the option's warning and the slide's line (a5065's own slides)
    "slide.past": "past {owner} safety entry",
    "slide.past_steps": "past {owner} safety entry, {steps} further from home than {when}",
    "when.now": "now",
    "when.before": "before the move",
    "ev.bump.you": "You bump {victim} on square {square} back to start.",
    "ev.bump.other": "{name} bumps {victim} on square {square} back to start.",
    "ev.bumped.victim": "Your pawn {pawn} on square {square} was bumped back to start by {by}.",
    "ev.bumped.named": "{victim} on square {square} was bumped back to start by {by}.",
    "ev.swept.you": "Sliding, you sweep {victim} on square {square} back to start.",
    "ev.swept.other": "Sliding, {name} sweeps {victim} on square {square} back to start.",
    "ev.swept.victim": "Your pawn {pawn} on square {square} was swept back to start by {by} "
                       "sliding.",
    "ev.swept.named": "{victim} on square {square} was swept back to start by {by} sliding.",
    # one slide's sweeps in one line (playtest pa67: a line each)
    "ev.swept_many.you": "Sliding, you sweep {victims} back to start.",
    "ev.swept_many.other": "Sliding, {name} sweeps {victims} back to start.",
    "ev.swept_many.victims": "{victims} were swept back to start by {by} sliding.",
    "ev.swept_item": "{victim} on square {square}",
    "ev.swept_item_own": "{owner} own pawn {pawn} on square {square}",
    "ev.swept_own.you": "Sliding, you sweep your own pawn {pawn} on square {square} back to "
                        "start.",
    "ev.swept_own.other": "Sliding, {name} sweeps {owner} own pawn {pawn} on square {square} "
                          "back to start.",
    # a swap says where each pawn is now, each with its own distance (as a move's end)
    "ev.swap.you": "You swap pawn {pawn} with {other}: your pawn {pawn} is now on square "
                   "{square}, and {other} on square {other_square}.",
    "ev.swap.other": "{name} swaps pawn {pawn} with {other}: {mine} is now on square "
                     "{square}, and {other} on square {other_square}.",
    "ev.swapped.victim": "{name} swaps pawn {pawn} with your pawn {other}: your pawn {other} "
                         "is now on square {square}, and {theirs} on square {other_square}.",
    # after the hits said again at a hot-seat turn: a pawn moved since (by a partner)
    "ev.moved_since.victim": "Your pawn {pawn} has moved since: it is {where} now.",
    "ev.moved_since.named": "{victim} has moved since: it is {where} now.",
    "ev.swapped.named": "{name} swaps pawn {pawn} with {victim}: {victim} is now on square "
                        "{square}, and {theirs} on square {other_square}.",
    # the recap's swap, whose pawn slid on (its slide's own line is not said again)
    "ev.swapped_slid": "{square}, after sliding on from square {start}",
    "ev.sorry": "SORRY! {pawn} leaves start and takes square {square}.",
    "ev.zone": "{pawn} enters the safety zone.",
    "ev.home.you": "You have {home} of {total} pawns home.",
    "ev.home.other": "{name} has {home} of {total} pawns home.",
    "ev.pass.you": "You choose not to swap, and pass.",
    "ev.pass.other": "{name} chooses not to swap, and passes.",
    # a bot's play that was its only legal option (full; normal at a table of bots)
    # a sentence of its own: ", Blue's own slide: no slide, its only move." was heard as
    # "no slide" being the only move (review rz134)
    "ev.only_move": "{line}. It had no other move.",
    "ev.forfeit.you": "You cannot use the {card}: {reason}. The card is lost.",
    "ev.forfeit.other": "{name} cannot use the {card}: {reason}.",
    "ev.forfeit.named": "{name} cannot use the {card}: {reason}. The card is lost.",
    # brief: the draw and its loss in one short line, as a bot's turn is
    "ev.draw_lost.you": "You draw {card} and cannot use it: {reason}.",
    "ev.draw_lost.other": "{name} draws {card} and cannot use it: {reason}.",
    "reason.no_move": "no pawn can move",
    "reason.exact.one": "pawn {pawn} is {steps} from home, and HOME needs the exact count",
    "reason.exact.many": "pawns {pawns} are {steps} from home, and HOME needs the exact "
                         "count",
    "reason.exact_start": "{exact}; {start}",
    "reason.exact_swap": "{exact}; none of {owner} pawns is on the track to swap",
    "reason.exact_swap.team": "{exact}; none of {owner} team's pawns is on the track to "
                              "swap",
    "reason.sorry_later": "{cards}, or a SORRY! once an opponent's pawn is on the track",
    "reason.start_need.one": "the pawn in start needs {cards}",
    "reason.start_need.many": "the pawns in start need {cards}",
    "reason.all_start": "{pawns} are in start, and only {cards} brings one out",
    # no opponent's pawn to take yet: "only a 1 or a 2" alone taught a newcomer that a
    # SORRY! never brings one out (playtest qa113)
    "reason.all_start_later": "{pawns} are in start, and only {cards} brings one out, or a "
                              "SORRY! once an opponent's pawn is on the track",
    # each pawn's reason when no pawn can move the card (playtest u21)
    "reason.pawn_stuck": "pawn {pawn} would {ways}",
    "reason.pawns_stuck": "pawns {pawns} would {ways}",
    "reason.way.past_home": "pass home",
    "reason.way.own_pawn": "land on pawn {other}",
    "reason.in_start.one": "pawn {pawns} is in start",
    "reason.in_start.many": "pawns {pawns} are in start",
    "reason.no_swap": "no opponent pawn is on the track to swap with",
    "reason.all_start_short": "{pawns} are in start",
    "reason.all_start_card": "{pawns} are in start, and {card} cannot bring one out",
    "reason.pawns_all": "all {owner} pawns",
    "reason.pawns_left": "all {owner} pawns not yet home",
    "reason.no_start": "no pawn in start",
    "reason.no_target": "no opponent pawn on the track to take",
    "reason.no_start_nor_fallback": "no pawn in start, and no pawn can move forward 4",
    "reason.no_target_nor_fallback": "no opponent pawn on the track to take, and no pawn can "
                                     "move forward 4",
    "ev.again.you": "You drew a 2: draw again.",
    "ev.again.other": "{name} drew a 2 and draws again.",
    # a person at a hot-seat table: told to draw, as "you" would be (r18: it sounded like a bot)
    "ev.again.named": "{name} drew a 2: {name}, draw again.",
    "ev.turn.you": "Your turn.",
    "ev.turn.other": "{name}'s turn.",
    "ev.won.you": "You win! All your pawns are home. Well played!",
    "ev.won.other": "{name} wins! All {name}'s pawns are home.",
    # a person at a hot seat: praised as a player alone is (playtest qq135: a child's win
    # got no "Well played!", which her win alone against a bot did)
    "ev.won.named": "{name} wins! All {name}'s pawns are home. Well played!",
    # --- brief: one sentence per opponent turn --------------------------------
    "br.sentence": "{name}: {clauses}.",
    "br.then": "then {clauses}",
    "br.draw": "draws {card}",
    # the same words for a bot's and your own play (playtest qk126: "enters pawn 1" and
    # "You: pawn 2 out of start" were two ways to say one move)
    "br.enter": "pawn {pawn} out of start",
    "br.move": "pawn {pawn} to {where}",
    "br.back": "pawn {pawn} back {steps} to {where}",
    "br.back_out": "pawn {pawn} back {steps} out of the safety zone to {where}",
    "br.sorry_as_forward": "played as forward {steps}",
    "br.slide": "slides to {end}{note}",
    # "then its pawn 2 slides" followed "with Blue pawn 2": heard as Blue's (playtest f6)
    "br.slide_swapped": "then {owner} pawn {pawn} slides to {end}{note}",
    "br.bump": "bumps {victim}",
    "br.sweep": "sweeps {victim} back to start",
    "br.sweep_own": "sweeps its own pawn {pawn} back to start",
    # among the pawns one slide sweeps ("sweeps Red pawn 1 and its own pawn 2 back to start")
    "br.sweep_item.own": "its own pawn {pawn}",
    "br.swap": "swaps pawn {pawn} onto square {other_square} with {other}, which goes to "
               "square {square}",
    "br.swap_you": "swaps pawn {pawn} onto square {other_square} with your pawn {other}, "
                   "which goes to square {square}",
    "br.swap_named": "swaps pawn {pawn} onto square {other_square} with {victim}, which goes "
                     "to square {square}",
    "br.sorry": "SORRY! pawn {pawn} from start takes square {square}",
    "br.sorry_drawn": "pawn {pawn} from start takes square {square}",
    "br.home": "pawn {pawn} home",
    # "making": "pawn 1 home, 1 of 4" was heard as "pawn one of four" (review ai35)
    "br.home_count": "pawn {pawn} home, making {home} of {total}",
    "br.pass": "does not swap",
    # the viewer's own play in brief, "You: ..." (playtest qf120)
    "br.swap_yours": "pawn {pawn} swapped onto square {other_square} with {other}, which "
                     "goes to square {square}",
    "br.sweep_own_yours": "sweeps your own pawn {pawn} back to start",
    "br.sweep_item.own_yours": "your own pawn {pawn}",
    "br.forfeit": "cannot move",
    "br.again": "draws again",
    "br.again_yours": "draw again",
    "br.sorry_yours": "SORRY!, pawn {pawn} from start takes square {square}",
    # --- option labels -------------------------------------------------------
    "opt.numbered": "{number}: {text}",
    "opt.pass": "pass: do not swap, and move nothing",
    "opt.enter": "pawn {pawn} out of start onto square {square}",  # as the move is said
    "opt.forward": "pawn {pawn} forward {steps} to {where}",
    "opt.forward_home": "pawn {pawn} forward {steps} home",
    "opt.back": "pawn {pawn} back {steps} to {where}",
    "opt.back_out": "pawn {pawn} back {steps} out of the safety zone to {where}",
    "opt.back_near_home": "{steps} from home",
    "opt.slide": "slides to {end}",
    # after a pawn taken or bumped ("..., 7 steps from its home"), the slide names its pawn:
    # "slides to" there was heard as the victim sliding (review rm102)
    # "then": "which has 59 steps to go, pawn 4 slides" ran the clause on (playtest qc116)
    "opt.slide_pawn": "then pawn {pawn} slides to {end}",
    "opt.slide_pawn.named": "then {pawn} slides to {end}",
    "opt.slide_yours": "then your pawn slides to {end}",  # brief SORRY!: no number said
    "opt.jumps": "jumps {pawns}",  # a verb like the rest: "jumps Blue pawn 3, bumps ..."
    "opt.bump": "bumps {victim}",
    "opt.sweep": "sweeps {victim} back to start",
    # one pawn, said as a bump is, with how near home it stood (playtest qf120)
    "opt.sweep_one": "sweeps back to start {victim}",
    "opt.bump_own": "warning: sends your own pawn {pawn} back to start",
    "opt.bump_own_also": "and sends your own pawn {pawn} back to start",
    "opt.warning": "warning: {text}",
    # your pawn's landing first (then its slide), the other pawn's new square last
    "opt.swap": "swap pawn {pawn} with {other}: pawn {pawn} to {where}",
    "opt.swap_theirs": "{other} to {where}",
    # what it costs the mover's own pawn (playtest qf120: said only by Shift+O)
    "opt.swap_costs": "{squares} further from home",
    "opt.swap_costs.named": "{squares} further from its home",
    # a swap that takes the other pawn 10 or more squares nearer its own home (pc69)
    "opt.swap_helps": "{other} to {where}, nearer its home",
    # and one that sets it back as much, so the way it goes is heard without sums (pi93)
    "opt.swap_hurts": "{other} to {where}, further from its home",
    # a pawn on its own colour's slide triangle, classic: "to square 58" sounded like a
    # slide to come (playtest pa67)
    "opt.own_slide": "{owner} own slide: no slide",
    "opt.sorry": "SORRY! pawn {pawn} from start takes square {square} from {victim}",
    "opt.sorry_brief": "takes square {square} from {victim}",
    # a pawn a SORRY! takes or a move bumps, with how near home it stood: what it loses,
    # which a sighted player sees at a glance (playtest px98); steps, as S counts them,
    # with Shift+W too; one on its own start square loses 1 step (not a sweep's pawns)
    # "which has": "from Bo's pawn 1, 55 steps from its home" was heard as the mover's
    # pawn's distance (playtest qb114)
    "opt.victim_home": "{victim}, which has {steps} to go",
    "opt.victim_start": "{victim}, on its start square",
    "opt.wins": "wins the game",
    # a 1 or a 2 with a pawn in start, but the player's own pawn on the start square: said
    # once, as a lesson (playtest qn129: "played for you" moved a pawn forward, unexplained)
    "opt.start_blocked": "no pawn comes out of start while your own pawn {pawn} is on your "
                         "start square",
    "opt.start_blocked.named": "none of {name}'s pawns comes out of start while its own pawn "
                               "{pawn} is on its start square",
    "opt.sorry_forward": "no pawn in start, so the SORRY! moves a pawn forward {steps}",
    "opt.sorry_forward.no_target": "no one to take, so the SORRY! moves a pawn forward "
                                   "{steps}",
    "opt.split": "split 7: {first}; then {then}",
    "opt.split_brief": "{first}; then {then}",
    # --- option groups -------------------------------------------------------
    "grp.label": "{head}: {options}: {what}",
    "grp.label_bare": "{head}: {options}",
    "grp.part": "{head}, part {part} of {parts}",
    "grp.range": "options {first} to {last}",
    "grp.pawn": "pawn {pawn} {where}",
    "grp.pair": "split between pawn {a} {where_a} and pawn {b} {where_b}",
    "grp.sorry": "SORRY! on {name}",
    "grp.one7": "one pawn forward 7",
    "grp.enter": "enter a pawn",
    "grp.pass": "pass",
    "sum.forward": "forward {steps}",
    "sum.backward": "back {steps}",
    "sum.pawn_to": "pawn {pawn} to {where}",
    "sum.pawn_home": "pawn {pawn} home",
    "sum.swaps": "swaps with {names}",
    "sum.bumps.one": "one of them bumps {victims}",
    "sum.bumps.many": "{count} of them bump {victims}",
    "sum.pawn_bumps": " and bump {victims}",  # after "pawn 1 to square 14"
    "sum.home.one": "one of them takes a pawn home",
    "sum.home.many": "{count} of them take a pawn home",
    "sum.own.one": "one of them sends your own pawn back to start",
    "sum.own.many": "{count} of them send your own pawn back to start",
    "sum.own_team.one": "one of them sends a pawn of your team back to start",
    "sum.own_team.many": "{count} of them send a pawn of your team back to start",
    "sum.enter": "enter a pawn",
    "sum.pass": "pass",
    # --- views ---------------------------------------------------------------
    "pawn.at": "pawn {pawn} {where}",
    # "with": "square 57, 23 steps" was heard as "fifty-seven twenty-three" (review ai35)
    "pawn.at_steps": "pawn {pawn} {where}, with {steps} to home",
    "pawn.at_steps.brief": "pawn {pawn} {where}, with {steps} to go",
    "pawns.all_start": "all pawns in start",
    "pawns.steps_each": "{pawns}, {steps} each",
    "pawns.one_start": "pawn {pawn} in start",
    "pawns.some_start": "pawns {pawns} in start",
    "pawns.all_home": "all pawns home",
    "pawns.one_home": "pawn {pawn} home",
    "pawns.some_home": "pawns {pawns} home",
    "view.pawns.you": "You, {colour_name}: {pawns}.",
    "view.pawns.other": "{name}, {colour_name}: {pawns}.",
    "view.pawns.colour": "{name}: {pawns}.",
    "view.turn_draw.you": "Your turn: draw a card.",
    "view.turn_draw.other": "{name}'s turn to draw.",
    "view.turn_card.you": "Your turn: you have {card} to play.",
    "view.turn_draw.named": "Your turn, {name}: draw a card.",
    "view.turn_again.you": "Your turn: you drew a 2, so draw again.",
    "view.turn_again.named": "Your turn, {name}: you drew a 2, so draw again.",
    "view.turn_again.other": "{name} drew a 2 and is to draw again.",
    "view.turn_card.named": "Your turn, {name}: you have {card} to play.",
    "view.turn_card.other": "{name}'s turn: {name} has {card} to play.",
    "view.home_count": "{home} of {total} home",
    # "with": "you 1 of 4" is said as "you won of four" (review ai35)
    "view.score": "{who} with {home} of {total}",
    "view.scores": "Pawns home: {scores}. {lead}.",
    # "Blue 3 of 4 ... Green leads" sounded wrong until the measure was said (playtest f6)
    "view.lead.you": "By steps to go, you lead, with {steps}",
    "view.lead.other": "By steps to go, {name} leads, with {steps}",
    "view.lead_tied": "By steps to go, {names} lead together, with {steps} each",
    "view.level_all": "By steps to go, all are level, with {steps} each",
    "view.you_place": "you are {place}, with {steps}",
    "view.then": "then {who}, with {steps}",
    "view.then_tied": "then {who}, with {steps} each",
    "view.you_place_tied": "you and {names} are tied for {place}, with {steps} each",
    "view.deck": "{pile} to draw: {left}. {discards}",
    "view.deck_empty": "No cards to draw: the discards are shuffled into a new draw pile at "
                        "the next draw. {discards}",
    # "with" between the cards and the count: "1: 5 left; 2, 4, 5 ...: 4 left each" ran
    # card values and counts together by ear (review ai35); the count after the cards, so
    # "3 of 4" never reads as a fraction
    "view.left_each": "{cards}, with {n} left each",
    "view.left_one": "{cards}, with {n} left",
    "view.left_none": "no {cards} left",
    "view.discards": "Discard pile: {count}, the top one {top}.",
    "view.discards_in_play": "Discard pile: {count}, the top one {top}, the card in play.",
    "view.discards_none": "The discard pile is empty.",
    "view.detail": "{who}: {home}, {steps} to go. {pawns}.",
    "view.winner": "Game over after {cards}. The standings, by steps still to go:",
    "view.place": "{place}: {who}, {home}, {steps} to go.",
    "view.place_done": "{place}: {who}, {home}.",
    "view.tied": "{place}, tied",
    # --- card help -----------------------------------------------------------
    # "The 3", as the rest of the game names a card: in the Point Score game "card 3" is the
    # third card of the hand (playtest ph87); never a bare "3:", which after an option list
    # sounds like option 3
    "help.card": "The {card}: {text} {slides}",
    "help.none": "No card drawn yet. Draw a card first.",
    "help.forward": "Move one pawn forward {steps}.",
    "help.four": "Move one pawn backward 4.",
    "help.seven": "Move one pawn forward 7, or split the 7 between two pawns.",
    "help.seven_no_enter": "A 7 cannot take a pawn out of start.",
    "help.ten": "Move one pawn forward 10, or one pawn backward 1.",
    "help.eleven": "Move one pawn forward 11, or swap places with an opponent's pawn on the "
                   "track. If no pawn can move 11 you may pass.",
    "help.sorry": "Move a pawn from start onto a square held by an opponent's pawn on the "
                  "track, and bump that pawn back to its start.",
    "help.sorry_fallback": "With no pawn in start, or no opponent's pawn to take, move one "
                           "pawn forward {steps} instead.",
    "help.enter": "Or move a pawn out of start onto your start square.",
    "help.two_again": "Then draw again.",
    "help.two_no_again": "No extra draw under these rules.",
    "help.slides_other": "Ending on another colour's slide triangle slides you to its end.",
    "help.slides_own": "Pawns slide only on their own colour's slides.",
    # --- review cursor -------------------------------------------------------
    "sq.line": "Square {square}: {facts}.",
    "sq.none": "There is no track square {square}: squares run from 1 to 60.",
    "sq.empty": "empty",
    "slide.long": "long",
    "slide.short": "short",
    "sq.slide_start": "start of {owner} {kind} slide, to square {end}",
    # classic: not one's own slides; a5065: only one's own (the option text agrees)
    "sq.slide_start_not": "start of {owner} {kind} slide, to square {end}, but your pawns do "
                          "not slide on it",
    "sq.slide_start_past": "start of {owner} {kind} slide, to square {end}, past your safety "
                           "entry",
    # the partnership game: the partner's pawns, which the player moves too, do (aa27)
    "sq.slide_start_not_partner": "start of {owner} {kind} slide, to square {end}; your pawns "
                                  "do not slide on it, {partner} do",
    "sq.ahead": "{squares} ahead of {pawn}",
    "sq.behind": "{squares} behind {pawn}",
    "sq.slide_end": "end of {owner} {kind} slide from square {start}",
    "sq.slide_on": "on {owner} {kind} slide, which ends on square {end}",
    "sq.start": "{owner} start square",
    "sq.entry": "{owner} safety entry",
}
# the words of danger, reach and hints, and the UI's, are part of the same catalog; each
# part has its own key prefixes, so none overrides another
ENGLISH.update(HINT_TEXTS)
ENGLISH.update(TEAM_TEXTS)
ENGLISH.update(POINTS_TEXTS)
ENGLISH.update(UI_TEXTS)
ENGLISH.update(POINTS_UI_TEXTS)


@dataclass(frozen=True)
class Catalog:
    """A read-only set of templates; ``say`` fills one in."""

    texts: Mapping[str, str]

    def say(self, key: str, /, **fields: object) -> str:
        # "SORRY!" at the end of a sentence must not read "SORRY!."
        return self.texts[key].format(**fields).replace("!.", "!")

    def count(self, n: int, unit: str) -> str:
        """"1 square", "3 squares": ``unit``'s one or many template (``unit.square.one``)."""
        return self.say(f"unit.{unit}.{'one' if n == 1 else 'many'}", n=n)

    def join(self, items: Iterable[str], conj: str = "and") -> str:
        """"Red, Blue and Yellow" with the conjunction ``list.<conj>`` (one item: itself,
        none: "")."""
        items = list(items)
        if len(items) <= 1:
            return "".join(items)
        return self.say("list.join", head=self.say("sep.comma").join(items[:-1]),
                        conj=self.say(f"list.{conj}"), last=items[-1])

    def colour(self, colour: Enum) -> str:
        """A colour's own name ("Red"), whatever the player is called."""
        return self.say(f"colour.{colour.name.lower()}")

    def with_texts(self, **changes: str) -> Catalog:
        """A copy with some templates replaced (keys with dots: pass a dict via ``**``)."""
        return Catalog(MappingProxyType({**self.texts, **changes}))


DEFAULT_CATALOG = Catalog(MappingProxyType(ENGLISH))
