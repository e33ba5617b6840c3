/**
 * Ad editor benchmarks (docs/architecture.md, Performance targets), printed as figures: the editor's save call
 * (p95 through the local server beside a no-op endpoint of the same run) and photo uploads (MB/s for a 5 MB
 * image beside a plain R2 put of the same size, measured by a bare worker in the same runtime).
 */
import { join, resolve } from 'node:path';
import { unstable_dev } from 'wrangler';

const ROOT = resolve(import.meta.dirname, '..');
const SAVES = 200;
const UPLOADS = 8;
const IMAGE_BYTES = 5 * 1024 * 1024;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/** A complete baseline JPEG of about `size` bytes: headers, a scan segment of filler and the end marker. */
export function benchJpeg(size: number): Uint8Array<ArrayBuffer> {
  const head = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00];
  const scan = [0xff, 0xda, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3f, 0x00];
  const bytes = new Uint8Array(size);
  bytes.set(head, 0);
  bytes.set(scan, head.length);
  // Entropy-coded filler without 0xFF, so no marker appears inside the scan.
  for (let i = head.length + scan.length; i < size - 2; i++) bytes[i] = (i * 31) % 255;
  bytes.set([0xff, 0xd9], size - 2);
  return bytes;
}

/** A browser-like client: keeps cookies and sends the CSRF token on writes, as the storefront does. */
class Client {
  private readonly cookies = new Map<string, string>();
  private readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  private remember(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (pair && index > 0) this.cookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
  }

  async fetch(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const csrf = [...this.cookies].find(([name]) => name.endsWith('cm24_csrf'))?.[1];
    if (csrf) headers.set('X-CSRF-Token', csrf);
    headers.set('Origin', this.origin);
    const response = await fetch(this.origin + path, { ...init, headers });
    this.remember(response);
    return response;
  }
}

async function timings(count: number, task: (index: number) => Promise<Response>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const response = await task(i);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`bench call failed: ${response.status}`);
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b);
}

/** MB/s of `count` sequential uploads of `bytes`. */
async function throughput(count: number, bytes: Uint8Array<ArrayBuffer>, upload: () => Promise<Response>): Promise<number> {
  const times = await timings(count, upload);
  const seconds = times.reduce((sum, ms) => sum + ms, 0) / 1000;
  return (count * bytes.byteLength) / (1024 * 1024) / seconds;
}

/** A bare worker in the same runtime that only writes the request body to R2: the upload path's floor. */
async function plainR2Put(image: Uint8Array<ArrayBuffer>): Promise<number> {
  const worker = await unstable_dev(join(ROOT, 'bench/r2-put-worker.ts'), {
    config: join(ROOT, 'wrangler.toml'),
    persistTo: join(ROOT, '.wrangler', 'bench-r2'),
    logLevel: 'error',
    experimental: { disableExperimentalWarning: true },
  });
  try {
    await worker.fetch('/put', { method: 'PUT', body: image }); // warm-up
    const started = performance.now();
    for (let i = 0; i < UPLOADS; i++) {
      const response = await worker.fetch('/put', { method: 'PUT', body: image });
      if (!response.ok) throw new Error(`plain put failed: ${response.status}`);
      await response.arrayBuffer();
    }
    return (UPLOADS * image.byteLength) / (1024 * 1024) / ((performance.now() - started) / 1000);
  } finally {
    await worker.stop();
  }
}

export async function editorBench(origin: string): Promise<void> {
  const client = new Client(origin);
  await client.fetch('/public/auth/csrf-token');
  const created = await client.fetch('/public/product/create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ productType: 'motorhome', saleTiming: 'now' }),
  });
  if (!created.ok) throw new Error(`create failed: ${created.status} ${await created.text()}`);
  const { entityId } = (await created.json()) as { entityId: number };

  console.log(`\nAd editor save over loopback (${SAVES} sequential saves; target: p95 beside the no-op of the same run)`);
  const save = (i: number) =>
    client.fetch(`/public/product/update/${entityId}`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ attributes: { ints: { mileage: 40_000 + i }, others: { model: `Bench ${i}` } } }),
    });
  await timings(20, save); // warm-up
  const noop = await timings(SAVES, () => fetch(`${origin}/health`));
  const saves = await timings(SAVES, save);
  console.log(`  no-op GET /health      p50 ${percentile(noop, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(noop, 95).toFixed(1).padStart(6)} ms`);
  console.log(`  PUT product/update     p50 ${percentile(saves, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(saves, 95).toFixed(1).padStart(6)} ms`);

  console.log(`\nPhoto upload, ${IMAGE_BYTES / 1024 / 1024} MB JPEG, ${UPLOADS} sequential uploads (target: beside a plain R2 put of the same run)`);
  const image = benchJpeg(IMAGE_BYTES);
  const upload = () =>
    client.fetch(`/public/product/${entityId}/images?section=exterior`, { method: 'POST', headers: { 'Content-Type': 'image/jpeg' }, body: image });
  await timings(1, upload); // warm-up
  const uploadRate = await throughput(UPLOADS, image, upload);
  const plainRate = await plainR2Put(image);
  console.log(`  editor upload (checked by content, listed in D1) ${uploadRate.toFixed(1).padStart(6)} MB/s`);
  console.log(`  plain R2 put (bare worker, no checks)           ${plainRate.toFixed(1).padStart(6)} MB/s   ratio ${(uploadRate / plainRate).toFixed(2)}`);
}
