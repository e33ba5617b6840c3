/** Listings written straight into D1 for worker tests (the catalogue's search table follows by trigger). */
import { env } from 'cloudflare:workers';

export interface ListingInput {
  sellerId: number;
  make?: string;
  makeCode?: string;
  model?: string;
  status?: string;
  productType?: 'motorhome' | 'trailer';
  year?: number;
  mileage?: number | null;
  price?: number | null;
  country?: string;
  createdAt?: number;
}

export async function insertListing(input: ListingInput): Promise<number> {
  const make = input.make ?? 'Hymer';
  const row = await env.DB.prepare(
    `INSERT INTO products (customer_id, product_type, make, make_code, model, first_registration_year, first_registration_month, mileage,
      zip_code, city, country, status, display_price, ending_at, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 1, ?, '20457', 'Hamburg', ?, ?, ?, ?, ?) RETURNING id`,
  )
    .bind(
      input.sellerId,
      input.productType ?? 'motorhome',
      make,
      input.makeCode ?? make.toLowerCase(),
      input.model ?? 'B 678',
      input.year ?? 2019,
      input.mileage === undefined ? 45000 : input.mileage,
      input.country ?? 'DE',
      input.status ?? 'running',
      input.price === undefined ? 40000 : input.price,
      Date.now() + 86_400_000,
      input.createdAt ?? Date.now(),
    )
    .first<{ id: number }>();
  if (!row) throw new Error('listing not inserted');
  return row.id;
}

export async function setListingStatus(id: number, status: string): Promise<void> {
  await env.DB.prepare('UPDATE products SET status = ? WHERE id = ?').bind(status, id).run();
}
