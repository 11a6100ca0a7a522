// @app/shared/query: server data for the staff's screens through TanStack Query. One QueryClient for the whole
// page (a Module Federation singleton, like the session), so every admin remote shares one cache: a product
// changed in one screen is refetched wherever it is shown. Visitors' pages never import this entry.
import { QueryClient, QueryClientProvider, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, type ReactNode } from 'react';
import { ApiError, getErrorMessage } from '@app/shared/public';

/** A 4xx answer will not change by asking again (bad input, no access, not found); a network error or 5xx may. */
const worthRetrying = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500);

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Shown at once from the cache when a screen opens again, and refetched behind it: staff always end up
      // looking at the current data, without a spinner in between.
      staleTime: 0,
      gcTime: 5 * 60_000,
      retry: worthRetrying,
      retryDelay: 500,
      // Staff switch tabs constantly; a refetch on every return would be noise.
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});

/** Wraps an admin remote's exposed module (and dev harness and tests) so its hooks reach the shared client. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

export interface Resource<T> {
  data: T | null;
  /** True until the first answer for this key (a background refetch keeps showing the data it has). */
  loading: boolean;
  /** The error's message a person can read, or null. */
  error: string | null;
  /** Fetch again now (after a change the screen made itself). */
  reload: () => void;
}

/** One server resource by key: cached, deduplicated between screens, retried once unless the answer was a 4xx. */
export function useResource<T>(key: QueryKey, load: (signal: AbortSignal) => Promise<T>): Resource<T> {
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => load(signal) });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data ?? null,
    loading: query.isPending,
    error: query.isError ? getErrorMessage(query.error) : null,
    reload,
  };
}

/** After a change: every cached answer under these keys is stale, and the ones on screen refetch at once. */
export function useInvalidate() {
  const client = useQueryClient();
  return useCallback((...keys: QueryKey[]) => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))).then(() => undefined), [client]);
}

export { useQuery, useQueryClient };
