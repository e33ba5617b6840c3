/** Uploads one image for content and answers its public URL and stored key. */
import { api } from '../../../lib/api.ts';

export interface UploadedImage {
  key: string;
  url: string;
}

export function uploadContentImage(file: File): Promise<UploadedImage> {
  return api<UploadedImage>('/admin/api/content/images', { method: 'POST', body: file, headers: { 'Content-Type': file.type || 'application/octet-stream' } });
}

export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';
