ALTER TABLE "payments" ADD COLUMN "schedule_id" uuid;--> statement-breakpoint
CREATE INDEX "payments_schedule_idx" ON "payments" USING btree ("schedule_id");--> statement-breakpoint
-- Schedules saved before this column: their deposit, milestones and final were inserted in one
-- transaction, so they share created_at (now()); a payment made alone is never such a group.
UPDATE "payments" AS p SET "schedule_id" = g.schedule_id
FROM (
	SELECT "venue_id", "booking_id", "created_at", gen_random_uuid() AS schedule_id
	FROM "payments"
	WHERE "type" IN ('deposit', 'milestone', 'final')
	GROUP BY "venue_id", "booking_id", "created_at"
	HAVING bool_or("type" = 'deposit') AND bool_or("type" = 'final')
) AS g
WHERE p."venue_id" = g."venue_id" AND p."booking_id" = g."booking_id" AND p."created_at" = g."created_at"
	AND p."type" IN ('deposit', 'milestone', 'final');
