-- Change notices for the menu badges kept in memory (the API's badgeCounts cache): the documents and
-- billing badges are read from these tables besides those 0004 already announces (documents,
-- document_associations, sites, job_orders, user_sites, users).
CREATE TRIGGER document_opens_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "document_opens" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER billing_documents_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "billing_documents" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
--> statement-breakpoint
CREATE TRIGGER billing_document_opens_site_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "billing_document_opens" FOR EACH STATEMENT EXECUTE FUNCTION notify_site_data_changed();
