import { describe, expect, it } from 'vitest';
import { batchesOf, type CollectedAction, isClientUserAction, MAX_ACTIONS_PER_BATCH } from './user-actions.ts';

const action = (index: number): CollectedAction => ({ action: 'catalog_filter', context: 'catalog', product_entity_id: index });

describe('user actions', () => {
  it('accepts only the storefront actions from the browser', () => {
    expect(isClientUserAction('watch_added')).toBe(true);
    expect(isClientUserAction('logout')).toBe(false);
    expect(isClientUserAction('drop table')).toBe(false);
  });

  it('sends a queue in batches of the allowed size, oldest first', () => {
    const queue = Array.from({ length: MAX_ACTIONS_PER_BATCH * 2 + 1 }, (_, index) => action(index));
    const batches = batchesOf(queue);
    expect(batches.map((batch) => batch.length)).toEqual([MAX_ACTIONS_PER_BATCH, MAX_ACTIONS_PER_BATCH, 1]);
    expect(batches.flat()).toEqual(queue);
    expect(batchesOf([])).toEqual([]);
  });
});
