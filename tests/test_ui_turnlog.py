"""The recap's log: every turn starts with whose it is, and "since" counts from a turn's end."""

from __future__ import annotations

from sorry_audio.core.board import Colour
from sorry_audio.core.cards import Card
from sorry_audio.core.events import CardDrawn, TurnPassed
from sorry_audio.ui.turnlog import TurnLog

R, B, Y = Colour.RED, Colour.BLUE, Colour.YELLOW


def named(colour: Colour) -> str:
    return f"{colour.name.title()}'s turn."


def test_a_hot_seat_log_names_the_first_turn_and_each_hand_over():
    log = TurnLog((R, Y), named, first=R)
    assert log.lines == ["Red's turn."] and not log.has_played(R)
    log.add([CardDrawn(R, Card.FOUR, 44), TurnPassed(R, B)], ["Red draws a 4."])
    # a bot's own turn line is the narrator's, held to come with the bot's draw
    log.add([CardDrawn(B, Card.FIVE, 43), TurnPassed(B, Y)], ["Blue's turn.", "Blue draws a 5."])
    assert log.lines[-2:] == ["Blue draws a 5.", "Yellow's turn."]  # a human's, named by the log
    assert log.has_played(R) and log.since(R) == ["Blue's turn.", "Blue draws a 5.",
                                                   "Yellow's turn."]
    assert log.since(Y) == log.lines  # Yellow has not played: from the game's start


def test_with_one_human_your_own_turns_are_not_named():
    log = TurnLog((R,), named, first=None)  # "Your turn." would be noise
    log.add([CardDrawn(R, Card.FOUR, 44), TurnPassed(R, B)], ["You draw a 4."])
    log.add([TurnPassed(B, R)], ["Your turn."])
    assert log.lines == ["You draw a 4.", "Your turn."] and log.since(R) == ["Your turn."]


def _played(position: str, card: Card, index: int) -> list:
    """The events of option ``index`` of ``card`` at ``position``, as a draw and a play."""
    from sorry_audio.core.moves import legal_options, play_option
    from sorry_audio.core.position import parse_position

    pos = parse_position(position)
    option = legal_options(pos, card)[index]
    return [CardDrawn(pos.to_move, card, 40), *play_option(pos, option),
            TurnPassed(pos.to_move, option.result.to_move)]


def test_a_partners_pawn_moved_against_you_is_said_again_as_the_players_move():
    """Playtest y25: Blue swapped Green's pawn with Yellow's, and Yellow's recap said
    "Green swaps pawn 1 with your pawn 1": the pawn's colour, not whose card it was."""
    from sorry_audio.narration import Narrator

    log = TurnLog((R, Y), named, first=None, teams=True)
    events = _played("b r=S,S,S,S b=32,S,S,S y=42,S,S,S g=10,S,S,S teams", Card.ELEVEN, 3)
    log.add(events, [])
    (hit,) = log.hits(Y)
    assert hit.actor is B and hit.event.colour is Colour.GREEN
    said = Narrator({}, Y).hit_lines(log.hits(Y), teams=True)
    assert said == ["Blue swaps Green pawn 1 with your pawn 1: your pawn 1 is now on square "
                    "10, and Green pawn 1 on square 42."]
    # and a SORRY! that brought Green's pawn out onto Yellow's: Blue's card
    log.add(_played("b r=S,S,S,S b=S,S,S,S y=42,S,S,S g=S,S,S,S teams", Card.SORRY, 1), [])
    assert Narrator({}, Y).hit_lines(log.hits(Y), teams=True)[1] == (
        "Your pawn 1 on square 42 was bumped back to start by Blue with Green pawn 1.")
    # at full verbosity too, which names the pawn that did it (ab28: "by Green's pawn 2"
    # alone, for Blue's SORRY!)
    from sorry_audio.narration import NarrationSettings, Verbosity

    full = Narrator({}, Y, NarrationSettings(Verbosity.FULL))
    assert full.hit_lines(log.hits(Y), teams=True)[1] == (
        "Your pawn 1 on square 42 was bumped back to start by Blue with Green pawn 1.")


def test_a_swap_whose_pawn_slid_on_is_said_again_with_the_slide():
    """Playtest y25 (a5065): the recap put Blue's pawn on square 13, where it had slid on
    to 16."""
    from sorry_audio.narration import Narrator

    log = TurnLog((R,), named, first=None)
    log.add(_played("b r=13,S,S b=17,S,S rules=a5065", Card.ELEVEN, 2), [])
    (hit,) = log.hits(R)
    assert (hit.actor, hit.slid_to) == (B, 16)
    assert Narrator({}, R).hit_lines(log.hits(R)) == [
        "Blue swaps pawn 1 with your pawn 1: your pawn 1 is now on square 17, and Blue pawn "
        "1 on square 16, after sliding on from square 13."]


def test_a_pawn_your_partner_moved_after_a_swap_is_said_where_it_is_now():
    """Playtest ah34: "your pawn 1 is now on square 17" was said at Cal's turn, though his
    partner had moved that pawn on to 24 since; the recap then ends with where it is."""
    from sorry_audio.core.moves import OptionKind, legal_options, play_option
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator

    log = TurnLog((R, Y), named, first=None, teams=True)
    pos = parse_position("b r=S,S,S,S b=32,S,S,S y=42,S,S,S g=S,S,S,S teams")
    swap = next(o for o in legal_options(pos, Card.ELEVEN) if o.kind is OptionKind.SWAP
                and o.result.pawns(Y)[0] == 32)
    log.add([CardDrawn(B, Card.ELEVEN, 40), *play_option(pos, swap), TurnPassed(B, Y)], [])
    pos = swap.result
    told = Narrator({}, Y).hit_lines(log.hits(Y), teams=True, pos=pos)
    assert len(told) == 1  # where the swap left it: nothing more to say
    later = parse_position("r r=S,S,S,S b=42,S,S,S y=32,S,S,S g=S,S,S,S teams")
    moved = next(o for o in legal_options(later, Card.FIVE) if o.result.pawns(Y)[0] == 37)
    said = Narrator({}, Y).hit_lines(log.hits(Y), teams=True, pos=moved.result)
    assert said == [told[0], "Your pawn 1 has moved since: it is on track square 37 now."]
    bumped = parse_position("r r=S,S,S,S b=42,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert Narrator({}, Y).hit_lines(log.hits(Y), teams=True, pos=bumped)[-1] == (
        "Your pawn 1 has moved since: it is in start now.")


def test_the_pawn_that_swapped_with_yours_is_said_where_it_is_now_when_it_has_moved():
    """Playtest qb114: Bo heard "Yellow swaps pawn 3 with your pawn 1: your pawn 1 is now
    on square 31, and Yellow's pawn 3 on square 16", though Ann's SORRY! had bumped that
    Yellow pawn since and stood on 16 herself."""
    from sorry_audio.core.moves import OptionKind, legal_options, play_option
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator

    log = TurnLog((R, B), named, first=None)
    pos = parse_position("y r=S,S,S,S b=16,S,S,S y=31,S,S,S")
    swap = next(o for o in legal_options(pos, Card.ELEVEN) if o.kind is OptionKind.SWAP)
    log.add([CardDrawn(Y, Card.ELEVEN, 40), *play_option(pos, swap), TurnPassed(Y, R)], [])
    told = Narrator({}, B).hit_lines(log.hits(B), pos=swap.result)
    assert told == ["Yellow swaps pawn 1 with your pawn 1: your pawn 1 is now on square 31, "
                    "and Yellow pawn 1 on square 16."]  # as it was: nothing more to say
    later = parse_position("b r=16,S,S,S b=31,S,S,S y=S,S,S,S")  # Red's SORRY! on 16
    assert Narrator({}, B).hit_lines(log.hits(B), pos=later) == [
        told[0], "Yellow pawn 1 has moved since: it is in start now."]


def test_a_bump_of_your_partners_pawn_is_said_to_you_too():
    """Playtest ah34: the partner's pawns are the player's to move, but their bumps were
    said again only to the partner.  Not to the player who did it, though."""
    from sorry_audio.narration import Narrator

    log = TurnLog((R, Y), named, first=None, teams=True)
    log.add(_played("b r=S,S,S,S b=S,S,S,S y=42,S,S,S g=S,S,S,S teams", Card.SORRY, 0), [])
    (hit,) = log.hits(R)
    assert hit.actor is B and log.hits(Y) == [hit]
    assert Narrator({}, R).hit_lines(log.hits(R), teams=True) == [
        "Blue bumps Yellow pawn 1 on square 42 back to start."]
    log.add([TurnPassed(B, Y)], [])
    own = TurnLog((R, Y), named, first=None, teams=True)  # Red's card, Yellow's pawn
    own.add(_played("r r=15,S,S,S b=S,S,S,S y=10,S,S,S g=S,S,S,S teams", Card.FIVE, 1), [])
    (mine,) = own.hits(Y)
    assert mine.actor is R and own.hits(R) == []


def test_a_swap_of_your_own_pawn_by_your_partner_is_said_to_you():
    """Playtest pf83: Green swapped Bo's (Blue's) pawn 1 with Yellow's pawn, 12 squares
    back, and Bo's news never said it: only the other pawn of a swap counted as hit."""
    from sorry_audio.core.moves import OptionKind, legal_options, play_option
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator

    G = Colour.GREEN
    log = TurnLog((B, Y), named, first=None, teams=True)
    pos = parse_position("g r=S,S,S,S b=41,S,S,S y=29,S,S,S g=S,S,S,S teams")
    swap = next(o for o in legal_options(pos, Card.ELEVEN) if o.kind is OptionKind.SWAP
                and o.result.pawns(B)[0] == 29)
    log.add([CardDrawn(G, Card.ELEVEN, 40), *play_option(pos, swap), TurnPassed(G, R)], [])
    (hit,) = log.hits(B)
    assert hit.actor is G and log.hits(Y) == [hit]
    said = Narrator({}, B).hit_lines(log.hits(B), teams=True, pos=swap.result)
    assert said == [
        "Green swaps your pawn 1 with Yellow pawn 1: your pawn 1 is now on square 29, and "
        "Yellow pawn 1 on square 41."]


def test_your_pawn_your_partner_moved_onto_their_own_is_named_in_your_news():
    """Playtest qe119: Ann's SORRY! brought Lou's pawn 2 out onto her own pawn 1, and Lou's
    news said only "Ann bumps Ann's own pawn 1 on square 56 back to start.": not that his
    own pawn moved, nor where it stands."""
    from sorry_audio.core.position import parse_position
    from sorry_audio.narration import Narrator

    log = TurnLog((R, Y), named, first=None, teams=True)
    log.add(_played("y r=S,S,S,S b=S,S,S,S y=56,S,S,S g=S,S,S,S teams", Card.SORRY, 0), [])
    (hit,) = log.hits(R)
    assert hit.actor is Y and log.hits(Y) == []
    lou = Narrator({R: "Lou", Y: "Ann"}, R)
    after = parse_position("g r=56,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert lou.hit_lines(log.hits(R), teams=True, pos=after) == [
        "Ann bumps Ann's own pawn 1 on square 56 back to start with your pawn 1, as no "
        "opponent pawn was on the track."]
    # Ann at the keyboard heard why before she played it: no reason then
    keyboard = Narrator({R: "Lou", Y: "Ann"}, R, players=(R, Y))
    assert keyboard.hit_lines(log.hits(R), teams=True, pos=after) == [
        "Ann bumps Ann's own pawn 1 on square 56 back to start with your pawn 1."]
    moved = parse_position("g r=60,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert lou.hit_lines(log.hits(R), teams=True, pos=moved)[1:] == [
        "Your pawn 1 has moved since: it is on track square 60 now."]
    # a slide after the bump: where it slid to is where the line left it
    slid = TurnLog((R, Y), named, first=None, teams=True)
    slid.add(_played("y r=S,S,S,S b=S,S,S,S y=21,S,S,S g=S,S,S,S teams", Card.SORRY, 0), [])
    (hit,) = slid.hits(R)
    assert hit.slid_to == 25
    there = parse_position("g r=25,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert keyboard.hit_lines(slid.hits(R), teams=True, pos=there) == [  # (review rz125:
        "Ann bumps Ann's own pawn 1 on square 21 back to start with your pawn 1, which slid "
        "on to square 25."]  # it was put on 21)
    # a slide: the sweep says whose pawn slid, and it stands at the slide's end
    swept = TurnLog((R, Y), named, first=None, teams=True)
    swept.add(_played("y r=16,S,S,S b=S,S,S,S y=23,S,S,S g=S,S,S,S teams", Card.FIVE, 1), [])
    end = parse_position("g r=25,S,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams")
    assert keyboard.hit_lines(swept.hits(R), teams=True, pos=end) == [
        "Sliding your pawn 1 to square 25, Ann sweeps Ann's own pawn 1 on square 23 back to "
        "start."]


def test_your_pawn_swept_by_your_partners_slide_of_your_other_pawn_is_your_news():
    """A partner's 5 slid Lou's pawn 1 down a slide over his pawn 2: no other colour did it,
    yet another player's card did, and Lou's news said nothing of it."""
    from sorry_audio.narration import Narrator

    log = TurnLog((R, Y), named, first=None, teams=True)
    log.add(_played("y r=16,23,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S teams", Card.FIVE, 0), [])
    (hit,) = log.hits(R)
    assert hit.actor is Y and log.hits(Y) == []
    lou = Narrator({R: "Lou", Y: "Ann"}, R, players=(R, Y))
    assert lou.hit_lines(log.hits(R), teams=True) == [
        "Your pawn 2 on square 23 was swept back to start by your partner, Ann, with your "
        "pawn 1 sliding."]
    alone = TurnLog((R,), named, first=None)  # without teams your own slide is no news
    alone.add(_played("r r=16,23,S,S b=S,S,S,S y=S,S,S,S g=S,S,S,S", Card.FIVE, 0), [])
    assert alone.hits(R) == []
