/**
 * Sends one kind of auction command (bid, agent, buy-now, late offer, renegotiation, stop, resubmit) with the
 * session's CSRF token: its answer's snapshot goes into the live state; a refusal keeps the API's localized message
 * and code, and the snapshot it carries (reloaded only when it carries none). One requestId per user intent, reused when the same intent is retried
 * after no answer came (a network failure, a server error); the server answers a repeated id with its first answer.
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSnapshot } from '../../domain/auction/live-message.ts';
import type { AuctionSnapshot } from '../../domain/auction/view.ts';
import { api, ApiRequestError } from '../lib/api.ts';
import type { LiveAuction } from './use-auction-live.ts';

export type CommandAnswer = AuctionSnapshot & { outcome?: 'overbid'; replayed?: boolean };

export interface CommandFailure {
  code: string;
  message: string;
}

/** `onFailure` lets the box show the bidder state a refusal stands for (e.g. "first bid too low"). */
export function useAuctionCommand(live: Pick<LiveAuction, 'apply' | 'reload'>, onFailure?: (failure: CommandFailure) => void) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<CommandFailure | null>(null);
  const intent = useRef<{ key: string; id: string } | null>(null);

  /**
   * The same id for the same intent (e.g. "bid:12500") until the server answered it, so a retry cannot bid twice. A
   * refusal is an answer too (the server keeps it for the id): trying again after one is a new request with a new id.
   */
  function requestId(key: string): string {
    if (intent.current?.key !== key) intent.current = { key, id: crypto.randomUUID() };
    return intent.current.id;
  }

  async function run(path: string, method: 'POST' | 'PUT' | 'DELETE', json?: unknown): Promise<CommandAnswer | null> {
    setPending(true);
    setFailure(null);
    try {
      const answer = await api<CommandAnswer>(path, { method, ...(json === undefined ? {} : { json }) });
      intent.current = null;
      live.apply(answer);
      return answer;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status < 500) intent.current = null;
      const failed = error instanceof ApiRequestError ? { code: error.code, message: error.message } : { code: 'internal', message: t('errors.internal') };
      setFailure(failed);
      onFailure?.(failed);
      const snapshot = error instanceof ApiRequestError ? error.body?.snapshot : undefined;
      if (isSnapshot(snapshot)) live.apply(snapshot);
      else void live.reload();
      return null;
    } finally {
      setPending(false);
    }
  }

  return { run, requestId, pending, failure, clearFailure: () => setFailure(null) };
}

export type AuctionCommand = ReturnType<typeof useAuctionCommand>;
