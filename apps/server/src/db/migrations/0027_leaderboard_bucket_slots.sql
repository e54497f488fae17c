ALTER TABLE "leaderboard_buckets" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_buckets" DROP CONSTRAINT "leaderboard_buckets_team_id_scope_period_points_pk";--> statement-breakpoint
ALTER TABLE "leaderboard_buckets" ADD CONSTRAINT "leaderboard_buckets_team_id_scope_period_points_slot_pk" PRIMARY KEY("team_id","scope","period","points","slot");
