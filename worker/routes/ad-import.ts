/**
 * Vehicle data for the sell funnel's import: the Dutch registry by licence plate and a classifieds-portal ad by
 * URL or id. Answers the values to start an ad with (the funnel then creates it); nothing is stored here.
 */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import { groupAttributes } from '../../domain/product.ts';
import type { ProfileStatus } from '../../domain/profile.ts';
import { isDutchLicensePlate } from '../../domain/validation/predicates.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { validate } from '../lib/validate.ts';
import { ABUSE_LIMITS, limitClient } from '../services/abuse-limits.ts';
import { createVehicleDataAdapters } from '../vehicle-data/create-adapters.ts';
import { type ImportedVehicle, VehicleImportError } from '../vehicle-data/port.ts';

export const adImportRoutes = new Hono<AppEnv>();

function answer(vehicle: ImportedVehicle) {
  return {
    found: true,
    productType: vehicle.productType,
    attributes: groupAttributes(ATTRIBUTE_CATALOG, vehicle.values),
    sourceUrl: vehicle.sourceUrl,
  };
}

/**
 * Provider failures as the API's codes: a missing ad is the seller's to fix, the rest is ours to retry. A failed
 * portal import carries the spec's profile status, on which the client shows its snackbar.
 */
function importError(error: unknown, status?: ProfileStatus): never {
  if (error instanceof VehicleImportError) {
    if (error.reason === 'not_found') throw new ApiError(404, 'import_not_found');
    throw new ApiError(502, 'import_failed', undefined, undefined, status ? { status } : undefined);
  }
  throw error;
}

adImportRoutes.get('/public/product/import/options', (c) => {
  const adapters = createVehicleDataAdapters(c.env);
  return c.json({ plate: true, portal: adapters.portal !== null });
});

const plateBody = z.object({
  plate: z.string({ error: 'validation.required' }).check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, 'validation.required'),
    z.maxLength(12, 'validation.max'),
    // Spaces and hyphens as people type them are no part of the plate (the registry looks it up without them).
    z.overwrite((plate) => plate.replace(/[\s-]/g, '')),
    z.refine(isDutchLicensePlate, 'validation.dutch_license_plate'),
  ),
});

adImportRoutes.post('/public/product/import/plate', validate('json', plateBody), async (c) => {
  await limitClient(c, ABUSE_LIMITS.vehicleImport);
  try {
    const vehicle = await createVehicleDataAdapters(c.env).plateRegistry.lookup(c.req.valid('json').plate);
    return c.json(vehicle ? answer(vehicle) : { found: false });
  } catch (error) {
    return importError(error);
  }
});

const portalBody = z.object({
  reference: z.string({ error: 'validation.required' }).check(
    z.trim(),
    z.minLength(1, 'validation.required'),
    z.maxLength(500, 'validation.max'),
    // The spec's importer_link rule: any text with a digit (an ad id or a URL carrying one).
    z.regex(/\d/, 'validation.importer_link'),
  ),
});

adImportRoutes.post('/public/product/import/portal', validate('json', portalBody), async (c) => {
  const portal = createVehicleDataAdapters(c.env).portal;
  if (!portal) throw new ApiError(503, 'import_unavailable');
  await limitClient(c, ABUSE_LIMITS.vehicleImport);
  try {
    return c.json(answer(await portal.fetchAd(c.req.valid('json').reference)));
  } catch (error) {
    return importError(error, 'IMPORT_FROM_MOBILE_DE_FAILED');
  }
});
