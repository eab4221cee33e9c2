ALTER TABLE "contract_events" DROP CONSTRAINT "contract_events_type_valid";--> statement-breakpoint
ALTER TABLE "calendar_shares" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_links" ALTER COLUMN "token" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD COLUMN "feed_token_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD COLUMN "feed_token_sealed" text;--> statement-breakpoint
ALTER TABLE "contract_events" ADD COLUMN "chain_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_events" ADD COLUMN "signature_hash" text;--> statement-breakpoint
ALTER TABLE "contract_events" ADD COLUMN "pdf_hash" text;--> statement-breakpoint
ALTER TABLE "contract_links" ADD COLUMN "token_hash" text;--> statement-breakpoint
ALTER TABLE "contract_links" ADD COLUMN "token_sealed" text;--> statement-breakpoint
ALTER TABLE "contract_events" ADD CONSTRAINT "contract_events_type_valid" CHECK ("contract_events"."type" in ('created', 'sent', 'viewed', 'signed', 'revoked', 'downloaded', 'sealed', 'anchored'));