import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { ApiError, api } from '../api/request.ts';
import type { TFunction } from '../i18n/i18n.ts';
import type { Row } from './cells.tsx';
import type { PageBody } from './tableState.ts';

export interface PageData<R extends Row = Row> {
  count: number;
  /** `count` is the server's estimate of a large match (the pager says "about"). */
  countEstimated?: boolean;
  rows: R[];
  summary?: Record<string, number>;
}

interface PageReply {
  count?: unknown;
  countEstimated?: unknown;
  data?: { rows?: unknown; summary?: unknown };
}

/** All list queries of a resource share this prefix, so one invalidation refreshes them (after add, import...). */
export function tableQueryKey(path: string) {
  return ['table', path] as const;
}

export class DataFormatError extends Error {}

/** The text of a failed list load (spec §8): the request's own text, or "data format error". */
export function loadErrorText(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof DataFormatError) return t('table.dataFormatError');
  return error instanceof Error && error.message ? error.message : t('table.loadFailed');
}

/** Checks the reply shape (spec §8: "data format error when the reply cannot be parsed"). */
export function parsePageReply<R extends Row>(reply: unknown): PageData<R> {
  const r = reply as PageReply | null;
  if (!r || typeof r.count !== 'number' || !r.data || !Array.isArray(r.data.rows)) throw new DataFormatError();
  const summary = r.data.summary;
  return {
    count: r.count,
    ...(r.countEstimated === true ? { countEstimated: true } : {}),
    rows: r.data.rows as R[],
    summary: summary && typeof summary === 'object' ? (summary as Record<string, number>) : undefined,
  };
}

/** Refetches every list of a resource, e.g. after a save or an import elsewhere on the screen. */
export function useRefreshTable(path: string) {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: tableQueryKey(path) }), [queryClient, path]);
}

/**
 * One page of a resource list (`POST <path>/~page/get`); the previous page stays on screen while
 * the next loads. Silent: the list shows a failed load itself, above the rows it keeps, with a
 * retry (a toast would vanish and leave the user wondering why nothing changed).
 */
export function pageQuery<R extends Row>(path: string, body: PageBody) {
  return {
    queryKey: [...tableQueryKey(path), body],
    queryFn: async () => parsePageReply<R>(await api.post<unknown>(`${path}/~page/get`, body, { silent: true })),
  };
}

/**
 * Starts loading a page before the list shows it (a pager click): the list's own query, keyed
 * alike, then finds the request under way instead of sending another.
 */
export function usePrefetchPage<R extends Row>(path: string) {
  const queryClient = useQueryClient();
  return useCallback(
    (body: PageBody) => void queryClient.prefetchQuery({ ...pageQuery<R>(path, body), retry: false }),
    [queryClient, path],
  );
}

export function usePageQuery<R extends Row>(path: string, body: PageBody) {
  const refresh = useRefreshTable(path);
  const query = useQuery({
    ...pageQuery<R>(path, body),
    placeholderData: keepPreviousData,
    // The user retries from the error shown in place, when the server is back.
    retry: false,
  });
  return { ...query, refresh };
}
