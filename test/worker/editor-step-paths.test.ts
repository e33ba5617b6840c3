import { describe, expect, it } from 'vitest';
import { call } from './helpers.ts';

describe('localized editor step paths', () => {
  it('moves an old (English step) editor path for good to the localized one, keeping the query', async () => {
    const response = await call('/ad/edit/motorhome/profile/12?from=mail', { redirect: 'manual' });
    expect(response.status).toBe(301);
    const location = new URL(response.headers.get('Location') ?? '', 'http://localhost');
    expect(location.pathname + location.search).toBe('/ad/edit/motorhome/profil/12?from=mail');
  });

  it('redirects in a prefixed locale and without the optional id', async () => {
    const response = await call('/nl/ad/edit/trailer/images', { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(new URL(response.headers.get('Location') ?? '', 'http://localhost').pathname).toBe('/nl/ad/edit/trailer/fotos');
  });

  it('serves the localized path itself, matched to the step by its code name', async () => {
    const response = await call('/ad/edit/motorhome/maengel/12', { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    const page = await response.text();
    expect(page.includes('"match":{"name":"ad-edit-type-step-id","locale":"de","params":{"type":"motorhome","step":"defects","id":"12"}}')).toBe(true);
  });

  it('keeps the English paths as they are (the step names are the English segments)', async () => {
    const response = await call('/en/ad/edit/motorhome/profile/12', { redirect: 'manual' });
    expect(response.status).not.toBe(301);
    expect(response.headers.get('Location')).toBeNull();
  });
});
