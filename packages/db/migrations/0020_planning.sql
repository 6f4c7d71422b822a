CREATE TYPE "public"."closed_day_rule" AS ENUM('move', 'skip');--> statement-breakpoint
CREATE TYPE "public"."occurrence_outcome" AS ENUM('done', 'missed');--> statement-breakpoint
CREATE TYPE "public"."service_type" AS ENUM('cleaning', 'glass', 'floors', 'disinfection', 'deepCleaning', 'maintenance', 'other');--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"token_prefix" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_read_at" timestamp with time zone,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "service_occurrence_records" (
	"site_service_id" integer NOT NULL,
	"rule_date" date NOT NULL,
	"outcome" "occurrence_outcome" NOT NULL,
	"note" text,
	"recorded_by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_occurrence_records_site_service_id_rule_date_pk" PRIMARY KEY("site_service_id","rule_date")
);
--> statement-breakpoint
CREATE TABLE "service_schedule_changes" (
	"site_service_id" integer NOT NULL,
	"rule_date" date NOT NULL,
	"moved_to" date,
	"reason" text,
	"changed_by_user_id" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_schedule_changes_site_service_id_rule_date_pk" PRIMARY KEY("site_service_id","rule_date")
);
--> statement-breakpoint
CREATE TABLE "service_schedule_rooms" (
	"site_service_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	CONSTRAINT "service_schedule_rooms_site_service_id_room_id_pk" PRIMARY KEY("site_service_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "service_schedules" (
	"site_service_id" integer PRIMARY KEY NOT NULL,
	"service_type" "service_type" NOT NULL,
	"rule" text NOT NULL,
	"on_closed_day" "closed_day_rule" DEFAULT 'move' NOT NULL,
	"coverage" text,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_closures" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"reason" text,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_closures_order" CHECK ("site_closures"."ends_on" >= "site_closures"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_occurrence_records" ADD CONSTRAINT "service_occurrence_records_site_service_id_service_schedules_site_service_id_fk" FOREIGN KEY ("site_service_id") REFERENCES "public"."service_schedules"("site_service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_occurrence_records" ADD CONSTRAINT "service_occurrence_records_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedule_changes" ADD CONSTRAINT "service_schedule_changes_site_service_id_service_schedules_site_service_id_fk" FOREIGN KEY ("site_service_id") REFERENCES "public"."service_schedules"("site_service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedule_changes" ADD CONSTRAINT "service_schedule_changes_changed_by_user_id_users_id_fk" FOREIGN KEY ("changed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedule_rooms" ADD CONSTRAINT "service_schedule_rooms_site_service_id_service_schedules_site_service_id_fk" FOREIGN KEY ("site_service_id") REFERENCES "public"."service_schedules"("site_service_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedule_rooms" ADD CONSTRAINT "service_schedule_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_site_service_id_site_services_id_fk" FOREIGN KEY ("site_service_id") REFERENCES "public"."site_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_schedules" ADD CONSTRAINT "service_schedules_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_closures" ADD CONSTRAINT "site_closures_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_closures" ADD CONSTRAINT "site_closures_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_closures_site_idx" ON "site_closures" USING btree ("site_code","starts_on");