"""The app's scenes."""
