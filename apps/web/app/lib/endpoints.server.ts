/**
 * The contract's endpoint definitions, for loaders and actions only: they carry zod schemas, which
 * must not reach the browser bundle (a `.server` module never does).
 */
export {
  consoleEndpoints,
  contentCollection,
  contentConsoleEndpoints,
  CONTENT_COLLECTIONS,
  inboxEndpoints,
  MAX_EXPORT_ROWS,
  directoryEndpoints,
  eventCalendarPath,
  eventEndpoints,
  jobEndpoints,
  listingEndpoints,
  marketCatalogueEndpoint,
  productEndpoints,
  rentEndpoints,
  searchEndpoints,
  sitesConsoleEndpoints,
} from '@jaliya/contract';
