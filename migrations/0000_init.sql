CREATE TABLE `access_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`url` text NOT NULL,
	`cookies` text NOT NULL,
	`query` text NOT NULL,
	`session_id` text,
	`referer` text,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `blog_articles` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`author_slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`body` text NOT NULL,
	`published_at` integer NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
--> statement-breakpoint
CREATE INDEX `blog_articles_locale_date` ON `blog_articles` (`locale`,`published_at`);--> statement-breakpoint
CREATE TABLE `blog_authors` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`name` text NOT NULL,
	`role` text NOT NULL,
	`bio` text NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `contact_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`surname` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`question` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `content_pages` (
	`slug` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`body` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	PRIMARY KEY(`slug`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `customers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`name` text DEFAULT '' NOT NULL,
	`surname` text DEFAULT '' NOT NULL,
	`phone` text,
	`street` text,
	`zip_code` text,
	`city` text,
	`country` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`language_setting` text DEFAULT 'de' NOT NULL,
	`profile_type` text DEFAULT 'PRIVATE' NOT NULL,
	`private_profile_completed` integer DEFAULT false NOT NULL,
	`commercial_profile_completed` integer DEFAULT false NOT NULL,
	`merchant_profile_completed` integer DEFAULT false NOT NULL,
	`merchant_blocked` integer DEFAULT false NOT NULL,
	`tac_accepted_at` integer,
	`commercial_contact_name` text,
	`commercial_contact_surname` text,
	`commercial_contact_phone` text,
	`vat_reg_no` text,
	`segmentation` text DEFAULT 'prospect' NOT NULL,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customers_email_unique` ON `customers` (`email`);--> statement-breakpoint
CREATE TABLE `merchants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`company` text NOT NULL,
	`vat_reg_no` text,
	`country` text NOT NULL,
	`street` text,
	`zip_code` text,
	`city` text,
	`accepted` integer,
	`contact_name` text,
	`contact_surname` text,
	`notification_locale` text DEFAULT 'de' NOT NULL,
	`read_notification_popup_ids` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `merchants_customer_unique` ON `merchants` (`customer_id`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`locale` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_email_unique` ON `newsletter_subscriptions` (`email`);--> statement-breakpoint
CREATE TABLE `product_images` (
	`product_id` integer NOT NULL,
	`position` integer NOT NULL,
	`object_key` text NOT NULL,
	PRIMARY KEY(`product_id`, `position`),
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `products` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`internal_number` text,
	`customer_id` integer NOT NULL,
	`product_type` text NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`first_registration_year` integer NOT NULL,
	`first_registration_month` integer NOT NULL,
	`mileage` integer,
	`power_kw` integer,
	`fuel` text,
	`transmission` text,
	`length_mm` integer,
	`beds` integer,
	`seats` integer,
	`weight_kg` integer,
	`zip_code` text NOT NULL,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`description` text,
	`minimum_price` integer,
	`buy_now_price` integer,
	`status` text NOT NULL,
	`ending_at` integer,
	`highest_bid` integer,
	`bid_count` integer DEFAULT 0 NOT NULL,
	`vat_reportable` integer DEFAULT false NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `products_status_ending` ON `products` (`status`,`ending_at`);--> statement-breakpoint
CREATE INDEX `products_customer` ON `products` (`customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `products_internal_number_unique` ON `products` (`internal_number`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_action_logs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`action` text NOT NULL,
	`context` text,
	`customer_id` integer,
	`uuid` text,
	`product_entity_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `user_action_logs_customer` ON `user_action_logs` (`customer_id`);--> statement-breakpoint
CREATE INDEX `user_action_logs_uuid` ON `user_action_logs` (`uuid`);--> statement-breakpoint
CREATE TABLE `visitors` (
	`uuid` text PRIMARY KEY NOT NULL,
	`first_params` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
