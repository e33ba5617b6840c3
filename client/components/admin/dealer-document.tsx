/**
 * The dealer's trade registration: a PDF, JPEG or PNG shown inline in a frame (sandboxed by the answer's CSP), with a plain link to open it
 * in a new tab; another file type is offered as a download only.
 */
import { useTranslation } from 'react-i18next';

export function DealerDocument({ merchantId, company, present, inline }: { merchantId: number; company: string; present: boolean; inline: boolean }) {
  const { t } = useTranslation('admin');
  const href = `/admin/api/reviews/dealers/${merchantId}/trade-registration`;
  return (
    <section className="console-panel" aria-labelledby="dealer-document-heading">
      <h2 id="dealer-document-heading">{t('dealers.document.heading')}</h2>
      {!present && <p>{t('dealers.document.none')}</p>}
      {present && inline && (
        <>
          {/* The answer carries CSP sandbox itself: the file runs no script and cannot reach the console. */}
          <iframe className="console-doc" title={t('dealers.document.title', { company })} src={href} />
          <p>
            <a href={href} target="_blank" rel="noopener noreferrer">
              {t('dealers.document.openNewTab')}
            </a>
          </p>
        </>
      )}
      {present && !inline && (
        <p>
          {t('dealers.document.notShown')}{' '}
          <a href={href} download>
            {t('dealers.document.download')}
          </a>
        </p>
      )}
    </section>
  );
}
