CREATE TABLE "feed_version" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "feed_version_one_row" CHECK ("feed_version"."one")
);
