import { z } from 'zod';
import { endpoint, RecordIdParamSchema } from './endpoint';
import { KeysetQueryShape, keysetPageSchema } from './listings';
import { LanguageSchema } from './site';

/**
 * What reaches the site from people: contact messages (read, answer by e-mail, mark handled),
 * newsletter subscribers (find, remove), form submissions, and what was searched. Admins only.
 */

const IdParams = z.object({ id: RecordIdParamSchema });
const textQuery = z
  .string()
  .trim()
  .max(120, { error: 'validation.queryTooLong' })
  .optional()
  .describe('Part of a name, an e-mail address or the text.');

export const MESSAGE_STATUSES = ['new', 'read', 'answered'] as const;
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES, { error: 'validation.choiceInvalid' });

export const ConsoleMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  language: LanguageSchema,
  status: MessageStatusSchema,
  createdAt: z.string(),
});
export type ConsoleMessage = z.infer<typeof ConsoleMessageSchema>;

export const MessagesQuerySchema = z.object({
  q: textQuery,
  status: MessageStatusSchema.optional(),
  ...KeysetQueryShape,
});
export type MessagesQuery = z.input<typeof MessagesQuerySchema>;

export const MessageStatusBodySchema = z.strictObject({ status: MessageStatusSchema });

export const MessageReplyBodySchema = z.strictObject({
  reply: z
    .string({ error: 'validation.replyRequired' })
    .trim()
    .min(1, { error: 'validation.replyRequired' })
    .max(5000, { error: 'validation.messageTooLong' })
    .refine((value) => !value.includes('\u0000'), { error: 'validation.invalidCharacter' })
    .describe('The answer, e-mailed to the sender in the language they wrote in, with their message quoted.'),
});

export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const ConsoleSubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  language: LanguageSchema,
  status: z.enum(SUBSCRIBER_STATUSES),
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
});
export type ConsoleSubscriber = z.infer<typeof ConsoleSubscriberSchema>;

export const SubscribersQuerySchema = z.object({
  q: textQuery,
  status: z.enum(SUBSCRIBER_STATUSES, { error: 'validation.choiceInvalid' }).optional(),
  ...KeysetQueryShape,
});
export type SubscribersQuery = z.input<typeof SubscribersQuerySchema>;

export const ConsoleSubmissionSchema = z.object({
  id: z.number().int(),
  language: LanguageSchema,
  createdAt: z.string(),
  fromAccount: z.boolean().describe('Sent while signed in (the account is not shown).'),
  values: z.record(z.string(), z.string()).describe('Field name to what was sent.'),
});
export type ConsoleSubmission = z.infer<typeof ConsoleSubmissionSchema>;

export const SubmissionsPageSchema = keysetPageSchema(ConsoleSubmissionSchema).extend({
  fields: z
    .array(z.object({ name: z.string(), label: z.string() }))
    .describe("The form's fields in order, labelled in the request's language (the CSV's columns)."),
});

export const SearchQueriesQuerySchema = z.object({
  language: LanguageSchema.optional(),
  zeroResults: z
    .enum(['1'], { error: 'validation.flagInvalid' })
    .optional()
    .describe('`1`: only searches that found nothing.'),
  days: z.coerce
    .number({ error: 'validation.choiceInvalid' })
    .int({ error: 'validation.choiceInvalid' })
    .min(1, { error: 'validation.choiceInvalid' })
    .max(365, { error: 'validation.choiceInvalid' })
    .default(30)
    .describe('How far back the summary looks.'),
  ...KeysetQueryShape,
});
export type SearchQueriesQuery = z.input<typeof SearchQueriesQuerySchema>;

export const SearchQueryEntrySchema = z.object({
  id: z.number().int(),
  query: z.string(),
  language: LanguageSchema,
  kind: z.string().nullable(),
  resultCount: z.number().int(),
  tookMs: z.number(),
  createdAt: z.string(),
});
export type SearchQueryEntry = z.infer<typeof SearchQueryEntrySchema>;

export const SearchQueryLogSchema = keysetPageSchema(SearchQueryEntrySchema).extend({
  top: z
    .array(z.object({ query: z.string(), count: z.number().int(), zeroResults: z.number().int() }))
    .describe('The 20 most searched queries of the period, with how often each found nothing.'),
});

const administration = { tags: ['Administration'], access: 'admin' as const };

export const inboxEndpoints = {
  messages: endpoint({
    method: 'GET',
    path: 'admin/messages',
    summary: 'Contact messages, newest first',
    ...administration,
    query: MessagesQuerySchema,
    response: keysetPageSchema(ConsoleMessageSchema),
  }),
  markMessage: endpoint({
    method: 'PATCH',
    path: 'admin/messages/:id',
    summary: 'Mark a contact message new, read or answered',
    ...administration,
    params: IdParams,
    body: MessageStatusBodySchema,
    response: ConsoleMessageSchema,
  }),
  replyToMessage: endpoint({
    method: 'POST',
    path: 'admin/messages/:id/reply',
    summary: 'Answer a contact message by e-mail (it is then marked answered)',
    ...administration,
    params: IdParams,
    body: MessageReplyBodySchema,
    response: ConsoleMessageSchema,
  }),
  subscribers: endpoint({
    method: 'GET',
    path: 'admin/subscribers',
    summary: 'Newsletter subscribers, newest first',
    ...administration,
    query: SubscribersQuerySchema,
    response: keysetPageSchema(ConsoleSubscriberSchema),
  }),
  removeSubscriber: endpoint({
    method: 'DELETE',
    path: 'admin/subscribers/:id',
    summary: 'Remove a subscriber and their address',
    ...administration,
    params: IdParams,
    response: z.object({ deleted: z.literal(true) }),
  }),
  submissions: endpoint({
    method: 'GET',
    path: 'admin/forms/:id/submissions',
    summary: "A form's submissions, newest first (the console's CSV export pages through these)",
    ...administration,
    params: IdParams,
    query: z.object(KeysetQueryShape),
    response: SubmissionsPageSchema,
  }),
  searchQueries: endpoint({
    method: 'GET',
    path: 'admin/search-queries',
    summary: 'What was searched (no account, no address), newest first, with the top queries',
    ...administration,
    query: SearchQueriesQuerySchema,
    response: SearchQueryLogSchema,
  }),
};

/** The most rows a CSV export carries. */
export const MAX_EXPORT_ROWS = 50_000;
