import { describe, expect, it } from 'vitest';
import { dnChanges } from './DnDialog.tsx';

describe('delivery number changes', () => {
  it('sends new and changed numbers to update, cleared ones to delete, untouched ones nowhere', () => {
    const lines = [
      { id: 1, dn: null },
      { id: 2, dn: 'DN-2' },
      { id: 3, dn: 'DN-3' },
      { id: 4, dn: 'DN-4' },
    ];
    expect(dnChanges(lines, { 1: ' DN-1 ', 2: '', 3: 'DN-3' })).toEqual({ set: [{ id: 1, dn: 'DN-1' }], cleared: [2] });
  });
});
