import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForWedge } from './wedge.ts';

let clock = 0;
const scans: string[] = [];
let stop: () => void;

beforeEach(() => {
  clock = 1000;
  scans.length = 0;
  stop = listenForWedge(window, (code) => scans.push(code), { now: () => clock });
});
afterEach(() => stop());

/**
 * One key, `gap` ms after the previous one, as the browser handles it: keydown, then (unless prevented)
 * the character goes into the focused field through its native setter and an input event.
 */
function press(key: string, gap: number, init: KeyboardEventInit = {}) {
  clock += gap;
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  const field = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;
  if (!event.defaultPrevented && key.length === 1 && !init.ctrlKey && field) {
    fireEvent.input(target, { target: { value: target.value + key } });
  }
  return event;
}
const burst = (text: string, gap = 5) => {
  for (const ch of text) press(ch, gap);
};

function QuantityField() {
  const [qty, setQty] = useState('5');
  return (
    <>
      <input aria-label="qty" value={qty} onChange={(e) => setQty(e.target.value)} />
      <output>{qty}</output>
    </>
  );
}

describe('keyboard wedge', () => {
  it('a fast burst ended by Enter is one scan, and the field it typed into gets its value back', () => {
    render(<QuantityField />);
    const input = screen.getByLabelText<HTMLInputElement>('qty');
    input.focus();
    burst('LPN0042');
    expect(input.value).toBe('5LPN0042'); // the burst reached the field before it could be told from typing
    const enter = press('Enter', 5);

    expect(scans).toEqual(['LPN0042']);
    expect(enter.defaultPrevented).toBe(true);
    expect(input.value).toBe('5');
    expect(screen.getByRole('status').textContent).toBe('5'); // React's state too, not only the DOM
  });

  it('puts back a textarea and where its caret was', () => {
    render(<textarea aria-label="note" defaultValue="ab" />);
    const note = screen.getByLabelText<HTMLTextAreaElement>('note');
    note.focus();
    note.setSelectionRange(1, 1);
    burst('LPN0042');
    press('Tab', 5);
    expect(scans).toEqual(['LPN0042']);
    expect(note.value).toBe('ab');
    expect([note.selectionStart, note.selectionEnd]).toEqual([1, 1]);
  });

  it('a held key repeating fast is not a scan', () => {
    press('0', 300);
    for (let i = 0; i < 6; i++) press('0', 30, { repeat: true });
    expect(press('Enter', 5).defaultPrevented).toBe(false);
    expect(scans).toEqual([]);
  });

  it('keeps the page from seeing the Enter that ended a scan', () => {
    const pageEnter = vi.fn();
    document.body.addEventListener('keydown', pageEnter);
    burst('ABC123');
    press('Enter', 5);
    document.body.removeEventListener('keydown', pageEnter);
    expect(scans).toEqual(['ABC123']);
    expect(pageEnter).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Enter' }));
  });

  it('slow typing is not a scan and its Enter goes through', () => {
    render(<QuantityField />);
    const input = screen.getByLabelText<HTMLInputElement>('qty');
    input.focus();
    burst('120', 120);
    const enter = press('Enter', 150);
    expect(scans).toEqual([]);
    expect(enter.defaultPrevented).toBe(false);
    expect(input.value).toBe('5120');
  });

  it('a burst ended by Tab is a scan, and focus is not moved by it', () => {
    burst('SKU-778');
    const tab = press('Tab', 8);
    expect(scans).toEqual(['SKU-778']);
    expect(tab.defaultPrevented).toBe(true);
  });

  it('a fast burst whose Enter comes late is typing', () => {
    burst('ABC123');
    press('Enter', 200);
    expect(scans).toEqual([]);
  });

  it('needs the minimum length', () => {
    burst('AB');
    expect(press('Enter', 5).defaultPrevented).toBe(false);
    expect(scans).toEqual([]);
  });

  it('only the fast tail of slow typing counts, and a restored field keeps what was typed by hand', () => {
    render(<QuantityField />);
    const input = screen.getByLabelText<HTMLInputElement>('qty');
    input.focus();
    burst('12', 300);
    press('L', 1000);
    burst('OC-A-01');
    press('Enter', 5);
    expect(scans).toEqual(['LOC-A-01']);
    expect(input.value).toBe('512');
  });

  it('keeps the GS separator, sent as its own key or as Ctrl+]', () => {
    burst('0109501101530003');
    press(']', 5, { ctrlKey: true, code: 'BracketRight' });
    burst('10ABC');
    press('\u001d', 5);
    burst('21X');
    press('Enter', 5);
    expect(scans).toEqual(['0109501101530003\u001d10ABC\u001d21X']);
  });

  it('Shift between characters neither breaks a burst nor adds to it', () => {
    press('Shift', 5);
    press('A', 5, { shiftKey: true });
    press('Shift', 5);
    press('B', 5, { shiftKey: true });
    burst('12');
    press('Enter', 5);
    expect(scans).toEqual(['AB12']);
  });

  it('a non-character key such as Backspace breaks a burst', () => {
    burst('ABC');
    press('Backspace', 5);
    burst('12');
    press('Enter', 5);
    expect(scans).toEqual([]);
  });

  it('two scans back to back are two scans', () => {
    burst('AAA111');
    press('Enter', 5);
    burst('BBB222');
    press('Enter', 5);
    expect(scans).toEqual(['AAA111', 'BBB222']);
  });

  it('stops listening when disposed', () => {
    stop();
    burst('ABC123');
    press('Enter', 5);
    expect(scans).toEqual([]);
  });
});
