/** The signed-in customer's saved searches: list, create, rename, pause or resume, notifications on/off, delete. */
import { Hono } from 'hono';
import * as z from 'zod/mini';
import { PUBLIC_STATUSES } from '../../domain/auction-status.ts';
import { ATTRIBUTE_CATALOG } from '../../domain/attribute-catalog/index.ts';
import type { Locale } from '../../domain/locales.ts';
import {
  alertStatuses,
  DEFAULT_SEARCHES_PAGE_SIZE,
  fallbackMakeName,
  filterSummary,
  isSearchesPageSize,
  normaliseSearchName,
  normaliseSearchQuery,
  type SavedSearch,
  type SavedSearchesPage,
  storedSearchFilters,
} from '../../domain/saved-searches.ts';
import {
  canPlaceFilters,
  createSearch,
  deleteSearch,
  findSearch,
  listSearches,
  markCurrentMatchesSeen,
  type SavedSearchRow,
  type SearchPatch,
  updateSearch,
} from '../db/repositories/saved-searches.ts';
import type { AppEnv } from '../env.ts';
import { ApiError } from '../lib/api-error.ts';
import { idParam, pageNumber } from '../lib/params.ts';
import { signedInCustomerId } from '../lib/signed-in.ts';
import { validate } from '../lib/validate.ts';

export const savedSearchRoutes = new Hono<AppEnv>();

const MAKE_OPTIONS = ATTRIBUTE_CATALOG.find((attribute) => attribute.entityType === 'product' && attribute.code === 'make')?.options ?? [];

function makeNames(locale: Locale): (code: string) => string {
  return (code) => MAKE_OPTIONS.find((option) => option.code === code)?.labels[locale] ?? fallbackMakeName(code);
}

function toSavedSearch(row: SavedSearchRow, locale: Locale): SavedSearch {
  const filters = storedSearchFilters(row.query);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    notify: row.notify,
    query: row.query,
    filters: filters ? filterSummary(filters, makeNames(locale)) : [],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}


const listQuery = z.object({
  page: z._default(pageNumber, 1),
  itemsPerPage: z._default(z.coerce.number().check(z.refine(isSearchesPageSize, 'validation.invalid')), DEFAULT_SEARCHES_PAGE_SIZE),
});

// Names are normalised by the domain rule; the schema only bounds the raw input.
const rawName = z.string('validation.required').check(z.maxLength(1000, 'validation.max'));

const createBody = z.object({
  name: rawName,
  query: z.string('validation.invalid').check(z.maxLength(4000, 'validation.max')),
  notify: z._default(z.boolean('validation.required_boolean'), true),
});

const updateBody = z.object({
  name: z.optional(rawName),
  status: z.optional(z.enum(['active', 'paused'], 'validation.invalid')),
  notify: z.optional(z.boolean('validation.required_boolean')),
});

const alerting = (row: SavedSearchRow) => row.status === 'active' && row.notify;

function searchName(raw: string): string {
  const result = normaliseSearchName(raw);
  if (!result.ok) throw new ApiError(400, 'validation_failed', { name: result.error });
  return result.name;
}

savedSearchRoutes.get('/private/customer/searches/get', validate('query', listQuery), async (c) => {
  const { page, itemsPerPage } = c.req.valid('query');
  const { rows, total } = await listSearches(c.get('db'), signedInCustomerId(c), page, itemsPerPage);
  const body: SavedSearchesPage = {
    searches: rows.map((row) => toSavedSearch(row, c.get('locale'))),
    page,
    pages: Math.ceil(total / itemsPerPage),
    total,
  };
  return c.json(body);
});

savedSearchRoutes.post('/private/customer/searches/create', validate('json', createBody), async (c) => {
  const input = c.req.valid('json');
  const db = c.get('db');
  const locale = c.get('locale');
  const name = searchName(input.name);
  const normalised = normaliseSearchQuery(input.query);
  if (!normalised.ok) throw new ApiError(400, 'validation_failed', normalised.fields);
  const { filters, query } = normalised;
  // The same statuses the catalogue accepts, and a distance only around a postal code we can place.
  if (filters.status && !PUBLIC_STATUSES.includes(filters.status)) throw new ApiError(400, 'validation_failed', { query: 'validation.invalid' });
  if (filters.distance && !(await canPlaceFilters(db, filters, locale))) throw new ApiError(400, 'validation_failed', { query: 'validation.zip_code' });
  const created = await createSearch(
    db,
    { customerId: signedInCustomerId(c), name, notify: input.notify, query, locale, filters, statuses: alertStatuses(filters) },
    new Date(),
  );
  if (!created) throw new ApiError(422, 'too_many_searches');
  return c.json(toSavedSearch(created, locale), 201);
});

savedSearchRoutes.put('/private/customer/searches/update/:id', validate('param', idParam), validate('json', updateBody), async (c) => {
  const input = c.req.valid('json');
  const db = c.get('db');
  const { id } = c.req.valid('param');
  const patch: SearchPatch = {};
  if (input.name !== undefined) patch.name = searchName(input.name);
  if (input.status !== undefined) patch.status = input.status;
  if (input.notify !== undefined) patch.notify = input.notify;
  // Someone else's id answers exactly like an unknown one.
  const current = await findSearch(db, signedInCustomerId(c), id);
  if (!current) throw new ApiError(404, 'not_found');
  if (Object.keys(patch).length === 0) return c.json(toSavedSearch(current, c.get('locale')));
  const now = new Date();
  const row = await updateSearch(db, signedInCustomerId(c), id, patch, now);
  if (!row) throw new ApiError(404, 'not_found');
  // Alerts switched back on (resumed, or notifications on again) announce only what appears from now on.
  const filters = storedSearchFilters(row.query);
  if (!alerting(current) && alerting(row) && filters) await markCurrentMatchesSeen(db, row, filters, alertStatuses(filters), now);
  return c.json(toSavedSearch(row, c.get('locale')));
});

savedSearchRoutes.delete('/private/customer/searches/delete/:id', validate('param', idParam), async (c) => {
  const { id } = c.req.valid('param');
  if (!(await deleteSearch(c.get('db'), signedInCustomerId(c), id))) throw new ApiError(404, 'not_found');
  return c.body(null, 204);
});
