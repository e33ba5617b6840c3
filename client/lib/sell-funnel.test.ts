/** The sell funnel's rules: progress and back links per path, onboarding views, the stored draft, checks and tracking. */
import { describe, expect, it } from 'vitest';
import { emptyGroups } from '../../domain/product.ts';
import {
  createPath,
  EMPTY_DRAFT,
  funnelProgress,
  importFor,
  normalisePlateInput,
  type OnboardingAnswer,
  onboardingView,
  parseDraft,
  plateError,
  portalReferenceError,
  previousRoute,
  pushCreateAd,
  trackingFor,
} from './sell-funnel.ts';

const product = { entityId: 7, productType: 'motorhome' as const, title: 'Knaus Sun TI', editor: { resumeStep: 'equipment' as const } };
const answer = (status: OnboardingAnswer['status'], withProduct = true): OnboardingAnswer => ({
  status,
  product: withProduct ? product : null,
  showVmmContext: false,
  vmm: null,
});

describe('funnel progress', () => {
  it('counts four steps without the import and five with it', () => {
    expect(funnelProgress('type', false)).toEqual({ current: 1, total: 4 });
    expect(funnelProgress('timing', false)).toEqual({ current: 3, total: 4 });
    expect(funnelProgress('steps', false)).toEqual({ current: 4, total: 4 });
    expect(funnelProgress('import', true)).toEqual({ current: 3, total: 5 });
    expect(funnelProgress('steps', true)).toEqual({ current: 5, total: 5 });
  });

  it('counts the import page on the import path even when the choice was not stored', () => {
    expect(funnelProgress('import', false)).toEqual({ current: 3, total: 5 });
  });

  it('leads back along the path taken', () => {
    expect(previousRoute('type', false)).toBe('sell');
    expect(previousRoute('new-or-import', false)).toBe('sell-type');
    expect(previousRoute('import', true)).toBe('sell-new-or-import');
    expect(previousRoute('timing', true)).toBe('sell-import');
    expect(previousRoute('timing', false)).toBe('sell-new-or-import');
    expect(previousRoute('steps', true)).toBe('sell-timing');
  });
});

describe('onboarding view', () => {
  it('continues an ad in editing, and valuations with an ad like it', () => {
    expect(onboardingView(answer('PRODUCT_IN_EDITING'))).toEqual({ kind: 'continue', product });
    expect(onboardingView(answer('VMM_VALUATED_AND_VMM_PRODUCT_EDITING'))).toEqual({ kind: 'continue', product });
  });

  it('falls back to the choice without a product or with one the editor cannot open', () => {
    expect(onboardingView(answer('VMM_EDITING_AND_VMM_PRODUCT_EDITING', false))).toEqual({ kind: 'choose' });
    expect(onboardingView(answer('PRODUCT_IN_EDITING', false))).toEqual({ kind: 'choose' });
    const broken = { ...answer('PRODUCT_IN_EDITING'), product: { ...product, editor: { resumeStep: 'more-information' as const }, productType: 'trailer' as const } };
    expect(onboardingView(broken)).toEqual({ kind: 'choose' });
  });

  it('sends sellers whose ads all left editing to their ads, and everyone else to the choice', () => {
    expect(onboardingView(answer('PRODUCT_EXISTS_BUT_NOT_IN_EDITING_GO_TO_MY_ADS', false))).toEqual({ kind: 'my-ads' });
    expect(onboardingView(answer('ELSE', false))).toEqual({ kind: 'choose' });
  });
});

describe('stored draft', () => {
  const imported = { source: 'rdw', sourceUrl: null, productType: 'motorhome', attributes: { selects: { make: 'knaus' }, others: { model: 'Sun TI' } } };

  it('reads a stored draft and fills missing attribute groups', () => {
    const draft = parseDraft(JSON.stringify({ via: 'import', imported, saleTiming: 'later', entry: '/nl/verkopen' }));
    expect(draft).toEqual({
      via: 'import',
      imported: { ...imported, attributes: { ...emptyGroups(), selects: { make: 'knaus' }, others: { model: 'Sun TI' } } },
      saleTiming: 'later',
      entry: '/nl/verkopen',
    });
  });

  it('treats anything unreadable as no draft', () => {
    expect(parseDraft(null)).toEqual(EMPTY_DRAFT);
    expect(parseDraft('{not json')).toEqual(EMPTY_DRAFT);
    expect(parseDraft('[1]')).toEqual(EMPTY_DRAFT);
    expect(parseDraft(JSON.stringify({ via: 'x', imported: { ...imported, source: 'ebay' }, saleTiming: 'soon', entry: 'https://evil.test' }))).toEqual(EMPTY_DRAFT);
  });

  it('uses an import only on the import path and for the same kind of vehicle', () => {
    const draft = parseDraft(JSON.stringify({ via: 'import', imported }));
    expect(importFor(draft, 'motorhome')?.source).toBe('rdw');
    expect(importFor(draft, 'trailer')).toBeNull();
    expect(importFor({ ...draft, via: 'new' }, 'motorhome')).toBeNull();
  });
});

describe('import checks', () => {
  it('checks Dutch plates in capitals and without separators, as the registry reads them', () => {
    expect(normalisePlateInput(' cm-240 nl ')).toBe('CM240NL');
    expect(plateError('CM-240-NL')).toBeUndefined();
    expect(plateError('12-abc-3')).toBeUndefined();
    expect(plateError(' - ')).toBe('validation.required');
    expect(plateError('CM.240.NL')).toBe('validation.dutch_license_plate');
    expect(plateError('ABCDEF')).toBe('validation.dutch_license_plate');
    expect(plateError('AB-12-CD-34-EF')).toBe('validation.dutch_license_plate');
  });

  it('wants a digit in a portal link or ad id', () => {
    expect(portalReferenceError('https://suchen.mobile.de/fahrzeuge/details.html?id=123456')).toBeUndefined();
    expect(portalReferenceError('  ')).toBe('validation.required');
    expect(portalReferenceError('mobile.de')).toBe('validation.importer_link');
  });
});

describe('creation', () => {
  it('tracks the import source, else the funnel entry page', () => {
    const imported = { source: 'mobile_de' as const, sourceUrl: 'https://suchen.mobile.de/x?id=1', productType: 'motorhome' as const, attributes: emptyGroups() };
    expect(trackingFor(imported, '/sell')).toEqual({ source: 'mobile_de', source_url: 'https://suchen.mobile.de/x?id=1', funnel: 'import' });
    expect(trackingFor(null, '/verkaufen')).toEqual({ source: 'funnel', source_url: '/verkaufen', funnel: 'sell' });
  });

  it('creates under the account when signed in, else as a prospect', () => {
    expect(createPath(true)).toBe('/private/product/create');
    expect(createPath(false)).toBe('/public/product/create');
  });

  it('pushes create_ad only into an existing dataLayer', () => {
    const entries: Record<string, unknown>[] = [];
    pushCreateAd({ dataLayer: { push: (entry) => entries.push(entry) } }, 42);
    expect(entries).toEqual([{ event: 'create_ad', productId: 42, auctionId: null }]);
    const host: { dataLayer?: { push: (entry: Record<string, unknown>) => unknown } } = {};
    pushCreateAd(host, 42);
    expect(host.dataLayer).toBeUndefined();
  });
});
