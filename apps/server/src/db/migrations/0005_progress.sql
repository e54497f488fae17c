CREATE TABLE "progress" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"item_id" uuid NOT NULL,
	"course_id" uuid,
	"record" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "progress_user_id_scope_item_id_pk" PRIMARY KEY("user_id","scope","item_id")
);
--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "progress" ADD CONSTRAINT "progress_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "progress_course_idx" ON "progress" USING btree ("user_id","course_id");--> statement-breakpoint
CREATE INDEX "progress_item_idx" ON "progress" USING btree ("scope","item_id");