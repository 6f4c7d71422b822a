/**
 * Sessions and sign-in. Public file of the area; identity builds it, since sign-in needs the account
 * emails, one-time codes and two-factor of users.
 */
export { createLoginService, type LoginService } from './login.service.ts';
export { createSessionRepository } from './session.repository.ts';
export { clientOf, registerSessionRoutes } from './session.routes.ts';
export { createSessionService, type SessionService } from './session.service.ts';
