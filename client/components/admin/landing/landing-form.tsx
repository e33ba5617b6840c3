/** The fields of a landing page, article or valuation page, each labelled; the body is Markdown with images and preview. */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../../../domain/locales.ts';
import { LANDING_KINDS, type LandingInput } from '../../../../domain/operations/landing-pages.ts';
import { actionMessage } from './action-message.ts';
import { MarkdownField } from './markdown-field.tsx';
import { ACCEPTED_IMAGES, uploadContentImage } from './upload-image.ts';

export type LandingDraft = LandingInput & { imageUrl: string | null };

export const EMPTY_LANDING: LandingDraft = {
  kind: 'landing',
  name: '',
  url: '/',
  locale: 'de',
  title: '',
  description: '',
  bodyMarkdown: '',
  imageKey: null,
  imageUrl: null,
};

interface Props {
  draft: LandingDraft;
  onChange: (draft: LandingDraft) => void;
}

export function LandingForm({ draft, onChange }: Props) {
  const { t } = useTranslation('admin');
  const id = useId();
  const file = useRef<HTMLInputElement>(null);
  const [imageMessage, setImageMessage] = useState<string | null>(null);
  const set = <K extends keyof LandingDraft>(key: K, value: LandingDraft[K]) => onChange({ ...draft, [key]: value });

  const uploadHero = async (chosen: File) => {
    setImageMessage(null);
    try {
      const { key, url } = await uploadContentImage(chosen);
      onChange({ ...draft, imageKey: key, imageUrl: url });
    } catch (error) {
      setImageMessage(actionMessage(t, error));
    } finally {
      if (file.current) file.current.value = '';
    }
  };

  return (
    <div className="console-form landing-form">
      <div className="landing-form__row">
        <label htmlFor={`${id}-kind`}>{t('landing.pages.fields.kind')}</label>
        <select id={`${id}-kind`} value={draft.kind} onChange={(event) => set('kind', event.target.value as LandingDraft['kind'])}>
          {LANDING_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`landing.kind.${kind}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-locale`}>{t('landing.pages.fields.locale')}</label>
        <select id={`${id}-locale`} value={draft.locale} onChange={(event) => set('locale', event.target.value as LandingDraft['locale'])}>
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {locale}
            </option>
          ))}
        </select>
      </div>
      <label htmlFor={`${id}-url`}>{t('landing.pages.fields.url')}</label>
      <input id={`${id}-url`} type="text" required value={draft.url} maxLength={121} pattern="/[a-z0-9\-/]{1,120}" aria-describedby={`${id}-url-hint`} onChange={(event) => set('url', event.target.value)} />
      <p id={`${id}-url-hint`} className="landing-markdown__hint">
        {t('landing.pages.fields.urlHint')}
      </p>
      <label htmlFor={`${id}-name`}>{t('landing.pages.fields.name')}</label>
      <input id={`${id}-name`} type="text" value={draft.name} maxLength={60} onChange={(event) => set('name', event.target.value)} />
      <label htmlFor={`${id}-title`}>{t('landing.pages.fields.title')}</label>
      <input id={`${id}-title`} type="text" required value={draft.title} maxLength={200} onChange={(event) => set('title', event.target.value)} />
      <label htmlFor={`${id}-description`}>{t('landing.pages.fields.description')}</label>
      <textarea id={`${id}-description`} rows={2} value={draft.description} maxLength={500} onChange={(event) => set('description', event.target.value)} />
      <fieldset className="landing-form__image">
        <legend>{t('landing.pages.fields.image')}</legend>
        {draft.imageUrl ? <img src={draft.imageUrl} alt="" className="landing-form__thumb" /> : <p>{t('landing.pages.fields.noImage')}</p>}
        <input ref={file} type="file" accept={ACCEPTED_IMAGES} hidden onChange={(event) => event.target.files?.[0] && void uploadHero(event.target.files[0])} />
        <button type="button" className="button button--ghost" onClick={() => file.current?.click()}>
          {t('landing.pages.fields.useImage')}
        </button>
        {draft.imageKey && (
          <button type="button" className="button button--ghost" onClick={() => onChange({ ...draft, imageKey: null, imageUrl: null })}>
            {t('landing.pages.fields.removeImage')}
          </button>
        )}
        {imageMessage && (
          <p className="console-notice" role="alert">
            {imageMessage}
          </p>
        )}
      </fieldset>
      <MarkdownField label={t('landing.pages.fields.body')} value={draft.bodyMarkdown} onChange={(value) => set('bodyMarkdown', value)} />
    </div>
  );
}
