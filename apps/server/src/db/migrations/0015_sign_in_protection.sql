CREATE TABLE "email_confirmations" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "sign_in_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"level" double precision DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"recent_failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sign_in_pairs" (
	"account" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"retry_at" timestamp with time zone,
	CONSTRAINT "sign_in_pairs_account_address_pk" PRIMARY KEY("account","address")
);
--> statement-breakpoint
CREATE TABLE "spent_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "auth_failures" CASCADE;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "signup_policy" text DEFAULT 'inviteCode' NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "signup_domains" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "invite_code" text;--> statement-breakpoint
ALTER TABLE "email_confirmations" ADD CONSTRAINT "email_confirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spent_challenges_expires_idx" ON "spent_challenges" USING btree ("expires_at");--> statement-breakpoint
-- The seeded demo team keeps open registration (the README journey); every other team now asks for its invite code.
UPDATE "teams" SET "signup_policy" = 'open' WHERE "name" = 'demo';--> statement-breakpoint
UPDATE "teams" SET "invite_code" = upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12)) WHERE "invite_code" IS NULL;
