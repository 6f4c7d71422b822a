import type { FastifyInstance } from 'fastify';
import {
  customerSiteAutocompleteAllContract,
  customerSiteAutocompleteContract,
  customerSitesWithDatesContract,
  notPublishedSitesOfCustomerContract,
  operatingSegmentsContract,
  publishedSitesOfCustomerContract,
  siteAutocompleteAllContract,
  siteAutocompleteByCustomerContract,
  siteAutocompleteByJobTaskContract,
  siteCustomersContract,
  siteListContract,
  siteListFilteredAssociationsContract,
  sitesWithDatesContract,
} from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import { requireAuth } from '../../plugins/require-auth.ts';
import type { SitePickersService } from './site-pickers.service.ts';

/** Site pickers for customers and staff, and the back office's site lists. */
export function registerSitePickerRoutes(app: FastifyInstance, pickers: SitePickersService) {
  registerRoute(app, customerSiteAutocompleteContract, ({ request, params, query }) =>
    pickers.customerAutocomplete(requireAuth(request), params.jobtaskid, query.search),
  );
  registerRoute(app, customerSiteAutocompleteAllContract, ({ request, query }) =>
    pickers.customerAutocompleteAll(requireAuth(request), query.search),
  );
  registerRoute(app, customerSitesWithDatesContract, ({ request, params }) =>
    pickers.customerSitesWithDates(requireAuth(request), params.jobtaskid),
  );
  registerRoute(app, siteAutocompleteAllContract, ({ query }) => pickers.autocompleteAll(query.search));
  registerRoute(app, siteAutocompleteByJobTaskContract, ({ params, query }) =>
    pickers.autocompleteByJobTask(params.jobtaskid, query.search),
  );
  registerRoute(app, siteAutocompleteByCustomerContract, ({ params, query }) =>
    pickers.autocompleteByCustomer(params.customercode, query.search),
  );
  registerRoute(app, sitesWithDatesContract, ({ params }) => pickers.sitesWithDates(params.jobtaskid));
  registerRoute(app, siteCustomersContract, ({ query }) => pickers.listCustomers(query.search, query.limit));
  registerRoute(app, operatingSegmentsContract, ({ query }) =>
    pickers.operatingSegments(query.search, query.includeUnpublished ?? false),
  );
  registerRoute(app, siteListContract, ({ query }) => pickers.listSites(query));
  registerRoute(app, siteListFilteredAssociationsContract, ({ query }) =>
    pickers.listSitesForAssociations(query),
  );
  registerRoute(app, publishedSitesOfCustomerContract, ({ params, query }) =>
    pickers.listCustomerSites(params.customercode, true, query),
  );
  registerRoute(app, notPublishedSitesOfCustomerContract, ({ params, query }) =>
    pickers.listCustomerSites(params.customercode, false, query),
  );
}
