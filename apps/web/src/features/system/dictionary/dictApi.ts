import { api } from '../../../shared/api/request.ts';

/** `/system/dict` (docs/api.md "Menus and dictionary"): a dictionary entry's labels. */
export const updateDict = (b: { id: number; labelZh: string; labelEn: string }) =>
  api.post<{ message: string }>('/system/dict/~update', b, { silent: true });
