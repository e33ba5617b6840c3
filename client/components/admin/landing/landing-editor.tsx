/** Creates or edits one landing page (with the `updatedAt` read), and publishes, withdraws or deletes it. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandingDetail } from '../../../../domain/operations/landing-pages.ts';
import { pathFor } from '../../../../domain/routes.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { api } from '../../../lib/api.ts';
import { actionMessage, isConflict } from './action-message.ts';
import { EMPTY_LANDING, type LandingDraft, LandingForm } from './landing-form.tsx';

interface Props {
  /** null: a new page. */
  id: number | null;
  onDone: (message: string, id: number | null) => void;
  onClose: () => void;
}

const draftOf = (page: LandingDetail): LandingDraft => ({
  kind: page.kind,
  name: page.name,
  url: page.url,
  locale: page.locale as LandingDraft['locale'],
  title: page.title,
  description: page.description,
  bodyMarkdown: page.bodyMarkdown,
  imageKey: page.imageKey,
  imageUrl: page.imageUrl,
});

export function LandingEditor({ id, onDone, onClose }: Props) {
  const { t } = useTranslation('admin');
  const path = id === null ? null : `/admin/api/content/landing/${id}`;
  const { data: page, mutate } = useApi<LandingDetail>(path);
  // The edits of the version `page.updatedAt`; a reload after a conflict starts over from the current version.
  const [edit, setEdit] = useState<{ base: number | null; draft: LandingDraft } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (id !== null && !page) return <p role="status">{t('console.loading')}</p>;
  const base = page?.updatedAt ?? null;
  const draft = edit && edit.base === base ? edit.draft : page ? draftOf(page) : EMPTY_LANDING;

  const run = async (action: () => Promise<LandingDetail | null>, done: string) => {
    setBusy(true);
    setMessage(null);
    try {
      const result = await action();
      setEdit(null);
      if (result && path) await mutate(result, { revalidate: false });
      onDone(done, result?.id ?? null);
    } catch (error) {
      setMessage(actionMessage(t, error));
      if (isConflict(error)) await mutate();
    } finally {
      setBusy(false);
    }
  };

  // The preview URL is for this screen only; the server takes the stored key.
  const fields = { kind: draft.kind, name: draft.name, url: draft.url, locale: draft.locale, title: draft.title, description: draft.description, bodyMarkdown: draft.bodyMarkdown, imageKey: draft.imageKey };
  const save = () =>
    run(
      () =>
        id === null
          ? api<LandingDetail>('/admin/api/content/landing', { method: 'POST', json: fields })
          : api<LandingDetail>(`/admin/api/content/landing/${id}`, { method: 'PUT', json: { ...fields, updatedAt: base } }),
      t('landing.saved'),
    );
  const publish = (to: boolean) =>
    run(() => api<LandingDetail>(`/admin/api/content/landing/${id}/${to ? 'publish' : 'unpublish'}`, { method: 'POST' }), t(to ? 'landing.pages.published' : 'landing.pages.unpublished'));
  const remove = () => {
    if (!page || !window.confirm(t('landing.confirmDelete', { title: page.title }))) return;
    void run(async () => {
      await api(`/admin/api/content/landing/${page.id}`, { method: 'DELETE' });
      return null;
    }, t('landing.deleted'));
  };
  const storefront = page?.published && page.kind !== 'valuation' ? pathFor('landing-url', page.locale as LandingDraft['locale'], { url: page.url.slice(1) }) : null;

  return (
    <section className="console-panel" aria-labelledby="landing-editor-heading">
      <h2 id="landing-editor-heading">{page ? t('landing.pages.editHeading', { title: page.title }) : t('landing.pages.newHeading')}</h2>
      {page && (
        <p>
          <span className={`console-pill ${page.published ? 'console-pill--ok' : 'console-pill--warn'}`}>{t(page.published ? 'landing.status.published' : 'landing.status.draft')}</span>
          {storefront && (
            <>
              {' '}
              <a href={storefront} target="_blank" rel="noopener">
                {t('landing.pages.view')}
              </a>
            </>
          )}
        </p>
      )}
      {message && (
        <p className="console-notice" role="alert">
          {message}
        </p>
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <LandingForm draft={draft} onChange={(next) => setEdit({ base, draft: next })} />
        <div className="console-actions">
          <button type="submit" className="button" disabled={busy}>
            {t('console.save')}
          </button>
          {page && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void publish(!page.published)}>
              {t(page.published ? 'landing.pages.unpublish' : 'landing.pages.publish')}
            </button>
          )}
          {page && (
            <button type="button" className="button button--ghost" disabled={busy} onClick={remove}>
              {t('landing.delete')}
            </button>
          )}
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('landing.close')}
          </button>
        </div>
      </form>
    </section>
  );
}
