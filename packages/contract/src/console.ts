import { z } from 'zod';
import { RoleSchema } from './accounts';
import { endpoint, RecordIdParamSchema } from './endpoint';
import { MAX_RECORD_ID } from './limits';
import {
  KeysetQueryShape,
  keysetPageSchema,
  ListingKindSchema,
  ListingStatusSchema,
  OwnListingSchema,
} from './listings';
import { ImageSchema, LanguageSchema } from './site';

/**
 * The moderation and administration console (`/admin`). Moderators work the review queue and
 * the reports; admins also manage users and read the audit log. Every endpoint answers 404 to
 * anyone without the role, as if the console did not exist. Roles are per site: the role that
 * counts is the one on the site the address names (a deployment admin has it on every site).
 */

const IdParams = z.object({ id: RecordIdParamSchema });

/**
 * What a moderator saw of a post when they opened it: a decision made on an older version (another
 * moderator acted, or the owner edited it meanwhile) is refused with REVIEW_CONFLICT.
 */
const VersionSchema = z
  .string({ error: 'validation.versionRequired' })
  .min(1, { error: 'validation.versionRequired' })
  .max(200, { error: 'validation.versionRequired' })
  .describe('The `version` of the post as the moderator saw it.');

const noteSchema = z
  .string()
  .trim()
  .max(500, { error: 'validation.reasonTooLong' })
  .optional()
  .describe('A note for the owner, added to the reason.');

const reasonIdSchema = z.coerce
  .number({ error: 'validation.rejectionReasonRequired' })
  .int({ error: 'validation.rejectionReasonRequired' })
  .positive({ error: 'validation.rejectionReasonRequired' })
  .max(MAX_RECORD_ID, { error: 'validation.rejectionReasonRequired' });

export const ReviewQueueQuerySchema = z.object({
  kind: ListingKindSchema.optional().describe('Only posts of this kind.'),
  cityId: z.coerce
    .number({ error: 'validation.choiceInvalid' })
    .int({ error: 'validation.choiceInvalid' })
    .min(1, { error: 'validation.choiceInvalid' })
    .max(MAX_RECORD_ID, { error: 'validation.choiceInvalid' })
    .optional()
    .describe('Only posts in this city.'),
  olderThanDays: z.coerce
    .number({ error: 'validation.choiceInvalid' })
    .int({ error: 'validation.choiceInvalid' })
    .min(0, { error: 'validation.choiceInvalid' })
    .max(365, { error: 'validation.choiceInvalid' })
    .optional()
    .describe('Only posts waiting at least this many days.'),
  ...KeysetQueryShape,
});
export type ReviewQueueQuery = z.input<typeof ReviewQueueQuerySchema>;

export const PersonSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const ReviewItemSchema = z.object({
  id: z.number().int(),
  kind: ListingKindSchema,
  title: z.string(),
  status: ListingStatusSchema,
  cityName: z.string().nullable(),
  owner: PersonSchema.nullable(),
  submittedAt: z.string().describe('When the post, or its edit, was sent for review.'),
  isEdit: z.boolean().describe('A change to a published post: the public sees the old version meanwhile.'),
  isHeld: z.boolean().describe('Taken off the site by reports, waiting for a moderator.'),
  openReports: z.number().int(),
  claimedBy: z.string().nullable().describe('Another moderator who has this post open right now, by name.'),
  webPath: z.string().describe('Where the public sees the post once published.'),
  version: VersionSchema,
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewFieldSchema = z.object({
  key: z.string(),
  label: z.string().describe("The field's name in the request's language."),
  value: z.string().describe('As the owner sent it (the proposed version for an edit).'),
  previous: z.string().nullable().describe('For an edit: the published value, when it changed.'),
});
export type ReviewField = z.infer<typeof ReviewFieldSchema>;

export const ReportCountSchema = z.object({ label: z.string(), count: z.number().int() });

export const ReviewDetailSchema = z.object({
  item: ReviewItemSchema,
  statusReason: z.string().nullable(),
  fields: z.array(ReviewFieldSchema),
  photos: z.array(ImageSchema),
  previousPhotos: z
    .array(ImageSchema)
    .nullable()
    .describe('For an edit whose photos changed: the published ones.'),
  reports: z.array(ReportCountSchema),
  reportNotes: z.array(z.string()).describe('What reporters wrote, newest first; never who they are.'),
});
export type ReviewDetail = z.infer<typeof ReviewDetailSchema>;

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export const ReviewDecisionSchema = z.enum(REVIEW_DECISIONS, { error: 'validation.choiceInvalid' });

function requireReasonToReject<T extends { action: string; reasonId?: number | undefined }>(
  body: T,
  context: z.RefinementCtx,
) {
  if (body.action === 'reject' && body.reasonId === undefined) {
    context.addIssue({ code: 'custom', path: ['reasonId'], message: 'validation.rejectionReasonRequired' });
  }
}

export const ReviewDecisionBodySchema = z
  .strictObject({
    action: ReviewDecisionSchema,
    version: VersionSchema,
    reasonId: reasonIdSchema.optional().describe('Required to reject: one of `admin/rejection-reasons`.'),
    note: noteSchema,
  })
  .superRefine(requireReasonToReject);
export type ReviewDecisionBody = z.output<typeof ReviewDecisionBodySchema>;

export const ReviewDecisionResultSchema = z.object({ id: z.number().int(), status: ListingStatusSchema });

export const BulkDecisionBodySchema = z
  .strictObject({
    action: ReviewDecisionSchema,
    items: z
      .array(z.strictObject({ id: z.number().int().positive().max(MAX_RECORD_ID), version: VersionSchema }), {
        error: 'validation.selectionRequired',
      })
      .min(1, { error: 'validation.selectionRequired' })
      .max(50, { error: 'validation.selectionTooLarge' }),
    reasonId: reasonIdSchema.optional(),
    note: noteSchema,
  })
  .superRefine(requireReasonToReject);
export type BulkDecisionBody = z.output<typeof BulkDecisionBodySchema>;

export const BULK_OUTCOMES = ['done', 'conflict', 'not-found', 'own-post'] as const;
export const BulkDecisionResultSchema = z.object({
  results: z.array(
    z.object({
      id: z.number().int(),
      outcome: z.enum(BULK_OUTCOMES),
      status: ListingStatusSchema.nullable(),
    }),
  ),
});

export const RejectionReasonSchema = z.object({ id: z.number().int(), key: z.string(), label: z.string() });
export type RejectionReason = z.infer<typeof RejectionReasonSchema>;

export const ReportsQuerySchema = z.object({ kind: ListingKindSchema.optional(), ...KeysetQueryShape });

/** One open report as moderators see it: who sent it, why, and what it counted for. */
export const ReporterSchema = z.object({
  userId: z.number().int().nullable().describe('Null once the account is deleted.'),
  name: z.string(),
  email: z.string().nullable(),
  reason: z.string(),
  note: z.string(),
  reportedAt: z.string(),
  weight: z.number().describe('From 0 (an unverified address, or a poor record) to 1.'),
  isEmailVerified: z.boolean(),
  upheld: z.number().int().describe('Earlier reports of theirs that moderators upheld.'),
  dismissed: z.number().int().describe('Earlier reports of theirs that moderators dismissed.'),
  isBanned: z.boolean().describe('Stopped from reporting by a moderator.'),
});
export type Reporter = z.infer<typeof ReporterSchema>;

export const ReportedPostSchema = z.object({
  item: ReviewItemSchema,
  reasons: z.array(ReportCountSchema),
  notes: z.array(z.string()),
  lastReportedAt: z.string(),
  weight: z
    .number()
    .describe('The weight of the open reports, one address counted once; the list is ordered by it.'),
  hideAt: z.number().describe('The weight that takes a post that is not established off the site.'),
  isEstablished: z
    .boolean()
    .describe('A verified or long-published post, or an established owner: reports never hide it.'),
  reporters: z.array(ReporterSchema),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;

export const ReportingBanBodySchema = z.strictObject({
  banned: z.boolean({ error: 'validation.choiceInvalid' }).describe('True stops the person from reporting.'),
});
export const ReportingBanResultSchema = z.object({ userId: z.number().int(), isBanned: z.boolean() });

export const REPORT_ACTIONS = ['dismiss', 'take-down'] as const;
export const ReportActionBodySchema = z
  .strictObject({
    action: z.enum(REPORT_ACTIONS, { error: 'validation.choiceInvalid' }),
    version: VersionSchema,
    reasonId: reasonIdSchema.optional().describe('Required to take down: one of `admin/rejection-reasons`.'),
    note: noteSchema,
  })
  .superRefine((body, context) => {
    if (body.action === 'take-down' && body.reasonId === undefined) {
      context.addIssue({ code: 'custom', path: ['reasonId'], message: 'validation.rejectionReasonRequired' });
    }
  });
export type ReportActionBody = z.output<typeof ReportActionBodySchema>;

export const USER_STATES = ['active', 'suspended'] as const;
export const ConsoleUsersQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(120, { error: 'validation.queryTooLong' })
    .optional()
    .describe('Part of a name or e-mail address.'),
  role: RoleSchema.optional(),
  state: z.enum(USER_STATES, { error: 'validation.choiceInvalid' }).optional(),
  ...KeysetQueryShape,
});
export type ConsoleUsersQuery = z.input<typeof ConsoleUsersQuerySchema>;

export const ConsoleUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: RoleSchema.describe(
    "Their role on this site: the higher of their deployment-wide role and the site's own.",
  ),
  deploymentRole: RoleSchema.describe(
    'Their role on every site of the deployment (`admin`: a deployment admin).',
  ),
  language: LanguageSchema,
  createdAt: z.string(),
  suspendedAt: z.string().nullable(),
  suspendedReason: z.string().nullable(),
  postCount: z.number().int(),
});
export type ConsoleUser = z.infer<typeof ConsoleUserSchema>;

export const ConsoleUserDetailSchema = z.object({
  user: ConsoleUserSchema,
  posts: z.array(OwnListingSchema.extend({ webPath: z.string() })).describe('Their latest 50 posts.'),
});
export type ConsoleUserDetail = z.infer<typeof ConsoleUserDetailSchema>;

export const SuspendBodySchema = z.strictObject({
  reason: z
    .string({ error: 'validation.suspendReasonRequired' })
    .trim()
    .min(1, { error: 'validation.suspendReasonRequired' })
    .max(500, { error: 'validation.reasonTooLong' })
    .describe('Why, for the audit log and the other admins; never shown to the user.'),
});
export const ChangeRoleBodySchema = z.strictObject({
  role: RoleSchema,
  allSites: z
    .boolean({ error: 'validation.choiceInvalid' })
    .optional()
    .describe(
      'Give the role on every site of the deployment (deployment admins only); otherwise on this site.',
    ),
});

export const AuditQuerySchema = z.object({
  action: z
    .string()
    .max(64, { error: 'validation.choiceInvalid' })
    .regex(/^[a-z.-]*$/, { error: 'validation.choiceInvalid' })
    .optional(),
  targetType: z
    .string()
    .max(32, { error: 'validation.choiceInvalid' })
    .regex(/^[a-z-]*$/, { error: 'validation.choiceInvalid' })
    .optional(),
  targetId: z.coerce
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .min(1, { error: 'validation.idInvalid' })
    .max(MAX_RECORD_ID, { error: 'validation.idInvalid' })
    .optional(),
  actorId: z.coerce
    .number({ error: 'validation.idInvalid' })
    .int({ error: 'validation.idInvalid' })
    .min(1, { error: 'validation.idInvalid' })
    .max(MAX_RECORD_ID, { error: 'validation.idInvalid' })
    .optional(),
  ...KeysetQueryShape,
});
export type AuditQuery = z.input<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.number().int().nullable(),
  targetLabel: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

const moderation = { tags: ['Moderation'], access: 'moderator' as const };
const administration = { tags: ['Administration'], access: 'admin' as const };
/**
 * What changes an account for every site (accounts are the deployment's, decision 027): a
 * deployment admin's alone; a site's admin gets the console's 404, as for any route not theirs.
 */
const accountWide = { tags: ['Administration'], access: 'deployment' as const };

export const consoleEndpoints = {
  reviewQueue: endpoint({
    method: 'GET',
    path: 'admin/review-queue',
    summary: 'Posts waiting for review, oldest first',
    ...moderation,
    query: ReviewQueueQuerySchema,
    response: keysetPageSchema(ReviewItemSchema),
  }),
  reviewItem: endpoint({
    method: 'GET',
    path: 'admin/review-queue/:id',
    summary: 'One post to review, with the changes of an edit; claims it for a few minutes',
    ...moderation,
    params: IdParams,
    response: ReviewDetailSchema,
  }),
  decide: endpoint({
    method: 'POST',
    path: 'admin/review-queue/:id/decision',
    summary: 'Approve or reject a post (the owner is e-mailed in their language)',
    ...moderation,
    params: IdParams,
    body: ReviewDecisionBodySchema,
    response: ReviewDecisionResultSchema,
  }),
  decideMany: endpoint({
    method: 'POST',
    path: 'admin/review-queue/decisions',
    summary: 'Approve or reject several posts at once',
    ...moderation,
    body: BulkDecisionBodySchema,
    response: BulkDecisionResultSchema,
  }),
  rejectionReasons: endpoint({
    method: 'GET',
    path: 'admin/rejection-reasons',
    summary: 'The reasons a moderator can give for rejecting a post',
    ...moderation,
    response: z.array(RejectionReasonSchema),
  }),
  reports: endpoint({
    method: 'GET',
    path: 'admin/reports',
    summary: 'Posts with open reports, the most reported first',
    ...moderation,
    query: ReportsQuerySchema,
    response: keysetPageSchema(ReportedPostSchema),
  }),
  actOnReports: endpoint({
    method: 'POST',
    path: 'admin/reports/:id',
    summary: "Dismiss a post's reports (it stays or comes back) or take the post down",
    ...moderation,
    params: IdParams,
    body: ReportActionBodySchema,
    response: ReviewDecisionResultSchema,
  }),
  reportingBan: endpoint({
    method: 'POST',
    path: 'admin/reporters/:id',
    summary: 'Stop someone from reporting posts, or let them again (their open reports stop counting)',
    ...moderation,
    params: IdParams,
    body: ReportingBanBodySchema,
    response: ReportingBanResultSchema,
  }),
  users: endpoint({
    method: 'GET',
    path: 'admin/users',
    summary: 'Find users by name or e-mail, role and state',
    ...administration,
    query: ConsoleUsersQuerySchema,
    response: keysetPageSchema(ConsoleUserSchema),
  }),
  user: endpoint({
    method: 'GET',
    path: 'admin/users/:id',
    summary: 'One user and their posts',
    ...administration,
    params: IdParams,
    response: ConsoleUserDetailSchema,
  }),
  suspendUser: endpoint({
    method: 'POST',
    path: 'admin/users/:id/suspension',
    summary:
      'Suspend a user on every site: no sign-in, sessions ended, posts hidden (deployment admins only)',
    ...accountWide,
    params: IdParams,
    body: SuspendBodySchema,
    response: ConsoleUserSchema,
  }),
  restoreUser: endpoint({
    method: 'DELETE',
    path: 'admin/users/:id/suspension',
    summary: 'Restore a suspended user and the posts their suspension hid (deployment admins only)',
    ...accountWide,
    params: IdParams,
    response: ConsoleUserSchema,
  }),
  changeRole: endpoint({
    method: 'PATCH',
    path: 'admin/users/:id/role',
    summary:
      "Change a user's role on this site, or on every site (never one's own; the last admin stays an admin)",
    ...administration,
    params: IdParams,
    body: ChangeRoleBodySchema,
    response: ConsoleUserSchema,
  }),
  sendPasswordReset: endpoint({
    method: 'POST',
    path: 'admin/users/:id/password-reset',
    summary: 'E-mail a user a password reset code',
    ...administration,
    params: IdParams,
    response: z.object({ sent: z.literal(true) }),
  }),
  auditLog: endpoint({
    method: 'GET',
    path: 'admin/audit-log',
    summary: 'Every console action and role or status change, newest first (read-only)',
    ...administration,
    query: AuditQuerySchema,
    response: keysetPageSchema(AuditEntrySchema),
  }),
};
