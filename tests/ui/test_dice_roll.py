"""Dice that roll (issue 16, item 4): real faces (d6 pips, d10 and d12 faces) tumble and land on the faces
the engine rolled, at the speed the settings choose."""
import pygame
import pytest

from game.core.dice import Purpose, Roll
from game.ui.overlays.dice import LANDS, TUMBLE, DiceRoll, tumble_pose, tumbling_face
from game.ui.overlays.diefaces import draw_die

AREA = pygame.Rect(0, 0, 900, 500)


@pytest.fixture(autouse=True)
def fonts():
    from game.ui.app import init_pygame

    init_pygame()


def _rolls(kind, faces, target=None):
    return [Roll(kind, (f,), f, Purpose("test", target=target)) for f in faces]


@pytest.mark.parametrize("kind, sides, faces", [("d6", 6, (1, 2, 3, 4, 5, 6)), ("d10", 10, (1, 7, 10)),
                                                 ("d12", 12, (3, 11, 12))])
def test_the_face_shown_when_the_dice_land_is_the_face_rolled(kind, sides, faces):
    roll = DiceRoll(_rolls(kind, faces), speed=1.0)
    roll.t = 0.0
    assert roll.faces_shown() != list(faces)             # they start on other faces
    roll.update(TUMBLE * LANDS + 1e-6)
    assert roll.faces_shown() == list(faces)             # landed: the rolled faces, still spinning to rest
    roll.update(TUMBLE)
    assert roll.settled and roll.faces_shown() == list(faces)
    # and the picture shows exactly those faces: each die is drawn as `draw_die` draws the rolled face
    screen = pygame.Surface(AREA.size)
    roll.draw(screen, AREA)
    rects = [rect for _, _, _, dice in roll.layout(AREA)[1] for rect, _ in dice]
    assert len(rects) == len(faces)
    for rect, face in zip(rects, faces):
        for candidate in range(1, sides + 1):
            ref = pygame.Surface(AREA.size)
            ref.blit(screen, (0, 0))
            draw_die(ref, rect, candidate, sides)
            same = pygame.image.tobytes(ref.subsurface(rect.inflate(-8, -8)), "RGB") == \
                pygame.image.tobytes(screen.subsurface(rect.inflate(-8, -8)), "RGB")
            assert same == (candidate == face), (kind, face, candidate)


def test_a_tumbling_die_runs_through_faces_ever_more_slowly_and_comes_to_rest():
    seen = [tumbling_face(4, 6, p / 100, 0) for p in range(0, 70)]
    changes = [i for i in range(1, len(seen)) if seen[i] != seen[i - 1]]
    assert len(changes) >= 5 and 4 not in seen            # never the rolled face before it lands
    gaps = [b - a for a, b in zip(changes, changes[1:])]
    assert gaps[-1] > gaps[0]                             # slowing down
    assert tumble_pose(0.2, 0, 40)[0] != 0 and tumble_pose(1.0, 0, 40) == (0.0, 0, 0)


def test_the_speed_setting_sets_how_long_the_dice_tumble():
    rolls = _rolls("d6", (5,))
    slow, fast = DiceRoll(rolls, speed=0.5), DiceRoll(rolls, speed=2.0)
    for r in (slow, fast):
        r.update(TUMBLE * LANDS * 0.6)
    assert fast.faces_shown() == [5] and slow.faces_shown() != [5]
    assert slow.total == 4 * fast.total
