"""The words of the danger check (A), the reach check (Shift+A) and hints (H).

Part of the one English catalog: :mod:`sorry_audio.narration.catalog` merges these
``danger.``, ``reach.``, ``hint.`` and ``why.`` templates into ``ENGLISH``, so a
translation replaces them the same way as the rest (``Catalog.with_texts``).  Kept
apart only so neither module grows too long to read, as the UI's words are.
"""

from __future__ import annotations

HINT_TEXTS: dict[str, str] = {
    # the cards left out, named first: "Not counted, as none is left ...: an 11" left a
    # newcomer asking what was not counted (playtest qn129)
    "danger.gone": "{cards} could reach too, but none is left for an opponent to draw next.",
    # who cannot: another opponent may (playtest pu110)
    "danger.gone_by": "{cards} could reach too, but none is left for {names} to draw next.",
    # the Point Score game: the opponents play from their hands
    "danger.gone_play": "{cards} could reach too, but no opponent can play one next.",
    "danger.gone_by_play": "{cards} could reach too, but {names} cannot play one next.",
    "danger.none.you": "None of your pawns can be bumped next turn.",
    # after the swaps A lists, the rest of the answer: "Besides that swap, only a SORRY!
    # from Blue can bump your pawn on the track." (playtest pu110 heard "Only" as all-clear)
    "danger.besides_swap": "Besides that swap, {text}",
    "danger.besides_swaps": "Besides those swaps, {text}",
    "danger.none.other": "None of {name}'s pawns can be bumped next turn.",
    "danger.pawn": "{pawn} on {where} could be bumped by {bumpers}.",
    "danger.bumper": "{by} with {cards}",
    # an 11's swap that would set a pawn far back (playtest pz103): a line of its own, or
    # after the pawn's bumps in its line
    "danger.swap": "{pawn} on {where} could be {swap}.",
    "danger.or_swap": "{bump}; or {swap}.",
    # the count after "back", as H says it: "swap it back 41 squares" (playtest pq105)
    "danger.swap_clause": "swapped back {back} by {by} with an 11",
    "danger.swap_clause_team": "swapped back {back} by {names}, moving {by} with an 11",
    # a swap a few squares ahead, past the pawn's safety entry: "back" sent players to the
    # board to check (playtests pq105, pr107)
    "danger.swap_clause_past": "swapped past its safety entry, {back} further from home, by "
                               "{by} with an 11",
    "danger.swap_clause_team_past": "swapped past its safety entry, {back} further from "
                                    "home, by {names}, moving {by} with an 11",
    # a partnership game: either opponent may move either opposing colour's pawn (pc69)
    "danger.pawn_team": "{pawn} on {where} could be bumped by {names}, moving {bumpers}.",
    "danger.how_only": "{cards}, {how}",
    "danger.how_also": "{cards} {how}",
    "danger.how_first": "{how}, {cards}",
    "danger.any": "any card but {cards}",
    "danger.any_all": "any card",
    "danger.any_other": "any other card but {cards}",
    "danger.any_other_all": "any other card",
    "danger.by_sliding": "by sliding",
    "danger.by_entering": "by entering from start",
    "danger.by_forward": "by moving forward 4",
    "danger.by_zone": "by backing out of its safety zone",
    "danger.by_split": "split",
    "danger.by_split_slide": "split, by sliding",
    # among other cards, as "a 2 by sliding" is: "a 4, or a 7 split by sliding"
    "danger.by_split_slide_listed": "split by sliding",
    "danger.by_swap_slide": "by swapping onto a slide's start and sliding down over it",
    "danger.at_start": "{where}, {owner} start square,",  # the comma closes the aside
    # a SORRY! the whole danger: "Only", as "No move but a SORRY!" was first heard as "no
    # move, but ..." (playtest pi93); who could play it in the same line, as a second line,
    # "A SORRY! from Yellow could take the one on the track.", said the fact twice (playtest
    # pr107); short enough to say at every option walked to (playtest as44 heard a longer
    # one there)
    "danger.sorry_only.you": "Only a SORRY! from {names} can bump your pawns on the track.",
    "danger.sorry_only.other": "Only a SORRY! from {names} can bump {name}'s pawns on the "
                               "track.",
    "danger.sorry_only_one.you": "Only a SORRY! from {names} can bump your pawn on the track.",
    "danger.sorry_only_one.other": "Only a SORRY! from {names} can bump {name}'s pawn on the "
                                   "track.",
    "danger.sorry_also.you": "And {names} could take any of your pawns on the track with a "
                             "SORRY! card.",
    "danger.sorry_also.other": "And {names} could take any of {name}'s pawns on the track "
                               "with a SORRY! card.",
    # the SORRY! aside above, said before on this card (A on each option walked to)
    # with who, as the takers may differ from one option walked to the next (playtest
    # pu110: "as before" after two different lines)
    "danger.sorry_again": "And a SORRY! from {names}, as before.",
    "danger.sorry_only_again": "Only a SORRY! from {names}, as before.",
    "danger.none_team.you": "None of your pawns or {partner}'s can be bumped next turn.",
    "danger.none_team.other": "None of {name}'s pawns or {partner}'s can be bumped next turn.",
    "danger.sorry_only_team.you": "Only a SORRY! from {names} can bump your pawns or "
                                  "{partner}'s on the track.",
    "danger.sorry_only_team.other": "Only a SORRY! from {names} can bump {name}'s pawns or "
                                    "{partner}'s on the track.",
    "danger.sorry_also_team.you": "And {names} could take any of your pawns or {partner}'s "
                                  "on the track with a SORRY! card.",
    "danger.sorry_also_team.other": "And {names} could take any of {name}'s pawns or "
                                    "{partner}'s on the track with a SORRY! card.",
    # before a draw: "your next card" sounded as if the game knew it (playtest e5)
    "reach.none.you": "No opponent pawn can be bumped by any card you could draw next.",
    "reach.none.other": "No opponent pawn can be bumped by any card {name} could draw next.",
    # the cards left out, named first (playtest qn129)
    "reach.gone.you": "{cards} could reach too, but none is left for you to draw next.",
    "reach.gone.other": "{cards} could reach too, but none is left for {name} to draw next.",
    # the Point Score game: the next card comes from the hand
    "reach.gone_hand.you": "{cards} could reach too, but you hold none.",
    "reach.gone_hand.other": "{cards} could reach too, but {name} holds none.",
    "reach.gone_play.you": "{cards} could reach too, but you cannot play one next.",
    "reach.gone_play.other": "{cards} could reach too, but {name} cannot play one next.",
    "reach.sorry_only.you": "No move can bump an opponent's pawn, but a SORRY! card could "
                            "take any opponent's pawn on the track.",
    "reach.sorry_only.other": "No move of {name}'s can bump another pawn, but with a SORRY! "
                              "card {name} could take any other colour's pawn on the track.",
    "reach.sorry_also.you": "And a SORRY! card could take any opponent's pawn on the track.",
    "reach.sorry_also.other": "And with a SORRY! card {name} could take any other colour's "
                              "pawn on the track.",
    "reach.sorry_only_team.you": "No move can bump an opponent's pawn, but a SORRY! card "
                                 "could take any opponent's pawn on the track.",
    "reach.sorry_only_team.other": "No move of {name}'s can bump an opponent's pawn, but with "
                                   "a SORRY! card {name} could take any opponent's pawn on "
                                   "the track.",
    "reach.sorry_also_team.you": "And a SORRY! card could take any opponent's pawn on the "
                                 "track.",
    "reach.sorry_also_team.other": "And with a SORRY! card {name} could take any opponent's "
                                   "pawn on the track.",
    "reach.card_none": "Your {card} cannot bump an opponent's pawn.",
    "reach.card_one": "Your {card} can bump {pawn} on square {square} with {where}.",
    "reach.card_head": "Your {card} can bump {count} opponent pawns.",
    "reach.card_line": "{pawn} on square {square}: {where}.",
    "reach.card_options": "option {numbers}",
    "reach.card_group": "group {group}, option {numbers}",
    # H at a table of bots: the last bot's card against the hard bot's pick (qn129)
    # the moves by what they do: a watcher heard no list to number them by (review rz134)
    "hint.watch_same": "{name}'s {card}: {name} played {move}, which the hard bot would "
                       "play too.",
    "hint.watch_other": "{name}'s {card}: {name} played {move}. The hard bot would have "
                        "played another move:",
    "hint.watch_near": "{name}'s {card}: {name} played {move}, about as good as the hard "
                       "bot's own pick:",
    "hint.watch_only": "{name}'s {card} had one move only: {move}.",
    "hint.line": "Hint: {option}, {move}. {why}.",
    "hint.line_win": "Hint: {option}, {move}.",
    "hint.line_bare": "Hint: {move}. {why}.",
    "hint.line_bare_win": "Hint: {move}.",
    "hint.option": "option {number}",
    # the option in a group not yet open: its number alone is heard as the group's
    # (playtest ph87: "option 6" was heard as group 6, and 1 then played in group 7)
    "hint.option_group": "group {group}, option {number}",
    "hint.it": "it {reasons}",
    "hint.it_also": "it also {reasons}",
    "why.pass": "keeps every pawn where it is",
    # an own pawn's {pawn} is "pawn 2", or in a partnership game "your pawn 2": a bare
    # number after the partner's "Ben's pawn 2" was heard as that pawn (playtest i9)
    "why.safe": "takes {pawn} out of danger",
    "why.win": "takes {pawn} home and wins the game",
    "why.home": "takes {pawn} home",
    "why.zone": "reaches your safety zone",
    "why.own": "sends your own pawn {pawn} back to start",
    "why.bump": "bumps {name}",
    "why.sorry": "sends {victim} back to start",
    "why.slide": "slides {squares} ahead",
    "why.enter": "puts another pawn in play",
    # the hint names the swap's move: its reasons do not say "swaps places with" again
    "why.swap_ahead": "gets {squares} nearer home",
    "why.swap_ahead_back": "sets {other} back {back}",
    # the count last: "Blue pawn 4 30 squares" runs two numbers together by ear; the
    # move's own words say "nearer its home" already (playtest pc69), so not again
    "why.swap_helps": "gets {squares} nearer home, though {other} gains {ahead} too",
    "why.swap_back": "swaps places with {other}, though your pawn lands {squares} further "
                     "from home",
    "why.only": "is the only move",
    # "every other move leaves a pawn in danger" named no pawn and sounded like a warning
    # about this one (playtest s19); which, for another move, A says with it walked to
    "why.others_danger": "it is the only move that leaves none of your pawns in danger",
    "why.others_danger_team": "it is the only move that leaves none of your pawns or "
                              "{partner}'s in danger",
    "why.others_danger_sorry": "it is the only move that leaves your pawns where only a "
                               "SORRY! could bump them",
    "why.others_danger_team_sorry": "it is the only move that leaves your pawns and "
                                    "{partner}'s where only a SORRY! could bump them",
    "why.out_of_danger": "keeps your pawns out of danger",
    "why.less_danger": "leaves the fewest pawns in danger",
    "why.furthest": "gains {squares}, more than any other move",
    "why.least_loss": "loses the least ground",
    "why.clear_start": "clears your start square for a pawn waiting in start",
    # the number alone did not say why it matters (playtest e5: "why 11?")
    "why.near_zone": "brings {pawn} within {squares} of your safety entry, where one "
                     "card can take it into your safety zone",
    # the option's own words say how near home ("back 4 to square 58, 7 steps from home")
    "why.back_shortcut": "goes back the short way home",
    "why.overall": "the hard bot thinks it is the best move, counting the cards that could "
                   "come next",
    "why.close": "other moves are about as good; the hard bot prefers this one by a hair",
    "why.park_on": "on",
    "why.park_past": "just past",
    "why.park": "puts {pawn} {near} your start square, where a 4 would move it back to "
                "{steps} from home",
    "why.keep_parked": "keeps {pawn} {near} your start square, where a 4 would move it "
                       "back to {steps} from home",
    # "and gains the most of the moves that do": by ear, do what? (playtest e5)
    "why.park_most": "puts {pawn} {near} your start square, where a 4 would move it back "
                     "to {steps} from home, and gains the most of all the moves that leave a "
                     "pawn there",
    "why.keep_parked_most": "keeps {pawn} {near} your start square, where a 4 would move it "
                            "back to {steps} from home, and gains the most of all the moves "
                            "that leave a pawn there",
    "why.least_exposed": "risks the least of your ground to a bump or a swap",
    "why.less_but": "gains {squares} less than the furthest move, but {why}",
    # "leaves", not "brings": the pawn may have been in reach before (playtest o15)
    "why.in_reach": "leaves {pawns} within reach of your next card, as no other move does",
    "why.homing": "leaves you the most cards that would take a pawn home next turn: {cards}",
    "why.flexible": "leaves you the most cards you can use next turn",
    "why.pass_back": "every swap would leave you further from home",
    "why.pass_helps": "a swap would help {names} more than you",
    "why.swap_sets_back": "sets {other} back {back}, though your pawn lands {squares} "
                          "further from home",
    "why.risk": "it leaves {pawn} where {bumpers}",
    "why.risk_many": "it leaves {pawns} in danger: {bumpers}",
    "why.risk_brief": "it leaves {pawns} in danger",
    # an 11's swap that would set a pawn far back, said as A says it (playtest pz103)
    "why.swap_risk": "it leaves {pawn} where {name} could swap it back {back} with an 11",
    "why.swap_risk_also": "{name} could also swap {pawn} back {back} with an 11",
    "why.swap_risk_past": "it leaves {pawn} where {name} could swap it past its safety entry, "
                          "{back} further from home, with an 11",
    "why.swap_risk_also_past": "{name} could also swap {pawn} past its safety entry, {back} "
                               "further from home, with an 11",
    "why.swap_risk_more": "{risks}; and also {pawns}, which the A key tells in full",
    "why.swap_risk_more_told": "{risks}; and also {pawns}",
    # no cards: "and Ann's pawn 3 too" was heard as bumped by the same card (playtest i9)
    # "pawn 3 too" was heard "pawn three two", "which A tells" "which uh tells" (ai35)
    "why.risk_more": "and also {pawns}, which the A key tells in full",
    "why.risk_but": "but {risk}",
    "why.risk_still": "still, {risk}",
    "why.risk_it": "it",
    "why.risk_by": "{name} could bump {pawn} with {cards}",
    "why.risk_also": "and {name} with {cards}",
    "why.home_partner": "brings {name} home",
    "why.zone_partner": "takes {name} into {owner} safety zone",
    "why.enter_partner": "puts one of {owner} pawns in play",
    "why.safe_partner": "takes {name} out of danger",
    "why.partner": "sends your partner's pawn, {name}, back to start",
    "why.out_of_danger_team": "keeps your pawns and {partner}'s out of danger",
    "why.back_shortcut_partner": "goes back the short way home for {name}",
    "why.clear_start_partner": "clears {owner} start square for a pawn waiting in start",
    "why.near_zone_partner": "brings {name} within {squares} of {owner} safety entry, "
                             "where one card can take it into the safety zone",
    "why.swap_back_partner": "swaps places with {other}, though {pawn} lands {squares} "
                             "further from home",
    "why.swap_sets_back_partner": "sets {other} back {back}, though {pawn} lands {squares} "
                                  "further from home",
    "why.risk_named": "it leaves {name} where {bumpers}",
    "why.risk_then": "and {pawn} with {cards}",
    "why.risk_every": "every move leaves a pawn in danger",
    "why.risk_least": "every move leaves a pawn in danger; this one risks least",
    # while a SORRY! may still come and an opponent has a pawn in start, nothing on the
    # track is safe: "out of danger" was heard as safe, and the pawn was taken at once.
    # "bump", not "out of reach of every card": an 11 may still swap it (playtest l12)
    "why.safe_sorry": "takes {pawn} where only a SORRY! could bump it",
    "why.safe_two": "takes {pawns} out of danger",
    "why.safe_two_sorry": "takes {pawns} where only a SORRY! could bump them",
    "why.safe_partner_sorry": "takes {name} where only a SORRY! could bump it",
    "why.out_of_danger_sorry": "keeps your pawns where only a SORRY! could bump them",
    "why.out_of_danger_team_sorry": "keeps your pawns and {partner}'s where only a SORRY! "
                                    "could bump them",
    # a tempting option the hint passes up, and why (hintpassed)
    "why.up": "{option} would {does}, but {why}",
    "why.up_card": "card {index}, the {card}, {option}",  # the Point Score game's hand
    "why.up_overall": "{option} would {does}; the hard bot thinks this one is better, "
                      "counting the cards that could come next",
    # the whole of why said already, as the hint's own reason (playtest qc116)
    # "; that": ", which counts for less" was heard of the pawn just named (review rz118)
    "why.up_less": "{option} would {does}; that counts for less",
    "why.up_close": "{option} would {does}, and is about as good; the hard bot prefers this "
                    "one by a hair",
    "why.up_number": "option {number}",
    "why.up_another": "another move",
    "why.up_number_group": "option {number} in group {group}",
    "why.up_home": "take {pawns} home",
    "why.up_bump": "bump {pawns}",
    "why.up_zone": "take {pawns} into your safety zone",
    "why.up_zone_team": "take {pawns} into the safety zone",
    "why.up_then": "{fact}; {merit}",
    "why.up_waits": "{pawn} is safe in your safety zone and can wait",
    "why.up_waits_partner": "{name} is safe in {owner} safety zone and can wait",
    "why.up_waits_after": "this one puts {pawn} in your safety zone, where it is safe and "
                          "can wait",
    "why.up_waits_there": "{pawn} is safe there and can wait",
    "why.up_waits_partner_after": "this one puts {name} in {owner} safety zone, where it "
                                  "is safe and can wait",
    "why.up_exposed": "that one would leave {pawn} where an opponent could bump it",
    "why.up_exposed_partner": "that one would leave {name} where an opponent could bump "
                              "it",
    "why.up_fewer": "this one leaves fewer pawns in danger",
    "why.up_enter": "this one puts another pawn in play",
    "why.up_enter_partner": "this one puts one of {owner} pawns in play",
    "why.up_gain": "this one gains {squares} more",
    "why.up_exposure": "this one risks less of your ground to a bump or a swap",
    "why.up_reach": "this one leaves {pawns} within reach of your next card",
    "why.up_flexible": "this one leaves you more cards you can use next turn",
    # Shift+O: every option's risk in one answer, to compare them (playtest px98: A on
    # each option walked to cost 7 to 9 keys and up to 320 words a decision); the cards
    # alone, A names the bumpers.  "1: pawn 2 to a 1, 2, 7, 10 or 11; pawn 4 to a 4."
    "danger.risks.head": "Your pawns in danger after each option, and the cards that reach "
                         "them:",
    "danger.risks.item": "{number}: {risks}.",  # {number}: "2", or "1, 3 and 5" alike
    # the same words as another line, but less ground at risk (fewer steps to lose)
    "danger.risks.item_less": "{number}: {risks}, with less ground at risk.",
    "danger.risks.pawn": "{pawn} to {cards}",
    "danger.risks.none": "none",
    # an 11's swap that would set the pawn far back (playtest pz103)
    # "to a swap": "to an 11, or an 11 swapping it ..." stuttered (playtest pq105)
    "danger.risks.swap": "a swap back {back}",
    "danger.risks.swap_past": "a swap past its safety entry, {back} further from home",
    "danger.risks.or_swap": "{cards}, or {swap}",
    # an 11's swap alike after every option: said once, after the list
    "danger.risks.swaps": "Whichever you play, an 11 could swap {pawns}.",
    "danger.risks.swap_pawn": "{pawn} back {back}",
    "danger.risks.swap_pawn_past": "{pawn} past its safety entry, {back} further from home",
    "danger.risks.range": "{low} to {high}",
    "danger.risks.none_bump": "No option leaves a pawn in danger of a bump.",
    "danger.risks.none_bump_sorry": "No option leaves a pawn in danger of a bump but from a "
                                    "SORRY!",
    "danger.risks.none_all": "No option leaves a pawn in danger but from a SORRY!",
    "danger.risks.none_all_clear": "No option leaves a pawn in danger.",
    "danger.risks.none_all_but": "No option leaves a pawn in danger of a bump; after these, "
                                 "a SORRY! could take one:",
    # the partnership game: the partner's pawns are listed too (review rn104)
    "danger.risks.head_team": "Your pawns and {partner}'s in danger after each option, and "
                              "the cards that reach them:",
    # an option that sends an opponent's pawn to start gives it a SORRY! the others do not
    "danger.risks.sorry_too": "a SORRY! from {names} too",
    "danger.risks.sorry_only": "only a SORRY! from {names}",
    # what the option itself loses: its slide sweeps the player's own pawn (playtest pr107)
    "danger.risks.own_too": "{risks}; and it sends {pawns} back to start",
    "danger.risks.own_only": "none, but it sends {pawns} back to start",
    "danger.risks.own_pawn": "your own pawn {pawn}",
    # or its swap or backward move: ground lost for certain (playtest ps109); "costs",
    # as "takes you 20 squares further from home" was 8 words on most lines (pu110)
    "danger.risks.lost_too": "{risks}; and it costs you {back}",
    "danger.risks.lost_only": "none, but it costs you {back}",
    # ground at risk only: a move that gains much risks much, so it is said as that, with
    # the hint's measure named (playtest pz103: "Least at risk" read as advice, and named
    # a move giving up ground over the hard bot's on 16 of 27 choices)
    "danger.risks.least": "Least ground at risk: option {numbers}. H weighs the gains too.",
    "danger.risks.least_many": "Least ground at risk: options {numbers}. H weighs the gains "
                               "too.",
    # within half a step of expected loss, the hint's own margin (playtest pq105)
    "danger.risks.same": "Each risks about as much: under half a step apart.",
    # said once for all the options, not for each (what A says after every option)
    # before the items, as the swaps every option leaves (playtest pv111: "1: only a
    # SORRY! from Yellow." and then Blue's, said after the list, for every option)
    "danger.risks.sorry.you": "Whichever you play, {names} could take any of your pawns on "
                              "the track with a SORRY! card.",
    "danger.risks.sorry.other": "Whichever you play, {names} could take any of {name}'s "
                                "pawns on the track with a SORRY! card.",
    "danger.risks.sorry_team.you": "Whichever you play, {names} could take any of your pawns "
                                   "or {partner}'s on the track with a SORRY! card.",
    "danger.risks.sorry_team.other": "Whichever you play, {names} could take any of {name}'s "
                                     "pawns or {partner}'s on the track with a SORRY! card.",
    # the takers named on this card already, by A or Shift+O (playtest pr107)
    "danger.risks.sorry_again": "Whichever you play, a SORRY! from {names}, as before.",
    # the same before a pick in the Point Score game, of each card's safest option only
    # (playtest pv111 took "Whichever you play" for every option of every card)
    "danger.hand.swaps": "After each card's safest option, an 11 could swap {pawns}.",
    # the same cards reaching a pawn after every option, said once (playtest pv111)
    "danger.risks.bumps": "Whichever you play: {pawns}.",
    "danger.hand.bumps": "After each card's safest option: {pawns}.",
    "danger.hand.sorry.you": "After each card's safest option, {names} could take any of "
                             "your pawns on the track with a SORRY! card.",
    "danger.hand.sorry.other": "After each card's safest option, {names} could take any of "
                               "{name}'s pawns on the track with a SORRY! card.",
    "danger.hand.sorry_team.you": "After each card's safest option, {names} could take any "
                                  "of your pawns or {partner}'s on the track with a SORRY! "
                                  "card.",
    "danger.hand.sorry_team.other": "After each card's safest option, {names} could take any "
                                    "of {name}'s pawns or {partner}'s on the track with a "
                                    "SORRY! card.",
    "danger.hand.sorry_again": "After each card's safest option, a SORRY! from {names}, as "
                               "before.",
    # a 7's list of groups: the options of the group opened are compared
    "danger.risks.groups": "Open a group, then Shift+O compares its options. Least ground "
                           "at risk of all {count}: {where}.",
    "danger.risks.in_group": "in group {numbers}",
    "danger.risks.in_groups": "in groups {numbers}",
    # an entry of one option is played by its number, not opened (review rn104: told to
    # open "group 5", a player pressed 5 and played it)
    "danger.risks.single": "option {numbers}, which its number plays",
    "danger.risks.singles": "options {numbers}, which their numbers play",
    "danger.risks.where_both": "{groups}, or {singles}",
    # Shift+O before a pick in the Point Score game: each card's least (playtest pz103)
    "danger.hand.head": "Least ground at risk with each card of your hand, and what it leaves "
                        "in danger:",
    "danger.hand.item": "{cards}, {where}: {risks}.",
    "danger.hand.item_one": "{cards}, its one option: {risks}.",
    "danger.hand.option": "option {number}",
    "danger.hand.option_group": "option {number} in group {group}",
    "danger.hand.alike": "{where}, or {count} more about as safe",
    "danger.hand.no_use": "{cards}: no use.",
    "danger.hand.no_use_many": "Cards {numbers} are of no use: {cards}.",
    # two cards alike are one choice, said once with both numbers: the second left out
    # was heard as forgotten (playtest ps109)
    "danger.hand.card_head": "Card {number}, the {card}",
    "danger.hand.cards_head": "Cards {numbers}, each {card}",
    "danger.hand.card": "card {number}, the {card}",
    "danger.hand.cards": "cards {numbers}, each {card}",
    "danger.hand.least": "Least ground at risk: {cards}. H weighs the gains too.",
    # all but one card as low: the one said (playtest ps109: four cards named of five)
    "danger.hand.least_but": "Least ground at risk: any card but {cards}. H weighs the gains "
                             "too.",
    # every card's safest option leaves nothing in danger: one line, as after a pick
    # (playtest ps109: five lines of "none" came to 81 to 96 words)
    "danger.hand.none_all": "No card leaves a pawn in danger but from a SORRY!",
    "danger.hand.none_all_clear": "No card leaves a pawn in danger.",
    "danger.hand.same": "Each card you can play risks about as little: under half a step "
                        "apart.",
    "danger.risks.groups_every": "Open a group, then Shift+O compares its options. Each group "
                                 "holds one of the least ground at risk of all {count}.",
    "danger.risks.groups_none": "Open a group, then Shift+O compares its options. None of "
                                "all {count} leaves a pawn in danger.",
}
