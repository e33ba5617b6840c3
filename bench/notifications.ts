/**
 * Notification fan-out benchmark (docs/architecture.md, Performance targets), printed as figures; asserts nothing.
 * Run with `npm run bench:notifications` (builds dist/ first) or as part of `npm run bench`.
 *
 * 1,000 dealers each hold one open notification stream (GET /notifications/get-sse) through the local server, and
 * all of them take part in one auction (each placed a bid). An operator pauses the auction: that one auction
 * event becomes 1,000 messages, and the figure is the time from sending the pause to each stream receiving its
 * message (p50/p95). Memory per idle stream is the local runtime's resident memory with the streams open, minus
 * before, divided by the streams.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../e2e/server.ts';
import { signAccessToken } from '../worker/services/auth/access-token.ts';
import { runtimeRssKb } from './runtime-memory.ts';

const ROOT = resolve(import.meta.dirname, '..');
const STREAMS = 1_000;
const FIRST_DEALER = 910_001;
const AUCTION = 910_000;
const OPERATOR = 920_000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function benchData(): string {
  const ends = Date.now() + 6 * 3600_000;
  const lines = [
    `INSERT INTO customers (id, email, name, surname, email_verified, segmentation) VALUES (${AUCTION}, 'bench-notify-seller@example.com', 'Bench', 'Seller', 1, 'customer');`,
    `INSERT INTO customers (id, email, name, surname, email_verified, is_admin, segmentation) VALUES (${OPERATOR}, 'bench-notify-operator@example.com', 'Bench', 'Operator', 1, 1, 'customer');`,
    `INSERT INTO operator_sessions (family_id, customer_id, verified_at) VALUES ('bench-operator', ${OPERATOR}, ${Date.now()});`,
    `INSERT INTO products (id, customer_id, product_type, make, model, first_registration_year, first_registration_month, zip_code, city, country, status, minimum_price, start_price, ending_at) VALUES (${AUCTION}, ${AUCTION}, 'motorhome', 'Hymer', 'B 678', 2019, 1, '20095', 'Hamburg', 'DE', 'running', 9000000, 10000, ${ends});`,
    `INSERT INTO auctions (id, product_id, round, status, start_price, starts_at, ending_at) VALUES (${AUCTION}, ${AUCTION}, 1, 'running', 10000, ${Date.now() - 60_000}, ${ends});`,
  ];
  for (let i = 0; i < STREAMS; i++) {
    const id = FIRST_DEALER + i;
    lines.push(`INSERT INTO customers (id, email, name, surname, email_verified, profile_type, segmentation) VALUES (${id}, 'bench-notify-${i}@example.com', 'Bench', 'Dealer', 1, 'MERCHANT', 'customer');`);
    lines.push(`INSERT INTO merchants (customer_id, company, country, accepted) VALUES (${id}, 'Bench Dealer ${i}', 'DE', 1);`);
  }
  return lines.join('\n');
}

async function tokens(): Promise<{ dealers: string[]; operator: string; seller: string }> {
  const secret = /^AUTH_SECRET=(.+)$/m.exec(readFileSync(join(ROOT, '.dev.vars'), 'utf8'))?.[1]?.trim();
  if (!secret) throw new Error('AUTH_SECRET missing in .dev.vars');
  const bidding = { merchant: 'accepted' as const, emailVerified: true, termsAccepted: true, termsUntil: null };
  const dealers = await Promise.all(
    Array.from({ length: STREAMS }, async (_, i) => (await signAccessToken(secret, { customerId: FIRST_DEALER + i, roles: [], familyId: `bench-notify-${i}`, bidding })).token),
  );
  const operator = (await signAccessToken(secret, { customerId: OPERATOR, roles: ['admin'], familyId: 'bench-operator' })).token;
  const seller = (await signAccessToken(secret, { customerId: AUCTION, roles: [], familyId: 'bench-seller' })).token;
  return { dealers, operator, seller };
}

async function inBatches(count: number, size: number, task: (index: number) => Promise<void>): Promise<void> {
  for (let start = 0; start < count; start += size) await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, k) => task(start + k)));
}

interface OpenStream {
  /** Resolves with the receipt time (Date.now()) of the first event whose code matches. */
  waitFor(code: string): Promise<number>;
  close(): void;
}

async function openStream(url: string, token: string): Promise<OpenStream> {
  const controller = new AbortController();
  // The Authorization header signs in (no token in the URL; browsers use a single-use ticket instead).
  const response = await fetch(`${url}/notifications/get-sse?storeCode=de`, { headers: { Authorization: `Bearer ${token}` }, signal: controller.signal });
  if (response.status !== 200 || !response.body) throw new Error(`stream answered ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  // The first chunk (retry line and comment) says the stream is open end to end.
  await reader.read();
  const waiters: { code: string; resolve: (at: number) => void }[] = [];
  void (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (chunk.done) return;
      const at = Date.now();
      for (const match of String(chunk.value).matchAll(/^data: (.+)$/gm)) {
        const code = (JSON.parse(match[1] ?? '{}') as { message?: { callToActionTypeCode?: string } }).message?.callToActionTypeCode;
        for (const waiter of waiters.filter((entry) => entry.code === code)) waiter.resolve(at);
      }
    }
  })();
  return {
    waitFor: (code) => new Promise((resolveAt) => waiters.push({ code, resolve: resolveAt })),
    close: () => controller.abort(),
  };
}

async function fanOut(url: string): Promise<void> {
  const { dealers, operator, seller } = await tokens();
  // Every dealer takes part: each bids the minimum next bid once, one after the other, as a long bidding war would.
  let minNextBid = 10_000;
  for (let i = 0; i < STREAMS; i++) {
    const response = await fetch(`${url}/private/auction/${AUCTION}/bid`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${dealers[i]}` },
      body: JSON.stringify({ amount: minNextBid, requestId: `bench-notify-${i}` }),
    });
    const answer = (await response.json()) as { minNextBid?: number; snapshot?: { minNextBid: number } };
    if (!response.ok) throw new Error(`bid ${i} answered ${response.status}: ${JSON.stringify(answer)}`);
    minNextBid = answer.minNextBid ?? answer.snapshot?.minNextBid ?? minNextBid;
  }
  // The bids' own messages are delivered behind the bidding (the projection catches up in chunks): wait until the
  // seller has heard of every bid, so the measured event does not queue behind them.
  for (let settled = 0; settled < STREAMS; ) {
    await new Promise((wait) => setTimeout(wait, 1_000));
    const board = await fetch(`${url}/private/notifications/pages/get?storeCode=de&groupKey=auction-${AUCTION}`, { headers: { Authorization: `Bearer ${seller}` } });
    settled = board.ok ? ((await board.json()) as { total: number }).total : 0;
  }
  const before = runtimeRssKb();
  const streams: OpenStream[] = [];
  await inBatches(STREAMS, 50, async (i) => {
    streams[i] = await openStream(url, dealers[i] ?? '');
  });
  await new Promise((wait) => setTimeout(wait, 2_000));
  const after = runtimeRssKb();
  const receipts = streams.map((stream) => stream.waitFor('read_me'));
  const sentAt = Date.now();
  const pause = await fetch(`${url}/admin/api/auctions/${AUCTION}/pause`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${operator}` },
    body: JSON.stringify({ reason: 'Benchmark pause' }),
  });
  if (!pause.ok) throw new Error(`pause answered ${pause.status}: ${await pause.text()}`);
  const pauseMs = Date.now() - sentAt;
  const timeout = new Promise<null>((done) => setTimeout(() => done(null), 30_000));
  const latencies = (await Promise.all(receipts.map((receipt) => Promise.race([receipt, timeout])))).filter((at): at is number => at !== null).map((at) => at - sentAt);
  for (const stream of streams) stream.close();
  latencies.sort((a, b) => a - b);
  console.log(
    `  one auction event -> ${STREAMS} open streams: received ${latencies.length}/${STREAMS}, event->receipt p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms (target p95 <= 250 ms); the pause answered after ${pauseMs} ms`,
  );
  console.log(`  local runtime memory: ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB with ${STREAMS} idle streams -> ${(((after - before) / STREAMS)).toFixed(1)} KB per idle stream`);
}

/** Builds (unless the caller just did), starts a server with the bench data, runs, stops. */
export async function runNotificationBench(options: { build: boolean } = { build: true }): Promise<void> {
  if (options.build) execFileSync('vite', ['build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
  console.log(`Notification fan-out (${STREAMS} dealers, one stream each)`);
  const server = await startServer('bench-notifications', (stateDir, env) => {
    const file = join(stateDir, 'bench-notify.sql');
    writeFileSync(file, benchData());
    const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], { cwd: ROOT, env, encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`bench data failed: ${result.stderr}`);
  });
  try {
    await fanOut(server.url);
  } finally {
    await server.stop();
  }
}

if (import.meta.main) await runNotificationBench();
