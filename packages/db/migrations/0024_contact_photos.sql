ALTER TABLE "contacts" ADD COLUMN "photo_storage_key" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "photo_content_type" varchar(64);--> statement-breakpoint
ALTER TABLE "contacts" DROP COLUMN "employee_image";