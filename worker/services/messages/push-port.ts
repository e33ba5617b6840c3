/** The port web push is sent through: one encrypted message to one browser subscription, answered by an outcome. */
import type { PushOutcome } from '../../../domain/messages/web-push.ts';

export type { PushOutcome } from '../../../domain/messages/web-push.ts';

/** A browser subscription as PushManager.subscribe() gave it. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker (public/push-worker.js) shows: kept small, a push message carries at most about 4 KB. */
export interface PushPayload {
  title: string;
  body: string;
  /** Absolute URL of the message thread, opened when the notification is clicked. */
  url: string;
  /** A newer notification of the same thread replaces the older one on the screen. */
  tag: string;
}

export interface PushTransport {
  /** Sends one message; answers what the push service said. Throws only when the service could not be reached. */
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
