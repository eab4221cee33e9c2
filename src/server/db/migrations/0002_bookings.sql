CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"client_id" integer,
	"couple_names" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"local_day" date NOT NULL,
	"slot" integer NOT NULL,
	"event_type" text NOT NULL,
	"guest_count" integer,
	"status" text DEFAULT 'inquiry' NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"notes" text,
	"total_amount" numeric(12, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_slot_positive" CHECK ("bookings"."slot" >= 1),
	CONSTRAINT "bookings_status_valid" CHECK ("bookings"."status" in ('inquiry', 'tour_scheduled', 'contract_sent', 'booked', 'deposit_paid', 'completed', 'cancelled')),
	CONSTRAINT "bookings_guest_count_non_negative" CHECK ("bookings"."guest_count" >= 0),
	CONSTRAINT "bookings_total_amount_non_negative" CHECK ("bookings"."total_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "venues" ADD COLUMN "max_bookings_per_day" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_day_slot_key" ON "bookings" USING btree ("venue_id","local_day","slot") WHERE "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "bookings_venue_event_date_idx" ON "bookings" USING btree ("venue_id","event_date");