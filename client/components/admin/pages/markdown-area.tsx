/** A labelled Markdown textarea with a preview rendered by the storefront's own renderer (POST /admin/api/content/preview). */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { MarkdownHtml } from '../../markdown-html.tsx';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  hint?: string;
}

export function MarkdownArea({ label, value, onChange, rows = 4, hint }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  const togglePreview = async () => {
    if (preview !== null) return setPreview(null);
    try {
      setFailed(false);
      setPreview((await api<{ html: string }>('/admin/api/content/preview', { method: 'POST', json: { markdown: value } })).html);
    } catch {
      setFailed(true);
    }
  };

  return (
    <div className="pages-markdown">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} rows={rows} value={value} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)} />
      <p id={`${id}-hint`} className="pages-markdown__hint">
        {hint ?? t('pages.markdownHint')}
      </p>
      <button type="button" className="button button--ghost" aria-expanded={preview !== null} onClick={() => void togglePreview()}>
        {preview === null ? t('pages.preview') : t('pages.hidePreview')}
      </button>
      {failed && (
        <p className="console-notice" role="alert">
          {t('pages.previewFailed')}
        </p>
      )}
      {preview !== null && (
        <section className="pages-markdown__preview" aria-label={t('pages.previewOf', { label })}>
          <MarkdownHtml html={preview} text={value} className="prose" />
        </section>
      )}
    </div>
  );
}
