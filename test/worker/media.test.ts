/** The media route: product photos only, public ones cached for a year, others only for their owner; no documents. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { call } from './helpers.ts';

let publicId = 0;
let draftId = 0;
let owner = { email: '', id: 0 };

async function insertProduct(customerId: number, status: string): Promise<number> {
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, zip_code, city, country, status)
     VALUES (?, 'motorhome', 'Hymer', 'hymer', 'B 678', 2019, 5, '20095', 'Hamburg', 'DE', ?) RETURNING id`,
  )
    .bind(customerId, status)
    .first<{ id: number }>();
  if (!row) throw new Error('insert failed');
  await env.MEDIA.put(`products/${row.id}/0`, '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
  await env.MEDIA.put(`products/${row.id}/damages/7/0`, '<svg xmlns="http://www.w3.org/2000/svg"/>', { httpMetadata: { contentType: 'image/svg+xml' } });
  return row.id;
}

beforeAll(async () => {
  owner = await createCustomer();
  publicId = await insertProduct(owner.id, 'running');
  draftId = await insertProduct(owner.id, 'editing');
  await env.MEDIA.put('merchant-documents/1/trade-registration', 'secret', { httpMetadata: { contentType: 'application/pdf' } });
});

describe('media', () => {
  it('serves photos and damage photos of public listings with a year of caching and a sandboxing policy', async () => {
    for (const path of [`/media/products/${publicId}/0`, `/media/products/${publicId}/damages/7/0`]) {
      const response = await call(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
      expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
      await response.arrayBuffer();
    }
  });

  it('never serves documents or other keys', async () => {
    for (const path of ['/media/merchant-documents/1/trade-registration', '/media/products/../merchant-documents/1/trade-registration', '/media/products/x/0']) {
      const response = await call(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('shows photos of an unpublished ad only to its owner, never cached publicly', async () => {
    expect((await call(`/media/products/${draftId}/0`)).status).toBe(404);
    const stranger = await createCustomer();
    expect((await call(`/media/products/${draftId}/0`, { headers: bearer(await login(stranger.email)) })).status).toBe(404);
    const response = await call(`/media/products/${draftId}/0`, { headers: bearer(await login(owner.email)) });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    await response.arrayBuffer();
  });

  it('accepts the storefront widths and refuses others; an SVG is served as it is at any width', async () => {
    const ok = await call(`/media/products/${publicId}/0?w=640`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('<svg');
    const bad = await call(`/media/products/${publicId}/0?w=99999`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { fields: { w: expect.any(String) } } });
  });
});
