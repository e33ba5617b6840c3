CREATE TABLE `ad_withdrawals` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`reason` text NOT NULL,
	`note` text,
	`status_before` text NOT NULL,
	`auction_id` integer,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
