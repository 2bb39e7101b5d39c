import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOUBLE_READ_MS } from '../scan/doubleRead.ts';
import { loadFloorStrings } from '../strings.ts';
import { ScanField } from './ScanField.tsx';
import { playTone } from './sounds.ts';
import { type Feedback, useFeedback } from './useFeedback.ts';

beforeAll(() => loadFloorStrings());

vi.mock('./sounds.ts', () => ({ playTone: vi.fn() }));

// Frozen time: every key of a burst lands at the same instant however loaded the machine is.
beforeEach(() => vi.useFakeTimers({ toFake: ['performance'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

let feedback: Feedback;
function Field({ onScan, disabled }: { onScan: (code: string) => void; disabled?: boolean }) {
  feedback = useFeedback();
  return (
    <>
      <ScanField prompt="扫描库位" onScan={onScan} feedback={feedback} disabled={disabled} />
      <button type="button">elsewhere</button>
    </>
  );
}

const input = () => screen.getByTestId('scan-input') as HTMLInputElement;

/** A wedge scanner's burst at the element focused, its first key typed into the field as a scanner's would be. */
function burst(code: string) {
  const at = document.activeElement ?? document.body;
  const [first, ...rest] = [...code];
  fireEvent.keyDown(at, { key: first });
  if (at instanceof HTMLInputElement) fireEvent.change(at, { target: { value: at.value + code } });
  for (const key of [...rest, 'Enter']) fireEvent.keyDown(at, { key });
}

function typed(code: string) {
  fireEvent.change(input(), { target: { value: code } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

describe('ScanField', () => {
  it('is labelled by its prompt and has the focus', () => {
    render(<Field onScan={() => {}} />);
    expect(screen.getByLabelText('扫描库位')).toBe(input());
    expect(document.activeElement).toBe(input());
  });

  it('submits a typed code once on Enter, trimmed, and is ready for the next', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    typed('  A-01 ');
    expect(onScan.mock.calls).toEqual([['A-01']]);
    expect(input().value).toBe('');
    typed('   ');
    expect(onScan).toHaveBeenCalledTimes(1);
  });

  it('takes a soft keyboard submit without an Enter key', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    fireEvent.change(input(), { target: { value: 'B-02' } });
    fireEvent.submit(input().form!);
    expect(onScan.mock.calls).toEqual([['B-02']]);
  });

  it('gets a wedge burst once, in the field or anywhere, and takes the focus back', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    burst('LPN0001');
    expect(onScan.mock.calls).toEqual([['LPN0001']]);
    expect(input().value).toBe('');

    screen.getByText('elsewhere').focus();
    burst('LPN0002');
    expect(onScan.mock.calls).toEqual([['LPN0001'], ['LPN0002']]);
    expect(document.activeElement).toBe(input());
  });

  it('while an error shows, a scan only acknowledges it', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    act(() => feedback.error('未知条码'));
    burst('A-01');
    expect(onScan).not.toHaveBeenCalled();
    expect(feedback.blocked).toBe(false);
    expect(input().value).toBe('');
    typed('A-02');
    expect(onScan.mock.calls).toEqual([['A-02']]);
  });

  it('takes no scans while disabled, though one still acknowledges an error', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} disabled />);
    burst('A-01');
    expect(onScan).not.toHaveBeenCalled();
    act(() => feedback.error('refused'));
    vi.advanceTimersByTime(1000); // not a double read of the first
    burst('A-01');
    expect(feedback.blocked).toBe(false);
  });

  it('a scan that acknowledges an error says so, in a warning to scan again', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    act(() => feedback.error('未知条码'));
    burst('A-01');
    expect(onScan).not.toHaveBeenCalled();
    expect(feedback.state).toEqual({ tone: 'warn', text: '已确认错误，请重新扫描' });
    expect(playTone).toHaveBeenLastCalledWith('warn');
  });

  it('a scanner’s double read is one scan; the same code read again later, or typed twice, counts each time', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    burst('SKU1');
    vi.advanceTimersByTime(40);
    burst('SKU1');
    expect(onScan.mock.calls).toEqual([['SKU1']]);
    vi.advanceTimersByTime(DOUBLE_READ_MS);
    burst('SKU1');
    typed('SKU1');
    typed('SKU1');
    expect(onScan).toHaveBeenCalledTimes(4);
  });

  it('a double read right after an error acknowledges it once and is not taken as the next scan', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    act(() => feedback.error('未知条码'));
    burst('LPN7');
    burst('LPN7');
    expect(onScan).not.toHaveBeenCalled();
    expect(feedback.state.tone).toBe('warn');
  });

  it('the field’s Enter takes all it holds, however slowly it was typed', () => {
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    for (const key of 'A-9') {
      fireEvent.keyDown(input(), { key });
      fireEvent.change(input(), { target: { value: input().value + key } });
      vi.advanceTimersByTime(700);
    }
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onScan.mock.calls).toEqual([['A-9']]);
    expect(input().value).toBe('');
  });

  it('offers the camera only where the browser decodes bar codes, and takes the code it reads', async () => {
    const { unmount } = render(<Field onScan={() => {}} />);
    expect(screen.queryByRole('button', { name: '用相机扫描' })).toBeNull();
    unmount();

    const stop = vi.fn();
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = async () => [{ rawValue: 'SKU-9' }];
      },
    );
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: async () => ({ getTracks: () => [{ stop }] }) },
    });
    vi.spyOn(HTMLMediaElement.prototype, 'readyState', 'get').mockReturnValue(4);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue();
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => {});
    const onScan = vi.fn();
    render(<Field onScan={onScan} />);
    fireEvent.click(screen.getByRole('button', { name: '用相机扫描' }));
    expect(screen.getByRole('dialog')).toBeTruthy();
    await vi.waitFor(() => expect(onScan.mock.calls).toEqual([['SKU-9']]));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stop).toHaveBeenCalled();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
});
