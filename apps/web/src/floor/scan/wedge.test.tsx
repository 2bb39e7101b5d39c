import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForWedge, type WedgeRead } from './wedge.ts';

/** When the keys were pressed (their timeStamp); when the page handles them is the fake timers' business. */
let clock = 0;
const scans: string[] = [];
const reads: WedgeRead[] = [];
let scanField: HTMLElement | null = null;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  clock = 1000;
  scans.length = 0;
  reads.length = 0;
  scanField = null;
  stop = listenForWedge(
    window,
    (code, read) => {
      scans.push(code);
      reads.push(read);
    },
    { scanField: () => scanField },
  );
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

/**
 * One key pressed `gap` ms after the previous one, as the browser handles it: keydown, then (unless
 * prevented) the character goes into the focused field through its native setter and an input event.
 */
function press(key: string, gap: number, init: KeyboardEventInit = {}) {
  clock += gap;
  const target = document.activeElement ?? document.body;
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  // The time the key was pressed, whenever the page gets round to handling it.
  Object.defineProperty(event, 'timeStamp', { value: clock });
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

describe('timing from when a key was pressed', () => {
  it('a page that stalls mid-scan does not split it: the gaps are the keys’ timeStamps', () => {
    burst('LPN0');
    // The page is busy for 250 ms: the rest of the keys wait, pressed 5 ms apart as before.
    vi.advanceTimersByTime(250);
    burst('042');
    press('Enter', 5);
    expect(scans).toEqual(['LPN0042']);
    expect(reads[0]).toEqual({ at: clock, scanner: true });
  });

  it('takes a scanner set to 40 ms between keys for a scanner', () => {
    burst('SKU-778', 40);
    press('Enter', 40);
    expect(scans).toEqual(['SKU-778']);
  });

  it('a person typing at 100 ms a key is not a scanner', () => {
    burst('ABC', 100);
    expect(press('Enter', 100).defaultPrevented).toBe(false);
    expect(scans).toEqual([]);
  });
});

describe('the scan field', () => {
  function ScanInput() {
    const [value, setValue] = useState('');
    return <input aria-label="scan" value={value} onChange={(e) => setValue(e.target.value)} />;
  }
  const field = () => {
    render(<ScanInput />);
    const input = screen.getByLabelText<HTMLInputElement>('scan');
    scanField = input;
    input.focus();
    return input;
  };

  it('its Enter ends a scan of all it holds, however slowly it came', () => {
    field();
    burst('A-0', 400);
    const enter = press('Enter', 900);
    expect(scans).toEqual(['A-0']);
    expect(reads[0]?.scanner).toBe(false);
    expect(enter.defaultPrevented).toBe(true);
  });

  it('a scan whose keys came in two bursts is one scan, not its tail', () => {
    field();
    burst('LPN00');
    burst('42', 90); // a Bluetooth link's hiccup
    burst('7');
    press('Enter', 5);
    expect(scans).toEqual(['LPN00427']);
  });

  it('keeps the GS that Ctrl+] sends, which never reaches the field', () => {
    const input = field();
    burst('01095011');
    press(']', 5, { ctrlKey: true, code: 'BracketRight' });
    burst('10AB');
    press('Enter', 5);
    expect(input.value).toBe('0109501110AB');
    expect(scans).toEqual(['01095011\u001d10AB']);
  });

  it('an empty field’s Enter is no scan; a person’s Tab moves on, a scanner’s Tab ends the scan', () => {
    field();
    expect(press('Enter', 500).defaultPrevented).toBe(true);
    burst('B-2', 300);
    expect(press('Tab', 300).defaultPrevented).toBe(false);
    burst('C', 300);
    expect(press('Tab', 10).defaultPrevented).toBe(true);
    expect(scans).toEqual(['B-2C']);
  });
});

describe('a number field', () => {
  let changes: string[];
  function Qty() {
    const [qty, setQty] = useState('5');
    return (
      <input
        aria-label="qty"
        inputMode="numeric"
        value={qty}
        onChange={(e) => {
          changes.push(e.target.value);
          setQty(e.target.value);
        }}
      />
    );
  }
  const qty = () => {
    changes = [];
    render(<Qty />);
    const input = screen.getByLabelText<HTMLInputElement>('qty');
    input.focus();
    input.setSelectionRange(1, 1);
    return input;
  };

  it('a burst goes to the scan and never into the number, at 5 or 40 ms a key', () => {
    const input = qty();
    burst('6901234567892');
    press('Enter', 5);
    burst('LPN0042', 40);
    press('Enter', 40);
    vi.runAllTimers();
    expect(scans).toEqual(['6901234567892', 'LPN0042']);
    expect(input.value).toBe('5');
    expect(changes).toEqual([]);
  });

  it('a person’s keys reach it a moment later, at the caret, and Backspace acts on them', () => {
    const input = qty();
    input.setSelectionRange(0, 0);
    press('1', 300);
    expect(input.value).toBe('5'); // held until it is clear no burst follows
    vi.advanceTimersByTime(60);
    expect(input.value).toBe('15');
    expect(changes).toEqual(['15']);
    press('2', 300);
    // Typed before the Backspace's own work (deleting the 2) would begin.
    expect(press('Backspace', 200).defaultPrevented).toBe(false);
    expect(input.value).toBe('125');
    expect(scans).toEqual([]);
  });

  it('keys held when Enter comes are typed before the Enter acts', () => {
    const input = qty();
    const onEnter = vi.fn(() => input.value);
    input.addEventListener('keydown', (e) => e.key === 'Enter' && onEnter());
    press('2', 300);
    press('0', 30);
    const enter = press('Enter', 30);
    expect(enter.defaultPrevented).toBe(false);
    expect(onEnter).toHaveReturnedWith('520');
    expect(scans).toEqual([]);
  });

  it('a burst whose timer ran late (a busy page) is still taken out of the field', () => {
    const input = qty();
    burst('LPN');
    vi.advanceTimersByTime(200); // the hold ran out before the next key was handled
    expect(input.value).toBe('5LPN');
    burst('0042');
    press('Enter', 5);
    expect(scans).toEqual(['LPN0042']);
    expect(input.value).toBe('5');
  });
});
