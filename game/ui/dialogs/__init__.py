"""Dialog windows: save/load file pickers, settings, the end-of-battle summary, choices."""
