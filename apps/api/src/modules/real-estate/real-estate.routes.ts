import type { FastifyInstance } from 'fastify';
import type { SharedDeps } from '../app-module.ts';
import type { Tenancy } from '../tenancy/index.ts';

/** The registry's reads (owned by the reads work; see docs/ARCHITECTURE.md, Real-estate registry). */
export function registerRealEstateRoutes(_api: FastifyInstance, _deps: SharedDeps & { tenancy: Tenancy }): void {}
