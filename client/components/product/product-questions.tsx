/**
 * "Questions to the seller" on the product page: the heading is rendered at once; the list and the forms
 * (./product-questions-panel.tsx, with the content rules) load when the section comes near the viewport, which keeps
 * them out of the page's initial JavaScript.
 */
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../domain/product.ts';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { useVisible } from '../../hooks/use-visible.ts';

const QuestionsPanel = lazy(() => import('./product-questions-panel.tsx'));

export function ProductQuestions({ product }: { product: ProductDetail }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  // Once loaded, the panel stays (scrolling away must not drop a half-written question).
  const load = useOpenedOnce(useVisible(ref));
  return (
    <section ref={ref} className="product-section questions" aria-labelledby="questions-title">
      <h2 id="questions-title">{t('questions.title')}</h2>
      <p className="questions__intro">{t('questions.intro')}</p>
      {load ? (
        <Suspense fallback={<div className="questions__loading" aria-busy="true" />}>
          <QuestionsPanel product={product} />
        </Suspense>
      ) : (
        <div className="questions__loading" aria-busy="true" />
      )}
    </section>
  );
}
