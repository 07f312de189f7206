"""ReplayCursor: one line of a battle's history, to be stepped through a moment at a time.

The replay viewer's model (it imports no pygame). The line is replayed once from
the seed by the engine itself, on a battle of its own in teaching mode, so that
stepping back is `undo` (through die rolls too) and stepping forward is `redo`:
the board, the unit cards and the dice log of any moment are the battle's own,
never re-derived. Every step is checked against the checkpoint hash the save
recorded for it.
"""
from __future__ import annotations

from .actions import IllegalActionError, InvalidActionError
from .battle import Battle

__all__ = ["ReplayCursor"]


class ReplayCursor:
    """A line (`line_id`, default the current one) of `source`'s history, at its last moment."""

    def __init__(self, source: Battle, line_id: str | None = None) -> None:
        self.source = source
        history = source.history
        self.line_id = line_id or history.current
        actions, self.checkpoints = history.full(self.line_id)
        b = Battle.start(source.scenario, source.seed, teaching=True, scenario_file=source.scenario_file)
        self.turns = [_turn(b)]        # the turn at each step (step 0 = before the first action)
        self.words = [""]              # what each step came to, in the engine's own words (its last event)
        self.mismatch: int | None = None   # the first step whose hash differs from the save's
        self.problem = ""
        for k, text in enumerate(actions):
            before = len(b.events)
            try:
                b.perform(b.ruleset.parse_action(text))
            except (InvalidActionError, IllegalActionError) as exc:
                self.mismatch = k + 1
                self.problem = f"step {k + 1} cannot be replayed: {exc}"
                break
            self.turns.append(_turn(b))
            self.words.append(b.events[-1].text if len(b.events) > before else text)
            if self.mismatch is None and b.checkpoints[-1] != self.checkpoints[k]:
                self.mismatch = k + 1
                self.problem = f"step {k + 1} does not match the save (checkpoint hash differs)"
        self.battle = b
        self.length = len(b.log)

    # -- where we are ------------------------------------------------------------------------
    @property
    def step(self) -> int:
        return len(self.battle.log)

    @property
    def turn(self) -> int:
        return self.turns[self.step]

    def matches(self) -> bool:
        """Whether this moment is the one the save recorded (its checkpoint hash agrees)."""
        s = self.step
        return s == 0 or (s <= len(self.checkpoints) and self.battle.checkpoints[-1] == self.checkpoints[s - 1])

    def action_text(self, step: int | None = None) -> str:
        """The action that led to `step` (default: this moment), as the engine describes it."""
        s = self.step if step is None else step
        if not 1 <= s <= self.step:
            return ""
        return self.battle.log[s - 1].to_text()

    # -- moving ---------------------------------------------------------------------------------
    def goto(self, step: int) -> int:
        step = max(0, min(self.length, int(step)))
        b = self.battle
        while len(b.log) > step:
            b.undo()
        while len(b.log) < step:
            b.redo()
        return step

    def forward(self) -> int:
        return self.goto(self.step + 1)

    def back(self) -> int:
        return self.goto(self.step - 1)

    def turn_start(self, turn: int) -> int:
        """The first step of `turn` (its nearest turn when there is none such)."""
        for s, t in enumerate(self.turns):
            if t >= turn:
                return s
        return self.length

    def goto_turn(self, turn: int) -> int:
        return self.goto(self.turn_start(turn))

    def next_turn(self) -> int:
        return self.goto_turn(self.turn + 1)

    def previous_turn(self) -> int:
        start = self.turn_start(self.turn)
        return self.goto(self.turn_start(self.turn - 1) if self.step == start else start)

    # -- leaving the viewer -------------------------------------------------------------------------
    def play_from_here(self, name: str | None = None) -> str:
        """A new branch of the source battle from this moment (the source now plays it)."""
        src = self.source
        if src.history.current != self.line_id:
            src.switch_branch(self.line_id)
        return src.play_from(self.step, name)


def _turn(battle: Battle) -> int:
    try:
        return max(0, int(battle.status().turn))
    except Exception:  # noqa: BLE001 - a ruleset without a turn count still replays (all turn 0)
        return 0
