CREATE TABLE "contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"contract_id" uuid NOT NULL,
	"type" text NOT NULL,
	"at" timestamp (3) with time zone NOT NULL,
	"ip" text,
	"user_agent" text,
	"actor" text NOT NULL,
	"document_hash" text NOT NULL,
	"previous_hash" text,
	"hash" text NOT NULL,
	CONSTRAINT "contract_events_type_valid" CHECK ("contract_events"."type" in ('created', 'sent', 'viewed', 'signed', 'revoked', 'downloaded'))
);
--> statement-breakpoint
CREATE TABLE "contract_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"contract_id" uuid NOT NULL,
	"token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_templates_venue_id_id_key" UNIQUE("venue_id","id")
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"venue_id" integer NOT NULL,
	"booking_id" integer,
	"template_id" integer,
	"template_name" text,
	"content" text NOT NULL,
	"amount" numeric(12, 2),
	"signer_email" text NOT NULL,
	"signer_name" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"document_hash" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"viewed_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signature_image" "bytea",
	"signer_ip" text,
	"signer_user_agent" text,
	"signed_pdf" "bytea",
	CONSTRAINT "contracts_status_valid" CHECK ("contracts"."status" in ('draft', 'sent', 'viewed', 'signed', 'completed')),
	CONSTRAINT "contracts_amount_non_negative" CHECK ("contracts"."amount" >= 0),
	CONSTRAINT "contracts_signed_has_evidence" CHECK ("contracts"."status" <> 'signed' or ("contracts"."signed_at" is not null and "contracts"."signer_name" is not null
        and "contracts"."signature_image" is not null and "contracts"."signed_pdf" is not null and "contracts"."document_hash" is not null))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_links" ADD CONSTRAINT "contract_links_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_links" ADD CONSTRAINT "contract_links_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_events_contract_idx" ON "contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_links_token_key" ON "contract_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "contract_links_contract_idx" ON "contract_links" USING btree ("contract_id","created_at");--> statement-breakpoint
CREATE INDEX "contract_templates_venue_idx" ON "contract_templates" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "contract_templates_one_default_key" ON "contract_templates" USING btree ("venue_id") WHERE "contract_templates"."is_default";--> statement-breakpoint
CREATE INDEX "contracts_venue_created_idx" ON "contracts" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "contracts_booking_idx" ON "contracts" USING btree ("venue_id","booking_id");--> statement-breakpoint
-- A contract points at its booking and its template in the same venue. Deleting either keeps the
-- contract (it is evidence) and clears only that id (PostgreSQL 15+ column list).
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_booking_fk" FOREIGN KEY ("venue_id","booking_id") REFERENCES "public"."bookings"("venue_id","id") ON DELETE SET NULL ("booking_id");--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_template_fk" FOREIGN KEY ("venue_id","template_id") REFERENCES "public"."contract_templates"("venue_id","id") ON DELETE SET NULL ("template_id");--> statement-breakpoint
-- The audit trail is append-only: the database itself refuses to change or remove an event.
CREATE FUNCTION "contract_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'contract_events is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_events_no_update_or_delete" BEFORE UPDATE OR DELETE ON "contract_events"
	FOR EACH ROW EXECUTE FUNCTION "contract_events_append_only"();--> statement-breakpoint
CREATE TRIGGER "contract_events_no_truncate" BEFORE TRUNCATE ON "contract_events"
	FOR EACH STATEMENT EXECUTE FUNCTION "contract_events_append_only"();--> statement-breakpoint
-- Every existing venue gets the default wedding agreement that new venues get at sign-up.
INSERT INTO "contract_templates" ("venue_id", "name", "content", "is_default")
SELECT "id", 'Wedding Venue Agreement', 'WEDDING VENUE RENTAL AGREEMENT

This agreement is made on {{today}} between {{venueName}} ("the Venue") and {{coupleNames}} ("the Client", reachable at {{clientEmail}}).

1. EVENT
The Venue will host the Client''s {{eventType}} on {{eventDate}} for up to {{guestCount}} guests.

2. FEES AND PAYMENT
The total fee for the rental is {{totalAmount}}. A non-refundable deposit reserves the date; the balance is due 30 days before the event. Payments not received when due may release the date.

3. CANCELLATION
If the Client cancels more than 180 days before the event, payments beyond the deposit are refunded. Within 180 days, 50% of the total fee is kept; within 60 days, the full fee is kept.

4. USE OF THE VENUE
The Client and their guests will follow the Venue''s rules, including its closing time, noise limits and decoration policy. The Client is responsible for damage caused by the Client, their guests or their vendors.

5. VENDORS
Outside vendors must be licensed and insured, and must follow the Venue''s load-in and load-out times.

6. LIABILITY
The Venue is not liable for loss of or damage to personal property left at the Venue. Neither party is liable for failure to perform caused by events beyond its reasonable control.

7. ENTIRE AGREEMENT
This agreement is the entire agreement between the parties and may be changed only in writing signed by both.

Signed electronically by the Client.', true FROM "venues";
