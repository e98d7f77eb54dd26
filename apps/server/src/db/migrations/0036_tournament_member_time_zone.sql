-- Issue 33: the zone a member joined from; a Global tournament's dates are read on its clock for
-- their sessions and catches (docs/decisions/014-tournament-time.md). Earlier members read UTC, as before.
ALTER TABLE "tournament_members" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;
