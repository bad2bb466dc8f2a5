import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { browserCatalogue, CatalogueContext, messageFilesMetaName } from './lib/catalogue';

const catalogue = browserCatalogue(document.documentElement.lang === 'ar' ? 'ar' : 'en');
// The shell's and the page's message files (already on their way: <head> preloads them).
const routeIds = document.querySelector(`meta[name="${messageFilesMetaName}"]`)?.getAttribute('content');

// Without its messages the page stays as the server sent it: links and forms still work.
void catalogue.load(routeIds ? routeIds.split(' ') : ['root']).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CatalogueContext.Provider value={catalogue}>
          <HydratedRouter />
        </CatalogueContext.Provider>
      </StrictMode>,
    );
  });
});
