/** The footer's dealer link: the content service's merchant landing page of the locale, with the dealers' page as fallback. */
import { describe, expect, it } from 'vitest';
import { merchantLandingTarget } from './merchant-landing-link.ts';
import { pathFor } from './routes.ts';

describe('merchantLandingTarget', () => {
  it('falls back to the storefront dealers page without a published page or with a malformed URL', () => {
    expect(merchantLandingTarget(null, 'de')).toEqual({ to: 'merchant-landing', params: {} });
    expect(merchantLandingTarget('', 'en')).toEqual({ to: 'merchant-landing', params: {} });
    expect(merchantLandingTarget('https://evil.example/x', 'en')).toEqual({ to: 'merchant-landing', params: {} });
    expect(merchantLandingTarget('//evil.example', 'en')).toEqual({ to: 'merchant-landing', params: {} });
  });

  it('links a URL that is a storefront route of the locale to that route', () => {
    expect(merchantLandingTarget('/dealers', 'en')).toEqual({ to: 'merchant-landing', params: {} });
    expect(merchantLandingTarget('/handel', 'de')).toEqual({ to: 'merchant-landing', params: {} });
  });

  it('links any other URL to the landing page itself, with the locale prefix where the strategy wants one', () => {
    const target = merchantLandingTarget('/spring/dealers', 'nl');
    expect(target).toEqual({ to: 'landing-url', params: { url: 'spring/dealers' } });
    expect(pathFor(target.to, 'nl', target.params)).toBe('/nl/lp/spring/dealers');
    // The German dealers' path is no Dutch route: it is the Dutch landing page's own address.
    expect(merchantLandingTarget('/handel', 'nl')).toEqual({ to: 'landing-url', params: { url: 'handel' } });
  });
});
