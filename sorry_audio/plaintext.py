"""Text that a terminal's encoding cannot show, in letters it can.

In an ASCII or Latin-1 terminal (a C locale, a serial console, ``PYTHONIOENCODING``), a
name such as "Zoë" or a voice such as "Māori" used to crash ``settings --voices`` and
print as "Zo?" in the game (playtest an39), and a braille display shows "?" as a
question mark.  Here each such character becomes its base letter ("Zoe", "Maori"), and
only a character with none becomes "?".
"""

from __future__ import annotations

import codecs
import unicodedata

#: the codec error handler's name, for ``str.encode`` and ``TextIOWrapper.reconfigure``
ERRORS = "sorry_audio.plain"

#: letters that Unicode does not decompose into a base letter and a mark
_LETTERS = {"ø": "o", "Ø": "O", "æ": "ae", "Æ": "AE", "œ": "oe", "Œ": "OE", "ß": "ss",
            "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ð": "d", "Ð": "D", "þ": "th",
            "Þ": "Th", "ı": "i"}


def plain_char(char: str) -> str:
    """``char`` in ASCII letters: its base letter, or "?" when it has none."""
    if char in _LETTERS:
        return _LETTERS[char]
    base = "".join(c for c in unicodedata.normalize("NFKD", char)
                   if not unicodedata.combining(c))
    return base if base and base.isascii() and base.isprintable() else "?"


def _replace(error: UnicodeError) -> tuple[str, int]:
    if not isinstance(error, UnicodeEncodeError):
        raise error
    return "".join(plain_char(c) for c in error.object[error.start:error.end]), error.end


codecs.register_error(ERRORS, _replace)


def fit(text: str, encoding: str | None) -> str:
    """``text`` as a stream in ``encoding`` can show it (unchanged when it can, or when the
    encoding is not known)."""
    if not encoding:
        return text
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return text.encode(encoding, ERRORS).decode(encoding)
    except LookupError:
        pass
    return text


def plain_streams(*streams: object) -> None:
    """Let ``streams`` (sys.stdout, sys.stderr) write any text, each character their
    encoding lacks as :func:`plain_char` gives it, instead of raising mid-line."""
    for stream in streams:
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors=ERRORS)
