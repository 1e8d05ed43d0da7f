"""Words for the audio layer's notices (a missing sound device, a speech engine given up on).

In the UI, the layer that reads both audio and narration: the notice comes from audio, its
words from the catalog (``ui.notice.`` and ``ui.device.`` keys).
"""

from __future__ import annotations

from sorry_audio.audio.notices import DeviceProblem, Notice, NoticeKind
from sorry_audio.audio.settings import SPEECH_ENV, SpeechMode
from sorry_audio.narration.catalog import DEFAULT_CATALOG, Catalog


def device_problem_text(problem: DeviceProblem, detail: str = "",
                        catalog: Catalog = DEFAULT_CATALOG) -> str:
    """"no audio device was found": why cues cannot be heard, as a clause."""
    return catalog.say(f"ui.device.{problem.value}", detail=detail)


#: text-only notices whose ``value`` names the speech the player asked for
_ASKED = frozenset({NoticeKind.TEXT_ONLY, NoticeKind.SPEECH_NOW_TEXT_ONLY,
                    NoticeKind.SOUND_OFF_TEXT_ONLY})
_MODES = frozenset({SpeechMode.SCREENREADER.value, SpeechMode.TTS.value})


def notice_text(notice: Notice, catalog: Catalog = DEFAULT_CATALOG, *,
                details: bool = True) -> str:
    """The sentence the player hears for ``notice``; ``details`` False leaves out "run
    sorry-audio check-audio for details", for check-audio's own report."""
    problem = ("" if notice.problem is None
               else device_problem_text(notice.problem, notice.detail, catalog))
    key = f"ui.notice.{notice.kind.value}"
    if notice.kind in _ASKED and notice.value in _MODES:  # the one asked for did not start
        key += "." + notice.value  # (playtest g7: "no speech engine" with no screen reader)
    return catalog.say(key, problem=problem, engine=engine_words(notice.engine, catalog),
                       old=engine_words(notice.old, catalog), value=notice.value,
                       name=SPEECH_ENV,
                       modes=", ".join(m.value for m in SpeechMode),
                       details=catalog.say("ui.notice.details") if details else "")


def engine_words(name: str, catalog: Catalog = DEFAULT_CATALOG) -> str:
    """A speech engine as a player hears it named: the library behind it left out, as a
    voice read "text-to-speech (pyttsx3, played through the mixer)" as "pitsks three"
    (review ai35); check-audio's list keeps the full names.  "screen reader: NVDA" and
    "text only" are already words."""
    if name.startswith("text-to-speech"):
        return catalog.say("ui.speech_short.tts")
    if name.startswith("screen reader ("):
        return catalog.say("ui.speech_short.screenreader")
    return name
