ALTER TABLE "venues" ADD COLUMN "default_client_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_default_client_language_valid" CHECK ("venues"."default_client_language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_valid" CHECK ("bookings"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_language_valid" CHECK ("leads"."language" in ('en', 'es'));