/**
 * Development adapter of the push port: nothing leaves the machine. Each push is logged and kept in memory (the
 * latest 100 of this isolate), so a developer sees what a dealer's browser would have shown.
 */
import type { PushOutcome, PushPayload, PushTarget, PushTransport } from './push-port.ts';

export interface RecordedPush {
  endpoint: string;
  payload: PushPayload;
  at: number;
}

const RECORDED_LIMIT = 100;
const recorded: RecordedPush[] = [];

/** The pushes this isolate recorded, oldest first. */
export function recordedPushes(): readonly RecordedPush[] {
  return recorded;
}

export class LocalPushTransport implements PushTransport {
  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    recorded.push({ endpoint: target.endpoint, payload, at: Date.now() });
    if (recorded.length > RECORDED_LIMIT) recorded.splice(0, recorded.length - RECORDED_LIMIT);
    console.log(JSON.stringify({ job: 'web-push', transport: 'local', title: payload.title, body: payload.body, url: payload.url }));
    return 'sent';
  }
}
