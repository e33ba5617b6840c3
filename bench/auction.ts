/**
 * Auction benchmarks (docs/architecture.md, Performance targets), printed as figures; asserts nothing. Run with `npm run bench:auction`
 * (builds dist/ first). Three rows:
 *  1. bids against one auction from inside workerd (RPC to its Durable Object, 100 concurrent loops), beside the
 *     empty-RPC baseline of the same run; once with the object's storage on disk, once on tmpfs;
 *  2. bids over HTTP through the local server (100 concurrent bidders, each bidding the minimum next bid of its last
 *     answer) against a no-op endpoint of the same server, and beside it what bounds a bid from below on this server:
 *     a no-op POST carrying the same body, an anonymous read of an auction (one round trip to its object, nothing
 *     written) and a minimal signed-in call (which loads the viewer from D1; a bid does not);
 *  3. live fan-out: one bid to 500 connected watchers, from the object accepting it to each watcher receiving it, with
 *     each bid's answer checked, every watcher's updates counted and the runtime's memory per idle socket.
 *     `FANOUT_ONLY=1 npm run bench:auction` runs this row alone.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { unstable_dev } from 'wrangler';
import { startServer } from '../e2e/server.ts';
import { cpuPerRequest, cpuSample } from './process-cpu.ts';
import { signAccessToken } from '../worker/services/auth/access-token.ts';
import { runtimeRssKb } from './runtime-memory.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CONCURRENCY = 100;
const RPC_BIDS = 3_000;
const HTTP_MERCHANTS = 200;
/** Running auctions the HTTP bidders spread over (5 rival bidders each), as on a real marketplace day. */
const HTTP_AUCTIONS = 20;
const HTTP_REQUESTS = 2_000;
const WATCHERS = 500;
const FANOUT_BIDS = 10;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
const perSecond = (count: number, ms: number) => Math.round((count * 1000) / ms);

interface RpcFigures {
  total: number;
  baselineMs: number;
  bidsMs: number;
  outcomes: Record<string, number>;
  stored: number;
  bidCount: number;
}

async function rpcRow(label: string, stateDir: string): Promise<void> {
  rmSync(stateDir, { recursive: true, force: true });
  spawnSync('wrangler', ['d1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir], { cwd: ROOT, stdio: 'ignore' });
  const worker = await unstable_dev(join(ROOT, 'bench/auction-runtime-worker.ts'), {
    config: join(ROOT, 'wrangler.toml'),
    persistTo: stateDir,
    logLevel: 'error',
    experimental: { disableExperimentalWarning: true },
  });
  try {
    const figures = (await (await worker.fetch(`/rpc?concurrency=${CONCURRENCY}&total=${RPC_BIDS}`)).json()) as RpcFigures;
    const accepted = figures.outcomes.accepted ?? 0;
    console.log(
      `  ${label.padEnd(22)} accepted ${String(perSecond(accepted, figures.bidsMs)).padStart(6)} bids/s (${accepted}/${figures.total}, stored ${figures.stored}, bid count ${figures.bidCount})` +
        `   empty RPC ${String(perSecond(figures.total, figures.baselineMs)).padStart(6)} calls/s   ratio ${(perSecond(accepted, figures.bidsMs) / perSecond(figures.total, figures.baselineMs)).toFixed(2)}   outcomes ${JSON.stringify(figures.outcomes)}`,
    );
  } finally {
    await worker.stop();
  }
}

/** SQL for the HTTP rows: accepted merchants with a known password, and one running auction of a bench seller. */
function benchData(): string {
  const lines = ["INSERT INTO customers (id, email, name, surname, email_verified, segmentation) VALUES (900000, 'bench-seller@example.com', 'Bench', 'Seller', 1, 'customer');"];
  for (let i = 1; i <= HTTP_MERCHANTS; i++) {
    const id = 900_000 + i;
    lines.push(`INSERT INTO customers (id, email, name, surname, email_verified, profile_type, segmentation) VALUES (${id}, 'bench-${i}@example.com', 'Bench', 'Dealer', 1, 'MERCHANT', 'customer');`);
    lines.push(`INSERT INTO merchants (customer_id, company, country, accepted) VALUES (${id}, 'Bench Dealer ${i}', 'DE', 1);`);
  }
  const ends = Date.now() + 6 * 3600_000;
  for (let a = 0; a < HTTP_AUCTIONS; a++) {
    const id = 900_000 + a;
    lines.push(
      `INSERT INTO products (id, customer_id, product_type, make, model, first_registration_year, first_registration_month, zip_code, city, country, status, minimum_price, start_price, ending_at) VALUES (${id}, 900000, 'motorhome', 'Hymer', 'B 678', 2019, 1, '20095', 'Hamburg', 'DE', 'running', 4900000, 10000, ${ends});`,
      `INSERT INTO auctions (id, product_id, round, status, start_price, starts_at, ending_at) VALUES (${id}, ${id}, 1, 'running', 10000, ${Date.now() - 60_000}, ${ends});`,
    );
  }
  return lines.join('\n');
}

async function timed(count: number, task: (index: number) => Promise<Response>) {
  let issued = 0;
  const statuses = new Map<number, number>();
  const cpuBefore = cpuSample();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (issued < count) {
        const response = await task(issued++);
        await response.arrayBuffer();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { ms: performance.now() - started, statuses: Object.fromEntries(statuses), cpu: cpuPerRequest(cpuBefore, cpuSample(), count) };
}

/**
 * Access tokens for the bench merchants, signed with the local development secret and carrying the bidding claims a
 * sign-in would give an accepted dealer: sign-in itself is rate-limited per client (rightly), and 200 sign-ins from one
 * loopback address would be refused.
 */
async function accessTokens(): Promise<string[]> {
  const secret = /^AUTH_SECRET=(.+)$/m.exec(readFileSync(join(ROOT, '.dev.vars'), 'utf8'))?.[1]?.trim();
  if (!secret) throw new Error('AUTH_SECRET missing in .dev.vars');
  const bidding = { merchant: 'accepted' as const, emailVerified: true, termsAccepted: true, termsUntil: null };
  return Promise.all(
    Array.from({ length: HTTP_MERCHANTS }, async (_, index) => (await signAccessToken(secret, { customerId: 900_001 + index, roles: [], familyId: `bench-${index}`, bidding })).token),
  );
}

interface BidAnswer {
  minNextBid?: number;
  snapshot?: { minNextBid: number };
  error?: { code: string };
}

/**
 * Bidders as real ones bid: each of the concurrent bidders follows one of the running auctions (5 rivals on each)
 * and offers the minimum next bid it read from the answer to its own last call (a refusal carries the snapshot too).
 * Races make some bids too low; accepted bids and each refusal code are counted apart. Bidder k alternates between
 * merchants k and k + CONCURRENCY, so no merchant exceeds the per-merchant throttle of a human bidder.
 */
async function realisticBids(url: string, signedIn: (index: number) => Record<string, string>, round: number) {
  const outcomes = new Map<string, number>();
  const count = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);
  let issued = 0;
  const cpuBefore = cpuSample();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, bidder) => {
      let minNextBid = 10_000;
      for (let round = 0; issued < HTTP_REQUESTS; round++) {
        const index = issued++;
        const merchant = bidder + (round % 2) * CONCURRENCY;
        const response = await fetch(`${url}/private/auction/${900_000 + (bidder % HTTP_AUCTIONS)}/bid`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...signedIn(merchant) },
          body: JSON.stringify({ amount: minNextBid, requestId: `bench-http-${round}-${index}` }),
        });
        const body = (await response.json()) as BidAnswer;
        count(response.ok ? 'accepted' : `${response.status} ${body.error?.code ?? 'unknown'}`);
        minNextBid = body.minNextBid ?? body.snapshot?.minNextBid ?? minNextBid;
      }
    }),
  );
  return { ms: performance.now() - started, outcomes: Object.fromEntries(outcomes), cpu: cpuPerRequest(cpuBefore, cpuSample(), HTTP_REQUESTS) };
}

async function httpRows(url: string): Promise<void> {
  const tokens = await accessTokens();
  const signedIn = (index: number) => ({ Authorization: `Bearer ${tokens[index % tokens.length]}` });
  // Warm-up (JIT, connection pools, every auction object loaded), so the rounds below compare like with like.
  await timed(HTTP_REQUESTS / 4, () => fetch(`${url}/health`));
  await timed(HTTP_AUCTIONS, (index) => fetch(`${url}/public/auction/${900_000 + index}`));
  // Two rounds, each measuring the no-op, the signed-in call and the bids back to back on the same machine state.
  for (const round of [1, 2]) {
    const noop = await timed(HTTP_REQUESTS, () => fetch(`${url}/health`));
    const noopPost = await timed(HTTP_REQUESTS, (index) =>
      fetch(`${url}/public/time`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ amount: 10_000, requestId: `bench-noop-${round}-${index}` }) }),
    );
    const read = await timed(HTTP_REQUESTS, (index) => fetch(`${url}/public/auction/${900_000 + (index % HTTP_AUCTIONS)}`));
    const session = await timed(HTTP_REQUESTS, (index) => fetch(`${url}/private/customer/auth/user`, { headers: signedIn(index) }));
    const bids = await realisticBids(url, signedIn, round);
    const [noopRate, noopPostRate, readRate, sessionRate, bidRate] = [noop, noopPost, read, session, bids].map((row) => perSecond(HTTP_REQUESTS, row.ms)) as [number, number, number, number, number];
    const accepted = bids.outcomes.accepted ?? 0;
    const ratio = (rate: number) => (rate / noopRate).toFixed(2);
    console.log(`  round ${round}`);
    console.log(`  no-op GET /health (no session)            ${String(noopRate).padStart(6)} requests/s  ${JSON.stringify(noop.statuses)}  ${noop.cpu}`);
    console.log(`  no-op POST /public/time, a bid's body      ${String(noopPostRate).padStart(6)} requests/s  ${JSON.stringify(noopPost.statuses)}  (${ratio(noopPostRate)} of no-op)  ${noopPost.cpu}`);
    console.log(`  anonymous GET /public/auction/{id}         ${String(readRate).padStart(6)} requests/s  ${JSON.stringify(read.statuses)}  (${ratio(readRate)} of no-op)  ${read.cpu}`);
    console.log(`  signed-in GET /private/customer/auth/user  ${String(sessionRate).padStart(6)} requests/s  ${JSON.stringify(session.statuses)}  ${session.cpu}`);
    console.log(`  POST bid                                   ${String(bidRate).padStart(6)} requests/s  accepted ${accepted} (${perSecond(accepted, bids.ms)}/s), outcomes ${JSON.stringify(bids.outcomes)}  ${bids.cpu}`);
    console.log(
      `  ratio bid / no-op ${ratio(bidRate)} (target >= 0.8), bid / no-op POST ${(bidRate / noopPostRate).toFixed(2)}, bid / auction read ${(bidRate / readRate).toFixed(2)}, bid / signed-in call ${(bidRate / sessionRate).toFixed(2)}`,
    );
  }
  console.log(`\nRow 3: live fan-out, one bid at a time to ${WATCHERS} connected watchers`);
  await fanOut(url, tokens);
}

/** Node's WebSocket takes request headers as an option (an extension the DOM type does not describe). */
type NodeWebSocket = new (url: string, options: { headers: Record<string, string> }) => WebSocket;

interface FanOutBid {
  answer: string;
  /** The accepted bid's sequence number: every watcher must get an update with a snapshot at or after it. */
  seq: number | null;
}

/**
 * Opens the watchers, then places bids one at a time and times accept (the object's clock) to receipt. Each bid's
 * answer is checked, and each watcher's updates are counted against the accepted bids, so a missing update is told
 * apart from a refused bid.
 */
async function fanOut(url: string, tokens: string[]): Promise<void> {
  const latencies: number[] = [];
  const sockets: WebSocket[] = [];
  /** Per watcher, the highest snapshot seq it has seen and how many updates it got. */
  const seen = Array.from({ length: WATCHERS }, () => ({ seq: 0, updates: 0, closed: null as number | null }));
  const wsUrl = `${url.replace('http', 'ws')}/public/auction/900000/live`;
  const before = runtimeRssKb();
  await Promise.all(
    Array.from({ length: WATCHERS }, async (_, index) => {
      // Each watcher is its own client (socket opens are limited per client address); the local server keeps the header.
      const socket = new (WebSocket as unknown as NodeWebSocket)(wsUrl, { headers: { 'CF-Connecting-IP': `198.18.${index >> 8}.${index & 255}` } });
      sockets.push(socket);
      await new Promise<void>((ready, fail) => {
        socket.addEventListener('message', () => ready(), { once: true });
        socket.addEventListener('error', () => fail(new Error('socket failed')), { once: true });
      });
      socket.addEventListener('message', (event) => {
        const message = JSON.parse(String(event.data)) as { type: string; serverTime: number; snapshot: { seq: number } };
        const watcher = seen[index];
        if (!watcher) return;
        watcher.seq = Math.max(watcher.seq, message.snapshot.seq);
        if (message.type !== 'update') return;
        watcher.updates += 1;
        latencies.push(Date.now() - message.serverTime);
      });
      socket.addEventListener('close', (event) => {
        const watcher = seen[index];
        if (watcher) watcher.closed = event.code;
      });
    }),
  );
  // Settle before reading memory: the sockets are open and idle.
  await new Promise((wait) => setTimeout(wait, 2_000));
  const after = runtimeRssKb();
  const current = (await (await fetch(`${url}/public/auction/900000`)).json()) as { minNextBid: number };
  let minNextBid = current.minNextBid;
  const bids: FanOutBid[] = [];
  for (let i = 0; i < FANOUT_BIDS; i++) {
    // Bidders from the end of the list: the first ones bid most in row 2 and may meet the per-dealer throttle.
    const response = await fetch(`${url}/private/auction/900000/bid`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[tokens.length - 1 - (i % tokens.length)]}` },
      body: JSON.stringify({ amount: minNextBid, requestId: `bench-fanout-${i}` }),
    });
    // An accepted bid answers the snapshot itself (with its seq), a refusal carries it under `snapshot`.
    const answer = (await response.json()) as BidAnswer & { seq?: number };
    const accepted = response.ok;
    bids.push({ answer: accepted ? 'accepted' : `${response.status} ${answer.error?.code ?? 'unknown'}`, seq: accepted ? (answer.seq ?? null) : null });
    minNextBid = answer.minNextBid ?? answer.snapshot?.minNextBid ?? minNextBid;
    if (!accepted) continue;
    const seq = answer.seq ?? Number.MAX_SAFE_INTEGER;
    const deadline = Date.now() + 10_000;
    while (seen.some((watcher) => watcher.seq < seq && watcher.closed === null) && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 5));
  }
  for (const socket of sockets) socket.close();
  latencies.sort((a, b) => a - b);
  const accepted = bids.filter((bid) => bid.seq !== null).length;
  const outcomes = Object.fromEntries([...new Set(bids.map((bid) => bid.answer))].map((answer) => [answer, bids.filter((bid) => bid.answer === answer).length]));
  const lastSeq = Math.max(0, ...bids.map((bid) => bid.seq ?? 0));
  const behind = seen.filter((watcher) => watcher.seq < lastSeq);
  const short = seen.filter((watcher) => watcher.updates < accepted);
  console.log(
    `  fan-out to ${WATCHERS} watchers x ${FANOUT_BIDS} bids (answers ${JSON.stringify(outcomes)}): received ${latencies.length}/${WATCHERS * accepted} updates of the accepted bids, accept->receipt p50 ${percentile(latencies, 50)} ms, p95 ${percentile(latencies, 95)} ms, max ${latencies.at(-1)} ms (target p95 <= 100 ms)`,
  );
  console.log(
    `  watchers missing an update: ${short.length}; watchers whose last snapshot is behind the last accepted bid: ${behind.length}${behind.length > 0 ? ` (closed with ${JSON.stringify([...new Set(behind.map((watcher) => watcher.closed))])})` : ''}`,
  );
  console.log(`  local runtime memory: ${(before / 1024).toFixed(1)} MB before, ${(after / 1024).toFixed(1)} MB with ${WATCHERS} idle sockets -> ${((after - before) / WATCHERS).toFixed(1)} KB per idle socket`);
}

console.log(`Auction benchmarks (${CONCURRENCY} concurrent bidders)\n`);
// FANOUT_ONLY=1 runs only row 3 (the live fan-out), on a fresh server.
const fanoutOnly = Boolean(process.env.FANOUT_ONLY);
// SKIP_RPC=1 runs only the HTTP rows.
if (!process.env.SKIP_RPC && !fanoutOnly) {
  console.log(`Row 1: ${RPC_BIDS} bids from inside workerd over RPC to one auction object (target >= 1,000 accepted bids/s)`);
  await rpcRow('storage on disk', join(ROOT, '.tmp', 'bench-auction-rpc'));
  if (existsSync('/dev/shm')) await rpcRow('storage on tmpfs', '/dev/shm/campermarkt24-bench-auction-rpc');
}

// SKIP_HTTP=1 stops after the runtime rows.
if (process.env.SKIP_HTTP) process.exit(0);

// Always build: the HTTP rows must measure the current code, not an older dist/.
execFileSync('vite', ['build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
if (!fanoutOnly) console.log(`\nRow 2: ${HTTP_REQUESTS} requests over HTTP through the local server, ${HTTP_MERCHANTS} signed-in merchants`);
const server = await startServer('bench-auction-http', (stateDir, env) => {
  const file = join(stateDir, 'bench-data.sql');
  writeFileSync(file, benchData());
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], { cwd: ROOT, env, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`bench data failed: ${result.stderr}`);
});
try {
  if (fanoutOnly) {
    console.log(`Row 3: live fan-out, one bid at a time to ${WATCHERS} connected watchers`);
    await fanOut(server.url, await accessTokens());
  } else await httpRows(server.url);
} finally {
  await server.stop();
}
