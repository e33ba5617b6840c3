/** Builds the console dashboard: raw figures from D1 bucketed into Berlin days, weeks and the month by domain rules. */
import {
  berlinDay,
  berlinMonth,
  lastBerlinDays,
  lastIsoWeeks,
  salesPerDay,
  SALES_DAYS,
  sellThroughPerWeek,
  sellThroughRate,
  SELL_THROUGH_WEEKS,
  type DashboardAnswer,
} from '../../../domain/operations/dashboard.ts';
import { escalatedSince } from '../../../domain/operations/review-age.ts';
import { PROMISE_MS, PROMISE_WINDOW_DAYS, promiseShare, promiseWindowStart } from '../../../domain/operations/review-promise.ts';
import { dashboardRows } from '../../db/repositories/dashboard.ts';
import { promiseRows } from '../../db/repositories/review-promise.ts';
import type { Database } from '../../db/client.ts';

export async function buildDashboard(db: Database, now = Date.now()): Promise<DashboardAnswer> {
  const month = berlinMonth(now);
  const days = lastBerlinDays(now, SALES_DAYS);
  const weeks = lastIsoWeeks(now, SELL_THROUGH_WEEKS);
  // Rounds count once they ended, so up to now; the weeks window always starts before the month does.
  const roundsFrom = Math.min(weeks[0]?.from ?? month.from, month.from);
  const [rows, promise] = await Promise.all([
    dashboardRows(db, {
      today: berlinDay(now),
      month,
      sales: { from: days[0]?.from ?? month.from, to: days.at(-1)?.to ?? now },
      rounds: { from: roundsFrom, to: now + 1 },
    }),
    promiseRows(db, escalatedSince(now), promiseWindowStart(now), PROMISE_MS),
  ]);
  const share = (queue: 'ads' | 'valuations') => promiseShare(promise.decided[queue]?.decided ?? 0, promise.decided[queue]?.kept ?? 0);
  const monthRounds = rows.rounds.filter((round) => round.endedAt >= month.from && round.endedAt < month.to);
  return {
    queues: rows.queues,
    auctions: rows.auctions,
    month: {
      ...rows.month,
      sellThrough: sellThroughRate(monthRounds.length, monthRounds.filter((round) => round.sold).length),
      from: month.from,
      to: month.to,
    },
    deadLetters: rows.deadLetters,
    series: { salesPerDay: salesPerDay(rows.sales, now), sellThroughPerWeek: sellThroughPerWeek(rows.rounds, now) },
    promise: { escalated: promise.escalated, kept: { ads: share('ads'), valuations: share('valuations') }, windowDays: PROMISE_WINDOW_DAYS },
    generatedAt: now,
  };
}
