import { dataEnvelope, ErrorBodySchema, MAX_RECORD_ID, RoleSchema, UserSchema } from '@jaliya/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { requirePolicy } from '../../plugins/authentication';
import type { Services } from '../../services';
import { policies } from '../accounts/accounts.policy';

const UserIdParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_RECORD_ID).describe('User id'),
});
const ChangeRoleBodySchema = z.strictObject({ role: RoleSchema });
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema };

/**
 * Administration of users: `PATCH /api/admin/users/{id}/role`. Only admins (policy
 * `canAdminister`); an admin cannot change their own role, so the last admin cannot lock everyone out.
 */
export const usersAdminRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.patch(
    '/api/admin/users/:id/role',
    {
      schema: {
        tags: ['Administration'],
        summary: "Change a user's role (admins only)",
        params: UserIdParamsSchema,
        body: ChangeRoleBodySchema,
        response: { 200: dataEnvelope(UserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const admin = await requirePolicy(request, policies.canAdminister);
      if (admin.id === request.params.id) throw new AppError('FORBIDDEN');
      const target = await services.users.findActiveById(request.params.id);
      if (!target) throw new AppError('NOT_FOUND');
      const updated = await services.users.update(target.id, { role: request.body.role });
      request.log.info(
        { adminId: admin.id, userId: target.id, from: target.role, to: updated.role },
        'role changed',
      );
      return reply.send({ data: await services.accounts.toUser(updated, 'en') });
    },
  );
};
