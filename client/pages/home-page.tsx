/** Home: hero with the submitted-ads counter, advantages, how it works, example listings, stats, reviews, FAQ. */
import { useTranslation } from 'react-i18next';
import type { CatalogPage } from '../../domain/catalog.ts';
import type { ContentPage, HomeBody } from '../../domain/content.ts';
import { MarkdownHtml } from '../components/markdown-html.tsx';
import { PageMeta } from '../components/page-meta.tsx';
import { ProductCard } from '../components/product-card.tsx';
import { useApi } from '../hooks/use-api.ts';
import { Link } from '../router.tsx';
import { keys } from './data-keys.ts';

/** Shown until the server's count arrives, as the spec prescribes. */
export const INITIAL_SUBMITTED_COUNT = 112;

export default function HomePage() {
  const { t } = useTranslation();
  const { data: page } = useApi<ContentPage<'home'>>(keys.contentPage('home'));
  const { data: listings } = useApi<CatalogPage>(keys.homeListings());
  const { data: counter } = useApi<{ count: number }>(keys.submittedCount());
  if (!page) return null;
  const body = page.body as HomeBody;
  const count = counter?.count ?? INITIAL_SUBMITTED_COUNT;

  return (
    <>
      <PageMeta title={page.title} description={page.description} image="/hero.svg" />
      <section className="hero">
        <div className="container hero__inner">
          <div className="hero__text">
            <h1>{body.hero.title}</h1>
            <p className="hero__subtitle">{body.hero.subtitle}</p>
            <div className="hero__actions">
              <Link to="sell-type" className="button button--accent button--large">
                {body.hero.cta}
              </Link>
              <Link to="valuation-motorhome" className="button button--light button--large">
                {body.hero.secondaryCta}
              </Link>
            </div>
            <p className="hero__counter" data-testid="submitted-counter">
              <span className="hero__counter-dot" aria-hidden="true" />
              {t('home.counter', { count })}
            </p>
          </div>
          <div className="hero__visual">
            <img src="/hero.svg" alt="" width={1200} height={800} fetchPriority="high" />
          </div>
        </div>
        <p className="hero__trust container">{t('home.trust')}</p>
      </section>

      <section className="section container" aria-labelledby="advantages">
        <h2 id="advantages" className="section__title">
          {t('home.advantagesTitle')}
        </h2>
        <div className="grid grid--4">
          {body.advantages.map((item, index) => (
            <div key={item.title} className="feature">
              <span className="feature__icon" aria-hidden="true">
                {['€', '24h', '✓', '★'][index % 4]}
              </span>
              <h3>{item.title}</h3>
              <MarkdownHtml html={item.textHtml} text={item.text} />
            </div>
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="steps">
        <div className="container">
          <h2 id="steps" className="section__title">
            {t('home.stepsTitle')}
          </h2>
          <ol className="steps">
            {body.steps.map((step, index) => (
              <li key={step.title} className="step">
                <span className="step__number">{t('home.stepLabel', { n: index + 1 })}</span>
                <h3>{step.title}</h3>
                <MarkdownHtml html={step.textHtml} text={step.text} />
              </li>
            ))}
          </ol>
        </div>
      </section>

      {listings && listings.products.length > 0 && (
        <section className="section container" aria-labelledby="examples">
          <div className="section__head">
            <h2 id="examples" className="section__title">
              {t('home.examplesTitle')}
            </h2>
            <Link to="catalog" className="section__more">
              {t('home.examplesAll')} →
            </Link>
          </div>
          <div className="grid grid--cards">
            {listings.products.map((product) => (
              <ProductCard key={product.entityId} product={product} />
            ))}
          </div>
        </section>
      )}

      <section className="section section--dark" aria-labelledby="stats">
        <div className="container">
          <h2 id="stats" className="section__title">
            {t('home.statsTitle')}
          </h2>
          <dl className="stats">
            {body.stats.map((stat) => (
              <div key={stat.label} className="stat">
                <dt>{stat.label}</dt>
                <dd>{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section container" aria-labelledby="reviews">
        <h2 id="reviews" className="section__title">
          {t('home.reviewsTitle')}
        </h2>
        <div className="grid grid--reviews">
          {body.reviews.map((review) => (
            <figure key={review.name} className="review">
              <div className="review__stars" role="img" aria-label={t('home.rating', { rating: review.rating })}>
                {'★★★★★'.slice(0, review.rating)}
                <span className="review__stars-off">{'★★★★★'.slice(review.rating)}</span>
              </div>
              <MarkdownHtml as="blockquote" html={review.textHtml} text={review.text} />
              <figcaption>
                <strong>{review.name}</strong>, {review.city}
              </figcaption>
            </figure>
          ))}
        </div>
      </section>

      <section className="section section--tinted" aria-labelledby="faq">
        <div className="container container--narrow">
          <h2 id="faq" className="section__title">
            {t('home.faqTitle')}
          </h2>
          <div className="faq">
            {body.faq.map((item) => (
              <details key={item.question} className="faq__item">
                <summary>{item.question}</summary>
                <MarkdownHtml html={item.answerHtml} text={item.answer} />
              </details>
            ))}
          </div>
          <p className="section__footer">
            <Link to="faq">{t('home.faqAll')} →</Link>
          </p>
        </div>
      </section>
    </>
  );
}
