CREATE TABLE `dead_letters` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`message_id` text NOT NULL,
	`queue` text NOT NULL,
	`kind` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`failed_at` integer NOT NULL,
	`requeued_at` integer
);
--> statement-breakpoint
CREATE UNIQUE INDEX `dead_letters_message_id_unique` ON `dead_letters` (`message_id`);--> statement-breakpoint
CREATE INDEX `dead_letters_open` ON `dead_letters` (`requeued_at`,`failed_at`);--> statement-breakpoint
CREATE TABLE `mail_receipts` (
	`key` text PRIMARY KEY NOT NULL,
	`sent_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `auctions` ADD `projected_seq` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `auction_participants` ADD `seq` integer DEFAULT 0 NOT NULL;