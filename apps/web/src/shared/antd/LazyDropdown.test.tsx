import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { LazyDropdown } from './LazyDropdown.tsx';

const menu = (onClick = vi.fn()) => ({ items: [{ key: 'refresh', label: 'Refresh' }], onClick });

describe('LazyDropdown', () => {
  it('opens its menu at once when the trigger is clicked before it has loaded', async () => {
    const onClick = vi.fn();
    render(
      <LazyDropdown menu={menu(onClick)}>
        <Button>More</Button>
      </LazyDropdown>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    fireEvent.click(await screen.findByText('Refresh'));
    expect(onClick).toHaveBeenCalledWith(expect.objectContaining({ key: 'refresh' }));
  });

  it('loads as the pointer comes over the trigger, shut until clicked', async () => {
    render(
      <LazyDropdown menu={menu()}>
        <Button>More</Button>
      </LazyDropdown>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'More' }).className).toContain('ant-dropdown-trigger'));
    expect(screen.queryByText('Refresh')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByText('Refresh')).toBeTruthy();
  });
});
