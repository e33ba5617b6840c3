/** Applies demo data to the local D1/R2 state (the same state `vite preview` and wrangler use). */
import { resolve } from 'node:path';
import { getPlatformProxy } from 'wrangler';
import { DEMO_ACCOUNTS, DEMO_OPERATOR_RECOVERY_CODES, DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/seed-database.ts';
import { writeSeedWranglerConfig } from './seed/seed-wrangler-config.ts';

const root = resolve(import.meta.dirname, '..');
const stateDir = resolve(process.env.CM24_STATE_DIR ?? '.wrangler/state');
// Only D1 and R2 (seed-wrangler-config.ts): without the Durable Object bindings wrangler has nothing to warn about.
// .dev.vars is named explicitly: its AUTH_SECRET seals the demo operator's second factor as the worker will read it.
const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket; AUTH_SECRET?: string }>({
  configPath: writeSeedWranglerConfig(root),
  envFiles: [resolve(root, '.dev.vars')],
  persist: { path: `${stateDir}/v3` },
});
try {
  const summary = await seedDemoData({ db: proxy.env.DB, media: proxy.env.MEDIA, authSecret: proxy.env.AUTH_SECRET });
  console.log(`› Demo data: ${summary.accounts} accounts, ${summary.products} vehicles, ${summary.images} new images, ${summary.orders} orders`);
  if (process.env.CM24_QUIET !== '1') {
    console.log(`\n  Demo logins (password for all: ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS) console.log(`   ${account.email.padEnd(36)} ${account.role}`);
    if (summary.operatorFactor) {
      console.log(`\n  Operator second factor (authenticator app, TOTP): ${DEMO_OPERATOR_TOTP_SECRET}`);
      console.log(`   recovery codes (each once): ${DEMO_OPERATOR_RECOVERY_CODES.join(', ')}`);
    } else {
      console.log('\n  Operator second factor: not seeded (no AUTH_SECRET in .dev.vars); set it up in the console at first sign-in.');
    }
  }
} finally {
  await proxy.dispose();
}
