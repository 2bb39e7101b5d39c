import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new subscription secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

/**
 * The three Standard Webhooks headers of one attempt. While a rotated-out secret is still honoured, the
 * message carries a signature by each (space-separated, as the specification allows), so a receiver holding
 * either verifies it.
 */
export function signedHeaders(msgId: string, body: string, secrets: string[], at = new Date()): Record<string, string> {
  const signature = secrets.map((s) => new Webhook(s).sign(msgId, at, body)).join(' ');
  return {
    'webhook-id': msgId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signature,
  };
}
