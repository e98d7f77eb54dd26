CREATE TABLE "media_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"size_bytes" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attached_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_objects" ADD CONSTRAINT "media_objects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_objects_owner_id_idx" ON "media_objects" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "media_objects_deleted_idx" ON "media_objects" USING btree ("created_at") WHERE "media_objects"."state" = 'deleted';--> statement-breakpoint
CREATE INDEX "media_objects_unattached_idx" ON "media_objects" USING btree ("created_at") WHERE "media_objects"."state" = 'active' and "media_objects"."attached_at" is null;