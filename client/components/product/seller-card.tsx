/** Who sells (the name only where the viewer may know it), the ad number and, for the owner and operators, the documents. */
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../domain/product.ts';

export function SellerCard({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const { seller, documents } = product;
  return (
    <section className="side-card" aria-labelledby="seller">
      <h2 id="seller" className="side-card__title">
        {t('product.seller.title')}
      </h2>
      <p className="side-card__line">
        <strong>{t(`product.seller.${seller.type}`)}</strong>
        {seller.name && ` · ${seller.name}`}
      </p>
      {!seller.name && <p className="side-card__muted">{t('product.seller.hidden')}</p>}
      {product.internalNumber && <p className="side-card__muted">{t('product.seller.adNumber', { number: product.internalNumber })}</p>}
      {documents.length > 0 && (
        <>
          <h3 className="side-card__subtitle">{t('product.documents.title')}</h3>
          <ul className="side-card__list">
            {documents.map((document) => (
              <li key={document.id}>
                {t(`product.documents.${document.kind}`)}: {document.fileName}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
