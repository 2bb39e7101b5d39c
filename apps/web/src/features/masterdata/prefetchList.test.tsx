import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../shared/api/queryClient.ts';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { prefetchResourceList } from './prefetchList.ts';
import ResourcePage from './ResourcePage.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);
vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);

const post = vi.mocked(api.post);
const get = vi.mocked(api.get);
const pageCalls = () => post.mock.calls.filter(([url]) => url === '/setting/location/~page/get').map(([, body]) => body);

beforeEach(() => {
  vi.clearAllMocks();
  queryClient.clear();
  post.mockResolvedValue({
    action: 'ok',
    message: '',
    count: 1,
    data: { rows: [{ id: 1, code: 'L-1', type: 'store' }] },
  } as never);
  get.mockResolvedValue({ action: 'ok', data: [] } as never);
});

describe('prefetchResourceList', () => {
  const search = 'page=3&length=50&prop=code&order=asc';

  it("asks for the page the address names, the list's column default and its enum columns' dictionaries", async () => {
    prefetchResourceList('location', new URLSearchParams(search));
    await vi.waitFor(() => expect(pageCalls()).toHaveLength(1));
    expect(pageCalls()[0]).toMatchObject({ page: 3, length: 50, prop: 'code', order: 'asc' });
    const gets = get.mock.calls.map(([url, params]) => `${url} ${JSON.stringify(params)}`);
    expect(gets).toContain('/system/table/_get {"name":"location"}');
    expect(gets).toContain('/system/dict/_get {"name":"locationType"}');
  });

  it('sends the body the list itself sends, so the list finds the answer instead of asking again', async () => {
    renderWithProviders(<ResourcePage resource="location" />, { route: `/setting/location?${search}` });
    await screen.findByText('L-1');
    const listBody = pageCalls()[0];
    post.mockClear();
    prefetchResourceList('location', new URLSearchParams(search));
    await vi.waitFor(() => expect(pageCalls()).toHaveLength(1));
    expect(pageCalls()[0]).toEqual(listBody);
  });

  it('does nothing for a resource nobody defined', () => {
    prefetchResourceList('nope', new URLSearchParams());
    expect(post).not.toHaveBeenCalled();
  });
});
