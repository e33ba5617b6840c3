/** SWR over the API: answers preloaded by the server are used for the first paint without a second request. */
import useSWR, { mutate } from 'swr';
import type { ApiRequestError } from '../lib/api.ts';

export function useApi<T>(key: string | null) {
  return useSWR<T, ApiRequestError>(key);
}

/** Marks every cached answer under a path prefix as stale after a change, so pages visited earlier refetch it. */
export function revalidatePrefix(prefix: string): Promise<unknown> {
  return mutate((key) => typeof key === 'string' && key.startsWith(prefix));
}
