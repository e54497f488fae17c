CREATE FUNCTION "notify_reads"(prefix text, ids text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	part text;
BEGIN
	-- At most 150 ids (about 5.5 KB, under NOTIFY's 8,000 bytes) a notification; sent at commit,
	-- and a transaction's identical notifications are sent once.
	FOR part IN
		SELECT string_agg(id, ',') FROM (SELECT id, (row_number() OVER () - 1) / 150 AS n FROM unnest(ids) AS id) x GROUP BY n
	LOOP
		PERFORM pg_notify('lp_reads', prefix || part);
	END LOOP;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_learner_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM notify_reads('u:', array(SELECT DISTINCT user_id::text FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM notify_reads('u:', array(SELECT DISTINCT user_id::text FROM old_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM notify_reads('u:', array(SELECT user_id::text FROM new_rows UNION SELECT user_id::text FROM old_rows));
	ELSE
		PERFORM pg_notify('lp_reads', '*');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_team_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM notify_reads('t:', array(SELECT DISTINCT team_id::text FROM new_rows));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM notify_reads('t:', array(SELECT DISTINCT team_id::text FROM old_rows));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM notify_reads('t:', array(SELECT team_id::text FROM new_rows UNION SELECT team_id::text FROM old_rows));
	ELSE
		PERFORM pg_notify('lp_reads', '*');
	END IF;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "enrollments_reads_insert" AFTER INSERT ON "enrollments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "enrollments_reads_update" AFTER UPDATE ON "enrollments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "enrollments_reads_delete" AFTER DELETE ON "enrollments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "enrollments_reads_truncate" AFTER TRUNCATE ON "enrollments" FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "progress_reads_insert" AFTER INSERT ON "progress" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "progress_reads_update" AFTER UPDATE ON "progress" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "progress_reads_delete" AFTER DELETE ON "progress" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "progress_reads_truncate" AFTER TRUNCATE ON "progress" FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "favorites_reads_insert" AFTER INSERT ON "favorites" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "favorites_reads_update" AFTER UPDATE ON "favorites" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "favorites_reads_delete" AFTER DELETE ON "favorites" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "favorites_reads_truncate" AFTER TRUNCATE ON "favorites" FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "wallets_reads_insert" AFTER INSERT ON "wallets" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "wallets_reads_update" AFTER UPDATE ON "wallets" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "wallets_reads_delete" AFTER DELETE ON "wallets" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "wallets_reads_truncate" AFTER TRUNCATE ON "wallets" FOR EACH STATEMENT EXECUTE FUNCTION notify_learner_reads();--> statement-breakpoint
CREATE TRIGGER "content_versions_reads_insert" AFTER INSERT ON "content_versions" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_team_reads();--> statement-breakpoint
CREATE TRIGGER "content_versions_reads_update" AFTER UPDATE ON "content_versions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_team_reads();--> statement-breakpoint
CREATE TRIGGER "content_versions_reads_delete" AFTER DELETE ON "content_versions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_team_reads();--> statement-breakpoint
CREATE TRIGGER "content_versions_reads_truncate" AFTER TRUNCATE ON "content_versions" FOR EACH STATEMENT EXECUTE FUNCTION notify_team_reads();
