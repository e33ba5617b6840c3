/** The dealer's trade registration upload decides by the bytes: a declared type that the content does not match is refused. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { bearer, createCustomer, login } from './accounts-helpers.ts';
import { PDF, PNG } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

async function dealer(): Promise<{ headers: Record<string, string>; merchantId: number }> {
  const customer = await createCustomer({ profileType: 'MERCHANT' });
  const merchant = await env.DB.prepare("INSERT INTO merchants (customer_id, company, country) VALUES (?, 'Upload GmbH', 'DE') RETURNING id")
    .bind(customer.id)
    .first<{ id: number }>();
  return { headers: bearer(await login(customer.email)), merchantId: merchant?.id ?? 0 };
}

const upload = (headers: Record<string, string>, type: string, body: Uint8Array<ArrayBuffer> | string) =>
  call('/private/merchant/trade-registration', { method: 'PUT', headers: { ...headers, 'Content-Type': type, 'X-Locale': 'en' }, body });

async function storedKey(merchantId: number): Promise<string | null> {
  const row = await env.DB.prepare('SELECT trade_registration_key AS key FROM merchants WHERE id = ?').bind(merchantId).first<{ key: string | null }>();
  return row?.key ?? null;
}

describe('PUT /private/merchant/trade-registration', () => {
  it.each([
    ['HTML declared as a PDF', 'application/pdf', '<html><body><script>alert(document.cookie)</script></body></html>'],
    ['a PNG declared as a PDF', 'application/pdf', PNG],
    ['a PDF declared as a JPEG', 'image/jpeg', PDF],
    ['a truncated PDF', 'application/pdf', PDF.subarray(0, 20)],
    ['SVG declared as a PNG', 'image/png', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
  ])('refuses %s with a localized 400 and stores nothing', async (_name, type, body) => {
    const { headers, merchantId } = await dealer();
    const response = await upload(headers, type, body);
    expect(response.status).toBe(400);
    const answer = await json<{ error: { code: string; fields: Record<string, string> } }>(response);
    expect(answer.error.code).toBe('validation_failed');
    expect(answer.error.fields.document).toBe('The file’s content does not match its type. Please upload a genuine PDF or image (JPEG, PNG, HEIC).');
    expect(await storedKey(merchantId)).toBeNull();
    expect(await env.MEDIA.head(`merchant-documents/${merchantId}/trade-registration`)).toBeNull();
  });

  it('stores a genuine file with the type its bytes have', async () => {
    const { headers, merchantId } = await dealer();
    const response = await upload(headers, 'image/png', PNG);
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ stored: true, size: PNG.byteLength });
    const object = await env.MEDIA.get(`merchant-documents/${merchantId}/trade-registration`);
    expect(object?.httpMetadata?.contentType).toBe('image/png');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PNG);
    expect(await storedKey(merchantId)).toBe(`merchant-documents/${merchantId}/trade-registration`);
  });

  it('keeps the previous document when a replacement is refused', async () => {
    const { headers, merchantId } = await dealer();
    expect((await upload(headers, 'application/pdf', PDF)).status).toBe(200);
    expect((await upload(headers, 'application/pdf', '<html>not a pdf</html>')).status).toBe(400);
    const object = await env.MEDIA.get(`merchant-documents/${merchantId}/trade-registration`);
    expect(object?.httpMetadata?.contentType).toBe('application/pdf');
    expect(new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(PDF);
  });
});
