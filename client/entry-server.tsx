/** Server rendering: streams the document for a shell, with the shell inlined for hydration. */
import { renderToReadableStream } from 'react-dom/server';
import { App, ENTRY_SCRIPT } from './app.tsx';
import { createI18n } from './i18n/create.ts';
import { serializeShell, type Shell } from './shell.ts';

export interface RenderOptions {
  /** The response's CSP nonce: React puts it on the inline shell script, the entry module and its streaming helpers. */
  nonce: string;
  signal?: AbortSignal;
}

export async function renderDocument(shell: Shell, pathname: string, { nonce, signal }: RenderOptions): Promise<ReadableStream> {
  const i18n = createI18n(shell.locale, shell.messages);
  const stream = await renderToReadableStream(<App shell={shell} i18n={i18n} pathname={pathname} nonce={nonce} />, {
    bootstrapScriptContent: `window.__SHELL__=${serializeShell(shell)}`,
    // No cache-busting query here: lazy chunks import the entry by its plain name, and two URLs would load
    // (and hydrate) it twice. Static assets are revalidated on every load, so the fixed name is never stale.
    bootstrapModules: [ENTRY_SCRIPT],
    nonce,
    signal,
    onError(error) {
      console.error(JSON.stringify({ ssr: 'render', error: String(error) }));
    },
  });
  return stream;
}
