CREATE TABLE "automation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"automation_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"lead_id" integer,
	"booking_id" integer,
	"contract_id" uuid,
	"trigger_key" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"result" text NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_runs_automation_trigger_key" UNIQUE("automation_id","trigger_key"),
	CONSTRAINT "automation_runs_result_valid" CHECK ("automation_runs"."result" in ('sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "automations" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"enabled" boolean NOT NULL,
	"delay_days" integer,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"review_link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automations_venue_kind_key" UNIQUE("venue_id","kind"),
	CONSTRAINT "automations_kind_valid" CHECK ("automations"."kind" in ('inquiry_acknowledgement', 'lead_follow_up', 'deposit_request', 'event_reminder', 'thank_you')),
	CONSTRAINT "automations_delay_days_range" CHECK ("automations"."delay_days" between 1 and 365)
);
--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_automation_id_automations_id_fk" FOREIGN KEY ("automation_id") REFERENCES "public"."automations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_booking_fk" FOREIGN KEY ("venue_id","booking_id") REFERENCES "public"."bookings"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automations" ADD CONSTRAINT "automations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "automation_runs_lead_idx" ON "automation_runs" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "automation_runs_venue_booking_idx" ON "automation_runs" USING btree ("venue_id","booking_id");--> statement-breakpoint
-- Every venue gets each automation with its defaults; new venues get them as they are made.
INSERT INTO "automations" ("venue_id", "kind", "enabled", "delay_days", "subject", "body")
SELECT "venues"."id", defaults.kind, defaults.enabled, defaults.delay_days, defaults.subject, defaults.body
FROM "venues" CROSS JOIN (VALUES
  ('inquiry_acknowledgement', true, null, '{{venueName}} received your inquiry', 'Hi {{coupleNames}},

Thank you for your inquiry. The {{venueName}} team has it and will get back to you within 24 hours.

{{dateAnswer}}

If anything changes in the meantime, you can reach us at {{venueContact}}.

— {{venueName}}'),
  ('lead_follow_up', false, 3, 'Your inquiry with {{venueName}}', 'Hi {{coupleNames}},

We wanted to follow up on your inquiry. We would love to show you around and talk through your plans.

Reply to this e-mail with a few times that suit you for a call or a tour.

— {{venueName}}'),
  ('deposit_request', false, null, '', ''),
  ('event_reminder', false, 14, 'Your {{eventType}} at {{venueName}} is coming up', 'Hi {{coupleNames}},

Your {{eventType}} at {{venueName}} is on {{eventDate}}, starting at {{eventTime}}.

We are expecting {{guestCount}} guests.

Our address: {{venueAddress}}

If anything has changed, reply to this e-mail or reach us at {{venueContact}}.

— {{venueName}}'),
  ('thank_you', false, null, 'Thank you from {{venueName}}', 'Hi {{coupleNames}},

Thank you for celebrating with us at {{venueName}}. It was a joy to host your {{eventType}}.

If you have a moment, we would be grateful for a review: {{reviewLink}}

— {{venueName}}')
) AS defaults (kind, enabled, delay_days, subject, body)
ON CONFLICT ("venue_id", "kind") DO NOTHING;
