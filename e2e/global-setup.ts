/** Starts one product server for the browser tests and hands its URL to them. */
import type { TestProject } from 'vitest/node';
import { type RunningServer, startServer } from './server.ts';

let server: RunningServer | undefined;

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export async function setup(project: TestProject) {
  server = await startServer('e2e-state');
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
