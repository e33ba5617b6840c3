CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`request_id` text,
	`actor_customer_id` integer NOT NULL,
	`action` text NOT NULL,
	`subject_type` text NOT NULL,
	`subject_id` text NOT NULL,
	`before` text,
	`after` text
);
--> statement-breakpoint
CREATE INDEX `audit_log_at` ON `audit_log` (`at`);--> statement-breakpoint
CREATE INDEX `audit_log_subject` ON `audit_log` (`subject_type`,`subject_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor` ON `audit_log` (`actor_customer_id`,`at`);--> statement-breakpoint
CREATE INDEX `audit_log_action` ON `audit_log` (`action`,`at`);--> statement-breakpoint
CREATE TABLE `operator_factors` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`sealed_secret` text NOT NULL,
	`confirmed_at` integer,
	`recovery_hashes` text NOT NULL,
	`last_step` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `operator_sessions` (
	`family_id` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`verified_at` integer NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `customers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `operator_sessions_customer` ON `operator_sessions` (`customer_id`);--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `kind` text DEFAULT 'contact' NOT NULL;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `answered_at` integer;--> statement-breakpoint
ALTER TABLE `contact_requests` ADD `answered_by` integer;--> statement-breakpoint
ALTER TABLE `customers` ADD `deactivated_at` integer;--> statement-breakpoint
ALTER TABLE `merchants` ADD `review_reason` text;--> statement-breakpoint
ALTER TABLE `merchants` ADD `reviewed_at` integer;--> statement-breakpoint
ALTER TABLE `products` ADD `review_note` text;--> statement-breakpoint
ALTER TABLE `products` ADD `reviewed_at` integer;--> statement-breakpoint
-- The audit log is append-only: nothing may change or remove what was recorded (added by hand).
CREATE TRIGGER `audit_log_no_update` BEFORE UPDATE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `audit_log_no_delete` BEFORE DELETE ON `audit_log`
BEGIN
	SELECT RAISE(ABORT, 'audit_log is append-only');
END;
