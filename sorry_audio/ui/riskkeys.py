"""Shift+O: the option list's risks, every option compared in one answer ("O says the list;
Shift+O the list's risks"), from :mod:`sorry_audio.narration.riskcompare`.

Which options are compared: the list the number keys choose from now.  A flat list (at
most nine): all of them.  A group of a 7's opened: the options in it, numbered as in it.
The list of groups (more than nine options): no per-option list, which would be long;
one line names the group (or groups) holding the option that risks least of all, to open
and compare there, or the entry of one option, which its number plays.  Before a pick in the
Point Score game: each card of the hand with its option of least ground at risk.

Nothing here changes the game: it reads the options' results and speaks.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sorry_audio.core.board import Colour
from sorry_audio.core.game import Phase
from sorry_audio.narration.riskcompare import (
    CardRisk,
    OptionRisk,
    common_sorry,
    hand_risks,
    least,
    least_in_groups,
    option_risk,
    option_risks,
)
from sorry_audio.ui.hands import hand_cards
from sorry_audio.ui.questions import sorry_tag

if TYPE_CHECKING:
    from prompt_toolkit.key_binding import KeyPressEvent

    from sorry_audio.ui.session import GameSession


class RiskKeys:
    """The Shift+O key, mixed into the app."""

    session: GameSession | None

    def key_option_risks(self, event: KeyPressEvent) -> None:
        """Shift+O: after each option offered, which of your pawns an opponent could bump
        and with which cards, then the option that risks least (playtest px98)."""
        assert self.session is not None
        say_option_risks(self.session)


def say_option_risks(s: GameSession) -> None:
    """Shift+O's answer for the session's card waiting; with no options offered (before a
    draw or a pick, a lone option), one line that says so."""
    g = s.game
    if s.over:
        s.speaker.refuse("ui.game_over")
        return
    if not s.human_to_move:
        s.speaker.refuse("ui.not_your_turn", name=s.name(g.to_move))
        return
    if g.phase is Phase.PICK:
        if not s.hand_hidden():  # (a hot seat's hand not yet heard: it says to press D)
            say_hand_risks(s)
        return
    chooser = s.chooser
    if g.phase is not Phase.CHOOSE or chooser is None:
        s._refuse_named("ui.risks.draw_first")
        return
    if len(g.options) == 1:
        s.speaker.refuse("ui.risks.one")
        return
    colour, narrator = g.to_move, s.narrator
    # as A after an option walked to: that option's result, the card played, none held
    after = s.pile_after(g.card)
    if chooser.at_groups:
        risks = [option_risk(o.result, colour, **after, before=g.position) for o in g.options]
        count = len(risks)
        if all(not r.in_danger for r in risks):
            s.speaker.answer(narrator.say("danger.risks.groups_none", count=count))
            return
        s.speaker.answer(least_in_groups(narrator, count,
                                         [chooser.place(i) for i in least(risks)],
                                         len(chooser.groups)))
        return
    numbered = [(n, option_risk(g.options[i].result, colour, **after, before=g.position))
                for n, i in enumerate(chooser.entries(), 1)]
    again = _sorry_said(s, common_sorry([r for _, r in numbered]))
    s.speaker.answer(option_risks(narrator, g.position, colour, numbered, again,
                                  s.known_gone))


def say_hand_risks(s: GameSession) -> None:
    """Shift+O before a pick in the Point Score game: each card's option of least ground at
    risk, numbered as its list will be once picked (two cards alike said together)."""
    g, narrator = s.game, s.narrator
    colour = g.to_move
    cards: list[CardRisk] = []
    every: list[OptionRisk] = []
    for c in hand_cards(g, narrator):
        if not c.options:
            cards.append(CardRisk(c.numbers, c.card, [], None))
            continue
        after = s.pile_after(c.card)
        risks = [option_risk(o.result, colour, **after, before=g.position) for o in c.options]
        every += risks
        # the safest option first, then those within the margin of it (review rx108: the
        # first by number within the margin was said, not the safest); of those as safe,
        # the one with the fewest threats of any kind (playtest ps109: "only a SORRY! from
        # Yellow" was said of a card whose other option left nothing in danger)
        low = sorted(least(risks), key=lambda i: (
            risks[i].at_stake, len(risks[i].pawns) + len(risks[i].swaps), len(risks[i].sorry)))
        cards.append(CardRisk(c.numbers, c.card, [c.place(i) for i in low], risks[low[0]],
                              len(c.options)))
    if not every:
        s.speaker.refuse("ui.risks.no_use")
        return
    said = [c.risk for c in cards if c.risk is not None]
    again = _sorry_said(s, common_sorry(said) if len(said) > 1 else set())
    s.speaker.answer(hand_risks(narrator, g.position, colour, cards, every, again,
                                s.known_gone))


def _sorry_said(s: GameSession, takers: set[Colour]) -> bool:
    """Whether A or Shift+O named these SORRY! takers on this card already (then Shift+O
    says "And a SORRY!, as before."); marks them said (playtest pr107: the 20-word line
    closed every Shift+O in a game of four, right after A had said it)."""
    if not takers:
        return False
    said, tag = s.card_asides(), sorry_tag(s.name(c) for c in takers)
    again = tag in said
    said.add(tag)
    return again
