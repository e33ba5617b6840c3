/** Applies demo data to the local D1/R2 state (the same state `vite preview` and wrangler use). */
import { getPlatformProxy } from 'wrangler';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoData } from './seed/seed-database.ts';

const stateDir = process.env.CM24_STATE_DIR ?? '.wrangler/state';
const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
  configPath: 'wrangler.toml',
  persist: { path: `${stateDir}/v3` },
});
try {
  const summary = await seedDemoData({ db: proxy.env.DB, media: proxy.env.MEDIA });
  console.log(`› Demo data: ${summary.accounts} accounts, ${summary.products} vehicles, ${summary.images} new images, ${summary.orders} orders`);
  if (process.env.CM24_QUIET !== '1') {
    console.log(`\n  Demo logins (password for all: ${DEMO_PASSWORD})`);
    for (const account of DEMO_ACCOUNTS) console.log(`   ${account.email.padEnd(36)} ${account.role}`);
  }
} finally {
  await proxy.dispose();
}
