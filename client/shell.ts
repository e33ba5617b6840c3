/** The data the server hands to the client app for the first paint (serialised into the page). */
import type { Locale } from '../domain/locales.ts';
import type { RouteMatch, UrlStrategy } from '../domain/routes.ts';
import type { Viewer } from '../domain/viewer.ts';
import type { Messages } from './i18n/resources.ts';

export interface LayoutSettings {
  systemBar: boolean;
  systemBarMessage: string | null;
  /** The content service's published merchant landing page of the locale (the footer's dealer link), if any. */
  merchantLandingUrl: string | null;
}

export interface Shell {
  locale: Locale;
  strategy: UrlStrategy;
  hosts: Record<string, Locale>;
  origin: string;
  /** The matched page, or null for an unknown path. */
  match: RouteMatch | null;
  search: string;
  status: number;
  viewer: Viewer;
  /** When the signed-in viewer's access token expires (epoch ms), so the client can refresh in time. */
  accessExpiresAt: number | null;
  settings: LayoutSettings;
  /** Responses of the API calls the page needs, keyed by their URL (the SWR keys). */
  data: Record<string, unknown>;
  messages: Messages;
  buildTag: string;
}

declare global {
  interface Window {
    __SHELL__?: Shell;
  }
}

/** JSON for an inline <script>: no "</script>" or line separators can break out of it. */
export function serializeShell(shell: Shell): string {
  return JSON.stringify(shell)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
