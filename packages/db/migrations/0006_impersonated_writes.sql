ALTER TABLE "message_posts" ADD COLUMN "impersonator_user_id" uuid;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD COLUMN "impersonator_user_id" uuid;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "impersonator_user_id" uuid;--> statement-breakpoint
ALTER TABLE "message_posts" ADD CONSTRAINT "message_posts_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_events" ADD CONSTRAINT "ticket_events_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;