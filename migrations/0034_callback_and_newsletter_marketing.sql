CREATE TABLE `local_marketing_contacts` (
	`email` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`consented_at` integer NOT NULL,
	`unsubscribe_url` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `ad_edits` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`source` text NOT NULL,
	`attribute_code` text NOT NULL,
	`value` text,
	`actor_customer_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `ad_edits_product` ON `ad_edits` (`product_id`,`id`);--> statement-breakpoint
CREATE TABLE `review_decisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`queue` text NOT NULL,
	`subject_id` integer NOT NULL,
	`submitted_at` integer NOT NULL,
	`decided_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `review_decisions_decided` ON `review_decisions` (`queue`,`decided_at`);--> statement-breakpoint
CREATE TABLE `review_escalations` (
	`queue` text NOT NULL,
	`subject_id` integer NOT NULL,
	`submitted_at` integer NOT NULL,
	`operator_id` integer NOT NULL,
	`mailed_at` integer NOT NULL,
	PRIMARY KEY(`queue`, `subject_id`, `submitted_at`, `operator_id`)
);
--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `callback_window` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `callback_topic` text;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `product_id` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `marketing_pending` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `marketing_pending_at` integer;--> statement-breakpoint
CREATE INDEX `newsletter_marketing_pending` ON `newsletter_subscriptions` (`marketing_pending`,`marketing_pending_at`);