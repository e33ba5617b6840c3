CREATE TABLE `eligibility_revocations` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`revoked_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `eligibility_revocations_revoked_at` ON `eligibility_revocations` (`revoked_at`);--> statement-breakpoint
CREATE TABLE `security_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`request_id` text,
	`type` text NOT NULL,
	`actor_customer_id` integer,
	`subject_customer_id` integer,
	`outcome` text NOT NULL,
	`client_key_hash` text,
	`details` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `security_events_type_at` ON `security_events` (`type`,`at`);--> statement-breakpoint
CREATE INDEX `security_events_subject` ON `security_events` (`subject_customer_id`,`at`);--> statement-breakpoint
-- The security event log is append-only: nothing may change or remove what was recorded (added by hand).
CREATE TRIGGER `security_events_no_update` BEFORE UPDATE ON `security_events`
BEGIN
	SELECT RAISE(ABORT, 'security_events is append-only');
END;--> statement-breakpoint
CREATE TRIGGER `security_events_no_delete` BEFORE DELETE ON `security_events`
BEGIN
	SELECT RAISE(ABORT, 'security_events is append-only');
END;
