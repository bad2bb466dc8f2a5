import { z } from 'zod';
import { EmailSchema } from './accounts';

export const SubscribeBodySchema = z
  .strictObject({ email: EmailSchema })
  .describe('Form data (or JSON) with `email`.');
export const SubscriptionTokenBodySchema = z.strictObject({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'validation.linkInvalid' })
    .describe('Token from the e-mailed link.'),
});
