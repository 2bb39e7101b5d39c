import type { ComponentType } from 'react';
import { LookupScreen } from './ops/lookup/LookupScreen.tsx';
import { MoveScreen } from './ops/move/MoveScreen.tsx';
import { PutawayScreen } from './ops/putaway/PutawayScreen.tsx';
import { ReceiveScreen } from './ops/receive/ReceiveScreen.tsx';

/** Each operation's screen by its key (operations.ts); an operation not here shows "coming soon". */
export const SCREENS: Record<string, ComponentType> = {
  receive: ReceiveScreen,
  putaway: PutawayScreen,
  move: MoveScreen,
  lookup: LookupScreen,
};
