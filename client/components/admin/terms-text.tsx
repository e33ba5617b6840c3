/** A stored notice's texts in every locale it has, as plain text (title, change summary if any, paragraphs). */
import { useTranslation } from 'react-i18next';
import { LOCALE_NAMES, LOCALES, type Locale } from '../../../domain/locales.ts';

type Localized<T> = Partial<Record<Locale, T>>;

export function TermsText({ title, content, changes = {} }: { title: Localized<string>; content: Localized<string[]>; changes?: Localized<string[]> }) {
  const { t } = useTranslation('admin');
  return (
    <div className="content-text">
      {LOCALES.filter((locale) => title[locale] !== undefined).map((locale) => {
        const summary = changes[locale] ?? [];
        return (
          <div key={locale} lang={locale}>
            <p className="content-preview__label">
              {LOCALE_NAMES[locale]}: {title[locale]}
            </p>
            {summary.length > 0 && (
              <>
                <p className="content-preview__label">{t('content.form.changes')}</p>
                <ul>
                  {summary.map((change, index) => (
                    <li key={index}>{change}</li>
                  ))}
                </ul>
              </>
            )}
            {(content[locale] ?? []).map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        );
      })}
    </div>
  );
}
