/** Upload rules of spec §5 and §9, pure so they are tested without a browser upload. */

export const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'] as const;
/** Spec §9: uploads up to 10 MB. */
export const MAX_UPLOAD_MB = 10;
const IMAGE_EXTENSION = /\.(gif|jpe?g|png)$/i;

export type UploadProblem = { key: 'notImage' } | { key: 'tooLarge'; max: number } | { key: 'tooMany'; max: number };

/** Some systems report no MIME type for a file; the extension decides then. */
export function isImage(file: { type?: string; name?: string }): boolean {
  if (file.type) return (IMAGE_TYPES as readonly string[]).includes(file.type);
  return IMAGE_EXTENSION.test(file.name ?? '');
}

export function checkImage(file: { type?: string; name?: string; size: number }, maxMB = MAX_UPLOAD_MB): UploadProblem | null {
  if (!isImage(file)) return { key: 'notImage' };
  if (file.size > maxMB * 1024 * 1024) return { key: 'tooLarge', max: maxMB };
  return null;
}

/** Whether the `position`-th file of a batch (0-based) still fits next to the `existing` ones. */
export function checkCount(existing: number, position: number, maxCount: number): UploadProblem | null {
  return existing + position >= maxCount ? { key: 'tooMany', max: maxCount } : null;
}
