CREATE TABLE "maintenance_runs" (
	"task" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "contracts_venue_created_idx";--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments_pruned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_client_event_date_idx" ON "bookings" USING btree ("client_id","event_date","id");--> statement-breakpoint
CREATE INDEX "bookings_venue_email_idx" ON "bookings" USING btree ("venue_id",lower("email"));--> statement-breakpoint
CREATE INDEX "payments_venue_created_idx" ON "payments" USING btree ("venue_id","created_at","id");--> statement-breakpoint
CREATE INDEX "contracts_venue_created_idx" ON "contracts" USING btree ("venue_id","created_at" DESC NULLS FIRST,"id");