/** Which files the editor takes as photos and as documents. */
import { describe, expect, it } from 'vitest';
import { DOCUMENT_ACCEPT, documentType, PHOTO_ACCEPT, photoType } from './file-types.ts';

describe('photoType', () => {
  it('takes JPEG, PNG, HEIC and HEIF by their type', () => {
    expect(photoType({ name: 'a', type: 'image/jpeg' })).toBe('image/jpeg');
    expect(photoType({ name: 'a', type: 'image/png' })).toBe('image/png');
    expect(photoType({ name: 'a', type: 'image/heic' })).toBe('image/heic');
    expect(photoType({ name: 'a', type: 'image/heif' })).toBe('image/heif');
  });

  it('falls back to the extension when the browser gives no or an unusual type', () => {
    expect(photoType({ name: 'IMG_0001.HEIC', type: '' })).toBe('image/heic');
    expect(photoType({ name: 'front.jpg', type: 'application/octet-stream' })).toBe('image/jpeg');
    expect(photoType({ name: 'front.JPEG', type: 'image/jpg' })).toBe('image/jpeg');
    expect(photoType({ name: 'side.heif', type: '' })).toBe('image/heif');
  });

  it('refuses other images, PDFs and files without a usable extension', () => {
    expect(photoType({ name: 'a.gif', type: 'image/gif' })).toBeNull();
    expect(photoType({ name: 'a.webp', type: 'image/webp' })).toBeNull();
    expect(photoType({ name: 'scan.pdf', type: 'application/pdf' })).toBeNull();
    expect(photoType({ name: 'jpg', type: '' })).toBeNull();
  });
});

describe('documentType', () => {
  it('takes photos and PDFs', () => {
    expect(documentType({ name: 'scan.pdf', type: 'application/pdf' })).toBe('application/pdf');
    expect(documentType({ name: 'scan.PDF', type: '' })).toBe('application/pdf');
    expect(documentType({ name: 'scan.png', type: 'image/png' })).toBe('image/png');
    expect(documentType({ name: 'scan.docx', type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' })).toBeNull();
  });
});

describe('accept attributes', () => {
  it('name the types and the extensions', () => {
    expect(PHOTO_ACCEPT.split(',')).toEqual(['image/jpeg', 'image/png', 'image/heic', 'image/heif', '.jpg', '.jpeg', '.png', '.heic', '.heif']);
    expect(DOCUMENT_ACCEPT.split(',')).toContain('application/pdf');
    expect(DOCUMENT_ACCEPT.split(',')).toContain('.pdf');
  });
});
