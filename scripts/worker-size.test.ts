import { describe, expect, it } from 'vitest';
import { checkWorkerSize, gzipKiB, WORKER_GZIP_LIMIT_KIB } from './worker-size.mjs';

describe('the worker size check', () => {
  it('reads the compressed size from the dry run', () => {
    expect(gzipKiB('Total Upload: 5750.44 KiB / gzip: 1467.85 KiB')).toBe(1467.85);
    expect(gzipKiB('Total Upload: 12.50 MiB / gzip: 3.25 MiB')).toBe(3.25 * 1024);
  });

  it('passes a bundle within the limit and fails one over it', () => {
    expect(checkWorkerSize('Total Upload: 5750.44 KiB / gzip: 1467.85 KiB').ok).toBe(true);
    const over = checkWorkerSize(`Total Upload: 9000.00 KiB / gzip: ${WORKER_GZIP_LIMIT_KIB + 1}.00 KiB`);
    expect(over.ok).toBe(false);
    expect(over.message).toContain('over the platform');
  });

  it('fails when the dry run no longer says the size', () => {
    expect(checkWorkerSize('--dry-run: exiting now.').ok).toBe(false);
  });
});
