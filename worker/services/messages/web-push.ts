/** Wakes the browsers a customer subscribed for web push when one of the PUSH_KINDS messages arrives. */
import { absoluteUrl } from '../../../domain/alternates.ts';
import { DEFAULT_LOCALE, isLocale } from '../../../domain/locales.ts';
import { PUSH_KINDS, type MessageKind } from '../../../domain/messages/kinds.ts';
import { parseVapidKeys } from '../../../domain/messages/web-push.ts';
import { isDevelopment } from '../../config/check-configuration.ts';
import { createDb } from '../../db/client.ts';
import type { InsertedMessage } from '../../db/repositories/messages.ts';
import { deletePushSubscriptionsByIds, pushTargetsOf, type PushTargetRow } from '../../db/repositories/push-subscriptions.ts';
import type { Bindings } from '../../env.ts';
import { scheduledLinkContext } from '../../lib/links.ts';
import { renderMessage } from '../../messages/texts.ts';
import { HttpPushTransport } from './push-http-transport.ts';
import { LocalPushTransport } from './push-local-transport.ts';
import type { PushPayload, PushTransport } from './push-port.ts';

/** A notification shows a line or two; the cap also keeps any payload far below the push services' 4 KB. */
const MAX_TEXT = 300;

/**
 * The transport of this deployment, or null when push is off. Without all three VAPID settings (well formed) nothing
 * is sent anywhere; in development the local adapter records the pushes instead of calling the push services.
 */
export function pushTransportOf(env: Bindings): PushTransport | null {
  const keys = parseVapidKeys(env);
  if (!keys) return null;
  return isDevelopment(env) ? new LocalPushTransport() : new HttpPushTransport(keys);
}

function clip(text: string): string {
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text;
}

function payloadOf(env: Bindings, row: PushTargetRow): PushPayload {
  const locale = isLocale(row.languageSetting) ? row.languageSetting : DEFAULT_LOCALE;
  const { title, subject } = renderMessage(row.kind as MessageKind, locale, row.params);
  const links = scheduledLinkContext(env);
  // An outbid opens the dealer's board at that auction's row (its element id is the thread's key, auction-<id>).
  const url =
    row.kind === 'outbid' && row.groupKey.startsWith('auction-')
      ? `${absoluteUrl(links, 'account-merchant-board', locale)}#${row.groupKey}`
      : absoluteUrl(links, 'account-messages-thread-slug', locale, { slug: row.groupKey });
  return { title: clip(title), body: clip(subject), url, tag: row.groupKey };
}

/**
 * Sends each new PUSH_KINDS message to every browser its recipient subscribed. A subscription the push service calls
 * gone (404/410) is deleted; anything else is logged and left alone. Never throws: push is a courtesy on top of the
 * stored message, the live stream and the e-mail.
 */
export async function pushToBrowsers(env: Bindings, inserted: readonly InsertedMessage[], transport: PushTransport | null = pushTransportOf(env)): Promise<void> {
  const ids = inserted.filter((message) => (PUSH_KINDS as readonly string[]).includes(message.kind)).map((message) => message.id);
  // Most deliveries (every bid) carry no push kind: no query at all then.
  if (ids.length === 0 || !transport) return;
  try {
    const db = createDb(env.DB);
    const targets = await pushTargetsOf(db, ids);
    const gone: number[] = [];
    await Promise.all(
      targets.map(async (row) => {
        try {
          const outcome = await transport.send({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }, payloadOf(env, row));
          if (outcome === 'gone') gone.push(row.subscriptionId);
          else if (outcome !== 'sent') console.warn(JSON.stringify({ job: 'web-push', messageId: row.messageId, subscriptionId: row.subscriptionId, outcome }));
        } catch (error) {
          console.error(JSON.stringify({ job: 'web-push', messageId: row.messageId, subscriptionId: row.subscriptionId, error: String(error) }));
        }
      }),
    );
    if (gone.length > 0) await deletePushSubscriptionsByIds(db, [...new Set(gone)]);
  } catch (error) {
    console.error(JSON.stringify({ job: 'web-push', error: String(error) }));
  }
}
