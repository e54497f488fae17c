CREATE TABLE "analytics_learner_days" (
	"team_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"days" bit(366) NOT NULL,
	CONSTRAINT "analytics_learner_days_team_id_year_user_id_pk" PRIMARY KEY("team_id","year","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_team_activity" (
	"team_id" uuid NOT NULL,
	"granularity" text NOT NULL,
	"period" text NOT NULL,
	"active_learners" integer DEFAULT 0 NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_team_activity_team_id_granularity_period_pk" PRIMARY KEY("team_id","granularity","period")
);
--> statement-breakpoint
CREATE TABLE "analytics_team_snapshots" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"figures" jsonb NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "analytics_learner_days" ADD CONSTRAINT "analytics_learner_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_learner_days" ADD CONSTRAINT "analytics_learner_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_team_activity" ADD CONSTRAINT "analytics_team_activity_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_team_snapshots" ADD CONSTRAINT "analytics_team_snapshots_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;