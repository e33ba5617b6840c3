/** One saved search in the list: name, status, filters, last change, the e-mail switch and its actions. */
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../domain/format.ts';
import type { SavedSearch } from '../../../domain/saved-searches.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { Link } from '../../router.tsx';
import { useSnackbar } from '../ui/snackbar.tsx';
import { DeleteSearchDialog, RenameSearchDialog } from './saved-search-dialogs.tsx';
import { SavedSearchSummary } from './saved-search-summary.tsx';

export type SearchPatch = Partial<Pick<SavedSearch, 'name' | 'status' | 'notify'>>;

export interface SearchActions {
  update: (search: SavedSearch, patch: SearchPatch) => Promise<void>;
  remove: (search: SavedSearch) => Promise<void>;
  afterRemove: (search: SavedSearch) => void;
}

/** The catalogue query of a search as link parameters. */
function queryEntries(query: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(query));
}

export function SavedSearchItem({ search, busy, actions }: { search: SavedSearch; busy: boolean; actions: SearchActions }) {
  const { t } = useTranslation();
  const titleId = `search-${search.id}-name`;
  const notifyId = `search-${search.id}-notify`;
  const snackbar = useSnackbar();
  const paused = search.status === 'paused';
  // Switch and pause act at once; a refusal is reported here (the dialogs show their own errors).
  const quick = (patch: SearchPatch) =>
    void actions.update(search, patch).catch((caught: unknown) => snackbar(caught instanceof ApiRequestError ? caught.message : t('errors.internal'), 'error'));
  return (
    <li className={`search-item${paused ? ' search-item--paused' : ''}`}>
      <div className="search-item__head">
        <h2 id={titleId} className="search-item__name">
          {search.name}
        </h2>
        <span className={`pill search-item__status${paused ? ' search-item__status--paused' : ''}`}>{t(`savedSearches.status.${search.status}`)}</span>
      </div>
      <SavedSearchSummary chips={search.filters} labelledBy={titleId} />
      <p className="search-item__meta">{t('savedSearches.updated', { date: formatDate(search.updatedAt) })}</p>
      <div className="search-item__notify">
        <label htmlFor={notifyId}>{t('savedSearches.notify')}</label>
        <input
          id={notifyId}
          type="checkbox"
          role="switch"
          className="switch"
          checked={search.notify}
          disabled={busy}
          aria-describedby={titleId}
          onChange={(event) => quick({ notify: event.target.checked })}
        />
      </div>
      {paused && search.notify && <p className="search-item__hint">{t('savedSearches.pausedHint')}</p>}
      <div className="search-item__actions">
        <Link to="catalog" query={queryEntries(search.query)} className="button button--primary" aria-describedby={titleId}>
          {t('savedSearches.actions.show')}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-describedby={titleId}
          onClick={() => quick({ status: paused ? 'active' : 'paused' })}
        >
          {t(paused ? 'savedSearches.actions.resume' : 'savedSearches.actions.pause')}
        </button>
        <RenameSearchDialog search={search} describedBy={titleId} onRename={(name) => actions.update(search, { name })} />
        <DeleteSearchDialog search={search} describedBy={titleId} onDelete={() => actions.remove(search)} afterDelete={() => actions.afterRemove(search)} />
      </div>
    </li>
  );
}
