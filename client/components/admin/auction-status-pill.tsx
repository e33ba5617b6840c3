/** An auction's status as a pill with its text (never colour alone), and a second pill while an operator holds it. */
import { useTranslation } from 'react-i18next';

const TONE: Record<string, string> = { running: 'ok', hotbidding: 'ok', sold: 'ok', inactive: 'error', failed_na: 'error' };

export function AuctionStatusPill({ status, paused }: { status: string; paused: boolean }) {
  const { t } = useTranslation('admin');
  const tone = TONE[status];
  return (
    <>
      <span className={`console-pill${tone ? ` console-pill--${tone}` : ''}`}>{t(`auctions.status.${status}`, { defaultValue: status })}</span>
      {paused && (
        <>
          {' '}
          <span className="console-pill console-pill--warn">{t('auctions.paused')}</span>
        </>
      )}
    </>
  );
}
