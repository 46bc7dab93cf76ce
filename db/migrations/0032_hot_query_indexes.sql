-- The hot queries at a million orders (issue 20, docs/scaling.md): the audit log's filters (who, an order number alone, an action's start) replace two indexes no query could use; the desk's list by dispatch date latest first, unpaid and refunded; a product's published reviews in page order; and review_counts, the published reviews counted by family, product, stars and photos, kept by a trigger so the summaries read a few rows instead of every review.
CREATE TABLE "review_counts" (
	"type" text NOT NULL,
	"product_id" integer NOT NULL,
	"rate" integer NOT NULL,
	"with_images" boolean NOT NULL,
	"reviews" integer NOT NULL,
	CONSTRAINT "review_counts_type_product_id_rate_with_images_pk" PRIMARY KEY("type","product_id","rate","with_images")
);
--> statement-breakpoint
DROP INDEX "audit_log_actor";--> statement-breakpoint
DROP INDEX "audit_log_action";--> statement-breakpoint
CREATE INDEX "reviews_published_idx" ON "reviews" USING btree ("type","product_id","date" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "orders_dispatch_date_desc_idx" ON "orders" USING btree ("dispatch_date" DESC NULLS LAST,"created_at" DESC NULLS FIRST,"order_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_unpaid_idx" ON "orders" USING btree ("created_at","order_no") WHERE "orders"."paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_refunded_idx" ON "orders" USING btree ("created_at","order_no") WHERE "orders"."refunded_cents" > 0;--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_idx" ON "audit_log" USING btree ("actor_email","id");--> statement-breakpoint
CREATE INDEX "audit_log_subject_id_idx" ON "audit_log" USING btree ("subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_search_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"id");--> statement-breakpoint
CREATE FUNCTION count_published_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status = 'published' THEN
    UPDATE "review_counts" SET "reviews" = "reviews" - 1
    WHERE "type" = OLD.type AND "product_id" = coalesce(OLD.product_id, 0) AND "rate" = OLD.rate AND "with_images" = (cardinality(OLD.images) > 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'published' THEN
    INSERT INTO "review_counts" AS c ("type", "product_id", "rate", "with_images", "reviews")
    VALUES (NEW.type, coalesce(NEW.product_id, 0), NEW.rate, cardinality(NEW.images) > 0, 1)
    ON CONFLICT ("type", "product_id", "rate", "with_images") DO UPDATE SET "reviews" = c."reviews" + 1;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_counted AFTER INSERT OR UPDATE OF "status", "type", "product_id", "rate", "images" OR DELETE ON "reviews" FOR EACH ROW EXECUTE FUNCTION count_published_reviews();
--> statement-breakpoint
CREATE FUNCTION forget_review_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "review_counts";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reviews_truncated AFTER TRUNCATE ON "reviews" FOR EACH STATEMENT EXECUTE FUNCTION forget_review_counts();
--> statement-breakpoint
INSERT INTO "review_counts" ("type", "product_id", "rate", "with_images", "reviews")
SELECT "type", coalesce("product_id", 0), "rate", cardinality("images") > 0, count(*)::int FROM "reviews" WHERE "status" = 'published' GROUP BY 1, 2, 3, 4;
