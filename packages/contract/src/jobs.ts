import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_SORTS, JOB_TYPES, POSTER_TYPES, SALARY_TYPES } from './classified-options';
import {
  ClassifiedCardShape,
  ClassifiedDetailShape,
  ClassifiedQueryShape,
  EVEN_WITH_FIELD_ERRORS,
  classifiedEndpoints,
  classifiedInput,
  optionalText,
  price,
  queryEnum,
  requiredText,
  webAddress,
} from './classifieds';
import { ImageSchema } from './site';

/** Jobs: offered (an employer looking for an employee) or sought (someone looking for a job). */
export const JobCardSchema = z.object({
  ...ClassifiedCardShape,
  jobType: z.enum(JOB_TYPES),
  salaryType: z.enum(SALARY_TYPES).nullable().describe('What `price` (the salary) is paid per.'),
  experience: z.enum(EXPERIENCE_LEVELS),
  posterType: z.enum(POSTER_TYPES),
  company: z.string().nullable().describe('Null for an anonymous post.'),
  workLocation: z.string(),
});
export type JobCard = z.infer<typeof JobCardSchema>;

export const JobSchema = z.object({
  ...ClassifiedDetailShape,
  ...JobCardSchema.shape,
  logo: ImageSchema.nullable().describe('The company’s logo; null for an individual or an anonymous post.'),
});
export type Job = z.infer<typeof JobSchema>;

export const JobListQuerySchema = z.object({
  ...ClassifiedQueryShape,
  job_type: queryEnum(JOB_TYPES, 'validation.choiceInvalid').optional(),
  salary_type: queryEnum(SALARY_TYPES, 'validation.choiceInvalid').optional(),
  experience: queryEnum(EXPERIENCE_LEVELS, 'validation.choiceInvalid').optional(),
  poster_type: queryEnum(POSTER_TYPES, 'validation.choiceInvalid')
    .optional()
    .describe('`company` or `individual`.'),
  sort: queryEnum(JOB_SORTS, 'validation.sortInvalid')
    .optional()
    .transform((value) => value ?? 'newest'),
});
export type JobListQuery = z.output<typeof JobListQuerySchema>;

export const JobInputSchema = classifiedInput({
  posterType: z.enum(POSTER_TYPES, { error: 'validation.choiceInvalid' }).default('individual'),
  jobType: z.enum(JOB_TYPES, { error: 'validation.jobTypeRequired' }),
  workLocation: requiredText('validation.workLocationRequired', 200),
  company: optionalText(120),
  salary: price('validation.priceInvalid')
    .nullish()
    .transform((value) => value ?? null),
  salaryType: z
    .enum(SALARY_TYPES, { error: 'validation.choiceInvalid' })
    .nullish()
    .transform((value) => value ?? null),
  experience: z.enum(EXPERIENCE_LEVELS, { error: 'validation.choiceInvalid' }).default('none'),
  portfolioUrl: webAddress,
  logoId: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
}).superRefine((input, context) => {
  if (input.salary !== null && input.salaryType === null) {
    context.addIssue({ code: 'custom', path: ['salaryType'], message: 'validation.salaryTypeRequired' });
  }
  if (input.posterType === 'company' && !input.company) {
    context.addIssue({ code: 'custom', path: ['company'], message: 'validation.companyNameRequired' });
  }
}, EVEN_WITH_FIELD_ERRORS);
export type JobInput = z.output<typeof JobInputSchema>;

export const jobEndpoints = classifiedEndpoints({
  kind: 'job',
  path: 'jobs',
  tag: 'Jobs',
  noun: 'job',
  card: JobCardSchema,
  detail: JobSchema,
  query: JobListQuerySchema,
  input: JobInputSchema,
});
