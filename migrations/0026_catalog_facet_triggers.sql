-- Facet counters (see docs/decisions.md, "Facet counts"): which cells a listing feeds, triggers that keep
-- catalog_facet_counts in step with catalog_listings on every insert, delete and relevant update, the backfill,
-- and the products triggers rewritten as upserts so that a product update no longer deletes and re-inserts its
-- search row (which would rewrite every counter of the listing on each bid).
INSERT INTO catalog_facet_cells (kind, facet, mask) VALUES
('', 'productType', 0),
('', 'productType', 2),
('', 'productType', 4),
('', 'productType', 6),
('', 'productType', 8),
('', 'productType', 10),
('', 'productType', 12),
('', 'productType', 14),
('', 'productType', 16),
('', 'productType', 18),
('', 'productType', 20),
('', 'productType', 22),
('', 'productType', 24),
('', 'productType', 26),
('', 'productType', 28),
('', 'productType', 30),
('year', 'productType', 0),
('year', 'productType', 2),
('year', 'productType', 4),
('year', 'productType', 8),
('year', 'productType', 16),
('price', 'productType', 0),
('price', 'productType', 2),
('price', 'productType', 4),
('price', 'productType', 8),
('price', 'productType', 16),
('mileage', 'productType', 0),
('mileage', 'productType', 2),
('mileage', 'productType', 4),
('mileage', 'productType', 8),
('mileage', 'productType', 16),
('buy_now', 'productType', 0),
('buy_now', 'productType', 2),
('buy_now', 'productType', 4),
('buy_now', 'productType', 8),
('buy_now', 'productType', 16),
('region', 'productType', 0),
('region', 'productType', 2),
('region', 'productType', 4),
('region', 'productType', 8),
('region', 'productType', 16),
('', 'make', 0),
('', 'make', 1),
('', 'make', 4),
('', 'make', 5),
('', 'make', 8),
('', 'make', 9),
('', 'make', 12),
('', 'make', 13),
('', 'make', 16),
('', 'make', 17),
('', 'make', 20),
('', 'make', 21),
('', 'make', 24),
('', 'make', 25),
('', 'make', 28),
('', 'make', 29),
('year', 'make', 0),
('year', 'make', 1),
('year', 'make', 4),
('year', 'make', 8),
('year', 'make', 16),
('price', 'make', 0),
('price', 'make', 1),
('price', 'make', 4),
('price', 'make', 8),
('price', 'make', 16),
('mileage', 'make', 0),
('mileage', 'make', 1),
('mileage', 'make', 4),
('mileage', 'make', 8),
('mileage', 'make', 16),
('buy_now', 'make', 0),
('buy_now', 'make', 1),
('buy_now', 'make', 4),
('buy_now', 'make', 8),
('buy_now', 'make', 16),
('region', 'make', 0),
('region', 'make', 1),
('region', 'make', 4),
('region', 'make', 8),
('region', 'make', 16),
('', 'fuel', 0),
('', 'fuel', 1),
('', 'fuel', 2),
('', 'fuel', 3),
('', 'fuel', 8),
('', 'fuel', 9),
('', 'fuel', 10),
('', 'fuel', 11),
('', 'fuel', 16),
('', 'fuel', 17),
('', 'fuel', 18),
('', 'fuel', 19),
('', 'fuel', 24),
('', 'fuel', 25),
('', 'fuel', 26),
('', 'fuel', 27),
('year', 'fuel', 0),
('year', 'fuel', 1),
('year', 'fuel', 2),
('year', 'fuel', 8),
('year', 'fuel', 16),
('price', 'fuel', 0),
('price', 'fuel', 1),
('price', 'fuel', 2),
('price', 'fuel', 8),
('price', 'fuel', 16),
('mileage', 'fuel', 0),
('mileage', 'fuel', 1),
('mileage', 'fuel', 2),
('mileage', 'fuel', 8),
('mileage', 'fuel', 16),
('buy_now', 'fuel', 0),
('buy_now', 'fuel', 1),
('buy_now', 'fuel', 2),
('buy_now', 'fuel', 8),
('buy_now', 'fuel', 16),
('region', 'fuel', 0),
('region', 'fuel', 1),
('region', 'fuel', 2),
('region', 'fuel', 8),
('region', 'fuel', 16),
('', 'country', 0),
('', 'country', 1),
('', 'country', 2),
('', 'country', 3),
('', 'country', 4),
('', 'country', 5),
('', 'country', 6),
('', 'country', 7),
('', 'country', 16),
('', 'country', 17),
('', 'country', 18),
('', 'country', 19),
('', 'country', 20),
('', 'country', 21),
('', 'country', 22),
('', 'country', 23),
('year', 'country', 0),
('year', 'country', 1),
('year', 'country', 2),
('year', 'country', 4),
('year', 'country', 16),
('price', 'country', 0),
('price', 'country', 1),
('price', 'country', 2),
('price', 'country', 4),
('price', 'country', 16),
('mileage', 'country', 0),
('mileage', 'country', 1),
('mileage', 'country', 2),
('mileage', 'country', 4),
('mileage', 'country', 16),
('buy_now', 'country', 0),
('buy_now', 'country', 1),
('buy_now', 'country', 2),
('buy_now', 'country', 4),
('buy_now', 'country', 16),
('region', 'country', 0),
('region', 'country', 1),
('region', 'country', 2),
('region', 'country', 4),
('region', 'country', 16),
('', 'transmission', 0),
('', 'transmission', 1),
('', 'transmission', 2),
('', 'transmission', 3),
('', 'transmission', 4),
('', 'transmission', 5),
('', 'transmission', 6),
('', 'transmission', 7),
('', 'transmission', 8),
('', 'transmission', 9),
('', 'transmission', 10),
('', 'transmission', 11),
('', 'transmission', 12),
('', 'transmission', 13),
('', 'transmission', 14),
('', 'transmission', 15),
('year', 'transmission', 0),
('year', 'transmission', 1),
('year', 'transmission', 2),
('year', 'transmission', 4),
('year', 'transmission', 8),
('price', 'transmission', 0),
('price', 'transmission', 1),
('price', 'transmission', 2),
('price', 'transmission', 4),
('price', 'transmission', 8),
('mileage', 'transmission', 0),
('mileage', 'transmission', 1),
('mileage', 'transmission', 2),
('mileage', 'transmission', 4),
('mileage', 'transmission', 8),
('buy_now', 'transmission', 0),
('buy_now', 'transmission', 1),
('buy_now', 'transmission', 2),
('buy_now', 'transmission', 4),
('buy_now', 'transmission', 8),
('region', 'transmission', 0),
('region', 'transmission', 1),
('region', 'transmission', 2),
('region', 'transmission', 4),
('region', 'transmission', 8);
--> statement-breakpoint
CREATE TRIGGER `catalog_facets_insert` AFTER INSERT ON `catalog_listings` BEGIN
  INSERT INTO catalog_facet_counts (kind, scope, facet, product_type, make_code, fuel, country, transmission, band, value, n)
  SELECT c.kind, s.scope, c.facet,
    CASE WHEN c.mask & 1 THEN new.product_type ELSE '*' END, CASE WHEN c.mask & 2 THEN new.make_code ELSE '*' END, CASE WHEN c.mask & 4 THEN coalesce(new.fuel, '') ELSE '*' END, CASE WHEN c.mask & 8 THEN new.country ELSE '*' END, CASE WHEN c.mask & 16 THEN coalesce(new.transmission, '') ELSE '*' END,
    CASE c.kind WHEN '' THEN 0 WHEN 'year' THEN new.year WHEN 'price' THEN CASE WHEN new.price % 5000 = 0 THEN new.price / 5000 * 2 ELSE new.price / 5000 * 2 + 1 END WHEN 'mileage' THEN CASE WHEN new.mileage % 10000 = 0 THEN new.mileage / 10000 * 2 ELSE new.mileage / 10000 * 2 + 1 END WHEN 'buy_now' THEN 1 ELSE (CAST(new.x * 100000 AS INTEGER) + 100000) * 1000000 + (CAST(new.y * 100000 AS INTEGER) + 100000) END,
    CASE c.facet WHEN 'productType' THEN new.product_type WHEN 'make' THEN new.make_code WHEN 'fuel' THEN coalesce(new.fuel, '') WHEN 'country' THEN new.country ELSE coalesce(new.transmission, '') END,
    1
  FROM catalog_facet_cells c JOIN (SELECT '*' AS scope UNION ALL SELECT 'live' WHERE new.status IN ('running', 'hotbidding') UNION ALL SELECT 'published' WHERE new.status = 'published') s
  WHERE (c.kind <> 'price' OR new.price IS NOT NULL) AND (c.kind <> 'mileage' OR new.mileage IS NOT NULL) AND (c.kind <> 'buy_now' OR new.buy_now = 1) AND (c.kind <> 'region' OR new.x IS NOT NULL)
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_facets_delete` AFTER DELETE ON `catalog_listings` BEGIN
  INSERT INTO catalog_facet_counts (kind, scope, facet, product_type, make_code, fuel, country, transmission, band, value, n)
  SELECT c.kind, s.scope, c.facet,
    CASE WHEN c.mask & 1 THEN old.product_type ELSE '*' END, CASE WHEN c.mask & 2 THEN old.make_code ELSE '*' END, CASE WHEN c.mask & 4 THEN coalesce(old.fuel, '') ELSE '*' END, CASE WHEN c.mask & 8 THEN old.country ELSE '*' END, CASE WHEN c.mask & 16 THEN coalesce(old.transmission, '') ELSE '*' END,
    CASE c.kind WHEN '' THEN 0 WHEN 'year' THEN old.year WHEN 'price' THEN CASE WHEN old.price % 5000 = 0 THEN old.price / 5000 * 2 ELSE old.price / 5000 * 2 + 1 END WHEN 'mileage' THEN CASE WHEN old.mileage % 10000 = 0 THEN old.mileage / 10000 * 2 ELSE old.mileage / 10000 * 2 + 1 END WHEN 'buy_now' THEN 1 ELSE (CAST(old.x * 100000 AS INTEGER) + 100000) * 1000000 + (CAST(old.y * 100000 AS INTEGER) + 100000) END,
    CASE c.facet WHEN 'productType' THEN old.product_type WHEN 'make' THEN old.make_code WHEN 'fuel' THEN coalesce(old.fuel, '') WHEN 'country' THEN old.country ELSE coalesce(old.transmission, '') END,
    -1
  FROM catalog_facet_cells c JOIN (SELECT '*' AS scope UNION ALL SELECT 'live' WHERE old.status IN ('running', 'hotbidding') UNION ALL SELECT 'published' WHERE old.status = 'published') s
  WHERE (c.kind <> 'price' OR old.price IS NOT NULL) AND (c.kind <> 'mileage' OR old.mileage IS NOT NULL) AND (c.kind <> 'buy_now' OR old.buy_now = 1) AND (c.kind <> 'region' OR old.x IS NOT NULL)
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_facets_update` AFTER UPDATE ON `catalog_listings` WHEN old.status IS NOT new.status OR old.product_type IS NOT new.product_type OR old.make_code IS NOT new.make_code OR old.fuel IS NOT new.fuel OR old.country IS NOT new.country OR old.transmission IS NOT new.transmission OR (old.year IS NOT new.year) OR ((CASE WHEN old.price % 5000 = 0 THEN old.price / 5000 * 2 ELSE old.price / 5000 * 2 + 1 END) IS NOT (CASE WHEN new.price % 5000 = 0 THEN new.price / 5000 * 2 ELSE new.price / 5000 * 2 + 1 END)) OR ((CASE WHEN old.mileage % 10000 = 0 THEN old.mileage / 10000 * 2 ELSE old.mileage / 10000 * 2 + 1 END) IS NOT (CASE WHEN new.mileage % 10000 = 0 THEN new.mileage / 10000 * 2 ELSE new.mileage / 10000 * 2 + 1 END)) OR (old.buy_now IS NOT new.buy_now) OR (old.x IS NOT new.x OR old.y IS NOT new.y) BEGIN
  INSERT INTO catalog_facet_counts (kind, scope, facet, product_type, make_code, fuel, country, transmission, band, value, n)
  SELECT c.kind, s.scope, c.facet,
    CASE WHEN c.mask & 1 THEN old.product_type ELSE '*' END, CASE WHEN c.mask & 2 THEN old.make_code ELSE '*' END, CASE WHEN c.mask & 4 THEN coalesce(old.fuel, '') ELSE '*' END, CASE WHEN c.mask & 8 THEN old.country ELSE '*' END, CASE WHEN c.mask & 16 THEN coalesce(old.transmission, '') ELSE '*' END,
    CASE c.kind WHEN '' THEN 0 WHEN 'year' THEN old.year WHEN 'price' THEN CASE WHEN old.price % 5000 = 0 THEN old.price / 5000 * 2 ELSE old.price / 5000 * 2 + 1 END WHEN 'mileage' THEN CASE WHEN old.mileage % 10000 = 0 THEN old.mileage / 10000 * 2 ELSE old.mileage / 10000 * 2 + 1 END WHEN 'buy_now' THEN 1 ELSE (CAST(old.x * 100000 AS INTEGER) + 100000) * 1000000 + (CAST(old.y * 100000 AS INTEGER) + 100000) END,
    CASE c.facet WHEN 'productType' THEN old.product_type WHEN 'make' THEN old.make_code WHEN 'fuel' THEN coalesce(old.fuel, '') WHEN 'country' THEN old.country ELSE coalesce(old.transmission, '') END,
    -1
  FROM catalog_facet_cells c JOIN (SELECT '*' AS scope UNION ALL SELECT 'live' WHERE old.status IN ('running', 'hotbidding') UNION ALL SELECT 'published' WHERE old.status = 'published') s
  WHERE (c.kind <> 'price' OR old.price IS NOT NULL) AND (c.kind <> 'mileage' OR old.mileage IS NOT NULL) AND (c.kind <> 'buy_now' OR old.buy_now = 1) AND (c.kind <> 'region' OR old.x IS NOT NULL) AND (old.status IS NOT new.status OR old.product_type IS NOT new.product_type OR old.make_code IS NOT new.make_code OR old.fuel IS NOT new.fuel OR old.country IS NOT new.country OR old.transmission IS NOT new.transmission OR (c.kind = 'year' AND (old.year IS NOT new.year)) OR (c.kind = 'price' AND ((CASE WHEN old.price % 5000 = 0 THEN old.price / 5000 * 2 ELSE old.price / 5000 * 2 + 1 END) IS NOT (CASE WHEN new.price % 5000 = 0 THEN new.price / 5000 * 2 ELSE new.price / 5000 * 2 + 1 END))) OR (c.kind = 'mileage' AND ((CASE WHEN old.mileage % 10000 = 0 THEN old.mileage / 10000 * 2 ELSE old.mileage / 10000 * 2 + 1 END) IS NOT (CASE WHEN new.mileage % 10000 = 0 THEN new.mileage / 10000 * 2 ELSE new.mileage / 10000 * 2 + 1 END))) OR (c.kind = 'buy_now' AND (old.buy_now IS NOT new.buy_now)) OR (c.kind = 'region' AND (old.x IS NOT new.x OR old.y IS NOT new.y)))
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
  INSERT INTO catalog_facet_counts (kind, scope, facet, product_type, make_code, fuel, country, transmission, band, value, n)
  SELECT c.kind, s.scope, c.facet,
    CASE WHEN c.mask & 1 THEN new.product_type ELSE '*' END, CASE WHEN c.mask & 2 THEN new.make_code ELSE '*' END, CASE WHEN c.mask & 4 THEN coalesce(new.fuel, '') ELSE '*' END, CASE WHEN c.mask & 8 THEN new.country ELSE '*' END, CASE WHEN c.mask & 16 THEN coalesce(new.transmission, '') ELSE '*' END,
    CASE c.kind WHEN '' THEN 0 WHEN 'year' THEN new.year WHEN 'price' THEN CASE WHEN new.price % 5000 = 0 THEN new.price / 5000 * 2 ELSE new.price / 5000 * 2 + 1 END WHEN 'mileage' THEN CASE WHEN new.mileage % 10000 = 0 THEN new.mileage / 10000 * 2 ELSE new.mileage / 10000 * 2 + 1 END WHEN 'buy_now' THEN 1 ELSE (CAST(new.x * 100000 AS INTEGER) + 100000) * 1000000 + (CAST(new.y * 100000 AS INTEGER) + 100000) END,
    CASE c.facet WHEN 'productType' THEN new.product_type WHEN 'make' THEN new.make_code WHEN 'fuel' THEN coalesce(new.fuel, '') WHEN 'country' THEN new.country ELSE coalesce(new.transmission, '') END,
    1
  FROM catalog_facet_cells c JOIN (SELECT '*' AS scope UNION ALL SELECT 'live' WHERE new.status IN ('running', 'hotbidding') UNION ALL SELECT 'published' WHERE new.status = 'published') s
  WHERE (c.kind <> 'price' OR new.price IS NOT NULL) AND (c.kind <> 'mileage' OR new.mileage IS NOT NULL) AND (c.kind <> 'buy_now' OR new.buy_now = 1) AND (c.kind <> 'region' OR new.x IS NOT NULL) AND (old.status IS NOT new.status OR old.product_type IS NOT new.product_type OR old.make_code IS NOT new.make_code OR old.fuel IS NOT new.fuel OR old.country IS NOT new.country OR old.transmission IS NOT new.transmission OR (c.kind = 'year' AND (old.year IS NOT new.year)) OR (c.kind = 'price' AND ((CASE WHEN old.price % 5000 = 0 THEN old.price / 5000 * 2 ELSE old.price / 5000 * 2 + 1 END) IS NOT (CASE WHEN new.price % 5000 = 0 THEN new.price / 5000 * 2 ELSE new.price / 5000 * 2 + 1 END))) OR (c.kind = 'mileage' AND ((CASE WHEN old.mileage % 10000 = 0 THEN old.mileage / 10000 * 2 ELSE old.mileage / 10000 * 2 + 1 END) IS NOT (CASE WHEN new.mileage % 10000 = 0 THEN new.mileage / 10000 * 2 ELSE new.mileage / 10000 * 2 + 1 END))) OR (c.kind = 'buy_now' AND (old.buy_now IS NOT new.buy_now)) OR (c.kind = 'region' AND (old.x IS NOT new.x OR old.y IS NOT new.y)))
  ON CONFLICT DO UPDATE SET n = n + excluded.n;
END;
--> statement-breakpoint
DROP TRIGGER `products_catalog_insert`;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_insert` AFTER INSERT ON `products` WHEN new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') BEGIN
  INSERT INTO catalog_listings (product_id, status, product_type, make_code, fuel, transmission, country, price, year, mileage, power_kw, length_mm, beds, seats, buy_now, exclusive, manufacturer, x, y, z, ending_at, ending_key, created_at)
  SELECT new.id, new.status, new.product_type, new.make_code, new.fuel, new.transmission, new.country, new.display_price,
    new.first_registration_year, new.mileage, new.power_kw, new.length_mm, new.beds, new.seats, new.buy_now_price IS NOT NULL,
    new.exclusive_auction, new.manufacturer_auction,
    (SELECT r.x FROM postal_regions r WHERE r.country = new.country AND r.prefix IN (substr(ltrim(upper(new.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    (SELECT r.y FROM postal_regions r WHERE r.country = new.country AND r.prefix IN (substr(ltrim(upper(new.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    (SELECT r.z FROM postal_regions r WHERE r.country = new.country AND r.prefix IN (substr(ltrim(upper(new.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    new.ending_at,
    CASE WHEN new.status IN ('running', 'hotbidding') THEN coalesce(new.ending_at, 0)
      WHEN new.status = 'published' THEN 10000000000000 + coalesce(new.ending_at, 0)
      ELSE 30000000000000 - coalesce(new.ending_at, 0) END,
    new.created_at
  WHERE new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')
  ON CONFLICT (product_id) DO UPDATE SET status = excluded.status, product_type = excluded.product_type, make_code = excluded.make_code, fuel = excluded.fuel, transmission = excluded.transmission, country = excluded.country, price = excluded.price, year = excluded.year, mileage = excluded.mileage, power_kw = excluded.power_kw, length_mm = excluded.length_mm, beds = excluded.beds, seats = excluded.seats, buy_now = excluded.buy_now, exclusive = excluded.exclusive, manufacturer = excluded.manufacturer, x = excluded.x, y = excluded.y, z = excluded.z, ending_at = excluded.ending_at, ending_key = excluded.ending_key, created_at = excluded.created_at;
END;
--> statement-breakpoint
DROP TRIGGER `products_catalog_update`;
--> statement-breakpoint
CREATE TRIGGER `products_catalog_update` AFTER UPDATE ON `products` BEGIN
  DELETE FROM catalog_listings WHERE product_id = old.id AND new.status NOT IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
  INSERT INTO catalog_listings (product_id, status, product_type, make_code, fuel, transmission, country, price, year, mileage, power_kw, length_mm, beds, seats, buy_now, exclusive, manufacturer, x, y, z, ending_at, ending_key, created_at)
  SELECT new.id, new.status, new.product_type, new.make_code, new.fuel, new.transmission, new.country, new.display_price,
    new.first_registration_year, new.mileage, new.power_kw, new.length_mm, new.beds, new.seats, new.buy_now_price IS NOT NULL,
    new.exclusive_auction, new.manufacturer_auction,
    (SELECT r.x FROM postal_regions r WHERE r.country = new.country AND r.prefix IN (substr(ltrim(upper(new.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    (SELECT r.y FROM postal_regions r WHERE r.country = new.country AND r.prefix IN (substr(ltrim(upper(new.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    (SELECT r.z FROM postal_regions r WHERE r.country = new.country AND r.prefix IN (substr(ltrim(upper(new.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    new.ending_at,
    CASE WHEN new.status IN ('running', 'hotbidding') THEN coalesce(new.ending_at, 0)
      WHEN new.status = 'published' THEN 10000000000000 + coalesce(new.ending_at, 0)
      ELSE 30000000000000 - coalesce(new.ending_at, 0) END,
    new.created_at
  WHERE new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')
  ON CONFLICT (product_id) DO UPDATE SET status = excluded.status, product_type = excluded.product_type, make_code = excluded.make_code, fuel = excluded.fuel, transmission = excluded.transmission, country = excluded.country, price = excluded.price, year = excluded.year, mileage = excluded.mileage, power_kw = excluded.power_kw, length_mm = excluded.length_mm, beds = excluded.beds, seats = excluded.seats, buy_now = excluded.buy_now, exclusive = excluded.exclusive, manufacturer = excluded.manufacturer, x = excluded.x, y = excluded.y, z = excluded.z, ending_at = excluded.ending_at, ending_key = excluded.ending_key, created_at = excluded.created_at;
END;
--> statement-breakpoint
-- Backfill: the listings already in the search table, in two statements as D1 allows at most five terms in a
-- compound SELECT (bench:search rebuilds the counters with the same two statements).
INSERT INTO catalog_facet_counts (kind, scope, facet, product_type, make_code, fuel, country, transmission, band, value, n)
WITH g AS (
  SELECT '' AS kind, CASE WHEN l.status IN ('running', 'hotbidding') THEN 'live' WHEN l.status = 'published' THEN 'published' ELSE '' END AS class, l.product_type, l.make_code, coalesce(l.fuel, '') AS fuel, l.country, coalesce(l.transmission, '') AS transmission, 0 AS band, count(*) AS n
    FROM catalog_listings l GROUP BY 2, 3, 4, 5, 6, 7, 8
)
SELECT c.kind, s.scope, c.facet, CASE WHEN c.mask & 1 THEN g.product_type ELSE '*' END, CASE WHEN c.mask & 2 THEN g.make_code ELSE '*' END, CASE WHEN c.mask & 4 THEN g.fuel ELSE '*' END, CASE WHEN c.mask & 8 THEN g.country ELSE '*' END, CASE WHEN c.mask & 16 THEN g.transmission ELSE '*' END, g.band, CASE c.facet WHEN 'productType' THEN g.product_type WHEN 'make' THEN g.make_code WHEN 'fuel' THEN g.fuel WHEN 'country' THEN g.country ELSE g.transmission END, sum(g.n)
FROM g JOIN catalog_facet_cells c ON c.kind = g.kind JOIN (SELECT '*' AS scope UNION ALL SELECT 'live' UNION ALL SELECT 'published') s ON s.scope = '*' OR s.scope = g.class
WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
ON CONFLICT DO UPDATE SET n = n + excluded.n;
--> statement-breakpoint
INSERT INTO catalog_facet_counts (kind, scope, facet, product_type, make_code, fuel, country, transmission, band, value, n)
WITH g AS (
  SELECT 'year' AS kind, CASE WHEN l.status IN ('running', 'hotbidding') THEN 'live' WHEN l.status = 'published' THEN 'published' ELSE '' END AS class, l.product_type, l.make_code, coalesce(l.fuel, '') AS fuel, l.country, coalesce(l.transmission, '') AS transmission, l.year AS band, count(*) AS n
    FROM catalog_listings l GROUP BY 2, 3, 4, 5, 6, 7, 8
  UNION ALL SELECT 'price' AS kind, CASE WHEN l.status IN ('running', 'hotbidding') THEN 'live' WHEN l.status = 'published' THEN 'published' ELSE '' END AS class, l.product_type, l.make_code, coalesce(l.fuel, '') AS fuel, l.country, coalesce(l.transmission, '') AS transmission, CASE WHEN l.price % 5000 = 0 THEN l.price / 5000 * 2 ELSE l.price / 5000 * 2 + 1 END AS band, count(*) AS n
    FROM catalog_listings l WHERE l.price IS NOT NULL GROUP BY 2, 3, 4, 5, 6, 7, 8
  UNION ALL SELECT 'mileage' AS kind, CASE WHEN l.status IN ('running', 'hotbidding') THEN 'live' WHEN l.status = 'published' THEN 'published' ELSE '' END AS class, l.product_type, l.make_code, coalesce(l.fuel, '') AS fuel, l.country, coalesce(l.transmission, '') AS transmission, CASE WHEN l.mileage % 10000 = 0 THEN l.mileage / 10000 * 2 ELSE l.mileage / 10000 * 2 + 1 END AS band, count(*) AS n
    FROM catalog_listings l WHERE l.mileage IS NOT NULL GROUP BY 2, 3, 4, 5, 6, 7, 8
  UNION ALL SELECT 'buy_now' AS kind, CASE WHEN l.status IN ('running', 'hotbidding') THEN 'live' WHEN l.status = 'published' THEN 'published' ELSE '' END AS class, l.product_type, l.make_code, coalesce(l.fuel, '') AS fuel, l.country, coalesce(l.transmission, '') AS transmission, 1 AS band, count(*) AS n
    FROM catalog_listings l WHERE l.buy_now = 1 GROUP BY 2, 3, 4, 5, 6, 7, 8
  UNION ALL SELECT 'region' AS kind, CASE WHEN l.status IN ('running', 'hotbidding') THEN 'live' WHEN l.status = 'published' THEN 'published' ELSE '' END AS class, l.product_type, l.make_code, coalesce(l.fuel, '') AS fuel, l.country, coalesce(l.transmission, '') AS transmission, (CAST(l.x * 100000 AS INTEGER) + 100000) * 1000000 + (CAST(l.y * 100000 AS INTEGER) + 100000) AS band, count(*) AS n
    FROM catalog_listings l WHERE l.x IS NOT NULL GROUP BY 2, 3, 4, 5, 6, 7, 8
)
SELECT c.kind, s.scope, c.facet, CASE WHEN c.mask & 1 THEN g.product_type ELSE '*' END, CASE WHEN c.mask & 2 THEN g.make_code ELSE '*' END, CASE WHEN c.mask & 4 THEN g.fuel ELSE '*' END, CASE WHEN c.mask & 8 THEN g.country ELSE '*' END, CASE WHEN c.mask & 16 THEN g.transmission ELSE '*' END, g.band, CASE c.facet WHEN 'productType' THEN g.product_type WHEN 'make' THEN g.make_code WHEN 'fuel' THEN g.fuel WHEN 'country' THEN g.country ELSE g.transmission END, sum(g.n)
FROM g JOIN catalog_facet_cells c ON c.kind = g.kind JOIN (SELECT '*' AS scope UNION ALL SELECT 'live' UNION ALL SELECT 'published') s ON s.scope = '*' OR s.scope = g.class
WHERE true GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
ON CONFLICT DO UPDATE SET n = n + excluded.n;
