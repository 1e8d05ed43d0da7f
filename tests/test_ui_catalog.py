"""The UI says its own phrases through the app's one narration catalog, like the game's words."""

from __future__ import annotations

from sorry_audio.narration.catalog import DEFAULT_CATALOG, ENGLISH, Catalog
from sorry_audio.ui.headless import run_headless
from sorry_audio.ui.keymap import GAME_KINDS, KEYMAP, Mode, help_lines, key_name
from sorry_audio.ui.menus import rules_lines

OPEN, CLOSE = "\u27e6", "\u27e7"


def run(body, catalog: Catalog):
    run_headless(body, seed=3, catalog=catalog)


def test_a_translation_swaps_menu_and_game_words_in_the_running_app():
    catalog = DEFAULT_CATALOG.with_texts(**{
        "ui.quick_game.one": "Partie rapide contre 1 robot",
        "ev.draw.you": "Tu tires {card}.",
        "ui.key.draw": "tirer une carte",
        "ui.your_turn.first": "A toi : D ou Espace pour tirer.",
    })

    async def body(h):
        assert h.spoken[0].endswith("Partie rapide contre 1 robot, 1 of 10")
        await h.press("1")  # the quick game against one bot: you (red) go first
        assert h.spoken[-1] == "A toi : D ou Espace pour tirer."
        await h.press("d")
        drawn = [line for line in h.spoken if line.startswith("Tu tires ")]
        assert len(drawn) == 1 and "You draw" not in " ".join(h.spoken)
        await h.press("f1")
        assert "D or Space: tirer une carte." in h.spoken
        assert h.app.session is not None and h.app.session.narrator.catalog is catalog
    run(body, catalog)


def test_every_key_row_has_its_help_in_the_catalog_and_no_help_is_stale():
    rows = {f"ui.key.{a.name}" for a in KEYMAP}
    helps = {k for k in ENGLISH if k.startswith("ui.key.") and k not in ("ui.key.line",
                                                                         "ui.key.or")
             and not k.endswith(tuple(f".{kind}" for kind in GAME_KINDS))
             and not k.endswith(tuple(f".{mode.value}" for mode in Mode))}
    assert rows == helps
    for mode in Mode:  # a key's words in one place are a key's of the table that works there
        assert {k.rsplit(".", 1)[0] for k in ENGLISH
                if k.startswith("ui.key.") and k.endswith(f".{mode.value}")} <= {
            f"ui.key.{a.name}" for a in KEYMAP if mode in a.modes}
    for kind in GAME_KINDS:  # a key's meaning in one kind of game is a key's of the table
        assert {k.rsplit(".", 1)[0] for k in ENGLISH
                if k.startswith("ui.key.") and k.endswith(f".{kind}")} <= rows
    assert key_name("Shift+S") == "Shift+S" and key_name("1..9") == "1 to 9"
    german = DEFAULT_CATALOG.with_texts(**{"ui.keyname.Space": "Leertaste",
                                          "ui.key.draw": "eine Karte ziehen"})
    assert "D or Leertaste: eine Karte ziehen." in help_lines(Mode.GAME, german)


def _marked() -> Catalog:
    """Every template wrapped in brackets (line by line): text said without them bypassed us."""
    return Catalog({k: "\n".join(f"{OPEN}{line}{CLOSE}" for line in v.split("\n"))
                    for k, v in ENGLISH.items()})


def test_every_line_the_ui_says_comes_from_the_catalog():
    async def body(h):
        await h.press("down", "up", "4", "right", "escape")  # main menu, level, an error
        await h.press("8", "down", "right", "left", "enter", "5", "6", "7", "escape")  # settings
        await h.press("7", "6")  # keys, rules
        await h.press("5", "down", "right", "left", "4")  # setup, move, change, jump
        await h.press("enter", "backspace", "A", "backspace", "B", "o", "enter")  # a name
        await h.press("enter", "escape", "c-c", "n")  # cancel a name; stay
        await h.press("escape", "1")  # back to the main menu; a quick game
        for key in ("1", "o", "enter", "h", "d", "d", "t", "b", "v", "s", "S", "c", "a",
                    "n", "N", "l", "L", "e", "E", "home", "right", "left", "p", "w", "W",
                    "r", ",", ".", "<", ">", "f1", "x", "escape", "down", "enter", "escape"):
            await h.press(key)
        s = h.app.session
        assert s is not None and h.app.mode is Mode.GAME
        for _ in range(200):
            if s.over or s.chooser is not None:
                break
            await h.press("d")
        if s.chooser is not None:
            await h.press("down", "o", "1")
        await h.press("escape", "4", "3", "escape")  # the game menu: settings, verbosity
        await h.press("5", "enter")  # back in the game menu: leave the game (it is saved)
        assert h.app.session is None
        await h.press("9", "escape", "5", "enter")  # continue it (item 9), and leave again
        assert any(line.startswith(OPEN + "Your saved game is back") for line in h.spoken)
        typed = {"A", "B", "o"}
        bypassed = [line for line in h.spoken if OPEN not in line and line not in typed]
        assert bypassed == []
        assert not any(OPEN not in line for line in h.printed)
    run(body, _marked())


def test_the_rules_summary_tells_what_each_profile_offers():
    """A player who learns from the Rules item meets no option it did not mention."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.cards import Card
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position
    from sorry_audio.core.rules import RULES

    text = "\n".join(rules_lines(DEFAULT_CATALOG))
    eleven = legal_options(parse_position("r r=55,S,S,S b=30,S,S,S"), Card.ELEVEN)  # 11 passes HOME
    assert any(o.kind.name == "PASS" for o in eleven) and "you may pass" in text
    steps = RULES["a5065"].sorry_fallback_forward
    lone = parse_position("r r=5,S,S b=H,H,Z2 rules=a5065")
    assert any(o.result.pawns(Colour.RED)[0] == 5 + steps
               for o in legal_options(lone, Card.SORRY))
    assert f"moves one pawn forward {steps}" in text
    a5065 = DEFAULT_CATALOG.say("ui.rules_text.a5065")  # an a5065 game's rules
    rules = RULES["a5065"]
    assert f"{rules.pawns} pawns in START" in a5065 and "A 2 gives no extra draw" in a5065
    assert all(str(int(card)) in a5065 for card in rules.enter_cards)
    assert f"moves one pawn forward {steps} instead" in a5065
    assert not rules.slides_on(Colour.RED, Colour.BLUE) and "only on their own" in a5065


def test_the_rules_text_says_a_sorry_landing_slides_as_the_game_plays_it():
    """Spec 2: a pawn ending any move, a SORRY! too, on a slide's triangle slides; the
    spoken rules listed forward, backward and a swap only (audit py99)."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.cards import Card
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position

    for name, position, slid in (("classic", "r r=S,S,S,S b=21,S,S,S", 25),
                                 ("a5065", "r r=S,S,S b=6,S,S rules=a5065", 10)):
        played = legal_options(parse_position(position), Card.SORRY)
        assert [o.result.pawns(Colour.RED)[0] for o in played] == [slid]  # it slid on
        text = DEFAULT_CATALOG.say(f"ui.rules_text.{name}")
        assert "by a swap or by a SORRY!" in text, name


def test_the_rules_text_says_a_split_7_uses_all_seven_as_the_game_plays_it():
    """Spec 2: a split moves a and 7-a; pawns 4 and 2 steps from home cannot share
    a 7, and a watcher heard "cannot use the 7" with the rules page silent on why (playtest
    qn129)."""
    from sorry_audio.core.cards import Card
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position

    stuck = parse_position("r r=Z2,Z4,S,S b=30,S,S,S")  # 4 and 2 steps from home
    assert legal_options(stuck, Card.SEVEN) == []
    for name in ("classic", "a5065"):
        text = DEFAULT_CATALOG.say(f"ui.rules_text.{name}")
        assert "splits the 7 between two pawns, all 7 used" in text, name
        assert "the other must take the rest" in text, name


def test_the_rules_text_says_what_the_audit_found_it_left_out():
    """Review ra137 (F3): a 2 draws again even when it moved nothing (spec 3: "whether or not
    they could move"); a slide sweeps the mover's own pawns too (spec 2); a swap can carry a
    pawn past its own safety entry (spec 3).  The core plays each, and the page now says it."""
    from sorry_audio.core.board import Colour
    from sorry_audio.core.cards import Card
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position
    from sorry_audio.core.rules import RULES

    classic = DEFAULT_CATALOG.say("ui.rules_text.classic")
    assert RULES["classic"].again[Card.TWO]
    assert "A 2 lets you draw again, even when it moved no pawn." in classic
    # Red 18 with a 3 lands on Blue's long slide (21 to 25) and sweeps Red's own 23 to START
    swept = legal_options(parse_position("r r=18,23,S,S b=S,S,S,S"), Card.THREE)
    assert any(sorted(o.result.pawns(Colour.RED)) == [0, 0, 0, 25] for o in swept)
    # an 11 swaps Red 50 (9 squares before its safety entry) with Blue 5
    swapped = legal_options(parse_position("r r=50,S,S,S b=5,S,S,S"), Card.ELEVEN)
    assert any(o.result.pawns(Colour.RED)[0] == 5 for o in swapped)
    for name in ("classic", "a5065"):
        text = DEFAULT_CATALOG.say(f"ui.rules_text.{name}")
        assert "sweeping every pawn on the slide back to its START, your own too" in text, name
        assert ("A swap can put your pawn past your safety entry, and then it must go round "
                "again.") in text, name


def test_a_partnership_games_rules_page_never_says_you_may_not_land_on_your_own_pawn():
    """Review ra137 (F3.5): in the partnership game a partner's pawn may land on yours and
    bump it (docs/rules.md Decision 9), yet the page said "You may not land on your own
    pawn" beside the partnership's own line.  There only the same colour blocks."""
    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.core.board import Colour
    from sorry_audio.core.cards import Card
    from sorry_audio.core.moves import legal_options
    from sorry_audio.core.position import parse_position

    teams = parse_position("r r=15,S,S,S b=S,S,S,S y=10,S,S,S g=S,S,S,S teams")
    assert any(o.result.pawns(Colour.YELLOW)[0] == 15 and o.result.pawns(Colour.RED)[0] == 0
               for o in legal_options(teams, Card.FIVE))  # Yellow bumps Red's own pawn
    say = DEFAULT_CATALOG.say
    seats = tuple(Seat(c, None if c is Colour.RED else "easy") for c in Colour)
    for rules in ("classic", "a5065"):
        lines = rules_lines(DEFAULT_CATALOG, GameConfig(seats, rules=rules, teams=True))
        assert not any(say("ui.rules_text.own_pawn") in line for line in lines), rules
        assert sum(say("ui.rules_text.own_colour") in line for line in lines) == 1, rules
        assert any("your partner's pawn may land on yours and bump it" in line
                   for line in lines)
        alone = rules_lines(DEFAULT_CATALOG, GameConfig(seats[:2], rules=rules))
        assert sum(say("ui.rules_text.own_pawn") in line for line in alone) == 1, rules


def test_a_games_rules_page_says_its_faster_setup_where_the_pawns_are_said():
    """"Each player has 3 pawns in START" first and the faster setup only at the end misled
    a playtester; the correction now follows the line it corrects."""
    from sorry_audio.config import GameConfig, Seat
    from sorry_audio.core.board import Colour

    config = GameConfig((Seat(Colour.RED), Seat(Colour.YELLOW, "easy")), rules="a5065",
                        faster_setup=True, deck=44)
    lines = rules_lines(DEFAULT_CATALOG, config)
    at = lines.index("Each player has 3 pawns in START. The first to bring all of them HOME "
                     "wins.")
    assert lines[at + 1] == "But with faster setup, one of them began on its start square."
    assert lines[-1] == ("The deck has 44 cards, four of every card, with no 6 or 9: a 1 "
                         "card fewer than in the box.")
    assert rules_lines(DEFAULT_CATALOG, GameConfig(config.seats)).count(lines[at + 1]) == 0


def test_one_list_join_for_the_ui_and_the_game_words():
    """Review rl100 finding 11: setup's and_list and Words.join were two copies of one
    sentence; both now say Catalog.join's, with the catalog's own words."""
    from sorry_audio.narration.words import Words

    c = DEFAULT_CATALOG
    assert c.join(["Red", "Blue", "Yellow"]) == "Red, Blue and Yellow"
    assert c.join(["a 4", "an 8"], "or") == "a 4 or an 8"
    assert c.join(["Red"]) == "Red" and c.join([]) == ""
    french = c.with_texts(**{"list.and": "et"})
    assert Words({}, None, catalog=french).join(iter(["Ann", "Bob", "Cy"])) == "Ann, Bob et Cy"
