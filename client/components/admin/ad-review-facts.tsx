/** Everything the seller entered for an ad, as the operator reviews it: facts, prices, texts, photos, damages, documents, seller. */
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatEuro } from '../../../domain/format.ts';
import type { AdReview } from './ad-review-types.ts';

const euro = (amount: number | null) => (amount === null ? '–' : formatEuro(amount));

function Gallery({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return null;
  return (
    <ul className="console-gallery" aria-label={label}>
      {urls.map((url, index) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={`${label} ${index + 1}`} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function AdReviewFacts({ ad }: { ad: AdReview }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <section className="console-panel" aria-labelledby="ad-facts">
        <h2 id="ad-facts">{t('ads.detail.facts')}</h2>
        <dl className="console-facts">
          <dt>{t('ads.detail.kind')}</dt>
          <dd>{t(`ads.kind.${ad.kind}`)}</dd>
          <dt>{t('ads.detail.location')}</dt>
          <dd>{[ad.location.zipCode, ad.location.city, ad.location.country].filter(Boolean).join(' ')}</dd>
          <dt>{t('ads.detail.submitted')}</dt>
          <dd>{ad.submittedAt ? formatDateTime(ad.submittedAt) : '–'}</dd>
          <dt>{t('ads.detail.saleTiming')}</dt>
          <dd>{ad.saleTiming ? t(`ads.saleTiming.${ad.saleTiming}`) : '–'}</dd>
          <dt>{t('ads.detail.minimumPrice')}</dt>
          <dd>{euro(ad.prices.minimumPrice)}</dd>
          <dt>{t('ads.detail.buyNowPrice')}</dt>
          <dd>{euro(ad.prices.buyNowPrice)}</dd>
          <dt>{t('ads.detail.startPrice')}</dt>
          <dd>{ad.prices.startPrice === null ? t('ads.detail.startPriceRule') : euro(ad.prices.startPrice)}</dd>
          {ad.attributes.map((attribute) => (
            <Fragment key={attribute.code}>
              <dt>{attribute.label}</dt>
              <dd>{attribute.value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
      <section className="console-panel" aria-labelledby="ad-texts">
        <h2 id="ad-texts">{t('ads.detail.texts')}</h2>
        <h3>{t('ads.detail.description')}</h3>
        <p className="ad-review-text">{ad.description ?? t('ads.detail.none')}</p>
        <h3>{t('ads.detail.defects')}</h3>
        <p className="ad-review-text">{ad.defectsDescription ?? t('ads.detail.none')}</p>
      </section>
      <section className="console-panel" aria-labelledby="ad-photos">
        <h2 id="ad-photos">{t('ads.detail.photos')}</h2>
        <h3>{t('ads.detail.exterior', { count: ad.images.exterior.length })}</h3>
        <Gallery urls={ad.images.exterior} label={t('ads.detail.exteriorPhoto')} />
        <h3>{t('ads.detail.interior', { count: ad.images.interior.length })}</h3>
        <Gallery urls={ad.images.interior} label={t('ads.detail.interiorPhoto')} />
      </section>
      <section className="console-panel" aria-labelledby="ad-damages">
        <h2 id="ad-damages">{t('ads.detail.damages', { count: ad.damages.length })}</h2>
        {ad.damages.length === 0 && <p>{t('ads.detail.noDamages')}</p>}
        {ad.damages.map((damage, index) => (
          <div key={damage.id}>
            <h3>{t('ads.detail.damage', { number: index + 1 })}</h3>
            <dl className="console-facts">
              <dt>{t('ads.detail.damageArea')}</dt>
              <dd>{damage.area || '–'}</dd>
              <dt>{t('ads.detail.damageType')}</dt>
              <dd>{damage.type || '–'}</dd>
              <dt>{t('ads.detail.damageDescription')}</dt>
              <dd>{damage.description || '–'}</dd>
            </dl>
            <Gallery urls={damage.photos} label={t('ads.detail.damagePhoto', { number: index + 1 })} />
          </div>
        ))}
      </section>
      <section className="console-panel" aria-labelledby="ad-documents">
        <h2 id="ad-documents">{t('ads.detail.documents')}</h2>
        {ad.documents.length === 0 ? (
          <p>{t('ads.detail.noDocuments')}</p>
        ) : (
          <ul>
            {ad.documents.map((document) => (
              <li key={document.id}>
                <a href={document.url} download>
                  {t(`ads.documentKind.${document.kind}`, { defaultValue: document.kind })}: {document.name || t('ads.detail.document')}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
      {ad.seller && (
        <section className="console-panel" aria-labelledby="ad-seller">
          <h2 id="ad-seller">{t('ads.detail.seller')}</h2>
          <dl className="console-facts">
            <dt>{t('ads.seller.name')}</dt>
            <dd>{ad.seller.name || '–'}</dd>
            <dt>{t('ads.seller.company')}</dt>
            <dd>{ad.seller.company || '–'}</dd>
            <dt>{t('ads.seller.vatId')}</dt>
            <dd>{ad.seller.vatId || '–'}</dd>
            <dt>{t('ads.seller.email')}</dt>
            <dd>
              <a href={`mailto:${ad.seller.email}`}>{ad.seller.email}</a> ({t(ad.seller.verified ? 'ads.seller.verified' : 'ads.seller.unverified')})
            </dd>
            <dt>{t('ads.seller.phone')}</dt>
            <dd>{ad.seller.phone || '–'}</dd>
            <dt>{t('ads.seller.language')}</dt>
            <dd>{ad.seller.language}</dd>
          </dl>
        </section>
      )}
    </>
  );
}
