/** Rules of a versioned copy of a published ad: applying checked value changes, and what its gallery may be. */
import type { AttributeValue, GalleryItem } from './product.ts';

/** The copy's values after the changes; `null` removes a value. */
export function applyValueChanges(base: Record<string, AttributeValue>, changes: Record<string, AttributeValue | null>): Record<string, AttributeValue> {
  const next = { ...base };
  for (const [code, value] of Object.entries(changes)) {
    if (value === null) delete next[code];
    else next[code] = value;
  }
  return next;
}

/**
 * A copy may reorder or drop the ad's own photos (new photos arrive through the upload flow, never as URLs):
 * the requested gallery sorted by position, or null when it names a foreign photo or repeats a position.
 */
export function reorderedGallery(requested: readonly GalleryItem[], published: readonly GalleryItem[]): GalleryItem[] | null {
  const known = new Set(published.map((item) => item.value));
  const positions = new Set(requested.map((item) => item.position));
  if (requested.some((item) => !known.has(item.value)) || positions.size !== requested.length) return null;
  return [...requested].sort((a, b) => a.position - b.position);
}
