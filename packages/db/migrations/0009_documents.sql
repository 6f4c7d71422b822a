CREATE TABLE "document_expiry_notices" (
	"document_id" uuid NOT NULL,
	"valid_until" date NOT NULL,
	"user_id" uuid NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_expiry_notices_document_id_valid_until_user_id_pk" PRIMARY KEY("document_id","valid_until","user_id")
);
--> statement-breakpoint
CREATE TABLE "document_opens" (
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_opens_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
CREATE TABLE "job_order_required_categories" (
	"job_order_id" varchar(24) NOT NULL,
	"category" varchar(48) NOT NULL,
	CONSTRAINT "job_order_required_categories_job_order_id_category_pk" PRIMARY KEY("job_order_id","category")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "series_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "document_expiry_notices" ADD CONSTRAINT "document_expiry_notices_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_expiry_notices" ADD CONSTRAINT "document_expiry_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_opens" ADD CONSTRAINT "document_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_opens" ADD CONSTRAINT "document_opens_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_order_required_categories" ADD CONSTRAINT "job_order_required_categories_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_series_version_idx" ON "documents" USING btree ("series_id","version");--> statement-breakpoint
CREATE INDEX "documents_latest_created_idx" ON "documents" USING btree ("created_at","id") WHERE not "documents"."outdated";--> statement-breakpoint
CREATE INDEX "documents_latest_title_idx" ON "documents" USING btree ("title","id") WHERE not "documents"."outdated";--> statement-breakpoint
CREATE INDEX "documents_latest_valid_until_idx" ON "documents" USING btree ("valid_until") WHERE not "documents"."outdated";--> statement-breakpoint
ALTER TABLE "document_associations" ADD CONSTRAINT "document_associations_recipient_unique" UNIQUE NULLS NOT DISTINCT("document_id","customer_code","job_order_id","site_code");--> statement-breakpoint
-- What a user downloaded before versions existed counts as opened (the documents badge).
INSERT INTO "document_opens" ("user_id", "document_id", "opened_at") SELECT "user_id", "document_id", "first_at" FROM "document_downloads" ON CONFLICT DO NOTHING;