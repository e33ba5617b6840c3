/** "Load more" paging whose page count lives in the URL (?page=N), so reloads and shared links keep the list. */
import type { RouteMatch } from '../../domain/routes.ts';
import { pageParam } from '../pages/data-keys.ts';
import { useRouter } from '../router.tsx';
import { useApi } from './use-api.ts';

export function useLoadMore(match: RouteMatch, search: URLSearchParams, firstPageKey: string) {
  const router = useRouter();
  const last = pageParam(search);
  const { data: firstPage } = useApi<{ total: number; pages: number }>(firstPageKey);
  const pages = firstPage?.pages ?? 1;

  function loadMore() {
    const next = new URLSearchParams(search);
    next.set('page', String(last + 1));
    router.navigate(`${router.href(match.name, match.params)}?${next}`, { replace: true, scroll: false });
  }

  return { last: Math.min(last, Math.max(pages, 1)), total: firstPage?.total ?? 0, hasMore: last < pages, loadMore };
}
