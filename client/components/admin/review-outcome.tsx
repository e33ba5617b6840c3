/** The result of an operator's last action, announced to screen readers (a status or an alert, never colour alone). */
import type { ReviewOutcome } from './use-review-action.ts';

export function ReviewOutcomeNotice({ outcome }: { outcome: ReviewOutcome | null }) {
  if (!outcome) return null;
  return outcome.tone === 'ok' ? (
    <p className="console-notice console-notice--info" role="status">
      {outcome.text}
    </p>
  ) : (
    <p className="console-notice" role="alert">
      {outcome.text}
    </p>
  );
}
