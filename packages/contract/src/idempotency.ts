/** The header a floor call carries so that sending it again applies it once (docs/api.md, "Idempotent writes"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** A key as the floor makes one (a UUID); other clients may use any 8–100 of these characters. */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;
