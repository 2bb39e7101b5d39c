import { hash, verify } from '@node-rs/argon2';

/** argon2id, 19 MiB, t=2 (OWASP's minimum): ~13 ms a hash here. */
const OPTS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export { PASSWORD_RULE } from '@wms/contract/system';

export const hashPassword = (plain: string) => hash(plain, OPTS);
export const verifyPassword = (stored: string, plain: string) => verify(stored, plain).catch(() => false);

/** A hash to verify against when the account does not exist, so timing does not reveal which accounts exist. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword('dummy-password-0');
  return dummy;
};
