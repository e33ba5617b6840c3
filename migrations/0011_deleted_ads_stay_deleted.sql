-- A deleted ad stays deleted: no later write (a delayed auction projection, an import, a retried job) can change it or
-- bring it back into the catalogue. Updates of a deleted product are skipped, whoever sends them.
CREATE TRIGGER `products_deleted_stay_deleted` BEFORE UPDATE ON `products` WHEN old.deleted_at IS NOT NULL
BEGIN
	SELECT RAISE(IGNORE);
END;
