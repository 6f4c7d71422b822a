CREATE TYPE "public"."ticket_event_kind" AS ENUM('created', 'message', 'state');--> statement-breakpoint
CREATE TYPE "public"."ticket_state" AS ENUM('NEW', 'IN_CHARGE', 'MANAGED', 'ANSWER_CONSULTED', 'CLOSED', 'REOPENED');--> statement-breakpoint
CREATE TYPE "public"."ticket_type" AS ENUM('COMPLAINT', 'INTERVENTION_REQUEST', 'MAINTENANCE', 'OFFER_REQUEST', 'REPORT');--> statement-breakpoint
CREATE TYPE "public"."ticket_urgency" AS ENUM('VERY_LOW', 'LOW', 'MEDIUM', 'HIGH', 'VERY_HIGH');--> statement-breakpoint
CREATE TYPE "public"."transmission_side" AS ENUM('customer', 'provider', 'system');--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid,
	"storage_key" varchar(80) NOT NULL,
	"filename" text NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"body" text NOT NULL,
	"side" "transmission_side" NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_reads" (
	"post_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_reads_user_id_post_id_pk" PRIMARY KEY("user_id","post_id")
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"job_order_id" varchar(24),
	"site_code" varchar(16),
	"broadcast_id" uuid,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_post_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"ticket_id" uuid,
	"event_id" bigint,
	"storage_key" varchar(80) NOT NULL,
	"filename" text NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_code_counters" (
	"year" smallint PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" uuid NOT NULL,
	"kind" "ticket_event_kind" NOT NULL,
	"from_state" "ticket_state",
	"to_state" "ticket_state",
	"body" text,
	"side" "transmission_side" NOT NULL,
	"author_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_seen" (
	"ticket_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ticket_seen_user_id_ticket_id_pk" PRIMARY KEY("user_id","ticket_id")
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" varchar(20) NOT NULL,
	"type" "ticket_type" NOT NULL,
	"urgency" "ticket_urgency" NOT NULL,
	"state" "ticket_state" DEFAULT 'NEW' NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"room" text,
	"author_user_id" uuid,
	"assigned_contact_role_id" integer,
	"assigned_contact_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_actor_user_id" uuid,
	"answered_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"closed_automatically" boolean DEFAULT false NOT NULL,
	"vote" smallint,
	"vote_comment" text,
	"reopen_reason" text
);
--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_post_id_message_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."message_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_posts" ADD CONSTRAINT "message_posts_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_posts" ADD CONSTRAINT "message_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_post_id_message_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."message_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reads" ADD CONSTRAINT "message_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_event_id_ticket_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."ticket_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_attachments" ADD CONSTRAINT "ticket_attachments_uploaded_by_user_id_users_id_fk" FOREIGN KEY ("uploaded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seen" ADD CONSTRAINT "ticket_seen_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seen" ADD CONSTRAINT "ticket_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_contact_role_id_contact_roles_id_fk" FOREIGN KEY ("assigned_contact_role_id") REFERENCES "public"."contact_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assigned_contact_id_contacts_id_fk" FOREIGN KEY ("assigned_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_last_actor_user_id_users_id_fk" FOREIGN KEY ("last_actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_post_idx" ON "message_attachments" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "message_attachments_draft_idx" ON "message_attachments" USING btree ("uploaded_by_user_id","post_id");--> statement-breakpoint
CREATE INDEX "message_posts_thread_idx" ON "message_posts" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "message_reads_post_idx" ON "message_reads" USING btree ("post_id");--> statement-breakpoint
CREATE INDEX "message_threads_customer_idx" ON "message_threads" USING btree ("customer_code","last_post_at");--> statement-breakpoint
CREATE INDEX "message_threads_last_post_idx" ON "message_threads" USING btree ("last_post_at");--> statement-breakpoint
CREATE INDEX "ticket_attachments_ticket_idx" ON "ticket_attachments" USING btree ("ticket_id","event_id");--> statement-breakpoint
CREATE INDEX "ticket_attachments_draft_idx" ON "ticket_attachments" USING btree ("uploaded_by_user_id","ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_events_ticket_idx" ON "ticket_events" USING btree ("ticket_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_code_idx" ON "tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "tickets_customer_updated_idx" ON "tickets" USING btree ("customer_code","updated_at");--> statement-breakpoint
CREATE INDEX "tickets_site_idx" ON "tickets" USING btree ("site_code");--> statement-breakpoint
CREATE INDEX "tickets_author_idx" ON "tickets" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "tickets_state_due_idx" ON "tickets" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "tickets_updated_idx" ON "tickets" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "document_associations_job_order_idx" ON "document_associations" USING btree ("job_order_id","site_code");