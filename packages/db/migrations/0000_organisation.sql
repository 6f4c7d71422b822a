CREATE TYPE "public"."user_kind" AS ENUM('customer', 'staff');--> statement-breakpoint
CREATE TABLE "ati_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_number" varchar(16) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_orders" (
	"id" varchar(24) PRIMARY KEY NOT NULL,
	"description" text NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"ati_group_id" integer,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"original_date_to" date NOT NULL,
	"operating_segment" text,
	"marked_as_started" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"job_order_id" varchar(24) NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"cap" varchar(5) NOT NULL,
	"province" varchar(2) NOT NULL,
	"phone" text,
	"notes" text,
	"image" text,
	"start_hour" varchar(5),
	"end_hour" varchar(5),
	"is_on_duty" boolean DEFAULT false NOT NULL,
	"last_service_day" date,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"published" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" "inet",
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "user_sites" (
	"user_id" uuid NOT NULL,
	"site_code" varchar(16) NOT NULL,
	CONSTRAINT "user_sites_user_id_site_code_pk" PRIMARY KEY("user_id","site_code")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(64) NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"kind" "user_kind" NOT NULL,
	"customer_code" varchar(16),
	"ati_group_id" integer,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"email_confirmed" boolean DEFAULT false NOT NULL,
	"system_emails_consent" boolean DEFAULT false NOT NULL,
	"promotional_news_emails_consent" boolean DEFAULT false NOT NULL,
	"customer_sub_roles" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"back_office_permissions" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"limited_to_sites" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_orders" ADD CONSTRAINT "job_orders_ati_group_id_ati_groups_id_fk" FOREIGN KEY ("ati_group_id") REFERENCES "public"."ati_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sites" ADD CONSTRAINT "sites_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sites" ADD CONSTRAINT "user_sites_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_ati_group_id_ati_groups_id_fk" FOREIGN KEY ("ati_group_id") REFERENCES "public"."ati_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_orders_customer_idx" ON "job_orders" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "job_orders_ati_idx" ON "job_orders" USING btree ("ati_group_id");--> statement-breakpoint
CREATE INDEX "sites_job_order_idx" ON "sites" USING btree ("job_order_id");--> statement-breakpoint
CREATE INDEX "sites_published_idx" ON "sites" USING btree ("published");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_sites_site_idx" ON "user_sites" USING btree ("site_code");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "users_customer_idx" ON "users" USING btree ("customer_code");