import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userStore } from '../../shared/session.ts';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { DEFAULT_SETTINGS, settingsStore, updateSettings } from '../settings.ts';
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

  it('loads the menu as the pointer comes over the name, shut until clicked', async () => {
    userStore.set({ name: 'Ann' } as never);
    renderWithProviders(<UserMenu />, { shell: true });
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Ann' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Ann' }).className).toContain('ant-dropdown-trigger'));
    expect(screen.queryByText(/夜间模式/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Ann' }));
    expect(await screen.findByText(/夜间模式/)).toBeTruthy();
  });
});
