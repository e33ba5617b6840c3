CREATE TABLE `attribute_options` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`attribute_id` integer NOT NULL,
	`code` text NOT NULL,
	`labels` text NOT NULL,
	`position` integer NOT NULL,
	FOREIGN KEY (`attribute_id`) REFERENCES `attributes`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attribute_options_attribute_code` ON `attribute_options` (`attribute_id`,`code`);--> statement-breakpoint
CREATE TABLE `attributes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`entity_type` text NOT NULL,
	`code` text NOT NULL,
	`backend_type` text NOT NULL,
	`frontend_input` text NOT NULL,
	`unit` text,
	`labels` text NOT NULL,
	`rules` text NOT NULL,
	`position` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `attributes_entity_code` ON `attributes` (`entity_type`,`code`);