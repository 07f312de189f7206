"""Dice: seeded and scripted, every kind, purposes recorded, clear script errors."""
import pytest

from game.core.dice import DIE_KINDS, Dice, DiceScriptError, die_distribution


def test_scripted_faces_read_as_each_die_reads_them():
    d = Dice.scripted([1, 2, 3, 4, 5, 6,   # d3 reads 1,1,2,2,3,3
                       1, 2, 9, 10,        # d5 reads 1,1,5,5
                       10, 12, 3, 4,       # d10 face 10 reads 10; d12; 2d6 = 3+4
                       10, 10, 3, 10, 10, 7])  # d100: 0,0 -> 100; 3,0 -> 30; 0,7 -> 7
    assert [d.roll("d3", why="t").value for _ in range(6)] == [1, 1, 2, 2, 3, 3]
    assert [d.roll("d5", why="t").value for _ in range(4)] == [1, 1, 5, 5]
    assert d.roll("d10", why="t").value == 10
    assert d.roll("d12", why="t").value == 12
    two = d.roll("2d6", why="t")
    assert (two.faces, two.value) == ((3, 4), 7)
    assert [d.roll("d100", why="t").value for _ in range(3)] == [100, 30, 7]
    assert d.remaining == 0


def test_every_roll_records_its_purpose():
    d = Dice.scripted([5])
    r = d.roll("d6", why="to hit", side="red", unit="r1", target=4)
    assert d.rolls == [r]
    assert (r.purpose.side, r.purpose.unit, r.purpose.why, r.purpose.target) == ("red", "r1", "to hit", 4)
    assert r.success is True
    assert "needs 4+" in r.describe()


def test_script_that_runs_out_says_so():
    d = Dice.scripted([3])
    d.roll("d6", why="first")
    with pytest.raises(DiceScriptError, match="ran out"):
        d.roll("d6", why="second")


@pytest.mark.parametrize("kind,face", [("d6", 7), ("d6", 0), ("d12", 13), ("d10", 11), ("2d6", 7)])
def test_script_face_the_die_does_not_have(kind, face):
    with pytest.raises(DiceScriptError, match="not a face"):
        Dice.scripted([face, face]).roll(kind, why="x")


def test_script_entry_can_name_its_die():
    d = Dice.scripted([("d12", 11)])
    assert d.roll("d12", why="turn").value == 11
    with pytest.raises(DiceScriptError, match="expected a d12"):
        Dice.scripted([("d12", 3)]).roll("d6", why="x")


def test_seeded_dice_repeat_and_snapshot():
    a, b = Dice.seeded(7), Dice.seeded(7)
    assert [a.roll("d12", why="x").value for _ in range(50)] == [b.roll("d12", why="x").value for _ in range(50)]
    state = a.get_state()
    first = [a.roll("d6", why="x").value for _ in range(10)]
    a.set_state(state)
    assert [a.roll("d6", why="x").value for _ in range(10)] == first
    assert len(a.rolls) == 60


def test_distributions_cover_every_value():
    assert die_distribution("d5") == {v: 2 for v in range(1, 6)}
    assert die_distribution("d100") == {v: 1 for v in range(1, 101)}
    assert die_distribution("2d6")[7] == 6


CHI2_CRITICAL_999 = {2: 13.816, 4: 18.467, 5: 20.515, 9: 27.877, 10: 29.588, 11: 31.264, 99: 148.230}


@pytest.mark.parametrize("kind", sorted(DIE_KINDS))
def test_chi_square_over_100000_seeded_rolls(kind):
    """Each die is fair: chi-square against its exact distribution, p > 0.001."""
    n = 100_000
    d = Dice.seeded(20261121)
    counts: dict[int, int] = {}
    for _ in range(n):
        v = d.roll(kind, why="fairness").value
        counts[v] = counts.get(v, 0) + 1
    ways = die_distribution(kind)
    total = sum(ways.values())
    assert set(counts) <= set(ways)
    chi2 = sum((counts.get(v, 0) - n * w / total) ** 2 / (n * w / total) for v, w in ways.items())
    dof = len(ways) - 1
    assert chi2 < CHI2_CRITICAL_999[dof], f"{kind}: chi2={chi2:.1f} with {dof} degrees of freedom"
