/**
 * What an uploaded file is, from its first bytes (magic numbers), never from its name or the
 * browser's declared type: a renamed executable stays an executable. Only the kinds a
 * warehouse exchanges are kept (pictures, PDFs, Office documents, zips, plain text and CSV);
 * anything else is refused.
 */

import { withoutBidi } from '../../../lib/bidi.ts';

export type FileKind = 'image' | 'pdf' | 'office' | 'archive' | 'text';

export interface Sniffed {
  kind: FileKind;
  mime: string;
  /** The extension the stored file gets (from the content). */
  ext: string;
}

const starts = (b: Buffer, sig: number[] | string, at = 0) => {
  const bytes = typeof sig === 'string' ? Buffer.from(sig, 'latin1') : Buffer.from(sig);
  return b.length >= at + bytes.length && b.subarray(at, at + bytes.length).equals(bytes);
};

/** Known executable and script headers: refused with their own reason in the log. */
export function isExecutable(b: Buffer): boolean {
  return (
    starts(b, 'MZ') || // Windows PE
    starts(b, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    starts(b, [0xcf, 0xfa, 0xed, 0xfe]) || // Mach-O
    starts(b, [0xfe, 0xed, 0xfa, 0xcf]) ||
    starts(b, [0xca, 0xfe, 0xba, 0xbe]) ||
    starts(b, '#!')
  );
}

/** Plain text: valid UTF-8 (a BOM allowed) with no control characters but tab, CR and LF, and not markup a browser would run. */
function isPlainText(b: Buffer): boolean {
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });
  let s: string;
  try {
    s = text.decode(b);
  } catch {
    return false;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(s)) return false;
  return !/^\s*<(!doctype|html|script|svg|\?xml)/i.test(s);
}

/** The file's kind, or null when it is none of the kinds kept. `names` are the parts of a zip (office or plain archive). */
export function sniff(b: Buffer, names: readonly string[] = []): Sniffed | null {
  if (starts(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (starts(b, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (starts(b, 'GIF87a') || starts(b, 'GIF89a')) return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (starts(b, '%PDF-')) return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  if (starts(b, [0x50, 0x4b, 0x03, 0x04]) || starts(b, [0x50, 0x4b, 0x05, 0x06])) {
    if (names.includes('[Content_Types].xml')) {
      if (names.some((n) => n.startsWith('xl/')))
        return { kind: 'office', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
      if (names.some((n) => n.startsWith('word/')))
        return { kind: 'office', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
      if (names.some((n) => n.startsWith('ppt/')))
        return { kind: 'office', mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' };
    }
    return { kind: 'archive', mime: 'application/zip', ext: 'zip' };
  }
  if (isExecutable(b)) return null;
  if (b.length && isPlainText(b)) return { kind: 'text', mime: 'text/plain; charset=utf-8', ext: 'txt' };
  return null;
}

/** The name shown for a file: the last part of what the client sent, without control (bidi included) characters, at most 200 characters. */
export function displayName(sent: string | undefined): string {
  const last = (sent ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are removed
  const clean = withoutBidi(last.replace(/[\u0000-\u001f\u007f]/g, '')).trim();
  return (clean === '.' || clean === '..' ? '' : clean).slice(0, 200) || 'file';
}
