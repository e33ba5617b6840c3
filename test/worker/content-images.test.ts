/** Content images: operators upload them (bytes decide the type), everyone sees them with immutable, nosniff headers. */
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer } from './accounts-helpers.ts';
import { call, json } from './helpers.ts';
import { auditRows, count, customerHeaders } from './landing-helpers.ts';
import { operatorSession, type Operator } from './operator-helpers.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

let operator: Operator;
let customer: Record<string, string>;

beforeAll(async () => {
  operator = await operatorSession();
  customer = await customerHeaders();
});

const upload = (body: BodyInit, type: string, headers: Record<string, string> = bearer(operator)) =>
  call('/admin/api/content/images', { method: 'POST', headers: { ...headers, 'Content-Type': type }, body });

describe('content image upload', () => {
  it('401 anonymous, 403 for a customer, nothing stored', async () => {
    const before = [await count('content_images'), await count('audit_log')];
    expect((await upload(PNG, 'image/png', {})).status).toBe(401);
    expect((await upload(PNG, 'image/png', customer)).status).toBe(403);
    expect([await count('content_images'), await count('audit_log')]).toEqual(before);
  });

  it('stores a PNG under content/, records it and answers its public URL', async () => {
    const response = await upload(PNG, 'image/png');
    expect(response.status).toBe(201);
    const { key, url } = await json<{ key: string; url: string }>(response);
    expect(key).toMatch(/^content\/[0-9a-f]{32}\.png$/);
    expect(url).toBe(`/content-images/${key.slice('content/'.length)}`);
    expect(await env.MEDIA.head(key)).not.toBeNull();
    const row = await env.DB.prepare('SELECT * FROM content_images WHERE object_key = ?').bind(key).first<Record<string, unknown>>();
    expect(row).toMatchObject({ content_type: 'image/png', size: PNG.byteLength, uploaded_by: operator.customerId });
    const audit = await auditRows('content.image_uploaded', key);
    expect(audit).toHaveLength(1);
    expect(audit[0]?.actor_customer_id).toBe(operator.customerId);

    const served = await call(url);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
    const head = await call(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('Content-Type')).toBe('image/png');
  });

  it('refuses a text file declared as PNG, other declared types and empty bodies, storing nothing', async () => {
    const before = [await count('content_images'), await count('audit_log')];
    const text = await upload('<svg onload="alert(1)">not a picture</svg>', 'image/png');
    expect(text.status).toBe(400);
    expect((await json<{ error: { fields: Record<string, string> } }>(text)).error.fields.file).toBe('Bitte laden Sie ein vollständiges Bild hoch (JPEG, PNG oder WebP)');
    expect((await upload(PNG, 'image/svg+xml')).status).toBe(415);
    expect((await upload(PNG, 'text/html')).status).toBe(415);
    expect((await upload(new Uint8Array(), 'image/png')).status).toBe(400);
    expect([await count('content_images'), await count('audit_log')]).toEqual(before);
    const listed = await env.MEDIA.list({ prefix: 'content/' });
    expect(listed.objects.length).toBe(await count('content_images'));
  });

  it('refuses images over 5 MB with 413', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG.subarray(0, 8), 0);
    expect((await upload(big, 'image/png')).status).toBe(413);
  });

  it('serves nothing for unknown or foreign names', async () => {
    expect((await call(`/content-images/${'c'.repeat(32)}.png`)).status).toBe(404);
    expect((await call('/content-images/..%2Fproducts%2F1%2F1')).status).toBe(404);
    expect((await call('/content-images/x.svg')).status).toBe(404);
  });
});
