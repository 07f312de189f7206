"""The battle screen's panels: status line and toolbar, unit card, actions, odds, dice log, rulings."""
