"""How a ruleset expresses Fields of Iron and Echo › Move with `reach` (the rules live here, not in geometry).

Readings used here (a ruleset would record them as rulings):
- a step enters a hex through side d and the unit then faces d (the lead's default);
- "move N hexes" means up to N: the unit may stop after any step;
- heavy cavalry may change direction only after its first 2 hexes (the middle point);
- artillery moves 1 hex in any direction and keeps its facing;
- woods / difficult ground may be entered but the move ends there (STOP); a unit
  starting in them may leave; a hex next to an enemy ends the move (a charge).
"""
from game.geometry.cellreach import STOP, reach
from game.geometry.hexes import Facing, Hex, distance, neighbour, neighbours
from game.geometry.hexarcs import front_sides
from game.geometry.hexmaps import HexGrid


class Board:
    """Map facts a ruleset would hand over: the grid, impassable hexes, hexes that end a move."""

    def __init__(self, grid, impassable=(), stop=(), enemies=()):
        self.grid = grid
        self.impassable = set(impassable) | set(enemies)
        self.stop = set(stop) | {n for e in enemies for n in neighbours(e)}

    def enter(self, h):
        """None if the hex cannot be entered, else the step flags."""
        if h not in self.grid or h in self.impassable:
            return None
        return STOP if h in self.stop else 0


def infantry(board, singles=2):
    """`singles` single steps, each into one of the front three hexes of the current facing."""
    def step(state):
        h, f, k = state
        if k >= singles:
            return
        for d in front_sides(f):
            n = neighbour(h, d)
            flag = board.enter(n)
            if flag is not None:
                yield (n, d, k + 1), 1, flag
    return step


def light_cavalry(board):
    return infantry(board, singles=4)


def heavy_cavalry(board):
    """Two legs of up to 2 hexes; a leg goes straight; a new leg may turn to a front side."""
    def step(state):
        h, f, leg, k = state
        if k == 0 or (k == 2 and leg == 1):
            dirs, nleg = front_sides(f), leg if k == 0 else 2
            for d in dirs:
                n = neighbour(h, d)
                flag = board.enter(n)
                if flag is not None:
                    yield (n, d, nleg, 1), 1, flag
        elif k == 1:
            n = neighbour(h, f)
            flag = board.enter(n)
            if flag is not None:
                yield (n, f, leg, 2), 1, flag
    return step


def artillery(board):
    def step(state):
        h, f, k = state
        if k:
            return
        for d in Facing:
            n = neighbour(h, d)
            flag = board.enter(n)
            if flag is not None:
                yield (n, f, 1), 1, flag
    return step


RULES = {"infantry": (infantry, 1), "light_cavalry": (light_cavalry, 1),
         "heavy_cavalry": (heavy_cavalry, 2), "artillery": (artillery, 1)}


def start_state(rule, h, f):
    return (h, f, 1, 0) if rule == "heavy_cavalry" else (h, f, 0)


def positions(rule, board, h, f):
    """(hex, facing) a unit may end its move on."""
    make, _ = RULES[rule]
    r = reach(start_state(rule, h, f), make(board))
    return {(s[0], s[1]) for s in r}


G = HexGrid(9, 9)
C = G.from_offset(4, 4)
N = Facing.from_compass("N", "flat")


def test_infantry_moves_one_then_one_more():
    got = positions("infantry", Board(G), C, N)
    assert (C, N) in got
    assert {(neighbour(C, d), d) for d in front_sides(N)} <= got
    assert all(distance(C, h) <= 2 for h, _ in got)
    # One step NE then one N: two hexes away, facing N.
    assert (neighbour(neighbour(C, Facing.D1), Facing.D2), Facing.D2) in got
    # Never backward or sideways: nothing in the rear hex.
    assert not any(h == neighbour(C, N.opposite) for h, _ in got)
    # Stay, 3 single steps, 9 double steps: a double step's facing is its second direction and the
    # hex then fixes the first, so no two sequences end in the same state.
    assert len(got) == 1 + 3 + 9


def test_heavy_cavalry_changes_direction_only_at_the_middle():
    got = positions("heavy_cavalry", Board(G), C, N)
    two_ahead = neighbour(neighbour(C, N), N)
    assert (two_ahead, N) in got
    # A bend after one hex is not allowed: N then NE lands on a hex reachable only that way.
    bend = neighbour(neighbour(C, N), Facing.D1)
    assert not any(h == bend for h, _ in got)
    # Straight 2, then turn NE for 2: four hexes travelled.
    far = neighbour(neighbour(two_ahead, Facing.D1), Facing.D1)
    assert (far, Facing.D1) in got


def test_light_cavalry_up_to_four_single_steps_turning_each_time():
    got = positions("light_cavalry", Board(G), C, N)
    assert max(distance(C, h) for h, _ in got) == 4
    zigzag = C
    for d in (Facing.D1, Facing.D2, Facing.D3, Facing.D2):
        zigzag = neighbour(zigzag, d)
    assert (zigzag, Facing.D2) in got


def test_artillery_one_hex_any_direction_keeping_facing():
    got = positions("artillery", Board(G), C, N)
    assert got == {(C, N)} | {(n, N) for n in neighbours(C)}


def test_woods_end_the_move_and_enemies_force_a_charge_stop():
    woods = neighbour(C, N)
    got = positions("infantry", Board(G, stop={woods}), C, N)
    two_ahead = neighbour(woods, N)          # only reachable through the woods hex
    assert (woods, N) in got and not any(h == two_ahead for h, _ in got)
    assert len(got) == 1 + 3 + 6
    enemy = neighbour(neighbour(neighbour(C, N), N), N)
    got = positions("light_cavalry", Board(G, enemies={enemy}), C, N)
    assert not any(h == enemy for h, _ in got)
    # Two ahead is next to the enemy: reachable, but nothing beyond it through it.
    r = reach(start_state("light_cavalry", C, N), light_cavalry(Board(G, enemies={enemy})))
    assert all(r.ends_move(s) for s in r if s[0] == neighbour(neighbour(C, N), N))


def test_impassable_hexes_are_never_entered():
    river = {neighbour(C, d) for d in front_sides(N)}
    assert positions("infantry", Board(G, impassable=river), C, N) == {(C, N)}


def test_facing_after_a_step_is_the_callers_choice():
    """A ruleset that lets a unit keep its facing yields both options."""
    def keep_or_turn(state):
        h, f, k = state
        if k < 1:
            for d in front_sides(f):
                n = neighbour(h, d)
                yield (n, d, 1), 1, 0
                if d != f:
                    yield (n, f, 1), 1, 0
    got = {(s[0], s[1]) for s in reach((C, N, 0), keep_or_turn)}
    assert (neighbour(C, Facing.D1), N) in got and (neighbour(C, Facing.D1), Facing.D1) in got
    assert len(got) == 1 + 3 + 2
