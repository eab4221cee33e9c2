CREATE TABLE "payment_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"stripe_intent_id" text NOT NULL,
	"stripe_account" text,
	"refund_status" text DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" text,
	"refund_failure" text,
	"resolved_at" timestamp with time zone,
	"resolved_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_exceptions_kind_valid" CHECK ("payment_exceptions"."kind" in ('already_paid', 'checkout_replaced', 'booking_cancelled', 'amount_mismatch')),
	CONSTRAINT "payment_exceptions_refund_status_valid" CHECK ("payment_exceptions"."refund_status" in ('pending', 'refunded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_refund_id" text,
	"reason" text,
	"requested_by" integer,
	"failure_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_status_valid" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "venue_stripe_accounts" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status_valid";--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_method_valid";--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "stripe_account" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_intent_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "stripe_account" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_amount" numeric(12, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_exceptions" ADD CONSTRAINT "payment_exceptions_payment_fk" FOREIGN KEY ("venue_id","payment_id") REFERENCES "public"."payments"("venue_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_fk" FOREIGN KEY ("venue_id","payment_id") REFERENCES "public"."payments"("venue_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_stripe_accounts" ADD CONSTRAINT "venue_stripe_accounts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_exceptions_intent_key" ON "payment_exceptions" USING btree ("stripe_intent_id");--> statement-breakpoint
CREATE INDEX "payment_exceptions_venue_open_idx" ON "payment_exceptions" USING btree ("venue_id","resolved_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_stripe_refund_key" ON "payment_refunds" USING btree ("stripe_refund_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_stripe_accounts_account_key" ON "venue_stripe_accounts" USING btree ("account_id");--> statement-breakpoint
-- Backfill (decision 033): who moved each paid payment's money. A card payment's succeeded
-- attempt says whether it was Stripe or the test processor; staff-recorded ones are manual.
UPDATE "payments" p SET "provider" = coalesce(
  (SELECT a."provider" FROM "payment_attempts" a WHERE a."payment_id" = p."id" AND a."status" = 'succeeded' ORDER BY a."id" DESC LIMIT 1),
  CASE WHEN p."method" = 'card' THEN 'test' ELSE 'manual' END)
WHERE p."status" IN ('paid', 'refunded');--> statement-breakpoint
UPDATE "payments" SET "refunded_amount" = "amount" WHERE "status" = 'refunded';--> statement-breakpoint
-- Every checkout used to make an attempt of its own: keep each payment's newest open one.
UPDATE "payment_attempts" a SET "status" = 'canceled'
WHERE a."status" = 'created' AND EXISTS (
  SELECT 1 FROM "payment_attempts" b WHERE b."payment_id" = a."payment_id" AND b."status" = 'created' AND b."id" > a."id");--> statement-breakpoint
UPDATE "venues" SET "is_demo" = true
WHERE "id" = (SELECT ("value"::json->>'venueId')::int FROM "app_meta" WHERE "key" = 'demo-seed:venue');--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_live_key" ON "payment_attempts" USING btree ("payment_id") WHERE "payment_attempts"."status" = 'created';--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_status_valid" CHECK ("payment_attempts"."status" in ('created', 'processing', 'succeeded', 'failed', 'canceled'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_provider_valid" CHECK ("payments"."provider" in ('test', 'stripe', 'manual'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_has_provider" CHECK ("payments"."status" not in ('paid', 'refunded') or "payments"."provider" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_refunded_within_amount" CHECK ("payments"."refunded_amount" >= 0 and "payments"."refunded_amount" <= "payments"."amount");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'processing', 'paid', 'failed', 'refunded'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_valid" CHECK ("payments"."method" in ('card', 'bank_debit', 'cash', 'check', 'bank_transfer'));