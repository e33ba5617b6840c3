/**
 * The whole auction hour at once (issue 22 item 1), printed as figures; asserts no timing. Run with
 * `npm run bench:auction-day` (builds dist/ first). It seeds a scaled day into a fresh local state: auctions ending in
 * consecutive slots (90 s apart by default, the product's are 3 minutes; the default day takes about 11 minutes on
 * 2 cores) a few minutes from now, dealers each watching auctions over live sockets and holding
 * their notification stream open, a fifth of them bidding through agents and the rest by hand, faster as each end
 * nears (hotbid extensions included), the cron run every minute as in production. It prints every figure beside an
 * anonymous auction read of the same run, then checks the invariants against the auction objects and the local D1;
 * it exits 1 only when an invariant fails (or a fault's catching up did not finish within its bound).
 *
 * Knobs (environment): DAY_SCALE (1 = 100 auctions, 1,000 dealers), AUCTIONS, DEALERS, DAY_SLOTS (5),
 * DAY_SLOT_SECONDS (90; 180 is the product's real slot), DAY_LEAD_SECONDS (seeding to the first end),
 * DAY_WATCH_AHEAD_SECONDS (2.5 slots: a socket opens when its auction's end is this near), DAY_BID_RATE (1),
 * DAY_UNSOLD_SHARE (0.15), DAY_SIGNIN_SPREAD_SECONDS (300; tokens last 15 minutes and are renewed), DAY_SEED,
 * DAY_FAULTS (comma-separated, bench/auction-day/faults.ts): socket-drop (1 % of the sockets drop every 10 s),
 * restart (every 20 s one auction object restarted in its last minute, POST /dev/auction/:id/restart), d1-refuse
 * (D1 refuses the projection), queue-fail (the effects consumer fails after the projection), mail-down (the mail
 * transport refuses every mail); the last three by a trigger in the local D1 file for DAY_FAULT_SECONDS (a minute
 * scaled with the slots: 30 s at 90-s slots), each around another slot's end. Each prints how long catching up
 * took; the bench waits for it (at most DAY_CATCH_UP_SECONDS, 300) before it checks the invariants.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../e2e/server.ts';
import { AgentPlan, driveAuction, type BidRecord, type BiddingContext } from './auction-day/bidding.ts';
import { random, readConfig } from './auction-day/config.ts';
import { readD1 } from './auction-day/d1-snapshot.ts';
import { createFleet, inParallel, renewTokens, type DealerFleet } from './auction-day/dealers.ts';
import { printFigures } from './auction-day/figures.ts';
import { checkInvariants } from './auction-day/invariants.ts';
import type { LiveSinks, LiveWatch } from './auction-day/live-watch.ts';
import type { BoardReceipt, StreamReceipt } from './auction-day/notify-stream.ts';
import { loadBoards } from './auction-day/boards.ts';
import { readObjectLogs } from './auction-day/object-log.ts';
import { dropAllTriggers, startFaults, type FaultOutcome } from './auction-day/faults.ts';
import { baselineReads, cronLoop, d1File, mailCount, openD1, pollCatalogue, runCron, type CatalogueSeries } from './auction-day/probes.ts';
import { daySql, planDay, type DayPlan } from './auction-day/seed.ts';
import { ms, sleep, Tally } from './auction-day/stats.ts';
import { authSecret, operatorToken } from './auction-day/tokens.ts';

const ROOT = resolve(import.meta.dirname, '..');
const STATE = 'bench-auction-day';
const LIVE = new Set(['running', 'hotbidding']);
const CATALOGUE_POLL_MS = 250;
/** After its auction closed, a dealer stays on the page this long, then leaves (its socket closes). */
const LEAVE_AFTER_CLOSE_MS = 5_000;
/** How long after the last end the day may run on (extensions) before the bench stops waiting. */
const OVERTIME_MS = 5 * 60_000;

const config = readConfig();
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const next = random(config.seed);

console.log(
  `Auction day: ${config.auctions} auctions ending over ${config.slots} slots ${config.slotMs / 1000} s apart, ${config.dealers} dealers watching ${config.watchPerDealer} each ` +
    `(${config.dealers * config.watchPerDealer} live sockets, ${config.dealers} notification streams), a fifth with agents, bid rate x${config.bidRate}, faults: ${[...config.faults].join(', ') || 'none'}`,
);
for (const fault of config.unavailableFaults) console.log(`  fault "${fault}" is unknown (known: socket-drop, restart, d1-refuse, queue-fail, mail-down); the day runs without it`);
if (config.faults.size) console.log(`  faults: outages of ${config.faultMs / 1000} s (queue-fail three quarters of it); catching up is waited for at most ${config.catchUpMs / 1000} s`);

// Always build (the day must measure the current code); others build in the same checkout, so one at a time.
execFileSync('flock', ['/tmp/cm24-build.lock', join(ROOT, 'node_modules', '.bin', 'vite'), 'build', '--logLevel', 'error'], { cwd: ROOT, stdio: 'inherit' });
console.log(`  built (${elapsed()})`);

let plan: DayPlan | null = null;
const server = await startServer(STATE, (stateDir, env) => {
  plan = planDay(config, Date.now());
  const file = join(stateDir, 'bench-day.sql');
  writeFileSync(file, daySql(plan));
  // Wrangler reports a large file's progress at length: room for it, so its output never cuts the import short.
  const result = spawnSync('wrangler', ['d1', 'execute', 'DB', '--local', '--persist-to', stateDir, '--file', file], { cwd: ROOT, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`day data failed: ${result.error ? String(result.error) : result.stderr}`);
});
const day = plan as DayPlan | null;
if (!day) throw new Error('the day was not seeded');
const stateDir = join(ROOT, '.tmp', STATE);
console.log(`  server up with the day seeded (${elapsed()}); first end in ${Math.round((day.firstEnd - Date.now()) / 1000)} s`);

let stopped = false;
/** The waiting for the last auctions is over: bidders and agents stop. */
let dayOver = false;
const isStopped = () => stopped;
const secret = authSecret(ROOT);
const receipts: StreamReceipt[] = [];
const boardReceipts: BoardReceipt[] = [];
const agentPlans = new Map<string, AgentPlan>();
const sinks: LiveSinks = {
  fanOut: [],
  closed: new Map(),
  catchUp: [],
  catchUpEvents: { replayed: 0, snapshotOnly: 0 },
  onOutbid: (watch: LiveWatch) => {
    const agent = agentPlans.get(`${watch.dealerId}:${watch.auctionId}`);
    if (agent && watch.view) void agent.outbid(watch.view, next);
  },
};
const fleet: DealerFleet = await createFleet(server.url, secret, day, config.signInSpreadMs, sinks, receipts, boardReceipts, next);
const exitCode = await runDay(fleet, day).finally(async () => {
  // A trigger must never outlive the day (the state is thrown away at the next run, but a crash mid-fault leaves it).
  try {
    dropAllTriggers(d1File(stateDir));
  } catch {
    // The state is gone already.
  }
  // The server's stop waits for its exit; a server that died before never reports one.
  await Promise.race([server.stop(), sleep(15_000)]);
});
console.log(`\nDone in ${elapsed()} (server log: ${server.log})`);
process.exit(exitCode);

async function runDay(fleet: DealerFleet, day: DayPlan): Promise<number> {
  // Open every stream, then every socket (a dealer's browser: the message board, then the auction pages).
  const openStarted = Date.now();
  const streamFailures = await inParallel(fleet.clients, 50, (client) => client.stream.open());
  const streamsMs = Date.now() - openStarted;
  // Every dealer opens their board once: it lists their watched auctions and follows them over the stream just opened.
  console.log(`  ${await loadBoards(server.url, fleet, config.boardPerDealer)} (${elapsed()})`);
  const socketsStarted = Date.now();
  const endOf = new Map(day.auctions.map((auction) => [auction.auctionId, auction.endingAt]));
  const watches = fleet.clients.flatMap((client) => client.watches);
  const opened = new Set<LiveWatch>();
  const socketFailures: string[] = [];
  /** Opens the sockets of the auctions whose end is near enough (a dealer opens the page as the auction gets hot). */
  const openAhead = async () => {
    const due = watches.filter((watch) => !opened.has(watch) && (endOf.get(watch.auctionId) ?? 0) - Date.now() <= config.watchAheadMs);
    for (const watch of due) opened.add(watch);
    socketFailures.push(...(await inParallel(due, 100, (watch) => watch.open())));
    return due.length;
  };
  const first = await openAhead();
  console.log(
    `  opened ${fleet.clients.length - streamFailures.length}/${fleet.clients.length} notification streams in ${ms(streamsMs)} and ${first - socketFailures.length}/${first} live sockets in ${ms(Date.now() - socketsStarted)} (${elapsed()}); ` +
      `the other sockets open as their auction's end comes within ${config.watchAheadMs / 1000} s` +
      `${streamFailures.length + socketFailures.length ? `; failures: ${[...new Set([...streamFailures, ...socketFailures])].slice(0, 5).join(' | ')}` : ''}`,
  );
  const opening = (async () => {
    while (!stopped && opened.size < watches.length) {
      await openAhead();
      await sleep(1_000);
    }
  })();
  let peakSockets = 0;
  const countSockets = setInterval(() => {
    peakSockets = Math.max(peakSockets, watches.filter((watch) => watch.connected).length);
  }, 2_000);
  const firstEndIn = day.firstEnd - Date.now();
  if (firstEndIn < 30_000) console.log(`  warning: the first slot ends in ${Math.round(firstEndIn / 1000)} s, little bidding before it (raise DAY_LEAD_SECONDS)`);

  const records: BidRecord[] = [];
  const context: BiddingContext = {
    url: server.url,
    token: (dealerId) => fleet.clients[dealerId - (fleet.clients[0]?.dealerId ?? 0)]?.token.token ?? '',
    viewOf: (dealerId, auctionId) => fleet.watch(dealerId, auctionId)?.view ?? null,
    auctionView: (auctionId) => fleet.auctionView(auctionId),
    records,
    outcomes: { bid: new Tally(), agent: new Tally(), retry: new Tally() },
    bidRate: config.bidRate,
    seed: config.seed,
    stopped: () => stopped || dayOver,
  };
  const reads: number[] = [];
  const readStatuses = new Tally();
  const catalogue: CatalogueSeries = new Map();
  const catalogueErrors = new Tally();
  const cron = new Tally();
  const d1 = openD1(stateDir);
  const openAuctions = () => day.auctions.filter((auction) => LIVE.has(fleet.auctionView(auction.auctionId)?.status ?? 'running')).map((auction) => auction.auctionId);
  const background = [
    baselineReads(server.url, openAuctions, reads, readStatuses, isStopped),
    pollCatalogue(server.url, catalogue, catalogueErrors, isStopped, CATALOGUE_POLL_MS),
    cronLoop(server.url, config.cronMs, cron, isStopped),
    renewTokens(fleet, secret, isStopped),
  ];

  // The day: every auction's hand bidders, every agent, the dealers leaving closed auctions, the faults.
  const drivers = day.auctions.map((auction) => driveAuction(context, auction));
  for (const dealer of day.dealers) {
    for (const auctionId of dealer.agentOn) {
      const agent = new AgentPlan(context, auctionId, dealer.dealerId);
      agentPlans.set(`${dealer.dealerId}:${auctionId}`, agent);
      drivers.push(agent.run());
    }
  }
  const leaving = leaveClosedAuctions(fleet, day, isStopped);
  const faults = config.faults.has('socket-drop') ? dropSockets(fleet, isStopped) : Promise.resolve(0);
  const outages = startFaults({
    url: server.url,
    d1File: d1File(stateDir),
    reader: d1,
    day,
    config,
    records,
    fleet,
    next,
    dayOver: () => dayOver,
    log: (line) => console.log(`  ${elapsed()}: ${line}`),
  });
  const lastEnd = Math.max(...day.auctions.map((auction) => auction.endingAt));
  for (let minute = 0; ; minute++) {
    const open = openAuctions();
    if (open.length === 0 || Date.now() > lastEnd + OVERTIME_MS) break;
    if (minute % 30 === 0) {
      const accepted = records.filter((record) => record.status === 200).length;
      console.log(`  ${elapsed()}: ${open.length} auctions open, ${records.length} bid calls (${accepted} accepted), ${sinks.fanOut.length} bid updates received, ${receipts.length} stream messages, ${mailCount(d1)} mails`);
    }
    await sleep(2_000);
  }
  const unclosed = openAuctions();
  if (unclosed.length) console.log(`  ${unclosed.length} auctions still open ${OVERTIME_MS / 60_000} minutes after the last end: ${unclosed.slice(0, 10).join(', ')}`);
  // The bidders stop with the day (an auction that never closed keeps nobody waiting).
  dayOver = true;
  // Every answer times out after 30 s (a hand bid sends at most three requests); nothing is waited for beyond that.
  const unfinished = await bounded(drivers, 120_000);
  console.log(`  all auctions closed (${elapsed()})${unfinished ? `; ${unfinished} bidders still waiting for an answer after 120 s, not waited for` : ''}; letting the projection, messages and mails settle`);
  if (config.faults.size) {
    const pending = await bounded([outages.done], config.catchUpMs + 60_000);
    console.log(`  faults caught up (${elapsed()})${pending ? '; some catching up was still running at its bound' : ''}`);
  }

  // Settle: the objects' figures reach D1, the last cron sends what fell due.
  const operator = await operatorToken(secret);
  const auctionIds = day.auctions.map((auction) => auction.auctionId);
  const settleStarted = Date.now();
  let logs = await readObjectLogs(server.url, operator, auctionIds);
  for (let round = 0; round < 30; round++) {
    const lagging = auctionIds.filter((auctionId) => {
      const product = d1.prepare('SELECT bid_count AS bidCount, status FROM products WHERE id = ?').get(auctionId) as { bidCount: number; status: string } | undefined;
      const log = logs.logs.get(auctionId);
      return !product || !log || product.bidCount !== log.bidCount || product.status !== log.status;
    });
    if (lagging.length === 0) break;
    await sleep(2_000);
    logs = await readObjectLogs(server.url, operator, auctionIds);
  }
  await runCron(server.url);
  await sleep(5_000);
  console.log(`  settled in ${ms(Date.now() - settleStarted)}`);
  stopped = true;
  for (const client of fleet.clients) {
    client.stream.close();
    for (const watch of client.watches) watch.close();
  }
  clearInterval(countSockets);
  const stragglers = await bounded([...background, leaving, faults, opening], 60_000);
  if (stragglers) console.log(`  ${stragglers} background tasks had not stopped 60 s after the day; not waited for`);
  console.log(`  live sockets open at once: at most ${peakSockets}; socket opens that failed: ${socketFailures.length}${socketFailures.length ? ` (${[...new Set(socketFailures)].slice(0, 3).join(' | ')})` : ''}`);
  const checkedAt = Date.now();
  const d1Day = readD1(d1, Math.max(...auctionIds));
  d1.close();

  printActivity(context, fleet, readStatuses, catalogueErrors, cron, await Promise.race([faults, sleep(1_000).then(() => NaN)]), outages.outcomes);
  printFigures({ records, reads, sinks, fleet, logs: logs.logs, d1: d1Day, receipts, boardReceipts, catalogue, cataloguePollMs: CATALOGUE_POLL_MS });

  console.log('\nInvariants');
  const results = checkInvariants(day.auctions, records, logs.logs, d1Day, checkedAt);
  if (logs.failures.length) results.push({ name: "every auction object's log could be read", checked: auctionIds.length, differences: logs.failures, notes: [] });
  const notCaughtUp = outages.outcomes.filter((outcome) => !outcome.caughtUp);
  if (config.faults.size > (config.faults.has('socket-drop') ? 1 : 0)) {
    results.push({ name: 'every fault caught up within its bound', checked: outages.outcomes.length, differences: notCaughtUp.map((outcome) => outcome.line), notes: [`bound ${config.catchUpMs / 1000} s after each fault`] });
  }
  let failed = false;
  for (const result of results) {
    failed ||= result.differences.length > 0;
    console.log(`  ${result.differences.length ? 'FAIL' : 'ok  '} ${result.name} (${result.checked} checked; ${result.notes.join('; ')})`);
    for (const difference of result.differences.slice(0, 15)) console.log(`         ${difference}`);
    if (result.differences.length > 15) console.log(`         … and ${result.differences.length - 15} more`);
  }
  return failed ? 1 : 0;
}

/** Dealers leave an auction's page a few seconds after it closed: their sockets close on purpose. */
async function leaveClosedAuctions(fleet: DealerFleet, day: DayPlan, stopped: () => boolean): Promise<void> {
  const left = new Set<number>();
  while (!stopped()) {
    for (const auction of day.auctions) {
      if (left.has(auction.auctionId)) continue;
      const view = fleet.auctionView(auction.auctionId);
      if (!view || LIVE.has(view.status)) continue;
      left.add(auction.auctionId);
      setTimeout(() => {
        for (const watch of fleet.watchersOf(auction.auctionId)) watch.close();
      }, LEAVE_AFTER_CLOSE_MS);
    }
    await sleep(1_000);
  }
}

/** The socket-drop fault: every 10 s about 1% of the sockets of live auctions drop for 2 to 30 s, then reconnect with ?since=. */
async function dropSockets(fleet: DealerFleet, stopped: () => boolean): Promise<number> {
  let dropped = 0;
  while (!stopped()) {
    await sleep(10_000);
    for (const client of fleet.clients) {
      for (const watch of client.watches) {
        if (!watch.live || !watch.connected || next() >= 0.01) continue;
        watch.drop(2_000 + next() * 28_000);
        dropped += 1;
      }
    }
  }
  return dropped;
}

/** Waits for the tasks at most `limitMs`; answers how many had not finished. */
async function bounded(tasks: readonly Promise<unknown>[], limitMs: number): Promise<number> {
  let finished = 0;
  const all = Promise.all(tasks.map((task) => task.then(() => void (finished += 1), () => void (finished += 1))));
  await Promise.race([all, sleep(limitMs)]);
  return tasks.length - finished;
}

function printActivity(context: BiddingContext, fleet: DealerFleet, reads: Tally, catalogueErrors: Tally, cron: Tally, dropped: number, outcomes: readonly FaultOutcome[]): void {
  console.log('\nWhat happened');
  console.log(`  hand bids: ${context.outcomes.bid.total()} answers: ${context.outcomes.bid.toString()}`);
  console.log(`  agent limits: ${context.outcomes.agent.total()} answers: ${context.outcomes.agent.toString()}`);
  console.log(`  repeated requests (same requestId): ${context.outcomes.retry.toString()}`);
  console.log(`  anonymous reads: ${reads.toString()}; catalogue polls failed: ${catalogueErrors.toString()}; cron runs: ${cron.toString()}`);
  const watches = fleet.clients.flatMap((client) => client.watches);
  const reconnects = watches.reduce((sum, watch) => sum + Math.max(0, watch.connects - 1), 0);
  const closes = new Tally();
  for (const watch of watches) for (const reason of watch.closeReasons) closes.add(reason);
  const streamCloses = new Tally();
  for (const client of fleet.clients) for (const reason of client.stream.closeReasons) streamCloses.add(reason);
  const renewals = fleet.clients.reduce((sum, client) => sum + client.renewals, 0);
  console.log(`  live sockets: ${reconnects} reconnects (${renewals} token renewals among them move every socket of a dealer); closes: ${closes.toString()}`);
  console.log(`  notification streams: closes ${streamCloses.toString()}`);
  if (config.faults.has('socket-drop')) {
    const catchUp = sinks.catchUp;
    const sorted = [...catchUp].sort((a, b) => a - b);
    console.log(
      `  socket-drop: ${dropped} sockets dropped for 2-30 s; caught up ${catchUp.length} (reconnect -> snapshot with the missed events) p50 ${ms(sorted[Math.floor(sorted.length / 2)] ?? NaN)}, p95 ${ms(sorted[Math.floor(sorted.length * 0.95)] ?? NaN)}, max ${ms(sorted.at(-1) ?? NaN)}; ` +
        `${sinks.catchUpEvents.replayed} missed bids replayed, ${sinks.catchUpEvents.snapshotOnly} reconnects too far behind for a replay (fresh snapshot only)`,
    );
  }  for (const outcome of [...outcomes].sort((x, y) => x.fault.localeCompare(y.fault))) console.log(`  ${outcome.line}`);
}
