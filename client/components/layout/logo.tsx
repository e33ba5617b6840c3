/** The CamperMarkt24 word mark with its camper icon; operators get their own colour (their badge sits beside the link: OperatorBadge). */
import { useTranslation } from 'react-i18next';

export function Logo({ operator = false }: { operator?: boolean }) {
  return (
    <span className={`logo${operator ? ' logo--operator' : ''}`}>
      <svg className="logo__icon" viewBox="0 0 48 32" aria-hidden="true" focusable="false">
        <path d="M4 8a4 4 0 0 1 4-4h24l10 10v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" fill="currentColor" />
        <rect x="9" y="9" width="9" height="6" rx="1" fill="#fff" />
        <rect x="21" y="9" width="7" height="6" rx="1" fill="#fff" />
        <path d="M31 9h3l5 5h-8z" fill="#fff" />
        <circle cx="13" cy="27" r="4" fill="#2a4f66" stroke="#fff" strokeWidth="2" />
        <circle cx="35" cy="27" r="4" fill="#2a4f66" stroke="#fff" strokeWidth="2" />
      </svg>
      <span className="logo__text">
        Camper<strong>Markt24</strong>
      </span>
    </span>
  );
}

/**
 * The operators' badge, shown beside the logo link rather than in it: the link's accessible name ("home page of
 * CamperMarkt24") must contain all of its visible text.
 */
export function OperatorBadge() {
  const { t } = useTranslation();
  return <span className="logo__badge">{t('nav.operatorBadge')}</span>;
}
