CREATE TABLE `auctions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`round` integer DEFAULT 1 NOT NULL,
	`status` text NOT NULL,
	`start_price` integer,
	`starts_at` integer,
	`ending_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `auctions_product` ON `auctions` (`product_id`,`round`);--> statement-breakpoint
CREATE TABLE `catalog_listings` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`status` text NOT NULL,
	`product_type` text NOT NULL,
	`make_code` text NOT NULL,
	`fuel` text,
	`transmission` text,
	`country` text NOT NULL,
	`price` integer,
	`year` integer NOT NULL,
	`mileage` integer,
	`power_kw` integer,
	`length_mm` integer,
	`beds` integer,
	`seats` integer,
	`buy_now` integer NOT NULL,
	`exclusive` integer NOT NULL,
	`manufacturer` integer NOT NULL,
	`x` real,
	`y` real,
	`z` real,
	`ending_at` integer,
	`ending_key` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `catalog_listings_facets` ON `catalog_listings` (`product_type`,`make_code`,`fuel`,`country`,`transmission`,`status`,`price`,`year`,`mileage`,`power_kw`,`length_mm`,`beds`,`seats`,`buy_now`,`exclusive`,`manufacturer`,`x`,`y`,`z`);--> statement-breakpoint
CREATE INDEX `catalog_listings_ending` ON `catalog_listings` (`ending_key`);--> statement-breakpoint
CREATE INDEX `catalog_listings_created` ON `catalog_listings` (`created_at`);--> statement-breakpoint
CREATE INDEX `catalog_listings_price` ON `catalog_listings` (`price`);--> statement-breakpoint
CREATE INDEX `catalog_listings_mileage` ON `catalog_listings` (`mileage`);--> statement-breakpoint
CREATE INDEX `catalog_listings_make` ON `catalog_listings` (`make_code`,`ending_at`);--> statement-breakpoint
CREATE TABLE `postal_regions` (
	`country` text NOT NULL,
	`prefix` text NOT NULL,
	`lat` real NOT NULL,
	`lon` real NOT NULL,
	`x` real NOT NULL,
	`y` real NOT NULL,
	`z` real NOT NULL,
	PRIMARY KEY(`country`, `prefix`)
);
--> statement-breakpoint
CREATE TABLE `product_damages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`sort_order` integer NOT NULL,
	`attributes` text NOT NULL,
	`image_count` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_damages_product` ON `product_damages` (`product_id`,`sort_order`);--> statement-breakpoint
CREATE TABLE `product_documents` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`kind` text NOT NULL,
	`object_key` text NOT NULL,
	`file_name` text NOT NULL,
	`content_type` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `product_documents_product` ON `product_documents` (`product_id`);--> statement-breakpoint
CREATE TABLE `product_translations` (
	`product_id` integer NOT NULL,
	`field` text NOT NULL,
	`locale` text NOT NULL,
	`source_hash` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`product_id`, `field`, `locale`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_values` (
	`product_id` integer NOT NULL,
	`attribute_code` text NOT NULL,
	`value` text NOT NULL,
	PRIMARY KEY(`product_id`, `attribute_code`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `product_versions` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`attributes` text NOT NULL,
	`gallery` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `saved_search_hits` (
	`search_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`notified_at` integer NOT NULL,
	PRIMARY KEY(`search_id`, `product_id`),
	FOREIGN KEY (`search_id`) REFERENCES `saved_searches`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`name` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`notify` integer DEFAULT true NOT NULL,
	`query` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_customer` ON `saved_searches` (`customer_id`,`updated_at`);--> statement-breakpoint
CREATE INDEX `saved_searches_notify` ON `saved_searches` (`status`,`notify`);--> statement-breakpoint
CREATE TABLE `watchlist_items` (
	`customer_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`customer_id`, `product_id`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `watchlist_items_product` ON `watchlist_items` (`product_id`);--> statement-breakpoint
ALTER TABLE `products` ADD `exclusive_auction` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `manufacturer_auction` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `defects_description` text;--> statement-breakpoint
-- The catalogue's search table follows every write to products (ads, reviews, auction projections) through
-- triggers, so no code path can forget it. Only publicly visible statuses get a row.
CREATE TRIGGER `products_catalog_insert` AFTER INSERT ON `products` WHEN new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') BEGIN
  INSERT OR REPLACE INTO catalog_listings (product_id, status, product_type, make_code, fuel, transmission, country, price, year, mileage, power_kw, length_mm, beds, seats, buy_now, exclusive, manufacturer, x, y, z, ending_at, ending_key, created_at)
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
    new.created_at;
END;--> statement-breakpoint
CREATE TRIGGER `products_catalog_update` AFTER UPDATE ON `products` BEGIN
  DELETE FROM catalog_listings WHERE product_id = old.id;
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
  WHERE new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
END;--> statement-breakpoint
CREATE TRIGGER `products_catalog_delete` AFTER DELETE ON `products` BEGIN
  DELETE FROM catalog_listings WHERE product_id = old.id;
END;--> statement-breakpoint
INSERT INTO catalog_listings (product_id, status, product_type, make_code, fuel, transmission, country, price, year, mileage, power_kw, length_mm, beds, seats, buy_now, exclusive, manufacturer, x, y, z, ending_at, ending_key, created_at)
SELECT products.id, products.status, products.product_type, products.make_code, products.fuel, products.transmission, products.country, products.display_price,
    products.first_registration_year, products.mileage, products.power_kw, products.length_mm, products.beds, products.seats, products.buy_now_price IS NOT NULL,
    products.exclusive_auction, products.manufacturer_auction,
    (SELECT r.x FROM postal_regions r WHERE r.country = products.country AND r.prefix IN (substr(ltrim(upper(products.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    (SELECT r.y FROM postal_regions r WHERE r.country = products.country AND r.prefix IN (substr(ltrim(upper(products.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    (SELECT r.z FROM postal_regions r WHERE r.country = products.country AND r.prefix IN (substr(ltrim(upper(products.zip_code), 'ABCDEFGHIJKLMNOPQRSTUVWXYZ- '), 1, 2), '') ORDER BY length(r.prefix) DESC LIMIT 1),
    products.ending_at,
    CASE WHEN products.status IN ('running', 'hotbidding') THEN coalesce(products.ending_at, 0)
      WHEN products.status = 'published' THEN 10000000000000 + coalesce(products.ending_at, 0)
      ELSE 30000000000000 - coalesce(products.ending_at, 0) END,
    products.created_at
FROM products WHERE products.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
