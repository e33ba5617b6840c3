CREATE TABLE `after_login_actions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer,
	`visitor_uuid` text,
	`token` text,
	`method` text NOT NULL,
	`route` text NOT NULL,
	`params` text NOT NULL,
	`consumed_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `after_login_visitor` ON `after_login_actions` (`visitor_uuid`);--> statement-breakpoint
CREATE INDEX `after_login_customer` ON `after_login_actions` (`customer_id`);--> statement-breakpoint
CREATE INDEX `after_login_token` ON `after_login_actions` (`token`);--> statement-breakpoint
CREATE TABLE `email_automation_settings` (
	`customer_id` integer NOT NULL,
	`type` text NOT NULL,
	`enabled` integer NOT NULL,
	PRIMARY KEY(`customer_id`, `type`),
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mail_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`recipient` text NOT NULL,
	`kind` text NOT NULL,
	`locale` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `merchant_popups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`valid_from` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `one_time_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`purpose` text NOT NULL,
	`customer_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `one_time_tokens_customer` ON `one_time_tokens` (`customer_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`family_id` text NOT NULL,
	`customer_id` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`rotated_at` integer,
	`revoked_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_family` ON `refresh_tokens` (`family_id`);--> statement-breakpoint
CREATE TABLE `sign_in_guards` (
	`email` text PRIMARY KEY NOT NULL,
	`failed_count` integer DEFAULT 0 NOT NULL,
	`locked_at` integer,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `terms_versions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`valid_from` integer NOT NULL,
	`title` text NOT NULL,
	`content` text NOT NULL,
	`changes` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `customers` ADD `commercial_company` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `submitted_profile_type` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `visitor_uuid` text;--> statement-breakpoint
ALTER TABLE `customers` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `customers_visitor` ON `customers` (`visitor_uuid`);--> statement-breakpoint
ALTER TABLE `merchants` ADD `contact_phone` text;--> statement-breakpoint
ALTER TABLE `merchants` ADD `managing_director` text;--> statement-breakpoint
ALTER TABLE `merchants` ADD `trade_registration_key` text;--> statement-breakpoint
ALTER TABLE `merchants` ADD `cookie_secret` text;