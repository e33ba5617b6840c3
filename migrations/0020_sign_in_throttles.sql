CREATE TABLE `attempt_throttles` (
	`scope` text NOT NULL,
	`subject` text NOT NULL,
	`attempts` integer NOT NULL,
	`next_at` integer NOT NULL,
	PRIMARY KEY(`scope`, `subject`)
);
--> statement-breakpoint
CREATE INDEX `attempt_throttles_next_at` ON `attempt_throttles` (`next_at`);--> statement-breakpoint
DROP TABLE `sign_in_guards`;