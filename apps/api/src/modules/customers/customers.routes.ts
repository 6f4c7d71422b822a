import type { FastifyInstance } from 'fastify';
import {
  atiGroupOptionsContract,
  customerDetailContract,
  customerListContract,
  customerSitesContract,
  customersToStartContract,
  deactivateCustomerContract,
  jobOrderDetailContract,
  jobOrderListContract,
  newCustomerContract,
  newJobOrderContract,
  reactivateCustomerContract,
  updateCustomerContract,
  updateJobOrderContract,
} from '@portale/shared';
import { registerRoute } from '../../plugins/route.ts';
import type { CustomersService } from './customers.service.ts';

/** Staff's customers and job orders. */
export function registerCustomersRoutes(app: FastifyInstance, service: CustomersService) {
  registerRoute(app, customerListContract, ({ query }) => service.listCustomers(query));
  registerRoute(app, customersToStartContract, () => service.customersToStart());
  registerRoute(app, customerDetailContract, ({ params }) => service.customer(params.customerCode));
  registerRoute(app, customerSitesContract, ({ params, query }) =>
    service.customerSites(params.customerCode, query),
  );
  // A customer's row is read by the sessions (whether it is active) and the site details (its name).
  registerRoute(app, newCustomerContract, ({ body }) => service.createCustomer(body), {
    invalidates: ['customers'],
  });
  registerRoute(
    app,
    updateCustomerContract,
    ({ params, body }) => service.updateCustomer(params.customerCode, body),
    {
      invalidates: ['customers'],
    },
  );
  registerRoute(
    app,
    deactivateCustomerContract,
    ({ params }) => service.setActive(params.customerCode, false),
    {
      invalidates: ['customers'],
    },
  );
  registerRoute(
    app,
    reactivateCustomerContract,
    ({ params }) => service.setActive(params.customerCode, true),
    {
      invalidates: ['customers'],
    },
  );

  registerRoute(app, jobOrderListContract, ({ query }) => service.listJobOrders(query));
  registerRoute(app, atiGroupOptionsContract, () => service.atiGroupOptions());
  registerRoute(app, jobOrderDetailContract, ({ params }) => service.jobOrder(params.jobOrderId));
  // Job orders' dates drive the site lists' filters (extended) and details: the site reads are dropped.
  registerRoute(app, newJobOrderContract, ({ body }) => service.createJobOrder(body), {
    invalidates: ['job_orders'],
  });
  registerRoute(
    app,
    updateJobOrderContract,
    ({ params, body }) => service.updateJobOrder(params.jobOrderId, body),
    {
      invalidates: ['job_orders'],
    },
  );
}
