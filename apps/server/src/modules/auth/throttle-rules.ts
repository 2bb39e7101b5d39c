import type { Config } from '../../config.ts';

/**
 * The password sign-in's limits, from LOCK_THRESHOLD and LOCK_MINUTES (docs/decisions/system-and-security.md
 * "Sign-in throttling nobody can use to lock someone out").
 */
export function signinLimits(config: Pick<Config, 'lockThreshold' | 'lockMinutes'>) {
  return {
    /** Failures of one account name from one address before each further attempt waits 1, 2, 4 … minutes. */
    pairFree: config.lockThreshold,
    /** The longest of those delays, and the window every count is kept in. */
    minutes: config.lockMinutes,
    /** Failures from one address across account names before the address is refused for `minutes`: operators share terminals. */
    addressMax: config.lockThreshold * 4,
    /**
     * Failures of one account name across addresses in `accountWindow` minutes beyond which each address gets a
     * delay from its first failure on: a spread attack is slowed, and an address without failures still gets in.
     */
    accountSoft: config.lockThreshold * 20,
    accountWindow: 60,
  };
}

export const pairKey = (account: string, ip: string) => `acct:${account}@${ip}`;
export const accountKey = (account: string) => `account:${account}`;
export const addressKey = (ip: string) => `ip:${ip}`;

/** The longest window any key of sys_login_throttle is counted in (registrations count per hour). */
export const longestWindow = (minutes: number) => Math.max(minutes, 60);

/** A wait as words: seconds up to two minutes, then whole minutes (rounded up). */
export function waitText(seconds: number) {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return { zh: `${s} 秒`, en: `${s} seconds` };
  const m = Math.ceil(s / 60);
  return { zh: `${m} 分钟`, en: `${m} minutes` };
}
