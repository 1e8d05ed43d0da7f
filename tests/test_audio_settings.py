"""Audio flags and the SORRY_AUDIO_SPEECH environment variable."""

from __future__ import annotations

import argparse

import pytest

from sorry_audio.audio import AudioSettings, SpeechMode, add_audio_arguments, settings_from_args
from sorry_audio.audio.notices import Notice, NoticeKind
from sorry_audio.audio.settings import SPEECH_ENV, speech_env_notice
from sorry_audio.ui.notices import notice_text


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> None:  # type: ignore[override]
        raise ValueError(message)


def parse(*argv: str) -> AudioSettings:
    parser = _Parser()
    add_audio_arguments(parser)
    return settings_from_args(parser.parse_args(list(argv)))


def test_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SPEECH_ENV, raising=False)
    assert parse() == AudioSettings(SpeechMode.AUTO, 200, None, True, 0.8)


def test_every_flag(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SPEECH_ENV, raising=False)
    got = parse("--speech", "TTS", "--rate", "320", "--voice", "en-us", "--no-sound",
                "--volume", "35")
    assert got == AudioSettings(SpeechMode.TTS, 320, "en-us", False, 0.35)


def test_environment_gives_the_default_and_the_flag_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SPEECH_ENV, "none")
    assert parse().speech is SpeechMode.NONE
    assert parse("--speech", "screenreader").speech is SpeechMode.SCREENREADER
    monkeypatch.setenv(SPEECH_ENV, "nonsense")
    assert parse().speech is SpeechMode.AUTO


def test_the_settings_know_when_the_environment_chose_the_speech_mode(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """So a bad saved speech mode is said to give way to SORRY_AUDIO_SPEECH, not to a flag
    (playtest pe77)."""
    from dataclasses import replace

    monkeypatch.setenv(SPEECH_ENV, "none")
    assert parse().speech_from_env
    assert not parse("--speech", "none").speech_from_env  # the flag chose it
    assert not replace(parse(), speech=SpeechMode.TTS).speech_from_env  # changed in play
    assert parse() == AudioSettings(SpeechMode.NONE)  # compared as before
    monkeypatch.setenv(SPEECH_ENV, "nonsense")
    assert not parse().speech_from_env


def test_a_speech_mode_in_the_environment_that_is_no_mode_is_said(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(SPEECH_ENV, " screenreder ")
    notice = speech_env_notice()
    assert notice == Notice(NoticeKind.SPEECH_ENV_IGNORED, value="screenreder")
    assert notice_text(notice) == (f"{SPEECH_ENV}='screenreder' is not a speech mode "
                                   "(auto, screenreader, tts, none); it is ignored.")
    for fine in ("", "  ", "TTS", "none"):
        monkeypatch.setenv(SPEECH_ENV, fine)
        assert speech_env_notice() is None


@pytest.mark.parametrize("argv, words", [
    (("--speech", "loud"), "unknown speech mode 'loud'"),
    (("--rate", "fast"), "whole number"),
    (("--rate", "20"), "between 80 and 500"),
    (("--volume", "101"), "between 0 and 100"),
])
def test_bad_values_are_one_clear_message(argv: tuple[str, ...], words: str) -> None:
    with pytest.raises(ValueError, match=words):
        parse(*argv)


def test_missing_attributes_keep_defaults(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SPEECH_ENV, raising=False)
    assert settings_from_args(argparse.Namespace()) == AudioSettings()


def test_saved_settings_fill_what_the_command_line_leaves_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SPEECH_ENV, raising=False)
    saved = AudioSettings(SpeechMode.TTS, 310, "en-gb", False, 0.25)
    parser = _Parser()
    add_audio_arguments(parser)
    assert settings_from_args(parser.parse_args([]), saved) == saved
    got = settings_from_args(parser.parse_args(["--rate", "150", "--volume", "90"]), saved)
    assert got == AudioSettings(SpeechMode.TTS, 150, "en-gb", False, 0.9)
    # the shell's SORRY_AUDIO_SPEECH comes before the saved mode, the flag before both
    monkeypatch.setenv(SPEECH_ENV, "none")
    assert settings_from_args(parser.parse_args([]), saved).speech is SpeechMode.NONE
    assert settings_from_args(parser.parse_args(["--speech", "auto"]), saved).speech \
        is SpeechMode.AUTO
    monkeypatch.setenv(SPEECH_ENV, "nonsense")  # not a mode: ignored, the saved one holds
    assert settings_from_args(parser.parse_args([]), saved).speech is SpeechMode.TTS
