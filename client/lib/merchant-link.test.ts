import { describe, expect, it } from 'vitest';
import { withoutMerchantParam } from './merchant-link.ts';

describe('withoutMerchantParam', () => {
  it('removes only the secret and keeps the rest of the address', () => {
    expect(withoutMerchantParam('/en/catalog', '?make=hymer&mc=S3cret&page=2', '#top')).toBe('/en/catalog?make=hymer&page=2#top');
    expect(withoutMerchantParam('/', '?mc=S3cret')).toBe('/');
    expect(withoutMerchantParam('/', '?mc=')).toBe('/');
  });

  it('leaves an address without a secret alone', () => {
    expect(withoutMerchantParam('/', '?make=hymer')).toBeNull();
    expect(withoutMerchantParam('/', '')).toBeNull();
  });
});
