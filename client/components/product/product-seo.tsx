/** Head tags of a listing (title, description, social previews) and its schema.org Vehicle/Offer as JSON-LD. */
import { priceDisplay } from '../../../domain/pricing.ts';
import { useTranslation } from 'react-i18next';
import { absoluteUrl } from '../../../domain/alternates.ts';
import { PUBLIC_STATUSES } from '../../../domain/auction-status.ts';
import { formatMonthYear, formatPower, formatUnit } from '../../../domain/format.ts';
import type { Locale } from '../../../domain/locales.ts';
import type { AttributeValue, ProductDetail } from '../../../domain/product.ts';
import { useUrlContext } from '../../shell-context.tsx';
import { PageMeta } from '../page-meta.tsx';
import { isOpen } from '../../../domain/auction-status.ts';
import { type AttributeDefView, byCode, optionLabel } from './attribute-view.ts';

interface SeoProps {
  product: ProductDetail;
  values: Record<string, AttributeValue>;
  defs: AttributeDefView[];
  locale: Locale;
}

const num = (value: AttributeValue | undefined): number | null => (typeof value === 'number' ? value : null);
const str = (value: AttributeValue | undefined): string | null => (typeof value === 'string' && value ? value : null);

function availability(status: ProductDetail['status']): string {
  if (isOpen(status)) return 'https://schema.org/InStock';
  return status === 'sold' ? 'https://schema.org/SoldOut' : 'https://schema.org/OutOfStock';
}

/** The price an offer names: buy-now, else the highest bid, else the start price (shown under the net/gross rule). */
function offerPrice(product: ProductDetail): number | null {
  const prices = product.auction?.attributes;
  const amount = prices?.buyNowPrice ?? prices?.highestBid ?? prices?.startPrice ?? null;
  return amount === null ? null : priceDisplay(amount, product).amount;
}

export function vehicleJsonLd({ product, values, defs }: SeoProps, url: string, origin: string): Record<string, unknown> {
  const map = byCode(defs);
  const label = (code: string) => {
    const value = str(values[code]);
    return value ? optionLabel(map.get(code), value) : undefined;
  };
  const year = str(values.first_registration)?.slice(0, 4);
  const mileage = num(values.mileage);
  const price = offerPrice(product);
  const description = str(values.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Vehicle',
    name: product.title,
    url,
    ...(description ? { description } : {}),
    brand: { '@type': 'Brand', name: label('make') ?? product.title.split(' ')[0] },
    model: str(values.model) ?? undefined,
    vehicleModelDate: year,
    itemCondition: 'https://schema.org/UsedCondition',
    ...(mileage !== null ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: mileage, unitCode: 'KMT' } } : {}),
    fuelType: label('fuel'),
    vehicleTransmission: label('transmission'),
    image: product.gallery.map((image) => `${origin}${image.value}`),
    ...(price !== null
      ? { offers: { '@type': 'Offer', price, priceCurrency: 'EUR', availability: availability(product.status), url } }
      : {}),
  };
}

/** JSON for an inline script: "<" escaped so no "</script>" can end it early. */
export function scriptJson(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

export function ProductSeo(props: SeoProps) {
  const { product, values, locale } = props;
  const { t } = useTranslation();
  const ctx = useUrlContext();
  const year = Number(str(values.first_registration)?.slice(0, 4)) || null;
  const month = Number(str(values.first_registration)?.slice(5, 7)) || null;
  const mileage = num(values.mileage);
  const power = num(values.power);
  const facts = [
    year && month ? formatMonthYear(year, month) : null,
    mileage !== null ? formatUnit(mileage, 'km') : null,
    power !== null ? formatPower(power) : null,
    str(values.location),
  ].filter(Boolean);
  const description = t('product.meta.description', { type: t(`listing.type.${product.productType}`), title: product.title, facts: facts.join(' · ') });
  const url = absoluteUrl(ctx, 'catalog-product-id', locale, { id: String(product.entityId) });
  const fullTitle = [product.title, year, t('meta.titleSuffix')].filter(Boolean).join(' · ');
  const indexable = PUBLIC_STATUSES.includes(product.status);
  return (
    <>
      <PageMeta fullTitle={fullTitle} description={description} image={product.gallery[0]?.value} ogType="product" noindex={!indexable} />
      {indexable && <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(vehicleJsonLd(props, url, ctx.origin)) }} />}
    </>
  );
}
