"""`replay SAVE [--verify] [--log]`: replay a save's log from its seed in this process.

With --verify every line of the save's history (each "what if" branch too) is
replayed from the seed and must reproduce every checkpoint hash it recorded.
"""
from __future__ import annotations

from ..core.battle import Battle


def run(args) -> int:
    battle = Battle.load(args.save, verify=args.verify)  # a mismatch raises FileError naming the checkpoint
    branches = battle.history.verify(battle, str(args.save)) if args.verify else 0
    if args.log:
        for ev in battle.events:
            print(ev.text)
    result = battle.result()
    state = f"over: {result.reason}" if result else f"in progress, {battle.to_act()} to act"
    print(f"{args.save}: {len(battle.log)} actions replayed"
          + (", every checkpoint hash matches" if args.verify else "") + f"; battle {state}")
    if args.verify and branches:
        print(f"{branches} other line{'s' * (branches != 1)} of its history replayed: every checkpoint hash matches")
    return 0
