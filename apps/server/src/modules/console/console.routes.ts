import { consoleEndpoints as endpoints } from '@jaliya/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staffEndpoint } from '../../lib/endpoint-route';
import type { Services } from '../../services';

/**
 * The console's API (`/api/{site}/{lang}/{cityId}/admin/...`): moderators review posts and
 * reports; admins also manage users and read the audit log. Anyone else gets a 404.
 */
export const consoleRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { moderation, usersConsole, auditLog } = services;

  staffEndpoint(app, services, endpoints.reviewQueue, ({ scope, user, query }) =>
    moderation.queue(scope, user, query),
  );
  staffEndpoint(app, services, endpoints.reviewItem, ({ scope, user, params }) =>
    moderation.item(scope, user, params.id),
  );
  staffEndpoint(app, services, endpoints.decide, ({ scope, user, params, body }) =>
    moderation.decide(scope, user, params.id, body),
  );
  staffEndpoint(app, services, endpoints.decideMany, ({ scope, user, body }) =>
    moderation.decideMany(scope, user, body),
  );
  staffEndpoint(app, services, endpoints.rejectionReasons, ({ scope }) =>
    moderation.rejectionReasons(scope.language),
  );
  staffEndpoint(app, services, endpoints.reports, ({ scope, user, query }) =>
    moderation.reports(scope, user, query),
  );
  staffEndpoint(app, services, endpoints.actOnReports, ({ scope, user, params, body }) =>
    moderation.actOnReports(scope, user, params.id, body),
  );

  staffEndpoint(app, services, endpoints.users, ({ query }) => usersConsole.list(query));
  staffEndpoint(app, services, endpoints.user, ({ params }) => usersConsole.detail(params.id));
  staffEndpoint(app, services, endpoints.suspendUser, ({ user, params, body }) =>
    usersConsole.suspend(user, params.id, body.reason),
  );
  staffEndpoint(app, services, endpoints.restoreUser, ({ user, params }) =>
    usersConsole.restore(user, params.id),
  );
  staffEndpoint(app, services, endpoints.changeRole, ({ user, params, body }) =>
    usersConsole.changeRole(user, params.id, body.role),
  );
  staffEndpoint(app, services, endpoints.sendPasswordReset, ({ user, scope, params }) =>
    usersConsole.sendPasswordReset(user, scope, params.id),
  );
  staffEndpoint(app, services, endpoints.auditLog, ({ query }) => auditLog.list(query));
};
