import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForWedge } from '../scan/wedge.ts';
import { loadFloorStrings } from '../strings.ts';
import { QTY_MAX, QtyField } from './QtyField.tsx';

beforeAll(() => loadFloorStrings());

function Qty({ onChange }: { onChange: (n: number) => void }) {
  const [value, setValue] = useState(3);
  return (
    <QtyField
      label="数量"
      value={value}
      min={1}
      max={4}
      onChange={(n) => {
        onChange(n);
        setValue(n);
      }}
    />
  );
}

const input = () => screen.getByTestId('qty-input') as HTMLInputElement;

it('steps within its bounds', () => {
  const onChange = vi.fn();
  render(<Qty onChange={onChange} />);
  expect(screen.getByLabelText('数量')).toBe(input());
  fireEvent.click(screen.getByRole('button', { name: '加一' }));
  expect(input().value).toBe('4');
  expect((screen.getByRole('button', { name: '加一' }) as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: '减一' }));
  fireEvent.click(screen.getByRole('button', { name: '减一' }));
  fireEvent.click(screen.getByRole('button', { name: '减一' }));
  expect(input().value).toBe('1');
  expect((screen.getByRole('button', { name: '减一' }) as HTMLButtonElement).disabled).toBe(true);
  expect(onChange.mock.calls).toEqual([[4], [3], [2], [1]]);
});

it('passes on a typed whole number in range only, and gives way to the last good one on leaving', () => {
  const onChange = vi.fn();
  render(<Qty onChange={onChange} />);
  fireEvent.change(input(), { target: { value: '2' } });
  expect(onChange.mock.calls).toEqual([[2]]);
  for (const bad of ['', '9', '1.5', '-1']) {
    fireEvent.change(input(), { target: { value: bad } });
    expect(input().getAttribute('aria-invalid')).toBe('true');
  }
  expect(onChange).toHaveBeenCalledTimes(1);
  fireEvent.blur(input());
  expect(input().value).toBe('2');
  expect(input().getAttribute('aria-invalid')).toBe('false');
});

describe('Enter', () => {
  function Confirming({ onConfirm, max }: { onConfirm: (n: number) => void; max?: number }) {
    const [value, setValue] = useState(3);
    return <QtyField label="数量" value={value} min={1} max={max} onChange={setValue} onConfirm={() => onConfirm(value)} />;
  }

  it('confirms the quantity shown, and is not passed on to a form or wrapper', () => {
    const onConfirm = vi.fn();
    const outer = vi.fn();
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: a screen's wrapper that would confirm a second time
      <div onKeyDown={outer}>
        <Confirming onConfirm={onConfirm} />
      </div>,
    );
    fireEvent.change(input(), { target: { value: '7' } });
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(enter);
    expect(onConfirm.mock.calls).toEqual([[7]]);
    expect(enter.defaultPrevented).toBe(true);
    expect(outer).not.toHaveBeenCalled();
  });

  it('does not confirm a quantity typed wrong', () => {
    const onConfirm = vi.fn();
    render(<Confirming onConfirm={onConfirm} max={10} />);
    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('without a confirm action does what Enter would', () => {
    render(<Qty onChange={() => {}} />);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input().dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
  });
});

describe('absurd quantities', () => {
  it('never shows exponent notation, and takes no more digits than any quantity has', () => {
    const onChange = vi.fn();
    const { rerender } = render(<QtyField label="数量" value={9.506e21} onChange={onChange} />);
    expect(input().value).toBe('9506000000000000000000');
    rerender(<QtyField label="数量" value={2} onChange={onChange} />);
    expect(input().maxLength).toBe(String(QTY_MAX).length);
    for (const bad of ['95060000000000000000000', String(QTY_MAX + 1)]) {
      fireEvent.change(input(), { target: { value: bad } });
      expect(input().getAttribute('aria-invalid')).toBe('true');
    }
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(input(), { target: { value: String(QTY_MAX) } });
    expect(onChange.mock.calls).toEqual([[QTY_MAX]]);
  });
});

describe('with a scanner on the page', () => {
  let clock: number;
  let stop: () => void;
  const scans: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers();
    clock = 1000;
    scans.length = 0;
    stop = listenForWedge(window, (code) => scans.push(code));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  /** A key pressed `gap` ms after the last, typed into the field unless the page prevents it. */
  function press(key: string, gap: number) {
    clock += gap;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    input().dispatchEvent(event);
    if (!event.defaultPrevented && key.length === 1) fireEvent.input(input(), { target: { value: input().value + key } });
  }

  it('a burst, even 40 ms a key, goes to the scan and the quantity keeps its value', () => {
    const onChange = vi.fn();
    render(<Qty onChange={onChange} />);
    input().focus();
    for (const ch of '9506123456789012345678') press(ch, 40);
    press('Enter', 40);
    vi.runAllTimers();
    expect(scans).toEqual(['9506123456789012345678']);
    expect(input().value).toBe('3');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a person types a quantity and Enter confirms it', () => {
    const onConfirm = vi.fn();
    function Screen() {
      const [value, setValue] = useState(1);
      return <QtyField label="数量" value={value} onChange={setValue} onConfirm={() => onConfirm(value)} />;
    }
    render(<Screen />);
    input().focus();
    input().select();
    press('1', 400);
    press('2', 45); // quick, but no burst follows
    press('Enter', 45);
    expect(scans).toEqual([]);
    expect(input().value).toBe('12');
    expect(onConfirm.mock.calls).toEqual([[12]]);
  });
});
