import { z } from 'zod';
import { LANGUAGES } from './languages';
import { SOCIAL_MEDIA_TYPES } from './limits';
import { LIVE_CHAT_PROVIDER_NAMES, type LiveChatProvider } from './live-chat';

export const LanguageSchema = z.enum(LANGUAGES).describe('Content language: `en` (default) or `ar`.');

/** Path parameters of every site-scoped API address: `/api/{site}/{lang}/{cityId}/...`. */
export const SiteParamsSchema = z.object({
  site: z.string().describe('Site code, such as `GA` for Georgia. Case-insensitive.'),
  lang: z.string().describe('Language of the content: `en` or `ar`.'),
  cityId: z.string().describe('City id, or 0 for the whole site.'),
});
export type SiteParams = z.infer<typeof SiteParamsSchema>;

/** A stored image with the widths it is delivered in. */
export const ImageSchema = z
  .object({
    url: z.string().describe('Address of the largest variant.'),
    srcset: z.string().describe('`srcset` value listing every variant with its width.'),
    width: z.number().int().describe('Width of the largest variant in pixels.'),
    height: z.number().int().describe('Height of the largest variant in pixels.'),
    alt: z.string().describe("Alternative text in the request's language."),
    placeholder: z
      .string()
      .optional()
      .describe('A tiny blurred preview (a `data:` URL of a few hundred bytes) to show while it loads.'),
  })
  .describe('Image');
export type Image = z.infer<typeof ImageSchema>;

export const SocialMediaTypeSchema = z.enum(SOCIAL_MEDIA_TYPES);
export type SocialMediaType = z.infer<typeof SocialMediaTypeSchema>;

export const SubcategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(['service', 'business']).describe('`service` for service providers, `business` for shops.'),
});
export type Subcategory = z.infer<typeof SubcategorySchema>;

const ServiceLinkSchema = z
  .object({
    id: z.number().int().describe('Category id the link opens.'),
    name: z.string(),
    subcategories: z.array(SubcategorySchema),
  })
  .nullable()
  .describe('Present only when the site has this section; the menu hides the link otherwise.');

export const StateEntrySchema = z.object({
  title: z.string(),
  image: ImageSchema.nullable(),
  url: z.string().nullable().describe('Address of the sister site; null means Coming Soon.'),
});
export type StateEntry = z.infer<typeof StateEntrySchema>;

export const CitySchema = z.object({ id: z.number().int(), name: z.string() });
export type City = z.infer<typeof CitySchema>;

export const GeneralSettingSchema = z
  .object({
    site: z.object({
      code: z.string(),
      name: z.string(),
      timeZone: z.string().describe('IANA time zone, such as America/New_York.'),
    }),
    cities: z.array(CitySchema),
    logo: ImageSchema.nullable(),
    navbar: z.object({
      logo: ImageSchema.nullable(),
      states: z.array(StateEntrySchema),
    }),
    services: z.object({
      service_provider: ServiceLinkSchema,
      shops: ServiceLinkSchema,
      market_place: ServiceLinkSchema,
      rent: ServiceLinkSchema,
      jobs: ServiceLinkSchema,
    }),
    footer: z.object({
      logo: ImageSchema.nullable(),
      social_media: z.array(z.object({ type: SocialMediaTypeSchema, url: z.string() })),
      subscribe: z.string().describe('Text above the newsletter box.'),
      email: z.string(),
      phone: z.string().describe('Phone number with the US country code, such as +1 404 555 0134.'),
      Copyright: z.string(),
    }),
    liveChat: z
      .object({
        provider: z.enum(LIVE_CHAT_PROVIDER_NAMES as [LiveChatProvider, ...LiveChatProvider[]]),
        websiteId: z.string().describe("The site's account id with the provider."),
      })
      .nullable()
      .describe('The live chat to load, or null when the site has none.'),
    map: z
      .object({
        tileUrl: z.string().describe('Tile address template with `{z}`, `{x}` and `{y}`.'),
        attribution: z.string().describe('The credit the tiles’ licence asks for, shown on every map.'),
        attributionUrl: z.string().nullable(),
        center: z
          .object({ lat: z.number(), lng: z.number(), zoom: z.number().int() })
          .describe('Where a map with nothing on it yet is centred: the site’s office, else the USA.'),
      })
      .describe('Where maps draw their tiles from.'),
    apps: z
      .object({
        appStore: z.string().nullable().describe('The iOS app’s App Store page, or null.'),
        googlePlay: z.string().nullable().describe('The Android app’s Google Play page, or null.'),
      })
      .describe('The mobile apps’ store pages.'),
  })
  .describe('General settings');
export type GeneralSetting = z.infer<typeof GeneralSettingSchema>;

export const WelcomeScreenSchema = z
  .object({
    type: z.enum(['youtube', 'image']),
    link: z.string(),
    title: z.string(),
    description: z.string(),
  })
  .describe('Welcome pop-up content');
export type WelcomeScreen = z.infer<typeof WelcomeScreenSchema>;

export const HeroEntrySchema = z.object({
  id: z.number().int(),
  media: ImageSchema,
  title: z.string(),
  description: z.string().describe('Sanitised rich text (HTML).'),
});
export type HeroEntry = z.infer<typeof HeroEntrySchema>;

export const UserGuideSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
});
export type UserGuideSummary = z.infer<typeof UserGuideSummarySchema>;

/** Wraps a payload schema in the `{"data": ...}` envelope every successful response uses. */
export function dataEnvelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}
