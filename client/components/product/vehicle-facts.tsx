/** Key data with units, equipment and the condition facts of a listing. */
import { useTranslation } from 'react-i18next';
import type { AttributeValue } from '../../../domain/product.ts';
import { type AttributeDefView, conditionRows, equipmentLabels, keyDataRows } from './attribute-view.ts';

interface FactsProps {
  defs: AttributeDefView[];
  values: Record<string, AttributeValue>;
}

export function KeyData({ defs, values }: FactsProps) {
  const { t } = useTranslation();
  const rows = keyDataRows(defs, values);
  if (rows.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="key-data">
      <h2 id="key-data">{t('product.keyData')}</h2>
      <dl className="key-data">
        {rows.map((row) => (
          <div key={row.code} className="key-data__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export function Equipment({ defs, values }: FactsProps) {
  const { t } = useTranslation();
  const labels = equipmentLabels(defs, values);
  if (labels.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="equipment">
      <h2 id="equipment">{t('product.equipment')}</h2>
      <ul className="equipment">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </section>
  );
}

export function ConditionFacts({ defs, values }: FactsProps) {
  const { t } = useTranslation();
  const rows = conditionRows(defs, values);
  if (rows.length === 0) return null;
  return (
    <section className="product-section" aria-labelledby="condition">
      <h2 id="condition">{t('product.condition')}</h2>
      <dl className="conditions">
        {rows.map((row) => (
          <div key={row.code} className={`conditions__row conditions__row--${row.answer}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
