/** Builds the Hono app: middleware order, one sub-app per area, the JSON error and 404 handling. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './env.ts';
import { configurationGate } from './config/configuration-gate.ts';
import { ApiError, errorBody, isHttpException } from './lib/api-error.ts';
import { loggableError, loggableUrl } from './lib/log-redaction.ts';
import { database } from './middleware/database.ts';
import { locale } from './middleware/locale.ts';
import { requestId } from './middleware/request-id.ts';
import { requestLog } from './middleware/request-log.ts';
import { defaultContentSecurityPolicy, noStore } from './middleware/response-policy.ts';
import { csrfProtection, requireAdmin, requireCustomer } from './middleware/guards.ts';
import { session } from './middleware/session.ts';
import { visitorCookies } from './middleware/visitor.ts';
import { MAX_IMAGE_BYTES } from '../domain/uploads.ts';
import { adminRoutes } from './routes/admin.ts';
import { operatorSecondFactorRoutes } from './routes/operator-second-factor.ts';
import { adminAdReviewsRoutes } from './routes/admin-ad-reviews.ts';
import { adminDealersRoutes } from './routes/admin-dealers.ts';
import { adminQueuesRoutes } from './routes/admin-queues.ts';
import { adminChatRoutes } from './routes/admin-chats.ts';
import { chatRoutes } from './routes/chat.ts';
import { adminAuctionsRoutes } from './routes/admin-auctions.ts';
import { adminOrdersRoutes } from './routes/admin-orders.ts';
import { adminCustomersRoutes } from './routes/admin-customers.ts';
import { adminAuditRoutes } from './routes/admin-audit.ts';
import { adminDashboardRoutes } from './routes/admin-dashboard.ts';
import { adminDeadLettersRoutes } from './routes/admin-dead-letters.ts';
import { adminSettingsRoutes } from './routes/admin-settings.ts';
import { adminNoticesRoutes } from './routes/admin-notices.ts';
import { adminContentPagesRoutes } from './routes/admin-content-pages.ts';
import { dealerArticleRoutes } from './routes/admin-dealer-articles.ts';
import { adminLandingRoutes } from './routes/admin-landing.ts';
import { adminBlogRoutes } from './routes/admin-blog.ts';
import { adminValuationsRoutes } from './routes/admin-valuations.ts';
import { CONTENT_IMAGE_UPLOAD_PATH, contentImageRoutes } from './routes/content-images.ts';
import { contentServiceRoutes } from './routes/content-service.ts';
import { contentNoticeRoutes } from './routes/content-notices.ts';
import { MAX_CONTENT_IMAGE_BYTES } from '../domain/content-images.ts';
import { adRoutes } from './routes/ads.ts';
import { myAdRoutes } from './routes/my-ads.ts';
import { valuationRoutes } from './routes/valuation.ts';
import { adSubmissionRoutes } from './routes/ad-submission.ts';
import { adImportRoutes } from './routes/ad-import.ts';
import { merchantIntegrationRoutes } from './routes/merchant-integrations.ts';
import { AD_UPLOAD_PATH, adUploadRoutes } from './routes/ad-uploads.ts';
import { auctionRoutes } from './routes/auction.ts';
import { auctionCommandRoutes } from './routes/auction-commands.ts';
import { attributeRoutes } from './routes/attributes.ts';
import { authRoutes } from './routes/auth.ts';
import { catalogRoutes } from './routes/catalog.ts';
import { productDetailRoutes } from './routes/product-detail.ts';
import { questionRoutes } from './routes/questions.ts';
import { versionedProductRoutes } from './routes/versioned-product.ts';
import { customerRoutes } from './routes/customer.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { devFaultsRoutes } from './routes/dev-faults.ts';
import { emailAutomationRoutes } from './routes/email-automation.ts';
import { MAX_DOCUMENT_BYTES, merchantRoutes } from './routes/merchant.ts';
import { noticeRoutes } from './routes/notices.ts';
import { notificationRoutes } from './routes/notifications.ts';
import { ownerRoutes } from './routes/owner.ts';
import { savedSearchRoutes } from './routes/saved-searches.ts';
import { watchlistRoutes } from './routes/watchlist.ts';
import { dealerBoardRoutes } from './routes/dealer-board.ts';
import { marketPriceRoutes } from './routes/market-price.ts';
import { pushRoutes } from './routes/push.ts';
import { orderRoutes } from './routes/orders.ts';
import { purchaseRoutes } from './routes/purchases.ts';
import { contentRoutes } from './routes/content.ts';
import { formRoutes } from './routes/forms.ts';
import { callbackRoutes } from './routes/callback.ts';
import { mediaRoutes } from './routes/media.ts';
import { seoRoutes } from './routes/seo.ts';
import { createSsrRoutes } from './routes/ssr.ts';
import { notePageWrite } from './ssr/page-versions.ts';
import { systemRoutes } from './routes/system.ts';
import { trackingRoutes } from './routes/tracking.ts';

/** Bodies above this are refused before parsing; no call of this app takes more. */
const MAX_JSON_BODY_BYTES = 64 * 1024;

/** Uploads that may exceed the JSON limit, with their own ceiling (the services check each kind's own limit again). */
function bodyLimitFor(path: string): number {
  if (path === '/private/merchant/trade-registration') return MAX_DOCUMENT_BYTES;
  if (AD_UPLOAD_PATH.test(path)) return MAX_IMAGE_BYTES;
  if (path === CONTENT_IMAGE_UPLOAD_PATH) return MAX_CONTENT_IMAGE_BYTES;
  return MAX_JSON_BODY_BYTES;
}

/**
 * Reads what is left of a request body before the answer is sent (at most the body limit). An answer sent while the
 * client still streams its body (a refusal, or a call that needs no body) makes a streaming proxy in front (the local
 * preview server) fail the request.
 */
async function drainBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  try {
    await request.arrayBuffer();
  } catch {
    // Already read through another handle, or the client went away: nothing left to drain.
  }
}

export function createApp() {
  const app = new Hono<AppEnv>();

  // After every answer: a body nobody read is read now (drainBody says why).
  app.use(async (c, next) => {
    await next();
    await drainBody(c.req.raw);
  });
  app.use(requestId);
  // Outside development: one line per request, its URL without secrets (worker/lib/log-redaction.ts).
  app.use(requestLog);
  // overwrite: false lets a route loosen one header on purpose (the console frames a dealer's document: SAMEORIGIN).
  app.use(secureHeaders({ crossOriginEmbedderPolicy: false, xFrameOptions: 'DENY', overwrite: false }));
  app.use(defaultContentSecurityPolicy);
  app.use(locale);
  // Before anything touches a binding: a misconfigured deploy answers every request with 503 (worker/config).
  app.use(configurationGate);
  app.use('/private/*', noStore);
  app.use('/admin/api/*', noStore);
  app.use('*', (c, next) =>
    bodyLimit({
      maxSize: bodyLimitFor(c.req.path),
      onError: () => {
        throw new ApiError(413, 'payload_too_large');
      },
    })(c, next),
  );
  app.use(database);
  // Binding auction commands run on token claims alone: no visitor cookies (an API call, not a page view) and no
  // session middleware, which would load the viewer from D1 (docs/decisions.md, Bidding eligibility).
  app.route('/', auctionCommandRoutes);
  // A write may change what cached pages show: this isolate's next page checks the versions first (worker/ssr).
  // (After the auction commands: a bid writes nothing to D1 here, and bids are the busiest calls of the day.)
  app.use(async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') notePageWrite(c.env.DB);
  });
  app.use(visitorCookies);

  // System calls answer before sign-in is resolved, so health checks work even when auth is misconfigured.
  app.route('/', systemRoutes);
  app.use(session);
  app.use(csrfProtection);
  app.use('/private/*', requireCustomer);
  app.use('/admin/api/*', requireAdmin);
  app.route('/', trackingRoutes);
  app.route('/', formRoutes);
  app.route('/', callbackRoutes);
  app.route('/', chatRoutes);
  app.route('/', contentRoutes);
  app.route('/', authRoutes);
  app.route('/', customerRoutes);
  app.route('/', merchantRoutes);
  app.route('/', watchlistRoutes);
  app.route('/', dealerBoardRoutes);
  app.route('/', marketPriceRoutes);
  app.route('/', pushRoutes);
  app.route('/', orderRoutes);
  app.route('/', purchaseRoutes);
  app.route('/', savedSearchRoutes);
  app.route('/', noticeRoutes);
  app.route('/', notificationRoutes);
  app.route('/', emailAutomationRoutes);
  app.route('/', ownerRoutes);
  app.route('/', adminRoutes);
  app.route('/', operatorSecondFactorRoutes);
  app.route('/', adminAdReviewsRoutes);
  app.route('/', adminDealersRoutes);
  app.route('/', adminQueuesRoutes);
  app.route('/', adminChatRoutes);
  app.route('/', adminAuctionsRoutes);
  app.route('/', adminOrdersRoutes);
  app.route('/', adminCustomersRoutes);
  app.route('/', adminAuditRoutes);
  app.route('/', adminDashboardRoutes);
  app.route('/', adminDeadLettersRoutes);
  app.route('/', adminSettingsRoutes);
  app.route('/', adminNoticesRoutes);
  app.route('/', adminContentPagesRoutes);
  app.route('/', dealerArticleRoutes);
  app.route('/', adminLandingRoutes);
  app.route('/', adminBlogRoutes);
  app.route('/', adminValuationsRoutes);
  app.route('/', contentImageRoutes);
  app.route('/', contentServiceRoutes);
  app.route('/', contentNoticeRoutes);
  app.route('/', auctionRoutes);
  app.route('/', devMailboxRoutes);
  app.route('/', devFaultsRoutes);
  app.route('/', attributeRoutes);
  app.route('/', catalogRoutes);
  app.route('/', productDetailRoutes);
  app.route('/', questionRoutes);
  app.route('/', versionedProductRoutes);
  app.route('/', adRoutes);
  app.route('/', adUploadRoutes);
  app.route('/', myAdRoutes);
  app.route('/', valuationRoutes);
  app.route('/', adSubmissionRoutes);
  app.route('/', adImportRoutes);
  app.route('/', merchantIntegrationRoutes);
  app.route('/', mediaRoutes);
  app.route('/', seoRoutes);
  app.route('/', createSsrRoutes((request, env, ctx) => app.fetch(request, env, ctx)));

  app.onError(async (error, c) => {
    await drainBody(c.req.raw);
    if (error instanceof ApiError) return c.json(errorBody(c, error), error.status);
    if (isHttpException(error) && error.status < 500) {
      // Hono raises these for client mistakes such as a malformed JSON body.
      const code = error.status === 400 ? 'invalid_json' : 'bad_request';
      return c.json(errorBody(c, new ApiError(error.status, code)), error.status);
    }
    // The URL and the error's text may quote a query or a header: logged without secrets.
    console.error(JSON.stringify({ requestId: c.get('requestId'), method: c.req.method, url: loggableUrl(c.req.url), ...loggableError(error) }));
    return c.json(errorBody(c, new ApiError(500, 'internal')), 500);
  });

  app.notFound(async (c) => {
    await drainBody(c.req.raw);
    return c.json(errorBody(c, new ApiError(404, 'not_found')), 404);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
