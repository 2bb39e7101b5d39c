/**
 * Keyboard-wedge scanners "type" the code: a burst of keys far faster than a person, ended by Enter or
 * Tab. The burst is told from typing by timing alone, whatever has focus, so a scan into a quantity field
 * is caught too. Gaps are measured between the keys' `timeStamp`s (when each key was pressed), not when
 * the page got round to handling them: a page busy for 100 ms between two keys of a scan must not split it.
 *
 * Where the keys land:
 * - The page's scan field (`scanField`): whatever the field holds when Enter is pressed there is a scan,
 *   however slowly it was typed; a burst's own characters are used for its part (they keep the GS a
 *   Ctrl+] sends, which never reaches the field).
 * - A number field (inputmode numeric/decimal, type number): its keys are held back until the next key
 *   shows whether they are a burst, so a scan never passes through the quantity; a person's keys reach
 *   it `maxGapMs` late.
 * - Any other field: the first keys of a burst reach it before they can be told from typing; on the
 *   terminator its value is put back as it was.
 */

export interface WedgeOptions {
  /** Largest gap between two keys of one burst (see DEFAULT_MAX_GAP_MS). */
  maxGapMs?: number;
  minLength?: number;
  /** The page's own scan field, if any. */
  scanField?: () => Element | null | undefined;
}

/** How a scan was read: when its terminator was pressed, and whether a scanner sent it (a burst) or a person typed it. */
export interface WedgeRead {
  at: number;
  scanner: boolean;
}

/**
 * A scanner on the floor was measured typing 40 ms apart: an intercharacter delay is a scanner setting
 * (for hosts that drop keys), and Bluetooth keyboards need 35-50 ms between keys on Android. A person
 * does not type three keys and Enter each within 60 ms of the last (docs/decisions/floor.md "Floor: sturdier scanning").
 */
export const DEFAULT_MAX_GAP_MS = 60;

/** Group separator: GS1 scanners send it for FNC1, as the key itself or as Ctrl+]. */
const GS = '\u001d';
const MODIFIERS = new Set(['Shift', 'Control', 'Alt', 'AltGraph', 'Meta', 'CapsLock', 'NumLock']);

type TextField = HTMLInputElement | HTMLTextAreaElement;

interface FieldBefore {
  el: TextField;
  value: string;
  start: number | null;
  end: number | null;
}

/** The character a key adds to the code, or undefined for a key that no scanner sends mid-code. */
function charOf(e: KeyboardEvent): string | undefined {
  if (e.key === GS || (e.ctrlKey && (e.key === ']' || e.code === 'BracketRight'))) return GS;
  // Ctrl+Alt is AltGr on Windows and still types a character.
  if ((e.ctrlKey && !e.altKey) || e.metaKey) return undefined;
  return e.key.length === 1 ? e.key : undefined;
}

const isTextField = (target: EventTarget | null): target is TextField =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

/** type=number has no selection: reading it is null in some browsers and throws in others. */
function selectionOf(el: TextField): [number | null, number | null] {
  try {
    return [el.selectionStart, el.selectionEnd];
  } catch {
    return [null, null];
  }
}

function fieldOf(target: EventTarget | null): FieldBefore | undefined {
  if (!isTextField(target)) return undefined;
  const [start, end] = selectionOf(target);
  return { el: target, value: target.value, start, end };
}

/** A field whose keys are held back: a scan's digits must never pass through a quantity. */
function holds(target: EventTarget | null): target is HTMLInputElement {
  if (!(target instanceof HTMLInputElement) || target.readOnly || target.disabled) return false;
  return target.type === 'number' || target.inputMode === 'numeric' || target.inputMode === 'decimal';
}

/**
 * Sets the field's value and tells React: its value tracker sits on the element itself, so the value is
 * set through the prototype's setter (else React sees no change) and an input event lets onChange run.
 */
function setValue(el: TextField, value: string, caret?: [number, number]) {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret) {
    try {
      el.setSelectionRange(caret[0], caret[1]);
    } catch {
      // type=number: no caret to place.
    }
  }
}

function restore({ el, value, start, end }: FieldBefore) {
  if (el.value !== value) setValue(el, value, start !== null && end !== null ? [start, end] : undefined);
}

/** Types held-back keys into their field as the browser would have: at the caret, within maxlength. */
function insert(el: HTMLInputElement, text: string) {
  if (!el.isConnected) return;
  const [s, e] = selectionOf(el);
  const start = s ?? el.value.length;
  const end = e ?? start;
  const room = el.maxLength >= 0 ? Math.max(0, el.maxLength - (el.value.length - (end - start))) : text.length;
  const typed = text.slice(0, room);
  if (!typed) return;
  setValue(el, el.value.slice(0, start) + typed + el.value.slice(end), [start + typed.length, start + typed.length]);
}

/** A key's time; an event without one (a synthetic event in an old browser) is taken as now. */
const timeOf = (e: Event) => (Number.isFinite(e.timeStamp) && e.timeStamp > 0 ? e.timeStamp : performance.now());

/** Calls `onScan` for each scan; returns the function that stops listening. */
export function listenForWedge(
  target: Window | HTMLElement,
  onScan: (code: string, read: WedgeRead) => void,
  opts: WedgeOptions = {},
) {
  const maxGap = opts.maxGapMs ?? DEFAULT_MAX_GAP_MS;
  const minLength = opts.minLength ?? 3;
  const isScanField = (t: EventTarget | null) => t !== null && t === opts.scanField?.();

  let code = '';
  let last = Number.NEGATIVE_INFINITY;
  let field: FieldBefore | undefined;
  let held: { el: HTMLInputElement; text: string } | undefined;
  let holdTimer: ReturnType<typeof setTimeout> | undefined;

  /** Held keys that turned out to be typing go into their field. */
  const release = () => {
    clearTimeout(holdTimer);
    holdTimer = undefined;
    const h = held;
    held = undefined;
    if (h) insert(h.el, h.text);
  };

  const reset = () => {
    code = '';
    field = undefined;
    clearTimeout(holdTimer);
    holdTimer = undefined;
    held = undefined;
  };

  const take = (e: KeyboardEvent, scanned: string, scanner: boolean, at: number) => {
    // Neither the terminator's default (submit, move focus) nor the page's own Enter handlers belong to a scan.
    e.preventDefault();
    e.stopPropagation();
    onScan(scanned, { at, scanner });
  };

  const onKeyDown = (event: Event) => {
    const e = event as KeyboardEvent;
    if (MODIFIERS.has(e.key)) return; // a scanner presses Shift for capitals: neither a character nor a break
    const t = timeOf(e);
    const fast = t - last <= maxGap;
    last = t;
    const inScanField = isScanField(e.target);

    if ((e.key === 'Enter' || e.key === 'Tab') && !e.repeat && !e.isComposing) {
      const burst = fast && code.length >= minLength ? code : undefined;
      const before = field;
      if (burst === undefined) release();
      reset();
      if (burst !== undefined) {
        if (inScanField && before?.el === e.target) {
          const { value, start, end } = before;
          take(e, value.slice(0, start ?? value.length) + burst + value.slice(end ?? value.length), true, t);
          return;
        }
        if (before && before.el === e.target) restore(before);
        take(e, burst, true, t);
        return;
      }
      // The scan field's Enter ends a scan whatever the timing; its Tab only as a scanner's suffix.
      const value = inScanField && isTextField(e.target) ? e.target.value : '';
      if (value.trim() && (e.key === 'Enter' || fast)) take(e, value, false, t);
      else if (inScanField && e.key === 'Enter') e.preventDefault(); // an empty field's Enter submits nothing
      return;
    }

    const ch = e.repeat ? undefined : charOf(e);
    if (ch === undefined) {
      release(); // before the key acts: a Backspace deletes what was typed last
      reset();
      return;
    }
    if (!fast || code === '') {
      release();
      code = '';
      field = fieldOf(e.target);
    }
    code += ch;
    if (!inScanField && holds(e.target)) {
      e.preventDefault();
      if (held && held.el !== e.target) release();
      held = { el: e.target, text: (held?.text ?? '') + ch };
      clearTimeout(holdTimer);
      holdTimer = setTimeout(release, maxGap);
    }
  };

  target.addEventListener('keydown', onKeyDown, true);
  return () => {
    target.removeEventListener('keydown', onKeyDown, true);
    release();
  };
}
