"""`replay SAVE [--verify] [--log]`: replay a save's log from its seed in this process."""
from __future__ import annotations

from ..core.battle import Battle


def run(args) -> int:
    battle = Battle.load(args.save, verify=args.verify)  # a mismatch raises FileError naming the checkpoint
    if args.log:
        for ev in battle.events:
            print(ev.text)
    result = battle.result()
    state = f"over: {result.reason}" if result else f"in progress, {battle.to_act()} to act"
    print(f"{args.save}: {len(battle.log)} actions replayed"
          + (", every checkpoint hash matches" if args.verify else "") + f"; battle {state}")
    return 0
