"""The scenario editor: a scene that builds battles on the battle screen's camera, board drawing
and panels. `EditorScene` is the screen; `EditorDocument` the scenario being edited, changed
only through undoable edits; the tools, panels and checks are small modules around them."""
