CREATE TABLE "calendar_shares" (
	"venue_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"slug" text,
	"include_client_names" boolean DEFAULT false NOT NULL,
	"include_contact_info" boolean DEFAULT false NOT NULL,
	"include_revenue" boolean DEFAULT false NOT NULL,
	"include_notes" boolean DEFAULT false NOT NULL,
	"public_access" boolean DEFAULT false NOT NULL,
	"allow_download" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD CONSTRAINT "calendar_shares_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_shares_token_key" ON "calendar_shares" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_shares_slug_key" ON "calendar_shares" USING btree ("slug");