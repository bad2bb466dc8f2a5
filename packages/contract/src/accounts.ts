import { z } from 'zod';
import { ImageSchema, LanguageSchema } from './site';
import { EMAIL_PATTERN, LIMITS } from './limits';
import { foldDigits } from './search-text';

/** Roles, from least to most trusted. */
export const ROLES = ['user', 'moderator', 'admin'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

export const GENDERS = ['male', 'female'] as const;

/** Field rules; messages are message keys, translated by the server for the request's language. */
/** An e-mail address in the specification's format, lower-cased. */
export const EmailSchema = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .min(1, { error: 'validation.emailRequired' })
  .max(254, { error: 'validation.emailInvalid' })
  .regex(EMAIL_PATTERN, { error: 'validation.emailInvalid' })
  // A few letters grow when lower-cased (İ becomes two characters): the stored form must fit too.
  .refine((value) => value.toLowerCase().length <= 254, { error: 'validation.emailInvalid' })
  .transform((value) => value.toLowerCase())
  .describe('E-mail address; compared case-insensitively.');
const email = EmailSchema;

/** A new password: the length rules of every form that sets one. */
export const NewPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .min(LIMITS.passwordMinLength, { error: 'validation.passwordTooShort' })
  .max(LIMITS.passwordMaxLength, { error: 'validation.passwordTooLong' });

/** A password as typed to sign in or confirm (no length rule beyond a sanity cap). */
export const AnyPasswordSchema = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(1024, { error: 'validation.passwordTooLong' });

/** A person's name. */
export const NameSchema = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .min(1, { error: 'validation.nameRequired' })
  .max(100, { error: 'validation.nameTooLong' });

const newPassword = NewPasswordSchema;
const anyPassword = AnyPasswordSchema;
const name = NameSchema;

const phone = z
  .string({ error: 'validation.phoneRequired' })
  .trim()
  .min(1, { error: 'validation.phoneRequired' })
  .regex(/^\+?[0-9 ().-]{7,20}$/, { error: 'validation.phoneInvalid' })
  .describe('Phone number, digits with optional +, spaces, dots, dashes and brackets.');

const gender = z.enum(GENDERS, { error: 'validation.genderRequired' });

/** A 6-digit one-time code. */
export const OneTimeCodeSchema = z
  .string({ error: 'validation.codeInvalid' })
  .trim()
  // An Arabic keyboard types ١٢٣٤٥٦: the same code.
  .overwrite(foldDigits)
  .regex(/^\d{6}$/, { error: 'validation.codeInvalid' })
  .describe('The 6-digit code sent by e-mail.');

const code = OneTimeCodeSchema;

export const SessionTypeSchema = z
  .enum(['cookie', 'bearer'])
  .default('cookie')
  .describe(
    '`cookie` (web: an HttpOnly cookie, no token in the body) or `bearer` (apps: a token in the body).',
  );

/**
 * The confirmation must equal the password. It runs even when other fields have errors (zod skips
 * object refinements by default then), so a form shows every problem at once.
 */
const passwordsMatch: [
  (value: { password: string; password_confirmation: string }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (value) => value.password === value.password_confirmation,
  {
    path: ['password_confirmation'],
    message: 'validation.passwordMismatch',
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return typeof value?.password === 'string' && typeof value.password_confirmation === 'string';
    },
  },
];

export const RegisterBodySchema = z
  .strictObject({
    name,
    email,
    phone,
    password: newPassword,
    password_confirmation: z.string({ error: 'validation.passwordMismatch' }),
    gender,
    accept_terms: z.literal(true, { error: 'validation.acceptTerms' }),
    sessionType: SessionTypeSchema,
  })
  .refine(...passwordsMatch);
export type RegisterBody = z.input<typeof RegisterBodySchema>;

export const LoginBodySchema = z.strictObject({
  email,
  password: anyPassword,
  sessionType: SessionTypeSchema,
});
export type LoginBody = z.input<typeof LoginBodySchema>;

export const ForgotPasswordBodySchema = z.strictObject({ email });
export const ResetPasswordBodySchema = z
  .strictObject({
    email,
    code,
    password: newPassword,
    password_confirmation: z.string({ error: 'validation.passwordMismatch' }),
  })
  .refine(...passwordsMatch);

export const UpdateProfileBodySchema = z.strictObject({
  name,
  phone,
  gender,
  eventReminders: z
    .boolean({ error: 'validation.choiceInvalid' })
    .optional()
    .describe('An e-mail the day before each event saved; left as it is when absent.'),
});
export type UpdateProfileBody = z.input<typeof UpdateProfileBodySchema>;

export const ChangePasswordBodySchema = z
  .strictObject({
    current_password: anyPassword,
    password: newPassword,
    password_confirmation: z.string({ error: 'validation.passwordMismatch' }),
  })
  .refine(...passwordsMatch);

export const ChangeEmailBodySchema = z.strictObject({ email, password: anyPassword });
export const ConfirmEmailBodySchema = z.strictObject({ code });
/** The token from the link e-mailed to verify an address (see `email/verify`). */
export const VerifyEmailBodySchema = z.strictObject({
  token: z
    .string({ error: 'validation.verifyLinkInvalid' })
    .max(200, { error: 'validation.verifyLinkInvalid' }),
});
export const DeleteAccountBodySchema = z.strictObject({ password: anyPassword });

export const UserSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    gender: z.enum(GENDERS).nullable(),
    role: RoleSchema,
    language: LanguageSchema,
    photo: ImageSchema.nullable(),
    pendingEmail: z
      .string()
      .nullable()
      .describe('A new address waiting for its e-mailed code (an e-mail change under way, for 10 minutes).'),
    emailVerified: z
      .boolean()
      .describe('Whether the owner opened the link e-mailed to the address (their reports count for more).'),
    eventReminders: z
      .boolean()
      .describe('Whether they asked for an e-mail the day before each event they saved.'),
    createdAt: z.string(),
  })
  .describe('The signed-in user');
export type User = z.infer<typeof UserSchema>;

/**
 * `auth/me`: the signed-in user, with their deployment-wide role beside their role on this site,
 * so the console knows a deployment admin (decision 027) without another call.
 */
export const MeSchema = UserSchema.extend({
  deploymentRole: RoleSchema.describe(
    'Their role on every site of the deployment (`admin`: a deployment admin, who runs the sites); `role` is the one on this site.',
  ),
}).describe('The signed-in user, with their deployment-wide role');
export type Me = z.infer<typeof MeSchema>;

export const AuthResultSchema = z.object({
  user: UserSchema,
  token: z
    .string()
    .optional()
    .describe('Bearer token, only for `sessionType: bearer`. Send it as `Authorization: Bearer <token>`.'),
});
export type AuthResult = z.infer<typeof AuthResultSchema>;

export const MessageResultSchema = z.object({
  message: z.string().describe("Confirmation in the request's language."),
});
export type MessageResult = z.infer<typeof MessageResultSchema>;
