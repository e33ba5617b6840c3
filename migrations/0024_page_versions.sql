CREATE TABLE `page_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `page_versions_version` ON `page_versions` (`version`);--> statement-breakpoint
CREATE TRIGGER `page_versions_product_update` AFTER UPDATE ON `products` WHEN (old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') OR new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')) AND (old.status IS NOT new.status OR old.updated_at IS NOT new.updated_at OR old.deleted_at IS NOT new.deleted_at OR (old.highest_bid IS new.highest_bid AND old.bid_count IS new.bid_count AND old.display_price IS new.display_price AND old.ending_at IS new.ending_at)) BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('product:' || new.id, CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
  INSERT INTO page_versions (scope, version) VALUES ('catalog', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_insert` AFTER INSERT ON `products` WHEN new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('product:' || new.id, CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
  INSERT INTO page_versions (scope, version) VALUES ('catalog', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_delete` AFTER DELETE ON `products` WHEN old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('product:' || old.id, CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
  INSERT INTO page_versions (scope, version) VALUES ('catalog', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_images_insert` AFTER INSERT ON `product_images` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
  INSERT INTO page_versions (scope, version) SELECT 'catalog', CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_images_update` AFTER UPDATE ON `product_images` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
  INSERT INTO page_versions (scope, version) SELECT 'catalog', CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_images_delete` AFTER DELETE ON `product_images` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || old.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = old.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
  INSERT INTO page_versions (scope, version) SELECT 'catalog', CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = old.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_values_insert` AFTER INSERT ON `product_values` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_values_update` AFTER UPDATE ON `product_values` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_values_delete` AFTER DELETE ON `product_values` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || old.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = old.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_damages_insert` AFTER INSERT ON `product_damages` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_damages_update` AFTER UPDATE ON `product_damages` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_damages_delete` AFTER DELETE ON `product_damages` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || old.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = old.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_translations_insert` AFTER INSERT ON `product_translations` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_translations_update` AFTER UPDATE ON `product_translations` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || new.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = new.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_product_translations_delete` AFTER DELETE ON `product_translations` BEGIN
  INSERT INTO page_versions (scope, version) SELECT 'product:' || old.product_id, CAST(unixepoch('subsec') * 1000 AS INTEGER) WHERE EXISTS (SELECT 1 FROM catalog_listings WHERE product_id = old.product_id) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_content_pages_insert` AFTER INSERT ON `content_pages` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_content_pages_update` AFTER UPDATE ON `content_pages` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_content_pages_delete` AFTER DELETE ON `content_pages` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_landing_pages_insert` AFTER INSERT ON `landing_pages` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_landing_pages_update` AFTER UPDATE ON `landing_pages` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_landing_pages_delete` AFTER DELETE ON `landing_pages` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_blog_authors_insert` AFTER INSERT ON `blog_authors` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_blog_authors_update` AFTER UPDATE ON `blog_authors` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_blog_authors_delete` AFTER DELETE ON `blog_authors` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_blog_articles_insert` AFTER INSERT ON `blog_articles` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_blog_articles_update` AFTER UPDATE ON `blog_articles` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_blog_articles_delete` AFTER DELETE ON `blog_articles` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('content', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_settings_insert` AFTER INSERT ON `settings` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_settings_update` AFTER UPDATE ON `settings` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_settings_delete` AFTER DELETE ON `settings` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_attributes_insert` AFTER INSERT ON `attributes` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_attributes_update` AFTER UPDATE ON `attributes` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_attributes_delete` AFTER DELETE ON `attributes` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_attribute_options_insert` AFTER INSERT ON `attribute_options` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_attribute_options_update` AFTER UPDATE ON `attribute_options` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_attribute_options_delete` AFTER DELETE ON `attribute_options` BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
