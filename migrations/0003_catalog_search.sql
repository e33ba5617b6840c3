ALTER TABLE `products` ADD `make_code` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `display_price` integer;--> statement-breakpoint
CREATE INDEX `products_status_created` ON `products` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_status_price` ON `products` (`status`,`display_price`);--> statement-breakpoint
CREATE INDEX `products_status_mileage` ON `products` (`status`,`mileage`);--> statement-breakpoint
CREATE INDEX `products_make_status` ON `products` (`make_code`,`status`);--> statement-breakpoint
CREATE INDEX `products_type_status` ON `products` (`product_type`,`status`,`ending_at`);--> statement-breakpoint
CREATE INDEX `products_country_status` ON `products` (`country`,`status`);--> statement-breakpoint
UPDATE `products` SET `make_code` = lower(replace(replace(replace(replace(replace(`make`, 'ü', 'ue'), 'ö', 'oe'), 'ä', 'ae'), 'ß', 'ss'), ' ', '_')), `display_price` = coalesce(`highest_bid`, `buy_now_price`, `minimum_price`);
