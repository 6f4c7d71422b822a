CREATE TYPE "public"."quality_control_kind" AS ENUM('routine', 'joint');--> statement-breakpoint
CREATE TYPE "public"."quality_control_state" AS ENUM('in_progress', 'completed');--> statement-breakpoint
CREATE TABLE "quality_control_items" (
	"control_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"element_code" varchar(24) NOT NULL,
	"vote" smallint NOT NULL,
	"note" text,
	"recorded_by_user_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_control_items_control_id_room_id_element_code_pk" PRIMARY KEY("control_id","room_id","element_code"),
	CONSTRAINT "quality_control_items_vote_check" CHECK ("quality_control_items"."vote" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "quality_control_rooms" (
	"control_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"area_category_id" integer NOT NULL,
	CONSTRAINT "quality_control_rooms_control_id_room_id_pk" PRIMARY KEY("control_id","room_id"),
	CONSTRAINT "quality_control_rooms_position_key" UNIQUE("control_id","position")
);
--> statement-breakpoint
CREATE TABLE "quality_controls" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"rule_id" integer NOT NULL,
	"kind" "quality_control_kind" DEFAULT 'routine' NOT NULL,
	"control_date" date NOT NULL,
	"seed" integer NOT NULL,
	"lot_size" integer NOT NULL,
	"sample_size" integer NOT NULL,
	"state" "quality_control_state" DEFAULT 'in_progress' NOT NULL,
	"score_thousandths" smallint,
	"compliant" boolean,
	"notes" text,
	"created_by_user_id" uuid,
	"impersonator_user_id" uuid,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_controls_seed_check" CHECK ("quality_controls"."seed" >= 0),
	CONSTRAINT "quality_controls_completed_check" CHECK (("quality_controls"."state" = 'completed') = ("quality_controls"."completed_at" is not null and "quality_controls"."score_thousandths" is not null
        and "quality_controls"."compliant" is not null))
);
--> statement-breakpoint
CREATE TABLE "quality_elements" (
	"code" varchar(24) PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "quality_elements_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "quality_rule_levels" (
	"rule_id" integer NOT NULL,
	"area_category_id" integer NOT NULL,
	"lqa_thousandths" smallint NOT NULL,
	CONSTRAINT "quality_rule_levels_rule_id_area_category_id_pk" PRIMARY KEY("rule_id","area_category_id"),
	CONSTRAINT "quality_rule_levels_lqa_check" CHECK ("quality_rule_levels"."lqa_thousandths" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "quality_rule_weights" (
	"rule_id" integer NOT NULL,
	"element_code" varchar(24) NOT NULL,
	"weight" smallint NOT NULL,
	CONSTRAINT "quality_rule_weights_rule_id_element_code_pk" PRIMARY KEY("rule_id","element_code"),
	CONSTRAINT "quality_rule_weights_weight_check" CHECK ("quality_rule_weights"."weight" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "quality_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_order_id" varchar(24) NOT NULL,
	"valid_from" date NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quality_rules_job_order_valid_from_key" UNIQUE("job_order_id","valid_from")
);
--> statement-breakpoint
ALTER TABLE "quality_control_items" ADD CONSTRAINT "quality_control_items_element_code_quality_elements_code_fk" FOREIGN KEY ("element_code") REFERENCES "public"."quality_elements"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_items" ADD CONSTRAINT "quality_control_items_recorded_by_user_id_users_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_items" ADD CONSTRAINT "quality_control_items_room_fk" FOREIGN KEY ("control_id","room_id") REFERENCES "public"."quality_control_rooms"("control_id","room_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_rooms" ADD CONSTRAINT "quality_control_rooms_control_id_quality_controls_id_fk" FOREIGN KEY ("control_id") REFERENCES "public"."quality_controls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_rooms" ADD CONSTRAINT "quality_control_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_control_rooms" ADD CONSTRAINT "quality_control_rooms_area_category_id_area_categories_id_fk" FOREIGN KEY ("area_category_id") REFERENCES "public"."area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_rule_id_quality_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."quality_rules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_controls" ADD CONSTRAINT "quality_controls_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rule_levels" ADD CONSTRAINT "quality_rule_levels_rule_id_quality_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."quality_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rule_levels" ADD CONSTRAINT "quality_rule_levels_area_category_id_area_categories_id_fk" FOREIGN KEY ("area_category_id") REFERENCES "public"."area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rule_weights" ADD CONSTRAINT "quality_rule_weights_rule_id_quality_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."quality_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rule_weights" ADD CONSTRAINT "quality_rule_weights_element_code_quality_elements_code_fk" FOREIGN KEY ("element_code") REFERENCES "public"."quality_elements"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rules" ADD CONSTRAINT "quality_rules_job_order_id_job_orders_id_fk" FOREIGN KEY ("job_order_id") REFERENCES "public"."job_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quality_rules" ADD CONSTRAINT "quality_rules_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quality_controls_site_idx" ON "quality_controls" USING btree ("site_code","control_date");--> statement-breakpoint
CREATE INDEX "quality_controls_customer_idx" ON "quality_controls" USING btree ("customer_code","control_date");