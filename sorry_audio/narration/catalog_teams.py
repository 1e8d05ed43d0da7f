"""The words only a partnership game says (spec 6): a partner's pawn named in full, a
bump of one's partner, the team's win, its lost cards and its standings.

Part of the English catalog (:mod:`sorry_audio.narration.catalog` merges them); the
keys are its own, so none replaces a word of the game without teams.
"""

from __future__ import annotations

TEAM_TEXTS: dict[str, str] = {
    "team.pair": "{first} and {second}",  # "you and Yellow", "Blue and Green"
    "sep.space": " ",
    # --- options: a part moving the partner's pawn names it ----------------------
    "partner.pawn": "your partner's pawn, {pawn}",
    "own.pawn": "your own pawn {pawn}",
    "opt.enter.named": "{pawn} out of start onto square {square}",
    "opt.forward.named": "{pawn} forward {steps} to {where}",
    "opt.forward_home.named": "{pawn} forward {steps} home",
    "opt.back.named": "{pawn} back {steps} to {where}",
    "opt.back_out.named": "{pawn} back {steps} out of the safety zone to {where}",
    "opt.swap.named": "swap {pawn} with {other}: {pawn} to {where}",
    "opt.sorry.named": "SORRY! {pawn} from start takes square {square} from {victim}",
    "opt.bump_partner": "warning: bumps {victim}",
    "opt.bump_partner_also": "and bumps {victim}",
    "opt.sweep_partner": "warning: sweeps {victim}, back to start",
    "opt.sweep_partner_also": "and sweeps {victim}, back to start",
    # said before the options (or "Only one option: played for you."): a SORRY! that must
    # take a pawn of the team, played for the player unexplained (playtest pe77)
    "opt.sorry_team": "no opponent pawn is on the track, so the SORRY! must take a pawn of "
                      "your team",
    "opt.sorry_forward.team": "no pawn of your team in start, so the SORRY! moves a pawn "
                              "forward {steps}",
    "grp.pawn.named": "{pawn} {where}",
    "grp.pair.named": "split between {a} {where_a} and {b} {where_b}",
    "grp.splits": "split 7 with {pawn} {where}",
    "sum.pawn_to.named": "{pawn} to {where}",
    "sum.pawn_home.named": "{pawn} home",
    "sum.with": "with {pawns}",
    # events: a player moving the partner's pawn names it ("Blue moves Green pawn 1 ...")
    "ev.home_team.you": "You have {home} home; {team} {team_home} of {total}.",
    "ev.home_team.other": "{name} has {home} home; {team} {team_home} of {total}.",
    "ev.sorry_named.you": "SORRY! You move {pawn} out of start to take square {square}.",
    "ev.sorry_named.other": "SORRY! {name} moves {pawn} out of start to take square "
                            "{square}.",
    "ev.enter_named.you": "You move {pawn} out of start onto square {square}.",
    "ev.enter_named.other": "{name} moves {pawn} out of start onto square {square}.",
    "ev.move_named.you": "You move {pawn} {way} {steps}{origin} to {where}{details}.",
    "ev.move_named.other": "{name} moves {pawn} {way} {steps}{origin} to {where}{details}.",
    "ev.move_home_named.you": "You move {pawn} forward {steps}{origin} home{details}.",
    "ev.move_home_named.other": "{name} moves {pawn} forward {steps}{origin} home{details}.",
    "ev.split_part.named": "{pawn} forward {steps}{origin} to {where}{details}",
    "ev.split_part_home.named": "{pawn} forward {steps}{origin} home{details}",
    "ev.swap_named.you": "You swap {mine} with {other}: {mine} is now on square {square}, "
                         "and {other} on square {other_square}.",
    "ev.swap_named.other": "{name} swaps {mine} with {other}: {mine} is now on square "
                           "{square}, and {other} on square {other_square}.",
    "ev.swapped_named.victim": "{name} swaps {theirs} with your pawn {other}: your pawn "
                               "{other} is now on square {square}, and {theirs} on square "
                               "{other_square}.",
    "ev.swapped_named.named": "{name} swaps {theirs} with {victim}: {victim} is now on "
                              "square {square}, and {theirs} on square {other_square}.",
    "ev.bump_own.you": "You bump your own pawn {pawn} on square {square} back to start.",
    "ev.bump_own.other": "{name} bumps {owner} own pawn {pawn} on square {square} back to "
                         "start.",
    # in the news: the partner's card moved the listener's pawn onto it (playtest qe119)
    "ev.bump_own_yours.other": "{name} bumps {owner} own pawn {pawn} on square {square} "
                               "back to start with your pawn {mine}.",
    "ev.swept_own_yours.other": "Sliding with your pawn {mine}, {name} sweeps {owner} own "
                                "pawn {pawn} on square {square} back to start.",
    "ev.bump_own_yours_slid.other": "{name} bumps {owner} own pawn {pawn} on square "
                                    "{square} back to start with your pawn {mine}, which "
                                    "slid on to square {end}.",
    "ev.swept_own_yours_slid.other": "Sliding your pawn {mine} to square {end}, {name} "
                                     "sweeps {owner} own pawn {pawn} on square {square} back "
                                     "to start.",
    # a bot's SORRY! that had to take a pawn of its team (spec 6; playtest pe77)
    "ev.sorry_team": "{line}, as no opponent pawn was on the track.",
    "partner.victim.you": "your partner's pawn, {pawn},",
    "partner.victim.other": "their partner's pawn, {pawn},",
    "partner.by": "{owner} partner, {name}",
    "partner.by_with": "{owner} partner, {name}, with {pawn}",
    # among the pawns one slide sweeps, a listener's first: "Your pawn 1 on square 37 and
    # Blue's partner's pawn, Green pawn 1, on square 39 were swept back to start by Blue"
    "ev.swept_item_partner": "{owner} partner's pawn, {victim}, on square {square}",
    "by.with": "{name} with {pawn}",
    "ev.won_team.you": "{team} win! All your team's pawns are home. Well played!",
    "ev.won_team.other": "{team} win. All their pawns are home.",
    "ev.won_team.named": "{team} win! All their pawns are home. Well played!",
    # a team not the listener's, by both its players: "Blue and Green's team"
    "possessive.team": "{team}'s",
    "reason.no_move.team": "no pawn of {owner} team can move",
    # why, pawn by pawn, as the game without teams says it (playtest pe77): "Yellow pawn 2
    # is 7 steps from home and Yellow pawn 3 1 step, and HOME needs the exact count"
    "reason.exact.team": "{pawns}, and HOME needs the exact count",
    "reason.exact.team_first": "{pawn} is {steps} from home",
    # "and Yellow pawn 3 is 1 step": "pawn 3 1 step" put two numbers side by side (ev81)
    "reason.exact.team_more": "{pawn} is {steps}",
    "reason.stuck.team": "{pawns} would {ways}",
    # each colour's pawns a group, parted by a comma: "pawns 1, 3 and 4, and An's pawns 2
    # and 3" (pf83: "pawns 1, 3 and 4 and An's pawns 2, 3 and 4" blurred the two)
    "reason.team_groups": "{first}, and {second},",
    "reason.way.own_pawn.team": "land on {other}",
    "reason.in_start.one.team": "{pawns} is in start",
    "reason.in_start.many.team": "{pawns} are in start",
    "reason.no_start.team": "no pawn of {owner} team is in start",
    "reason.no_target.team": "no pawn on the track to take",
    "reason.no_start_nor_fallback.team": "no pawn of {owner} team is in start, and no pawn "
                                         "can move forward 4",
    "reason.no_target_nor_fallback.team": "no pawn on the track to take, and no pawn can "
                                          "move forward 4",
    "fb.no_start.team": "No pawn of {owner} team is in start",
    "reason.team_all": "all the pawns of {owner} team",
    "reason.team_left": "all the pawns of {owner} team not yet home",
    "br.enter.named": "{pawn} out of start",
    "br.move.named": "{pawn} to {where}",
    "br.back.named": "{pawn} back {steps} to {where}",
    "br.back_out.named": "{pawn} back {steps} out of the safety zone to {where}",
    "br.slide_swapped.named": "then {pawn} slides to {end}{note}",
    "br.swap.named": "swaps {pawn} onto square {other_square} with {other}, which goes to "
                     "square {square}",
    "br.swap_you.named": "swaps {pawn} onto square {other_square} with your pawn {other}, "
                         "which goes to square {square}",
    "br.swap_named.named": "swaps {pawn} onto square {other_square} with {victim}, which "
                           "goes to square {square}",
    "br.sorry.named": "SORRY! {pawn} from start takes square {square}",
    "br.sorry_yours.named": "SORRY!, {pawn} from start takes square {square}",
    "br.sorry_drawn.named": "{pawn} from start takes square {square}",
    "br.home.named": "{pawn} home",
    # "making", as "br.home_count" says it (ai35: "home, 1 of 4" was misheard; qi123)
    "br.home_team": "pawn {pawn} home, making {team_home} of {total} for {team}",
    "br.home_team.named": "{pawn} home, making {team_home} of {total} for {team}",
    "br.bump_own": "bumps its own pawn {pawn}",
    "br.bump_own_named": "bumps {name}'s own pawn {pawn}",
    "br.sweep_own_named": "sweeps {name}'s own pawn {pawn} back to start",
    "br.sorry_team": "no opponent pawn on the track",
    "br.bump_partner": "bumps its partner's pawn, {victim}",
    "br.sweep_partner": "sweeps its partner's pawn, {victim}, back to start",
    "br.sweep_item.own_named": "{name}'s own pawn {pawn}",
    "br.sweep_item.partner": "its partner's pawn, {victim},",
    # the viewer's own play in brief (playtest qf120)
    "br.swap_yours.named": "{pawn} swapped onto square {other_square} with {other}, which "
                           "goes to square {square}",
    "br.bump_own_yours": "bumps your own pawn {pawn}",
    "br.bump_partner_yours": "bumps your partner's pawn, {victim}",
    "br.sweep_partner_yours": "sweeps your partner's pawn, {victim}, back to start",
    "br.sweep_item.partner_yours": "your partner's pawn, {victim},",
    # --- views: the partner's pawns with one's own, standings by team --------------
    "view.partner.you": "Your partner {mate}: {pawns}.",
    "view.partner.other": "{owner} partner {mate}: {pawns}.",
    "view.partner_named": "{name}, {colour_name}",
    "view.partner_you": "{owner} partner, you: {pawns}.",
    "view.teams": "Teams: {teams}.",
    "view.team_score": "{team} {home} of {total}",
    "view.team_lead": "By steps to go, {team} lead, with {steps}; {other} have {other_steps}",
    "view.team_steps": "{team}, {steps} to go",
    # --- C: what a card does, in a partnership game -------------------------------------
    "help.teams": "In this partnership game it may move your partner's pawns too, each as "
                  "its own colour.",
    "help.teams_enter": "In this partnership game it may move your partner's pawns too, each "
                        "as its own colour (a pawn out of start goes onto its own start "
                        "square).",
    # --- a player's own pawns all home, the partner's not: the game goes on for both -----
    "ev.home_done.you": "All your pawns are home: you go on drawing in your turn, and move "
                        "{mate} pawns.",
    "ev.home_done.other": "All {owner} pawns are home: {name} goes on drawing in turn, and "
                          "moves {mate} pawns.",
}
