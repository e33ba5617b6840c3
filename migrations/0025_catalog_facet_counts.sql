CREATE TABLE `catalog_facet_cells` (
	`kind` text NOT NULL,
	`facet` text NOT NULL,
	`mask` integer NOT NULL,
	PRIMARY KEY(`kind`, `facet`, `mask`)
) WITHOUT ROWID;
--> statement-breakpoint
CREATE TABLE `catalog_facet_counts` (
	`kind` text NOT NULL,
	`scope` text NOT NULL,
	`facet` text NOT NULL,
	`product_type` text NOT NULL,
	`make_code` text NOT NULL,
	`fuel` text NOT NULL,
	`country` text NOT NULL,
	`transmission` text NOT NULL,
	`band` integer NOT NULL,
	`value` text NOT NULL,
	`n` integer NOT NULL,
	PRIMARY KEY(`kind`, `scope`, `facet`, `product_type`, `make_code`, `fuel`, `country`, `transmission`, `band`, `value`)
) WITHOUT ROWID;
