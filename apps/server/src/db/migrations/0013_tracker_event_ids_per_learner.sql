-- Tracker event uuids are unique per learner, not across every team: one learner's uuid must not
-- make another learner's event a duplicate.
ALTER TABLE "tracker_events" DROP CONSTRAINT "tracker_events_pkey";--> statement-breakpoint
ALTER TABLE "tracker_events" ADD CONSTRAINT "tracker_events_user_id_uuid_pk" PRIMARY KEY("user_id","uuid");