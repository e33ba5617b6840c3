/**
 * Where a seller resumes an ad (spec 001 section 4, intake step progression): the first part that is not
 * complete, and after the auction settings either the account step or the last step.
 */
import type { ProductKind } from '../attributes.ts';
import { profileSet, type ReadinessMap } from './readiness.ts';
import type { EditorStep } from './steps.ts';

export interface ProgressionFlags {
  /** The seller is signed in (not an anonymous prospect). */
  signedIn: boolean;
  /** The seller's account data is complete (the personal-data step has nothing left to ask). */
  accountComplete: boolean;
}

const complete = (map: ReadinessMap, code: keyof ReadinessMap) => map[code] === 100;

/**
 * The intake step to continue at. Start at profile; a complete profile leads to equipment, a complete general
 * description to defects, complete damages to images, complete images to auction; a complete auction step leads
 * to last-step when both flags hold, else to personal-data. Anything unreadable falls back to profile.
 */
export function resumeStep(kind: ProductKind, map: ReadinessMap | null | undefined, flags: ProgressionFlags): EditorStep {
  if (!map) return 'profile';
  if (!complete(map, profileSet(kind))) return 'profile';
  if (!complete(map, 'product_description')) return 'equipment';
  if (!complete(map, 'damages')) return 'defects';
  if (!complete(map, 'product_images')) return 'images';
  if (!complete(map, 'auction')) return 'auction';
  return flags.signedIn && flags.accountComplete ? 'last-step' : 'personal-data';
}
