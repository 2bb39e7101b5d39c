import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Pagination } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import PagerSelect from './PagerSelect.tsx';

const OPTIONS = [
  { label: '10 / page', value: 10 },
  { label: '20 / page', value: 20 },
];

describe('PagerSelect', () => {
  it('draws the closed select with the chosen size, without loading antd Select', () => {
    const { container } = render(<PagerSelect className="size" options={OPTIONS} value={20} aria-label="Page size" />);
    const box = screen.getByRole('combobox', { name: 'Page size' });
    expect(box.textContent).toBe('20 / page');
    expect(box.className).toBe('size');
    expect(container.querySelector('.ant-select')).toBeNull();
  });

  it('becomes the real select when the pointer comes near, keeping value and class', async () => {
    const { container } = render(<PagerSelect className="size" options={OPTIONS} value={20} aria-label="Page size" />);
    fireEvent.pointerEnter(screen.getByRole('combobox'));
    await waitFor(() => expect(container.querySelector('.ant-select.size')).not.toBeNull());
    expect(container.querySelector('.ant-select')!.textContent).toContain('20 / page');
  });

  it('opens at once when clicked before it had loaded, and reports the size chosen', async () => {
    const onChange = vi.fn();
    render(<PagerSelect options={OPTIONS} value={20} onChange={onChange} aria-label="Page size" />);
    fireEvent.pointerDown(screen.getByRole('combobox'));
    const option = await screen.findByTitle('10 / page');
    fireEvent.click(option);
    expect(onChange).toHaveBeenCalledWith(10, expect.objectContaining({ value: 10 }));
  });

  it("is what antd's pager draws as its size changer in the build (antdParts), and the pager works with it", async () => {
    const onChange = vi.fn();
    render(
      <Pagination
        total={100}
        pageSize={20}
        showSizeChanger
        pageSizeOptions={[10, 20]}
        onChange={onChange}
        // The tests run antd's own Pagination: hand it the stand-in as the build does.
        components={{ sizeChanger: (p) => <PagerSelect {...p} options={OPTIONS} /> }}
      />,
    );
    fireEvent.pointerDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('10 / page'));
    expect(onChange).toHaveBeenCalledWith(1, 10);
  });
});
