/**
 * The editor of one dealer news item or guideline: kind, language, title, order and the Markdown body, with preview;
 * saving names the version it was loaded at (409 when another operator saved meanwhile: the current one is loaded).
 * Publish, withdraw and delete act on the stored article.
 */
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../domain/format.ts';
import { LOCALES, LOCALE_NAMES } from '../../../../domain/locales.ts';
import { useApi } from '../../../hooks/use-api.ts';
import { api, ApiRequestError } from '../../../lib/api.ts';
import { Link, useRouter } from '../../../router.tsx';
import { MarkdownArea } from '../pages/markdown-area.tsx';

export interface DealerArticle {
  id: number;
  kind: 'news' | 'guideline';
  locale: string;
  title: string;
  bodyMarkdown: string;
  position: number;
  publishedAt: number | null;
  updatedAt: number;
}

const BASE = '/admin/api/content/dealer-articles';
type Notice = { kind: 'info' | 'error'; text: string };

function errorText(t: TFunction<'admin'>, error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 409) return t('console.conflict');
  if (error instanceof ApiRequestError) return [error.message, ...Object.entries(error.fields).map(([field, text]) => `${field}: ${text}`)].join(' ');
  return t('console.loadFailed');
}

function ArticleForm({ article, onSaved }: { article: DealerArticle | null; onSaved: (saved: DealerArticle | null, notice: Notice, reload?: boolean) => Promise<void> }) {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState(article?.kind ?? 'news');
  const [locale, setLocale] = useState(article?.locale ?? 'de');
  const [title, setTitle] = useState(article?.title ?? '');
  const [position, setPosition] = useState(article?.position ?? 0);
  const [body, setBody] = useState(article?.bodyMarkdown ?? '');
  const [busy, setBusy] = useState(false);

  const act = async (action: () => Promise<DealerArticle | null>, success: string) => {
    setBusy(true);
    try {
      await onSaved(await action(), { kind: 'info', text: success });
    } catch (error) {
      // Only a conflict replaces the form (with the current version); a refused input stays for the operator to fix.
      await onSaved(article, { kind: 'error', text: errorText(t, error) }, error instanceof ApiRequestError && error.status === 409);
    } finally {
      setBusy(false);
    }
  };
  const fields = { kind, locale, title, bodyMarkdown: body, position };
  const save = () =>
    act(
      () => (article ? api<DealerArticle>(`${BASE}/${article.id}`, { method: 'PUT', json: { ...fields, updatedAt: article.updatedAt } }) : api<DealerArticle>(BASE, { method: 'POST', json: fields })),
      t('dealer-articles.saved'),
    );

  return (
    <form
      className="console-form pages-form"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label>
        {t('dealer-articles.field.kind')}
        <select value={kind} onChange={(event) => setKind(event.target.value as DealerArticle['kind'])}>
          <option value="news">{t('dealer-articles.kind.news')}</option>
          <option value="guideline">{t('dealer-articles.kind.guideline')}</option>
        </select>
      </label>
      <label>
        {t('dealer-articles.field.locale')}
        <select value={locale} onChange={(event) => setLocale(event.target.value)}>
          {LOCALES.map((code) => (
            <option key={code} value={code}>
              {LOCALE_NAMES[code]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('dealer-articles.field.title')}
        <input type="text" required maxLength={200} value={title} onChange={(event) => setTitle(event.target.value)} />
      </label>
      <label>
        {t('dealer-articles.field.position')}
        <input type="number" min={0} max={10000} step={1} value={position} onChange={(event) => setPosition(Number(event.target.value))} />
        <span className="pages-markdown__hint">{t('dealer-articles.positionHint')}</span>
      </label>
      <MarkdownArea label={t('dealer-articles.field.body')} value={body} onChange={setBody} rows={12} />
      <div className="console-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('console.save')}
        </button>
        {article && (
          <>
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() =>
                void act(
                  () => api<DealerArticle>(`${BASE}/${article.id}/${article.publishedAt === null ? 'publish' : 'unpublish'}`, { method: 'POST' }),
                  t(article.publishedAt === null ? 'dealer-articles.publishedNotice' : 'dealer-articles.unpublishedNotice'),
                )
              }
            >
              {article.publishedAt === null ? t('dealer-articles.publish') : t('dealer-articles.unpublish')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              onClick={() => {
                if (!window.confirm(t('dealer-articles.confirmDelete', { title: article.title }))) return;
                void act(async () => {
                  await api(`${BASE}/${article.id}`, { method: 'DELETE' });
                  return null;
                }, t('dealer-articles.deleted'));
              }}
            >
              {t('dealer-articles.delete')}
            </button>
          </>
        )}
      </div>
    </form>
  );
}

export function ArticleEditor({ id }: { id: number | null }) {
  const { t } = useTranslation('admin');
  const { href, navigate } = useRouter();
  const { data, error, mutate } = useApi<DealerArticle>(id === null ? null : `${BASE}/${id}`);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloads, setReloads] = useState(0);

  const saved = async (article: DealerArticle | null, next: Notice, reload = true) => {
    setNotice(next);
    if (!reload) return;
    if (next.kind === 'info' && (article === null || id === null)) {
      // A new article gets its own address; a deleted one sends the operator back to the list.
      navigate(article ? href('admin-section-id', { section: 'dealerArticles', id: String(article.id) }) : href('admin-section', { section: 'dealerArticles' }));
      return;
    }
    await mutate();
    setReloads((count) => count + 1);
  };

  return (
    <>
      <div className="console-heading">
        <h1>{id === null ? t('dealer-articles.newTitle') : t('dealer-articles.editTitle')}</h1>
        <Link to="admin-section" params={{ section: 'dealerArticles' }}>
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
          {error.status === 404 ? t('console.notFound') : t('console.loadFailed')}
        </p>
      )}
      {id !== null && !data && !error && <p role="status">{t('console.loading')}</p>}
      {(id === null || data) && (
        <section className="console-panel">
          {data && (
            <dl className="console-facts">
              <dt>{t('dealer-articles.column.state')}</dt>
              <dd>{data.publishedAt ? t('dealer-articles.state.publishedAt', { date: formatDateTime(data.publishedAt) }) : t('dealer-articles.state.draft')}</dd>
              <dt>{t('dealer-articles.column.updated')}</dt>
              <dd>{formatDateTime(data.updatedAt)}</dd>
            </dl>
          )}
          <ArticleForm key={`${data?.updatedAt ?? 'new'}-${reloads}`} article={data ?? null} onSaved={saved} />
        </section>
      )}
    </>
  );
}
