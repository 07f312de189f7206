"""History: a battle's lines of play as a tree, like a chess analysis board's variations.

The main line is the root. Every other line forks from a parent line after `at`
of its actions and holds only its own actions after that point. A line's whole
action list is its ancestors' shared prefix plus its own actions; replaying it
from the seed gives its battle (the dice continue from the fork exactly as the
parent's did, because they are replayed through the same actions).

History knows action texts and checkpoint hashes only; the Battle replays them
(`Battle.play_from`, `Battle.switch_branch`). The current line's actions live in
the battle's log; `sync` copies them in before any question about the tree.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..content import FileError
from ..content.save import MAIN_LINE, SaveFile, SaveLine

if TYPE_CHECKING:
    from .battle import Battle

__all__ = ["History", "Line", "BranchError"]


class BranchError(ValueError):
    """A request about branches that cannot be done (unknown line, deleting the main line, ...)."""


@dataclass(slots=True)
class Line:
    id: str
    name: str
    parent: str | None = None
    at: int = 0
    actions: list[str] = field(default_factory=list)
    checkpoints: list[str] = field(default_factory=list)


class History:
    """The tree of lines. `current` is the line the battle is playing."""

    def __init__(self, lines: list[Line] | None = None, current: str = MAIN_LINE) -> None:
        lines = lines if lines is not None else [Line(MAIN_LINE, "Main line")]
        self.lines: dict[str, Line] = {line.id: line for line in lines}
        self.current = current

    # -- questions -------------------------------------------------------------------
    def line(self, line_id: str) -> Line:
        try:
            return self.lines[line_id]
        except KeyError:
            raise BranchError(f"no branch {line_id!r}") from None

    def full(self, line_id: str) -> tuple[list[str], list[str]]:
        """A line's whole action list and checkpoint list, from the start of the battle."""
        chain = []
        line = self.line(line_id)
        while True:
            chain.append(line)
            if line.parent is None:
                break
            line = self.line(line.parent)
        actions: list[str] = []
        checkpoints: list[str] = []
        for i, ln in enumerate(reversed(chain)):
            if i:  # a child shares its parent's first `at` actions
                del actions[ln.at:], checkpoints[ln.at:]
            actions += ln.actions
            checkpoints += ln.checkpoints
        # the prefix a child takes is cut at its own fork point, so the cut above uses the child's `at`
        return actions, checkpoints

    def children(self, line_id: str) -> list[Line]:
        return sorted((ln for ln in self.lines.values() if ln.parent == line_id), key=lambda ln: (ln.at, len(ln.id), ln.id))

    def tree(self) -> list[tuple[int, Line]]:
        """Every line with its depth, parents before children (the branches panel's rows)."""
        rows: list[tuple[int, Line]] = []

        def walk(line: Line, depth: int) -> None:
            rows.append((depth, line))
            for child in self.children(line.id):
                walk(child, depth + 1)

        for root in (ln for ln in self.lines.values() if ln.parent is None):
            walk(root, 0)
        return rows

    def owner(self, line_id: str, index: int) -> tuple[str, int]:
        """Which line holds action `index` of `line_id`'s whole list, and where in its own list."""
        line = self.line(line_id)
        while line.parent is not None and index < line.at:
            line = self.line(line.parent)
        return line.id, index - line.at

    # -- keeping the current line in step with the battle ------------------------------------
    def sync(self, actions: list[str], checkpoints: list[str]) -> None:
        """Record the battle's log as the current line. Where undo cut the line short below a
        child's fork point, the child takes the cut actions into its own list: nothing is lost."""
        cur = self.line(self.current)
        old, old_cps = self.full(self.current)
        same = 0
        limit = min(len(old), len(actions))
        while same < limit and old[same] == actions[same]:
            same += 1
        if same < len(old):
            for child in self.children(cur.id):
                if child.at > same:
                    child.actions[:0] = old[same:child.at]
                    child.checkpoints[:0] = old_cps[same:child.at]
                    child.at = same
        cur.at = min(cur.at, same)
        cur.actions = list(actions[cur.at:])
        cur.checkpoints = list(checkpoints[cur.at:])

    # -- changing the tree ----------------------------------------------------------------------
    def fork(self, at: int, name: str | None = None) -> Line:
        """A new line from step `at` of the current line (0 = before the first action); it becomes current."""
        length = len(self.full(self.current)[0])
        if not 0 <= at <= length:
            raise BranchError(f"step {at} is outside this line (0..{length})")
        n = 1
        while f"b{n}" in self.lines:
            n += 1
        line = Line(f"b{n}", _name(name, f"Branch {n}"), parent=self.current, at=at)
        self.lines[line.id] = line
        self.current = line.id
        return line

    def rename(self, line_id: str, name: str) -> None:
        self.line(line_id).name = _name(name, None)

    def delete(self, line_id: str) -> None:
        """Remove a line; its children keep their whole action lists, re-forked from its parent."""
        line = self.line(line_id)
        if line.parent is None:
            raise BranchError("the main line cannot be deleted")
        if line_id == self.current:
            raise BranchError("switch to another line before deleting this one")
        for child in self.children(line_id):
            take = max(0, child.at - line.at)
            child.actions[:0] = line.actions[:take]
            child.checkpoints[:0] = line.checkpoints[:take]
            child.at = min(child.at, line.at)
            child.parent = line.parent
        del self.lines[line_id]

    # -- files ------------------------------------------------------------------------------------
    def to_save_lines(self) -> list[SaveLine]:
        out = []
        for ln in self.lines.values():
            own = ln.id != self.current
            out.append(SaveLine(id=ln.id, name=ln.name, parent=ln.parent, at=ln.at,
                                actions=list(ln.actions) if own else None,
                                checkpoints=list(ln.checkpoints) if own else None))
        return out

    @classmethod
    def from_save(cls, save: SaveFile, file: str) -> "History":
        """The tree of a loaded save, every structural fault named (`lines.N.field`)."""
        def bad(path: str, message: str) -> FileError:
            return FileError.one(file, path, message)

        ids = [ln.id for ln in save.lines]
        index = {}
        for i, ln in enumerate(save.lines):
            if ln.id in index:
                raise bad(f"lines.{i}.id", f"a second line with id {ln.id!r}")
            index[ln.id] = i
        if save.current not in index:
            raise bad("current", f"no line {save.current!r} in lines ({', '.join(ids)})")
        roots = [ln.id for ln in save.lines if ln.parent is None]
        if len(roots) != 1:
            raise bad("lines", f"the history needs exactly one main line (no parent); it has {len(roots)}")
        lines = []
        for i, ln in enumerate(save.lines):
            if ln.parent is not None and ln.parent not in index:
                raise bad(f"lines.{i}.parent", f"no line {ln.parent!r}")
            if ln.parent is None and ln.at != 0:
                raise bad(f"lines.{i}.at", "the main line starts at step 0")
            if ln.id == save.current:
                if ln.actions is not None or ln.checkpoints is not None:
                    raise bad(f"lines.{i}.actions", "the current line's actions are the save's own 'actions'")
                if ln.at > len(save.actions):
                    raise bad(f"lines.{i}.at", f"forks at step {ln.at} but the line has {len(save.actions)} actions")
                actions, cps = save.actions[ln.at:], save.checkpoints[ln.at:]
            else:
                if ln.actions is None or ln.checkpoints is None:
                    raise bad(f"lines.{i}.actions", "a line that is not current needs its actions and checkpoints")
                if len(ln.actions) != len(ln.checkpoints):
                    raise bad(f"lines.{i}.checkpoints",
                              f"{len(ln.checkpoints)} checkpoints for {len(ln.actions)} actions")
                actions, cps = ln.actions, ln.checkpoints
            lines.append(Line(ln.id, ln.name, ln.parent, ln.at, list(actions), list(cps)))
        history = cls(lines, save.current)
        for i, ln in enumerate(lines):  # every line reaches the main line, and forks inside its parent
            seen = {ln.id}
            walk = ln
            while walk.parent is not None:
                if walk.parent in seen:
                    raise bad(f"lines.{i}.parent", "the lines' parents form a loop")
                seen.add(walk.parent)
                walk = history.lines[walk.parent]
        for i, ln in enumerate(lines):
            if ln.parent is not None:
                plen = len(history.full(ln.parent)[0])
                if ln.at > plen:
                    raise bad(f"lines.{i}.at", f"forks at step {ln.at} but its parent {ln.parent!r} has {plen} actions")
        cur_full = history.full(save.current)
        if cur_full[0] != list(save.actions) or cur_full[1] != list(save.checkpoints):
            raise bad(f"lines.{index[save.current]}.at",
                      "the save's actions do not begin with the actions its parent line shares up to the fork")
        return history

    # -- proof ---------------------------------------------------------------------------------------
    def verify(self, battle: "Battle", file: str) -> int:
        """Replay every line that is not current from the seed; raise FileError naming the first
        action or checkpoint that does not reproduce. Returns how many lines were checked."""
        from .actions import IllegalActionError, InvalidActionError
        from .battle import Battle

        order = list(self.lines)

        def where(line_id: str, k: int, what: str) -> str:
            owner, j = self.owner(line_id, k)
            if owner == self.current:
                return f"{what}.{k}"
            return f"lines.{order.index(owner)}.{what}.{j}"

        checked = 0
        for line_id in order:
            if line_id == self.current:
                continue
            actions, cps = self.full(line_id)
            b = Battle.start(battle.scenario, battle.seed, teaching=battle.teaching)
            for k, text in enumerate(actions):
                try:
                    b.perform(b.ruleset.parse_action(text))
                except (InvalidActionError, IllegalActionError) as exc:
                    raise FileError.one(file, where(line_id, k, "actions"),
                                        f"branch {line_id!r} cannot replay {text[:80]!r}: {exc}") from None
                if b.checkpoints[-1] != cps[k]:
                    raise FileError.one(file, where(line_id, k, "checkpoints"),
                                        f"branch {line_id!r}: replay diverges here (checkpoint hash differs)")
            checked += 1
        return checked


def _name(name: str | None, default: str | None) -> str:
    text = " ".join((name or "").split())[:80]
    if not text:
        if default is None:
            raise BranchError("a branch needs a name")
        return default
    return text
