CREATE TABLE `auction_bids` (
	`auction_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`round` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`kind` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`auction_id`, `seq`)
);
--> statement-breakpoint
CREATE INDEX `auction_bids_customer` ON `auction_bids` (`customer_id`,`auction_id`);--> statement-breakpoint
CREATE TABLE `auction_events` (
	`auction_id` integer NOT NULL,
	`seq` integer NOT NULL,
	`type` text NOT NULL,
	`customer_id` integer,
	`payload` text NOT NULL,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	PRIMARY KEY(`auction_id`, `seq`)
);
--> statement-breakpoint
CREATE INDEX `auction_events_undelivered` ON `auction_events` (`delivered_at`,`created_at`);--> statement-breakpoint
CREATE TABLE `auction_participants` (
	`auction_id` integer NOT NULL,
	`customer_id` integer NOT NULL,
	`product_id` integer NOT NULL,
	`max_bid` integer,
	`agent_max` integer,
	`holding` integer DEFAULT false NOT NULL,
	`state` text,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`auction_id`, `customer_id`)
);
--> statement-breakpoint
CREATE INDEX `auction_participants_customer` ON `auction_participants` (`customer_id`,`updated_at`);--> statement-breakpoint
CREATE TABLE `number_series` (
	`series` text PRIMARY KEY NOT NULL,
	`last_value` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`auction_id` integer NOT NULL,
	`round` integer NOT NULL,
	`product_id` integer NOT NULL,
	`buyer_id` integer NOT NULL,
	`seller_id` integer NOT NULL,
	`via` text NOT NULL,
	`hammer_price` integer NOT NULL,
	`vat_reportable` integer NOT NULL,
	`commission_net` integer NOT NULL,
	`commission_vat` integer NOT NULL,
	`invoice_number` text NOT NULL,
	`reversal_number` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_due_at` integer NOT NULL,
	`cancellation_reason` text,
	`cancellation_requested_at` integer,
	`decided_at` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`buyer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`seller_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_auction_round` ON `orders` (`auction_id`,`round`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_invoice_number` ON `orders` (`invoice_number`);--> statement-breakpoint
CREATE INDEX `orders_buyer` ON `orders` (`buyer_id`,`created_at`);