-- The footer's dealer link on every page comes from the merchant landing page (name 'merchant'): a change to that row
-- bumps the 'site' scope, which every cached page is keyed by, so no cached copy keeps a stale link.
CREATE TRIGGER `page_versions_merchant_landing_insert` AFTER INSERT ON `landing_pages` WHEN NEW.name = 'merchant' BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_merchant_landing_update` AFTER UPDATE ON `landing_pages` WHEN OLD.name = 'merchant' OR NEW.name = 'merchant' BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
--> statement-breakpoint
CREATE TRIGGER `page_versions_merchant_landing_delete` AFTER DELETE ON `landing_pages` WHEN OLD.name = 'merchant' BEGIN
  INSERT INTO page_versions (scope, version) VALUES ('site', CAST(unixepoch('subsec') * 1000 AS INTEGER)) ON CONFLICT (scope) DO UPDATE SET version = max(page_versions.version + 1, excluded.version);
END;
