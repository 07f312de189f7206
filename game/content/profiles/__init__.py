"""Unit profiles, one model per ruleset, joined in a union keyed by `ruleset`.

A ruleset that brings its own profile model adds it to `_MODELS` below; files
then pick the right model by their `"ruleset"` field.
"""
from __future__ import annotations

from typing import Annotated, Union

from pydantic import Field, TypeAdapter

from .base import ProfileBase
from .fields_of_iron import FieldsOfIronProfile
from .forgotten_world import ForgottenWorldProfile
from .iron_winds import IronWindsProfile
from .formations import FormationsProfile
from .iron_dawn import IronDawnProfile

__all__ = ["ProfileBase", "Profile", "PROFILE_MODELS", "profile_adapter"]

_MODELS = (FieldsOfIronProfile, IronWindsProfile, FormationsProfile, IronDawnProfile, ForgottenWorldProfile)
PROFILE_MODELS: dict[str, type[ProfileBase]] = {m.model_fields["ruleset"].annotation.__args__[0]: m
                                                 for m in _MODELS}

Profile = Annotated[Union[_MODELS], Field(discriminator="ruleset")]  # type: ignore[valid-type]
profile_adapter: TypeAdapter = TypeAdapter(Profile)
