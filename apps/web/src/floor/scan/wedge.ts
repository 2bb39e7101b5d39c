/**
 * Keyboard-wedge scanners "type" the code: a burst of keys far faster than a person (a few ms apart),
 * ended by Enter or Tab. The burst is told from typing by timing alone, whatever has focus, so a scan
 * into a quantity field is caught too. The first keys of a burst cannot be told from typing until the
 * burst ends, so they reach the focused field; on the terminator its value is put back as it was.
 */

export interface WedgeOptions {
  /** Largest gap between two keys of one burst; people rarely type two keys within 35 ms. */
  maxGapMs?: number;
  minLength?: number;
  now?: () => number;
}

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

function fieldOf(target: EventTarget | null): FieldBefore | undefined {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) return undefined;
  return { el: target, value: target.value, start: target.selectionStart, end: target.selectionEnd };
}

/**
 * Puts the field back and tells React: its value tracker sits on the element itself, so the value is set
 * through the prototype's setter (else React sees no change) and an input event lets onChange run.
 */
function restore({ el, value, start, end }: FieldBefore) {
  if (el.value === value) return;
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (start !== null && end !== null) el.setSelectionRange(start, end);
}

/** Calls `onScan` for each burst that ends in Enter or Tab; returns the function that stops listening. */
export function listenForWedge(target: Window | HTMLElement, onScan: (code: string) => void, opts: WedgeOptions = {}) {
  const maxGap = opts.maxGapMs ?? 35;
  const minLength = opts.minLength ?? 3;
  const now = opts.now ?? (() => performance.now());

  let code = '';
  let last = Number.NEGATIVE_INFINITY;
  let field: FieldBefore | undefined;

  const onKeyDown = (event: Event) => {
    const e = event as KeyboardEvent;
    if (MODIFIERS.has(e.key)) return; // a scanner presses Shift for capitals: neither a character nor a break
    const t = now();
    const fast = t - last <= maxGap;
    last = t;

    if ((e.key === 'Enter' || e.key === 'Tab') && !e.repeat) {
      const scanned = fast && code.length >= minLength ? code : undefined;
      const before = field;
      code = '';
      field = undefined;
      if (scanned === undefined) return;
      // Neither the terminator's default (submit, move focus) nor the page's own Enter handlers belong to a scan.
      e.preventDefault();
      e.stopPropagation();
      if (before && before.el === e.target) restore(before);
      onScan(scanned);
      return;
    }

    const ch = e.repeat ? undefined : charOf(e);
    if (ch === undefined) {
      code = '';
      field = undefined;
      return;
    }
    if (!fast || code === '') {
      code = '';
      field = fieldOf(e.target);
    }
    code += ch;
  };

  target.addEventListener('keydown', onKeyDown, true);
  return () => target.removeEventListener('keydown', onKeyDown, true);
}
