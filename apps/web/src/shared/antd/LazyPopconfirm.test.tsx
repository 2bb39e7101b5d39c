import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { LazyPopconfirm } from './LazyPopconfirm.tsx';

describe('LazyPopconfirm', () => {
  it('opens at once when its button is clicked before it has loaded, and confirms', async () => {
    const onConfirm = vi.fn();
    const onClick = vi.fn();
    render(
      <LazyPopconfirm title="Delete this row?" okText="OK" cancelText="Cancel" onConfirm={onConfirm}>
        <Button onClick={onClick}>Delete</Button>
      </LazyPopconfirm>,
    );
    expect(document.querySelector('.ant-popover')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Delete this row?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
  });

  it('loads as the pointer comes over the button and then works as antd Popconfirm', async () => {
    const onConfirm = vi.fn();
    render(
      <LazyPopconfirm title="Delete the selected rows?" okText="OK" onConfirm={onConfirm}>
        <Button>Delete selected</Button>
      </LazyPopconfirm>,
    );
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Delete selected' }));
    // Loaded, and shut until clicked.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Delete the selected rows?')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Delete selected' }));
    expect(await screen.findByText('Delete the selected rows?')).toBeTruthy();
  });

  it('stays shut while disabled', async () => {
    render(
      <LazyPopconfirm title="Delete?" disabled>
        <Button>Delete</Button>
      </LazyPopconfirm>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Delete?')).toBeNull();
  });
});
