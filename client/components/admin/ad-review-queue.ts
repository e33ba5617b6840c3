/** The cached pages of the ad review queue, kept in step with a decision taken in this console. */
import { mutate } from 'swr';
import type { AdQueue } from './ad-review-types.ts';

export const AD_QUEUE_PATH = '/admin/api/reviews/ads?';

/** Drops a decided ad from every cached queue page, so no page shows it while the queue reloads. */
export function withoutQueuedAd(productId: number): Promise<unknown> {
  return mutate<AdQueue>(
    (key) => typeof key === 'string' && key.startsWith(AD_QUEUE_PATH),
    (queue) => {
      if (!queue || !queue.items.some((item) => item.productId === productId)) return queue;
      return { ...queue, items: queue.items.filter((item) => item.productId !== productId), total: Math.max(0, queue.total - 1) };
    },
    { revalidate: false },
  );
}
