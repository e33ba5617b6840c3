/** The valuation funnels' routes: which funnel a route is, its step and report key, progress; free of zod for the registry. */
import { stepsFor } from '../../domain/ad-editor/steps.ts';
import type { EditorStep } from '../../domain/ad-editor/steps.ts';
import type { RouteMatch, RouteName } from '../../domain/routes.ts';
import type { ValuationProductType } from '../../domain/valuation/types.ts';

/** Steps per funnel. domain/valuation/form.ts's VALUATION_STEPS is the source; a test keeps the two equal. */
export const VALUATION_STEP_COUNTS: Record<ValuationProductType, number> = { motorhome: 2, trailer: 3 };

/** About three minutes of input in all (spec 001), spread evenly over the steps. */
export const VALUATION_MINUTES = 3;

export const VALUATION_ROUTES = {
  motorhome: { landing: 'valuation-motorhome', step: 'valuation-motorhome-step', success: 'valuation-motorhome-success', report: 'valuation-motorhome-report' },
  trailer: { landing: 'valuation-trailer', step: 'valuation-trailer-step', success: 'valuation-trailer-success', report: 'valuation-trailer-report' },
} as const satisfies Record<ValuationProductType, Record<'landing' | 'step' | 'success' | 'report', RouteName>>;

/** The funnel a valuation route belongs to; null for any other route. */
export function valuationKind(name: RouteName): ValuationProductType | null {
  if (name.startsWith('valuation-motorhome')) return 'motorhome';
  if (name.startsWith('valuation-trailer')) return 'trailer';
  return null;
}

/** The 1-based step a step route names ("1".."n" for its funnel), else null. */
export function valuationStep(match: RouteMatch): number | null {
  const kind = valuationKind(match.name);
  const text = match.params.step ?? '';
  if (!kind || !/^[1-9]$/.test(text)) return null;
  const step = Number(text);
  return step <= VALUATION_STEP_COUNTS[kind] ? step : null;
}

/**
 * Report keys are 32 random bytes in base64url (43 characters) or "v{id}" for a signed-in owner, as the report call
 * accepts them (worker/services/valuation/valuations.ts); anything else cannot name a report.
 */
const REPORT_KEY = /^(v[1-9][0-9]{0,9}|[A-Za-z0-9_-]{43})$/;

/** The report key: the last segment of the report path (motorhome: {rest*}, trailer: {slug}). */
export function reportKey(match: RouteMatch): string | null {
  const raw = match.params.rest ?? match.params.slug ?? '';
  const last = raw.split('/').filter(Boolean).pop() ?? '';
  return REPORT_KEY.test(last) ? last : null;
}

/** "Step x of y", the bar's fill up to the current step, and the minutes still ahead (at least one until the last step is sent). */
export function valuationProgress(kind: ValuationProductType, step: number): { current: number; total: number; percent: number; minutesLeft: number } {
  const total = VALUATION_STEP_COUNTS[kind];
  const current = Math.min(Math.max(step, 1), total);
  const remaining = total - current + 1;
  return {
    current,
    total,
    percent: Math.round((current / total) * 100),
    minutesLeft: Math.max(1, Math.round((VALUATION_MINUTES * remaining) / total)),
  };
}

/** The editor's first step for a kind: where an ad started from a valuation opens. */
export function firstEditorStep(kind: ValuationProductType): EditorStep {
  return stepsFor(kind)[0] ?? 'profile';
}

/** Session storage key of the report path the success page links to (kept for the tab's session only). */
export const reportPathKey = (kind: ValuationProductType) => `valuation-report:${kind}`;
