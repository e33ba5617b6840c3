CREATE TABLE `stream_tickets` (
	`ticket_hash` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`family_id` text NOT NULL,
	`access_expires_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `stream_tickets_expires_at` ON `stream_tickets` (`expires_at`);