/**
 * The dealer's fleet-system integration (Syscara), for accepted, unblocked dealers: connect with the dealer's own
 * credentials (checked by a rate-limited first call, stored sealed), see the last import, and import the fleet as ads
 * in editing. Disconnecting is open to every dealer.
 */
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { HOME_COUNTRY } from '../../domain/catalog-filters.ts';
import type { AttributeValue } from '../../domain/product.ts';
import type { ProfileStatus } from '../../domain/profile.ts';
import { fleetCredentialsSchema } from '../../domain/validation/integrations.ts';
import { insertAd, VinTakenError } from '../db/repositories/ads.ts';
import { findMerchantOfCustomer } from '../db/repositories/customers.ts';
import { merchantIntegrations } from '../db/schema-listings.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitCustomerAndClient } from '../services/abuse-limits.ts';
import { storageOf } from '../services/ads/save-ad.ts';
import { authSecret } from '../services/auth/secret.ts';
import { createVehicleDataAdapters } from '../vehicle-data/create-adapters.ts';
import { type FleetCredentials, type ImportedVehicle, VehicleImportError } from '../vehicle-data/port.ts';
import { openCredentials, sealCredentials } from '../vehicle-data/sealed-credentials.ts';

export const merchantIntegrationRoutes = new Hono<AppEnv>();

/** Vehicles taken over per import: a dealer's stock page, not their whole history. */
const MAX_IMPORTED = 50;

/** Any dealer, whatever their review state: only for withdrawing their own stored credentials. */
async function dealerId(c: Context<AppEnv>): Promise<number> {
  const customerId = signedInCustomerId(c);
  if (!(await findMerchantOfCustomer(c.get('db'), customerId))) throw new ApiError(403, 'not_a_merchant');
  return customerId;
}

/**
 * An accepted, unblocked dealer (the viewer is read from D1 on every signed-in request, so a block counts at once):
 * the integration creates ads and calls Syscara for them, which dealers in review, rejected or blocked may not.
 */
function approvedDealerId(c: Context<AppEnv>): number {
  const customerId = signedInCustomerId(c);
  const merchant = c.get('viewer').customer?.merchant;
  if (!merchant) throw new ApiError(403, 'not_a_merchant');
  if (merchant.blocked) throw new ApiError(403, 'integration_merchant_blocked');
  if (merchant.accepted !== true) throw new ApiError(403, 'integration_merchant_not_accepted');
  return customerId;
}

async function findIntegration(c: Context<AppEnv>, customerId: number) {
  return (
    (await c
      .get('db')
      .select()
      .from(merchantIntegrations)
      .where(and(eq(merchantIntegrations.customerId, customerId), eq(merchantIntegrations.provider, 'syscara')))
      .get()) ?? null
  );
}

/**
 * What the dealer may see of the integration: never the credentials. Credentials that no longer open (the secret
 * was rotated) count as not connected, so the dealer is asked to connect again.
 */
async function status(c: Context<AppEnv>, customerId: number) {
  const row = await findIntegration(c, customerId);
  const usable = row !== null && (await openCredentials(authSecret(c.env), row.credentials)) !== null;
  return {
    syscara: {
      connected: usable,
      accountHint: row?.accountHint ?? null,
      lastImportAt: row?.lastImportAt?.toISOString() ?? null,
      lastImportStatus: row?.lastImportStatus ?? null,
      lastImportCount: row?.lastImportCount ?? null,
    },
  };
}

function fleet(c: Context<AppEnv>) {
  const adapter = createVehicleDataAdapters(c.env).fleet;
  if (!adapter) throw new ApiError(503, 'import_unavailable');
  return adapter;
}

async function listFleet(c: Context<AppEnv>, credentials: FleetCredentials): Promise<ImportedVehicle[]> {
  try {
    return await fleet(c).listVehicles(credentials);
  } catch (error) {
    if (error instanceof VehicleImportError && error.reason === 'unauthorized') throw new ApiError(422, 'import_unauthorized');
    if (error instanceof VehicleImportError) throw new ApiError(502, 'import_failed', undefined, undefined, { status: 'IMPORT_FROM_SYSCARA_FAILED' satisfies ProfileStatus });
    throw error;
  }
}

merchantIntegrationRoutes.get('/private/merchant/integrations', async (c) => c.json(await status(c, approvedDealerId(c))));

merchantIntegrationRoutes.put('/private/merchant/integrations/syscara', validate('json', fleetCredentialsSchema), async (c) => {
  const customerId = approvedDealerId(c);
  const credentials = c.req.valid('json');
  // Each check is a live login at Syscara: limited per dealer and per client, before Syscara is asked.
  await limitCustomerAndClient(c, ABUSE_LIMITS.fleetCredentialsCustomer, ABUSE_LIMITS.fleetCredentialsClient, customerId);
  // Credentials that Syscara refuses are never stored.
  await listFleet(c, credentials);
  const sealed = await sealCredentials(authSecret(c.env), credentials);
  const now = new Date();
  await c
    .get('db')
    .insert(merchantIntegrations)
    .values({ customerId, provider: 'syscara', credentials: sealed, accountHint: credentials.username, updatedAt: now })
    .onConflictDoUpdate({ target: [merchantIntegrations.customerId, merchantIntegrations.provider], set: { credentials: sealed, accountHint: credentials.username, updatedAt: now } });
  return c.json(await status(c, customerId));
});

/** Open to every dealer: a blocked or rejected one can still withdraw the credentials they gave us. */
merchantIntegrationRoutes.delete('/private/merchant/integrations/syscara', async (c) => {
  const customerId = await dealerId(c);
  await c.get('db').delete(merchantIntegrations).where(and(eq(merchantIntegrations.customerId, customerId), eq(merchantIntegrations.provider, 'syscara')));
  return c.json(await status(c, customerId));
});

/** Imports the fleet as ads in editing; vehicles already listed (same VIN) are skipped. */
merchantIntegrationRoutes.post('/private/merchant/integrations/syscara/import', async (c) => {
  const customerId = approvedDealerId(c);
  const db = c.get('db');
  const row = await findIntegration(c, customerId);
  const credentials = row ? await openCredentials(authSecret(c.env), row.credentials) : null;
  if (!row || !credentials) throw new ApiError(409, 'integration_not_connected');
  const record = (outcome: 'ok' | 'failed', count: number | null) =>
    db
      .update(merchantIntegrations)
      .set({ lastImportAt: new Date(), lastImportStatus: outcome, lastImportCount: count })
      .where(and(eq(merchantIntegrations.customerId, customerId), eq(merchantIntegrations.provider, 'syscara')));
  let vehicles: ImportedVehicle[];
  try {
    vehicles = await listFleet(c, credentials);
  } catch (error) {
    await record('failed', null);
    throw error;
  }
  let imported = 0;
  let skipped = 0;
  for (const vehicle of vehicles.slice(0, MAX_IMPORTED)) {
    const kind = vehicle.productType ?? 'motorhome';
    const values = vehicle.values as Record<string, AttributeValue>;
    const storage = storageOf(kind, values, values);
    try {
      await insertAd(db, {
        customerId,
        productType: kind,
        country: HOME_COUNTRY[c.get('locale')],
        saleTiming: 'now',
        columns: storage.columns,
        values: storage.upserts,
        vinKey: storage.vinKey ?? null,
        logged: storage.logged,
        origin: { source: 'import', actorCustomerId: customerId },
      });
      imported += 1;
    } catch (error) {
      if (!(error instanceof VinTakenError)) throw error;
      skipped += 1;
    }
  }
  await record('ok', imported);
  return c.json({ imported, skipped, ...(await status(c, customerId)) });
});
