/** The red operator system bar and the deactivated-dealer banner. */
import { useTranslation } from 'react-i18next';

export function SystemBar({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div className="system-bar" role="region" aria-label={t('systemBar.label')}>
      <span>{message}</span>
    </div>
  );
}

export function BlockedMerchantBanner() {
  const { t } = useTranslation();
  return (
    <div className="blocked-banner" role="alert">
      {t('banner.merchantBlocked')}
    </div>
  );
}
