ALTER TABLE "analytics_course_days" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_item_totals" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_question_answers" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_team_activity" ADD COLUMN "slot" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_course_days" DROP CONSTRAINT "analytics_course_days_course_id_day_pk";--> statement-breakpoint
ALTER TABLE "analytics_item_totals" DROP CONSTRAINT "analytics_item_totals_scope_item_id_pk";--> statement-breakpoint
ALTER TABLE "analytics_question_answers" DROP CONSTRAINT "analytics_question_answers_deck_id_question_id_answer_pk";--> statement-breakpoint
ALTER TABLE "analytics_team_activity" DROP CONSTRAINT "analytics_team_activity_team_id_granularity_period_pk";--> statement-breakpoint
ALTER TABLE "analytics_course_days" ADD CONSTRAINT "analytics_course_days_course_id_day_slot_pk" PRIMARY KEY("course_id","day","slot");--> statement-breakpoint
ALTER TABLE "analytics_item_totals" ADD CONSTRAINT "analytics_item_totals_scope_item_id_slot_pk" PRIMARY KEY("scope","item_id","slot");--> statement-breakpoint
ALTER TABLE "analytics_question_answers" ADD CONSTRAINT "analytics_question_answers_deck_id_question_id_answer_slot_pk" PRIMARY KEY("deck_id","question_id","answer","slot");--> statement-breakpoint
ALTER TABLE "analytics_team_activity" ADD CONSTRAINT "analytics_team_activity_team_id_granularity_period_slot_pk" PRIMARY KEY("team_id","granularity","period","slot");