CREATE TABLE "payment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"channel" text NOT NULL,
	"sent_to" text NOT NULL,
	"token_hash" text,
	"revoked_at" timestamp with time zone,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_requests_channel_valid" CHECK ("payment_requests"."channel" in ('portal', 'link')),
	CONSTRAINT "payment_requests_link_has_token" CHECK (("payment_requests"."channel" = 'link') = ("payment_requests"."token_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "payment_requests" ADD CONSTRAINT "payment_requests_payment_fk" FOREIGN KEY ("venue_id","payment_id") REFERENCES "public"."payments"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_token_hash_key" ON "payment_requests" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "payment_requests_payment_idx" ON "payment_requests" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_requests_one_live_link_key" ON "payment_requests" USING btree ("payment_id") WHERE "payment_requests"."token_hash" is not null and "payment_requests"."revoked_at" is null;