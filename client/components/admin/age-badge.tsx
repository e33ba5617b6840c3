/** How long a queue item has waited: escalated from 20 hours, overdue past the 24-hour promise. */
import { useTranslation } from 'react-i18next';
import { reviewAge } from '../../../domain/operations/review-age.ts';
import { serverNow } from '../../hooks/use-server-time.ts';

export function AgeBadge({ since }: { since: number }) {
  const { t } = useTranslation('admin');
  // Console data loads in the browser only, so the server's clock never meets a server-rendered age.
  const age = reviewAge(since, serverNow());
  const state = age.overdue ? 'overdue' : age.escalated ? 'escalated' : 'within';
  const tone = age.overdue ? ' console-pill--error' : age.escalated ? ' console-pill--warn' : '';
  return (
    <span className={`console-pill${tone}`} title={t('console.age.promise')} data-age={state}>
      {t(`console.age.${state}`, { hours: age.hours })}
    </span>
  );
}

/** The class that highlights a queue row whose item is escalated or overdue (none for a fresh one). */
export function escalationRowClass(since: number | null): string | undefined {
  if (since === null) return undefined;
  return reviewAge(since, serverNow()).escalated ? 'console-row--escalated' : undefined;
}
