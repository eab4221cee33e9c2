-- Link tokens are found by their SHA-256 from now on (decision 021); links already handed out
-- keep working. The feed of an existing calendar share keeps the share's token, so calendars
-- subscribed to it go on updating. Live plain tokens are encrypted and cleared at start-up,
-- which holds the installation key; tokens of revoked or expired signing links open nothing
-- and are dropped here.
UPDATE "contract_links" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
UPDATE "contract_links" SET "token" = NULL WHERE "revoked_at" IS NOT NULL OR "expires_at" <= now();--> statement-breakpoint
UPDATE "calendar_shares" SET
	"token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex'),
	"feed_token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
-- A signed contract is evidence (decision 022): once signed, no column of it may change except
-- the booking and template ids (their ON DELETE SET NULL), the creator (ON DELETE SET NULL),
-- updated_at, and the status's one move from signed to completed; and it cannot be deleted.
-- Comparing the whole row minus those columns freezes any column added later too.
CREATE FUNCTION "contracts_signed_are_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	free_columns text[] := ARRAY['booking_id', 'template_id', 'created_by', 'status', 'updated_at'];
BEGIN
	IF TG_OP = 'TRUNCATE' THEN
		IF EXISTS (SELECT 1 FROM "contracts" WHERE "status" IN ('signed', 'completed')) THEN
			RAISE EXCEPTION 'contracts holds signed contracts: TRUNCATE is not allowed' USING ERRCODE = 'insufficient_privilege';
		END IF;
		RETURN NULL;
	END IF;
	IF OLD."status" NOT IN ('signed', 'completed') THEN
		RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
	END IF;
	IF TG_OP = 'DELETE' THEN
		RAISE EXCEPTION 'contract % is signed: it cannot be deleted', OLD."id" USING ERRCODE = 'insufficient_privilege';
	END IF;
	IF NEW."status" IS DISTINCT FROM OLD."status" AND NOT (OLD."status" = 'signed' AND NEW."status" = 'completed') THEN
		RAISE EXCEPTION 'contract % is signed: its status can only move to completed', OLD."id" USING ERRCODE = 'insufficient_privilege';
	END IF;
	IF (to_jsonb(NEW) - free_columns) IS DISTINCT FROM (to_jsonb(OLD) - free_columns) THEN
		RAISE EXCEPTION 'contract % is signed: its evidence cannot change', OLD."id" USING ERRCODE = 'insufficient_privilege';
	END IF;
	RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contracts_signed_frozen" BEFORE UPDATE OR DELETE ON "contracts"
	FOR EACH ROW EXECUTE FUNCTION "contracts_signed_are_frozen"();--> statement-breakpoint
CREATE TRIGGER "contracts_signed_no_truncate" BEFORE TRUNCATE ON "contracts"
	FOR EACH STATEMENT EXECUTE FUNCTION "contracts_signed_are_frozen"();
