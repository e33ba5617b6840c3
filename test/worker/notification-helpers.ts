/** Helpers for notification tests: message drafts, and a reader of the live SSE stream. */
import { expect } from 'vitest';
import type { LiveNotification, MessageDraft } from '../../domain/messages/kinds.ts';
import { call } from './helpers.ts';

let counter = 0;

/** A message draft for `customerId` in `groupKey`; every call a new source key unless one is given. */
export function draft(customerId: number, overrides: Partial<MessageDraft> = {}): MessageDraft {
  counter += 1;
  return {
    customerId,
    sourceKey: `test:${Date.now()}:${counter}`,
    groupKey: `account-${customerId}`,
    auctionId: null,
    productId: null,
    kind: 'account_submitted',
    cta: 'wait_until_operator_has_reviewed_your_account_submission',
    params: {},
    ...overrides,
  };
}

export interface StreamReader {
  /** The next data event (JSON), skipping comments and the retry line. */
  next(): Promise<LiveNotification>;
  /** Resolves once the server ended the stream. */
  ended(): Promise<void>;
  cancel(): Promise<void>;
}

/** A single-use stream ticket for the session that `headers` sign in (a bearer token, or cookies with the CSRF token). */
export async function streamTicket(headers: Record<string, string>): Promise<string> {
  const response = await call('/private/notifications/stream-ticket', { method: 'POST', headers });
  expect(response.status, 'stream ticket').toBe(200);
  return ((await response.json()) as { ticket: string }).ticket;
}

/** Opens the stream as the storefront does: a fresh ticket for the session, then the stream with it. */
export async function openTicketStream(auth: Record<string, string>, storeCode = 'de', headers: Record<string, string> = {}) {
  return openStream(`storeCode=${storeCode}&ticket=${await streamTicket(auth)}`, headers);
}

/** Opens the SSE stream and reads it event by event. */
export async function openStream(query: string, headers: Record<string, string> = {}): Promise<{ response: Response; reader: StreamReader }> {
  const response = await call(`/notifications/get-sse?${query}`, { headers });
  if (response.status !== 200 || !response.body) return { response, reader: nullReader };
  const body = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const readEvent = async (): Promise<string | null> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        if (data) return data;
        continue;
      }
      const chunk = await body.read();
      if (chunk.done) return null;
      buffer += chunk.value;
    }
  };
  return {
    response,
    reader: {
      async next() {
        const data = await readEvent();
        expect(data, 'stream ended before an event').not.toBeNull();
        return JSON.parse(data ?? '{}') as LiveNotification;
      },
      async ended() {
        while ((await readEvent()) !== null);
      },
      cancel: () => body.cancel(),
    },
  };
}

const nullReader: StreamReader = {
  next: () => Promise.reject(new Error('no stream')),
  ended: () => Promise.resolve(),
  cancel: () => Promise.resolve(),
};
