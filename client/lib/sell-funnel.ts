/** Sell-funnel rules: page order and progress, the onboarding decision, the stored draft, import checks and tracking. */
import type { OnboardingStatus } from '../../domain/ad-editor/onboarding.ts';
import { type EditorStep, isEditorStep, isProductKind } from '../../domain/ad-editor/steps.ts';
import type { ProductKind } from '../../domain/attributes.ts';
import type { GroupedAttributes } from '../../domain/product.ts';
import type { RouteName } from '../../domain/routes.ts';
import { isDutchLicensePlate, isImporterLink } from '../../domain/validation/predicates.ts';

/** The funnel's pages in order; "import" is only walked when the seller chose to import. */
export type FunnelPage = 'type' | 'new-or-import' | 'import' | 'timing' | 'steps';

const ORDER: readonly FunnelPage[] = ['type', 'new-or-import', 'import', 'timing', 'steps'];

/** "Step x of y": the import page counts only on the import path, so both paths end at their last step. */
export function funnelProgress(page: FunnelPage, viaImport: boolean): { current: number; total: number } {
  const pages = viaImport ? ORDER : ORDER.filter((entry) => entry !== 'import');
  const index = pages.indexOf(page);
  // The import page reached without the import choice (a bookmark) still counts as the import path.
  if (index < 0) return funnelProgress(page, true);
  return { current: index + 1, total: pages.length };
}

/** Where a page's back link leads: the previous page of the path the seller is on (the first goes to the sell page). */
export function previousRoute(page: FunnelPage, viaImport: boolean): RouteName {
  switch (page) {
    case 'type':
      return 'sell';
    case 'new-or-import':
      return 'sell-type';
    case 'import':
      return 'sell-new-or-import';
    case 'timing':
      return viaImport ? 'sell-import' : 'sell-new-or-import';
    case 'steps':
      return 'sell-timing';
  }
}

/** The parts of the onboarding stepper's product the funnel reads (the whole answer is the editor's EditorProduct). */
export interface OnboardingProduct {
  entityId: number;
  productType: ProductKind;
  title: string;
  editor: { resumeStep: EditorStep };
}

export interface OnboardingAnswer {
  status: OnboardingStatus;
  product: OnboardingProduct | null;
  showVmmContext: boolean;
  vmm: unknown;
}

export type OnboardingView = { kind: 'continue'; product: OnboardingProduct } | { kind: 'my-ads' } | { kind: 'choose' };

/** An ad with a usable kind and step; anything else cannot be continued in the editor. */
function continuable(product: OnboardingProduct | null): product is OnboardingProduct {
  return product !== null && isProductKind(product.productType) && isEditorStep(product.productType, product.editor?.resumeStep);
}

/**
 * What the first funnel page offers. The valuation statuses (VMM_*) continue their ad like an ad in editing until the
 * valuation flow exists; without a product they fall back to the plain choice.
 */
export function onboardingView(answer: OnboardingAnswer): OnboardingView {
  switch (answer.status) {
    case 'PRODUCT_IN_EDITING':
    case 'VMM_VALUATED_AND_VMM_PRODUCT_EDITING':
    case 'VMM_UNDER_REVIEW_AND_VMM_PRODUCT_EDITING':
    case 'VMM_EDITING_AND_VMM_PRODUCT_EDITING':
      return continuable(answer.product) ? { kind: 'continue', product: answer.product } : { kind: 'choose' };
    case 'PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS':
      return { kind: 'my-ads' };
    default:
      return { kind: 'choose' };
  }
}

export type ImportSource = 'rdw' | 'mobile_de';
export type SaleTiming = 'now' | 'later';

/** Vehicle data an import found, kept until the ad is created from it. */
export interface ImportedData {
  source: ImportSource;
  sourceUrl: string | null;
  productType: ProductKind;
  attributes: GroupedAttributes;
}

/** What the funnel remembers between its pages (sessionStorage): the path taken, the import, the timing. */
export interface SellDraft {
  via: 'new' | 'import' | null;
  imported: ImportedData | null;
  saleTiming: SaleTiming | null;
  /** The path the seller entered the funnel on (the tracked source URL). */
  entry: string | null;
}

export const EMPTY_DRAFT: SellDraft = { via: null, imported: null, saleTiming: null, entry: null };

const GROUPS = ['datetimes', 'ints', 'decimals', 'selects', 'others'] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readImported(value: unknown): ImportedData | null {
  if (!isRecord(value) || !isRecord(value.attributes)) return null;
  const { source, sourceUrl, productType, attributes } = value;
  if ((source !== 'rdw' && source !== 'mobile_de') || typeof productType !== 'string' || !isProductKind(productType)) return null;
  if (sourceUrl !== null && typeof sourceUrl !== 'string') return null;
  const groups = Object.fromEntries(GROUPS.map((group) => [group, isRecord(attributes[group]) ? attributes[group] : {}]));
  return { source, sourceUrl, productType, attributes: groups as unknown as GroupedAttributes };
}

/** The stored draft; anything unreadable (another version, a hand edit) counts as no draft rather than an error. */
export function parseDraft(raw: string | null): SellDraft {
  if (!raw) return EMPTY_DRAFT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (!isRecord(value)) return EMPTY_DRAFT;
  return {
    via: value.via === 'new' || value.via === 'import' ? value.via : null,
    imported: readImported(value.imported),
    saleTiming: value.saleTiming === 'now' || value.saleTiming === 'later' ? value.saleTiming : null,
    entry: typeof value.entry === 'string' && value.entry.startsWith('/') ? value.entry : null,
  };
}

/** The import to create the ad from: only one of the kind being created (a caravan's data never fills a motorhome). */
export function importFor(draft: SellDraft, kind: ProductKind): ImportedData | null {
  return draft.via === 'import' && draft.imported?.productType === kind ? draft.imported : null;
}

/**
 * The plate as the registry reads it: capitals without spaces and hyphens. People write plates with their hyphens
 * ("CM-240-NL"), which would exceed the rule's 8 characters; the registry looks plates up without them anyway.
 */
export function normalisePlateInput(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/g, '');
}

/** The spec's plate rule on the client; answers the validation.* key to show, or undefined when fine. */
export function plateError(value: string): string | undefined {
  const plate = normalisePlateInput(value);
  if (!plate) return 'validation.required';
  return isDutchLicensePlate(plate) ? undefined : 'validation.dutch_license_plate';
}

/** The spec's importer-link rule (a URL or ad id must contain a digit). */
export function portalReferenceError(value: string): string | undefined {
  const reference = value.trim();
  if (!reference) return 'validation.required';
  return isImporterLink(reference) ? undefined : 'validation.importer_link';
}

export interface TrackBody {
  source: string;
  source_url: string | null;
  funnel: 'import' | 'sell';
}

/** Where the ad came from: the import's source, else the funnel with the page the seller entered it on. */
export function trackingFor(imported: ImportedData | null, entryPath: string): TrackBody {
  if (imported) return { source: imported.source, source_url: imported.sourceUrl, funnel: 'import' };
  return { source: 'funnel', source_url: entryPath, funnel: 'sell' };
}

/** Anonymous sellers create as prospects (by the visitor cookie), signed-in ones under their account. */
export function createPath(signedIn: boolean): string {
  return signedIn ? '/private/product/create' : '/public/product/create';
}

/** The tag manager's queue, when the page has one (it is only there with the analytics consent). */
export interface DataLayerHost {
  dataLayer?: { push: (entry: Record<string, unknown>) => unknown };
}

/** The spec's create_ad event; without a dataLayer nothing is pushed (and none is created). */
export function pushCreateAd(host: DataLayerHost, productId: number): void {
  host.dataLayer?.push({ event: 'create_ad', productId, auctionId: null });
}
