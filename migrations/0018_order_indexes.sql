CREATE INDEX `orders_status_due` ON `orders` (`status`,`payment_due_at`);--> statement-breakpoint
CREATE INDEX `orders_created` ON `orders` (`created_at`);