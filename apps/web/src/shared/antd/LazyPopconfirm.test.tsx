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

  it('stays a plain button, shut, while the pointer is over it or pressing it; the click opens it', async () => {
    render(
      <LazyPopconfirm title="Delete the selected rows?" okText="OK">
        <Button>Delete selected</Button>
      </LazyPopconfirm>,
    );
    const before = screen.getByRole('button', { name: 'Delete selected' });
    fireEvent.pointerEnter(before);
    fireEvent.pointerDown(before);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBe(before);
    expect(screen.queryByText('Delete the selected rows?')).toBeNull();
    fireEvent.click(before);
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
