import { describe, expect, it } from 'vitest';
import { addressOf, mayFollowUp } from './follow-up.ts';

describe('follow-up navigation', () => {
  const review = { pathname: '/en/admin/ads/648', search: '' };

  it('follows up while the user is still on the page the action began on', () => {
    expect(mayFollowUp(addressOf(review), { ...review })).toBe(true);
  });

  it('leaves a user alone who opened another page or query meanwhile', () => {
    expect(mayFollowUp(addressOf(review), { pathname: '/en/admin/content', search: '' })).toBe(false);
    expect(mayFollowUp(addressOf(review), { pathname: '/en/admin/ads/648', search: '?tab=documents' })).toBe(false);
  });
});
