ALTER TABLE `newsletter_subscriptions` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `token_hash` text;--> statement-breakpoint
ALTER TABLE `newsletter_subscriptions` ADD `token_expires_at` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `newsletter_token_unique` ON `newsletter_subscriptions` (`token_hash`);