/** Which files the ad editor takes: photos (JPEG, PNG, HEIC/HEIF) and documents (those or PDF), by type or extension. */
import type { DocumentType, ImageType } from '../../domain/uploads.ts';

export const PHOTO_TYPES: readonly ImageType[] = ['image/jpeg', 'image/png', 'image/heic', 'image/heif'];
export const DOCUMENT_TYPES: readonly DocumentType[] = [...PHOTO_TYPES, 'application/pdf'];

/** The `accept` attributes: types and extensions both, since some pickers only match one of them. */
export const PHOTO_ACCEPT = [...PHOTO_TYPES, '.jpg', '.jpeg', '.png', '.heic', '.heif'].join(',');
export const DOCUMENT_ACCEPT = [...DOCUMENT_TYPES, '.jpg', '.jpeg', '.png', '.heic', '.heif', '.pdf'].join(',');

const BY_EXTENSION: Record<string, DocumentType> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heif',
  pdf: 'application/pdf',
};

/** The part of a File these checks read, so they run on plain objects in tests. */
export interface FileLike {
  name: string;
  type: string;
}

function extensionType(name: string): DocumentType | undefined {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? BY_EXTENSION[name.slice(dot + 1).toLowerCase()] : undefined;
}

/**
 * The declared type when it is one we take, else the extension's: browsers often leave File.type empty (or
 * generic) for HEIC photos. The server sniffs the bytes anyway; this only spares a doomed upload.
 */
function typeOf<T extends DocumentType>(file: FileLike, allowed: readonly T[]): T | null {
  const declared = file.type.toLowerCase();
  if ((allowed as readonly string[]).includes(declared)) return declared as T;
  const byName = extensionType(file.name);
  return byName && (allowed as readonly string[]).includes(byName) ? (byName as T) : null;
}

export function photoType(file: FileLike): ImageType | null {
  return typeOf(file, PHOTO_TYPES);
}

export function documentType(file: FileLike): DocumentType | null {
  return typeOf(file, DOCUMENT_TYPES);
}
