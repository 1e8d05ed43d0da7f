"""Audio notices that appear mid-game (an engine dropped) are printed and spoken, once each."""

from __future__ import annotations

import asyncio
import threading

from sorry_audio.audio import AudioOutput, AudioSettings, SpeechMode
from sorry_audio.audio.engines import EngineCheck, RecordingEngine, SpeechEngine
from sorry_audio.audio.notices import DeviceProblem, Notice, NoticeKind
from sorry_audio.audio.worker import Timeouts
from sorry_audio.ui.headless import Headless
from sorry_audio.ui.keymap import Mode
from sorry_audio.ui.notices import notice_text


class HangsLater(SpeechEngine):
    """Speaks a few lines, then hangs (as a stuck speech-dispatcher does)."""

    name = "flaky voice"

    def __init__(self, good: int) -> None:
        self.good = good
        self.released = threading.Event()

    def check(self) -> EngineCheck:
        return EngineCheck(True)

    def speak(self, text: str, interrupt: bool) -> None:
        self.good -= 1
        if self.good < 0:
            self.released.wait(5)

    def stop(self) -> None:
        pass


def test_a_speech_engine_that_hangs_mid_game_is_reported_once_in_words():
    flaky, fallback = HangsLater(good=2), RecordingEngine()
    audio = AudioOutput(AudioSettings(speech=SpeechMode.NONE, sound=False),
                        engines=lambda s, snd: [flaky, fallback],
                        timeouts=Timeouts(speak=0.2))

    async def main():
        async with Headless(seed=2, audio=audio) as h:
            await h.press("1")  # a quick game
            assert h.app.mode is Mode.GAME
            for key in "tsbtsb":  # a few more lines, until the engine hangs on one
                await h.press(key)
                await asyncio.sleep(0.05)
            await h.wait(lambda: bool(audio.notices), timeout=5)
            notice = notice_text(audio.notices[0])
            assert "flaky voice" in notice
            await h.wait(lambda: notice in h.printed, timeout=2)
            # spoken by the engine that took over (a key pressed before that may cut it off,
            # as any key cuts off speech; it stays printed and in the history)
            await h.wait(lambda: any(text == notice for text, _ in fallback.spoken), timeout=2)
            await h.press("d", "b", "t")  # later keys and turns do not repeat it
            await asyncio.sleep(0.6)
            assert h.printed.count(notice) == 1
            assert h.app.speaker.history.count(notice) == 1
            assert sum(text == notice for text, _ in fallback.spoken) == 1
    try:
        asyncio.run(main())
    finally:
        flaky.released.set()
        audio.close()


SOUND_OFF = ("Sound cues cannot play: no audio device was found; run sorry-audio check-audio "
             "for details.")


def test_notices_from_launch_and_later_each_come_once_through_the_recording_output():
    async def main():
        async with Headless(seed=2) as h:
            h.audio.notices.append(Notice(NoticeKind.SOUND_OFF, problem=DeviceProblem.NO_DEVICE))
            await h.press("down")
            await h.wait(lambda: SOUND_OFF in h.spoken)
            await h.press("enter")  # a game starts, its history is fresh
            h.audio.notices.append(Notice(NoticeKind.ENGINE_HUNG, old="espeak",
                                          engine="text only"))
            await h.wait(lambda: h.spoken[-1].startswith("Speech: espeak"), timeout=2)
            await h.press("b", "up")
            assert h.spoken.count(SOUND_OFF) == 1
            assert h.printed.count("Speech: espeak stopped responding; now using text only.") == 1
            interrupt = [i for t, i in h.audio.spoken if t.startswith("Speech: espeak")]
            assert interrupt == [False]  # queued after what was being said, not cutting it off
    asyncio.run(main())


def test_a_speech_engine_is_named_in_words_not_by_its_library():
    """Review ai35: "Speech now: text-to-speech (pyttsx3, played through the mixer)." was
    read "pitsks three"; check-audio keeps the full names."""
    from sorry_audio.audio.notices import Notice, NoticeKind
    from sorry_audio.ui.notices import notice_text

    now = Notice(NoticeKind.SPEECH_NOW, engine="text-to-speech (pyttsx3, played through the "
                 "mixer)")
    assert notice_text(now) == "Speech now: built-in voice."
    hung = Notice(NoticeKind.ENGINE_HUNG, engine="text only",
                  old="screen reader (accessible_output2)")
    assert notice_text(hung) == "Speech: screen reader stopped responding; now using text only."
    nvda = Notice(NoticeKind.SPEECH_NOW, engine="screen reader: NVDA")
    assert notice_text(nvda) == "Speech now: screen reader: NVDA."
