import { z } from 'zod';
import { BusinessCardSchema, MainCategorySchema, OurServiceSchema } from './directory';
import { BlogPostSummarySchema } from './editorial';
import { EventCardSchema } from './events';
import { JobCardSchema } from './jobs';
import { ProductCardSchema } from './products';
import { RentCardSchema } from './rents';
import { HeroEntrySchema, UserGuideSummarySchema, WelcomeScreenSchema } from './site';

/** Everything the home page shows, in one read (SPEC section 1 and the old client's home payload). */
export const HomeSchema = z
  .object({
    hero: z.array(HeroEntrySchema),
    welcomeScreenData: WelcomeScreenSchema.nullable(),
    userGuidData: z.array(UserGuideSummarySchema),
    categories: z
      .array(MainCategorySchema)
      .describe('Service and shop categories with their subcategories, in order.'),
    ourServices: z.array(OurServiceSchema).describe('The site’s own services.'),
    latestBlogs: z.array(BlogPostSummarySchema).describe('The three newest blog posts.'),
    newestBusinesses: z.array(BusinessCardSchema).describe('The six most recently published businesses.'),
    newestJobs: z.array(JobCardSchema).describe('The four most recently published jobs.'),
    newestRents: z.array(RentCardSchema).describe('The four most recently published homes.'),
    newestProducts: z.array(ProductCardSchema).describe('The four most recently published products.'),
    upcomingEvents: z
      .array(EventCardSchema)
      .describe('The four soonest events not yet ended (under way or to come), soonest first.'),
  })
  .describe('Home page content');
export type Home = z.infer<typeof HomeSchema>;
