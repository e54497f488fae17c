CREATE TABLE "analytics_team_snapshots" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_team_snapshots" ADD CONSTRAINT "analytics_team_snapshots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;