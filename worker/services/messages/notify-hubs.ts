/** The NotifyHub Durable Object of a customer: one per customer, named by the customer id. */
import type { NotifyHub } from '../../../durable-objects/notify-hub.ts';
import type { Bindings } from '../../env.ts';

export function notifyHub(env: Pick<Bindings, 'NOTIFY_HUB'>, customerId: number): DurableObjectStub<NotifyHub> {
  return env.NOTIFY_HUB.get(env.NOTIFY_HUB.idFromName(String(customerId)));
}
