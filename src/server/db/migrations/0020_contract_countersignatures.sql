CREATE TABLE "contract_countersignatures" (
	"contract_id" uuid PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"signed_by" text NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signature_image" "bytea" NOT NULL,
	"signer_ip" text,
	"signer_user_agent" text,
	"countersigned_pdf" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_type_valid";--> statement-breakpoint
ALTER TABLE "contract_countersignatures" ADD CONSTRAINT "contract_countersignatures_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_countersignatures" ADD CONSTRAINT "contract_countersignatures_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_type_valid" CHECK ("contract_events"."type" in ('created', 'sent', 'viewed', 'signed', 'revoked', 'downloaded', 'sealed', 'anchored', 'countersigned'));--> statement-breakpoint
-- A countersignature is evidence like the trail (decision 041): once written it never changes
-- and is never removed, and it can only be added to a contract the couple has signed.
CREATE FUNCTION "contract_countersignatures_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		IF NOT EXISTS (SELECT 1 FROM "contracts" WHERE "id" = NEW."contract_id" AND "venue_id" = NEW."venue_id"
				AND "status" IN ('signed', 'completed')) THEN
			RAISE EXCEPTION 'contract % is not signed by its venue''s couple: it cannot be countersigned', NEW."contract_id"
				USING ERRCODE = 'check_violation';
		END IF;
		RETURN NEW;
	END IF;
	RAISE EXCEPTION 'contract_countersignatures is append-only: % is not allowed', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "contract_countersignatures_only_signed" BEFORE INSERT ON "contract_countersignatures"
	FOR EACH ROW EXECUTE FUNCTION "contract_countersignatures_guard"();--> statement-breakpoint
CREATE TRIGGER "contract_countersignatures_no_update_or_delete" BEFORE UPDATE OR DELETE ON "contract_countersignatures"
	FOR EACH ROW EXECUTE FUNCTION "contract_countersignatures_guard"();--> statement-breakpoint
CREATE TRIGGER "contract_countersignatures_no_truncate" BEFORE TRUNCATE ON "contract_countersignatures"
	FOR EACH STATEMENT EXECUTE FUNCTION "contract_countersignatures_guard"();
