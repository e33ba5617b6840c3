/**
 * A labelled Markdown textarea with "Insert image" (uploads, then inserts `![alt](url)` at the cursor) and a preview
 * rendered by the server's own Markdown renderer, so operators see exactly what visitors will get.
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api.ts';
import { MarkdownHtml } from '../../markdown-html.tsx';
import { actionMessage } from './action-message.ts';
import { ACCEPTED_IMAGES, uploadContentImage } from './upload-image.ts';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  rows?: number;
  required?: boolean;
}

/** Alt text may not break the Markdown syntax around it. */
const safeAlt = (alt: string) => alt.replace(/[[\]\n\r]/g, ' ').trim();

export function MarkdownField({ label, value, onChange, rows = 14, required }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const file = useRef<HTMLInputElement>(null);
  const [alt, setAlt] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  const insert = async (chosen: File) => {
    setBusy(true);
    setMessage(null);
    try {
      const { url } = await uploadContentImage(chosen);
      const start = area.current?.selectionStart ?? value.length;
      const snippet = `![${safeAlt(alt)}](${url})`;
      const before = value.slice(0, start);
      const gap = before === '' || before.endsWith('\n\n') ? '' : before.endsWith('\n') ? '\n' : '\n\n';
      onChange(`${before}${gap}${snippet}\n\n${value.slice(start)}`);
      setAlt('');
    } catch (error) {
      setMessage(actionMessage(t, error));
    } finally {
      setBusy(false);
      if (file.current) file.current.value = '';
    }
  };

  const togglePreview = async () => {
    if (preview !== null) return setPreview(null);
    try {
      setPreview((await api<{ html: string }>('/admin/api/content/landing/preview', { method: 'POST', json: { markdown: value } })).html);
    } catch (error) {
      setMessage(actionMessage(t, error));
    }
  };

  return (
    <div className="landing-markdown">
      <label htmlFor={`${id}-text`}>{label}</label>
      <p id={`${id}-hint`} className="landing-markdown__hint">
        {t('landing.markdown.hint')}
      </p>
      <textarea id={`${id}-text`} ref={area} rows={rows} value={value} required={required} aria-describedby={`${id}-hint`} onChange={(event) => onChange(event.target.value)} />
      <div className="landing-markdown__tools">
        <label htmlFor={`${id}-alt`}>{t('landing.markdown.imageAlt')}</label>
        <input id={`${id}-alt`} type="text" value={alt} maxLength={200} onChange={(event) => setAlt(event.target.value)} />
        <input ref={file} id={`${id}-file`} type="file" accept={ACCEPTED_IMAGES} hidden onChange={(event) => event.target.files?.[0] && void insert(event.target.files[0])} />
        <button type="button" className="button button--ghost" disabled={busy} onClick={() => file.current?.click()}>
          {busy ? t('landing.markdown.uploading') : t('landing.markdown.insertImage')}
        </button>
        <button type="button" className="button button--ghost" aria-expanded={preview !== null} onClick={() => void togglePreview()}>
          {preview === null ? t('landing.markdown.preview') : t('landing.markdown.hidePreview')}
        </button>
      </div>
      {message && (
        <p className="console-notice" role="alert">
          {message}
        </p>
      )}
      {preview !== null && (
        <section className="landing-markdown__preview" aria-label={t('landing.markdown.previewHeading')}>
          <MarkdownHtml html={preview} text={value} className="prose" />
        </section>
      )}
    </div>
  );
}
