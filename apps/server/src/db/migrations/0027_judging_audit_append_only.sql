-- The judging audit trail is append-only (issue 22 point 7): no UPDATE, DELETE or TRUNCATE takes
-- effect on it, whoever runs it. A trigger works the same on PostgreSQL and PGlite (a REVOKE would
-- not hold against the owner role the application connects as).
CREATE FUNCTION "judging_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER "judging_audit_no_change" BEFORE UPDATE OR DELETE ON "judging_audit"
  FOR EACH ROW EXECUTE FUNCTION "judging_audit_append_only"();
--> statement-breakpoint
CREATE TRIGGER "judging_audit_no_truncate" BEFORE TRUNCATE ON "judging_audit"
  FOR EACH STATEMENT EXECUTE FUNCTION "judging_audit_append_only"();
--> statement-breakpoint
-- The official results are written once, when judging finishes, and never changed either.
CREATE TRIGGER "official_results_no_change" BEFORE UPDATE OR DELETE ON "official_results"
  FOR EACH ROW EXECUTE FUNCTION "judging_audit_append_only"();
