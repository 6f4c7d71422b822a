import type { FastifyRequest } from 'fastify';

const secretPathSegments =
  /(\/(?:first-access|reset-password|renew-password|email-preferences|planning\/calendar)\/)[^/?#]+/gi;
const secretQueryParameters = /([?&](?:secret|token|code|securitycode)=)[^&#]*/gi;

/**
 * A request URL without the one-time codes it may carry (in the path of first access, reset, renew and
 * email preferences, the token of a calendar feed, or as ?secret=, ?token=, ?code=), so that no log line
 * holds a usable code.
 */
export const redactUrl = (url: string): string =>
  url.replace(secretPathSegments, '$1[redacted]').replace(secretQueryParameters, '$1[redacted]');

/** Fastify's request log serializer, with the URL redacted. */
export const requestLogSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
};
