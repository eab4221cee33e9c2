DROP INDEX "contract_links_token_key";--> statement-breakpoint
DROP INDEX "calendar_shares_token_key";--> statement-breakpoint
ALTER TABLE "contract_links" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_shares" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_shares" ALTER COLUMN "feed_token_hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_links_token_hash_key" ON "contract_links" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_shares_token_hash_key" ON "calendar_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_shares_feed_token_hash_key" ON "calendar_shares" USING btree ("feed_token_hash");