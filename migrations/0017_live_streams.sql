CREATE TABLE `live_streams` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`open_until` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
