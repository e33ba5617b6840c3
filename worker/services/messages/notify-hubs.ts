/** NotifyHub objects: one per customer (named by the customer id), and the stream shard that holds a customer's streams. */
import { streamShardName, type NotifyHub } from '../../../durable-objects/notify-hub.ts';
import type { Bindings } from '../../env.ts';

export function notifyHub(env: Pick<Bindings, 'NOTIFY_HUB'>, customerId: number): DurableObjectStub<NotifyHub> {
  return env.NOTIFY_HUB.get(env.NOTIFY_HUB.idFromName(String(customerId)));
}

/** The shard object holding the customer's notification streams. */
export function streamShard(env: Pick<Bindings, 'NOTIFY_HUB'>, customerId: number): DurableObjectStub<NotifyHub> {
  return env.NOTIFY_HUB.get(env.NOTIFY_HUB.idFromName(streamShardName(customerId)));
}

/** How many notification streams the customer has open. */
export async function openStreams(env: Pick<Bindings, 'NOTIFY_HUB'>, customerId: number): Promise<number> {
  return streamShard(env, customerId).streams(customerId);
}
