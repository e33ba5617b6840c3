import { describe, expect, it } from 'vitest';
import { contentImageKeyOf, contentImageUrl, sniffContentImage } from './content-images.ts';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

function webp(declaredSize: number, length: number, chunk = 'VP8 '): Uint8Array {
  const bytes = new Uint8Array(length);
  bytes.set(new TextEncoder().encode('RIFF'), 0);
  new DataView(bytes.buffer).setUint32(4, declaredSize, true);
  bytes.set(new TextEncoder().encode(`WEBP${chunk}`), 8);
  return bytes;
}

describe('content images', () => {
  it('recognises PNG and complete WebP by their bytes', () => {
    expect(sniffContentImage(PNG)).toBe('image/png');
    expect(sniffContentImage(webp(32, 40))).toBe('image/webp');
    expect(sniffContentImage(webp(32, 40, 'VP8L'))).toBe('image/webp');
  });

  it('refuses text, truncated WebP and unknown RIFF content', () => {
    expect(sniffContentImage(new TextEncoder().encode('not really a picture, just text'))).toBeNull();
    expect(sniffContentImage(webp(64, 40))).toBeNull();
    expect(sniffContentImage(webp(32, 40, 'XXXX'))).toBeNull();
    expect(sniffContentImage(new Uint8Array())).toBeNull();
  });

  it('maps public file names to keys only for our own names', () => {
    const file = `${'a'.repeat(32)}.webp`;
    expect(contentImageKeyOf(file)).toEqual({ key: `content/${file}`, type: 'image/webp' });
    expect(contentImageKeyOf('../secret.png')).toBeNull();
    expect(contentImageKeyOf(`${'a'.repeat(32)}.svg`)).toBeNull();
    expect(contentImageUrl(`content/${file}`)).toBe(`/content-images/${file}`);
  });
});
