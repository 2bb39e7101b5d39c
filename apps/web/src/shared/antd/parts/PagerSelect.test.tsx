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

  it('stays drawn closed under the pointer and while pressed, taking the hover colour', async () => {
    const { container } = render(<PagerSelect className="size" options={OPTIONS} value={20} aria-label="Page size" />);
    const before = screen.getByRole('combobox');
    const border = before.style.borderColor;
    fireEvent.pointerEnter(before);
    fireEvent.pointerDown(before);
    await new Promise((r) => setTimeout(r, 50));
    // The same node: redrawn between press and release, the select would close on the release.
    expect(screen.getByRole('combobox')).toBe(before);
    expect(before.style.borderColor).not.toBe(border);
    expect(container.querySelector('.ant-select')).toBeNull();
  });

  it('becomes the real select when focused from the keyboard, keeping value and class', async () => {
    const { container } = render(<PagerSelect className="size" options={OPTIONS} value={20} aria-label="Page size" />);
    const box = screen.getByRole('combobox');
    // happy-dom does not tell keyboard focus from a click's: this one came from the keyboard.
    vi.spyOn(box, 'matches').mockImplementation((selector: string) => selector === ':focus-visible');
    fireEvent.focus(box);
    await waitFor(() => expect(container.querySelector('.ant-select.size')).not.toBeNull());
    expect(container.querySelector('.ant-select')!.textContent).toContain('20 / page');
  });

  it('opens once loaded when clicked, and reports the size chosen', async () => {
    const onChange = vi.fn();
    render(<PagerSelect options={OPTIONS} value={20} onChange={onChange} aria-label="Page size" />);
    fireEvent.click(screen.getByRole('combobox'));
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
    fireEvent.click(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('10 / page'));
    expect(onChange).toHaveBeenCalledWith(1, 10);
  });
});
