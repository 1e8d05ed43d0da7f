"""The spoken form of a printed line: what a voice should be given so that it says the
line as a person would read it aloud.

The printed text stays as the box writes it ("SORRY!", "a5065"); only speech changes.
Review ai35 rendered every line through espeak-ng and found two faults no wording of the
catalog could fix without making the printed text wrong:

- the "!" of SORRY! is a full stop to a voice: "so the SORRY! moves pawn 2" was said as
  two sentences, with a falling pitch and a third of a second's pause in mid-clause
  (one distinct line in fourteen), and "Leave Sorry! Audio?" as "Leave. Sorry! Audio?";
- "a5065", the rules named after Hasbro's product number, was read "A five thousand and
  sixty-five".
"""

from __future__ import annotations

import re

#: a "!" after Sorry that does not end a sentence: more of the clause follows (a small
#: letter, a number, a comma or colon), or it is the game's name, "Sorry! Audio"
_MID_SORRY = re.compile(r"\b(SORRY|Sorry)!(?=\s*[a-z0-9,;:()]|\s+Audio\b)")
_PRODUCT = re.compile(r"\ba5065\b")


def spoken_form(text: str) -> str:
    """``text`` as a voice should be given it: see the module."""
    if "!" in text:
        text = _MID_SORRY.sub(r"\1", text)
    if "5065" in text:
        text = _PRODUCT.sub("A 50 65", text)
    return text
