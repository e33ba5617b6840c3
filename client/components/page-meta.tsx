/** Per-page head tags: title, description, canonical URL, hreflang alternates and social previews. */
import { useTranslation } from 'react-i18next';
import { absoluteUrl, alternateUrls } from '../../domain/alternates.ts';
import { DEFAULT_LOCALE, LOCALE_TAGS, LOCALES } from '../../domain/locales.ts';
import { isIndexable } from '../../domain/routes.ts';
import { useRouter } from '../router.tsx';
import { useUrlContext } from '../shell-context.tsx';

export function PageMeta(props: {
  title?: string;
  /** The whole title, when a page composes its own (it then names the site itself). */
  fullTitle?: string;
  description?: string;
  image?: string;
  noindex?: boolean;
  ogType?: 'website' | 'product';
}) {
  const { title, description, image } = props;
  const { t, i18n } = useTranslation();
  const { match } = useRouter();
  const ctx = useUrlContext();
  const fullTitle = props.fullTitle ?? (title ? `${title} | ${t('meta.titleSuffix')}` : `${t('meta.defaultTitle')} | ${t('meta.titleSuffix')}`);
  const text = description || t('meta.defaultDescription');
  const locale = LOCALES.find((l) => l === i18n.language) ?? DEFAULT_LOCALE;
  const canonical = match ? absoluteUrl(ctx, match.name, locale, match.params) : undefined;
  const alternates = match ? alternateUrls(ctx, match.name, match.params) : undefined;
  const indexable = !props.noindex && match ? isIndexable(match.name) || match.name === 'catalog-product-id' || match.name.startsWith('blog') : false;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      {!indexable && <meta name="robots" content="noindex" />}
      {canonical && <link rel="canonical" href={canonical} />}
      {indexable &&
        alternates &&
        LOCALES.map((l) => <link key={l} rel="alternate" hrefLang={LOCALE_TAGS[l]} href={alternates[l]} />)}
      {indexable && alternates && <link rel="alternate" hrefLang="x-default" href={alternates[DEFAULT_LOCALE]} />}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={props.ogType ?? 'website'} />
      <meta property="og:locale" content={LOCALE_TAGS[locale].replace('-', '_')} />
      {canonical && <meta property="og:url" content={canonical} />}
      {image && <meta property="og:image" content={image.startsWith('http') ? image : `${ctx.origin}${image}`} />}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
    </>
  );
}
