CREATE TYPE "public"."one_time_code_purpose" AS ENUM('first_access', 'reset_password', 'renew_password', 'impersonation', 'email_preferences', 'two_factor_login');--> statement-breakpoint
CREATE TYPE "public"."fee_formula" AS ENUM('flat_per_square_metre', 'equivalent_square_metres', 'flat_services_fee');--> statement-breakpoint
CREATE TYPE "public"."month_duration" AS ENUM('calendar', 'thirty_days');--> statement-breakpoint
CREATE TYPE "public"."service_frequency" AS ENUM('daily', 'weekly', 'monthly', 'yearly', 'periodic', 'scheduled', 'extraordinary', 'ordinary');--> statement-breakpoint
CREATE TABLE "ati_manager_sites" (
	"manager_id" integer NOT NULL,
	"site_code" varchar(16) NOT NULL,
	CONSTRAINT "ati_manager_sites_manager_id_site_code_pk" PRIMARY KEY("manager_id","site_code")
);
--> statement-breakpoint
CREATE TABLE "ati_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"ati_group_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"company_name" text NOT NULL,
	"role" text NOT NULL,
	"email" text,
	"phone" text
);
--> statement-breakpoint
CREATE TABLE "contact_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"contact_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"job_order_id" varchar(24),
	"site_code" varchar(16),
	"superior_contact_id" integer
);
--> statement-breakpoint
CREATE TABLE "contact_role_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"priority" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"handle_tickets" boolean DEFAULT false NOT NULL,
	"responds_to_role_id" integer
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"title" text,
	"email" text,
	"phone" text,
	"work_place" text,
	"employee_id" varchar(24),
	"employee_image" text
);
--> statement-breakpoint
CREATE TABLE "document_associations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"job_order_id" varchar(24),
	"site_code" varchar(16)
);
--> statement-breakpoint
CREATE TABLE "document_downloads" (
	"document_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	"count" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "document_downloads_document_id_user_id_pk" PRIMARY KEY("document_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"category" varchar(48) NOT NULL,
	"filename" text NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"storage_key" varchar(80) NOT NULL,
	"outdated" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"event" varchar(48) NOT NULL,
	"actor_user_id" uuid,
	"subject_user_id" uuid,
	"username" varchar(64),
	"ip" "inet",
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "one_time_code_purpose" NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"code_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"state" varchar(64),
	"state_params" jsonb,
	"template" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"from_user_id" uuid
);
--> statement-breakpoint
CREATE TABLE "site_fee_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"start_date" date NOT NULL,
	"fee_cents" bigint NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "site_service_fee_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_service_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"fee_cents" bigint NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "site_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"service_name" text NOT NULL,
	"frequency" "service_frequency" DEFAULT 'daily' NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"fee_split_end_date" date
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "last_service_name" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "fee_formula" "fee_formula";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "week_length" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "holidays_are_working_days" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "month_duration" "month_duration" DEFAULT 'calendar' NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "fee_split_end_date" date;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "impersonator_user_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ati_manager_sites" ADD CONSTRAINT "ati_manager_sites_manager_id_ati_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."ati_managers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ati_manager_sites" ADD CONSTRAINT "ati_manager_sites_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ati_managers" ADD CONSTRAINT "ati_managers_ati_group_id_ati_groups_id_fk" FOREIGN KEY ("ati_group_id") REFERENCES "public"."ati_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_associations" ADD CONSTRAINT "contact_associations_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_associations" ADD CONSTRAINT "contact_associations_role_id_contact_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."contact_roles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_associations" ADD CONSTRAINT "contact_associations_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_associations" ADD CONSTRAINT "contact_associations_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_associations" ADD CONSTRAINT "contact_associations_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_associations" ADD CONSTRAINT "contact_associations_superior_contact_id_contacts_id_fk" FOREIGN KEY ("superior_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_roles" ADD CONSTRAINT "contact_roles_category_id_contact_role_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."contact_role_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_associations" ADD CONSTRAINT "document_associations_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_associations" ADD CONSTRAINT "document_associations_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_associations" ADD CONSTRAINT "document_associations_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_associations" ADD CONSTRAINT "document_associations_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_fee_periods" ADD CONSTRAINT "site_fee_periods_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_service_fee_periods" ADD CONSTRAINT "site_service_fee_periods_site_service_id_site_services_id_fk" FOREIGN KEY ("site_service_id") REFERENCES "public"."site_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_services" ADD CONSTRAINT "site_services_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ati_manager_sites_site_idx" ON "ati_manager_sites" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "ati_managers_group_idx" ON "ati_managers" USING btree ("ati_group_id");--> statement-breakpoint
CREATE INDEX "contact_associations_customer_idx" ON "contact_associations" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "contact_associations_site_idx" ON "contact_associations" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "contact_associations_job_order_idx" ON "contact_associations" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "document_associations_document_idx" ON "document_associations" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_associations_site_idx" ON "document_associations" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "document_associations_customer_idx" ON "document_associations" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_idx" ON "audit_log" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_event_idx" ON "audit_log" USING btree ("subject_user_id","event","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_user_purpose_idx" ON "one_time_codes" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","read","created_at");--> statement-breakpoint
CREATE INDEX "site_fee_periods_site_idx" ON "site_fee_periods" USING btree ("site_code","start_date");--> statement-breakpoint
CREATE INDEX "site_service_fee_periods_service_idx" ON "site_service_fee_periods" USING btree ("site_service_id","start_date");--> statement-breakpoint
CREATE INDEX "site_services_site_idx" ON "site_services" USING btree ("site_code");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;