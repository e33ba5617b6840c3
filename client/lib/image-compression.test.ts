/** Target sizes of the browser compression and the order of its attempts and fallback. */
import { describe, expect, it } from 'vitest';
import { COMPRESSION_ATTEMPTS, type CompressionAttempt, compressPhoto, targetSize } from './image-compression.ts';

describe('targetSize', () => {
  it('fits landscape and portrait photos into 1600x1200, keeping the aspect ratio', () => {
    expect(targetSize(4000, 3000, 1600, 1200)).toEqual({ width: 1600, height: 1200 });
    expect(targetSize(3000, 4000, 1600, 1200)).toEqual({ width: 900, height: 1200 });
    expect(targetSize(6000, 1000, 1600, 1200)).toEqual({ width: 1600, height: 267 });
    expect(targetSize(4032, 3024, 2000, 1500)).toEqual({ width: 2000, height: 1500 });
  });

  it('never enlarges a small photo', () => {
    expect(targetSize(800, 600, 1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(targetSize(1600, 1200, 1600, 1200)).toEqual({ width: 1600, height: 1200 });
  });

  it('keeps at least one pixel and refuses an image without size', () => {
    expect(targetSize(100000, 1, 1600, 1200)).toEqual({ width: 1600, height: 1 });
    expect(() => targetSize(0, 100, 1600, 1200)).toThrow(RangeError);
  });
});

describe('compressPhoto', () => {
  const original = new Blob([new Uint8Array(10)], { type: 'image/heic' });
  const jpeg = new Blob([new Uint8Array(5)], { type: 'image/jpeg' });

  it('uses the first attempt, 1600x1200 at quality 0.8', async () => {
    const seen: CompressionAttempt[] = [];
    const result = await compressPhoto(original, 'image/heic', async (_photo, attempt) => {
      seen.push(attempt);
      return jpeg;
    });
    expect(seen).toEqual([{ maxWidth: 1600, maxHeight: 1200, quality: 0.8 }]);
    expect(result).toEqual({ blob: jpeg, type: 'image/jpeg', compressed: true });
  });

  it('retries at 2000x1500 and quality 0.6, then sends the original', async () => {
    const seen: CompressionAttempt[] = [];
    const second = await compressPhoto(original, 'image/heic', async (_photo, attempt) => {
      seen.push(attempt);
      if (seen.length === 1) throw new Error('cannot decode');
      return jpeg;
    });
    expect(seen).toEqual([...COMPRESSION_ATTEMPTS]);
    expect(seen[1]).toEqual({ maxWidth: 2000, maxHeight: 1500, quality: 0.6 });
    expect(second.compressed).toBe(true);

    const fallback = await compressPhoto(original, 'image/heic', async () => {
      throw new Error('cannot decode');
    });
    expect(fallback).toEqual({ blob: original, type: 'image/heic', compressed: false });
  });

  it('counts an empty result as a failure', async () => {
    const result = await compressPhoto(original, 'image/heic', async () => new Blob([], { type: 'image/jpeg' }));
    expect(result.compressed).toBe(false);
    expect(result.blob).toBe(original);
  });
});
