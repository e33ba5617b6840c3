/** SWR over the API: answers preloaded by the server are used for the first paint without a second request. */
import useSWR from 'swr';
import type { ApiRequestError } from '../lib/api.ts';

export function useApi<T>(key: string | null) {
  return useSWR<T, ApiRequestError>(key);
}
