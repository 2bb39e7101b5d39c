/**
 * Every operation's screen, in one chunk loaded after /floor's first screen (../screens.ts): split per
 * operation, the eight chunks and the kit they share came to 9 kB gzip more, and a handheld loads
 * them all anyway (the service worker's precache, and the preload kept for plain-http handhelds).
 */
export { CountScreen } from './count/CountScreen.tsx';
export { LookupScreen } from './lookup/LookupScreen.tsx';
export { MoveScreen } from './move/MoveScreen.tsx';
export { PackScreen } from './pack/PackScreen.tsx';
export { PickScreen } from './pick/PickScreen.tsx';
export { PutawayScreen } from './putaway/PutawayScreen.tsx';
export { ReceiveScreen } from './receive/ReceiveScreen.tsx';
export { SealScreen } from './seal/SealScreen.tsx';
