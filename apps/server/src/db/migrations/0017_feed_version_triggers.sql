-- The feed's version (ADR 008) moves in every transaction that changes what a session card shows:
-- the rows and columns card-query.ts and session-parts.ts read. The database moves it, so no write
-- path can forget to. Each trigger is a constraint trigger deferred to the commit, so the version's
-- row is locked only while the transaction commits (taken last, it cannot close a deadlock), and
-- the function moves it once a transaction however many rows changed.
CREATE FUNCTION "feed_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('tightlines.feed_changed', true) IS DISTINCT FROM 'yes' THEN
    PERFORM set_config('tightlines.feed_changed', 'yes', true);
    UPDATE "feed_version" SET "version" = "version" + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
INSERT INTO "feed_version" ("one", "version") VALUES (true, 1);
--> statement-breakpoint
-- Read whole by a card: the session, its logs, their videos, its team.
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "fishing_sessions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "fish_logs"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "fish_log_videos"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER INSERT OR UPDATE OR DELETE ON "session_team_members"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
-- Owners and team members: the names, picture, role and e-mail a card shows (not a sign-in or a new password).
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."name", OLD."lastname", OLD."picture_url", OLD."role_name", OLD."email", OLD."deleted_at")
    IS DISTINCT FROM (NEW."name", NEW."lastname", NEW."picture_url", NEW."role_name", NEW."email", NEW."deleted_at"))
  EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
-- Whether a team member's e-mail and an owner's positions are shown (a missing row reads as the defaults).
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER INSERT OR DELETE ON "user_privacy"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feed_changed_on_update" AFTER UPDATE ON "user_privacy"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((OLD."show_email", OLD."position_visibility") IS DISTINCT FROM (NEW."show_email", NEW."position_visibility"))
  EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
-- The names a card shows of its boat, its locality and the species caught.
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER UPDATE ON "boats"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER UPDATE ON "localities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "feed_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "feed_changed" AFTER UPDATE ON "species"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name")
  EXECUTE FUNCTION "feed_changed"();
