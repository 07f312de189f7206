"""Teaching mode, headless: lesson files, playing them step by step, checking and recording them.

The teaching scene in `game.ui` is a view of a `LessonRun`; nothing here imports
pygame or knows a particular ruleset.
"""
from .load import LoadedLesson, is_lesson, known_sections, lesson_problems, load_lesson
from .model import LESSON_FORMAT, Lesson, Step

__all__ = ["Lesson", "Step", "LoadedLesson", "load_lesson", "lesson_problems", "is_lesson", "known_sections",
           "LESSON_FORMAT"]
