CREATE TABLE `ended_sessions` (
	`family_id` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`ended_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `ended_sessions_ended_at` ON `ended_sessions` (`ended_at`);--> statement-breakpoint
CREATE INDEX `refresh_tokens_customer` ON `refresh_tokens` (`customer_id`);