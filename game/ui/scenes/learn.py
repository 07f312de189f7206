"""Learn to play: the menu's way into the lessons (pick a ruleset, then a lesson of its course)."""
from __future__ import annotations

__all__ = ["open_learn", "lesson_label"]


def lesson_label(entry, progress, number: int) -> str:
    lesson = entry.lesson
    if progress.done(lesson.id):
        mark = "  (done)"
    elif progress.step(lesson.id):
        mark = f"  (reached step {progress.step(lesson.id) + 1})"
    else:
        mark = ""
    return f"{number}. {lesson.title}{mark}"


def open_learn(app):
    """The ruleset choice; picking one opens its lessons; picking a lesson starts it."""
    from ...core.events import RuleRef
    from ...core.ruleset import ruleset_names
    from ...teaching.library import shipped_lessons
    from ...teaching.progress import load_progress
    from ..dialogs.choice import open_choice
    from ..scene_registry import open_scene

    entries = [e for e in shipped_lessons() if e.lesson is not None and e.lesson.ruleset in ruleset_names()]
    rulesets = list(dict.fromkeys(e.lesson.ruleset for e in entries))
    if not rulesets:
        app.show_message("No lessons", "No lessons are installed (maps/lessons/ is empty).")
        return None
    progress = load_progress()
    if progress.problem:
        app.show_message("Lesson progress", progress.problem)

    def pick_ruleset(name: str):
        course = [e for e in entries if e.lesson.ruleset == name]
        options = [(lesson_label(e, progress, i + 1), str(e.path)) for i, e in enumerate(course)]
        return open_choice(app.manager, app.size, f"Learn to play: {RuleRef.titles.get(name, name)}", options,
                           lambda path: open_scene("lesson", app, path, resume=True))

    options = []
    for name in rulesets:
        n = sum(1 for e in entries if e.lesson.ruleset == name)
        done = sum(1 for e in entries if e.lesson.ruleset == name and progress.done(e.lesson.id))
        options.append((f"{RuleRef.titles.get(name, name)}: {n} lessons ({done} done)", name))
    return open_choice(app.manager, app.size, "Learn to play: pick a ruleset", options, pick_ruleset)
