import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../shared/api/request.ts';
import { postOnce, refusalText, useSubmitKey } from './containerApi.ts';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify(body), { status }));

describe('container account calls', () => {
  it('sends the idempotency key with the body and resolves with the reply', async () => {
    const fetch = answer(200, { action: 'ok', message: 'ok', data: { balance: 5 } });
    vi.stubGlobal('fetch', fetch);
    const reply = await postOnce<{ data: { balance: number } }>('/inventory/account/~post', { qty: 5 }, 'key-12345678');
    expect(reply.data.balance).toBe(5);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/inventory/account/~post');
    expect((init.headers as Record<string, string>)['idempotency-key']).toBe('key-12345678');
    expect(init.body).toBe('{"qty":5}');
  });

  it('rejects a refusal with the server words, not shown by the client (the dialog shows them)', async () => {
    vi.stubGlobal('fetch', answer(409, { action: 'error', message: 'A holds 3 Pallet' }));
    const e = await postOnce('/inventory/account/~writeOff', {}, 'key-12345678').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).status).toBe(409);
    expect((e as ApiError).shown).toBe(false);
    expect(refusalText(e)).toBe('A holds 3 Pallet');
  });

  it('keeps one key per body: the same submit again reuses it, another body or a new dialog gets a new one', () => {
    const { result } = renderHook(() => useSubmitKey());
    const a = result.current.keyFor({ qty: 5 });
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(result.current.keyFor({ qty: 5 })).toBe(a);
    const b = result.current.keyFor({ qty: 6 });
    expect(b).not.toBe(a);
    result.current.reset();
    expect(result.current.keyFor({ qty: 6 })).not.toBe(b);
  });
});
