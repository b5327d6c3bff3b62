-- A price request becomes the one-vendor, one-line case of the request-for-quote flow (issue 43): each
-- existing request gets its RFQ, its line and the vendor's copy; a vendor's price answer becomes that copy's
-- quote, and request_answers keeps sample answers only.
ALTER TABLE "rfqs" ALTER COLUMN "needed_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "price_requests" ADD COLUMN "rfq_id" integer;--> statement-breakpoint
DO $$
DECLARE
  r record;
  a record;
  new_rfq integer;
  new_line integer;
  new_copy integer;
  new_quote integer;
BEGIN
  FOR r IN
    SELECT pr.id, pr.user_id, pr.vendor_id, pr.product_id, pr.created_at, pr.updated_at, p.name,
           greatest(coalesce(p.minimum_order, 1), 1) AS quantity
    FROM price_requests pr JOIN products p ON p.id = pr.product_id
  LOOP
    INSERT INTO rfqs (user_id, needed_by, created_at) VALUES (r.user_id, NULL, r.created_at) RETURNING id INTO new_rfq;
    INSERT INTO rfq_lines (rfq_id, product_id, description, quantity)
      VALUES (new_rfq, r.product_id, r.name, r.quantity) RETURNING id INTO new_line;
    SELECT * INTO a FROM request_answers
      WHERE kind = 'price' AND action = 'quote' AND request_id = r.id AND price_cents IS NOT NULL AND valid_until IS NOT NULL
      ORDER BY created_at DESC, id DESC LIMIT 1;
    INSERT INTO rfq_vendors (rfq_id, vendor_id, status, created_at, updated_at)
      VALUES (new_rfq, r.vendor_id, CASE WHEN a.id IS NULL THEN 'open' ELSE 'quoted' END, r.created_at, r.updated_at)
      RETURNING id INTO new_copy;
    IF a.id IS NOT NULL THEN
      INSERT INTO rfq_quotes (rfq_vendor_id, valid_until, answered_by, created_at)
        VALUES (new_copy, a.valid_until, a.answered_by, a.created_at) RETURNING id INTO new_quote;
      INSERT INTO rfq_quote_lines (quote_id, line_id, product_id, price_cents, quantity, lead_days)
        VALUES (new_quote, new_line, r.product_id, a.price_cents, r.quantity, 0);
    END IF;
    UPDATE price_requests SET rfq_id = new_rfq WHERE id = r.id;
  END LOOP;
END $$;--> statement-breakpoint
DELETE FROM "request_answers" WHERE "kind" = 'price';--> statement-breakpoint
ALTER TABLE "price_requests" ALTER COLUMN "rfq_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "price_requests" ADD CONSTRAINT "price_requests_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "price_requests_rfq_idx" ON "price_requests" USING btree ("rfq_id");
--> statement-breakpoint
CREATE INDEX "price_requests_user_product_idx" ON "price_requests" USING btree ("user_id","product_id");
