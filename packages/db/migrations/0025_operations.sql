CREATE TABLE "idempotent_replies" (
	"caller" text NOT NULL,
	"route" text NOT NULL,
	"key" varchar(255) NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotent_replies_caller_route_key_pk" PRIMARY KEY("caller","route","key")
);
--> statement-breakpoint
CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone,
	"ran_by" text
);
--> statement-breakpoint
CREATE INDEX "idempotent_replies_created_idx" ON "idempotent_replies" USING btree ("created_at");