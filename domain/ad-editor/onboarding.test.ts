// The onboarding stepper's six statuses and which of them show the valuation context.
import { describe, expect, it } from 'vitest';
import { ONBOARDING_STATUSES, type OnboardingInput, onboardingStatus, showsValuationContext } from './onboarding.ts';

const NOTHING: OnboardingInput = { valuation: null, editingAdId: null, hasOtherAds: false, createNew: false };

describe('onboarding status', () => {
  it('has exactly the six statuses of the spec', () => {
    expect([...ONBOARDING_STATUSES].sort()).toEqual(
      [
        'VMM_VALUATED_AND_VMM_PRODUCT_EDITING',
        'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING',
        'VMM_EDITING_AND_VMM_PRODUCT_EDITING',
        'PRODUCT_IN_EDITING',
        'PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS',
        'ELSE',
      ].sort(),
    );
  });

  it('a valuation whose vehicle is in editing names the valuation status', () => {
    const withValuation = (status: 'editing' | 'under_review' | 'valuated') =>
      onboardingStatus({ ...NOTHING, valuation: { status, productEditing: true }, editingAdId: 7, hasOtherAds: true });
    expect(withValuation('valuated')).toBe('VMM_VALUATED_AND_VMM_PRODUCT_EDITING');
    expect(withValuation('under_review')).toBe('VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING');
    expect(withValuation('editing')).toBe('VMM_EDITING_AND_VMM_PRODUCT_EDITING');
  });

  it('a valuation whose vehicle left editing does not count', () => {
    const valuation = { status: 'valuated', productEditing: false } as const;
    expect(onboardingStatus({ ...NOTHING, valuation })).toBe('ELSE');
    expect(onboardingStatus({ ...NOTHING, valuation, editingAdId: 3 })).toBe('PRODUCT_IN_EDITING');
  });

  it('an ad in editing is continued before "my ads"', () => {
    expect(onboardingStatus({ ...NOTHING, editingAdId: 12, hasOtherAds: true })).toBe('PRODUCT_IN_EDITING');
  });

  it('an ad id of 0 is still an ad', () => {
    expect(onboardingStatus({ ...NOTHING, editingAdId: 0 })).toBe('PRODUCT_IN_EDITING');
  });

  it('a seller whose ads all left editing goes to my ads', () => {
    expect(onboardingStatus({ ...NOTHING, hasOtherAds: true })).toBe('PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS');
  });

  it('a new seller gets ELSE', () => {
    expect(onboardingStatus(NOTHING)).toBe('ELSE');
  });

  it('asking to create a new ad overrides everything', () => {
    const busy: OnboardingInput = { valuation: { status: 'valuated', productEditing: true }, editingAdId: 1, hasOtherAds: true, createNew: true };
    expect(onboardingStatus(busy)).toBe('ELSE');
  });

  it('only the valuation statuses show the valuation context', () => {
    const shown = ONBOARDING_STATUSES.filter((status) => showsValuationContext(status));
    expect(shown).toEqual([
      'VMM_VALUATED_AND_VMM_PRODUCT_EDITING',
      'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING',
      'VMM_EDITING_AND_VMM_PRODUCT_EDITING',
    ]);
  });
});
