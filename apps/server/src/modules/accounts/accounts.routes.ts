import {
  accountEndpoints as endpoints,
  dataEnvelope,
  ErrorBodySchema,
  SiteParamsSchema,
  UserSchema,
} from '@jaliya/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { publicEndpoint, userEndpoint, type RouteServices } from '../../plugins/endpoint-route';
import { AppError } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../media/uploads';
import { readSinglePhoto } from '../media/multipart-photo';
import { replayIfRetried } from '../../plugins/idempotency';
import { clientAddress } from '../../lib/client-address';
import { translatorFor } from '../../lib/i18n';
import {
  clearSessionCookie,
  currentDeploymentRole,
  requireUser,
  sessionToken,
  setSessionCookie,
} from '../../plugins/authentication';
import type { RequestContext, SessionKind, SignedIn } from './accounts.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};

/**
 * Account addresses under `/api/{site}/{lang}/{cityId}/`, registered from the contract's
 * `accountEndpoints`: register, login, logout, password reset by e-mailed code, and the signed-in
 * user's profile, password, e-mail and deletion; the profile photo's multipart upload is written
 * here, like the other uploads, since it reads its own body.
 */
export const accountsRoutes: FastifyPluginAsync<{ services: RouteServices<'accounts'> }> = async (
  app,
  { services },
) => {
  const { accounts } = services;

  // Personal data: never stored by browsers or shared caches.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  const context = (request: FastifyRequest): RequestContext => ({
    scope: request.scope,
    address: clientAddress(request),
  });
  const message = (
    request: FastifyRequest,
    key: Parameters<ReturnType<typeof translatorFor>>[0],
    values?: Record<string, string>,
  ) => ({ message: translatorFor(request.scope.language)(key, values) });
  const signedIn = async (
    reply: FastifyReply,
    { user, token }: SignedIn,
    kind: SessionKind,
    request: FastifyRequest,
  ) => {
    if (kind === 'cookie') setSessionCookie(reply, token);
    return {
      user: await accounts.toUser(user, request.scope.language),
      ...(kind === 'bearer' ? { token } : {}),
    };
  };

  publicEndpoint(app, services, endpoints.register, async ({ body, request, reply }) => {
    const { sessionType, ...input } = body;
    const result = await accounts.register(input, sessionType, context(request));
    return signedIn(reply, result, sessionType, request);
  });
  publicEndpoint(app, services, endpoints.login, async ({ body, request, reply }) => {
    const { sessionType, ...input } = body;
    const result = await accounts.login(input, sessionType, context(request));
    return signedIn(reply, result, sessionType, request);
  });
  publicEndpoint(app, services, endpoints.logout, async ({ request, reply }) => {
    const token = sessionToken(request);
    if (token) await accounts.logout(token);
    clearSessionCookie(reply);
    return message(request, 'account.loggedOut');
  });
  publicEndpoint(app, services, endpoints.forgotPassword, async ({ body, request }) => {
    await accounts.requestPasswordReset(body.email, context(request));
    return message(request, 'account.resetCodeSent');
  });
  publicEndpoint(app, services, endpoints.resetPassword, async ({ body, request }) => {
    await accounts.resetPassword(body, context(request));
    return message(request, 'account.passwordChanged');
  });
  // The deployment-wide role comes with the session's lookup: the console asks nothing more.
  userEndpoint(app, services, endpoints.me, async ({ user, scope, request }) => ({
    ...(await accounts.toUser(user, scope.language)),
    deploymentRole: (await currentDeploymentRole(request)) ?? 'user',
  }));
  userEndpoint(app, services, endpoints.updateProfile, async ({ user, scope, body }) =>
    accounts.toUser(await accounts.updateProfile(user, body), scope.language),
  );
  userEndpoint(app, services, endpoints.changePassword, async ({ user, body, request }) => {
    const { token } = await requireUser(request);
    await accounts.changePassword(user, token, body, context(request));
    return message(request, 'account.passwordChanged');
  });
  userEndpoint(app, services, endpoints.changeEmail, async ({ user, body, request }) => {
    await accounts.requestEmailChange(user, body, context(request));
    return message(request, 'account.emailCodeSent', { email: body.email });
  });
  userEndpoint(app, services, endpoints.confirmEmail, async ({ user, scope, body, request }) =>
    accounts.toUser(await accounts.confirmEmailChange(user, body.code, context(request)), scope.language),
  );
  publicEndpoint(app, services, endpoints.verifyEmail, async ({ body, request }) => {
    await accounts.verifyEmail(body.token, context(request));
    return message(request, 'account.emailVerified');
  });
  userEndpoint(app, services, endpoints.sendVerificationLink, async ({ user, request }) => {
    await accounts.sendVerificationLink(user, context(request));
    return message(request, 'account.verifyLinkSent', { email: user.email });
  });

  // Photos arrive as multipart/form-data: one part, the file `photo`, at most 5 MB. The parser
  // counts one part more than allowed so that a second part is seen and refused, not ignored.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 1, parts: 2 } });

  app.post(
    '/api/:site/:lang/:cityId/profile/photo',
    {
      config: { idempotency: 'handler' },
      schema: {
        tags: endpoints.me.tags,
        summary:
          'Upload a profile photo (multipart, one file part named `photo`; JPEG, PNG, WebP or AVIF; at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: SiteParamsSchema,
        response: {
          200: dataEnvelope(UserSchema),
          413: ErrorBodySchema,
          503: ErrorBodySchema,
          507: ErrorBodySchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      const { user } = await requireUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const content = await readSinglePhoto(request);
      if (await replayIfRetried(request, reply, content)) return reply;
      const updated = await accounts.setPhoto(user, content);
      return reply.send({ data: await accounts.toUser(updated, scope.language) });
    },
  );

  userEndpoint(app, services, endpoints.removePhoto, async ({ user, scope }) =>
    accounts.toUser(await accounts.removePhoto(user), scope.language),
  );
  userEndpoint(app, services, endpoints.deleteAccount, async ({ user, body, request, reply }) => {
    await accounts.deleteAccount(user, body.password);
    clearSessionCookie(reply);
    return message(request, 'account.deleted');
  });
};
