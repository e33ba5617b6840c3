/** The German text of a notice as merchants will read it: title, what changed, paragraphs, all plain text. */
import { useTranslation } from 'react-i18next';
import { splitLines, splitParagraphs } from '../../../domain/operations/notice-texts.ts';
import type { LocaleDraft } from './terms-draft.ts';

export function TermsPreview({ draft, withChanges, headingId }: { draft: LocaleDraft; withChanges: boolean; headingId: string }) {
  const { t } = useTranslation('admin');
  const paragraphs = splitParagraphs(draft.content);
  const changes = withChanges ? splitLines(draft.changes) : [];
  const empty = draft.title.trim() === '' && paragraphs.length === 0 && changes.length === 0;
  return (
    <section className="content-preview" aria-labelledby={headingId} lang="de">
      <h3 id={headingId}>{t('content.form.preview')}</h3>
      {empty ? (
        <p className="content-field__hint">{t('content.form.previewEmpty')}</p>
      ) : (
        <>
          <p className="content-preview__title">{draft.title}</p>
          {changes.length > 0 && (
            <>
              <p className="content-preview__label">{t('content.form.changes')}</p>
              <ul>
                {changes.map((change, index) => (
                  <li key={index}>{change}</li>
                ))}
              </ul>
            </>
          )}
          {paragraphs.map((paragraph, index) => (
            <p key={index} className="content-preview__paragraph">
              {paragraph}
            </p>
          ))}
        </>
      )}
    </section>
  );
}
