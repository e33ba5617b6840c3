/** Line icons of the funnel's choice cards (decorative: the card's text names the choice). */
import type { ReactNode } from 'react';

export type FunnelIconName = 'motorhome' | 'trailer' | 'pen' | 'import' | 'now' | 'later' | 'plate' | 'link';

const PATHS: Record<FunnelIconName, ReactNode> = {
  motorhome: (
    <>
      <path d="M3 17V8a2 2 0 0 1 2-2h11l3 4 2 1v6h-2" />
      <path d="M3 17h2m4 0h6" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
      <path d="M6 9h4v3H6zM16 6v4h3" />
    </>
  ),
  trailer: (
    <>
      <path d="M4 16V9a3 3 0 0 1 3-3h9a3 3 0 0 1 3 3v7H4z" />
      <path d="M19 14h3" />
      <circle cx="10" cy="17.5" r="1.8" />
      <path d="M7 9h3v3H7zM13 9h3v3h-3" />
    </>
  ),
  pen: (
    <>
      <path d="M4 20h4L19 9l-4-4L4 16v4z" />
      <path d="M13.5 6.5l4 4" />
    </>
  ),
  import: (
    <>
      <path d="M12 3v11m0 0l-4-4m4 4l4-4" />
      <path d="M4 15v4a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-4" />
    </>
  ),
  now: <path d="M13 2L5 13h6l-1 9 8-11h-6l1-9z" />,
  later: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  plate: (
    <>
      <rect x="2" y="7" width="20" height="10" rx="2" />
      <path d="M6 10v4M9 10h2v4M14 10h3M14 14h3M14 12h2" />
    </>
  ),
  link: (
    <>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </>
  ),
};

export function FunnelIcon({ name }: { name: FunnelIconName }) {
  return (
    <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" focusable="false" aria-hidden="true">
      {PATHS[name]}
    </svg>
  );
}
