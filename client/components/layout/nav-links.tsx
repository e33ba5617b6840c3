/** The header menu: catalogue, sell (or my ads), blog, pricing, contact, with the viewer-dependent rules. */
import { useTranslation } from 'react-i18next';
import { catalogQuery, sellLinkTarget, showsMyAdsInsteadOfSell } from '../../../domain/navigation.ts';
import type { Viewer } from '../../../domain/viewer.ts';
import { Link } from '../../router.tsx';

export function NavLinks({ viewer, onNavigate }: { viewer: Viewer; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to="catalog" query={catalogQuery(viewer)} className="nav__link" onClick={onNavigate}>
        {t('nav.catalog')}
      </Link>
      <Link to={sellLinkTarget(viewer)} className="nav__link" onClick={onNavigate}>
        {showsMyAdsInsteadOfSell(viewer) ? t('nav.myAds') : t('nav.sell')}
      </Link>
      <Link to="blog" className="nav__link" onClick={onNavigate}>
        {t('nav.blog')}
      </Link>
      <Link to="pricing" className="nav__link" onClick={onNavigate}>
        {t('nav.pricing')}
      </Link>
      <Link to="contact" className="nav__link" onClick={onNavigate}>
        {t('nav.contact')}
      </Link>
    </>
  );
}
