ALTER TABLE "memberships" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- A booking's iCalendar SEQUENCE (decision 042) moves with its event and nothing else: one more
-- whenever event_date changes, whatever the statement set the column to, so no code path that
-- moves a booking can forget it and no edit can wind it back.
CREATE FUNCTION "bookings_sequence_follows_event_date"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW."sequence" := OLD."sequence" + CASE WHEN NEW."event_date" IS DISTINCT FROM OLD."event_date" THEN 1 ELSE 0 END;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_sequence" BEFORE UPDATE ON "bookings"
	FOR EACH ROW EXECUTE FUNCTION "bookings_sequence_follows_event_date"();
