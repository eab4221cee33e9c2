ALTER TABLE "contract_events" ADD COLUMN "versions" jsonb;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_templates" ADD CONSTRAINT "contract_templates_translations_object" CHECK (jsonb_typeof("contract_templates"."translations") = 'object');--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_language_valid" CHECK ("contracts"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_translations_object" CHECK (jsonb_typeof("contracts"."translations") = 'object');