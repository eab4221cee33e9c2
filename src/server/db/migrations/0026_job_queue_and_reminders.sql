CREATE TABLE "payment_reminders" (
	"venue_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reminders_payment_id_kind_due_date_pk" PRIMARY KEY("payment_id","kind","due_date"),
	CONSTRAINT "payment_reminders_kind_valid" CHECK ("payment_reminders"."kind" in ('week_before', 'due_day', 'overdue'))
);
--> statement-breakpoint
CREATE TABLE "contract_reminders" (
	"link_id" integer PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"contract_id" uuid NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "maintenance_runs" CASCADE;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_payment_fk" FOREIGN KEY ("venue_id","payment_id") REFERENCES "public"."payments"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_link_id_contract_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."contract_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_reminders" ADD CONSTRAINT "contract_reminders_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;