import type { Messages } from '@jaliya/contract/messages';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { CatalogueContext, catalogueUrls } from './lib/catalogue';

const ATTEMPTS = 3;

/** The page's message catalogue (already on its way: <head> preloads it). */
async function loadCatalogue(): Promise<Messages> {
  const url = catalogueUrls[document.documentElement.lang === 'ar' ? 'ar' : 'en'];
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(url);
      if (response.ok) return (await response.json()) as Messages;
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
    }
    if (attempt >= ATTEMPTS) throw new Error(`The message catalogue did not load (${url})`);
    await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
  }
}

// Without its catalogue the page stays as the server sent it: links and forms still work.
void loadCatalogue().then((messages) => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CatalogueContext.Provider value={messages}>
          <HydratedRouter />
        </CatalogueContext.Provider>
      </StrictMode>,
    );
  });
});
