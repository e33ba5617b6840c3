/**
 * Seeds the demo marketplace into a D1 database and an R2 bucket. Idempotent: rows that exist are left
 * as they are (nothing a user changed is overwritten), missing rows and images are added.
 */
import { and, eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/d1';
import type { LocaleContent } from '../../domain/content.ts';
import { LOCALES, type Locale } from '../../domain/locales.ts';
import { makeCode } from '../../domain/makes.ts';
import { catalogPrice, type PriceRule, showsNetPrice } from '../../domain/pricing.ts';
import { syncAttributeCatalog } from '../../worker/db/repositories/attributes.ts';
import { encodeStoredValue } from '../../domain/product.ts';
import * as auctionSchema from '../../worker/db/schema-auctions.ts';
import * as listingSchema from '../../worker/db/schema-listings.ts';
import * as schema from '../../worker/db/schema.ts';
import { hashPassword } from '../../worker/lib/password.ts';
import { operatorFactors } from '../../worker/db/schema-operations.ts';
import { openText, SEAL_LABELS, sealText } from '../../worker/lib/sealed.ts';
import { recoveryCodeHash } from '../../worker/services/operations/second-factor-codes.ts';
import { createOrderForSale } from '../../worker/services/orders/create-order.ts';
import { content as cs } from './content/cs.ts';
import { content as da } from './content/da.ts';
import { content as de } from './content/de.ts';
import { content as en } from './content/en.ts';
import { content as es } from './content/es.ts';
import { content as nl } from './content/nl.ts';
import { content as pl } from './content/pl.ts';
import { content as sv } from './content/sv.ts';
import { DEMO_ACCOUNTS, DEMO_OPERATOR_RECOVERY_CODES, DEMO_OPERATOR_TOTP_SECRET, DEMO_PASSWORD, type DemoAccountKey } from './demo-accounts.ts';
import { DEMO_POPUPS, DEMO_TERMS } from './demo-notices.ts';
import { DEMO_DEALER_ARTICLES } from './demo-dealer-articles.ts';
import { dealerArticles } from '../../worker/db/schema-content.ts';
import { demoLandingPages } from './demo-landing-pages.ts';
import { landingPages } from '../../worker/db/schema-content.ts';
import { damageSvg } from './damage-image.ts';
import { demoVehicleDetails } from './demo-vehicle-details.ts';
import { seedSalesHistory } from './seed-sales-history.ts';
import { type DemoVehicle, demoVehicles } from './demo-vehicles.ts';
import { type VehicleImageView, vehicleSvg } from './vehicle-image.ts';

const CONTENT: Record<Locale, LocaleContent> = { de, en, nl, sv, da, pl, es, cs };
const IMAGE_VIEWS: VehicleImageView[] = ['side', 'front', 'rear', 'interior', 'detail'];

/** Minimal structural types so this runs against real bindings in workerd and the platform proxy in Node. */
export interface SeedTargets {
  db: D1Database;
  media: R2Bucket;
  /** The local AUTH_SECRET (.dev.vars): seals the demo operator's second factor; without it the operator enrols in the console. */
  authSecret?: string;
}

export interface SeedSummary {
  accounts: number;
  products: number;
  images: number;
  orders: number;
  /** Vehicles of the generated sales history (the valuation's comparables) written now; 0 when already there. */
  salesHistory: number;
  /** Whether the demo operator has a confirmed second factor (needs AUTH_SECRET). */
  operatorFactor: boolean;
}

type Db = ReturnType<typeof drizzle<typeof schema>>;

async function seedSettings(db: Db) {
  await db
    .insert(schema.settings)
    .values([
      { key: 'system_bar', value: false },
      {
        key: 'system_bar_message',
        value: {
          de: 'Wartungsarbeiten: Am Sonntag zwischen 2:00 und 4:00 Uhr ist die Plattform kurz nicht erreichbar.',
          en: 'Maintenance: the platform will be briefly unavailable on Sunday between 2:00 and 4:00.',
        },
      },
    ])
    .onConflictDoNothing();
}

async function seedNotices(db: Db) {
  const terms = await db.select({ id: schema.termsVersions.id }).from(schema.termsVersions).get();
  if (!terms) await db.insert(schema.termsVersions).values({ ...DEMO_TERMS, validFrom: new Date(DEMO_TERMS.validFrom) });
  const popups = await db.select({ id: schema.merchantPopups.id }).from(schema.merchantPopups).get();
  if (!popups) await db.insert(schema.merchantPopups).values(DEMO_POPUPS.map((popup) => ({ ...popup, validFrom: new Date(popup.validFrom) })));
}

async function seedAccounts(db: Db): Promise<Map<DemoAccountKey, number>> {
  const ids = new Map<DemoAccountKey, number>();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const existing = await db.select({ id: schema.customers.id }).from(schema.customers).where(eq(schema.customers.email, account.email)).get();
    if (existing) {
      ids.set(account.key, existing.id);
      continue;
    }
    const inserted = await db
      .insert(schema.customers)
      .values({
        email: account.email,
        passwordHash,
        name: account.name,
        surname: account.surname,
        city: account.city,
        zipCode: account.zipCode,
        country: account.country,
        emailVerified: true,
        languageSetting: account.languageSetting,
        profileType: account.profileType,
        privateProfileCompleted: account.profileType === 'PRIVATE',
        commercialProfileCompleted: account.profileType === 'COMMERCIAL',
        merchantProfileCompleted: account.profileType === 'MERCHANT',
        merchantBlocked: account.merchant?.blocked ?? false,
        vatRegNo: account.vatRegNo ?? null,
        isAdmin: account.isAdmin ?? false,
        segmentation: 'customer',
        tacAcceptedAt: account.merchant ? new Date('2026-01-15T10:00:00Z') : null,
      })
      .returning({ id: schema.customers.id })
      .get();
    ids.set(account.key, inserted.id);
    if (account.merchant) {
      await db.insert(schema.merchants).values({
        customerId: inserted.id,
        company: account.merchant.company,
        vatRegNo: account.merchant.vatRegNo,
        country: account.country,
        city: account.city,
        zipCode: account.zipCode,
        accepted: account.merchant.accepted,
        contactName: account.name,
        contactSurname: account.surname,
        notificationLocale: account.languageSetting,
      });
    }
  }
  return ids;
}

/**
 * The demo operator's confirmed second factor with the fixed demo secret and recovery codes. A factor that opens under
 * the current secret is left alone; one sealed under an earlier AUTH_SECRET (a regenerated .dev.vars) is replaced,
 * since it could never be checked again. Without a usable secret nothing is stored and the operator enrols in the console.
 */
async function seedOperatorFactor(db: Db, customerId: number | undefined, authSecret: string | undefined): Promise<boolean> {
  if (customerId === undefined || !authSecret || authSecret.length < 32) return false;
  const existing = await db.select().from(operatorFactors).where(eq(operatorFactors.customerId, customerId)).get();
  if (existing?.confirmedAt && (await openText(authSecret, SEAL_LABELS.operatorTotp, existing.sealedSecret)) !== null) return true;
  const row = {
    sealedSecret: await sealText(authSecret, SEAL_LABELS.operatorTotp, DEMO_OPERATOR_TOTP_SECRET),
    confirmedAt: new Date(),
    recoveryHashes: await Promise.all(DEMO_OPERATOR_RECOVERY_CODES.map((code) => recoveryCodeHash(authSecret, customerId, code))),
    lastStep: 0,
  };
  await db.insert(operatorFactors).values({ customerId, ...row }).onConflictDoUpdate({ target: operatorFactors.customerId, set: row });
  return true;
}

async function seedContent(db: Db) {
  for (const locale of LOCALES) {
    const content = CONTENT[locale];
    const pages = Object.entries(content.pages).map(([slug, page]) => ({
      slug,
      locale,
      title: page.title,
      description: page.description,
      body: page.body,
    }));
    await db.insert(schema.contentPages).values(pages).onConflictDoNothing();
    await db
      .insert(schema.blogAuthors)
      .values(content.authors.map((author) => ({ ...author, locale })))
      .onConflictDoNothing();
    await db
      .insert(schema.blogArticles)
      .values(content.articles.map((article) => ({ ...article, locale, publishedAt: new Date(article.publishedAt) })))
      .onConflictDoNothing();
  }
  // Published content-service pages; a URL already used in a locale (perhaps edited by an operator) is left alone.
  const published = new Date('2026-01-01T00:00:00Z');
  await db.insert(landingPages).values(demoLandingPages(CONTENT).map((page) => ({ ...page, publishedAt: published, updatedAt: published }))).onConflictDoNothing();
}

/** Dealer news and guidelines; dealer_articles has no natural key, so an article is matched by kind, locale and title. */
async function seedDealerArticles(db: Db) {
  for (const article of DEMO_DEALER_ARTICLES) {
    const existing = await db
      .select({ id: dealerArticles.id })
      .from(dealerArticles)
      .where(and(eq(dealerArticles.kind, article.kind), eq(dealerArticles.locale, article.locale), eq(dealerArticles.title, article.title)))
      .get();
    if (existing) continue;
    const publishedAt = new Date(article.publishedAt);
    await db.insert(dealerArticles).values({ ...article, publishedAt, updatedAt: publishedAt });
  }
}

/** The vehicle photos in R2 and their gallery rows. */
async function seedGallery(db: Db, media: R2Bucket, productId: number, vehicle: DemoVehicle): Promise<number> {
  let stored = 0;
  for (const [position, view] of IMAGE_VIEWS.entries()) {
    const objectKey = `products/${productId}/${position}`;
    if (!(await media.head(objectKey))) {
      const svg = vehicleSvg({ productType: vehicle.productType, ...vehicle.image, view });
      await media.put(objectKey, svg, { httpMetadata: { contentType: 'image/svg+xml' } });
      stored++;
    }
    await db.insert(schema.productImages).values({ productId, position, objectKey }).onConflictDoNothing();
  }
  return stored;
}

/** Attribute values, damages with their photos and the auction round; skipped when the product already has them. */
async function seedDetails(db: Db, media: R2Bucket, productId: number, vehicle: DemoVehicle, index: number, bidders: number[]): Promise<void> {
  const existing = await db.select({ id: listingSchema.productValues.productId }).from(listingSchema.productValues).where(eq(listingSchema.productValues.productId, productId)).get();
  if (existing) return;
  const details = demoVehicleDetails(vehicle, index);
  await db.insert(listingSchema.productValues).values(
    Object.entries(details.values).map(([attributeCode, value]) => ({ productId, attributeCode, value: encodeStoredValue(value) })),
  );
  await db
    .update(schema.products)
    .set({ defectsDescription: details.defectsDescription, exclusiveAuction: details.exclusive, manufacturerAuction: details.manufacturer })
    .where(eq(schema.products.id, productId));
  for (const [sortOrder, damage] of details.damages.entries()) {
    const row = await db
      .insert(listingSchema.productDamages)
      .values({ productId, sortOrder, attributes: damage.attributes })
      .returning({ id: listingSchema.productDamages.id })
      .get();
    const keys = Array.from({ length: damage.imageCount }, (_, position) => `products/${productId}/damages/${row.id}/${position}`);
    for (const [position, key] of keys.entries()) {
      const svg = damageSvg({ hue: vehicle.image.hue, kind: damage.attributes.damage_type, seed: index + position });
      await media.put(key, svg, { httpMetadata: { contentType: 'image/svg+xml' } });
    }
    await db.update(listingSchema.productDamages).set({ imageKeys: keys }).where(eq(listingSchema.productDamages.id, row.id));
  }
  if (vehicle.status !== 'editing' && vehicle.status !== 'under_review') {
    const endingAt = vehicle.endingAt;
    const auction = await db
      .insert(listingSchema.auctions)
      .values({
        productId,
        status: vehicle.status,
        startPrice: demoStartPrice(vehicle),
        startsAt: vehicle.startsAt,
        endingAt,
      })
      .returning({ id: listingSchema.auctions.id })
      .get();
    // The highest bid belongs to one of the two accepted demo dealers, so their purchases and the live box show it.
    const bidder = bidders[index % bidders.length];
    if (vehicle.highestBid !== null && bidder !== undefined) {
      await db.insert(auctionSchema.auctionBids).values({
        auctionId: auction.id,
        seq: 0,
        round: 1,
        customerId: bidder,
        amount: vehicle.highestBid,
        kind: vehicle.status === 'recd_late_offer' || vehicle.status === 'anr_offer_above_targetprice' ? 'late_offer' : 'bid',
        createdAt: new Date(Math.min(Date.now(), (endingAt?.getTime() ?? Date.now()) - 3600_000)),
      });
    }
  }
}

/** Demo auctions start at half the minimum price, in steps of 500 EUR. */
function demoStartPrice(vehicle: DemoVehicle): number {
  return Math.max(1000, Math.floor((vehicle.minimumPrice * 0.5) / 500) * 500);
}

/** The net/gross rule for a demo seller (the same decision the API makes from the customer row). */
function priceRule(vehicle: DemoVehicle): PriceRule {
  const seller = DEMO_ACCOUNTS.find((account) => account.key === vehicle.sellerKey);
  const netPrices = vehicle.vatReportable && showsNetPrice({ vatRegNo: seller?.vatRegNo ?? seller?.merchant?.vatRegNo ?? null, country: seller?.country ?? null });
  return { vatReportable: vehicle.vatReportable, netPrices };
}

async function seedProducts(db: Db, media: R2Bucket, sellers: Map<DemoAccountKey, number>, now: Date) {
  let images = 0;
  const vehicles = demoVehicles(now);
  for (const [index, vehicle] of vehicles.entries()) {
    const internalNumber = `DEMO-${String(index + 1).padStart(3, '0')}`;
    const customerId = sellers.get(vehicle.sellerKey);
    if (customerId === undefined) throw new Error(`unknown seller ${vehicle.sellerKey}`);
    const { key: _key, sellerKey: _seller, image: _image, body: _body, chassis: _chassis, ...fields } = vehicle;
    const startPrice = demoStartPrice(vehicle);
    const price = catalogPrice({ ...fields, startPrice }, priceRule(vehicle));
    await db
      .insert(schema.products)
      .values({ ...fields, internalNumber, customerId, makeCode: makeCode(fields.make), startPrice, displayPrice: price })
      .onConflictDoNothing();
    const product = await db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(eq(schema.products.internalNumber, internalNumber))
      .get();
    if (!product) throw new Error(`product ${internalNumber} missing after insert`);
    images += await seedGallery(db, media, product.id, vehicle);
    const bidders = (['dealer-accepted', 'dealer-accepted-2'] as const).map((key) => sellers.get(key)).filter((id): id is number => id !== undefined && id !== customerId);
    await seedDetails(db, media, product.id, vehicle, index, bidders);
  }
  return { products: vehicles.length, images };
}

/** Every sold demo auction gets its order, invoice and contract, as a sale through the auction object would (the sales history has its own). */
async function seedOrders(targets: SeedTargets): Promise<number> {
  const { results } = await targets.db
    .prepare(
      `SELECT a.id AS auction_id, a.round, a.product_id, a.ending_at, p.customer_id AS seller_id, b.customer_id AS buyer_id, b.amount
         FROM auctions a JOIN products p ON p.id = a.product_id
         JOIN auction_bids b ON b.auction_id = a.id AND b.seq = (SELECT MAX(seq) FROM auction_bids WHERE auction_id = a.id)
        WHERE a.status = 'sold' AND p.internal_number NOT LIKE 'HIST-%'`,
    )
    .all<{ auction_id: number; round: number; product_id: number; ending_at: number | null; seller_id: number; buyer_id: number; amount: number }>();
  for (const row of results) {
    await createOrderForSale({ DB: targets.db, MEDIA: targets.media }, {
      auctionId: row.auction_id,
      round: row.round,
      productId: row.product_id,
      buyerId: row.buyer_id,
      sellerId: row.seller_id,
      amount: row.amount,
      via: 'auction',
      soldAt: row.ending_at ?? Date.now(),
    });
  }
  return results.length;
}

export async function seedDemoData(targets: SeedTargets, now = new Date()): Promise<SeedSummary> {
  const db = drizzle(targets.db, { schema });
  await seedSettings(db);
  await seedNotices(db);
  await syncAttributeCatalog(db);
  const accounts = await seedAccounts(db);
  const operatorFactor = await seedOperatorFactor(db, accounts.get('operator'), targets.authSecret);
  await seedContent(db);
  await seedDealerArticles(db);
  const { products, images } = await seedProducts(db, targets.media, accounts, now);
  const orders = await seedOrders(targets);
  // The generated sales history has its orders already (written without documents: see seed-sales-history.ts).
  const salesHistory = await seedSalesHistory(targets.db, now);
  return { accounts: accounts.size, products, images, orders, salesHistory, operatorFactor };
}
