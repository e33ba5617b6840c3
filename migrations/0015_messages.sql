CREATE TABLE `failed_auction_reminders` (
	`auction_id` integer NOT NULL,
	`round` integer NOT NULL,
	`stage` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`auction_id`, `round`, `stage`)
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`source_key` text NOT NULL,
	`group_key` text NOT NULL,
	`auction_id` integer,
	`product_id` integer,
	`kind` text NOT NULL,
	`cta` text NOT NULL,
	`cta_response` text,
	`params` text NOT NULL,
	`read_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`mail_state` text,
	`mail_due_at` integer,
	`mail_attempts` integer DEFAULT 0 NOT NULL,
	`mail_claimed_at` integer,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_customer_source` ON `messages` (`customer_id`,`source_key`);--> statement-breakpoint
CREATE INDEX `messages_customer_group` ON `messages` (`customer_id`,`group_key`,`id`);--> statement-breakpoint
CREATE INDEX `messages_mail_due` ON `messages` (`mail_state`,`mail_due_at`);--> statement-breakpoint
CREATE TABLE `push_subscriptions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`endpoint` text NOT NULL,
	`p256dh` text NOT NULL,
	`auth` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `push_subscriptions_endpoint` ON `push_subscriptions` (`endpoint`);--> statement-breakpoint
CREATE INDEX `push_subscriptions_customer` ON `push_subscriptions` (`customer_id`);--> statement-breakpoint
CREATE TABLE `questions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`auction_id` integer,
	`customer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`question` text NOT NULL,
	`answer` text,
	`answered_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`seller_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `questions_product` ON `questions` (`product_id`,`id`);--> statement-breakpoint
CREATE INDEX `questions_asker` ON `questions` (`customer_id`,`product_id`,`id`);