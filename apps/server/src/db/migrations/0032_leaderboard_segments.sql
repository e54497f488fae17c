-- Segment leaderboards read their own rows: each base score row (scope 'team' or a course's id) is
-- copied once per segment its learner is in (details company, zone, branch, department), under the
-- scope '<scope>/<field>/<value>', with its points buckets (the learner's slot: uuid's last byte % 64).
INSERT INTO "leaderboard_scores" ("team_id", "scope", "period", "user_id", "points")
SELECT s."team_id", s."scope" || '/' || d.key || '/' || d.value, s."period", s."user_id", s."points"
FROM "leaderboard_scores" s
JOIN "users" u ON u."id" = s."user_id"
CROSS JOIN LATERAL jsonb_each_text(CASE jsonb_typeof(u."details") WHEN 'object' THEN u."details" ELSE '{}'::jsonb END) d
WHERE position('/' in s."scope") = 0 AND d.key IN ('department', 'branch', 'zone', 'company') AND d.value <> ''
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "leaderboard_buckets" ("team_id", "scope", "period", "points", "slot", "learners")
SELECT "team_id", "scope", "period", "points", (('x' || right("user_id"::text, 2))::bit(8)::int % 64)::smallint, count(*)::int
FROM "leaderboard_scores"
WHERE position('/' in "scope") > 0
GROUP BY 1, 2, 3, 4, 5;
