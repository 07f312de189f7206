"""Fields of Iron and Echo: hex battles with facing, d12s, five turns of alternating activations."""
from .ruleset import FieldsOfIron

__all__ = ["FieldsOfIron"]
