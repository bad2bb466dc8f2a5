import type {
  Language,
  LoginBody,
  MessageKey,
  RegisterBody,
  UpdateProfileBody,
  User,
} from '@jaliya/contract';
import { addressInLanguage } from '@jaliya/contract/page-paths';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { CodePurpose } from '../../db/schema';
import { AppError } from '../../lib/errors';
import type { RateLimiter } from '../../lib/rate-limiter';
import { toImage } from '../media/image-view';
import type { MediaRepository } from '../media/media.repository';
import type { MediaStorage } from '../media/media.storage';
import { deleteOwnedImage, storeUploadedImage } from '../media/uploads';
import { composeMail } from '../mail/mail-templates';
import type { Mailer } from '../mail/mailer';
import type { SiteScope } from '../sites/site-scope';
import type { SiteUrlOf } from '../sites/site-directory';
import { CODE_LIFETIME_MS, type CodesRepository } from './codes.repository';
import {
  hashPassword,
  isCommonPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from './passwords';
import { codeHashOf, newOneTimeCode, newSessionToken, sessionIdOf } from './session-tokens';
import type { SessionsRepository } from './sessions.repository';
import { roleOnSite, type SiteRolesRepository } from './site-roles.repository';
import type { UserRow, UsersRepository } from './users.repository';

/** Abuse limits; documented in docs/decisions/007-accounts-sessions-and-limits.md. */
export const ACCOUNT_LIMITS = {
  loginPerAddress: { max: 25, windowSeconds: 300 },
  registerPerAddress: { max: 10, windowSeconds: 3600 },
  codeRequestsPerAddress: { max: 10, windowSeconds: 3600 },
  codeRequestsPerAccount: { max: 3, windowSeconds: 900 },
  codeChecksPerAddress: { max: 30, windowSeconds: 900 },
  passwordChecksPerAccount: { max: 10, windowSeconds: 900 },
  emailChecksPerAddress: { max: 30, windowSeconds: 3600 },
} as const;

/**
 * Wrong passwords slow the guesser down rather than lock the owner out (decision 007). From one
 * address, the fifth failure on an account in 15 minutes starts a wait that doubles with each
 * further failure (1 s, 2 s, 4 s ... up to 15 minutes); the owner at another address is not
 * affected. Across all addresses, from the twentieth failure in 15 minutes every attempt on the
 * account waits 30 s after the last failure: a spread-out attack is slowed to two guesses a
 * minute, and the owner waits at most 30 s, never longer.
 */
export const LOGIN_BACKOFF = {
  windowSeconds: 900,
  freeFailuresPerAddress: 4,
  maxWaitSeconds: 900,
  freeFailuresPerAccount: 19,
  accountWaitSeconds: 30,
} as const;

/** Every rate-limit kind that counts an account's e-mail address or id (cleared on reset and erasure). */
const ACCOUNT_LIMIT_KINDS = [
  'login-failed',
  'listing-photo',
  'listing-post',
  'login-wait',
  'login-failed-account',
  'login-wait-account',
  'code-request-email',
  'code-request-user',
  'password-check',
  'contact-email',
  'subscribe-email',
  'sign-up-code-failed',
  'delete-notice',
] as const;

export type SessionKind = 'cookie' | 'bearer';

/** A signed-in user with the token of the session just made. */
export interface SignedIn {
  user: UserRow;
  token: string;
}

/** Who is asking: the scope of the address and the client's address for abuse limits. */
export interface RequestContext {
  scope: SiteScope;
  address: string;
}

function fieldError(field: string, key: MessageKey): AppError {
  return new AppError('VALIDATION_FAILED', {}, { [field]: { key } });
}

/** How long the link that verifies an e-mail address works. */
export const VERIFY_LINK_DAYS = 7;

/**
 * How recently an app must have signed in to delete its account without typing the password
 * again: the old apps' delete button sends none (decision 023). Like the re-authentication of big
 * sites, a session that signed in within these minutes stands in for the password. The messages
 * that explain it (`validation.signInAgainToDelete`, `email.deleteSignInAgainBody`) say 10 minutes.
 */
export const RECENT_SIGN_IN_MS = 10 * 60_000;

/** Wrong sign-up codes an address may send in one code's lifetime before it must wait. */
const SIGN_UP_CODE_TRIES = { max: 5, windowSeconds: (2 * CODE_LIFETIME_MS) / 1000 } as const;

/**
 * The token of the link that verifies an address: the user, an expiry and a MAC over both and the
 * address itself, so changing the address voids every link sent to the old one. Nothing is stored.
 */
function verificationMac(secret: string, userId: number, expiresAt: number, email: string): string {
  return createHmac('sha256', secret)
    .update(`email-verify:${userId}:${expiresAt}:${email}`)
    .digest('base64url');
}

function sameCode(storedHash: string, candidateHash: string): boolean {
  const stored = Buffer.from(storedHash, 'hex');
  const candidate = Buffer.from(candidateHash, 'hex');
  return stored.length === candidate.length && timingSafeEqual(stored, candidate);
}

/** Registration, login, one-time codes, profile changes and account deletion. */
export class AccountsService {
  private readonly erasers: ((user: UserRow) => Promise<void>)[] = [];

  constructor(
    private readonly users: UsersRepository,
    private readonly sessions: SessionsRepository,
    private readonly codes: CodesRepository,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly media: MediaRepository,
    private readonly storage: MediaStorage,
    /** Where each site is (its own address, for its mails' links) and the key that signs e-mailed links. */
    private readonly links: { publicUrlOf: SiteUrlOf; secret: string },
    private readonly siteRoles: SiteRolesRepository,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  /** The API's view of a user. */
  async toUser(row: UserRow, language: Language): Promise<User> {
    const [photo, emailChange] = await Promise.all([
      row.photo_image_id
        ? this.media.findByIds([row.photo_image_id]).then((found) => found.get(row.photo_image_id ?? 0))
        : undefined,
      this.codes.findLive(row.id, 'email_change'),
    ]);
    return {
      id: row.id,
      name: row.name,
      email: row.email,
      phone: row.phone,
      gender: row.gender,
      role: row.role,
      language: row.language,
      photo: photo ? toImage(photo, language) : null,
      pendingEmail: emailChange?.target_email ?? null,
      emailVerified: row.email_verified_at !== null,
      eventReminders: row.event_reminders === 1,
      createdAt: row.created_at,
    };
  }

  async register(
    body: Pick<RegisterBody, 'name' | 'password'> & {
      email: string;
      /** Empty, and no gender, only for a sign-up from the old client, whose form asks neither. */
      phone: string;
      gender: RegisterBody['gender'] | null;
    },
    kind: SessionKind,
    { scope, address }: RequestContext,
  ): Promise<SignedIn> {
    await this.limiter.hit(['register-address', address], ACCOUNT_LIMITS.registerPerAddress);
    if (isCommonPassword(body.password)) throw fieldError('password', 'validation.passwordTooCommon');
    if (await this.users.isEmailTaken(body.email)) throw fieldError('email', 'validation.emailTaken');
    const now = new Date().toISOString();
    let user: UserRow;
    try {
      user = await this.users.insert({
        email: body.email,
        name: body.name,
        phone: body.phone,
        gender: body.gender,
        password_hash: await hashPassword(body.password),
        role: 'user',
        language: scope.language,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (await this.users.isEmailTaken(body.email)) throw fieldError('email', 'validation.emailTaken');
      throw error;
    }
    await this.mail(user, scope, 'email.welcomeSubject', 'email.welcomeBody', {
      url: await this.verificationLink(user, scope),
    });
    return { user, token: await this.startSession(user, kind) };
  }

  /** The user with their role on a site: the higher of the deployment-wide one and the site's. */
  async onSite(user: UserRow, siteId: number): Promise<UserRow> {
    return { ...user, role: roleOnSite(user.role, await this.siteRoles.find(user.id, siteId)) };
  }

  async login(
    body: LoginBody & { email: string },
    kind: SessionKind,
    { scope, address }: RequestContext,
  ): Promise<SignedIn> {
    await this.limiter.hit(['login-address', address], ACCOUNT_LIMITS.loginPerAddress);
    await this.limiter.checkBlock(['login-wait', body.email, address]);
    await this.limiter.checkBlock(['login-wait-account', body.email]);
    const user = await this.users.findActiveByEmail(body.email);
    if (!user) {
      await verifyDummyPassword(body.password);
      throw fieldError('email', 'validation.emailNotRegistered');
    }
    if (!(await verifyPassword(user.password_hash, body.password))) {
      await this.countLoginFailure(body.email, address);
      throw fieldError('password', 'validation.wrongPassword');
    }
    // Only someone who knows the password learns that the account is suspended.
    if (user.suspended_at !== null) throw new AppError('ACCOUNT_SUSPENDED');
    await this.limiter.clear(['login-failed', body.email, address]);
    await this.limiter.clear(['login-wait', body.email, address]);
    await this.limiter.clear(['login-failed-account', body.email]);
    await this.limiter.clear(['login-wait-account', body.email]);
    const changes = {
      ...(needsRehash(user.password_hash) ? { password_hash: await hashPassword(body.password) } : {}),
      ...(user.language !== scope.language ? { language: scope.language } : {}),
    };
    const updated = Object.keys(changes).length > 0 ? await this.users.update(user.id, changes) : user;
    // The session is made for the site signed in on: its role there, so it is not renewed at once.
    const current = await this.onSite(updated, scope.site.id);
    return { user: current, token: await this.startSession(current, kind) };
  }

  async logout(token: string): Promise<void> {
    await this.sessions.delete(sessionIdOf(token));
  }

  /**
   * The user of a session token, if the session is live, with their role on the site given (the
   * request's: roles are per site, issue 36). A web session made before the user's role changed is
   * renewed (SECURITY.md item 9): it gets a new token, which the caller must send
   * as the new cookie, and the old one stops working, so a session id someone planted in a browser
   * before a promotion is worth nothing after it. An app's bearer token cannot be planted that way
   * (only the login answer carries it), and an app cannot be handed a new one, so it is kept.
   */
  async findSessionUser(
    token: string,
    siteId?: number,
  ): Promise<{ user: UserRow; deploymentRole: UserRow['role']; renewedToken?: string } | undefined> {
    const found = await this.sessions.findUser(sessionIdOf(token), siteId);
    if (!found) return undefined;
    const { session, user } = found;
    const { deploymentRole } = session;
    if (!session.isStale || session.kind === 'bearer') return { user, deploymentRole };
    await this.sessions.delete(sessionIdOf(token));
    return { user, deploymentRole, renewedToken: await this.startSession(user, 'cookie') };
  }

  /** E-mails the signed-in user a new link that verifies their address. */
  async sendVerificationLink(user: UserRow, { scope, address }: RequestContext): Promise<void> {
    await this.limiter.hit(['code-request-address', address], ACCOUNT_LIMITS.codeRequestsPerAddress);
    await this.limiter.hit(['code-request-user', user.id], ACCOUNT_LIMITS.codeRequestsPerAccount);
    if (user.email_verified_at !== null) return;
    await this.mail(user, scope, 'email.verifySubject', 'email.verifyBody', {
      url: await this.verificationLink(user, scope),
    });
  }

  /**
   * Marks an address verified with the token of an e-mailed link. No sign-in is needed (the link
   * may be opened on another device); a wrong, expired or outdated token changes nothing.
   */
  async verifyEmail(token: string, { address }: RequestContext): Promise<void> {
    await this.limiter.hit(['code-check-address', address], ACCOUNT_LIMITS.codeChecksPerAddress);
    const invalid = () => fieldError('token', 'validation.verifyLinkInvalid');
    const match = /^(\d{1,10})\.(\d{1,15})\.([\w-]{43})$/.exec(token);
    if (!match) throw invalid();
    const [, userId, expiresAt, mac] = match;
    if (Number(expiresAt) < this.clock().getTime()) throw invalid();
    const user = await this.users.findActiveById(Number(userId));
    if (!user) throw invalid();
    const expected = Buffer.from(verificationMac(this.links.secret, user.id, Number(expiresAt), user.email));
    const given = Buffer.from(mac ?? '');
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
    if (user.email_verified_at === null) await this.markVerified(user.id);
  }

  private markVerified(userId: number): Promise<UserRow> {
    return this.users.update(userId, { email_verified_at: this.clock().toISOString() });
  }

  /** The link opens the site the person was on when it was asked for (any site verifies it). */
  private async verificationLink(
    user: Pick<UserRow, 'id' | 'email' | 'language'>,
    scope: SiteScope,
  ): Promise<string> {
    const expiresAt = this.clock().getTime() + VERIFY_LINK_DAYS * 86_400_000;
    const token = `${user.id}.${expiresAt}.${verificationMac(this.links.secret, user.id, expiresAt, user.email)}`;
    const language = user.language === 'ar' ? '&lang=ar' : '';
    return `${await this.links.publicUrlOf(scope.site.code)}/Verify-Email?token=${token}${language}`;
  }

  /** Sends a reset code to a registered address; answers the same whether or not it is registered. */
  async requestPasswordReset(email: string, { scope, address }: RequestContext): Promise<void> {
    await this.limiter.hit(['code-request-address', address], ACCOUNT_LIMITS.codeRequestsPerAddress);
    await this.limiter.hit(['code-request-email', email], ACCOUNT_LIMITS.codeRequestsPerAccount);
    const user = await this.users.findActiveByEmail(email);
    if (!user) return;
    const code = await this.issueCode(user.id, 'password_reset', null);
    await this.mail(user, scope, 'email.resetSubject', 'email.resetBody', { code }, CODE_LIFETIME_MS);
  }

  /** Sends a reset code because an admin asked (the user said they are locked out): no limits. */
  async sendPasswordReset(user: UserRow, scope: SiteScope): Promise<void> {
    const code = await this.issueCode(user.id, 'password_reset', null);
    await this.mail(user, scope, 'email.resetSubject', 'email.resetBody', { code }, CODE_LIFETIME_MS);
  }

  /** Ends every session of an account (suspension). */
  endAllSessions(userId: number): Promise<void> {
    return this.sessions.deleteForUser(userId);
  }

  /** Sets a new password with a valid reset code; ends every session and tells the owner. */
  async resetPassword(
    body: { email: string; code: string; password: string },
    { scope, address }: RequestContext,
  ): Promise<void> {
    await this.limiter.hit(['code-check-address', address], ACCOUNT_LIMITS.codeChecksPerAddress);
    // The new password is checked before the code is used, so a refused password keeps the code.
    if (isCommonPassword(body.password)) throw fieldError('password', 'validation.passwordTooCommon');
    const user = await this.users.findActiveByEmail(body.email);
    if (!user) throw fieldError('code', 'validation.codeInvalid');
    await this.checkCode(user.id, 'password_reset', body.code);
    await this.setResetPassword(user, body.password, scope);
  }

  /** Whether an address may register (the old client asks before its sign-up form). */
  async isEmailAvailable(email: string, { address }: RequestContext): Promise<boolean> {
    await this.limiter.hit(['email-check-address', address], ACCOUNT_LIMITS.emailChecksPerAddress);
    return !(await this.users.isEmailTaken(email));
  }

  /**
   * The old apps' check of an address before its account exists (`verification-code`): e-mails a
   * 6-digit code to an address nobody has registered, and nothing to one that is registered, with
   * the same answer. Nothing is stored (there is no account to store a code under): the code is a
   * keyed hash of the address and its 10-minute window, so it works in that window and the next.
   */
  async sendSignUpCode(email: string, { scope, address }: RequestContext): Promise<void> {
    await this.limiter.hit(['code-request-address', address], ACCOUNT_LIMITS.codeRequestsPerAddress);
    await this.limiter.hit(['code-request-email', email], ACCOUNT_LIMITS.codeRequestsPerAccount);
    if (await this.users.isEmailTaken(email)) return;
    const code = this.signUpCode(email, this.codeWindow());
    await this.mail(
      { email, name: email, language: scope.language },
      scope,
      'email.signUpCodeSubject',
      'email.signUpCodeBody',
      { code },
      CODE_LIFETIME_MS,
    );
  }

  /** Checks a code of `sendSignUpCode`; after five wrong ones the address waits for new codes. */
  async checkSignUpCode(body: { email: string; code: string }, { address }: RequestContext): Promise<void> {
    await this.limiter.hit(['code-check-address', address], ACCOUNT_LIMITS.codeChecksPerAddress);
    await this.limiter.check(['sign-up-code-failed', body.email], SIGN_UP_CODE_TRIES);
    const window = this.codeWindow();
    const given = Buffer.from(body.code);
    const right = [window, window - 1].some((at) => {
      const expected = Buffer.from(this.signUpCode(body.email, at));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
    if (!right) {
      await this.limiter.count(['sign-up-code-failed', body.email], SIGN_UP_CODE_TRIES.windowSeconds);
      throw fieldError('code', 'validation.codeInvalid');
    }
  }

  private codeWindow(): number {
    return Math.floor(this.clock().getTime() / CODE_LIFETIME_MS);
  }

  private signUpCode(email: string, window: number): string {
    const mac = createHmac('sha256', this.links.secret).update(`sign-up-code:${email}:${window}`).digest();
    return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  /**
   * The old client's reset in two steps: this checks the e-mailed code (a wrong one uses up a
   * try, like `resetPassword`) and, instead of a new password, grants the address that proved it
   * one reset within the code's lifetime (`resetPasswordWithGrant`).
   */
  async checkPasswordResetCode(
    body: { email: string; code: string },
    { address }: RequestContext,
  ): Promise<void> {
    await this.limiter.hit(['code-check-address', address], ACCOUNT_LIMITS.codeChecksPerAddress);
    const user = await this.users.findActiveByEmail(body.email);
    if (!user) throw fieldError('code', 'validation.codeInvalid');
    await this.checkCode(user.id, 'password_reset', body.code);
    await this.codes.replace(
      user.id,
      'password_reset_grant',
      codeHashOf(address, user.id, 'password_reset_grant'),
      null,
    );
  }

  /** Sets the new password of the old client's reset, with the grant its `check-code` earned. */
  async resetPasswordWithGrant(
    body: { email: string; password: string },
    { scope, address }: RequestContext,
  ): Promise<void> {
    await this.limiter.hit(['code-check-address', address], ACCOUNT_LIMITS.codeChecksPerAddress);
    if (isCommonPassword(body.password)) throw fieldError('password', 'validation.passwordTooCommon');
    const user = await this.users.findActiveByEmail(body.email);
    if (!user) throw fieldError('code', 'validation.codeInvalid');
    await this.checkCode(user.id, 'password_reset_grant', address);
    await this.setResetPassword(user, body.password, scope);
  }

  /** The end of every reset: the new password, sessions and codes gone, the owner told. */
  private async setResetPassword(user: UserRow, password: string, scope: SiteScope): Promise<void> {
    // The code came to the mailbox, so the address is verified too.
    await this.users.update(user.id, {
      password_hash: await hashPassword(password),
      email_verified_at: user.email_verified_at ?? this.clock().toISOString(),
    });
    await this.sessions.deleteForUser(user.id);
    await this.siteRoles.deleteForUser(user.id);
    await this.codes.deleteForUser(user.id);
    // Whoever was guessing no longer matters: the owner proved the mailbox and chose a password.
    await this.limiter.clearSubject(
      ['login-failed', 'login-wait', 'login-failed-account', 'login-wait-account'],
      user.email,
    );
    await this.mail(user, scope, 'email.passwordChangedSubject', 'email.passwordChangedBody');
  }

  /** Replaces the profile photo; the old one, if it is the user's own, is deleted with all its sizes. */
  async setPhoto(user: UserRow, content: Buffer): Promise<UserRow> {
    const imageId = await storeUploadedImage(this.media, this.storage, content, {
      field: 'photo',
      ownerUserId: user.id,
      purpose: 'profile_photo',
    });
    const updated = await this.users.update(user.id, { photo_image_id: imageId });
    if (user.photo_image_id) await deleteOwnedImage(this.media, this.storage, user.photo_image_id, user.id);
    return updated;
  }

  async removePhoto(user: UserRow): Promise<UserRow> {
    const updated = await this.users.update(user.id, { photo_image_id: null });
    if (user.photo_image_id) await deleteOwnedImage(this.media, this.storage, user.photo_image_id, user.id);
    return updated;
  }

  /**
   * Saves name, phone and gender, and the choice of event reminders when it is sent (the old
   * client's form has none). An empty phone and no gender come only from the old client's sign-up
   * (which asks neither) when its profile form leaves them out: they stay as they are.
   */
  updateProfile(
    user: UserRow,
    body: Omit<UpdateProfileBody, 'gender'> & { gender: UpdateProfileBody['gender'] | null },
  ): Promise<UserRow> {
    return this.users.update(user.id, {
      name: body.name,
      phone: body.phone,
      gender: body.gender,
      ...(body.eventReminders === undefined ? {} : { event_reminders: body.eventReminders ? 1 : 0 }),
    });
  }

  /** Changes the password after checking the current one; other sessions end. */
  async changePassword(
    user: UserRow,
    sessionToken: string,
    body: { current_password: string; password: string },
    { scope }: RequestContext,
  ): Promise<void> {
    await this.checkPassword(
      user,
      body.current_password,
      'current_password',
      'validation.currentPasswordWrong',
    );
    if (isCommonPassword(body.password)) throw fieldError('password', 'validation.passwordTooCommon');
    await this.users.update(user.id, { password_hash: await hashPassword(body.password) });
    await this.sessions.deleteForUser(user.id, sessionIdOf(sessionToken));
    await this.mail(user, scope, 'email.passwordChangedSubject', 'email.passwordChangedBody');
  }

  /** Starts an e-mail change: a code to the new address, a notice to the current one. */
  async requestEmailChange(
    user: UserRow,
    body: { email: string; password: string },
    { scope, address }: RequestContext,
  ): Promise<void> {
    // Limits first: a limited caller learns nothing, not even whether an address is registered.
    await this.limiter.hit(['code-request-address', address], ACCOUNT_LIMITS.codeRequestsPerAddress);
    await this.limiter.hit(['code-request-user', user.id], ACCOUNT_LIMITS.codeRequestsPerAccount);
    await this.checkPassword(user, body.password, 'password', 'validation.wrongPassword');
    if (body.email === user.email) throw fieldError('email', 'validation.emailUnchanged');
    if (await this.users.isEmailTaken(body.email)) throw fieldError('email', 'validation.emailTaken');
    const code = await this.issueCode(user.id, 'email_change', body.email);
    await this.mail(
      { ...user, email: body.email },
      scope,
      'email.emailChangeSubject',
      'email.emailChangeBody',
      { code, email: body.email },
      CODE_LIFETIME_MS,
    );
    await this.mail(user, scope, 'email.emailChangeNoticeSubject', 'email.emailChangeNoticeBody', {
      email: body.email,
    });
  }

  /** Completes an e-mail change with the code sent to the new address. */
  async confirmEmailChange(
    user: UserRow,
    code: string,
    { scope, address }: RequestContext,
  ): Promise<UserRow> {
    await this.limiter.hit(['code-check-address', address], ACCOUNT_LIMITS.codeChecksPerAddress);
    const live = await this.checkCode(user.id, 'email_change', code);
    const newEmail = live.target_email;
    if (!newEmail) throw fieldError('code', 'validation.codeInvalid');
    if (await this.users.isEmailTaken(newEmail)) throw fieldError('code', 'validation.emailTaken');
    // The code went to the new address: it is verified by being confirmed.
    const updated = await this.users.update(user.id, {
      email: newEmail,
      email_verified_at: this.clock().toISOString(),
    });
    await this.mail(user, scope, 'email.emailChangedSubject', 'email.emailChangedBody', { email: newEmail });
    return updated;
  }

  /**
   * Deletes an account: personal data replaced by placeholders (the row stays so that posts and
   * audit entries keep a valid owner), every session, code, uploaded image and rate-limit counter
   * of it removed, then what other modules keep about the person.
   */
  async deleteAccount(user: UserRow, password: string): Promise<void> {
    await this.checkPassword(user, password, 'password', 'validation.wrongPassword');
    await this.erase(user);
  }

  /**
   * Deletes an account from an app that asks for no password (the old apps' `profile/delete-user`),
   * only if the app's session signed in within RECENT_SIGN_IN_MS: signing in again is the proof
   * the password would have given. Otherwise nothing is deleted, the owner is e-mailed how to do
   * it (an old client says "deleted" whatever the answer), and the refusal asks to sign in again.
   * The erasure itself is the one `deleteAccount` runs.
   */
  async deleteAccountAfterRecentSignIn(
    user: UserRow,
    sessionToken: string,
    { scope }: RequestContext,
  ): Promise<void> {
    const session = await this.sessions.findStart(sessionIdOf(sessionToken));
    const recent =
      session?.kind === 'bearer' &&
      this.clock().getTime() - new Date(session.created_at).getTime() <= RECENT_SIGN_IN_MS;
    if (!recent) {
      // One notice an hour at most: an app that retries does not fill the mailbox.
      const { count } = await this.limiter.count(['delete-notice', user.id], 3600);
      if (count === 1)
        await this.mail(user, scope, 'email.deleteSignInAgainSubject', 'email.deleteSignInAgainBody', {
          url: addressInLanguage(
            `${await this.links.publicUrlOf(scope.site.code)}/delete-account`,
            user.language,
          ),
        });
      throw new AppError('UNAUTHENTICATED', {}, { token: { key: 'validation.signInAgainToDelete' } });
    }
    await this.erase(user);
  }

  /** The one erasure of an account, whichever way its owner proved who they are. */
  private async erase(user: UserRow): Promise<void> {
    await this.users.update(user.id, {
      // Random and not an e-mail address (no @), so nobody can register it first and block this.
      email: `deleted-${randomUUID()}.invalid`,
      name: '',
      phone: '',
      gender: null,
      photo_image_id: null,
      password_hash: '!',
      role: 'user',
      email_verified_at: null,
      reporting_banned_at: null,
      event_reminders: 0,
      deleted_at: new Date().toISOString(),
    });
    await this.sessions.deleteForUser(user.id);
    await this.siteRoles.deleteForUser(user.id);
    await this.codes.deleteForUser(user.id);
    for (const image of await this.media.findOwnedBy(user.id))
      await deleteOwnedImage(this.media, this.storage, image.id, user.id);
    await this.limiter.clearSubject(ACCOUNT_LIMIT_KINDS, user.email);
    await this.limiter.clearSubject(ACCOUNT_LIMIT_KINDS, user.id);
    for (const erase of this.erasers) await erase(user);
  }

  /** Registers what else to erase when an account is deleted (saved items, messages, ...). */
  onAccountDeleted(erase: (user: UserRow) => Promise<void>): void {
    this.erasers.push(erase);
  }

  private async startSession(user: Pick<UserRow, 'id' | 'role'>, kind: SessionKind): Promise<string> {
    const token = newSessionToken();
    await this.sessions.create(sessionIdOf(token), user.id, kind, user.role);
    return token;
  }

  private async checkPassword(
    user: UserRow,
    password: string,
    field: string,
    key: MessageKey,
  ): Promise<void> {
    // Counted before hashing, so parallel guesses cannot all pass a check made before any failure.
    await this.limiter.hit(['password-check', user.id], ACCOUNT_LIMITS.passwordChecksPerAccount);
    if (!(await verifyPassword(user.password_hash, password))) throw fieldError(field, key);
  }

  /** Counts a wrong password and starts or lengthens the back-off wait (see LOGIN_BACKOFF). */
  private async countLoginFailure(email: string, address: string): Promise<void> {
    const fromAddress = await this.limiter.count(
      ['login-failed', email, address],
      LOGIN_BACKOFF.windowSeconds,
    );
    const beyond = fromAddress.count - LOGIN_BACKOFF.freeFailuresPerAddress;
    if (beyond > 0)
      await this.limiter.block(
        ['login-wait', email, address],
        Math.min(2 ** (beyond - 1), LOGIN_BACKOFF.maxWaitSeconds),
      );
    const overall = await this.limiter.count(['login-failed-account', email], LOGIN_BACKOFF.windowSeconds);
    if (overall.count > LOGIN_BACKOFF.freeFailuresPerAccount)
      await this.limiter.block(['login-wait-account', email], LOGIN_BACKOFF.accountWaitSeconds);
  }

  private async issueCode(userId: number, purpose: CodePurpose, targetEmail: string | null): Promise<string> {
    const code = newOneTimeCode();
    await this.codes.replace(userId, purpose, codeHashOf(code, userId, purpose), targetEmail);
    return code;
  }

  /** Checks a code; a wrong one uses up a try, and the fifth wrong try voids it. */
  private async checkCode(userId: number, purpose: CodePurpose, code: string) {
    const live = await this.codes.findLive(userId, purpose);
    if (!live) throw fieldError('code', 'validation.codeInvalid');
    if (!sameCode(live.code_hash, codeHashOf(code, userId, purpose))) {
      await this.codes.countFailedAttempt(live.id);
      throw fieldError('code', 'validation.codeInvalid');
    }
    await this.codes.consume(live.id);
    return live;
  }

  /** Mails a person in their language: an account holder, or an address with no account yet (`id` absent). */
  private async mail(
    user: Pick<UserRow, 'email' | 'name' | 'language'> & { id?: number },
    scope: SiteScope,
    subject: MessageKey,
    body: MessageKey,
    values: Record<string, string> = {},
    usefulForMs?: number,
  ): Promise<void> {
    const siteName = user.language === 'ar' ? scope.site.name_ar : scope.site.name_en;
    await this.mailer.send({
      ...composeMail({
        to: user.email,
        language: user.language,
        siteName,
        siteUrl: await this.links.publicUrlOf(scope.site.code),
        recipientName: user.name,
        subject,
        body,
        values,
      }),
      concerns: { email: user.email, ...(user.id === undefined ? {} : { userId: user.id }) },
      ...(usefulForMs ? { discardAfter: new Date(Date.now() + usefulForMs) } : {}),
    });
  }
}
