import type { ComponentType } from 'react';
import { CountScreen } from './ops/count/CountScreen.tsx';
import { LookupScreen } from './ops/lookup/LookupScreen.tsx';
import { MoveScreen } from './ops/move/MoveScreen.tsx';
import { PackScreen } from './ops/pack/PackScreen.tsx';
import { PickScreen } from './ops/pick/PickScreen.tsx';
import { PutawayScreen } from './ops/putaway/PutawayScreen.tsx';
import { ReceiveScreen } from './ops/receive/ReceiveScreen.tsx';
import { SealScreen } from './ops/seal/SealScreen.tsx';

/** Each operation's screen by its key (operations.ts); an operation not here shows "coming soon". */
export const SCREENS: Record<string, ComponentType> = {
  receive: ReceiveScreen,
  putaway: PutawayScreen,
  move: MoveScreen,
  pick: PickScreen,
  pack: PackScreen,
  seal: SealScreen,
  count: CountScreen,
  lookup: LookupScreen,
};
