/** The page frame: route progress, system bar, header, blocked-dealer banner, the routed page and the footer. */
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isBlockedMerchant } from '../domain/viewer.ts';
import { AccountDialogs } from './components/account/account-dialogs.tsx';
import { BlockedMerchantBanner, SystemBar } from './components/layout/banners.tsx';
import { Footer } from './components/layout/footer.tsx';
import { Header } from './components/layout/header.tsx';
import { ErrorView } from './components/error-view.tsx';
import { RouteProgress } from './components/layout/route-progress.tsx';
import { PageBoundary } from './components/page-boundary.tsx';
import { Deferred } from './components/ui/deferred.tsx';
import { api } from './lib/api.ts';
import { scheduleRefresh } from './lib/session-refresh.ts';
import { takeMerchantLink } from './lib/merchant-link.ts';
import { registerVisitor, trackPageView } from './lib/tracking.ts';
import { setActionContext } from './lib/user-actions.ts';
import { pageFor } from './pages/registry.ts';
import { useRouter } from './router.tsx';
import { useShell } from './shell-context.tsx';

/** Only for a signed-in customer with an unconfirmed address, so nobody else loads it. */
const EmailVerifiedWatch = lazy(() => import('./components/account/email-verified-watch.tsx'));

export function Layout() {
  const { t } = useTranslation();
  const shell = useShell();
  const router = useRouter();
  const { match, location, pending } = router;
  const page = match ? pageFor(match.name) : null;
  const chrome = page?.chrome ?? { navbar: true, footer: true };
  // The server's error status applies to the first page only; later pages come from client navigation.
  const serverError = router.initial && shell.status >= 400 && !page?.ownErrorStatus;

  useEffect(() => {
    // Marks the document interactive (after hydration), for tests and monitoring.
    document.documentElement.dataset.hydrated = 'true';
    registerVisitor(window.location.search);
    // A dealer's tracking link: the secret leaves the address bar before anything else can copy it.
    takeMerchantLink(window.location, (href) => router.navigate(href, { replace: true, scroll: false }));
    scheduleRefresh(shell.accessExpiresAt);
  }, [shell.accessExpiresAt]);

  useEffect(() => {
    trackPageView(location.pathname, location.search);
  }, [location.pathname, location.search]);

  // User actions name the route they happen on (the collect call's context).
  useEffect(() => setActionContext(match?.name ?? null), [match?.name]);

  async function logout() {
    // Log the action, then end the session at the sign-in service; failures are logged and ignored.
    await api('/private/user-action/logout', { method: 'PUT' }).catch((error: unknown) => console.error('logout failed', error));
    // POST only (with the CSRF token api() adds): a GET could be fired by any image on another site.
    await api('/public/customer/auth/logout', { method: 'POST' }).catch((error: unknown) => console.error('logout failed', error));
    const home = router.href('index');
    if (location.pathname === home) window.location.reload();
    else window.location.assign(home);
  }

  return (
    <>
      <RouteProgress pending={pending} />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      {shell.settings.systemBar && shell.settings.systemBarMessage && <SystemBar message={shell.settings.systemBarMessage} />}
      {chrome.navbar && <Header viewer={shell.viewer} onLogout={logout} />}
      {isBlockedMerchant(shell.viewer) && <BlockedMerchantBanner />}
      <main id="main" className="main" aria-busy={pending || undefined}>
        {!match || !page ? (
          <ErrorView status={404} />
        ) : serverError ? (
          <ErrorView status={shell.status} />
        ) : (
          <PageBoundary address={location.pathname + location.search}>
            <Suspense fallback={<div className="page-loading" aria-busy="true" />}>
              <page.component match={match} search={new URLSearchParams(location.search)} />
            </Suspense>
          </PageBoundary>
        )}
      </main>
      {chrome.footer && <Footer />}
      {shell.viewer.customer && <AccountDialogs />}
      {shell.viewer.customer && !shell.viewer.customer.emailVerified && (
        <Deferred fallback={null}>
          <EmailVerifiedWatch customer={shell.viewer.customer} />
        </Deferred>
      )}
    </>
  );
}
