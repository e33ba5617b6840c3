/** Types of worker-size.mjs for TypeScript callers. */
export const WORKER_GZIP_LIMIT_KIB: number;
export function gzipKiB(output: string): number | null;
export function checkWorkerSize(output: string, limit?: number): { ok: boolean; message: string };
