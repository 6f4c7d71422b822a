CREATE TYPE "public"."room_state" AS ENUM('open', 'closed', 'suspended');--> statement-breakpoint
CREATE TABLE "area_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"coefficient_thousandths" integer,
	CONSTRAINT "area_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "buildings_site_name_key" UNIQUE("site_code","name")
);
--> statement-breakpoint
CREATE TABLE "cleaning_frequencies" (
	"code" varchar(16) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	"coefficient_thousandths" integer,
	CONSTRAINT "cleaning_frequencies_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "floors" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "floors_building_name_key" UNIQUE("building_id","name")
);
--> statement-breakpoint
CREATE TABLE "room_import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"user_id" uuid,
	"impersonator_user_id" uuid,
	"file_name" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"effective_from" date NOT NULL,
	"rows_read" integer NOT NULL,
	"added" integer NOT NULL,
	"changed" integer NOT NULL,
	"closed" integer NOT NULL,
	"rejected" integer NOT NULL,
	"rejected_rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_states" (
	"room_id" integer NOT NULL,
	"effective_from" date NOT NULL,
	"state" "room_state" NOT NULL,
	"name" text NOT NULL,
	"area_centi_sqm" integer NOT NULL,
	"area_category_id" integer NOT NULL,
	"frequency_code" varchar(16) NOT NULL,
	"import_run_id" uuid,
	CONSTRAINT "room_states_room_id_effective_from_pk" PRIMARY KEY("room_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"floor_id" integer NOT NULL,
	"identifier" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_site_identifier_key" UNIQUE("site_code","identifier")
);
--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "floors" ADD CONSTRAINT "floors_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_import_runs" ADD CONSTRAINT "room_import_runs_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_import_runs" ADD CONSTRAINT "room_import_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_import_runs" ADD CONSTRAINT "room_import_runs_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_states" ADD CONSTRAINT "room_states_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_states" ADD CONSTRAINT "room_states_area_category_id_area_categories_id_fk" FOREIGN KEY ("area_category_id") REFERENCES "public"."area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_states" ADD CONSTRAINT "room_states_frequency_code_cleaning_frequencies_code_fk" FOREIGN KEY ("frequency_code") REFERENCES "public"."cleaning_frequencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_states" ADD CONSTRAINT "room_states_import_run_id_room_import_runs_id_fk" FOREIGN KEY ("import_run_id") REFERENCES "public"."room_import_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_floor_id_floors_id_fk" FOREIGN KEY ("floor_id") REFERENCES "public"."floors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_import_runs_site_idx" ON "room_import_runs" USING btree ("site_code","created_at");--> statement-breakpoint
CREATE INDEX "rooms_floor_idx" ON "rooms" USING btree ("floor_id");