import {
  AnyPasswordSchema,
  EmailSchema,
  NameSchema,
  NewPasswordSchema,
  OneTimeCodeSchema,
  UpdateProfileBodySchema,
} from '@jaliya/contract';
import { z } from 'zod';
import { clientAddress } from '../../../lib/client-address';
import { AppError } from '../../../lib/errors';
import { requireUser } from '../../../plugins/authentication';
import { validationFailure } from '../../../plugins/error-handler';
import type { UserRow } from '../../accounts/users.repository';
import type { Services } from '../../../services';
import { MAX_UPLOAD_BYTES } from '../../media/uploads';
import type { SiteScope } from '../../sites/site-scope';
import { legacyEndpoint, type LegacyInput, legacyOptional } from '../legacy-endpoint';
import { legacyAvatarUrl } from '../legacy-icons';
import { legacyImageUrl } from '../legacy-images';

/** The old client's user: `name`, `email`, `phone_number`, `gender`, `birth_date`, `photo` as a URL. */
export const LegacyUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  gender: z.enum(['male', 'female']).nullable(),
  birth_date: z.string().nullable().describe('Always null: Jaliya does not ask for a birth date.'),
  photo: z.string().describe('Profile photo URL, or an empty string.'),
});

const SignedInSchema = z.object({
  token: z.string().describe('Bearer token: send it as `Authorization: Bearer <token>`.'),
  user: LegacyUserSchema,
});

async function legacyUser(services: Services, row: UserRow, scope: SiteScope) {
  const user = await services.accounts.toUser(row, scope.language);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone_number: user.phone,
    gender: user.gender,
    birth_date: null,
    // Without a photo, a plain avatar: the old profile page draws an empty one as a broken image.
    photo: user.photo
      ? legacyImageUrl(services.config.publicUrl, user.photo, 'icon')
      : legacyAvatarUrl(services.config.publicUrl),
  };
}

function context({ scope, request }: Pick<LegacyInput<unknown, unknown>, 'scope' | 'request'>) {
  return { scope, address: clientAddress(request) };
}

/**
 * The old profile form's fields (`UserProfile.js` of the state portal; the apps may send first and
 * last names, or `phone`): each is checked by Jaliya's own rule when sent, and one left out or
 * empty keeps what is stored. `birth_date` is dropped: Jaliya keeps no birth dates.
 */
const { name, phone, gender } = UpdateProfileBodySchema.shape;
const ProfileFieldsSchema = z.object({
  name: legacyOptional(name),
  first_name: legacyOptional(z.string().trim()),
  last_name: legacyOptional(z.string().trim()),
  email: legacyOptional(EmailSchema),
  phone_number: legacyOptional(phone),
  phone: legacyOptional(phone),
  gender: legacyOptional(
    z.preprocess((value) => (typeof value === 'string' ? value.toLowerCase() : value), gender),
  ),
});

/** The name the old form sent: `name`, or first and last names joined (checked as a name), or none. */
function nameOf(fields: z.output<typeof ProfileFieldsSchema>): string | undefined {
  if (fields.name !== undefined) return fields.name;
  const joined = [fields.first_name, fields.last_name].filter(Boolean).join(' ');
  if (!joined) return undefined;
  const parsed = z.object({ name }).safeParse({ name: joined });
  if (!parsed.success) throw validationFailure(parsed.error);
  return parsed.data.name;
}

const passwordsMatch = (value: { password: string; password_confirmation?: string | undefined }) =>
  value.password_confirmation === undefined || value.password === value.password_confirmation;

/** Sign-up, sign-in, the reset by e-mailed code and the profile, as the old client calls them. */
export const authEndpoints = [
  legacyEndpoint({
    method: 'POST',
    path: 'login',
    summary: 'Sign in; the answer carries a bearer token',
    oldClient: '§3.8 login (Login.js)',
    access: 'public',
    fields: z.object({ email: EmailSchema, password: AnyPasswordSchema }),
    data: SignedInSchema,
    // The old client tells "not registered" (200 with errors) from "wrong password" (4xx).
    refusalStatus: (error) =>
      error.fields?.email?.key === 'validation.emailNotRegistered' ? 200 : undefined,
    handler: async (input) => {
      const { user, token } = await input.services.accounts.login(input.fields, 'bearer', context(input));
      return { token, user: await legacyUser(input.services, user, input.scope) };
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'register',
    summary: 'Create an account and sign in; the answer carries a bearer token',
    oldClient: '§3.8 register (Regester.js)',
    access: 'public',
    fields: z
      .object({
        name: NameSchema,
        email: EmailSchema,
        password: NewPasswordSchema,
        password_confirmation: z.string().optional(),
      })
      .refine(passwordsMatch, { path: ['password_confirmation'], message: 'validation.passwordMismatch' }),
    data: SignedInSchema,
    handler: async (input) => {
      const { name, email, password } = input.fields;
      // The old form asks no phone or gender; the member adds them on Jaliya's profile page.
      const { user, token } = await input.services.accounts.register(
        { name, email, password, phone: '', gender: null },
        'bearer',
        context(input),
      );
      return { token, user: await legacyUser(input.services, user, input.scope) };
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'check-email',
    summary: 'Whether an address may register (refused with errors.email when it is taken)',
    oldClient: '§3.8 check-email (Email.js)',
    access: 'public',
    fields: z.object({ email: EmailSchema }),
    data: z.object({ email: z.string() }),
    handler: async (input) => {
      if (!(await input.services.accounts.isEmailAvailable(input.fields.email, context(input))))
        throw new AppError('VALIDATION_FAILED', {}, { email: { key: 'validation.emailTaken' } });
      return { email: input.fields.email };
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'send-email',
    summary: 'E-mail a password reset code (the same answer for an unknown address)',
    oldClient: '§3.8 send-email (ForgetPassword.js)',
    access: 'public',
    fields: z.object({ email: EmailSchema }),
    data: z.null(),
    message: 'account.resetCodeSent',
    handler: async (input) => {
      await input.services.accounts.requestPasswordReset(input.fields.email, context(input));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'check-code',
    summary: 'Check the reset code; a right one lets this device set a new password with forgot-password',
    oldClient: '§3.8 check-code (ForgetOtp.js)',
    access: 'public',
    fields: z.object({ email: EmailSchema, code: OneTimeCodeSchema }),
    data: z.null(),
    handler: async (input) => {
      await input.services.accounts.checkPasswordResetCode(input.fields, context(input));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'forgot-password',
    summary: 'Set a new password after check-code accepted the code, from the same address',
    oldClient: '§3.8 forgot-password (EnterNewPassword.js)',
    access: 'public',
    fields: z.object({ email: EmailSchema, password: NewPasswordSchema }),
    data: z.null(),
    message: 'account.passwordChanged',
    handler: async (input) => {
      await input.services.accounts.resetPasswordWithGrant(input.fields, context(input));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'profile',
    summary: 'The signed-in user',
    oldClient: '§3.8 profile (UserProfilePage.js)',
    access: 'user',
    data: LegacyUserSchema,
    handler: async ({ services, user, scope }) => legacyUser(services, user as UserRow, scope),
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'profile',
    summary: 'Change name, phone, gender or photo; what is left out stays as it is',
    oldClient: '§3.8 POST profile (state portal UserProfile.js)',
    access: 'user',
    fields: ProfileFieldsSchema,
    uploads: { photo: MAX_UPLOAD_BYTES },
    data: LegacyUserSchema,
    message: 'account.profileSaved',
    handler: async (input) => {
      const { services, fields, uploads, scope } = input;
      let user = input.user as UserRow;
      // A new address needs the code Jaliya sends to it, which the old form cannot carry.
      if (fields.email !== undefined && fields.email !== user.email)
        throw new AppError('VALIDATION_FAILED', {}, { email: { key: 'validation.emailChangeOnSite' } });
      // A photo sent as a file replaces the current one; the old form sends the current URL as text otherwise.
      if (uploads.photo) user = await services.accounts.setPhoto(user, uploads.photo);
      const updated = await services.accounts.updateProfile(user, {
        name: nameOf(fields) ?? user.name,
        phone: fields.phone_number ?? fields.phone ?? user.phone,
        gender: fields.gender ?? user.gender,
      });
      return legacyUser(services, updated, scope);
    },
  }),
  legacyEndpoint({
    method: 'DELETE',
    path: 'profile/delete-user',
    summary:
      'Delete the account, from an app that signed in within the last 10 minutes (the old apps send no password)',
    oldClient: '§3.8 DELETE profile/delete-user (DeleteAccount.js)',
    access: 'user',
    data: z.null(),
    message: 'account.deleted',
    handler: async (input) => {
      const { user, token } = await requireUser(input.request);
      await input.services.accounts.deleteAccountAfterRecentSignIn(user, token, context(input));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'GET',
    path: 'verification-code',
    summary: 'E-mail a sign-up code to an address nobody has registered (the same answer for one that is)',
    oldClient: '§3.8 GET verification-code?email= (OTP.js, the resend button)',
    access: 'public',
    fields: z.object({ email: EmailSchema }),
    data: z.null(),
    message: 'account.signUpCodeSent',
    handler: async (input) => {
      await input.services.accounts.sendSignUpCode(input.fields.email, context(input));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'verification-code',
    summary: 'Check the sign-up code e-mailed to an address before its account is made',
    oldClient: '§3.8 POST verification-code (OTP.js)',
    access: 'public',
    fields: z.object({ email: EmailSchema, code: OneTimeCodeSchema }),
    data: z.null(),
    message: 'account.emailVerified',
    handler: async (input) => {
      await input.services.accounts.checkSignUpCode(input.fields, context(input));
      return null;
    },
  }),
  legacyEndpoint({
    method: 'POST',
    path: 'profile/change-password',
    summary: 'Change the password with the current one; other sessions end',
    oldClient: '§3.8 profile/change-password (ChangePassword.js)',
    access: 'user',
    fields: z.object({ password: AnyPasswordSchema, new_password: NewPasswordSchema }),
    errorFields: { current_password: 'password', password: 'new_password' },
    data: z.null(),
    message: 'account.passwordChanged',
    handler: async (input) => {
      const { user, token } = await requireUser(input.request);
      const { password, new_password } = input.fields;
      await input.services.accounts.changePassword(
        user,
        token,
        { current_password: password, password: new_password },
        context(input),
      );
      return null;
    },
  }),
];
