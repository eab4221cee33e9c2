CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"client_secret" text,
	"stripe_intent_id" text,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_booking_fk";
--> statement-breakpoint
-- A due date is a day at the venue: each instant becomes the day it fell on in the venue's zone.
ALTER TABLE "payments" ADD COLUMN "due_day" date;--> statement-breakpoint
UPDATE "payments" p SET "due_day" = (p."due_date" at time zone v."timezone")::date
FROM "venues" v WHERE v."id" = p."venue_id" AND p."due_date" IS NOT NULL;--> statement-breakpoint
DROP INDEX "payments_venue_status_due_idx";--> statement-breakpoint
ALTER TABLE "payments" DROP COLUMN "due_date";--> statement-breakpoint
ALTER TABLE "payments" RENAME COLUMN "due_day" TO "due_date";--> statement-breakpoint
CREATE INDEX "payments_venue_status_due_idx" ON "payments" USING btree ("venue_id","status","due_date");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_venue_id_id_key" UNIQUE("venue_id","id");--> statement-breakpoint
UPDATE "payments" SET "paid_at" = "created_at" WHERE "status" in ('paid', 'refunded') AND "paid_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_fk" FOREIGN KEY ("venue_id","payment_id") REFERENCES "public"."payments"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_client_secret_key" ON "payment_attempts" USING btree ("client_secret");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_stripe_intent_key" ON "payment_attempts" USING btree ("stripe_intent_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id","created_at");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_fk" FOREIGN KEY ("venue_id","booking_id") REFERENCES "public"."bookings"("venue_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('card', 'cash', 'check', 'bank_transfer'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_has_time" CHECK ("payments"."status" not in ('paid', 'refunded') or "payments"."paid_at" is not null);