CREATE TYPE "public"."news_audience" AS ENUM('ALL', 'CUSTOMERS', 'JOB_ORDERS');--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" "news_audience" NOT NULL,
	"publish_from" timestamp with time zone NOT NULL,
	"publish_to" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news_customers" (
	"news_id" integer NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	CONSTRAINT "news_customers_news_id_customer_code_pk" PRIMARY KEY("news_id","customer_code")
);
--> statement-breakpoint
CREATE TABLE "news_job_orders" (
	"news_id" integer NOT NULL,
	"job_order_id" varchar(24) NOT NULL,
	CONSTRAINT "news_job_orders_news_id_job_order_id_pk" PRIMARY KEY("news_id","job_order_id")
);
--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_customers" ADD CONSTRAINT "news_customers_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_customers" ADD CONSTRAINT "news_customers_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_job_orders" ADD CONSTRAINT "news_job_orders_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_job_orders" ADD CONSTRAINT "news_job_orders_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_window_idx" ON "news" USING btree ("publish_from","publish_to");--> statement-breakpoint
CREATE INDEX "news_customers_customer_idx" ON "news_customers" USING btree ("customer_code");--> statement-breakpoint
CREATE INDEX "news_job_orders_job_order_idx" ON "news_job_orders" USING btree ("job_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_associations_unique_idx" ON "contact_associations" USING btree ("contact_id","role_id","customer_code",coalesce("job_order_id", ''),coalesce("site_code", ''));--> statement-breakpoint
CREATE UNIQUE INDEX "contacts_employee_id_idx" ON "contacts" USING btree ("employee_id");