CREATE TABLE "report_runs" (
	"report_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_runs_report_id_period_pk" PRIMARY KEY("report_id","period")
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"owner_id" uuid,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"frequency" text DEFAULT 'none' NOT NULL,
	"format" text DEFAULT 'csv' NOT NULL,
	"recipient_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_report_id_saved_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."saved_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_report_idx" ON "report_runs" USING btree ("report_id","ran_at");--> statement-breakpoint
CREATE INDEX "saved_reports_team_idx" ON "saved_reports" USING btree ("team_id","updated_at");--> statement-breakpoint
CREATE INDEX "saved_reports_frequency_idx" ON "saved_reports" USING btree ("frequency");--> statement-breakpoint
CREATE INDEX "tracker_events_team_time_idx" ON "tracker_events" USING btree ("team_id","occurred_at","user_id");