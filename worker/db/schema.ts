/** Drizzle tables of the D1 database; drizzle-kit writes ../../migrations from this file. */
import { sql } from 'drizzle-orm';
import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';

const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`);

/** Operator-controlled switches and values, read by GET /public/settings/{key}. */
export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value', { mode: 'json' }).notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(unixepoch() * 1000)`),
});

export const customers = sqliteTable(
  'customers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    street: text('street'),
    zipCode: text('zip_code'),
    city: text('city'),
    country: text('country'),
    emailVerified: integer('email_verified', { mode: 'boolean' }).notNull().default(false),
    languageSetting: text('language_setting').notNull().default('de'),
    profileType: text('profile_type', { enum: ['PRIVATE', 'COMMERCIAL', 'MERCHANT'] })
      .notNull()
      .default('PRIVATE'),
    privateProfileCompleted: integer('private_profile_completed', { mode: 'boolean' }).notNull().default(false),
    commercialProfileCompleted: integer('commercial_profile_completed', { mode: 'boolean' }).notNull().default(false),
    merchantProfileCompleted: integer('merchant_profile_completed', { mode: 'boolean' }).notNull().default(false),
    merchantBlocked: integer('merchant_blocked', { mode: 'boolean' }).notNull().default(false),
    tacAcceptedAt: integer('tac_accepted_at', { mode: 'timestamp_ms' }),
    commercialCompany: text('commercial_company'),
    commercialContactName: text('commercial_contact_name'),
    commercialContactSurname: text('commercial_contact_surname'),
    commercialContactPhone: text('commercial_contact_phone'),
    vatRegNo: text('vat_reg_no'),
    segmentation: text('segmentation').notNull().default('prospect'),
    isAdmin: integer('is_admin', { mode: 'boolean' }).notNull().default(false),
    /** The profile the customer last submitted (PRIVATE, COMMERCIAL or MERCHANT), for the profile status. */
    submittedProfileType: text('submitted_profile_type', { enum: ['PRIVATE', 'COMMERCIAL', 'MERCHANT'] }),
    /** Anonymous prospects are tied to the visitor cookie that created them. */
    visitorUuid: text('visitor_uuid'),
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    /** Set while an operator has deactivated the account: no sign-in, no session. */
    deactivatedAt: integer('deactivated_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('customers_email_unique').on(t.email), index('customers_visitor').on(t.visitorUuid)],
);

export const merchants = sqliteTable(
  'merchants',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    company: text('company').notNull(),
    vatRegNo: text('vat_reg_no'),
    country: text('country').notNull(),
    street: text('street'),
    zipCode: text('zip_code'),
    city: text('city'),
    /** true = accepted by an operator; null = in review; false = rejected. */
    accepted: integer('accepted', { mode: 'boolean' }),
    contactName: text('contact_name'),
    contactSurname: text('contact_surname'),
    contactPhone: text('contact_phone'),
    /** The dealer's choice: the seller of a vehicle they bought sees their contact person and phone (else the company only). */
    showContact: integer('show_contact', { mode: 'boolean' }).notNull().default(true),
    managingDirector: text('managing_director'),
    /** R2 key of the uploaded trade registration document. */
    tradeRegistrationKey: text('trade_registration_key'),
    /** Secret of the merchant tracking link (?mc=); confirmed by the server before a cookie is set. */
    cookieSecret: text('cookie_secret'),
    notificationLocale: text('notification_locale').notNull().default('de'),
    /** The operator's reason for a rejection (shown to the dealer), and when the review was decided. */
    reviewReason: text('review_reason'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    readNotificationPopupIds: text('read_notification_popup_ids', { mode: 'json' })
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('merchants_customer_unique').on(t.customerId)],
);

/** One row per listed vehicle with the fields the storefront shows; the catalogue issue extends it. */
export const products = sqliteTable(
  'products',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    /** The operator's reference number of the ad (unique when set). */
    internalNumber: text('internal_number'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    productType: text('product_type', { enum: ['motorhome', 'trailer'] }).notNull(),
    make: text('make').notNull(),
    /** The make's attribute option code (e.g. "buerstner"), the key catalogue filters use. */
    makeCode: text('make_code').notNull().default(''),
    model: text('model').notNull(),
    firstRegistrationYear: integer('first_registration_year').notNull(),
    firstRegistrationMonth: integer('first_registration_month').notNull(),
    mileage: integer('mileage'),
    powerKw: integer('power_kw'),
    fuel: text('fuel'),
    transmission: text('transmission'),
    lengthMm: integer('length_mm'),
    beds: integer('beds'),
    seats: integer('seats'),
    weightKg: integer('weight_kg'),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    description: text('description'),
    minimumPrice: integer('minimum_price'),
    buyNowPrice: integer('buy_now_price'),
    /** The current auction's public start price (a projection, like the highest bid). */
    startPrice: integer('start_price'),
    status: text('status').notNull(),
    endingAt: integer('ending_at', { mode: 'timestamp_ms' }),
    highestBid: integer('highest_bid'),
    bidCount: integer('bid_count').notNull().default(0),
    /** What the catalogue filters and sorts by (domain/pricing.ts catalogPrice); never the secret minimum price. Kept in step on every write. */
    displayPrice: integer('display_price'),
    vatReportable: integer('vat_reportable', { mode: 'boolean' }).notNull().default(false),
    /** Only dealers of the operator's exclusive circle may bid. */
    exclusiveAuction: integer('exclusive_auction', { mode: 'boolean' }).notNull().default(false),
    /** An auction run on behalf of a manufacturer (return or fleet vehicles). */
    manufacturerAuction: integer('manufacturer_auction', { mode: 'boolean' }).notNull().default(false),
    /** The text of the known defects (the description's counterpart for damages). */
    defectsDescription: text('defects_description'),
    /** Set when the seller deleted the ad: it leaves every list and no longer counts for the one-ad-per-vehicle rule. */
    deletedAt: integer('deleted_at', { mode: 'timestamp_ms' }),
    /** The normalised VIN (domain/ad-deletion.ts) while the ad is not deleted: one ad per vehicle, enforced by a unique index. */
    vinKey: text('vin_key'),
    /** How the seller wants to sell: now (a direct sale, bids within 24 hours) or later (a quick valuation first). */
    saleTiming: text('sale_timing', { enum: ['now', 'later'] }),
    /** Where the ad came from (spec: PUT /public/product/track): source, its URL and the funnel. */
    source: text('source'),
    sourceUrl: text('source_url'),
    funnel: text('funnel'),
    /** The last change by the seller (the editor's saves), for the complete-ad reminder. */
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
    submittedAt: integer('submitted_at', { mode: 'timestamp_ms' }),
    /** The operator's reason when an ad under review was sent back to the seller (shown in the editor). */
    reviewNote: text('review_note'),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_vin_key_unique').on(t.vinKey).where(sql`${t.deletedAt} is null`),
    index('products_editing_updated').on(t.status, t.updatedAt),
    index('products_status_ending').on(t.status, t.endingAt),
    index('products_status_created').on(t.status, t.createdAt),
    index('products_status_price').on(t.status, t.displayPrice),
    index('products_status_mileage').on(t.status, t.mileage),
    index('products_make_status').on(t.makeCode, t.status),
    index('products_type_status').on(t.productType, t.status, t.endingAt),
    index('products_country_status').on(t.country, t.status),
    index('products_customer').on(t.customerId),
    uniqueIndex('products_internal_number_unique').on(t.internalNumber),
  ],
);

export const productImages = sqliteTable(
  'product_images',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** R2 key; uploads get a random one (products/{id}/i/{random}), so a photo's URL never changes with its position. */
    objectKey: text('object_key').notNull(),
    /** The editor's two photo steps: outside views and the living area. */
    section: text('section', { enum: ['exterior', 'interior'] }).notNull().default('exterior'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.position] })],
);

/** Editorial pages (home, about, faq, legal, ...) per locale; `body` is structured JSON per page kind. */
export const contentPages = sqliteTable(
  'content_pages',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    body: text('body', { mode: 'json' }).notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`(unixepoch() * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

export const blogAuthors = sqliteTable(
  'blog_authors',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    name: text('name').notNull(),
    role: text('role').notNull(),
    bio: text('bio').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

export const blogArticles = sqliteTable(
  'blog_articles',
  {
    slug: text('slug').notNull(),
    locale: text('locale').notNull(),
    authorSlug: text('author_slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    body: text('body', { mode: 'json' }).$type<string[]>().notNull(),
    publishedAt: integer('published_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] }), index('blog_articles_locale_date').on(t.locale, t.publishedAt)],
);

/**
 * Newsletter sign-ups with double opt-in: a row is pending until its address follows the mailed link (`confirmedAt`);
 * only confirmed rows are subscribers. The link's token is kept only as its SHA-256 hash, until it expires.
 */
export const newsletterSubscriptions = sqliteTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }),
    tokenHash: text('token_hash'),
    tokenExpiresAt: integer('token_expires_at', { mode: 'timestamp_ms' }),
    /**
     * What the marketing service still has to be told (the hand-over's outbox, worker/services/marketing): set with a
     * confirmation or an unsubscription, cleared once the service has it. Null: in step.
     */
    marketingPending: text('marketing_pending', { enum: ['subscribe', 'unsubscribe'] }),
    marketingPendingAt: integer('marketing_pending_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    uniqueIndex('newsletter_email_unique').on(t.email),
    uniqueIndex('newsletter_token_unique').on(t.tokenHash),
    index('newsletter_marketing_pending').on(t.marketingPending, t.marketingPendingAt),
  ],
);

/** The local marketing adapter's list (worker/marketing/local-marketing.ts): what a real service would hold, visible locally. */
export const localMarketingContacts = sqliteTable('local_marketing_contacts', {
  email: text('email').primaryKey(),
  locale: text('locale').notNull(),
  consentedAt: integer('consented_at', { mode: 'timestamp_ms' }).notNull(),
  unsubscribeUrl: text('unsubscribe_url').notNull(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

export const contactRequests = sqliteTable('contact_requests', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  surname: text('surname').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  question: text('question').notNull(),
  locale: text('locale').notNull(),
  /** A contact message, or a request to be called back. */
  kind: text('kind', { enum: ['contact', 'callback'] }).notNull().default('contact'),
  /** A callback's preferred time window and topic (domain/validation/callback.ts), and the ad it is about, if any. */
  callbackWindow: text('callback_window'),
  callbackTopic: text('callback_topic'),
  productId: integer('product_id'),
  /** Set when an operator marked the request answered. */
  answeredAt: integer('answered_at', { mode: 'timestamp_ms' }),
  answeredBy: integer('answered_by'),
  createdAt: createdAt(),
});

/** The local chat adapter's conversations (worker/chat/local-chat.ts): a visitor's chat the console reads and answers. */
export const chatConversations = sqliteTable(
  'chat_conversations',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    name: text('name').notNull(),
    locale: text('locale').notNull(),
    createdAt: createdAt(),
    /** The last message's time, so the console lists the liveliest conversations first. */
    lastMessageAt: integer('last_message_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('chat_conversations_recent').on(t.lastMessageAt)],
);

export const chatMessages = sqliteTable(
  'chat_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['visitor', 'operator'] }).notNull(),
    /** The operator who answered (null for the visitor's messages). */
    operatorId: integer('operator_id'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation').on(t.conversationId, t.id)],
);

/** Anonymous visitors known by their cm24-uuid cookie, with the query parameters of their first visit. */
export const visitors = sqliteTable('visitors', {
  uuid: text('uuid').primaryKey(),
  firstParams: text('first_params', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});

export const userActionLogs = sqliteTable(
  'user_action_logs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    action: text('action').notNull(),
    context: text('context'),
    customerId: integer('customer_id'),
    uuid: text('uuid'),
    productEntityId: integer('product_entity_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_action_logs_customer').on(t.customerId),
    index('user_action_logs_uuid').on(t.uuid),
    // The console's counts of the last days read only this index (range on the time, grouped by action).
    index('user_action_logs_created').on(t.createdAt, t.action),
  ],
);

export const accessLogs = sqliteTable('access_logs', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  url: text('url').notNull(),
  cookies: text('cookies', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  query: text('query', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  sessionId: text('session_id'),
  referer: text('referer'),
  createdAt: createdAt(),
});

/** Rotating refresh tokens, stored as SHA-256 hashes; a family is one sign-in and its rotations. */
export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    rotatedAt: integer('rotated_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family').on(t.familyId), index('refresh_tokens_customer').on(t.customerId)],
);

/**
 * Sign-ins (refresh-token families) that ended by logout, password change or reset, deletion or token reuse. Their
 * access tokens stay signed for up to 15 minutes, so every check of a token also asks whether its family ended.
 */
export const endedSessions = sqliteTable(
  'ended_sessions',
  {
    familyId: text('family_id').primaryKey(),
    customerId: integer('customer_id').notNull(),
    endedAt: integer('ended_at').notNull(),
  },
  (t) => [index('ended_sessions_ended_at').on(t.endedAt)],
);

/** Single-use, expiring tokens for links in e-mails (verification, sign-in link). Stored hashed. */
export const oneTimeTokens = sqliteTable(
  'one_time_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose', { enum: ['verify_email', 'passwordless'] }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    usedAt: integer('used_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_tokens_customer').on(t.customerId)],
);

/**
 * Counted attempts with growing delays (domain/attempt-throttle.ts), e.g. password sign-ins: `scope` is what is
 * guarded (one address, hashed, so rows of unknown addresses look alike and hold nothing readable), `subject` who
 * tries (a client, a known browser, or `*` for everyone). `next_at` (epoch ms) is when the next attempt may come.
 */
export const attemptThrottles = sqliteTable(
  'attempt_throttles',
  {
    scope: text('scope').notNull(),
    subject: text('subject').notNull(),
    attempts: integer('attempts').notNull(),
    nextAt: integer('next_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.subject] }), index('attempt_throttles_next_at').on(t.nextAt)],
);

/** Fixed-window counters for rate limits (sign-in per client, and others). */
export const rateLimits = sqliteTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: integer('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Where to send a user after signing in, stored before the login redirect. */
export const afterLoginActions = sqliteTable(
  'after_login_actions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    customerId: integer('customer_id'),
    visitorUuid: text('visitor_uuid'),
    token: text('token'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    params: text('params', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    consumedAt: integer('consumed_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('after_login_visitor').on(t.visitorUuid), index('after_login_customer').on(t.customerId), index('after_login_token').on(t.token)],
);

/** Every e-mail the local transport "sent"; shown on the development mailbox page. */
export const mailOutbox = sqliteTable('mail_outbox', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  recipient: text('recipient').notNull(),
  kind: text('kind').notNull(),
  locale: text('locale').notNull(),
  subject: text('subject').notNull(),
  html: text('html').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/** Versions of the terms and conditions; texts per locale. */
export const termsVersions = sqliteTable('terms_versions', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  validFrom: integer('valid_from', { mode: 'timestamp_ms' }).notNull(),
  title: text('title', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  content: text('content', { mode: 'json' }).$type<Record<string, string[]>>().notNull(),
  changes: text('changes', { mode: 'json' }).$type<Record<string, string[]>>().notNull(),
});

/** Operator notices shown to merchants once, as a stepper. */
export const merchantPopups = sqliteTable('merchant_popups', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  validFrom: integer('valid_from', { mode: 'timestamp_ms' }).notNull(),
  title: text('title', { mode: 'json' }).$type<Record<string, string>>().notNull(),
  content: text('content', { mode: 'json' }).$type<Record<string, string[]>>().notNull(),
});

/** Opt-outs of the automated reminder e-mails; a missing row means the reminder is on. */
export const emailAutomationSettings = sqliteTable(
  'email_automation_settings',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['VALUATION_REPORT_REMINDER', 'COMPLETE_AD_REMINDER', 'FAILED_AUCTION_REMINDER', 'NOTIFICATION_EMAILS'] }).notNull(),
    enabled: integer('enabled', { mode: 'boolean' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.type] })],
);

/** Attribute definitions (EAV) per entity type; labels per locale, rules for conditional requirements. */
export const attributes = sqliteTable(
  'attributes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    entityType: text('entity_type').notNull(),
    code: text('code').notNull(),
    backendType: text('backend_type').notNull(),
    frontendInput: text('frontend_input').notNull(),
    unit: text('unit'),
    labels: text('labels', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    rules: text('rules', { mode: 'json' })
      .$type<{ requiredFor?: string[]; requiredWhen?: { attribute: string; oneOf: string[] }; productKinds?: string[] }>()
      .notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('attributes_entity_code').on(t.entityType, t.code)],
);

export const attributeOptions = sqliteTable(
  'attribute_options',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    labels: text('labels', { mode: 'json' }).$type<Record<string, string>>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('attribute_options_attribute_code').on(t.attributeId, t.code)],
);

export const SECURITY_EVENT_OUTCOMES = ['success', 'failure', 'refused'] as const;

/**
 * Append-only log of security-relevant events (sign-in failures, lockouts, refresh-token reuse, operator decisions,
 * role changes). Triggers in the migration abort every UPDATE and DELETE; ids only, no personal data.
 */
export const securityEvents = sqliteTable(
  'security_events',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    at: integer('at', { mode: 'timestamp_ms' }).notNull(),
    requestId: text('request_id'),
    type: text('type').notNull(),
    actorCustomerId: integer('actor_customer_id'),
    subjectCustomerId: integer('subject_customer_id'),
    outcome: text('outcome', { enum: SECURITY_EVENT_OUTCOMES }).notNull(),
    /** Keyed hash of the client address (never the address itself), to correlate events of one client. */
    clientKeyHash: text('client_key_hash'),
    details: text('details', { mode: 'json' }).$type<Record<string, string | number | boolean | null>>().notNull(),
  },
  (t) => [
    index('security_events_type_at').on(t.type, t.at),
    index('security_events_subject').on(t.subjectCustomerId, t.at),
  ],
);

/** Customers whose bidding claims were invalidated (blocked, unblocked, reviewed); auction objects load the recent ones. */
export const eligibilityRevocations = sqliteTable(
  'eligibility_revocations',
  {
    customerId: integer('customer_id').primaryKey().notNull(),
    /** Milliseconds since the epoch. */
    revokedAt: integer('revoked_at').notNull(),
  },
  (t) => [index('eligibility_revocations_revoked_at').on(t.revokedAt)],
);
