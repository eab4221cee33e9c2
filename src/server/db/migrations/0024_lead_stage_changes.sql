CREATE TABLE "lead_stage_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"lead_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_stage_changes_from_valid" CHECK ("lead_stage_changes"."from_status" in ('new', 'contacted', 'tour_scheduled', 'proposal_sent', 'converted', 'lost')),
	CONSTRAINT "lead_stage_changes_to_valid" CHECK ("lead_stage_changes"."to_status" in ('new', 'contacted', 'tour_scheduled', 'proposal_sent', 'converted', 'lost'))
);
--> statement-breakpoint
ALTER TABLE "lead_stage_changes" ADD CONSTRAINT "lead_stage_changes_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_stage_changes" ADD CONSTRAINT "lead_stage_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_stage_changes_venue_lead_idx" ON "lead_stage_changes" USING btree ("venue_id","lead_id","changed_at");--> statement-breakpoint
-- A lead's stage history (decision 047) is written by the database in the transaction that moves
-- the lead, so no code path that changes leads.status (an edit, the one-click move, the board, a
-- conversion, a reply that marks it contacted) can forget it.
CREATE FUNCTION "lead_stage_changes_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "lead_stage_changes" ("venue_id", "lead_id", "from_status", "to_status", "changed_at")
	VALUES (NEW."venue_id", NEW."id", OLD."status", NEW."status", now());
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "leads_stage_history" AFTER UPDATE OF "status" ON "leads"
	FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
	EXECUTE FUNCTION "lead_stage_changes_record"();--> statement-breakpoint
-- Moves made before this history was kept are not known, and none is invented: a lead already
-- past New keeps no first-reply time and a lost lead no last stage. The one moment the data does
-- hold is a conversion's, which created the lead's booking in the same transaction; its stage
-- before is unknown (null).
INSERT INTO "lead_stage_changes" ("venue_id", "lead_id", "from_status", "to_status", "changed_at")
SELECT l."venue_id", l."id", NULL, 'converted', b."created_at"
FROM "leads" l JOIN "bookings" b ON b."venue_id" = l."venue_id" AND b."id" = l."booking_id"
WHERE l."status" = 'converted';
