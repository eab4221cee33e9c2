CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ALTER COLUMN "preferred_date" SET DATA TYPE date USING ("preferred_date" at time zone 'UTC')::date;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_venue_created_idx" ON "notifications" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_venue_email_idx" ON "leads" USING btree ("venue_id",lower("email"));--> statement-breakpoint
-- Rows written before the source list was fixed (the demo seed wrote 'Website', 'Referral').
UPDATE "leads" SET "source" = CASE
	WHEN lower(replace("source", ' ', '_')) in ('website', 'social_media', 'referral', 'event_show', 'google', 'other')
		THEN lower(replace("source", ' ', '_'))
	ELSE 'other' END
WHERE "source" IS NOT NULL;--> statement-breakpoint
UPDATE "leads" SET "guest_count" = NULL WHERE "guest_count" < 1;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_source_valid" CHECK ("leads"."source" in ('website', 'social_media', 'referral', 'event_show', 'google', 'other'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_guest_count_positive" CHECK ("leads"."guest_count" >= 1);--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_budget_non_negative" CHECK ("leads"."budget" >= 0);--> statement-breakpoint
-- A lead points at its booking in the same venue. Deleting the booking keeps the lead and clears
-- only booking_id (PostgreSQL 15+ column list), since venue_id must stay.
ALTER TABLE "leads" ADD CONSTRAINT "leads_booking_fk" FOREIGN KEY ("venue_id","booking_id") REFERENCES "public"."bookings"("venue_id","id") ON DELETE SET NULL ("booking_id");