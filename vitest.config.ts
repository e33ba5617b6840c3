/** Test projects: pure domain rules in Node, worker and Durable Objects in workerd, and browser tests. */
import { randomBytes } from 'node:crypto';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The one place for test time limits (no per-test timeouts in test files). Every test does a bounded amount of
 * work (one locale, route or endpoint), so these only matter on a slow or busy machine: generous enough for a
 * loaded 2-core box, still short enough that a hang fails the run instead of stalling it.
 */
const TIME_LIMITS = { testTimeout: 30_000, hookTimeout: 60_000 } as const;

/**
 * Quiet output: what the code under test logs (the worker's JSON log lines, console.log in tests) is shown for a
 * failing test only, next to its error. Logs outside any test (workerd's own output) still print, and so does every
 * failure; the browser tests' product server writes to a file that a failing test prints (e2e/server-log.ts).
 */
const QUIET = { silent: 'passed-only' } as const;
// Wrangler's info lines ("Using secrets defined in .dev.vars", once per test file) in the workers pool; warnings stay.
process.env.WRANGLER_LOG ??= 'warn';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    test: {
      // The reporter reads this from the root configuration only (a project's own `silent` changes nothing).
      ...QUIET,
      projects: [
        {
          test: {
            name: 'node',
            environment: 'node',
            ...TIME_LIMITS,
            include: ['domain/**/*.test.ts', 'durable-objects/**/*.test.ts', 'scripts/**/*.test.ts', 'client/lib/**/*.test.ts'],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  // Development keeps the local mailbox the tests read; production is proven with an overridden env.
                  ENVIRONMENT: 'development',
                  LOCALE_HOSTS: 'campermarkt24.nl=nl,campermarkt24.com=en',
                  MAIL_TRANSPORT: 'local',
                  // The offline vehicle registry and fleet (worker/vehicle-data), so no test calls RDW or Syscara.
                  VEHICLE_DATA: 'local',
                  // The D1 stand-in of the marketing service (worker/marketing), so no test calls one.
                  MARKETING: 'local',
                  // The chat's D1 stand-in (worker/chat), which the console answers.
                  CHAT: 'local',
                  // A fresh signing secret per run; secrets never live in the repository.
                  AUTH_SECRET: randomBytes(32).toString('hex'),
                },
              },
            }),
          ],
          test: {
            name: 'workers',
            ...TIME_LIMITS,
            include: ['test/worker/**/*.test.ts'],
            setupFiles: ['./test/worker/apply-migrations.ts'],
          },
        },
        {
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['e2e/**/*.test.ts'],
            globalSetup: ['./e2e/global-setup.ts'],
            setupFiles: ['./e2e/server-log.ts'],
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
