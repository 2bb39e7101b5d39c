import { QueryClient } from '@tanstack/react-query';
import { onSessionReset } from '../shared/sessionReset.ts';

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
