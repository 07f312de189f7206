"""The odds panel's further parts (a shot's chance to suppress, to destroy, another distribution): drawn under
the main bars, a yes/no part as one row; what does not fit the room left on the side panel is left out (a part
that does not fit and the parts after it, then notes), never the main odds or the buttons."""
from fractions import Fraction

import pygame

from game.core.odds import Outcomes
from game.ui.panels.odds import OddsPanel, part_rows


def _outcomes():
    main = Outcomes({0: Fraction(1, 2), 1: Fraction(1, 4), 2: Fraction(1, 4)}, "hit points lost", ("a note",) * 3)
    return main.with_parts(Outcomes({True: Fraction(1, 5), False: Fraction(4, 5)}, "suppressed"),
                           Outcomes({k: Fraction(1, 10) for k in range(10)}, "hit points lost by your own units"))


def test_part_rows_a_yes_no_part_is_one_row_a_long_one_is_folded():
    yes_no, many = _outcomes().parts
    assert part_rows(yes_no) == ("", [("Suppressed", 0.2)])
    head, rows = part_rows(many)
    assert head == "Hit points lost by your own units:" and len(rows) == 6
    assert rows[-1][0] == "5 or more" and abs(rows[-1][1] - 0.5) < 1e-9
    # 0 and 1 keys are numbers, not yes / no
    head, rows = part_rows(Outcomes({0: Fraction(9, 10), 1: Fraction(1, 10)}, "critical hits"))
    assert head and [r[0] for r in rows] == ["0", "1"]


def test_the_panel_leaves_out_what_does_not_fit_parts_last_before_notes_first(play):
    from game.content.library import maps_dir
    from game.core.battle import Battle

    d = play(Battle.from_file(maps_dir() / "iron_dawn_pumping_station.json", seed=3))
    panel = OddsPanel(d.app.manager, lambda: None, lambda: None)
    action = d.scene.session.battle.legal_actions().list()[0]
    panel.open(action, "Shoot", _outcomes())
    full = panel.height(300)
    assert panel._fit == (2, 3)
    tight = panel.height(300, full - 15 * 3)          # no room for the notes
    assert panel._fit == (2, 0) and tight == full - 45
    panel.height(300, full - 45 - 40)                  # no room for the long part: the notes fill what is left
    assert panel._fit == (1, 3)
    panel.place(pygame.Rect(0, 0, 300, panel.height(300, 10)))   # hardly any room: main odds and buttons only
    assert panel._fit == (0, 0) and len(panel.rows) == 3 and len(panel.buttons) == 2
    panel.draw(d.app.surface)
    panel.close()
