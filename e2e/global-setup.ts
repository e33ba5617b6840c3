/** Starts one product server for the browser tests (with live demo auctions on any day, one dead letter and one ad waiting 21 hours for review) and hands its URL to them. */
import type { TestProject } from 'vitest/node';
import { seedDeadLetter } from './dead-letters.ts';
import { liveAuctions } from './live-auctions.ts';
import { type RunningServer, startServer } from './server.ts';
import { seedWaitingReview } from './waiting-reviews.ts';

let server: RunningServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The product server's output file (shown for a failing test by e2e/server-log.ts). */
    serverLog: string;
  }
}

export async function setup(project: TestProject) {
  server = await startServer('e2e-state', (stateDir, env) => {
    liveAuctions(stateDir, env);
    seedDeadLetter(stateDir, env);
    seedWaitingReview(stateDir, env);
  });
  project.provide('baseUrl', server.url);
  project.provide('serverLog', server.log);
}

export async function teardown() {
  await server?.stop();
}
