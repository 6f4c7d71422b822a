/** Email preferences by link. Public file of the area; identity builds it with its one-time codes. */
export { createEmailPreferencesRepository } from './email-preferences.repository.ts';
export { registerEmailPreferencesRoutes } from './email-preferences.routes.ts';
export { createEmailPreferencesService } from './email-preferences.service.ts';
