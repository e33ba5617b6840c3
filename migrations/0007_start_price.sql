ALTER TABLE `products` ADD `start_price` integer;--> statement-breakpoint
-- The catalogue price must never reveal the seller's minimum price: take the auction's start price instead,
-- and show dealers' net amounts as buyers see them (gross, except foreign sellers with a VAT number).
UPDATE `products` SET `start_price` = (SELECT a.start_price FROM auctions a WHERE a.product_id = products.id ORDER BY a.round DESC LIMIT 1);--> statement-breakpoint
UPDATE `products` SET `display_price` = (
  SELECT CASE
    WHEN p.amount IS NULL THEN NULL
    WHEN products.vat_reportable = 1 AND NOT (trim(coalesce(c.vat_reg_no, '')) <> '' AND coalesce(c.country, products.country) <> 'DE')
      THEN CAST(round(p.amount * 1.19) AS INTEGER)
    ELSE p.amount END
  FROM (SELECT coalesce(products.highest_bid, products.buy_now_price, products.start_price) AS amount) p
  LEFT JOIN customers c ON c.id = products.customer_id
);
