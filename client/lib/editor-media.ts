/** The ad editor's photo, damage photo and document endpoints (public for visitors, private when signed in). */
import { sanitizeFileName } from '../../domain/ad-editor/sanitize.ts';
import type { PhotoSection, ProductDocument } from '../../domain/product.ts';
import { api } from './api.ts';
import { uploadWithProgress } from './upload.ts';

export type EditorScope = 'public' | 'private';
export type DocumentKind = ProductDocument['kind'];

/** A gallery photo as the editor's endpoints answer it (the public product answer has no id). */
export interface EditorPhoto {
  id: string;
  /** URL under /media/. */
  value: string;
  position: number;
  section: PhotoSection;
}

export interface DamagePhoto {
  id: string;
  value: string;
  position: number;
}

export interface EditorDamage {
  id: number | string;
  sortOrder: number;
  attributes: Record<string, string>;
  images: DamagePhoto[];
}

export type EditorDocument = ProductDocument;

export type ProductRef = { scope: EditorScope; productId: number | string };

/** What an upload sends besides its target: the prepared bytes and how to report progress. */
export interface UploadBody {
  blob: Blob;
  contentType: string;
  /** The user's file name; sanitized here, once, for every upload. */
  fileName: string;
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

const productPath = ({ scope, productId }: ProductRef) => `/${scope}/product/${encodeURIComponent(String(productId))}`;

function upload<T>(url: string, body: UploadBody, query: Record<string, string>): Promise<T> {
  const search = new URLSearchParams({ ...query, fileName: sanitizeFileName(body.fileName) });
  return uploadWithProgress<T>({ url: `${url}?${search}`, body: body.blob, contentType: body.contentType, onProgress: body.onProgress, signal: body.signal });
}

export function uploadPhoto(ref: ProductRef, section: PhotoSection, body: UploadBody) {
  // `image` is null only if the photo vanished between storing and listing (deleted from another tab).
  return upload<{ image: EditorPhoto | null; gallery: EditorPhoto[] }>(`${productPath(ref)}/images`, body, { section });
}

export function deletePhoto(ref: ProductRef, imageId: string) {
  return api<{ gallery: EditorPhoto[] }>(`${productPath(ref)}/images/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
}

export function reorderPhotos(ref: ProductRef, section: PhotoSection, order: string[]) {
  return api<{ gallery: EditorPhoto[] }>(`${productPath(ref)}/gallery`, { method: 'PUT', json: { section, order } });
}

const damagePath = (ref: ProductRef, damageId: number | string) => `${productPath(ref)}/damages/${encodeURIComponent(String(damageId))}/images`;

export function uploadDamagePhoto(ref: ProductRef, damageId: number | string, body: UploadBody) {
  return upload<{ damage: EditorDamage }>(damagePath(ref, damageId), body, {});
}

export function deleteDamagePhoto(ref: ProductRef, damageId: number | string, imageId: string) {
  return api<{ damage: EditorDamage }>(`${damagePath(ref, damageId)}/${encodeURIComponent(imageId)}`, { method: 'DELETE' });
}

export function uploadDocument(ref: ProductRef, kind: DocumentKind, body: UploadBody) {
  return upload<{ document: EditorDocument; documents: EditorDocument[] }>(`${productPath(ref)}/documents`, body, { kind });
}

export function deleteDocument(ref: ProductRef, documentId: number) {
  return api<{ documents: EditorDocument[] }>(`${productPath(ref)}/documents/${documentId}`, { method: 'DELETE' });
}

/** A section's photos in display order. */
export function sectionPhotos(gallery: readonly EditorPhoto[], section: PhotoSection): EditorPhoto[] {
  return gallery.filter((photo) => photo.section === section).sort((a, b) => a.position - b.position);
}

/** The cover is the ad's first photo: the first exterior one, or the first interior one when there is none. */
export function coverPhotoId(gallery: readonly EditorPhoto[]): string | null {
  return (sectionPhotos(gallery, 'exterior')[0] ?? sectionPhotos(gallery, 'interior')[0])?.id ?? null;
}

/** The gallery after a local reorder of one section, positions renumbered, for showing before the server answers. */
export function withOrder(gallery: readonly EditorPhoto[], section: PhotoSection, order: readonly string[]): EditorPhoto[] {
  const rank = new Map(order.map((id, index) => [id, index]));
  return gallery.map((photo) => (photo.section === section && rank.has(photo.id) ? { ...photo, position: rank.get(photo.id) ?? photo.position } : photo));
}
