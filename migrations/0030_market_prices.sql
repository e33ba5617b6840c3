CREATE TABLE `market_prices` (
	`product_id` integer PRIMARY KEY NOT NULL,
	`fingerprint` text NOT NULL,
	`report` text NOT NULL,
	`computed_at` integer NOT NULL,
	FOREIGN KEY (`product_id`) REFERENCES `products`(`id`) ON UPDATE no action ON DELETE cascade
);
