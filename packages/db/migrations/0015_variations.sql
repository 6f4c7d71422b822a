CREATE TABLE "economics_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"month" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"description" text NOT NULL,
	"by_customer" boolean DEFAULT false NOT NULL,
	"created_by_user_id" uuid,
	"impersonator_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "economics_variations_amount_check" CHECK ("economics_variations"."amount_cents" <> 0)
);
--> statement-breakpoint
CREATE TABLE "variation_request_rooms" (
	"variation_id" integer NOT NULL,
	"room_id" integer NOT NULL,
	"new_area_centi_sqm" integer,
	"new_area_category_id" integer,
	"new_frequency_code" varchar(16),
	CONSTRAINT "variation_request_rooms_variation_id_room_id_pk" PRIMARY KEY("variation_id","room_id")
);
--> statement-breakpoint
CREATE TABLE "variation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"type" smallint NOT NULL,
	"room_variation_type" smallint,
	"service_variation_type" smallint,
	"site_service_id" integer,
	"date_from" date NOT NULL,
	"date_to" date,
	"new_fee_cents" bigint,
	"notes" text,
	"state" smallint DEFAULT 1 NOT NULL,
	"requested_by_user_id" uuid,
	"impersonator_user_id" uuid,
	"handled_by_user_id" uuid,
	"decision_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "variation_requests_state_check" CHECK ("variation_requests"."state" between 1 and 4),
	CONSTRAINT "variation_requests_kind_check" CHECK (("variation_requests"."type" = 1 and "variation_requests"."room_variation_type" between 1 and 4 and "variation_requests"."service_variation_type" is null)
        or ("variation_requests"."type" = 0 and "variation_requests"."service_variation_type" between 1 and 3 and "variation_requests"."room_variation_type" is null
            and "variation_requests"."site_service_id" is not null)),
	CONSTRAINT "variation_requests_period_check" CHECK ("variation_requests"."date_to" is null or "variation_requests"."date_to" >= "variation_requests"."date_from")
);
--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "patron_saint_day" varchar(5);--> statement-breakpoint
ALTER TABLE "room_states" ADD COLUMN "variation_id" integer;--> statement-breakpoint
ALTER TABLE "economics_variations" ADD CONSTRAINT "economics_variations_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economics_variations" ADD CONSTRAINT "economics_variations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "economics_variations" ADD CONSTRAINT "economics_variations_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_request_rooms" ADD CONSTRAINT "variation_request_rooms_variation_id_variation_requests_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_request_rooms" ADD CONSTRAINT "variation_request_rooms_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_request_rooms" ADD CONSTRAINT "variation_request_rooms_new_area_category_id_area_categories_id_fk" FOREIGN KEY ("new_area_category_id") REFERENCES "public"."area_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_request_rooms" ADD CONSTRAINT "variation_request_rooms_new_frequency_code_cleaning_frequencies_code_fk" FOREIGN KEY ("new_frequency_code") REFERENCES "public"."cleaning_frequencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_requests" ADD CONSTRAINT "variation_requests_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_requests" ADD CONSTRAINT "variation_requests_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_requests" ADD CONSTRAINT "variation_requests_site_service_id_site_services_id_fk" FOREIGN KEY ("site_service_id") REFERENCES "public"."site_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_requests" ADD CONSTRAINT "variation_requests_requested_by_user_id_users_id_fk" FOREIGN KEY ("requested_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_requests" ADD CONSTRAINT "variation_requests_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_requests" ADD CONSTRAINT "variation_requests_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "economics_variations_site_idx" ON "economics_variations" USING btree ("site_code","month");--> statement-breakpoint
CREATE INDEX "variation_request_rooms_room_idx" ON "variation_request_rooms" USING btree ("room_id");--> statement-breakpoint
CREATE INDEX "variation_requests_site_idx" ON "variation_requests" USING btree ("site_code","state");--> statement-breakpoint
CREATE INDEX "variation_requests_customer_idx" ON "variation_requests" USING btree ("customer_code","state","created_at");--> statement-breakpoint
CREATE INDEX "variation_requests_state_idx" ON "variation_requests" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "room_states" ADD CONSTRAINT "room_states_variation_id_variation_requests_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variation_requests"("id") ON DELETE cascade ON UPDATE no action;