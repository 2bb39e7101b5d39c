import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../shared/session.ts';
import { DEFAULT_SETTINGS, settingsStore, updateSettings } from '../../shared/settings.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { UserMenu } from './UserMenu.tsx';

vi.mock('../../shared/feedback/feedback.ts', async () => (await import('../../test/mocks.ts')).feedbackModule);

afterEach(() => updateSettings(DEFAULT_SETTINGS));

describe('UserMenu', () => {
  it('shows the user, and opens its menu at once when clicked before the menu had loaded', async () => {
    userStore.set({ name: 'Ann' } as never);
    renderWithProviders(<UserMenu />, { shell: true });
    const trigger = screen.getByRole('button', { name: 'Ann' });
    expect(document.querySelector('.ant-dropdown')).toBeNull();
    fireEvent.click(trigger);
    fireEvent.click(await screen.findByText(/夜间模式/));
    await waitFor(() => expect(settingsStore.get().theme).toBe('dark'));
  });

  it('stays a plain trigger, shut, while the pointer is over the name or pressing it', async () => {
    userStore.set({ name: 'Ann' } as never);
    renderWithProviders(<UserMenu />, { shell: true });
    const before = screen.getByRole('button', { name: 'Ann' });
    fireEvent.pointerEnter(before);
    fireEvent.pointerDown(before);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Ann' })).toBe(before);
    expect(screen.queryByText(/夜间模式/)).toBeNull();
  });
});
