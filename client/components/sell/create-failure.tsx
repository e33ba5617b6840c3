/** Why the ad could not be created, in the seller's words, with the way on (the existing ad, contact, try again). */
import { useTranslation } from 'react-i18next';
import { useApi } from '../../hooks/use-api.ts';
import { keys } from '../../pages/data-keys.ts';
import { Link, useRouter } from '../../router.tsx';
import { type AttributeDefs, byCode } from '../product/attribute-view.ts';
import type { CreateFailure as Failure } from './use-create-ad.ts';

/** Field messages from the API are already localized; the field names come from the attribute definitions. */
function FieldMessages({ fields }: { fields: Record<string, string> }) {
  const { locale } = useRouter();
  const { data } = useApi<AttributeDefs>(keys.productAttributes(locale));
  const defs = byCode(data?.product ?? []);
  return (
    <ul className="funnel-failure__fields">
      {Object.entries(fields).map(([code, message]) => (
        <li key={code}>
          <strong>{defs.get(code)?.label ?? code}:</strong> {message}
        </li>
      ))}
    </ul>
  );
}

export function CreateFailure({ failure }: { failure: Failure }) {
  const { t } = useTranslation('editor');
  return (
    <div className="notice notice--error funnel-failure" role="alert">
      {failure.kind === 'already-listed' ? (
        <>
          <p>{failure.message}</p>
          {failure.existingId !== null && (
            <Link to="ad-continue-id" params={{ id: String(failure.existingId) }} className="button button--primary">
              {t('funnel.create.continueExisting')}
            </Link>
          )}
        </>
      ) : failure.kind === 'listed-elsewhere' ? (
        <>
          <p>{t('funnel.create.listedElsewhere')}</p>
          <Link to="contact">{t('funnel.create.contact')}</Link>
        </>
      ) : failure.kind === 'too-many' ? (
        <p>{t('funnel.create.tooMany')}</p>
      ) : failure.kind === 'invalid' ? (
        <>
          <p>{t('funnel.create.invalid')}</p>
          <FieldMessages fields={failure.fields} />
        </>
      ) : (
        <p>{failure.message || t('funnel.create.failed')}</p>
      )}
    </div>
  );
}
