"""The RULINGS window: a ruleset's rules in brief (`summaries`) and every ruling it made
(`Ruling(section, problem, decision)`), one click from the battle and the menu."""
from __future__ import annotations

import pygame

from ..ui_scale import scaled as u   # sizes grow with the interface size

from ..app import html

__all__ = ["rulings_html", "open_rulings", "LESSON_LINK"]

LESSON_LINK = "lesson:"


def _lesson_note(section: str, lessons, links: bool) -> str:
    """Which lesson teaches `section`: a link ('lesson:PATH') when the window can open lessons."""
    from ...teaching.library import lessons_for_section

    found = lessons_for_section(lessons, section) if lessons else []
    if not found:
        return " <font color='#80868f'>(no lesson yet)</font>"
    e = found[0]
    title = html(e.lesson.title)
    if links:
        return f" <font color='#a8b0bc'>Lesson:</font> <a href='{LESSON_LINK}{html(str(e.path))}'>{title}</a>"
    return f" <font color='#a8b0bc'>Lesson: {title}</font>"


def rulings_html(ruleset, lessons=None, *, links: bool = False) -> str:
    meta = ruleset.meta
    out = [f"<b>{html(meta.title)}</b>"]
    facts = [f"Plays on: {', '.join(meta.boards)}", f"Dice: {', '.join(meta.dice)}"]
    if meta.phases:
        facts.append("Turn: " + " › ".join(meta.phases))
    out.append(f"<font color='#a8b0bc'>{html(' · '.join(facts))}</font>")
    rulings = tuple(getattr(ruleset, "rulings", ()) or ())
    out.append("")
    out.append(f"<b>RULINGS</b> <font color='#a8b0bc'>(where the text is silent, ambiguous or wrong: "
               f"{len(rulings)})</font>")
    if not rulings:
        out.append("<font color='#a8b0bc'>None recorded.</font>")
        out.append("")
    for r in rulings:
        out.append(f"<b>{html(r.section)}</b>")
        out.append(f"<font color='#e0b070'>Problem:</font> {html(r.problem)}")
        out.append(f"<font color='#90d090'>Decision:</font> {html(r.decision)}")
        out.append("")
    summaries = tuple(getattr(ruleset, "summaries", ()) or ())
    if summaries:
        out.append("<b>THE RULES IN BRIEF</b>")
        for s in summaries:
            out.append(f"<b>{html(s.section)}</b>: {html(s.text)}" + _lesson_note(s.section, lessons, links))
    if meta.terrain_types:
        out.append("")
        out.append("<b>TERRAIN</b>")
        for t in meta.terrain_types:
            out.append(f"<b>{html(t.name)}</b>: {html(t.summary)}")
    return "<br>".join(out)


def open_rulings(manager, screen_size, ruleset, on_lesson=None):
    """A window with the rulings of `ruleset`; returns it (close with its X or Esc). Each rule in brief
    names the lesson that teaches it; with `on_lesson(path)` the name is a link that opens the lesson."""
    import pygame_gui

    from ...teaching.library import shipped_lessons

    class RulingsWindow(pygame_gui.elements.UIWindow):
        box = None

        def process_event(self, event) -> bool:
            if (event.type == pygame_gui.UI_TEXT_BOX_LINK_CLICKED and event.ui_element is self.box
                    and str(event.link_target).startswith(LESSON_LINK) and on_lesson is not None):
                path = str(event.link_target)[len(LESSON_LINK):]
                self.kill()
                on_lesson(path)
                return True
            return super().process_event(event)

    lessons = shipped_lessons(ruleset.meta.name)
    w, h = screen_size
    rect = pygame.Rect(0, 0, min(u(760), w - 60), min(u(640), h - 60))
    rect.center = (w // 2, h // 2)
    win = RulingsWindow(rect, manager, window_display_title=f"Rulings - {ruleset.meta.title}",
                                       object_id="#rulings_window", resizable=True)
    inner = win.get_container().get_rect()
    win.box = pygame_gui.elements.UITextBox(rulings_html(ruleset, lessons, links=on_lesson is not None), pygame.Rect(0, 0, inner.w, inner.h), manager,
                                  container=win, anchors={"left": "left", "right": "right", "top": "top",
                                                          "bottom": "bottom"})
    return win
