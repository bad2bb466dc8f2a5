import { z } from 'zod';
import { endpoint } from './endpoint';

/**
 * The sites of the deployment, in the console (issue 36): one site per state, each on its own
 * host. Only a deployment admin (`users.role = 'admin'`, decision 027) manages them; anyone else,
 * a site's own admin included, gets a 404, as if these endpoints did not exist. The same service
 * as `npm run site` checks every value: these schemas only bound the shapes (a string, a list of
 * strings, a yes or no), so both ways of making a site answer the same problems, field by field.
 */

/** The longest name of a site, in either language: the service checks it (for the console and the command line alike); the schemas below only bound the shapes. */
export const SITE_NAME_MAX = 120;

/** A text a site's value is read from; its rules are the service's (`site-admin.ts`). */
const text = (max: number) =>
  z.string({ error: 'validation.fieldRequired' }).max(max, { error: 'validation.fieldTooLong' });

/**
 * Host names, the first being the address its links use. Bounded here only so a request cannot
 * send thousands; each is checked (and lowercased) by the service.
 */
const HostsSchema = z
  .array(text(253), { error: 'validation.hostRequired' })
  .max(20, { error: 'validation.hostsTooMany' })
  .describe('Host names, such as `mi.example.org` (no scheme, port or path); the first is its address.');

export const ConsoleSiteSchema = z.object({
  code: z.string().describe('Its code, in every API address (`/api/MI/…`).'),
  nameEn: z.string(),
  nameAr: z.string(),
  timeZone: z.string().describe('IANA time zone, such as `America/Detroit`.'),
  hosts: z.array(z.string()).describe('The hosts it answers on, its address first.'),
  address: z.string().describe('Its public address: PUBLIC_URL for the default site, else its first host.'),
  isOpen: z.boolean().describe('False: "Coming Soon" in the state menu, no sitemap, crawlers kept out.'),
  isDefault: z
    .boolean()
    .describe('The default site (DEFAULT_SITE): new sites copy it unless told otherwise.'),
  postCount: z.number().int().describe('Its published posts.'),
  cityCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ConsoleSite = z.infer<typeof ConsoleSiteSchema>;

export const CreateSiteBodySchema = z.strictObject({
  code: text(16).describe('2 to 8 letters, such as `MI`; stored in capitals.'),
  hosts: HostsSchema,
  nameEn: text(500),
  nameAr: text(500),
  timeZone: text(64),
  from: text(16)
    .optional()
    .describe(
      'The site whose categories, pages, settings and state menu it copies; the default site otherwise.',
    ),
  isOpen: z
    .boolean({ error: 'validation.choiceInvalid' })
    .optional()
    .describe('Open at once; otherwise "Coming Soon" until opened.'),
});
export type CreateSiteBody = z.input<typeof CreateSiteBodySchema>;

export const UpdateSiteBodySchema = z.strictObject({
  nameEn: text(500).optional(),
  nameAr: text(500).optional(),
  timeZone: text(64).optional(),
  hosts: HostsSchema.optional().describe(
    'The whole list of hosts, which replaces the old one (add or remove one by sending the list without it).',
  ),
  isOpen: z
    .boolean({ error: 'validation.choiceInvalid' })
    .optional()
    .describe('Open, or back to "Coming Soon".'),
});
export type UpdateSiteBody = z.input<typeof UpdateSiteBodySchema>;

const SiteCodeParams = z.object({
  code: z.string().max(16).describe('The site’s code, such as `MI`.'),
});

const deployment = { tags: ['Administration'], access: 'deployment' as const };

export const sitesConsoleEndpoints = {
  sites: endpoint({
    method: 'GET',
    path: 'admin/sites',
    summary: 'Every site of the deployment, in the state menu’s order (deployment admins only)',
    ...deployment,
    response: z.array(ConsoleSiteSchema),
  }),
  createSite: endpoint({
    method: 'POST',
    path: 'admin/sites',
    summary:
      'Make a site for a state, copying a template site’s starting content; served on its host within a second (deployment admins only)',
    ...deployment,
    body: CreateSiteBodySchema,
    response: ConsoleSiteSchema,
    status: 201,
  }),
  updateSite: endpoint({
    method: 'PATCH',
    path: 'admin/sites/:code',
    summary:
      'Rename a site, change its time zone or hosts, open it or make it "Coming Soon" (deployment admins only)',
    ...deployment,
    params: SiteCodeParams,
    body: UpdateSiteBodySchema,
    response: ConsoleSiteSchema,
  }),
};
