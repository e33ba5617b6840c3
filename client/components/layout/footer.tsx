/** Site footer: platform, company, social and legal link groups, newsletter and the dealer link (from the content service). */
import { useTranslation } from 'react-i18next';
import { merchantLandingTarget } from '../../../domain/merchant-landing-link.ts';
import type { RouteName } from '../../../domain/routes.ts';
import { Link, useRouter } from '../../router.tsx';
import { useShell } from '../../shell-context.tsx';
import { Logo } from './logo.tsx';
import { NewsletterForm } from './newsletter-form.tsx';

const GROUPS: { title: string; links: { to: RouteName; label: string }[] }[] = [
  {
    title: 'footer.platform',
    links: [
      { to: 'catalog', label: 'nav.catalog' },
      { to: 'sell', label: 'nav.sell' },
      { to: 'valuation-motorhome', label: 'footer.valuateMotorhome' },
      { to: 'valuation-trailer', label: 'footer.valuateTrailer' },
      { to: 'merchant-listing', label: 'footer.merchantListing' },
      { to: 'pricing', label: 'nav.pricing' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: 'about', label: 'footer.about' },
      { to: 'blog', label: 'nav.blog' },
      { to: 'jobs', label: 'footer.jobs' },
      { to: 'partner', label: 'footer.partner' },
      { to: 'faq', label: 'footer.faq' },
      { to: 'contact', label: 'nav.contact' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: 'tac', label: 'footer.tac' },
      { to: 'privacy', label: 'footer.privacy' },
      { to: 'imprint', label: 'footer.imprint' },
    ],
  },
];

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/campermarkt24' },
  { name: 'Facebook', href: 'https://www.facebook.com/campermarkt24' },
  { name: 'YouTube', href: 'https://www.youtube.com/@campermarkt24' },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/campermarkt24' },
];

export function Footer() {
  const { t } = useTranslation();
  // Comes with the shell (no request of its own): the page's locale, and the cached copy is purged when it changes.
  const dealers = merchantLandingTarget(useShell().settings.merchantLandingUrl, useRouter().locale);
  return (
    <footer className="footer">
      <div className="container footer__grid">
        <div className="footer__brand">
          <Logo />
          <p>{t('footer.tagline')}</p>
          <Link to={dealers.to} params={dealers.params} className="button button--accent footer__merchant">
            {t('footer.merchantLanding')}
          </Link>
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} className="footer__group" aria-label={t(group.title)}>
            <h2>{t(group.title)}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="footer__group">
          <h2>{t('footer.social')}</h2>
          <ul>
            {SOCIAL.map((item) => (
              <li key={item.name}>
                <a href={item.href} rel="noopener noreferrer" target="_blank">
                  {item.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div className="footer__newsletter">
          <h2>{t('footer.newsletter.title')}</h2>
          <p>{t('footer.newsletter.text')}</p>
          <NewsletterForm />
        </div>
      </div>
      <div className="container footer__bottom">
        <small>{t('footer.copyright', { year: new Date().getFullYear() })}</small>
      </div>
    </footer>
  );
}
