CREATE TABLE "invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" integer,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"preferred_date" timestamp with time zone,
	"guest_count" integer,
	"budget" numeric(12, 2),
	"source" text,
	"notes" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_valid" CHECK ("leads"."status" in ('new', 'contacted', 'tour_scheduled', 'proposal_sent', 'converted', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"due_date" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_type_valid" CHECK ("payments"."type" in ('deposit', 'milestone', 'final', 'additional')),
	CONSTRAINT "payments_status_valid" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "max_capacity" integer DEFAULT 200;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "base_price" numeric(12, 2) DEFAULT '5000.00';--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "logo" text;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "primary_color" text DEFAULT '#8B5A6B' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "secondary_color" text DEFAULT '#6B7280' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "accent_color" text DEFAULT '#10B981' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "event_types" text[] DEFAULT array['Reception', 'Ceremony + Reception', 'Rehearsal Dinner', 'Private Party', 'Anniversary Party'] NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "open_weekdays" integer[] DEFAULT array[0, 1, 2, 3, 4, 5, 6] NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "blackout_dates" date[] DEFAULT array[]::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_venue_idx" ON "invitations" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_venue_created_idx" ON "leads" USING btree ("venue_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_venue_status_idx" ON "leads" USING btree ("venue_id","status");--> statement-breakpoint
CREATE INDEX "payments_venue_status_due_idx" ON "payments" USING btree ("venue_id","status","due_date");--> statement-breakpoint
CREATE INDEX "payments_venue_status_paid_idx" ON "payments" USING btree ("venue_id","status","paid_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_max_bookings_per_day_positive" CHECK ("venues"."max_bookings_per_day" >= 1);