/**
 * Unicode bidirectional controls (LRM, RLM, ALM, the embeddings and overrides U+202A–U+202E, the
 * isolates U+2066–U+2069). In a file name they make `invoice‮fdp.exe` read as `invoiceexe.pdf`,
 * so names are kept and shown without them.
 */
const BIDI_CONTROLS = /[\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;

export const withoutBidi = (s: string): string => s.replace(BIDI_CONTROLS, '');
