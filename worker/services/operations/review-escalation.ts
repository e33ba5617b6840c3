/**
 * The cron job that keeps the 24-hour promise: ads and valuations under review for 20 hours or more are mailed to the
 * operators on duty (every active operator account), one digest per operator and run listing the items that operator
 * has not been told about yet. Each (item, submission, operator) is claimed before the mail goes out and released when
 * it fails, so runs that overlap or repeat never mail anyone about an item twice.
 */
import { absoluteUrl, type UrlContext } from '../../../domain/alternates.ts';
import { consoleLanguage } from '../../../domain/operations/ad-review-values.ts';
import { escalatedSince, reviewAge } from '../../../domain/operations/review-age.ts';
import { createDb } from '../../db/client.ts';
import { claimEscalations, escalatedItems, operatorsOnDuty, releaseEscalations, type WaitingItem } from '../../db/repositories/review-promise.ts';
import type { Bindings } from '../../env.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { createMailTransport } from '../../mail/create-transport.ts';
import type { MailTransport } from '../../mail/mail.ts';
import { sendMail } from '../../mail/send.ts';
import { mailText } from '../../mail/templates.ts';
import { vehicleTitle } from '../ads/ad-mails.ts';

/** Items per run at most: far more than a day's reviews, so one run catches up after a pause. */
export const ESCALATIONS_PER_RUN = 100;

export interface EscalationRun {
  /** Items waiting 20 hours or more. */
  escalated: number;
  operators: number;
  mailed: number;
  failed: number;
}

export interface EscalationOptions {
  transport?: MailTransport;
  links?: UrlContext;
}

function itemLine(item: WaitingItem, locale: 'de' | 'en', now: number): string {
  const title = vehicleTitle(item) || '–';
  return mailText(locale, `review_escalation.item_${item.queue}`, { id: item.id, title, hours: reviewAge(item.since, now).hours });
}

export async function escalateWaitingReviews(env: Bindings, now: Date = new Date(), options: EscalationOptions = {}): Promise<EscalationRun> {
  const db = createDb(env.DB);
  const items = await escalatedItems(db, escalatedSince(now.getTime()), ESCALATIONS_PER_RUN);
  const run: EscalationRun = { escalated: items.length, operators: 0, mailed: 0, failed: 0 };
  if (items.length === 0) return run;
  const operators = await operatorsOnDuty(db);
  run.operators = operators.length;
  if (operators.length === 0) return run;
  const transport = options.transport ?? createMailTransport(env);
  const links = options.links ?? scheduledLinkContext(env);
  for (const operator of operators) {
    const claimed = await claimEscalations(db, operator.id, items, now);
    if (claimed.length === 0) continue;
    const locale = consoleLanguage(operator.language);
    try {
      await sendMail(transport, {
        to: operator.email,
        locale,
        kind: 'review_escalation',
        name: operator.name,
        count: claimed.length,
        items: claimed.map((item) => itemLine(item, locale, now.getTime())),
        link: absoluteUrl(links, 'admin', locale),
      });
      run.mailed += 1;
    } catch (error) {
      // Unsent means not told: the claims go so a later run mails this operator again.
      await releaseEscalations(db, operator.id, claimed);
      run.failed += 1;
      console.error(JSON.stringify({ job: 'review-escalation', operatorId: operator.id, error: String(error) }));
    }
  }
  return run;
}
