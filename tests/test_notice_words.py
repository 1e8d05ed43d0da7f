"""Audio notices are values; their words come from the catalog, like every other phrase."""

from __future__ import annotations

import pytest

from sorry_audio.audio.notices import DeviceProblem, Notice, NoticeKind
from sorry_audio.narration.catalog import DEFAULT_CATALOG
from sorry_audio.ui.notices import device_problem_text, notice_text


@pytest.mark.parametrize("kind", list(NoticeKind))
def test_every_kind_of_notice_has_words_with_every_field_filled(kind: NoticeKind) -> None:
    notice = Notice(kind, problem=DeviceProblem.NO_DEVICE, engine="spare voice",
                    old="screen reader", value="loud")
    text = notice_text(notice)
    assert text and "{" not in text and text.endswith(".")
    assert text[0].isupper() or text.startswith("SORRY_AUDIO_SPEECH")


@pytest.mark.parametrize("notice, words", [
    (Notice(NoticeKind.SOUND_OFF, problem=DeviceProblem.NO_ANSWER),
     "Sound cues cannot play: the audio device did not answer; run sorry-audio check-audio "
     "for details."),
    (Notice(NoticeKind.SOUND_OFF, problem=DeviceProblem.NO_MINIAUDIO,
            detail="No module named 'miniaudio'"),
     "Sound cues cannot play: miniaudio is not installed (No module named 'miniaudio'); run "
     "sorry-audio check-audio for details."),
    (Notice(NoticeKind.ENGINE_FAILED, engine="text only", old="espeak"),
     "Speech: espeak failed; now using text only."),
    (Notice(NoticeKind.SPEECH_NOW, engine="NVDA"), "Speech now: NVDA."),
    # the one kind of speech asked for says which did not start (playtest g7)
    (Notice(NoticeKind.TEXT_ONLY, value="screenreader"),
     "Speech is text only: no screen reader is running; run sorry-audio check-audio for "
     "details."),
    (Notice(NoticeKind.SPEECH_NOW_TEXT_ONLY, value="tts"),
     "Speech now: text only, the built-in voice could not start; run sorry-audio "
     "check-audio for details."),
    (Notice(NoticeKind.AUDIO_FAILED),
     "Speech and sound are off: audio could not start; run sorry-audio check-audio for "
     "details."),
])
def test_notices_read_as_the_player_hears_them(notice: Notice, words: str) -> None:
    assert notice_text(notice) == words


def test_a_translation_rewords_notices_through_the_catalog() -> None:
    catalog = DEFAULT_CATALOG.with_texts(**{"ui.notice.speech_now": "Voix : {engine}.",
                                            "ui.device.no_device": "aucun appareil audio"})
    assert notice_text(Notice(NoticeKind.SPEECH_NOW, engine="NVDA"), catalog) == "Voix : NVDA."
    assert device_problem_text(DeviceProblem.NO_DEVICE, catalog=catalog) == "aucun appareil audio"
