/** The whole document as one React tree, rendered by the worker and hydrated by the browser. */
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { LOCALE_TAGS } from '../domain/locales.ts';
import { SnackbarProvider } from './components/ui/snackbar.tsx';
import { Layout } from './layout.tsx';
import { fetcher } from './lib/api.ts';
import { RouterProvider } from './router.tsx';
import type { Shell } from './shell.ts';
import { ShellContext } from './shell-context.tsx';

/** In development Vite serves the sources (styles arrive with the entry); in builds the fixed-name assets. */
const DEV = import.meta.env.DEV;
export const ENTRY_SCRIPT = DEV ? '/client/entry-client.tsx' : '/assets/entry-client.js';
export const STYLESHEET = '/assets/app.css';

/** React Fast Refresh needs this preamble before any module in development. */
const REFRESH_PREAMBLE = `import RefreshRuntime from "/@react-refresh";RefreshRuntime.injectIntoGlobalHook(window);window.$RefreshReg$=()=>{};window.$RefreshSig$=()=>(type)=>type;window.__vite_plugin_react_preamble_installed__=true;`;

/** `nonce` exists only on the server (the response's CSP nonce); the browser never reads it back. */
export function App({ shell, i18n, pathname, nonce }: { shell: Shell; i18n: i18n; pathname: string; nonce?: string }) {
  return (
    <html lang={LOCALE_TAGS[shell.locale]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#007aa3" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {DEV ? (
          <>
            {/* Browsers hide a nonce from the DOM once the CSP has used it, so hydration never sees it back. */}
            <script type="module" src="/@vite/client" nonce={nonce} suppressHydrationWarning />
            <script type="module" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: REFRESH_PREAMBLE }} />
          </>
        ) : (
          <link rel="stylesheet" href={`${STYLESHEET}?v=${shell.buildTag}`} precedence="default" />
        )}
      </head>
      <body>
        <ShellContext.Provider value={shell}>
          <I18nextProvider i18n={i18n}>
            <SWRConfig value={{ fallback: shell.data, fetcher, revalidateOnFocus: false, revalidateIfStale: false }}>
              <RouterProvider
                initial={{ pathname, search: shell.search }}
                initialMatch={shell.match}
                locale={shell.locale}
                strategy={shell.strategy}
              >
                <SnackbarProvider>
                  <Layout />
                </SnackbarProvider>
              </RouterProvider>
            </SWRConfig>
          </I18nextProvider>
        </ShellContext.Provider>
      </body>
    </html>
  );
}
