import { configure, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/request.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { PostingKind } from './PostingList.tsx';

vi.mock('../../shared/api/request.ts', async (importOriginal) =>
  (await import('../../test/mocks.ts')).apiModule(importOriginal as never),
);

configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(api.get).mockResolvedValue({
    data: [
      { value: 'writeOff', label: 'Write-off' },
      { value: 'correction', label: 'Correction' },
    ],
  } as never);
});

describe('posting kind cell', () => {
  it('tags a write-off the partner is not charged for', async () => {
    renderWithProviders(
      <>
        <div data-testid="free">
          <PostingKind kind="writeOff" chargeable={false} />
        </div>
        <div data-testid="charged">
          <PostingKind kind="writeOff" chargeable />
        </div>
      </>,
      { lang: 'en' },
    );
    expect(await screen.findByTestId('free')).toHaveProperty('textContent', expect.stringContaining('Not charged'));
    await screen.findAllByText('Write-off');
    expect(screen.getByTestId('charged').textContent).toBe('Write-off');
  });

  it('in Chinese: 不收费', async () => {
    renderWithProviders(<PostingKind kind="writeOff" chargeable={false} />, { lang: 'zh-CN' });
    await screen.findByText('不收费');
  });
});
