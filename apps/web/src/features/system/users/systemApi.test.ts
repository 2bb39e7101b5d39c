import { describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/request.ts';
import { updateUser } from './systemApi.ts';

vi.mock('../../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../../test/mocks.ts')).apiModule(importOriginal as never),
);

describe('updateUser', () => {
  it('sends only what an update takes: the server refuses unknown fields (the account is shown, not edited)', async () => {
    const post = vi.mocked(api.post);
    post.mockResolvedValue({ action: 'ok' } as never);
    await updateUser(7, { account: 'amy', name: 'Amy', email: 'amy@example.com', phone: null, roles: ['r'], dept: null });
    expect(post).toHaveBeenCalledWith(
      '/system/user/~account/update',
      { id: 7, name: 'Amy', email: 'amy@example.com', phone: null, roles: ['r'], dept: null },
      { silent: true },
    );
  });
});
