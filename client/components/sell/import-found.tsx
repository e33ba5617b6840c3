/** What the import found (as the product page would list it) or that it found nothing, before the seller goes on. */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flattenGroups } from '../../../domain/attribute-values.ts';
import type { AttributeValue } from '../../../domain/product.ts';
import { useApi } from '../../hooks/use-api.ts';
import type { ImportedData } from '../../lib/sell-funnel.ts';
import { keys } from '../../pages/data-keys.ts';
import { useRouter } from '../../router.tsx';
import { type AttributeDefs, keyDataRows } from '../product/attribute-view.ts';

export function ImportFound(props: { data: ImportedData; onContinue: () => void; onAgain: () => void }) {
  const { t } = useTranslation('editor');
  const { locale } = useRouter();
  const { data: defs } = useApi<AttributeDefs>(keys.productAttributes(locale));
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const values = flattenGroups(props.data.attributes) as Record<string, AttributeValue>;
  const rows = keyDataRows(defs?.product ?? [], values);
  return (
    <section className="funnel-card import-found" aria-labelledby="import-found-title">
      <h2 id="import-found-title" className="import-method__title" tabIndex={-1} ref={heading}>
        {t('funnel.import.found.title', { kind: t(`funnel.kinds.${props.data.productType}`) })}
      </h2>
      <p>{t('funnel.import.found.text')}</p>
      {rows.length > 0 && (
        <dl className="import-found__facts">
          {rows.slice(0, 8).map((row) => (
            <div key={row.code} className="import-found__fact">
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <div className="funnel__actions">
        <button type="button" className="button button--primary button--large" onClick={props.onContinue}>
          {t('funnel.continue')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onAgain}>
          {t('funnel.import.found.again')}
        </button>
      </div>
    </section>
  );
}

/** The plate is unknown to the registry: said plainly, and the seller goes on by hand (or tries another plate). */
export function ImportNone(props: { onContinue: () => void; onAgain: () => void }) {
  const { t } = useTranslation('editor');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that was submitted is gone; reading continues at the answer.
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="funnel-card" aria-labelledby="import-none-title">
      <h2 id="import-none-title" className="import-method__title" tabIndex={-1} ref={heading}>
        {t('funnel.import.plate.notFoundTitle')}
      </h2>
      <p>{t('funnel.import.plate.notFound')}</p>
      <div className="funnel__actions">
        <button type="button" className="button button--primary button--large" onClick={props.onContinue}>
          {t('funnel.continue')}
        </button>
        <button type="button" className="button button--ghost" onClick={props.onAgain}>
          {t('funnel.import.plate.again')}
        </button>
      </div>
    </section>
  );
}
