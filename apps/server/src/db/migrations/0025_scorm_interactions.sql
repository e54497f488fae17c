CREATE TABLE "scorm_interactions" (
	"user_id" uuid NOT NULL,
	"team_id" uuid NOT NULL,
	"deck_id" uuid NOT NULL,
	"item_id" text NOT NULL,
	"attempt" integer NOT NULL,
	"position" integer NOT NULL,
	"interaction_id" text NOT NULL,
	"type" text DEFAULT '' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"correct_responses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"correct" boolean,
	"latency" text DEFAULT '' NOT NULL,
	"recorded_at" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scorm_interactions_user_id_deck_id_item_id_attempt_position_pk" PRIMARY KEY("user_id","deck_id","item_id","attempt","position")
);
--> statement-breakpoint
ALTER TABLE "scorm_interactions" ADD CONSTRAINT "scorm_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scorm_interactions" ADD CONSTRAINT "scorm_interactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scorm_interactions_deck_idx" ON "scorm_interactions" USING btree ("deck_id");