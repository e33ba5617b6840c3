/**
 * The worker bundle's size against the platform's limit, read from `wrangler deploy --dry-run` (its own measure of
 * what would be uploaded): `npm test` fails when the compressed bundle outgrows it.
 */

/** Cloudflare's limit for a Worker after compression on the Free plan (Paid allows 10 MB): the stricter one holds. */
export const WORKER_GZIP_LIMIT_KIB = 3 * 1024;

/**
 * The compressed upload size in KiB from the dry run's "Total Upload: … / gzip: … KiB" line; null when the line is
 * missing (a changed wrangler output must fail the check, not pass it).
 * @param {string} output
 * @returns {number | null}
 */
export function gzipKiB(output) {
  const match = /Total Upload: [\d.]+ (?:KiB|MiB) \/ gzip: ([\d.]+) (KiB|MiB)/.exec(output);
  if (!match) return null;
  const size = Number(match[1]);
  return match[2] === 'MiB' ? size * 1024 : size;
}

/**
 * @param {string} output the dry run's output
 * @param {number} [limit] KiB
 * @returns {{ ok: boolean, message: string }}
 */
export function checkWorkerSize(output, limit = WORKER_GZIP_LIMIT_KIB) {
  const size = gzipKiB(output);
  if (size === null) return { ok: false, message: 'worker size: the dry run printed no "Total Upload … gzip" line' };
  const line = `worker bundle ${size.toFixed(0)} KiB gzip of ${limit} KiB allowed`;
  return size <= limit ? { ok: true, message: line } : { ok: false, message: `${line}: over the platform's limit` };
}
