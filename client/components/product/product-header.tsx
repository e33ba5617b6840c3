/** The listing's heading: back to the catalogue, vehicle type, title and the quick facts a buyer scans first. */
import { useTranslation } from 'react-i18next';
import type { AttributeValue, ProductDetail } from '../../../domain/product.ts';
import { Link } from '../../router.tsx';
import { type AttributeDefView, byCode, formatValue } from './attribute-view.ts';

const QUICK_FACTS = ['first_registration', 'mileage', 'power', 'fuel', 'transmission', 'trailer_length', 'beds'];

export function ProductHeader({ product, values, defs }: { product: ProductDetail; values: Record<string, AttributeValue>; defs: AttributeDefView[] }) {
  const { t } = useTranslation();
  const map = byCode(defs);
  const facts = QUICK_FACTS.flatMap((code) => {
    const def = map.get(code);
    const value = values[code];
    if (!def || value === undefined) return [];
    // A bare count says nothing on its own: "4 Schlafplätze".
    const text = code === 'beds' ? `${formatValue(def, value)} ${def.label}` : formatValue(def, value);
    return [{ code, label: def.label, text, labelled: code === 'beds' }];
  });
  const location = typeof values.location === 'string' ? values.location : null;
  return (
    <header className="product__head">
      <nav className="product-crumbs" aria-label={t('product.breadcrumb')}>
        <Link to="catalog">{t('nav.catalog')}</Link>
        <span aria-hidden="true"> › </span>
        <span aria-current="page">{product.title}</span>
      </nav>
      <p className="product__type">{t(`listing.type.${product.productType}`)}</p>
      <h1 className="product__title">{product.title}</h1>
      {facts.length > 0 && (
        <ul className="quick-facts">
          {facts.map((fact) => (
            <li key={fact.code}>
              {!fact.labelled && <span className="visually-hidden">{fact.label}: </span>}
              {fact.text}
            </li>
          ))}
        </ul>
      )}
      {location && <p className="product__location">{location}</p>}
    </header>
  );
}
