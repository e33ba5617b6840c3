/**
 * The onboarding stepper (GET /public/product/onboarding-stepper): where a returning seller lands when they start
 * to sell, from their valuation (VMM) and their ads. The six statuses are the spec's.
 */
export const ONBOARDING_STATUSES = [
  'VMM_VALUATED_AND_VMM_PRODUCT_EDITING',
  'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING',
  'VMM_EDITING_AND_VMM_PRODUCT_EDITING',
  'PRODUCT_IN_EDITING',
  'PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS',
  'ELSE',
] as const;
export type OnboardingStatus = (typeof ONBOARDING_STATUSES)[number];

export type ValuationStatus = 'editing' | 'under_review' | 'valuated';

export interface OnboardingInput {
  /** The seller's valuation and whether its vehicle is still an ad in editing; null without a valuation. */
  valuation: { status: ValuationStatus; productEditing: boolean } | null;
  /** The seller's newest ad in editing, if any. */
  editingAdId: number | null;
  /** The seller has ads that left editing (under review, published, sold, ...). */
  hasOtherAds: boolean;
  /** The seller asked to start a new ad ("create new") rather than continue. */
  createNew: boolean;
}

const VMM_STATUS: Record<ValuationStatus, OnboardingStatus> = {
  valuated: 'VMM_VALUATED_AND_VMM_PRODUCT_EDITING',
  under_review: 'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING',
  editing: 'VMM_EDITING_AND_VMM_PRODUCT_EDITING',
};

/**
 * A valuation whose vehicle is still being edited comes first (its data becomes the ad); then an ad in editing is
 * continued; a seller whose ads all left editing is sent to "my ads"; otherwise (or when asked) a new ad starts.
 */
export function onboardingStatus(input: OnboardingInput): OnboardingStatus {
  if (input.createNew) return 'ELSE';
  if (input.valuation?.productEditing) return VMM_STATUS[input.valuation.status];
  if (input.editingAdId !== null) return 'PRODUCT_IN_EDITING';
  if (input.hasOtherAds) return 'PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS';
  return 'ELSE';
}

/** Whether the stepper shows the valuation's context (its price range) above the ad. */
export function showsValuationContext(status: OnboardingStatus): boolean {
  return status.startsWith('VMM_');
}
