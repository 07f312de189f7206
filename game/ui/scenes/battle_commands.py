"""Doing things on the battle screen: selecting, arming and committing actions, the dice
animation, hand-over, menus and dialogs (undo, redo, saving and loading: `battle_safety`).

Every action goes through `Battle.perform`; a refusal is shown with its reason
and rule; an unexpected error shows a dialog and leaves the battle as it was.
"""
from __future__ import annotations

from ...core.actions import IllegalActionError, InvalidActionError
from ..controls.move import CellMove, TableMove, hex_step
from ..dialogs.choice import open_choice
from ..dialogs.summary import open_summary
from ..overlays.dice import DiceRoll
from ..panels.rulings import open_rulings
from ..notes import REFUSED
from ..session import action_unit
from .battle_safety import BattleSafety

__all__ = ["BattleCommands"]



class BattleCommands(BattleSafety):
    # -- selection ---------------------------------------------------------------------------------
    def select(self, unit_id: str | None) -> None:
        unit_id = self.session.unit_of(unit_id)    # one model of a squad: the squad
        if unit_id != self.selected:
            self.selected = unit_id
            self.card_scroll = 0
            self.armed = None
            self.odds.close()
            self.move = None
        self._follow_pointer()

    def _follow_pointer(self) -> None:
        """On cell maps a selected unit that may move shows its ghost wherever the pointer is."""
        if self.view.layout.kind == "table" or (self.move is not None and self.move.dragging):
            return
        v = self.session.view(self.selected)
        reach = self.session.reach(v.id) if v is not None and v.cell is not None else None
        if reach is None:
            self.move = None
            return
        if not isinstance(self.move, CellMove) or self.move.unit_id != v.id or self.move.reach is not reach:
            # a new move (the battle changed): it starts from the unit's own facing, not one chosen
            # with Q/E for the move before
            self.move = CellMove(self.session, v.id, v.cell, v.facing, reach,
                                 travel=hex_step if self.view.layout.kind == "hex" else None)
            self.move.facing = v.facing if v.facing is not None else 0
            if self.hover_cell is not None:
                self.move.point_at(self.hover_cell)

    def _auto_select(self) -> None:
        """Select the unit the engine says is acting (if any)."""
        active = self.session.status().active_unit
        if active and self.session.view(active) is not None:
            self.select(active)
        elif self.selected and self.session.view(self.selected) is None:
            self.select(None)
        else:
            self._follow_pointer()

    def cycle_units(self, step: int = 1) -> None:
        """Tab: the next unit of the side to act that may do something now."""
        side = self.session.to_act()
        views = [v for v in self.session.views().values() if v.alive and v.side == side and not v.unit]
        ready = [v for v in views if self.session.can_act_with(v.id)] or views
        if not ready:
            return
        ids = [v.id for v in ready]
        i = ids.index(self.selected) if self.selected in ids else -1 if step > 0 else 0
        self.select(ids[(i + step) % len(ids)])
        self._reveal(self.selected)

    def _reveal(self, unit_id) -> None:
        v = self.session.view(unit_id)
        centre = self.artist.world_center(v) if v is not None else None
        if centre is None:
            return
        sx, sy = self.view.camera.to_screen(*centre)
        if not self.board_rect.inflate(-60, -60).collidepoint(sx, sy):
            self.view.camera.center_on(*centre)

    # -- actions -------------------------------------------------------------------------------------
    def arm_group(self, group) -> None:
        """A kind of action from the panel: pick its target on the board, or one of its choices."""
        if self.rolling is not None:
            return
        if group.targeted:
            if len(group.actions) == 1:
                self.choose_action(group.actions[0])
                return
            self.odds.close()
            self.armed = group
            if len(set(group.targets)) == 1:      # one target, several ways (weapons): choose the way
                self.pick_target(group.targets[0])
                return
            self.toast("Click one of the targets outlined in red (Esc to cancel)", (255, 230, 150))
            return
        open_choice(self.app.manager, self.app.size, group.label, list(zip(group.labels, group.actions)),
                    self.choose_action)

    def pick_target(self, target_id: str) -> None:
        """A target clicked: its action, or a choice when there are several (other weapons, say)."""
        options = self.armed.for_target(target_id) if self.armed is not None else []
        if len(options) == 1:
            self.choose_action(options[0][1])
        elif options:
            open_choice(self.app.manager, self.app.size, "Which one?", options, self.choose_action)

    def choose_action(self, action) -> None:
        """Commit at once, or first show the odds of an action that rolls dice."""
        if self.rolling is not None:
            return
        if getattr(action, "rolls_dice", False):
            try:
                outcomes = self.session.preview(action)
            except Exception as exc:  # noqa: BLE001 - odds are a courtesy; say so and go on
                self.app.report_error("While working out the odds", exc)
                outcomes = None
            self.odds.open(action, self.session.describe(action), outcomes, self.session.comparison(action))
            return
        self.armed = None
        self.commit(action)

    def confirm_pending(self) -> None:
        action = self.odds.action
        if action is None:
            return
        self.odds.close()
        self.armed = None
        self.commit(action)

    def cancel_pending(self) -> None:
        self.odds.close()
        self.armed = None

    def commit(self, action) -> bool:
        """Perform through the battle. A refusal shows its reason and rule; an error shows a dialog."""
        label = self.session.describe(action)
        before = self.session.to_act()
        count = len(self.session.battle.events)
        self.toasts.clear()  # hints about what to do next are stale now
        self.result.clear()
        self.note_before(label)
        self.session.freeze()  # the board keeps its look until the dice have landed
        try:
            events = self.session.perform(action)
        except (IllegalActionError, InvalidActionError) as exc:
            self.session.thaw()
            self._before = None
            rule = getattr(exc, "rule", None)
            self.toast(f"Refused: {getattr(exc, 'reason', exc)}" + (f" ({rule})" if rule else ""), REFUSED, 5)
            return False
        except Exception as exc:  # noqa: BLE001 - a ruleset bug must not lose the battle
            self.session.thaw()
            self._before = None
            self.app.report_error(f"While doing '{label}'", exc)
            return False
        self.move = None
        rolls = [r for ev in events for r in ev.rolls]
        speed = self.settings.animation_factor if self.settings is not None else 1.0
        if rolls and speed > 0:
            self.shown_events = count
            self.rolling = DiceRoll(rolls, speed, caption=label)
            self.after_roll = before
        else:
            self.session.thaw()
            self.shown_events = len(self.session.battle.events)
            self.note_after()
            self.after_action(before)
        return True

    def finish_roll(self) -> None:
        self.rolling = None
        self.session.thaw()
        self.shown_events = len(self.session.battle.events)
        self.note_after()
        before, self.after_roll = self.after_roll, None
        self.after_action(before)

    def after_action(self, side_before) -> None:
        """After an action (and its dice): the end, or the hand-over, and who is selected."""
        if self.session.result() is not None:
            self.select(None)
            self.show_summary()
            return
        st = self.session.status()
        mode = self.settings.handover if self.settings is not None else "rules"
        changed = st.to_act is not None and st.to_act != side_before
        if ((mode == "rules" and st.handover) or (mode == "always" and changed)) and not self.computer.levels:
            from .handover import HandoverScene

            reason = st.text if st.handover else ""
            self.app.push(HandoverScene(self.app, self.session.side_name(st.to_act), self.side_colour(st.to_act),
                                        reason))
        if changed:
            self.select(None)
        self._auto_select()

    def end_activation(self) -> bool:
        """Space: the legal 'End...' action of the selected or acting unit, or the side's own."""
        unit = self.selected or self.session.status().active_unit
        candidates = [a for a in self.session.legal(unit) if a.name.startswith("End") and action_unit(a) == unit
                      and not hasattr(a, "path") and not hasattr(a, "target")] if unit else []
        candidates += [a for a in self.session.side_actions() if a.name.startswith("End")]
        if not candidates:
            self.toast("Nothing to end now", REFUSED)
            return False
        return self.commit(candidates[0])

    def show_summary(self) -> None:
        if not self.summary_shown:
            self.summary_shown = True
            self.dialogs["summary"] = open_summary(self.app.manager, self.app.size, self.session, self.open_menu)

    # -- moves ---------------------------------------------------------------------------------------
    def drop_cell(self, move: CellMove) -> bool:
        verdict = move.verdict
        if not verdict:
            self.toast(f"Refused: {verdict.reason}" + (f" ({verdict.rule})" if verdict.rule else ""), REFUSED, 5)
            return False
        return self.commit(move.action)

    def drop_table(self, move: TableMove) -> bool:
        verdict = move.verdict
        self.move = None
        if verdict and move.action is not None:
            return self.commit(move.action)
        self.toast(f"Refused: {verdict.reason}" + (f" ({verdict.rule})" if verdict.rule else ""), REFUSED, 5)
        v = self.session.view(move.unit_id)
        if v is not None and v.pose is not None:
            self.snap = [v, move.pose, 0.0]
        return False

    def show_rulings(self) -> None:
        from ..scene_registry import open_scene

        self.dialogs["rulings"] = open_rulings(self.app.manager, self.app.size, self.session.ruleset,
                                               on_lesson=lambda path: open_scene("lesson", self.app, path))

    def open_replay(self) -> None:
        """The replay viewer on this battle (closing it comes back here; playing on from a moment there
        makes that branch the battle)."""
        from ..scene_registry import open_scene

        battle = self.session.battle
        if battle.dice.is_scripted:
            self.toast("A battle on scripted dice cannot be replayed", REFUSED)
            return
        self.app.push(open_scene("replay", self.app, battle, None))

    def open_menu(self) -> None:
        from ..scene_registry import open_scene

        self.app.push(open_scene("menu", self.app, battle_scene=self))
