-- The saved-search alert job works through searches in batches, least recently checked first.
ALTER TABLE `saved_searches` ADD `checked_at` integer;--> statement-breakpoint
CREATE INDEX `saved_searches_check` ON `saved_searches` (`status`,`notify`,`checked_at`);
