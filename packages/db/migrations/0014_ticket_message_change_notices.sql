-- Change notices for the tickets and communications badges kept in memory (the API's badgeCounts
-- cache): they are read from these tables besides those 0004 already announces (sites, job_orders,
-- user_sites, users), so a change made outside a request of this instance (a job, another instance)
-- drops them too.
CREATE TRIGGER tickets_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tickets" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER ticket_seen_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "ticket_seen" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER message_threads_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_threads" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER message_posts_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_posts" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER message_reads_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_reads" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
