/**
 * Product (listing) detail: gallery, key data, equipment, condition, description with machine translation,
 * damages, questions to the seller, the auction box and the seller, server-rendered with structured data. Unknown
 * ids are a 404 page.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isEntityId } from '../../domain/ids.ts';
import type { ProductDetail } from '../../domain/product.ts';
import { ErrorView } from '../components/error-view.tsx';
import { MarketPriceSlot } from '../components/market-price/market-price-slot.tsx';
import { WatchlistButton } from '../components/catalog/watchlist-button.tsx';
import { type AttributeDefs, flatValues } from '../components/product/attribute-view.ts';
import { AuctionBox } from '../components/product/auction-box.tsx';
import { DamageList } from '../components/product/damage-list.tsx';
import { ProductGallery } from '../components/product/product-gallery.tsx';
import { ProductHeader } from '../components/product/product-header.tsx';
import { ProductQuestions } from '../components/product/product-questions.tsx';
import { ProductSeo } from '../components/product/product-seo.tsx';
import { SellerCard } from '../components/product/seller-card.tsx';
import { TranslatableText } from '../components/product/translatable-text.tsx';
import { ConditionFacts, Equipment, KeyData } from '../components/product/vehicle-facts.tsx';
import { useApi } from '../hooks/use-api.ts';
import { useShell } from '../shell-context.tsx';
import { keys } from './data-keys.ts';
import type { PageProps } from './registry.ts';
import { trackAction } from '../lib/user-actions.ts';

export default function ProductPage({ match }: PageProps) {
  const { t } = useTranslation();
  const { viewer } = useShell();
  const id = match.params.id ?? '';
  const valid = isEntityId(id);
  const { data: product, error } = useApi<ProductDetail>(valid ? keys.product(id) : null);
  const { data: attributes } = useApi<AttributeDefs>(keys.productAttributes(match.locale));
  // One view per listing opened (not per re-render or revalidation).
  useEffect(() => {
    if (valid) trackAction('view_product', Number(id));
  }, [valid, id]);

  if (!valid || error?.status === 404) return <ErrorView status={404} />;
  if (error) return <ErrorView status={error.status} />;
  if (!product) return <div className="page-loading" aria-busy="true" />;

  const values = flatValues(product);
  const defs = attributes?.product ?? [];
  const watchable = viewer.customer !== null && !product.context.owner;
  return (
    <article className="product container page">
      <ProductSeo product={product} values={values} defs={defs} locale={match.locale} />
      <ProductHeader product={product} values={values} defs={defs} />
      <div className="product__layout">
        <div className="product__gallery">
          <ProductGallery
            images={product.gallery}
            title={product.title}
            overlay={watchable && <WatchlistButton productId={product.entityId} initial={product.context.watchlist} title={product.title} />}
          />
        </div>
        <div className="product__side">
          <AuctionBox product={product} viewer={viewer} />
          <MarketPriceSlot productId={product.entityId} owner={product.context.owner} viewer={viewer} />
          <SellerCard product={product} />
        </div>
        <div className="product__details">
          <KeyData defs={defs} values={values} />
          {product.translatable.description && typeof values.description === 'string' && (
            <TranslatableText productId={product.entityId} field="description" heading={t('product.description')} text={values.description} />
          )}
          <Equipment defs={defs} values={values} />
          <ConditionFacts defs={defs} values={values} />
          {product.translatable.defectsDescription && typeof values.defects_description === 'string' && (
            <TranslatableText productId={product.entityId} field="defects_description" heading={t('product.defects')} text={values.defects_description} />
          )}
          <DamageList damages={product.damages} defs={attributes?.damage ?? []} />
          <ProductQuestions product={product} />
        </div>
      </div>
    </article>
  );
}
