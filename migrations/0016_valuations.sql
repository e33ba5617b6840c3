CREATE TABLE `valuation_reminders` (
	`valuation_id` integer NOT NULL,
	`stage` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`valuation_id`, `stage`),
	FOREIGN KEY (`valuation_id`) REFERENCES `valuations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `valuations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`product_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`status` text DEFAULT 'editing' NOT NULL,
	`step` integer DEFAULT 1 NOT NULL,
	`name` text,
	`email` text,
	`phone` text,
	`desired_price` integer,
	`planned_sale` text,
	`locale` text DEFAULT 'de' NOT NULL,
	`report_key_hash` text,
	`report_key_sealed` text,
	`estimate` text,
	`low` integer,
	`high` integer,
	`operator_note` text,
	`reviewed_by` integer,
	`submitted_at` integer,
	`valuated_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `valuations_product` ON `valuations` (`product_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `valuations_report_key` ON `valuations` (`report_key_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `valuations_submitted_email` ON `valuations` (`email`) WHERE status <> 'editing';--> statement-breakpoint
CREATE INDEX `valuations_status` ON `valuations` (`status`,`submitted_at`);--> statement-breakpoint
CREATE INDEX `valuations_customer` ON `valuations` (`customer_id`);