/**
 * The countdown to the end (or the start) against the server's clock: hh:mm:ss below 24 hours, whole days beside it
 * above; the hotbid phase and the last 30 seconds are marked. Rendered only in the browser (no clock in SSR markup).
 */
import { useTranslation } from 'react-i18next';
import { isLive } from '../../../domain/auction-status.ts';
import { countdownPhase, remaining } from '../../../domain/auction/countdown.ts';
import type { AuctionSnapshot } from '../../../domain/auction/view.ts';
import { useServerNow } from '../../hooks/use-server-time.ts';

export function Countdown({ snapshot }: { snapshot: Pick<AuctionSnapshot, 'status' | 'startsAt' | 'endingAt'> }) {
  const { t } = useTranslation();
  const live = isLive(snapshot.status);
  const target = snapshot.status === 'published' ? snapshot.startsAt : live ? snapshot.endingAt : null;
  const now = useServerNow(target !== null);
  if (target === null) return null;
  const left = now === null ? null : remaining(target, now);
  const phase = left === null ? 'normal' : countdownPhase(snapshot.status, left.ms);
  const text = left === null ? '––:––:––' : left.days > 0 ? `${t('auction.countdown.days', { count: left.days })} ${left.clock}` : left.clock;
  return (
    <div className={`countdown countdown--${phase}`}>
      <div className="countdown__head">
        <span className="countdown__label">{t(snapshot.status === 'published' ? 'auction.countdown.startsIn' : 'auction.countdown.endsIn')}</span>
        {snapshot.status === 'hotbidding' && <span className="countdown__badge">{t('auction.countdown.hotbid')}</span>}
      </div>
      <span className="countdown__clock" role="timer" aria-atomic="true">
        {left !== null && left.ms === 0 && live ? t('auction.countdown.ending') : text}
      </span>
      {live && phase !== 'normal' && <p className="countdown__hint">{t('auction.countdown.extendHint')}</p>}
    </div>
  );
}
