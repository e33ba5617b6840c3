/**
 * The free valuation's landing page for a motorhome or a caravan: what it is (a price range by e-mail within 24 hours,
 * from comparable sales on the platform, free and non-binding, about 3 minutes), what happens next, and the start.
 */
import { useTranslation } from 'react-i18next';
import type { ValuationProductType } from '../../../domain/valuation/types.ts';
import { ErrorView } from '../../components/error-view.tsx';
import { ValuationFrame } from '../../components/valuation/valuation-frame.tsx';
import { useValuationTexts } from '../../i18n/valuation-texts.ts';
import { VALUATION_MINUTES, VALUATION_ROUTES, valuationKind } from '../../lib/valuation-route.ts';
import { Link } from '../../router.tsx';
import type { PageProps } from '../registry.ts';

export default function ValuationLandingPage({ match }: PageProps) {
  useValuationTexts();
  const kind = valuationKind(match.name);
  if (!kind) return <ErrorView status={404} />;
  return <Landing kind={kind} />;
}

const FACTS = ['free', 'email', 'comparables', 'minutes'] as const;
const NEXT = ['enter', 'check', 'report', 'list'] as const;

function Landing({ kind }: { kind: ValuationProductType }) {
  const { t } = useTranslation('valuation');
  const other: ValuationProductType = kind === 'motorhome' ? 'trailer' : 'motorhome';
  return (
    <ValuationFrame title={t(`landing.${kind}.metaTitle`)} description={t(`landing.${kind}.metaDescription`)} indexable className="valuation--landing">
      <section className="valuation-hero" aria-labelledby="valuation-hero-title">
        <h1 id="valuation-hero-title" className="valuation__title">
          {t(`landing.${kind}.title`)}
        </h1>
        <p className="valuation__intro">{t(`landing.${kind}.lead`)}</p>
        <ul className="valuation-facts">
          {FACTS.map((fact) => (
            <li key={fact}>{t(`landing.facts.${fact}`, { minutes: VALUATION_MINUTES })}</li>
          ))}
        </ul>
        <Link to={VALUATION_ROUTES[kind].step} params={{ step: '1' }} className="button button--primary button--large valuation-hero__start">
          {t('landing.start')}
        </Link>
      </section>
      <section className="valuation-card" aria-labelledby="valuation-next-title">
        <h2 id="valuation-next-title">{t('landing.next.title')}</h2>
        <ol className="valuation-next">
          {NEXT.map((item) => (
            <li key={item}>{t(`landing.next.${item}`)}</li>
          ))}
        </ol>
      </section>
      <section className="valuation-card" aria-labelledby="valuation-method-title">
        <h2 id="valuation-method-title">{t('landing.method.title')}</h2>
        <p>{t('landing.method.text')}</p>
        <p>{t('landing.method.honest')}</p>
      </section>
      <p className="valuation-switch">
        <Link to={VALUATION_ROUTES[other].landing}>{t(`landing.${other}.switch`)}</Link>
      </p>
    </ValuationFrame>
  );
}
