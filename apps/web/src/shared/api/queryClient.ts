import { QueryClient } from '@tanstack/react-query';
import { onSessionReset } from '../sessionReset.ts';
import { onWrite } from './request.ts';

/**
 * One client for the signed-in console. No automatic retries: the request client has already
 * shown the failure, and a retry would show it again.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

// The next user must not see the previous user's cached data.
onSessionReset(() => queryClient.clear());

// Screens stay mounted in their tags: after any change (a put-away, an allocation, a save) every
// list refetches, so returning to Stock by SKU shows the stock as it is now, not as it was.
// Detail screens opt in with `meta: { followsWrites: true }` (an order's detail after its task is
// finished on the task screen).
onWrite(() => {
  void queryClient.invalidateQueries({ queryKey: ['table'] });
  void queryClient.invalidateQueries({ predicate: (q) => q.meta?.followsWrites === true });
});
