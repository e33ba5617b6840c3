-- Free-text search (issue 23): an FTS5 index over each public listing's make, model and the words its type and
-- category are called in the eight locales, and per make and model the count of public listings for the search
-- box's suggestions. Both follow products through triggers, like the search table (migration 0004), but fire only
-- when a listing enters or leaves the public statuses or its make, model, type or category changes (never for a
-- projected bid). Contentless with contentless_delete: the index keeps no copy of the text, rows go by product id.
-- The words are the attribute catalogue's labels (domain/attribute-catalog/vehicle.ts); a changed label needs a
-- new migration that updates catalog_words and rebuilds the index the way the backfill below does.
INSERT INTO catalog_words (kind, code, words) VALUES
('product_type', 'motorhome', 'Wohnmobil Motorhome Camper Husbil Autocamper Kamper Autocaravana Obytný vůz'),
('product_type', 'trailer', 'Wohnwagen Caravan Husvagn Campingvogn Przyczepa kempingowa Caravana Obytný přívěs'),
('category', 'integrated', 'Vollintegriert A-class (integrated) Integraal Helintegrerad Integreret Integra Integral Integrovaný'),
('category', 'semi_integrated', 'Teilintegriert Semi-integrated Halfintegraal Halvintegrerad Delintegreret Półintegra Perfilado Polointegrovaný'),
('category', 'alcove', 'Alkoven Over-cab (alcove) Alkoof Alkov Alkove Alkowa Capuchina Alkovna'),
('category', 'camper_van', 'Kastenwagen Campervan Buscamper Kamper van Furgoneta camper Obytná dodávka'),
('category', 'caravan', 'Wohnwagen Caravan Husvagn Campingvogn Przyczepa kempingowa Caravana Obytný přívěs');
--> statement-breakpoint
CREATE VIRTUAL TABLE catalog_text USING fts5(make, model, words, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2', prefix='2 3');
--> statement-breakpoint
CREATE TRIGGER `catalog_text_product_insert` AFTER INSERT ON `products` WHEN new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') BEGIN
  INSERT INTO catalog_text (rowid, make, model, words)
  SELECT p.id, p.make || ' ' || replace(p.make_code, '_', ' '), p.model,
    coalesce((SELECT w.words FROM catalog_words w WHERE w.kind = 'product_type' AND w.code = p.product_type), '') || ' ' ||
    coalesce((SELECT w.words FROM product_values v JOIN catalog_words w ON w.kind = 'category' AND w.code = v.value WHERE v.product_id = p.id AND v.attribute_code = 'category'), '')
  FROM products p WHERE p.id = new.id;
  INSERT INTO catalog_models (make_code, model_key, make, model, listings)
  SELECT new.make_code, lower(trim(new.model)), new.make, trim(new.model), 1 WHERE true
  ON CONFLICT (make_code, model_key) DO UPDATE SET listings = listings + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_text_product_update` AFTER UPDATE ON `products` WHEN (old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') OR new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')) AND ((old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')) IS NOT (new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')) OR old.make IS NOT new.make OR old.make_code IS NOT new.make_code OR old.model IS NOT new.model OR old.product_type IS NOT new.product_type) BEGIN
  DELETE FROM catalog_text WHERE rowid = old.id;
  UPDATE catalog_models SET listings = listings - 1 WHERE make_code = old.make_code AND model_key = lower(trim(old.model)) AND old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
  DELETE FROM catalog_models WHERE make_code = old.make_code AND model_key = lower(trim(old.model)) AND listings <= 0;
  INSERT INTO catalog_text (rowid, make, model, words)
  SELECT p.id, p.make || ' ' || replace(p.make_code, '_', ' '), p.model,
    coalesce((SELECT w.words FROM catalog_words w WHERE w.kind = 'product_type' AND w.code = p.product_type), '') || ' ' ||
    coalesce((SELECT w.words FROM product_values v JOIN catalog_words w ON w.kind = 'category' AND w.code = v.value WHERE v.product_id = p.id AND v.attribute_code = 'category'), '')
  FROM products p WHERE p.id = new.id AND p.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
  INSERT INTO catalog_models (make_code, model_key, make, model, listings)
  SELECT new.make_code, lower(trim(new.model)), new.make, trim(new.model), 1 WHERE new.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice')
  ON CONFLICT (make_code, model_key) DO UPDATE SET listings = listings + 1;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_text_product_delete` AFTER DELETE ON `products` WHEN old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') BEGIN
  DELETE FROM catalog_text WHERE rowid = old.id;
  UPDATE catalog_models SET listings = listings - 1 WHERE make_code = old.make_code AND model_key = lower(trim(old.model)) AND old.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
  DELETE FROM catalog_models WHERE make_code = old.make_code AND model_key = lower(trim(old.model)) AND listings <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_text_category_insert` AFTER INSERT ON `product_values` WHEN new.attribute_code = 'category' BEGIN
  DELETE FROM catalog_text WHERE rowid = new.product_id;
  INSERT INTO catalog_text (rowid, make, model, words)
  SELECT p.id, p.make || ' ' || replace(p.make_code, '_', ' '), p.model,
    coalesce((SELECT w.words FROM catalog_words w WHERE w.kind = 'product_type' AND w.code = p.product_type), '') || ' ' ||
    coalesce((SELECT w.words FROM product_values v JOIN catalog_words w ON w.kind = 'category' AND w.code = v.value WHERE v.product_id = p.id AND v.attribute_code = 'category'), '')
  FROM products p WHERE p.id = new.product_id AND p.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_text_category_update` AFTER UPDATE ON `product_values` WHEN new.attribute_code = 'category' OR old.attribute_code = 'category' BEGIN
  DELETE FROM catalog_text WHERE rowid = new.product_id;
  INSERT INTO catalog_text (rowid, make, model, words)
  SELECT p.id, p.make || ' ' || replace(p.make_code, '_', ' '), p.model,
    coalesce((SELECT w.words FROM catalog_words w WHERE w.kind = 'product_type' AND w.code = p.product_type), '') || ' ' ||
    coalesce((SELECT w.words FROM product_values v JOIN catalog_words w ON w.kind = 'category' AND w.code = v.value WHERE v.product_id = p.id AND v.attribute_code = 'category'), '')
  FROM products p WHERE p.id = new.product_id AND p.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
END;
--> statement-breakpoint
CREATE TRIGGER `catalog_text_category_delete` AFTER DELETE ON `product_values` WHEN old.attribute_code = 'category' BEGIN
  DELETE FROM catalog_text WHERE rowid = old.product_id;
  INSERT INTO catalog_text (rowid, make, model, words)
  SELECT p.id, p.make || ' ' || replace(p.make_code, '_', ' '), p.model,
    coalesce((SELECT w.words FROM catalog_words w WHERE w.kind = 'product_type' AND w.code = p.product_type), '') || ' ' ||
    coalesce((SELECT w.words FROM product_values v JOIN catalog_words w ON w.kind = 'category' AND w.code = v.value WHERE v.product_id = p.id AND v.attribute_code = 'category'), '')
  FROM products p WHERE p.id = old.product_id AND p.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
END;
--> statement-breakpoint
-- Backfill: every listing public now.
INSERT INTO catalog_text (rowid, make, model, words)
SELECT p.id, p.make || ' ' || replace(p.make_code, '_', ' '), p.model,
    coalesce((SELECT w.words FROM catalog_words w WHERE w.kind = 'product_type' AND w.code = p.product_type), '') || ' ' ||
    coalesce((SELECT w.words FROM product_values v JOIN catalog_words w ON w.kind = 'category' AND w.code = v.value WHERE v.product_id = p.id AND v.attribute_code = 'category'), '')
FROM products p WHERE p.status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice');
--> statement-breakpoint
INSERT INTO catalog_models (make_code, model_key, make, model, listings)
SELECT make_code, lower(trim(model)), max(make), max(trim(model)), count(*) FROM products WHERE status IN ('published','running','hotbidding','ended','sold','acpt_late_offer','recd_late_offer','declined_late_offer','renegotiation','anr_offer_above_targetprice') GROUP BY make_code, lower(trim(model));
