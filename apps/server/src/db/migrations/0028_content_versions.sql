CREATE SEQUENCE "public"."content_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "content_versions" (
	"team_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	team uuid;
BEGIN
	IF TG_TABLE_NAME = 'program_courses' THEN
		SELECT p.team_id INTO team FROM programs p
		WHERE p.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.program_id ELSE NEW.program_id END);
	ELSIF TG_OP = 'DELETE' THEN
		team := OLD.team_id;
	ELSE
		team := NEW.team_id;
	END IF;
	IF team IS NOT NULL THEN
		INSERT INTO content_versions (team_id, version) VALUES (team, nextval('content_version_seq'))
		ON CONFLICT (team_id) DO UPDATE SET version = excluded.version;
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "programs_content_version" AFTER INSERT OR UPDATE OR DELETE ON "programs" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "courses_content_version" AFTER INSERT OR UPDATE OR DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "program_courses_content_version" AFTER INSERT OR UPDATE OR DELETE ON "program_courses" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "topics_content_version" AFTER INSERT OR UPDATE OR DELETE ON "topics" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "decks_content_version" AFTER INSERT OR UPDATE OR DELETE ON "decks" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "articles_content_version" AFTER INSERT OR UPDATE OR DELETE ON "articles" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "tags_content_version" AFTER INSERT OR UPDATE OR DELETE ON "tags" FOR EACH ROW EXECUTE FUNCTION bump_content_version();--> statement-breakpoint
CREATE TRIGGER "content_tags_content_version" AFTER INSERT OR UPDATE OR DELETE ON "content_tags" FOR EACH ROW EXECUTE FUNCTION bump_content_version();
