CREATE TABLE `ad_reminders` (
	`product_id` integer NOT NULL,
	`stage` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`product_id`, `stage`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `merchant_integrations` (
	`customer_id` integer NOT NULL,
	`provider` text NOT NULL,
	`credentials` text NOT NULL,
	`account_hint` text NOT NULL,
	`last_import_at` integer,
	`last_import_status` text,
	`last_import_count` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`customer_id`, `provider`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `product_images` ADD `section` text DEFAULT 'exterior' NOT NULL;--> statement-breakpoint
ALTER TABLE `products` ADD `vin_key` text;--> statement-breakpoint
ALTER TABLE `products` ADD `sale_timing` text;--> statement-breakpoint
ALTER TABLE `products` ADD `source` text;--> statement-breakpoint
ALTER TABLE `products` ADD `source_url` text;--> statement-breakpoint
ALTER TABLE `products` ADD `funnel` text;--> statement-breakpoint
ALTER TABLE `products` ADD `updated_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `submitted_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `products_vin_key_unique` ON `products` (`vin_key`) WHERE "products"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX `products_editing_updated` ON `products` (`status`,`updated_at`);--> statement-breakpoint
ALTER TABLE `product_damages` ADD `image_keys` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Damage photos were numbered (products/{id}/damages/{damageId}/{n}); they become a list of keys so one can be removed.
UPDATE `product_damages` SET `image_keys` = (
	SELECT json_group_array('products/' || `product_damages`.`product_id` || '/damages/' || `product_damages`.`id` || '/' || n.value)
	FROM json_each('[0,1,2,3,4,5,6,7,8,9]') AS n WHERE n.value < `product_damages`.`image_count`
) WHERE `image_count` > 0;--> statement-breakpoint
ALTER TABLE `product_damages` DROP COLUMN `image_count`;