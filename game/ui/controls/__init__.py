"""Input state machines of the battle screen (no drawing): moving a unit, picking a target."""
