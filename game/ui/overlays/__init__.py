"""What the battle screen draws over the board: sight, reach, the dragged base, dice."""
