/** Browser entry: hydrates the server-rendered document with the inlined shell. */
import { hydrateRoot } from 'react-dom/client';
import { mutate } from 'swr';
import { matchPath } from '../domain/routes.ts';
import { App } from './app.tsx';
import { loadSignedInActions } from './components/layout/header.tsx';
import { createI18n } from './i18n/create.ts';
import { setApiLocale } from './lib/api.ts';
import { reloadForFailedChunk } from './lib/chunk-reload.ts';
import { needsLiveRefresh, servedCopyAge } from './lib/page-age.ts';
import { checkVersion } from './lib/version.ts';
import { pageFor } from './pages/registry.ts';
import './styles/index.css';

async function start() {
  const shell = window.__SHELL__;
  if (!shell) return;
  setApiLocale(shell.locale);
  const match = matchPath(window.location.pathname, shell.strategy);
  // Load the current page's code (and a signed-in viewer's header actions) first, so hydration does not fall back to
  // a loading state.
  try {
    await Promise.all([match ? pageFor(match.name).load() : null, shell.viewer.customer ? loadSignedInActions() : null]);
  } catch (error) {
    // A page chunk gone after a deploy (an older copy of the page): reload once. When that is not allowed (within
    // 60 s), the server-rendered page stays as it is, unhydrated: readable, and its links still work as plain links.
    if (!reloadForFailedChunk(error)) console.error('loading the page code failed', error);
    return;
  }
  hydrateRoot(document, <App shell={shell} i18n={createI18n(shell.locale, shell.messages)} pathname={window.location.pathname} />, {
    onRecoverableError: (error) => console.error('hydration', error),
  });
  // A copy from the edge cache may be minutes old: its answers are fetched again, the page updates in place.
  if (needsLiveRefresh(servedCopyAge(document))) for (const key of Object.keys(shell.data)) void mutate(key);
  void checkVersion();
}

void start();
