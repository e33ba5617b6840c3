/**
 * Runs an operator's action on a queue item and reports the outcome: the success text, the console's conflict text
 * when another operator was quicker (409, after which the list reloads; an area may name it in its own words), or the
 * server's localized message.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api, ApiRequestError } from '../../lib/api.ts';

export interface ReviewOutcome {
  tone: 'ok' | 'error';
  text: string;
}

export function useReviewAction(reload: () => unknown, conflictText?: string) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);

  async function run(path: string, json: unknown, success: string): Promise<boolean> {
    setBusy(true);
    setOutcome(null);
    try {
      await api(path, { method: 'POST', json });
      setOutcome({ tone: 'ok', text: success });
      await reload();
      return true;
    } catch (error) {
      const conflict = error instanceof ApiRequestError && error.status === 409;
      setOutcome({ tone: 'error', text: conflict ? (conflictText ?? t('console.conflict')) : error instanceof Error ? error.message : String(error) });
      if (conflict) await reload();
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { busy, outcome, run };
}
