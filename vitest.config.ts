/** Test projects: pure domain rules in Node, worker and Durable Objects in workerd, and browser tests. */
import { randomBytes } from 'node:crypto';
import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig(async () => {
  const migrations = await readD1Migrations('./migrations');
  return {
    test: {
      projects: [
        {
          test: {
            name: 'node',
            environment: 'node',
            include: ['domain/**/*.test.ts', 'scripts/**/*.test.ts'],
          },
        },
        {
          plugins: [
            cloudflareTest({
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                bindings: {
                  TEST_MIGRATIONS: migrations,
                  ENVIRONMENT: 'test',
                  LOCALE_HOSTS: 'campermarkt24.nl=nl,campermarkt24.com=en',
                  MAIL_TRANSPORT: 'local',
                  // A fresh signing secret per run; secrets never live in the repository.
                  AUTH_SECRET: randomBytes(32).toString('hex'),
                },
              },
            }),
          ],
          test: {
            name: 'workers',
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
            testTimeout: 60_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  };
});
