CREATE TYPE "public"."equipment_category" AS ENUM('CLEANING_MACHINE', 'VACUUM', 'DISPENSER', 'TROLLEY', 'SANITARY_FITTING', 'CLIMATE', 'ELECTRICAL', 'FIRE_SAFETY', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."equipment_document_kind" AS ENUM('MANUAL', 'SAFETY_DATA_SHEET', 'CE_DECLARATION', 'MAINTENANCE_REPORT', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."equipment_log_kind" AS ENUM('ROUTINE', 'REPAIR', 'INSPECTION', 'MOVE', 'STATE', 'RETIREMENT');--> statement-breakpoint
CREATE TYPE "public"."equipment_state" AS ENUM('IN_SERVICE', 'UNDER_MAINTENANCE', 'OUT_OF_SERVICE');--> statement-breakpoint
CREATE SEQUENCE "public"."equipment_label_numbers" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "equipment_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" integer NOT NULL,
	"kind" "equipment_document_kind" NOT NULL,
	"title" text NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"filename" text NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by_user_id" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_log_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" "equipment_log_kind" NOT NULL,
	"description" text NOT NULL,
	"performed_by" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment_qr_codes" (
	"public_id" varchar(32) PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "equipment_reports" (
	"ticket_id" uuid PRIMARY KEY NOT NULL,
	"equipment_id" integer NOT NULL,
	"qr_code_id" varchar(32) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_equipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_code" varchar(16) DEFAULT 'AT-' || lpad(nextval('equipment_label_numbers')::text, 6, '0') NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"category" "equipment_category" NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"serial_number" text,
	"room_id" integer,
	"location_note" text,
	"state" "equipment_state" NOT NULL,
	"installed_on" date,
	"retired_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "equipment_documents" ADD CONSTRAINT "equipment_documents_equipment_id_site_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."site_equipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_documents" ADD CONSTRAINT "equipment_documents_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_log_entries" ADD CONSTRAINT "equipment_log_entries_equipment_id_site_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."site_equipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_log_entries" ADD CONSTRAINT "equipment_log_entries_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_qr_codes" ADD CONSTRAINT "equipment_qr_codes_equipment_id_site_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."site_equipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_reports" ADD CONSTRAINT "equipment_reports_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_reports" ADD CONSTRAINT "equipment_reports_equipment_id_site_equipments_id_fk" FOREIGN KEY ("equipment_id") REFERENCES "public"."site_equipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_reports" ADD CONSTRAINT "equipment_reports_qr_code_id_equipment_qr_codes_public_id_fk" FOREIGN KEY ("qr_code_id") REFERENCES "public"."equipment_qr_codes"("public_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_equipments" ADD CONSTRAINT "site_equipments_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_equipments" ADD CONSTRAINT "site_equipments_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_documents_equipment_idx" ON "equipment_documents" USING btree ("equipment_id");--> statement-breakpoint
CREATE INDEX "equipment_log_entries_equipment_idx" ON "equipment_log_entries" USING btree ("equipment_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_qr_codes_active_idx" ON "equipment_qr_codes" USING btree ("equipment_id") WHERE "equipment_qr_codes"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "equipment_reports_code_idx" ON "equipment_reports" USING btree ("qr_code_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_reports_equipment_idx" ON "equipment_reports" USING btree ("equipment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "site_equipments_label_code_idx" ON "site_equipments" USING btree ("label_code");--> statement-breakpoint
CREATE INDEX "site_equipments_site_idx" ON "site_equipments" USING btree ("site_code","name");