"""``sorry-audio settings``: read and change the saved settings from the shell.

The game saves what the player changes in play (Settings in the menus, the main menu's bot
level, and the P, W and Shift+W keys); this command shows them, says where the file is, and
changes them without starting a game (the command-line flags still win for one run).
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sorry_audio.preferences import PreferenceStore, Setting


def add_arguments(parser: argparse.ArgumentParser) -> None:
    from sorry_audio.preferences import SPEC

    names = ", ".join(s.name for s in SPEC)
    parser.add_argument("changes", nargs="*", metavar="NAME=VALUE",
                        help=f"settings to change, for example rate=250 speech=none "
                             f"(the settings: {names}); with none given, each setting is "
                             "listed with its value and the values it takes")
    parser.add_argument("--reset", action="store_true",
                        help="put every setting back to its default (before any changes given)")
    parser.add_argument("--voices", action="store_true",
                        help="list the built-in voice's voices here, English ones first, with "
                             "what to write after voice=")


#: the game's own flags that name a setting's value outright
_FLAG_VALUES = {"no-sound": ("sound", "off")}


def unknown_hint(extra: list[str], args: argparse.Namespace) -> str | None:
    """A setting given as an option ("--rate 250"): say the form that changes it, as
    "--help lists the options" sent a player to a list with no --rate in it (playtest
    qb114), with the value typed where there is one (a value after the option is taken
    as a NAME=VALUE of its own: ``args.changes``; playtest qc116)."""
    from sorry_audio.preferences import BY_NAME

    loose = [c for c in getattr(args, "changes", []) if "=" not in c]
    for i, word in enumerate(extra):
        name, _, value = word.removeprefix("--").partition("=")
        if word.startswith("--") and name in _FLAG_VALUES:
            name, value = _FLAG_VALUES[name]
        elif not (word.startswith("--") and name in BY_NAME):
            continue
        if not value:  # the word after it, left over or taken as a change of its own
            after = extra[i + 1] if i + 1 < len(extra) else ""
            value = (after if after and not after.startswith("-")
                     else loose[-1] if len(loose) == 1 else "VALUE")
        return f"a setting is changed as NAME=VALUE: sorry-audio settings {name}={value}"
    return None


def _state(store: PreferenceStore) -> str:
    """What the "Settings file:" line adds in brackets: why the defaults are listed."""
    from sorry_audio.preferences import ProblemKind
    from sorry_audio.userfiles import present

    if store.path is None or not present(store.path):
        return " (not written yet: every setting is its default)"
    for p in store.problems:
        if p.kind is ProblemKind.DAMAGED and p.kept_as is None:  # still there
            return (f" (cannot be used: {p.detail}; the game will set it aside and use the "
                    "defaults below when it next starts, or when you change a setting with "
                    "this command)")
        if p.kind is ProblemKind.UNREADABLE:
            return f" (could not be opened: {p.detail}; the game uses the defaults below)"
    return ""


def allowed(setting: Setting) -> str:
    """What values a setting takes, in the words its own check refuses a bad value with
    ("use one of easy, normal, hard"), so the listing and the error never disagree."""
    from sorry_audio.preferences import PreferenceError

    try:
        setting.parse(None)  # no setting takes None: its refusal names what it does take
    except PreferenceError as exc:
        return str(exc)
    return ""


def _line(setting: Setting, value: str, default: str) -> str:
    """"  level: normal. Bot level for ...; use one of easy, normal, hard.": one colon, after
    the name, so the line is not heard as a chain of "name: value: about"."""
    mark = "" if value == default else f" (default {default or 'empty'})"
    about = setting.about[:1].upper() + setting.about[1:]
    use = allowed(setting)
    if use.removeprefix("use ").removeprefix("one of ") in about:
        use = ""  # the description already says them (pace, sound)
    elif ";" in about and about.split()[-3:] == use.split()[-3:]:
        about = about.rsplit(";", 1)[0]  # voice: said once, "... for the engine's own"
    return f"  {setting.name}: {value or 'empty'}{mark}. {about}" + (f"; {use}." if use
                                                                      else ".")


def _lines(store: PreferenceStore, only: set[str] | None = None) -> list[str]:
    """The file's line and a line a setting; with ``only``, just those settings."""
    from sorry_audio.preferences import DEFAULTS, SPEC, format_value

    lines = [f"Settings file: {store.path}{_state(store)}"]
    for s in SPEC:
        if only is None or s.name in only:
            lines.append(_line(s, format_value(getattr(store.preferences, s.name)),
                               format_value(getattr(DEFAULTS, s.name))))
    return lines


def _change(store: PreferenceStore, args: argparse.Namespace) -> dict[int, str]:
    """Apply --reset and every NAME=VALUE to ``store``; each bad one in words, by its place
    among the changes (all of them: ``voice=English rate=2500`` named only the rate, and
    the voice was refused the next time, playtest qg121)."""
    from sorry_audio.preferences import PreferenceError

    if args.reset:
        store.reset()
    given: set[str] = set()  # each once, as a position's options: "rate=250 rate=260"
    bad: dict[int, str] = {}  # saved the last without a word (playtest qg121)
    for i, change in enumerate(args.changes):
        name, sep, value = change.partition("=")
        try:
            if not sep:
                raise PreferenceError(f"write NAME=VALUE, not {change!r}")
            if name.strip() in given:
                raise PreferenceError(f"setting {name.strip()!r} given twice, at {change!r}: "
                                      "give each setting once")
            given.add(name.strip())
            store.set_text(name.strip(), value)
        except PreferenceError as exc:
            bad[i] = str(exc)
    return bad


def _changed(store: PreferenceStore, args: argparse.Namespace,
             voice: str | None = None) -> str:
    """"Saved: pace slow, rate 250." (or "Saved: every setting back to its default.");
    ``voice``: the voice's short name and its name, said for its code, and then the
    settings are parted by semicolons: "Saved: voice en-us (English (America)); rate 250."
    ("voice English (America), en-us, rate 250" made en-us sound like a setting of its
    own, review rz125)."""
    from sorry_audio.preferences import format_value

    names = dict.fromkeys(change.partition("=")[0].strip() for change in args.changes)
    done = ("; " if voice else ", ").join(f"{name} {voice}" if name == "voice" and voice else
                     f"{name} {format_value(getattr(store.preferences, name)) or 'empty'}"
                     for name in names)
    if args.reset:
        done = "every setting back to its default" + (f", then {done}" if done else "")
    return f"Saved: {done}."


def _fail(words: str) -> int:
    print(f"sorry-audio settings: {words}", file=sys.stderr)
    return 1


def _save(args: argparse.Namespace, path: Path) -> tuple[int, PreferenceStore]:
    """Open the file as the game does (a damaged one is set aside, and said), change and
    save it; the exit status, and the store to list."""
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.preferences import PreferenceStore, ProblemKind
    from sorry_audio.ui.prefs import problem_text

    store = PreferenceStore(path)
    moved = False
    for p in store.problems:
        if p.kind is ProblemKind.UNREADABLE:  # it may hold settings: never written over
            return _fail(f"could not read {path} ({p.detail}): nothing was changed."), store
        if p.kind is ProblemKind.DAMAGED and p.kept_as is None:
            return _fail(f"{path} cannot be used ({p.detail}) and could not be set aside: "
                         "nothing was changed."), store
        if p.kind is ProblemKind.DAMAGED:
            moved = True
            print(f"sorry-audio settings: {path} could not be used ({p.detail}), so it was "
                  f"set aside as {p.kept_as}; your changes start from the defaults.",
                  file=sys.stderr)
        else:
            print(problem_text(p, DEFAULT_CATALOG, file_words=True), file=sys.stderr)
    _change(store, args)  # already checked: every change is valid
    problem = store.save()
    if problem is not None:
        outcome = "your changes were not saved" if moved else "nothing was changed"
        return _fail(f"could not save {path} ({problem.detail}): {outcome}."), store
    return 0, store


def _voices() -> tuple:
    from sorry_audio.audio.output import find_voices
    from sorry_audio.audio.worker import Timeouts

    return find_voices(Timeouts.check)


def _list_voices() -> int:
    voices = _voices()
    if not voices:
        print("No voices were found for the built-in voice here: it could not start "
              "(sorry-audio check-audio says why).")
        return 1
    from sorry_audio.audio.tts import saved_name

    print(f"{len(voices)} voices for the built-in voice here, English ones first. Write the "
          "part after the colon, for example: sorry-audio settings "
          f"voice={saved_name(voices, voices[0])}")
    for voice in voices:
        print(f"  {voice.name}: {saved_name(voices, voice)}")
    return 0


def _voices_named(changes: list[str]) -> tuple[list[str], dict[int, str], str | None]:
    """``changes`` with each ``voice=`` written as the voice's own short name ("eng" ->
    "en-029"), words for one that names no voice here or names several, and what the
    Saved line calls the voice ("en (English (Great Britain))": the code alone did not tell
    a screen-reader user that "English" had found the Caribbean voice, playtest qg121); as
    given when no voices can be listed (the game then says, as it starts, if it is not
    found)."""
    from sorry_audio.audio.tts import saved_name, voices_meant

    named: list[str] = []
    voices = None
    label = None
    for i, change in enumerate(changes):
        name, _, value = change.partition("=")
        if name.strip() == "voice" and value.strip():
            voices = _voices() if voices is None else voices
            meant = voices_meant(voices, value.strip()) if voices else ()
            if voices and not meant:
                return changes, {i: f"there is no voice {value.strip()!r} here: sorry-audio "
                                    "settings --voices lists them"}, None
            if len(meant) > 1:  # the first listed was taken, Caribbean for "English"
                listed = "; ".join(f"{v.name}, {saved_name(voices, v)}" for v in meant)
                # the example is not the first listed: that one was the surprise (Caribbean
                # for "English"), and an example reads as advice (review rz125)
                return changes, {i: f"{value.strip()!r} could be any of {len(meant)} "
                                    f"voices: {listed}. Write the one you mean after "
                                    f"voice=, for example voice="
                                    f"{saved_name(voices, meant[1])}"}, None
            if meant:
                short = saved_name(voices, meant[0])
                change, label = f"voice={short}", f"{short} ({meant[0].name})"
        named.append(change)
    return named, {}, label


def run(args: argparse.Namespace) -> int:
    from sorry_audio.narration.catalog import DEFAULT_CATALOG
    from sorry_audio.narration.words import cap
    from sorry_audio.preferences import PreferenceStore, ProblemKind, default_path
    from sorry_audio.ui.prefs import problem_text

    path = default_path()
    if args.voices and (args.reset or args.changes):
        # refused, not dropped: the long list scrolled past any word that the change was
        # not made, and the user believed it saved (playtest qg121)
        given = " ".join((["--reset"] if args.reset else []) + args.changes)
        print(f"sorry-audio settings: --voices only lists the voices, so {given} was not "
              "done: nothing was changed. Change settings in a command of their own, "
              "without --voices.", file=sys.stderr)
        return 2
    if args.voices:
        return _list_voices()
    if args.reset or args.changes:
        # checked on a store with no file first: a bad change touches no file
        args.changes, bad, voice = _voices_named(args.changes)
        bad |= _change(PreferenceStore(None), args)
        if bad:  # said outright, as the other refusals here say it: rate=250 given
            # before volume=500 was not saved either (playtest qg121)
            first, *rest = (bad[i] for i in sorted(bad))
            said = "".join([first, *(f". {cap(words)}" for words in rest)])
            print(f"sorry-audio settings: {said}. Nothing was changed.", file=sys.stderr)
            return 2
        code, store = _save(args, path)
        if code:
            return code
        print(_changed(store, args, voice))  # first, so the change is not lost in the list (b2)
        # then only what changed: the whole list after every change had to be cut off by
        # ear, each time (playtest m13); a bare "sorry-audio settings" lists them all
        for line in _lines(store, {c.partition("=")[0].strip() for c in args.changes}):
            print(line)
        return 0
    else:  # looked at only: listing touches no file, not even a damaged one
        store = PreferenceStore(path, look_only=True)
        for problem in store.problems:
            if problem.kind is ProblemKind.INVALID:  # the others are in the file's line
                print(problem_text(problem, DEFAULT_CATALOG, file_words=True),
                      file=sys.stderr)
    print("\n".join(_lines(store)))
    return 0
