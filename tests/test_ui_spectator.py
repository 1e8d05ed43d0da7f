"""A table of bots only: the listener is a spectator, with no hand and no pawns, so the
keys that speak from "your" side speak from the table's (playtest z16)."""

from __future__ import annotations

import asyncio
import re

from sorry_audio.config import GameConfig, Seat
from sorry_audio.core.board import Colour
from sorry_audio.ui.headless import Headless, run_headless

R, B = Colour.RED, Colour.BLUE


async def held(h: Headless, points: bool) -> None:
    """Two easy bots at the wait-for-a-key pace, a few turns in, the next bot held."""
    h.app.start_game(GameConfig((Seat(R, "easy"), Seat(B, "easy")), first=R, pace="key",
                                points=points))
    s = h.app.session
    for _ in range(4):
        played = s.game.cards_drawn if not points else s.cards_played
        s._handed_at = None  # the last bot's turn heard: this D is no bounce of the last
        h.pipe.send_text("d")  # goes on
        await h.wait(lambda p=played: (s.game.cards_drawn if not points else s.cards_played) > p)
        await asyncio.sleep(0.05)


async def answered(h: Headless, key: str) -> list[str]:
    mark, handled = len(h.spoken), h.app.keys_handled
    h.pipe.send_text(key)
    await h.wait(lambda: h.app.keys_handled > handled)
    return h.said_since(mark)


def test_shift_r_at_a_table_of_bots_recaps_the_round_since_the_player_to_move_last_played():
    async def body(h):
        await held(h, points=False)
        s = h.app.session
        said = await answered(h, "R")
        name = s.name(s.game.to_move)
        assert said[0] == f"Since {name}'s last turn:", said
        assert said[1:] == s.log.since(s.game.to_move) and len(said) > 1
        assert "You have no pawns in this game." not in said
    run_headless(body)


def test_k_at_a_point_score_table_of_bots_counts_the_pile_and_every_hand():
    async def body(h):
        await held(h, points=True)
        s = h.app.session
        g = s.game
        said = await answered(h, "k")
        unseen = len(g.deck.pile) + sum(len(g.hand(c)) for c in (R, B))
        assert re.match(rf"{unseen} cards not yet seen, in the pile and the players' hands: ",
                        said[0]), said
        assert "your own hand" not in said[0]
    run_headless(body)


def test_at_a_table_of_bots_v_points_to_shift_v_and_t_says_the_bots_wait_for_a_key():
    async def body(h):
        await held(h, points=False)
        s = h.app.session
        assert await answered(h, "v") == [
            "You have no pawns in this game: Shift+V says each player's pawns, one player "
            "at a time."]
        await h.wait(lambda: h.app.holding)  # the bot's turn is over and the next is held
        said = await answered(h, "t")
        assert said == [f"{s.name(s.game.to_move)}'s turn to draw.",
                        "The bots wait for D, Space or Enter."]
    run_headless(body)



def test_at_a_table_of_bots_u_has_no_move_to_take_back():
    async def body(h):
        await held(h, points=False)
        s = h.app.session
        played = s.game.cards_drawn
        assert await answered(h, "u") == [
            "There is no move of yours to take back: the U key takes back a move you chose "
            "among several."]
        assert h.app.session is s and s.game.cards_drawn >= played
    run_headless(body)
