/** Official documents of an ad in editing: a PDF or a scan checked by its bytes into R2, downloaded by the owner only, never via /media. */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS } from '../../domain/uploads.ts';
import { browser, type Caller, type ErrorAnswer, JPEG, newAd, PDF, r2Keys, readAd, signedInSeller, TEXT_FILE, uploadDocument } from './ads-helpers.ts';
import { call, json } from './helpers.ts';

interface DocumentAnswer {
  document: { id: number; kind: string; fileName: string };
  documents: { id: number; kind: string; fileName: string }[];
}

const documentPath = (caller: Caller, id: number, documentId: number) => `/${caller.scope}/product/${id}/documents/${documentId}`;

async function addDocument(caller: Caller, id: number, body: Uint8Array<ArrayBuffer> = PDF, fileName = 'schein.pdf'): Promise<DocumentAnswer> {
  const response = await uploadDocument(caller, id, body, { fileName });
  expect(response.status, await response.clone().text()).toBe(201);
  return json<DocumentAnswer>(response);
}

describe('document uploads', () => {
  it('stores a PDF in R2 as application/pdf and lists it with a sanitized name', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { document, documents } = await addDocument(caller, ad.entityId, PDF, 'Fahrzeugschein Teil 1 (neu).pdf');
    expect(document).toMatchObject({ kind: 'registration_certificate' });
    expect(document.fileName).toMatch(/^Fahrzeugschein_Teil_1_neu_[a-z]{4}\.pdf$/);
    expect(documents).toEqual([document]);
    const keys = await r2Keys(`products/${ad.entityId}/documents/`);
    expect(keys).toHaveLength(1);
    expect((await env.MEDIA.head(keys[0] ?? ''))?.httpMetadata?.contentType).toBe('application/pdf');
    expect((await readAd(caller, ad.entityId)).documents).toEqual([document]);
  });

  it('accepts a scan as a JPEG, typed by its bytes', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await uploadDocument(caller, ad.entityId, JPEG, { kind: 'inspection_report', fileName: 'hu.jpg', contentType: 'application/pdf' });
    expect(response.status).toBe(201);
    expect((await json<DocumentAnswer>(response)).document).toMatchObject({ kind: 'inspection_report', fileName: 'hu.jpg' });
    const [key] = await r2Keys(`products/${ad.entityId}/documents/`);
    expect((await env.MEDIA.head(key ?? ''))?.httpMetadata?.contentType).toBe('image/jpeg');
  });

  it('refuses a text file and stores nothing', async () => {
    const caller = browser({ 'X-Locale': 'en' });
    const ad = await newAd(caller);
    const response = await uploadDocument(caller, ad.entityId, TEXT_FILE, { fileName: 'schein.pdf' });
    expect(response.status).toBe(400);
    expect((await json<ErrorAnswer>(response)).error.fields?.file).toBe('Please upload a PDF or an image (JPEG, PNG, HEIC)');
    expect(await r2Keys(`products/${ad.entityId}/`)).toEqual([]);
    expect((await readAd(caller, ad.entityId)).documents).toEqual([]);
  });

  it('refuses a PDF cut off before its end marker', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await uploadDocument(caller, ad.entityId, PDF.slice(0, PDF.length - 8));
    expect(response.status).toBe(400);
    expect(await r2Keys(`products/${ad.entityId}/`)).toEqual([]);
  });

  it('refuses a document over its size limit with 413 and stores nothing', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const big = new Uint8Array(MAX_DOCUMENT_BYTES + 1);
    big.set(PDF.subarray(0, 9));
    big.set(new TextEncoder().encode('%%EOF\n'), big.length - 6);
    const response = await uploadDocument(caller, ad.entityId, big);
    expect(response.status).toBe(413);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('payload_too_large');
    expect(await r2Keys(`products/${ad.entityId}/`)).toEqual([]);
  });

  it('needs to know which document it is', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const response = await uploadDocument(caller, ad.entityId, PDF, { kind: 'passport' });
    expect(response.status).toBe(400);
    expect(await r2Keys(`products/${ad.entityId}/`)).toEqual([]);
  });

  it('refuses a document beyond the maximum', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const rows = Array.from({ length: MAX_DOCUMENTS }, (_, index) =>
      env.DB.prepare("INSERT INTO product_documents (product_id, kind, object_key, file_name, content_type) VALUES (?, 'inspection_report', ?, 'x.pdf', 'application/pdf')").bind(
        ad.entityId,
        `products/${ad.entityId}/documents/seeded${index}`,
      ),
    );
    await env.DB.batch(rows);
    const response = await uploadDocument(caller, ad.entityId, PDF);
    expect(response.status).toBe(409);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('too_many_documents');
    expect(await r2Keys(`products/${ad.entityId}/`)).toEqual([]);
  });

  it('deletes a document from the list and from R2', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { document } = await addDocument(caller, ad.entityId);
    const response = await call(documentPath(caller, ad.entityId, document.id), { method: 'DELETE', headers: caller.headers });
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ documents: [] });
    expect(await r2Keys(`products/${ad.entityId}/documents/`)).toEqual([]);
    expect((await call(documentPath(caller, ad.entityId, document.id), { method: 'DELETE', headers: caller.headers })).status).toBe(404);
  });
});

describe('document downloads', () => {
  it('give the owner the file as an attachment that no browser renders', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { document } = await addDocument(caller, ad.entityId);
    const response = await call(documentPath(caller, ad.entityId, document.id), { headers: caller.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toBe(`attachment; filename="${document.fileName}"`);
    expect(response.headers.get('Content-Type')).toBe('application/pdf');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(PDF);
  });

  it('works for a signed-in owner under /private', async () => {
    const { caller } = await signedInSeller();
    const ad = await newAd(caller);
    const { document } = await addDocument(caller, ad.entityId);
    const response = await call(documentPath(caller, ad.entityId, document.id), { headers: caller.headers });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment;/);
    await response.arrayBuffer();
  });

  it('are refused to another browser (401) and a signed-in stranger (404)', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const { document } = await addDocument(caller, ad.entityId);
    const other = await call(documentPath(caller, ad.entityId, document.id), { headers: browser().headers });
    expect(other.status).toBe(401);
    expect(await other.text()).not.toContain('%PDF');
    const stranger = (await signedInSeller()).caller;
    const refused = await call(documentPath(stranger, ad.entityId, document.id), { headers: stranger.headers });
    expect(refused.status).toBe(404);
    expect(await refused.text()).not.toContain('%PDF');
  });

  it('never leave through the media route, not even to the owner', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    await addDocument(caller, ad.entityId);
    const [key] = await r2Keys(`products/${ad.entityId}/documents/`);
    const response = await call(`/media/${key}`, { headers: caller.headers });
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('%PDF');
  });

  it('answer 404 for a document of another ad', async () => {
    const caller = browser();
    const ad = await newAd(caller);
    const other = await newAd(caller);
    const { document } = await addDocument(caller, other.entityId);
    const response = await call(documentPath(caller, ad.entityId, document.id), { headers: caller.headers });
    expect(response.status).toBe(404);
    expect((await json<ErrorAnswer>(response)).error.code).toBe('document_not_found');
  });
});
