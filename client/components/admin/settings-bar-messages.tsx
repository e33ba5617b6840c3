/** The system bar's message per storefront language (plain text, one line); languages left empty show the German one. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '../../../domain/locales.ts';
import { SYSTEM_BAR_MESSAGE_MAX, type SystemBarMessages } from '../../../domain/settings-keys.ts';
import { SaveNoticeText, type SettingView, useSettingSave } from './use-setting-save.tsx';

export function SettingsBarMessages({ setting, reload }: { setting: SettingView<SystemBarMessages>; reload: () => unknown }) {
  const { t } = useTranslation('admin');
  const [texts, setTexts] = useState<SystemBarMessages>(setting.value ?? {});
  const [version, setVersion] = useState(setting.updatedAt);
  // A reload after a save or a conflict brings a new version: the form starts again from the stored texts.
  if (version !== setting.updatedAt) {
    setVersion(setting.updatedAt);
    setTexts(setting.value ?? {});
  }
  const { busy, notice, fields, save } = useSettingSave(setting, reload);
  const set = (locale: Locale, text: string) => setTexts((current) => ({ ...current, [locale]: text }));
  return (
    <form
      className="console-panel console-form"
      aria-labelledby="settings-bar-messages"
      onSubmit={(event) => {
        event.preventDefault();
        void save(texts);
      }}
    >
      <h2 id="settings-bar-messages">{t('settings.messages.title')}</h2>
      <p className="settings-hint">{t('settings.messages.hint', { max: SYSTEM_BAR_MESSAGE_MAX })}</p>
      {fields.value && <p className="settings-error">{fields.value}</p>}
      <fieldset className="settings-locales">
        <legend className="visually-hidden">{t('settings.messages.title')}</legend>
        {LOCALES.map((locale) => {
          const error = fields[`value.${locale}`];
          const text = texts[locale] ?? '';
          return (
            <label key={locale}>
              {t(`settings.languages.${locale}`)}
              <textarea
                lang={locale}
                rows={3}
                value={text}
                maxLength={SYSTEM_BAR_MESSAGE_MAX}
                aria-invalid={error ? true : undefined}
                aria-describedby={`settings-count-${locale}${error ? ` settings-error-${locale}` : ''}`}
                onChange={(event) => set(locale, event.target.value.replace(/[\r\n]+/g, ' '))}
              />
              <span id={`settings-count-${locale}`} className="settings-count">
                {t('settings.messages.count', { count: text.length, max: SYSTEM_BAR_MESSAGE_MAX })}
                {locale !== 'de' && text.trim() === '' ? ` · ${t('settings.messages.fallback')}` : ''}
              </span>
              {error && (
                <span id={`settings-error-${locale}`} className="settings-error">
                  {error}
                </span>
              )}
            </label>
          );
        })}
      </fieldset>
      <SaveNoticeText notice={notice} />
      <div className="console-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('settings.saving') : t('console.save')}
        </button>
      </div>
    </form>
  );
}
