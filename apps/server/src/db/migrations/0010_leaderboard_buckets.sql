CREATE TABLE "leaderboard_buckets" (
	"team_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"period" text NOT NULL,
	"points" integer NOT NULL,
	"learners" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "leaderboard_buckets_team_id_scope_period_points_pk" PRIMARY KEY("team_id","scope","period","points")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_buckets" ADD CONSTRAINT "leaderboard_buckets_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;