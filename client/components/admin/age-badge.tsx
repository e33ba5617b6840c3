/** How long a queue item has waited, marked overdue past the 24-hour promise. */
import { useTranslation } from 'react-i18next';
import { reviewAge } from '../../../domain/operations/review-age.ts';
import { serverNow } from '../../hooks/use-server-time.ts';

export function AgeBadge({ since }: { since: number }) {
  const { t } = useTranslation('admin');
  // Console data loads in the browser only, so the server's clock never meets a server-rendered age.
  const age = reviewAge(since, serverNow());
  return (
    <span className={`console-pill${age.overdue ? ' console-pill--error' : ''}`} title={t('console.age.promise')}>
      {t(age.overdue ? 'console.age.overdue' : 'console.age.within', { hours: age.hours })}
    </span>
  );
}
