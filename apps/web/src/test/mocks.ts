import { vi } from 'vitest';
import type * as RequestModule from '../shared/api/request.ts';

/**
 * Module mocks the component tests share. `vi.mock` is hoisted above imports, so a test file
 * loads these inside its factory: `vi.mock(path, async () => (await import(…mocks.ts)).feedbackModule)`.
 */
export const fb = {
  message: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  modal: { confirm: vi.fn() },
  notification: { error: vi.fn() },
};

/** Replaces the themed feedback so a test can assert on the toasts and dialogs shown. */
export const feedbackModule = { feedback: () => fb };

/** The request module with `api` stubbed; everything else (ApiError…) stays real. */
export async function apiModule(importOriginal: () => Promise<typeof RequestModule>) {
  const orig = await importOriginal();
  return { ...orig, api: { get: vi.fn(), post: vi.fn(), download: vi.fn(), upload: vi.fn() } };
}
