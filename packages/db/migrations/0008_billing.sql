CREATE TYPE "public"."billing_document_kind" AS ENUM('invoice', 'credit_note');--> statement-breakpoint
CREATE TABLE "billing_document_opens" (
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "billing_document_opens_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "billing_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "billing_document_kind" NOT NULL,
	"number" varchar(40) NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"job_order_id" varchar(24) NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"paid_on" date,
	"pdf_filename" text NOT NULL,
	"pdf_storage_key" varchar(80) NOT NULL,
	"xml_filename" text,
	"xml_storage_key" varchar(80),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid
);
--> statement-breakpoint
ALTER TABLE "billing_document_opens" ADD CONSTRAINT "billing_document_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_document_opens" ADD CONSTRAINT "billing_document_opens_document_id_billing_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."billing_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_documents" ADD CONSTRAINT "billing_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_documents_number_idx" ON "billing_documents" USING btree ("kind","number",(extract(year from "issue_date")));--> statement-breakpoint
CREATE INDEX "billing_documents_customer_idx" ON "billing_documents" USING btree ("customer_code","issue_date");--> statement-breakpoint
CREATE INDEX "billing_documents_job_order_idx" ON "billing_documents" USING btree ("job_order_id","issue_date");