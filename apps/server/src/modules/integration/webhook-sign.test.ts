import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSecret, signedHeaders } from './webhook-sign.ts';

describe('Standard Webhooks signatures', () => {
  const body = JSON.stringify({ type: 'webhook.test', timestamp: '2026-11-29T00:00:00.000Z', data: { n: 1 } });

  it('are verified by the standardwebhooks library', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const headers = signedHeaders('msg_1', body, [secret]);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('carry one signature per honoured secret while a rotation overlaps, each verifying alone', () => {
    const [now, before] = [newSecret(), newSecret()];
    const headers = signedHeaders('msg_2', body, [now, before]);
    expect(headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(new Webhook(now).verify(body, headers)).toBeTruthy();
    expect(new Webhook(before).verify(body, headers)).toBeTruthy();
    expect(() => new Webhook(newSecret()).verify(body, headers)).toThrow();
  });

  it('fail when the body or the id changed', () => {
    const secret = newSecret();
    const headers = signedHeaders('msg_3', body, [secret]);
    expect(() => new Webhook(secret).verify(`${body} `, headers)).toThrow();
    expect(() => new Webhook(secret).verify(body, { ...headers, 'webhook-id': 'msg_4' })).toThrow();
  });
});
