CREATE TABLE "quality_control_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"control_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"filename" text NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quality_control_photos" ADD CONSTRAINT "quality_control_photos_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_photos" ADD CONSTRAINT "quality_control_photos_room_fk" FOREIGN KEY ("control_id","room_id") REFERENCES "public"."quality_control_rooms"("control_id","room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_control_photos_room_idx" ON "quality_control_photos" USING btree ("control_id","room_id");