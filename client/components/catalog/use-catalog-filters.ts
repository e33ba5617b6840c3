/** The catalogue's filter state, which lives in the URL: every change replaces the query of the same route. */
import { startTransition, useMemo, useOptimistic } from 'react';
import type { CatalogFilters } from '../../../domain/catalog-filters.ts';
import type { RouteMatch } from '../../../domain/routes.ts';
import { useRouter } from '../../router.tsx';
import { clearedFilters, filterErrors, filterQuery, readFilters } from './filter-url.ts';
import { trackAction } from '../../lib/user-actions.ts';

export type FilterPatch = Partial<CatalogFilters>;
/** Named field errors when the change was refused, null when it was applied. */
export type ChangeResult = Record<string, string> | null;

export function useCatalogFilters(match: RouteMatch, search: URLSearchParams) {
  const router = useRouter();
  const queryString = search.toString();
  const fromUrl = useMemo(() => readFilters(new URLSearchParams(queryString)), [queryString]);
  const query = useMemo(() => filterQuery(fromUrl), [fromUrl]);
  // Navigation renders in a transition; the controls show the new choice at once (a ticked box stays ticked).
  const [filters, show] = useOptimistic(fromUrl);

  function apply(next: CatalogFilters): ChangeResult {
    const errors = filterErrors(next);
    if (errors) return errors;
    const nextQuery = filterQuery(next);
    startTransition(() => {
      show(next);
      // Replace, not push: the back button leaves the catalogue instead of stepping through every click.
      router.navigate(`${router.href(match.name, match.params)}${nextQuery ? `?${nextQuery}` : ''}`, { replace: true, scroll: false });
    });
    return null;
  }

  /** Changes some filters and starts again at page 1. */
  function change(patch: FilterPatch): ChangeResult {
    // The address bar, not this render's props: a blur commit and a click in the same gesture must both land.
    const current = readFilters(new URLSearchParams(window.location.search));
    const result = apply({ ...current, ...patch, page: 1 });
    // What was searched stays out of the log (free text can be personal): only that a search or filter happened.
    if (!result) trackAction('q' in patch ? 'catalog_search' : 'catalog_filter');
    return result;
  }

  function reset(): void {
    apply(clearedFilters(readFilters(new URLSearchParams(window.location.search))));
  }

  /** filters: what the controls show; query: the URL's filters, which the search keys follow. */
  return { filters, query, change, reset };
}
