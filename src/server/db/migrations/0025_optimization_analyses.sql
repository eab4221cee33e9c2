CREATE TABLE "optimization_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"author_kind" text NOT NULL,
	"author_model" text,
	"overall_score" smallint NOT NULL,
	"total_potential_revenue" numeric(14, 2) NOT NULL,
	"data_points" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "optimization_analyses_venue_id_id_key" UNIQUE("venue_id","id"),
	CONSTRAINT "optimization_analyses_author_kind_valid" CHECK ("optimization_analyses"."author_kind" in ('engine', 'model')),
	CONSTRAINT "optimization_analyses_author_model_named" CHECK (("optimization_analyses"."author_kind" = 'model') = ("optimization_analyses"."author_model" is not null)),
	CONSTRAINT "optimization_analyses_score_range" CHECK ("optimization_analyses"."overall_score" between 0 and 100),
	CONSTRAINT "optimization_analyses_potential_non_negative" CHECK ("optimization_analyses"."total_potential_revenue" >= 0)
);
--> statement-breakpoint
CREATE TABLE "optimization_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"analysis_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"impact" text NOT NULL,
	"effort" text NOT NULL,
	"timeframe" text NOT NULL,
	"priority" smallint NOT NULL,
	"estimated_revenue" numeric(14, 2) NOT NULL,
	"action_items" text[] NOT NULL,
	"metric_current" numeric NOT NULL,
	"metric_target" numeric NOT NULL,
	"metric_unit" text NOT NULL,
	"implemented" boolean DEFAULT false NOT NULL,
	CONSTRAINT "optimization_suggestions_analysis_key" UNIQUE("analysis_id","key"),
	CONSTRAINT "optimization_suggestions_category_valid" CHECK ("optimization_suggestions"."category" in ('revenue', 'marketing', 'operations', 'efficiency', 'pricing')),
	CONSTRAINT "optimization_suggestions_impact_valid" CHECK ("optimization_suggestions"."impact" in ('low', 'medium', 'high')),
	CONSTRAINT "optimization_suggestions_effort_valid" CHECK ("optimization_suggestions"."effort" in ('low', 'medium', 'high')),
	CONSTRAINT "optimization_suggestions_priority_range" CHECK ("optimization_suggestions"."priority" between 1 and 10),
	CONSTRAINT "optimization_suggestions_revenue_non_negative" CHECK ("optimization_suggestions"."estimated_revenue" >= 0)
);
--> statement-breakpoint
ALTER TABLE "optimization_analyses" ADD CONSTRAINT "optimization_analyses_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "optimization_suggestions" ADD CONSTRAINT "optimization_suggestions_analysis_fk" FOREIGN KEY ("venue_id","analysis_id") REFERENCES "public"."optimization_analyses"("venue_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "optimization_analyses_venue_created_idx" ON "optimization_analyses" USING btree ("venue_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "optimization_suggestions_venue_key_idx" ON "optimization_suggestions" USING btree ("venue_id","key");