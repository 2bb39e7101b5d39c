/** Spec §9: a code chunk that has not arrived in 120 s is an error (shown by the route error toast). */
export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(p: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`chunk load timeout (${ms / 1000} s)`)), ms);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
