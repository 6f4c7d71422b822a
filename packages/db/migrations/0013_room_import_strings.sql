CREATE TABLE "room_import_strings" (
	"import_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"staged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_import_strings_import_id_position_pk" PRIMARY KEY("import_id","position")
);
