CREATE TABLE "kiosk_alert_settings" (
	"site_code" varchar(16) PRIMARY KEY NOT NULL,
	"threshold_percent" smallint NOT NULL,
	"window_minutes" smallint NOT NULL,
	"minimum_votes" smallint NOT NULL,
	"updated_by_user_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_alert_settings_threshold_check" CHECK ("kiosk_alert_settings"."threshold_percent" between 1 and 100),
	CONSTRAINT "kiosk_alert_settings_window_check" CHECK ("kiosk_alert_settings"."window_minutes" between 5 and 1440),
	CONSTRAINT "kiosk_alert_settings_minimum_check" CHECK ("kiosk_alert_settings"."minimum_votes" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "kiosk_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"window_end" timestamp with time zone NOT NULL,
	"votes" integer NOT NULL,
	"bad_votes" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_alerts_site_window_key" UNIQUE("site_code","window_start")
);
--> statement-breakpoint
CREATE TABLE "kiosk_votes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kiosk_id" integer NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"customer_code" varchar(16) NOT NULL,
	"vote" smallint NOT NULL,
	"voted_at" timestamp with time zone NOT NULL,
	"device_vote_id" varchar(64) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kiosk_votes_kiosk_device_vote_key" UNIQUE("kiosk_id","device_vote_id"),
	CONSTRAINT "kiosk_votes_vote_check" CHECK ("kiosk_votes"."vote" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "kiosks" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_code" varchar(16) NOT NULL,
	"room_id" integer,
	"name" text NOT NULL,
	"key_hash" varchar(64) NOT NULL,
	"key_prefix" varchar(16) NOT NULL,
	"key_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	CONSTRAINT "kiosks_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "kiosk_alert_settings" ADD CONSTRAINT "kiosk_alert_settings_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alert_settings" ADD CONSTRAINT "kiosk_alert_settings_updated_by_user_id_users_id_fk" FOREIGN KEY ("updated_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_alerts" ADD CONSTRAINT "kiosk_alerts_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_votes" ADD CONSTRAINT "kiosk_votes_kiosk_id_kiosks_id_fk" FOREIGN KEY ("kiosk_id") REFERENCES "public"."kiosks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_votes" ADD CONSTRAINT "kiosk_votes_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_votes" ADD CONSTRAINT "kiosk_votes_customer_code_customers_code_fk" FOREIGN KEY ("customer_code") REFERENCES "public"."customers"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_site_code_sites_code_fk" FOREIGN KEY ("site_code") REFERENCES "public"."sites"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosks" ADD CONSTRAINT "kiosks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kiosk_votes_site_voted_idx" ON "kiosk_votes" USING btree ("site_code","voted_at","vote");--> statement-breakpoint
CREATE INDEX "kiosk_votes_kiosk_voted_idx" ON "kiosk_votes" USING btree ("kiosk_id","voted_at");--> statement-breakpoint
CREATE INDEX "kiosk_votes_customer_voted_idx" ON "kiosk_votes" USING btree ("customer_code","voted_at");--> statement-breakpoint
CREATE INDEX "kiosks_site_idx" ON "kiosks" USING btree ("site_code");