import type { WebLoadContext } from '@jaliya/contract';

declare module 'react-router' {
  // The server passes a WebLoadContext to every loader (see apps/server/src/plugins/web.ts).
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends WebLoadContext {}
}
