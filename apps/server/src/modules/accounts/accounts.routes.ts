import {
  AuthResultSchema,
  ChangeEmailBodySchema,
  ChangePasswordBodySchema,
  ConfirmEmailBodySchema,
  dataEnvelope,
  DeleteAccountBodySchema,
  ErrorBodySchema,
  ForgotPasswordBodySchema,
  LoginBodySchema,
  MessageResultSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  SiteParamsSchema,
  UpdateProfileBodySchema,
  UserSchema,
  VerifyEmailBodySchema,
} from '@jaliya/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors';
import { MAX_UPLOAD_BYTES } from '../media/uploads';
import { readSinglePhoto } from '../media/multipart-photo';
import { replayIfRetried } from '../../plugins/idempotency';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientAddress } from '../../lib/client-address';
import { translatorFor } from '../../lib/i18n';
import {
  clearSessionCookie,
  requireUser,
  sessionToken,
  setSessionCookie,
} from '../../plugins/authentication';
import type { Services } from '../../services';
import type { RequestContext, SessionKind, SignedIn } from './accounts.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  429: ErrorBodySchema,
};
const tags = ['Accounts'];

/**
 * Account addresses under `/api/{site}/{lang}/{cityId}/`: register, login, logout, password reset
 * by e-mailed code, and the signed-in user's profile, password, e-mail and deletion.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { accounts } = services;

  // Personal data: never stored by browsers or shared caches.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  const context = async (request: FastifyRequest): Promise<RequestContext> => ({
    scope: request.scope,
    address: clientAddress(request),
  });
  const message = (
    request: FastifyRequest,
    key: Parameters<ReturnType<typeof translatorFor>>[0],
    values?: Record<string, string>,
  ) => ({
    data: {
      message: translatorFor(request.scope.language)(key, values),
    },
  });
  const signedIn = async (
    reply: FastifyReply,
    { user, token }: SignedIn,
    kind: SessionKind,
    scope: RequestContext['scope'],
  ) => {
    if (kind === 'cookie') setSessionCookie(reply, token);
    return {
      data: { user: await accounts.toUser(user, scope.language), ...(kind === 'bearer' ? { token } : {}) },
    };
  };

  app.post(
    '/api/:site/:lang/:cityId/auth/register',
    {
      config: { idempotency: 'body' },
      schema: {
        tags,
        summary: 'Create an account and sign in',
        params: SiteParamsSchema,
        body: RegisterBodySchema,
        response: { 201: dataEnvelope(AuthResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const requestContext = await context(request);
      const { sessionType, ...body } = request.body;
      const result = await accounts.register(body, sessionType, requestContext);
      return reply.status(201).send(await signedIn(reply, result, sessionType, requestContext.scope));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        params: SiteParamsSchema,
        body: LoginBodySchema,
        response: { 200: dataEnvelope(AuthResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const requestContext = await context(request);
      const { sessionType, ...body } = request.body;
      const result = await accounts.login(body, sessionType, requestContext);
      return reply.send(await signedIn(reply, result, sessionType, requestContext.scope));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/logout',
    {
      schema: {
        tags,
        summary: 'End the current session',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await context(request);
      const token = sessionToken(request);
      if (token) await accounts.logout(token);
      clearSessionCookie(reply);
      return reply.send(message(request, 'account.loggedOut'));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/password/forgot',
    {
      schema: {
        tags,
        summary: 'E-mail a 6-digit password reset code (same answer for unknown addresses)',
        params: SiteParamsSchema,
        body: ForgotPasswordBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.requestPasswordReset(request.body.email, await context(request));
      return reply.send(message(request, 'account.resetCodeSent'));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/password/reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the e-mailed code; ends every session',
        params: SiteParamsSchema,
        body: ResetPasswordBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.resetPassword(request.body, await context(request));
      return reply.send(message(request, 'account.passwordChanged'));
    },
  );

  app.get(
    '/api/:site/:lang/:cityId/auth/me',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(UserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = await context(request);
      const { user } = await requireUser(request);
      return reply.send({ data: await accounts.toUser(user, scope.language) });
    },
  );

  app.patch(
    '/api/:site/:lang/:cityId/profile',
    {
      schema: {
        tags,
        summary: 'Change name, phone and gender',
        params: SiteParamsSchema,
        body: UpdateProfileBodySchema,
        response: { 200: dataEnvelope(UserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = await context(request);
      const { user } = await requireUser(request);
      const updated = await accounts.updateProfile(user, request.body);
      return reply.send({ data: await accounts.toUser(updated, scope.language) });
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/profile/password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        params: SiteParamsSchema,
        body: ChangePasswordBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const requestContext = await context(request);
      const { user, token } = await requireUser(request);
      await accounts.changePassword(user, token, request.body, requestContext);
      return reply.send(message(request, 'account.passwordChanged'));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/profile/email',
    {
      schema: {
        tags,
        summary: 'Start an e-mail change: a code to the new address, a notice to the old',
        params: SiteParamsSchema,
        body: ChangeEmailBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const requestContext = await context(request);
      const { user } = await requireUser(request);
      await accounts.requestEmailChange(user, request.body, requestContext);
      return reply.send(message(request, 'account.emailCodeSent', { email: request.body.email }));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/profile/email/confirm',
    {
      schema: {
        tags,
        summary: 'Confirm the new e-mail address with its code',
        params: SiteParamsSchema,
        body: ConfirmEmailBodySchema,
        response: { 200: dataEnvelope(UserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const requestContext = await context(request);
      const { user } = await requireUser(request);
      const updated = await accounts.confirmEmailChange(user, request.body.code, requestContext);
      return reply.send({ data: await accounts.toUser(updated, requestContext.scope.language) });
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/email/verify',
    {
      schema: {
        tags,
        summary: 'Verify an e-mail address with the token of the e-mailed link (no sign-in needed)',
        params: SiteParamsSchema,
        body: VerifyEmailBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await accounts.verifyEmail(request.body.token, await context(request));
      return reply.send(message(request, 'account.emailVerified'));
    },
  );

  app.post(
    '/api/:site/:lang/:cityId/profile/email/verify',
    {
      schema: {
        tags,
        summary: 'E-mail the signed-in user a new link that verifies their address',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const requestContext = await context(request);
      const { user } = await requireUser(request);
      await accounts.sendVerificationLink(user, requestContext);
      return reply.send(message(request, 'account.verifyLinkSent', { email: user.email }));
    },
  );

  // Photos arrive as multipart/form-data: one part, the file `photo`, at most 5 MB. The parser
  // counts one part more than allowed so that a second part is seen and refused, not ignored.
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 2, fields: 1, parts: 2 } });

  app.post(
    '/api/:site/:lang/:cityId/profile/photo',
    {
      config: { idempotency: 'handler' },
      schema: {
        tags,
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
      const { scope } = await context(request);
      const { user } = await requireUser(request);
      if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
      const content = await readSinglePhoto(request);
      if (await replayIfRetried(request, reply, content)) return reply;
      const updated = await accounts.setPhoto(user, content);
      return reply.send({ data: await accounts.toUser(updated, scope.language) });
    },
  );

  app.delete(
    '/api/:site/:lang/:cityId/profile/photo',
    {
      schema: {
        tags,
        summary: 'Remove the profile photo',
        params: SiteParamsSchema,
        response: { 200: dataEnvelope(UserSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { scope } = await context(request);
      const { user } = await requireUser(request);
      const updated = await accounts.removePhoto(user);
      return reply.send({ data: await accounts.toUser(updated, scope.language) });
    },
  );

  app.delete(
    '/api/:site/:lang/:cityId/profile',
    {
      schema: {
        tags,
        summary: 'Delete the account after re-entering the password',
        params: SiteParamsSchema,
        body: DeleteAccountBodySchema,
        response: { 200: dataEnvelope(MessageResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      await context(request);
      const { user } = await requireUser(request);
      await accounts.deleteAccount(user, request.body.password);
      clearSessionCookie(reply);
      return reply.send(message(request, 'account.deleted'));
    },
  );
};
