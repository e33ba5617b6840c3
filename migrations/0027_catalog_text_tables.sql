CREATE TABLE `catalog_models` (
	`make_code` text NOT NULL,
	`model_key` text NOT NULL,
	`make` text NOT NULL,
	`model` text NOT NULL,
	`listings` integer NOT NULL,
	PRIMARY KEY(`make_code`, `model_key`)
);
--> statement-breakpoint
CREATE INDEX `catalog_models_model` ON `catalog_models` (`model_key`);--> statement-breakpoint
CREATE TABLE `catalog_words` (
	`kind` text NOT NULL,
	`code` text NOT NULL,
	`words` text NOT NULL,
	PRIMARY KEY(`kind`, `code`)
);
--> statement-breakpoint
CREATE INDEX `catalog_listings_place` ON `catalog_listings` (`x`,`y`,`z`,"product_id" desc);