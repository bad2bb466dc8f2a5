import type { Language } from '@jaliya/contract/languages';
import type { Messages } from '@jaliya/contract/messages';
import arUrl from '@jaliya/contract/i18n/ar.json?url';
import enUrl from '@jaliya/contract/i18n/en.json?url';
import { createContext, useContext } from 'react';

/**
 * The message catalogue of the page's language. It is not part of any page's data: the browser
 * fetches it once as a hashed, immutable file (preloaded with the page's scripts, see
 * lib/first-paint.ts) and keeps it for every page,
 * so each page is about 30 KB lighter and the server never serialises it (entry.client.tsx,
 * entry.server.tsx).
 */
export const CatalogueContext = createContext<Messages | null>(null);

export const catalogueUrls: Record<Language, string> = { en: enUrl, ar: arUrl };

export function useCatalogue(): Messages {
  const messages = useContext(CatalogueContext);
  if (!messages) throw new Error('useCatalogue must be used inside CatalogueContext');
  return messages;
}
