/**
 * The distance sort ("nearest first") without reading every match: listings carry their postal region's centre, so
 * the page query walks the regions nearest first and reads each region's listings from the place index, stopping as
 * soon as the page is full (docs/decisions.md, "Distance sort").
 */
import { and, type SQL, sql } from 'drizzle-orm';
import type { CatalogFilters } from '../../../domain/catalog-filters.ts';
import type { Database } from '../client.ts';
import { catalogListings as listing, postalRegions } from '../schema-listings.ts';
import type { Origin } from './catalog-search.ts';

interface Region {
  country: string;
  prefix: string;
  x: number;
  y: number;
  z: number;
}

/**
 * Postal regions are reference data written by migrations: read once per isolate (about 1,600 rows), one region per
 * centre (a country's fallback row may share a region's centre, and its listings must not be walked twice).
 */
let regions: Promise<Region[]> | undefined;

async function regionCentres(db: Database): Promise<Region[]> {
  regions ??= db
    .select({ country: postalRegions.country, prefix: postalRegions.prefix, x: postalRegions.x, y: postalRegions.y, z: postalRegions.z })
    .from(postalRegions)
    .all()
    .then((rows) => {
      const seen = new Set<string>();
      return rows.filter((row) => {
        const key = `${row.x},${row.y},${row.z}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    });
  return regions.catch((error: unknown) => {
    regions = undefined;
    throw error;
  });
}

/**
 * The regions nearest first. D1 counts each JSON element the walk reads as a row, so a distance band leaves out the
 * regions it cannot reach; the listing condition still decides the band exactly, this list only has to contain it.
 */
export async function regionsByDistance(db: Database, origin: Origin, band?: { cos: number; within: boolean }): Promise<[string, string][]> {
  const dot = (region: Region) => region.x * origin.x + region.y * origin.y + region.z * origin.z;
  // A tiny margin on the band's edge, so floating-point rounding never drops a region the SQL condition keeps.
  const margin = 2e-8;
  const reachable = (value: number) => !band || (band.within ? value >= band.cos - margin : value < band.cos + margin);
  return (await regionCentres(db))
    .map((region) => ({ region, dot: dot(region) }))
    .filter(({ dot: value }) => reachable(value))
    .sort((a, b) => b.dot - a.dot || a.region.country.localeCompare(b.region.country) || a.region.prefix.localeCompare(b.region.prefix))
    .map(({ region }) => [region.country, region.prefix]);
}

/**
 * The page of a distance-sorted search. The ordered regions arrive as one JSON parameter; CROSS JOIN pins the loop
 * order (regions, then the region's centre by primary key, then its listings through `catalog_listings_place`,
 * newest first), so SQLite returns rows in walk order and stops at the page's end: no sort over the matches.
 */
export function distancePageQuery(db: Database, filters: CatalogFilters, conditions: SQL[], ordered: [string, string][]) {
  const walk = sql`(SELECT j.key AS k, j.value ->> 0 AS country, j.value ->> 1 AS prefix FROM json_each(${JSON.stringify(ordered)}) j ORDER BY j.key LIMIT ${ordered.length}) g
    CROSS JOIN ${postalRegions} ON ${postalRegions.country} = g.country AND ${postalRegions.prefix} = g.prefix
    CROSS JOIN ${listing} INDEXED BY catalog_listings_place
      ON ${listing.x} = ${postalRegions.x} AND ${listing.y} = ${postalRegions.y} AND ${listing.z} = ${postalRegions.z}`;
  return db
    // A raw expression: drizzle checks plain columns against the FROM, which here is one SQL fragment.
    .select({ id: sql<number>`${listing.productId}`.mapWith(Number) })
    .from(walk)
    .where(and(...conditions))
    .orderBy(sql`g.k`)
    .limit(filters.itemsPerPage)
    .offset((filters.page - 1) * filters.itemsPerPage);
}
