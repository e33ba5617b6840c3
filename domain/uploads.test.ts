// File type sniffing by content: complete JPEG, PNG, HEIC/HEIF photos and PDF documents; truncated and foreign files refused.
import { describe, expect, it } from 'vitest';
import { type DocumentType, extensionFor, sniffDocument, sniffImage } from './uploads.ts';

const text = (value: string): number[] => [...value].map((char) => char.charCodeAt(0));
const bytes = (...parts: (number[] | Uint8Array)[]): Uint8Array => new Uint8Array(parts.flatMap((part) => [...part]));
const u16 = (value: number): number[] => [(value >> 8) & 0xff, value & 0xff];
const u32 = (value: number): number[] => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const cut = (file: Uint8Array, length: number): Uint8Array => file.slice(0, length);

// JPEG ---------------------------------------------------------------------------------------------------------

/** A marker segment: FF, marker, 2-byte length (counting itself), payload. */
const segment = (marker: number, payload: number[]): number[] => [0xff, marker, ...u16(payload.length + 2), ...payload];
const SOI = [0xff, 0xd8];
const EOI = [0xff, 0xd9];
const APP0 = segment(0xe0, [...text('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]);
const DQT = segment(0xdb, [0, ...Array.from({ length: 64 }, () => 1)]);
const SOF0 = segment(0xc0, [8, ...u16(1), ...u16(1), 1, 1, 0x11, 0]);
const DHT = segment(0xc4, [0, 1, ...Array.from({ length: 15 }, () => 0), 0]);
const SOS = segment(0xda, [1, 1, 0, 0, 0x3f, 0]);
/** Entropy-coded data; a 0xFF in it is always stuffed with 0x00. */
const SCAN = [0x12, 0xff, 0x00, 0x34, 0x56, 0xff, 0x00, 0x78];
/** A tiny JPEG with its own SOI ... EOI, as an EXIF thumbnail carries one. */
const THUMBNAIL = [...SOI, ...DQT, ...SOF0, ...SOS, ...SCAN, ...EOI];
const APP1_EXIF = segment(0xe1, [...text('Exif\0\0'), ...THUMBNAIL]);

const JPEG = bytes(SOI, APP0, DQT, SOF0, DHT, SOS, SCAN, EOI);
const CAMERA_JPEG = bytes(SOI, APP1_EXIF, DQT, SOF0, DHT, SOS, SCAN, SCAN, SCAN, EOI);

describe('JPEG', () => {
  it('a complete JPEG is image/jpeg, for photos and documents', () => {
    expect(sniffImage(JPEG)).toBe('image/jpeg');
    expect(sniffDocument(JPEG)).toBe('image/jpeg');
    expect(sniffImage(CAMERA_JPEG)).toBe('image/jpeg');
  });

  it('trailing padding after the end marker is allowed', () => {
    expect(sniffImage(bytes(JPEG, new Array<number>(200).fill(0)))).toBe('image/jpeg');
  });

  it('a JPEG without its end marker is refused', () => {
    expect(sniffImage(cut(JPEG, JPEG.length - 2))).toBeNull();
    expect(sniffImage(cut(JPEG, JPEG.length - 1))).toBeNull();
  });

  it('a JPEG cut anywhere is refused', () => {
    for (let length = 0; length < JPEG.length - 1; length += 1) expect(sniffImage(cut(JPEG, length)), `${length} bytes`).toBeNull();
  });

  it('a camera JPEG cut after its EXIF thumbnail is refused (the thumbnail\'s end marker is not the image\'s)', () => {
    const afterThumbnail = SOI.length + APP1_EXIF.length + DQT.length;
    expect(sniffImage(cut(CAMERA_JPEG, afterThumbnail))).toBeNull();
    expect(sniffImage(cut(CAMERA_JPEG, CAMERA_JPEG.length - 4))).toBeNull();
  });

  it('a start and an end marker without an image between them are refused', () => {
    expect(sniffImage(bytes(SOI, EOI))).toBeNull();
    expect(sniffImage(bytes(SOI, [0xff], EOI))).toBeNull();
    expect(sniffImage(bytes(SOI, APP0, EOI))).toBeNull();
  });

  it('a segment longer than the file is refused', () => {
    expect(sniffImage(bytes(SOI, [0xff, 0xe1, 0xff, 0xff], text('Exif'), EOI))).toBeNull();
  });
});

// PNG ----------------------------------------------------------------------------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(data: number[]): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}
const chunk = (type: string, data: number[]): number[] => [...u32(data.length), ...text(type), ...data, ...u32(crc32([...text(type), ...data]))];

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const IHDR = chunk('IHDR', [...u32(1), ...u32(1), 8, 2, 0, 0, 0]);
const IDAT = chunk('IDAT', [0x78, 0x9c, 0x63, 0x60, 0x60, 0x60, 0x00, 0x00, 0x00, 0x04, 0x00, 0x01]);
const IEND = chunk('IEND', []);
const PNG = bytes(PNG_SIGNATURE, IHDR, IDAT, IEND);

describe('PNG', () => {
  it('signature, IHDR and IEND make image/png', () => {
    expect(IEND.slice(-4)).toEqual([0xae, 0x42, 0x60, 0x82]);
    expect(sniffImage(PNG)).toBe('image/png');
    expect(sniffImage(bytes(PNG_SIGNATURE, IHDR, IEND))).toBe('image/png');
    expect(sniffDocument(PNG)).toBe('image/png');
  });

  it('a PNG cut anywhere is refused', () => {
    for (let length = 0; length < PNG.length; length += 1) expect(sniffImage(cut(PNG, length)), `${length} bytes`).toBeNull();
  });

  it('a wrong signature is refused', () => {
    const broken = PNG.slice();
    broken[1] = 0x51;
    expect(sniffImage(broken)).toBeNull();
  });
});

// HEIC / HEIF ------------------------------------------------------------------------------------------------------

const box = (type: string, payload: number[]): number[] => [...u32(payload.length + 8), ...text(type), ...payload];
const ftyp = (brand: string, ...compatible: string[]): number[] => box('ftyp', [...text(brand), ...u32(0), ...compatible.flatMap(text)]);
const META = box('meta', [0, 0, 0, 0, ...box('hdlr', [0, 0, 0, 0, ...u32(0), ...text('pict'), ...u32(0), ...u32(0), ...u32(0), 0])]);
const MDAT = box('mdat', Array.from({ length: 32 }, (_, index) => index));
const HEIC = bytes(ftyp('heic', 'mif1', 'heic'), META, MDAT);

describe('HEIC and HEIF', () => {
  it('ftyp(heic) + meta + mdat with correct sizes is image/heic', () => {
    expect(sniffImage(HEIC)).toBe('image/heic');
    expect(sniffDocument(HEIC)).toBe('image/heic');
  });

  it('the generic HEIF brand is image/heif', () => {
    expect(sniffImage(bytes(ftyp('mif1', 'mif1', 'heic'), META, MDAT))).toBe('image/heif');
  });

  it('a HEIC cut anywhere is refused', () => {
    for (let length = 0; length < HEIC.length; length += 1) expect(sniffImage(cut(HEIC, length)), `${length} bytes`).toBeNull();
  });

  it('bytes after the last box are refused (a box size that does not fill the file)', () => {
    expect(sniffImage(bytes(HEIC, [0, 0, 0]))).toBeNull();
  });

  it('a last box that runs to the end of the file (size 0) is accepted', () => {
    const open = [...u32(0), ...text('mdat'), 1, 2, 3, 4];
    expect(sniffImage(bytes(ftyp('heic'), META, open))).toBe('image/heic');
  });

  it('a box with a 64-bit size is followed', () => {
    const payload = [9, 9, 9, 9];
    const large = [...u32(1), ...text('mdat'), ...u32(0), ...u32(16 + payload.length), ...payload];
    const file = bytes(ftyp('heic'), META, large);
    expect(sniffImage(file)).toBe('image/heic');
    expect(sniffImage(cut(file, file.length - 1))).toBeNull();
  });

  it('other ISO media brands are refused (AVIF, MP4, QuickTime)', () => {
    for (const brand of ['avif', 'isom', 'mp42', 'qt  ']) expect(sniffImage(bytes(ftyp(brand), META, MDAT)), brand).toBeNull();
  });

  it('a file without image data (fewer than three boxes) is refused', () => {
    expect(sniffImage(bytes(ftyp('heic'), MDAT))).toBeNull();
  });
});

// PDF ----------------------------------------------------------------------------------------------------------

const PDF = bytes(
  text('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n'),
  text('xref\n0 3\ntrailer << /Root 1 0 R /Size 3 >>\nstartxref\n9\n%%EOF\n'),
);

describe('PDF', () => {
  it('a complete PDF is a document, not a photo', () => {
    expect(sniffDocument(PDF)).toBe('application/pdf');
    expect(sniffImage(PDF)).toBeNull();
  });

  it('a PDF without its end-of-file marker is refused', () => {
    const eof = new TextDecoder().decode(PDF).lastIndexOf('%%EOF');
    for (const length of [eof, eof + 3, 20, 5, 0]) expect(sniffDocument(cut(PDF, length)), `${length} bytes`).toBeNull();
  });

  it('the end-of-file marker must be near the end, not only somewhere', () => {
    expect(sniffDocument(bytes(PDF, text('x'.repeat(2000))))).toBeNull();
  });
});

// Foreign files ------------------------------------------------------------------------------------------------

describe('foreign files', () => {
  const foreign: [string, Uint8Array][] = [
    ['Windows executable', bytes(text('MZ'), new Array<number>(64).fill(0x90), EOI)],
    ['ELF executable', bytes(text('\x7fELF'), [2, 1, 1], new Array<number>(64).fill(0), text('%%EOF'))],
    ['shell script', bytes(text('#!/bin/sh\nrm -rf /\n'))],
    ['HTML', bytes(text('<html><script>alert(1)</script></html>'))],
    ['SVG', bytes(text('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))],
    ['GIF', bytes(text('GIF89a'), [1, 0, 1, 0, 0, 0, 0, 0x3b])],
    ['ZIP', bytes([0x50, 0x4b, 0x03, 0x04], new Array<number>(30).fill(0))],
    ['empty file', new Uint8Array(0)],
  ];

  it.each(foreign)('%s is neither a photo nor a document', (_name, file) => {
    expect(sniffImage(file)).toBeNull();
    expect(sniffDocument(file)).toBeNull();
  });

  it('an executable with a photo header glued in front is no complete JPEG', () => {
    expect(sniffImage(bytes(SOI, [0xff], text('MZ'), new Array<number>(32).fill(0x90), EOI))).toBeNull();
  });

  it('the answer depends only on the bytes (sub-array views included)', () => {
    const padded = bytes([0, 0, 0], PNG, [0, 0]);
    expect(sniffImage(padded.subarray(3, 3 + PNG.length))).toBe('image/png');
    expect(sniffImage(padded.subarray(3, 3 + HEIC.length))).toBeNull();
    const heicView = bytes([7, 7], HEIC).subarray(2);
    expect(sniffImage(heicView)).toBe('image/heic');
  });
});

describe('extensions', () => {
  it('each type has its stored file extension', () => {
    const expected: Record<DocumentType, string> = {
      'image/jpeg': 'jpg',
      'image/png': 'png',
      'image/heic': 'heic',
      'image/heif': 'heif',
      'application/pdf': 'pdf',
    };
    for (const [type, extension] of Object.entries(expected) as [DocumentType, string][]) expect(extensionFor(type), type).toBe(extension);
  });
});
