CREATE TABLE "room_import_rows" (
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"identifier" text,
	"name" text,
	"building" text,
	"floor" text,
	"area_centi_sqm" integer,
	"area_category_id" integer,
	"frequency_code" varchar(16),
	"state" "room_state",
	"effective_from" date,
	"cells" jsonb NOT NULL,
	"errors" jsonb,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_import_rows_import_id_row_number_pk" PRIMARY KEY("import_id","row_number")
);
--> statement-breakpoint
CREATE INDEX "room_import_rows_identifier_idx" ON "room_import_rows" USING btree ("import_id","identifier");