import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/table/testing.tsx';
import { type OrderAction, OrderActionButtons } from './OrderActionButtons.tsx';

// A busy machine renders antd slowly: waits allow 10 s, not the default 1 s.
configure({ asyncUtilTimeout: 10_000 });

const shown = () => screen.queryAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));

describe('order action buttons', { timeout: 20_000 }, () => {
  it('offers, in order, the actions `can` allows for the status and that are not switched off', () => {
    const actions: OrderAction[] = [
      { action: 'update', label: 'Edit', onClick: () => {} },
      { action: 'approve', label: 'Approve', onClick: () => {} },
      { action: 'cancel', label: 'Cancel', off: true, onClick: () => {} },
      { action: 'delete', label: 'Delete', onClick: () => {} },
    ];
    const can = (action: string, status?: number) => status === 10 && action !== 'approve';
    renderWithProviders(<OrderActionButtons actions={actions} status={10} can={can} />);
    expect(shown()).toEqual(['Edit', 'Delete']);
  });

  it('calls a plain action at once, a confirmed one only after OK', async () => {
    const approve = vi.fn();
    const remove = vi.fn();
    const actions: OrderAction[] = [
      { action: 'approve', label: 'Approve', onClick: approve },
      { action: 'delete', label: 'Delete', confirm: 'Delete IB1?', danger: true, onClick: remove },
    ];
    renderWithProviders(<OrderActionButtons actions={actions} status={10} can={() => true} link />, { shell: true });
    fireEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(approve).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await screen.findByText('Delete IB1?');
    expect(remove).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: /确\s?定|OK/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledTimes(1));
  });
});
