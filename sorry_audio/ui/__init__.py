"""The terminal game: menus, setup and play by keyboard, every state change spoken and printed.

:class:`~sorry_audio.ui.app.SorryApp` is the prompt_toolkit application;
:mod:`sorry_audio.ui.keymap` is the one key table; the game logic the keys
drive is in :mod:`sorry_audio.ui.session`.
"""
