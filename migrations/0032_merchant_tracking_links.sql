CREATE TABLE `ad_referrals` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`merchant_id` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ad_referrals_merchant` ON `ad_referrals` (`merchant_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `merchant_tracking_links` (
	`merchant_id` integer PRIMARY KEY NOT NULL,
	`secret_hash` text NOT NULL,
	`issued_at` integer NOT NULL,
	`issued_by` integer,
	FOREIGN KEY (`merchant_id`) REFERENCES `merchants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `merchant_tracking_links_secret` ON `merchant_tracking_links` (`secret_hash`);