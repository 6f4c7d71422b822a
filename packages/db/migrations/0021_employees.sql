CREATE TYPE "public"."stamping_kind" AS ENUM('in', 'out');--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"duration_ms" integer NOT NULL,
	"rows" integer NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" boolean DEFAULT false NOT NULL,
	"errors" jsonb,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "sync_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"key_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "sync_sources_name_unique" UNIQUE("name"),
	CONSTRAINT "sync_sources_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "employee_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"employee_id" integer NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date,
	CONSTRAINT "employee_assignments_unique" UNIQUE("employee_id","site_code","date_from"),
	CONSTRAINT "employee_assignments_dates" CHECK ("employee_assignments"."date_to" is null or "employee_assignments"."date_to" >= "employee_assignments"."date_from")
);
--> statement-breakpoint
CREATE TABLE "employee_shifts" (
	"assignment_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" varchar(5) NOT NULL,
	"ends_at" varchar(5) NOT NULL,
	CONSTRAINT "employee_shifts_assignment_id_weekday_starts_at_pk" PRIMARY KEY("assignment_id","weekday","starts_at"),
	CONSTRAINT "employee_shifts_weekday" CHECK ("employee_shifts"."weekday" between 1 and 7),
	CONSTRAINT "employee_shifts_order" CHECK ("employee_shifts"."ends_at" > "employee_shifts"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(32) NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"qualification" text NOT NULL,
	"employer" text NOT NULL,
	"badge_number" varchar(32) NOT NULL,
	"weekly_minutes" integer NOT NULL,
	"tax_code" varchar(16),
	"phone" text,
	"address" text,
	"photo_storage_key" text,
	"photo_content_type" varchar(64),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "stampings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_id" integer NOT NULL,
	"source_ref" varchar(64) NOT NULL,
	"employee_id" integer NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"kind" "stamping_kind" NOT NULL,
	"stamped_at" timestamp with time zone NOT NULL,
	"first_stamped_at" timestamp with time zone,
	"corrected_at" timestamp with time zone,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stampings_source_ref" UNIQUE("source_id","source_ref")
);
--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_source_id_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sync_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_sources" ADD CONSTRAINT "sync_sources_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_assignments" ADD CONSTRAINT "employee_assignments_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_shifts" ADD CONSTRAINT "employee_shifts_assignment_id_employee_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."employee_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stampings" ADD CONSTRAINT "stampings_source_id_sync_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sync_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stampings" ADD CONSTRAINT "stampings_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stampings" ADD CONSTRAINT "stampings_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_runs_source_idx" ON "sync_runs" USING btree ("source_id","received_at");--> statement-breakpoint
CREATE INDEX "employee_assignments_site_idx" ON "employee_assignments" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "employees_name_idx" ON "employees" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "stampings_site_idx" ON "stampings" USING btree ("site_code","stamped_at");--> statement-breakpoint
CREATE INDEX "stampings_employee_idx" ON "stampings" USING btree ("employee_id","site_code","stamped_at");