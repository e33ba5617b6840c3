/**
 * The editor of one site page in one language: title, description and the body's fields (per body kind), saved as a
 * draft with the revision it was loaded at and published from there. Another operator's save or publish meanwhile
 * answers 409: the editor then says so and loads the current version.
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import type { PageBodyKind } from '../../../../domain/operations/content-page-fields.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../../lib/api.ts';
import { Link } from '../../../router.tsx';
import { BODY_SPECS, fromForm, type Group, toForm } from './page-spec.ts';
import { SpecFields } from './spec-fields.tsx';

interface Fields {
  title?: string;
  description?: string;
  body?: Record<string, unknown>;
}

export interface PageAnswer {
  slug: string;
  locale: string;
  bodyKind: PageBodyKind;
  published: { fields: Fields; updatedAt: number } | null;
  draft: { fields: Fields; revision: number; updatedAt: number; publishedAt: number | null } | null;
}

type Notice = { kind: 'info' | 'error'; text: string };

function errorText(t: TFunction<'admin'>, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 409) return t('console.conflict');
  if (error instanceof ApiRequestError) return [error.message, ...Object.entries(error.fields).map(([field, text]) => `${field}: ${text}`)].join(' ');
  return t('console.loadFailed');
}

function EditorForm({ page, onDone }: { page: PageAnswer; onDone: (notice: Notice, reload?: boolean) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const specs = BODY_SPECS[page.bodyKind];
  const source = page.draft?.fields ?? page.published?.fields ?? {};
  const [title, setTitle] = useState(source.title ?? '');
  const [description, setDescription] = useState(source.description ?? '');
  const [body, setBody] = useState<Group>(() => toForm(specs, source.body));
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    setDirty(true);
  };

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      await onDone({ kind: 'info', text: success });
    } catch (error) {
      // Only a conflict replaces the form (with the current version); a refused input stays for the operator to fix.
      await onDone({ kind: 'error', text: errorText(t, error) }, error instanceof ApiRequestError && error.status === 409);
    } finally {
      setBusy(false);
    }
  };
  const base = `/admin/api/content/pages/${page.slug}/${page.locale}`;
  const save = () =>
    run(() => api(`${base}/draft`, { method: 'PUT', json: { fields: { title, description, body: fromForm(specs, body) }, revision: page.draft?.revision ?? null } }), t('pages.saved'));
  const publish = () => run(() => api(`${base}/publish`, { method: 'POST', json: { revision: page.draft?.revision } }), t('pages.published'));
  const publishable = page.draft !== null && page.draft.publishedAt === null && !dirty;

  return (
    <form
      className="console-form pages-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {t('pages.field.title')}
        <input type="text" required maxLength={200} value={title} onChange={(event) => edit(setTitle)(event.target.value)} />
      </label>
      <label>
        {t('pages.field.description')}
        <textarea rows={2} maxLength={500} value={description} onChange={(event) => edit(setDescription)(event.target.value)} />
      </label>
      <SpecFields fields={specs} value={body} onChange={edit(setBody)} />
      <div className="console-actions pages-form__actions">
        <button type="submit" className="button button--secondary" disabled={busy}>
          {t('pages.saveDraft')}
        </button>
        <button type="button" className="button button--primary" disabled={busy || !publishable} aria-describedby="pages-publish-hint" onClick={() => void publish()}>
          {t('pages.publish')}
        </button>
        <span id="pages-publish-hint" className="pages-markdown__hint">
          {dirty ? t('pages.saveFirst') : publishable ? t('pages.readyToPublish') : t('pages.nothingToPublish')}
        </span>
      </div>
    </form>
  );
}

export function PageEditor({ slug, locale }: { slug: string; locale: string }) {
  const { t } = useTranslation('admin');
  const { data, error, mutate } = useApi<PageAnswer>(`/admin/api/content/pages/${slug}/${locale}`);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloads, setReloads] = useState(0);

  const done = async (next: Notice, reload = true) => {
    setNotice(next);
    if (!reload) return;
    await mutate();
    // A fresh form from the server's version: after a save it holds what was saved, after a conflict the rival's.
    setReloads((count) => count + 1);
  };

  return (
    <>
      <div className="console-heading">
        <h1>{t('pages.editorTitle', { page: t(`pages.slug.${slug}`, { defaultValue: slug }), locale: locale.toUpperCase() })}</h1>
        <Link to="admin-section" params={{ section: 'pages' }}>
          {t('console.back')}
        </Link>
      </div>
      {notice && (
        <p className={notice.kind === 'info' ? 'console-notice console-notice--info' : 'console-notice'} role={notice.kind === 'info' ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {error && (
        <p className="console-notice" role="alert">
          {t('console.loadFailed')}
        </p>
      )}
      {!data && !error && <p role="status">{t('console.loading')}</p>}
      {data && (
        <section className="console-panel">
          <dl className="console-facts">
            <dt>{t('pages.publishedAt')}</dt>
            <dd>{data.published ? formatDateTime(data.published.updatedAt) : t('pages.never')}</dd>
            <dt>{t('pages.draft')}</dt>
            <dd>
              {data.draft
                ? t(data.draft.publishedAt === null ? 'pages.draftOpen' : 'pages.draftPublished', { revision: data.draft.revision, date: formatDateTime(data.draft.updatedAt) })
                : t('pages.noDraft')}
            </dd>
          </dl>
          <EditorForm key={`${data.draft?.revision ?? 0}-${reloads}`} page={data} onDone={done} />
        </section>
      )}
    </>
  );
}
