CREATE TABLE "analytics_course_days" (
	"course_id" uuid NOT NULL,
	"day" text NOT NULL,
	"team_id" uuid NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_course_days_course_id_day_pk" PRIMARY KEY("course_id","day")
);
--> statement-breakpoint
CREATE TABLE "analytics_course_learners" (
	"course_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"status" text NOT NULL,
	"viewed_percentage" integer DEFAULT 0 NOT NULL,
	"score" double precision DEFAULT 0 NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"failed_decks" integer DEFAULT 0 NOT NULL,
	"quiz_score_sum" double precision DEFAULT 0 NOT NULL,
	"quizzes_scored" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_course_learners_course_id_user_id_pk" PRIMARY KEY("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_item_totals" (
	"scope" text NOT NULL,
	"item_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"course_id" uuid NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"score_sum" double precision DEFAULT 0 NOT NULL,
	"scored" integer DEFAULT 0 NOT NULL,
	"time_spent" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_item_totals_scope_item_id_pk" PRIMARY KEY("scope","item_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_question_answers" (
	"deck_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"team_id" uuid NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_question_answers_deck_id_question_id_answer_pk" PRIMARY KEY("deck_id","question_id","answer")
);
--> statement-breakpoint
ALTER TABLE "analytics_course_days" ADD CONSTRAINT "analytics_course_days_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_course_learners" ADD CONSTRAINT "analytics_course_learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_course_learners" ADD CONSTRAINT "analytics_course_learners_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_item_totals" ADD CONSTRAINT "analytics_item_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_question_answers" ADD CONSTRAINT "analytics_question_answers_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_course_learners_status_idx" ON "analytics_course_learners" USING btree ("course_id","status");--> statement-breakpoint
CREATE INDEX "analytics_item_totals_course_idx" ON "analytics_item_totals" USING btree ("course_id");