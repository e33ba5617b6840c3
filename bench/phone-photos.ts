/**
 * Gives the phone bench photos that weigh what real ones do: the demo data's SVG illustrations (a few KB each, and
 * vector, so never resized) become 1600x1067 JPEGs with photographic grain, the size class the editor's compression
 * uploads, rendered through the local Images binding before the server starts.
 */
import { deflateSync } from 'node:zlib';
import { getPlatformProxy } from 'wrangler';

/** The client compresses uploads to at most 1600x1200 (client/lib/image-compression.ts); demo views are 3:2. */
const WIDTH = 1600;
const HEIGHT = 1067;
/** Gallery photos of the demo vehicles are products/{id}/{0..4}; damage photos are not on the measured first screens. */
const GALLERY_PHOTO = /^products\/\d+\/\d$/;
/** How strongly the grain shows: tuned so a photo weighs about what a phone photo compressed to this size does (~250 KB). */
const GRAIN = 0.12;
const CONCURRENCY = 3;

const TILE = 192;

/** A grey PNG tile of random pixels (seeded, so every run renders the same photos): the grain drawn over each view. */
function grainTile(): string {
  let state = 0x2545f491;
  const random = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) & 0xff;
  };
  const raw = Buffer.alloc((TILE + 1) * TILE);
  for (let y = 0; y < TILE; y += 1) for (let x = 0; x < TILE; x += 1) raw[y * (TILE + 1) + 1 + x] = random();
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE, 0);
  header.writeUInt32BE(TILE, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return `data:image/png;base64,${png.toString('base64')}`;
}

function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k += 1) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * Sensor grain over the flat illustration, so JPEG, WebP and AVIF compress it like a photo, not like a drawing. A
 * tiled bitmap rather than an SVG noise filter, which takes the renderer about a second per photo at this size.
 */
function photographic(svg: string, tile: string): string {
  const grain = `<defs><pattern id="bench-grain" width="${TILE}" height="${TILE}" patternUnits="userSpaceOnUse"><image href="${tile}" width="${TILE}" height="${TILE}"/></pattern></defs><rect width="100%" height="100%" fill="url(#bench-grain)" opacity="${GRAIN}"/>`;
  return svg.replace(/width="\d+" height="\d+"/, `width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice"`).replace(/<\/svg>\s*$/, `${grain}</svg>`);
}

async function galleryKeys(media: R2Bucket): Promise<string[]> {
  const keys: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await media.list({ prefix: 'products/', ...(cursor ? { cursor } : {}) });
    keys.push(...page.objects.map((object) => object.key).filter((key) => GALLERY_PHOTO.test(key)));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return keys;
}

/** Replaces every demo gallery photo in the state directory's R2 with a photo-like JPEG; answers count and bytes. */
export async function makeDemoPhotosPhotographic(stateDir: string): Promise<{ photos: number; averageKb: number }> {
  const proxy = await getPlatformProxy<{ MEDIA: R2Bucket; IMAGES: ImagesBinding }>({ configPath: 'wrangler.toml', persist: { path: `${stateDir}/v3` } });
  try {
    const { MEDIA, IMAGES } = proxy.env;
    let bytes = 0;
    const keys = await galleryKeys(MEDIA);
    const queue = [...keys];
    const tile = grainTile();
    const convert = async (key: string) => {
      const object = await MEDIA.get(key);
      if (!object || object.httpMetadata?.contentType !== 'image/svg+xml') return;
      const result = await IMAGES.input(new Blob([photographic(await object.text(), tile)]).stream()).output({ format: 'image/jpeg', quality: 80 });
      const jpeg = new Uint8Array(await result.response().arrayBuffer());
      await MEDIA.put(key, jpeg, { httpMetadata: { contentType: 'image/jpeg' } });
      bytes += jpeg.byteLength;
    };
    // A few at a time: the renderer runs in the runtime's Node process, on its worker threads.
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let key = queue.shift(); key; key = queue.shift()) await convert(key);
      }),
    );
    return { photos: keys.length, averageKb: keys.length ? bytes / keys.length / 1024 : 0 };
  } finally {
    await proxy.dispose();
  }
}
