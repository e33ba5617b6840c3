/**
 * The route progress bar: a thin bar at the top while a navigation waits for the next page, shown only after the
 * throttle and advancing on the spec's duration (lib/route-progress.ts). Fixed above the page, so it shifts nothing.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimatedProgress, PROGRESS_DONE_MS, PROGRESS_THROTTLE_MS, PROGRESS_TICK_MS } from '../../lib/route-progress.ts';

type Bar = { phase: 'hidden' } | { phase: 'loading'; value: number } | { phase: 'done' };

export function RouteProgress({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const [bar, setBar] = useState<Bar>({ phase: 'hidden' });

  useEffect(() => {
    if (!pending) {
      // A bar that showed runs to the end before it goes; one that never showed stays away.
      setBar((current) => (current.phase === 'loading' ? { phase: 'done' } : current));
      return;
    }
    const started = Date.now();
    let tick: ReturnType<typeof setInterval> | undefined;
    const show = setTimeout(() => {
      const advance = () => setBar({ phase: 'loading', value: estimatedProgress(Date.now() - started) });
      advance();
      tick = setInterval(advance, PROGRESS_TICK_MS);
    }, PROGRESS_THROTTLE_MS);
    return () => {
      clearTimeout(show);
      clearInterval(tick);
    };
  }, [pending]);

  useEffect(() => {
    if (bar.phase !== 'done') return;
    const hide = setTimeout(() => setBar({ phase: 'hidden' }), PROGRESS_DONE_MS);
    return () => clearTimeout(hide);
  }, [bar.phase]);

  if (bar.phase === 'hidden') return null;
  const value = bar.phase === 'done' ? 1 : bar.value;
  return (
    <div
      className={`route-progress${bar.phase === 'done' ? ' route-progress--done' : ''}`}
      role="progressbar"
      aria-label={t('nav.pageLoading')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(value * 100)}
    >
      <span className="route-progress__bar" style={{ transform: `scaleX(${value})` }} />
    </div>
  );
}
