CREATE TABLE `content_drafts` (
	`kind` text NOT NULL,
	`item_key` text NOT NULL,
	`locale` text NOT NULL,
	`fields` text NOT NULL,
	`revision` integer DEFAULT 1 NOT NULL,
	`updated_at` integer NOT NULL,
	`updated_by` integer NOT NULL,
	`published_at` integer,
	PRIMARY KEY(`kind`, `item_key`, `locale`)
);
--> statement-breakpoint
CREATE TABLE `content_images` (
	`object_key` text PRIMARY KEY NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`uploaded_by` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `dealer_articles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`body_markdown` text NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`published_at` integer,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dealer_articles_kind_locale` ON `dealer_articles` (`kind`,`locale`,`published_at`);--> statement-breakpoint
CREATE TABLE `landing_pages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`url` text NOT NULL,
	`locale` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`body_markdown` text DEFAULT '' NOT NULL,
	`image_key` text,
	`published_at` integer,
	`updated_at` integer DEFAULT (unixepoch() * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `landing_pages_url_locale` ON `landing_pages` (`url`,`locale`);--> statement-breakpoint
CREATE INDEX `landing_pages_name_locale` ON `landing_pages` (`name`,`locale`);