import { describe, expect, it } from 'vitest';
import { checkCount, checkImage, isImage, MAX_UPLOAD_MB } from './imageRules.ts';

const MB = 1024 * 1024;

describe('checkImage', () => {
  it('takes gif, jpeg and png', () => {
    for (const type of ['image/gif', 'image/jpeg', 'image/png']) expect(checkImage({ type, size: 1 })).toBeNull();
  });
  it('refuses other types: "the selected file is not an image"', () => {
    expect(checkImage({ type: 'image/webp', size: 1 })).toEqual({ key: 'notImage' });
    expect(checkImage({ type: 'application/pdf', name: 'x.png', size: 1 })).toEqual({ key: 'notImage' });
  });
  it('falls back to the extension when the type is unknown', () => {
    expect(isImage({ type: '', name: 'photo.JPG' })).toBe(true);
    expect(isImage({ name: 'notes.txt' })).toBe(false);
  });
  it('refuses more than 10 MB: "cannot exceed N MB"', () => {
    expect(MAX_UPLOAD_MB).toBe(10);
    expect(checkImage({ type: 'image/png', size: 10 * MB })).toBeNull();
    expect(checkImage({ type: 'image/png', size: 10 * MB + 1 })).toEqual({ key: 'tooLarge', max: 10 });
    expect(checkImage({ type: 'image/png', size: 3 * MB }, 2)).toEqual({ key: 'tooLarge', max: 2 });
  });
});

describe('checkCount', () => {
  it('lets files in until the maximum', () => {
    expect(checkCount(0, 0, 1)).toBeNull();
    expect(checkCount(1, 0, 1)).toEqual({ key: 'tooMany', max: 1 });
    expect(checkCount(1, 1, 3)).toBeNull();
    expect(checkCount(1, 2, 3)).toEqual({ key: 'tooMany', max: 3 });
  });
});
