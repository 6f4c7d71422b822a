CREATE TYPE "public"."quality_control_request_state" AS ENUM('requested', 'proposed', 'scheduled', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."quality_report_state" AS ENUM('queued', 'running', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "quality_control_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"state" "quality_control_request_state" DEFAULT 'requested' NOT NULL,
	"proposed_dates" date[] NOT NULL,
	"note" text,
	"requested_by_user_id" uuid,
	"impersonator_user_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"scheduled_at" timestamp with time zone,
	"answer" text,
	"answered_by_user_id" uuid,
	"answered_at" timestamp with time zone,
	"cancelled_by_user_id" uuid,
	"cancelled_at" timestamp with time zone,
	"control_id" integer,
	"recheck_of_control_id" integer,
	CONSTRAINT "quality_control_requests_control_id_unique" UNIQUE("control_id"),
	CONSTRAINT "quality_control_requests_scheduled_check" CHECK ("quality_control_requests"."state" not in ('proposed', 'scheduled') or "quality_control_requests"."scheduled_at" is not null),
	CONSTRAINT "quality_control_requests_dates_check" CHECK (cardinality("quality_control_requests"."proposed_dates") between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "quality_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_order_id" varchar(24) NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"month" date NOT NULL,
	"state" "quality_report_state" DEFAULT 'queued' NOT NULL,
	"progress_percent" smallint DEFAULT 0 NOT NULL,
	"storage_key" varchar(80),
	"size_bytes" integer,
	"failure" text,
	"requested_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "quality_reports_job_order_month_key" UNIQUE("job_order_id","month"),
	CONSTRAINT "quality_reports_progress_check" CHECK ("quality_reports"."progress_percent" between 0 and 100),
	CONSTRAINT "quality_reports_ready_check" CHECK (("quality_reports"."state" = 'ready') = ("quality_reports"."storage_key" is not null and "quality_reports"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "quality_controls" ADD COLUMN "completed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD COLUMN "customer_confirmed_by_user_id" uuid;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD COLUMN "customer_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_cancelled_by_user_id_users_id_fk" FOREIGN KEY ("cancelled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_control_id_quality_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."quality_controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_requests" ADD CONSTRAINT "quality_control_requests_recheck_of_control_id_quality_controls_id_fk" FOREIGN KEY ("recheck_of_control_id") REFERENCES "public"."quality_controls"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_reports" ADD CONSTRAINT "quality_reports_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_control_requests_customer_idx" ON "quality_control_requests" USING btree ("customer_code","requested_at");--> statement-breakpoint
CREATE INDEX "quality_control_requests_site_idx" ON "quality_control_requests" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "quality_reports_customer_idx" ON "quality_reports" USING btree ("customer_code","month");--> statement-breakpoint
CREATE INDEX "quality_reports_state_idx" ON "quality_reports" USING btree ("state");--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_completed_by_user_id_users_id_fk" FOREIGN KEY ("completed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_customer_confirmed_by_user_id_users_id_fk" FOREIGN KEY ("customer_confirmed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;