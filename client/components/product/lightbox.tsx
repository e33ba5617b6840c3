/** Full-screen image viewer: the dialog (./lightbox-dialog.tsx, Radix) loads when it first opens. */
import { lazy } from 'react';
import type { GalleryItem } from '../../../domain/product.ts';
import { useOpenedOnce } from '../../hooks/use-opened-once.ts';
import { Deferred } from '../ui/deferred.tsx';

export interface LightboxProps {
  images: GalleryItem[];
  index: number;
  onIndexChange: (index: number) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the images show, for the dialog title and alt texts. */
  title: string;
}

const LightboxDialog = lazy(() => import('./lightbox-dialog.tsx'));

export function Lightbox(props: LightboxProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Deferred fallback={null}>
      <LightboxDialog {...props} />
    </Deferred>
  );
}
