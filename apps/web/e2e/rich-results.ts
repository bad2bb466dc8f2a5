/**
 * What Google's rich results need of each kind of structured data a page carries, from its
 * documentation (developers.google.com/search/docs/appearance/structured-data): the required
 * properties, and the recommended ones we promise to send. Returns the problems found; an empty
 * list means the item would be eligible.
 */

type Json = Record<string, unknown>;

const ISO_DATE = /^\d{4}-\d\d-\d\d(T\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d))?$/;
const EMPLOYMENT_TYPES = new Set([
  'FULL_TIME',
  'PART_TIME',
  'CONTRACTOR',
  'TEMPORARY',
  'INTERN',
  'VOLUNTEER',
  'PER_DIEM',
  'OTHER',
]);
const SALARY_UNITS = new Set(['HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR']);
/** schema.org's Accommodation and the subtypes a home is published as. */
const ACCOMMODATION_TYPES = new Set(['Accommodation', 'Apartment', 'House', 'SingleFamilyResidence', 'Room']);

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const isUrl = (value: unknown) => isText(value) && /^https?:\/\/[^\s]+$/.test(value);

function check(problems: string[], condition: boolean, problem: string) {
  if (!condition) problems.push(problem);
}

/** A PostalAddress with at least a country (Google: as complete as possible). */
function checkAddress(problems: string[], address: unknown, where: string) {
  if (!isObject(address) || address['@type'] !== 'PostalAddress') {
    problems.push(`${where}: a PostalAddress is required`);
    return;
  }
  check(problems, isText(address.addressCountry), `${where}.addressCountry is required`);
}

function jobPosting(item: Json, problems: string[]) {
  check(problems, isText(item.title), 'title is required');
  check(problems, isText(item.description), 'description is required');
  check(
    problems,
    isText(item.datePosted) && ISO_DATE.test(item.datePosted),
    'datePosted must be an ISO 8601 date',
  );
  const organisation = item.hiringOrganization;
  check(problems, isObject(organisation) && isText(organisation.name), 'hiringOrganization.name is required');
  const isRemote = item.jobLocationType === 'TELECOMMUTE';
  if (isRemote)
    check(
      problems,
      item.applicantLocationRequirements !== undefined,
      'a remote job needs applicantLocationRequirements',
    );
  else {
    const location = item.jobLocation;
    check(problems, isObject(location) && location['@type'] === 'Place', 'jobLocation (a Place) is required');
    if (isObject(location)) {
      checkAddress(problems, location.address, 'jobLocation.address');
      // Google's job search warns of a location without its region (the state).
      const address = location.address;
      check(
        problems,
        isObject(address) && isText(address.addressRegion),
        'jobLocation.address.addressRegion is required',
      );
    }
  }
  // Recommended: when sent, they must be valid.
  if (item.validThrough !== undefined)
    check(
      problems,
      isText(item.validThrough) && ISO_DATE.test(item.validThrough),
      'validThrough must be an ISO 8601 date',
    );
  if (item.employmentType !== undefined) {
    const types = Array.isArray(item.employmentType) ? item.employmentType : [item.employmentType];
    check(
      problems,
      types.length > 0 && types.every((type) => EMPLOYMENT_TYPES.has(String(type))),
      "employmentType is not one of Google's values",
    );
  }
  if (item.baseSalary !== undefined) {
    const salary = item.baseSalary;
    const value = isObject(salary) ? salary.value : undefined;
    check(problems, isObject(salary) && isText(salary.currency), 'baseSalary.currency is required');
    check(
      problems,
      isObject(value) && typeof value.value === 'number' && SALARY_UNITS.has(String(value.unitText)),
      'baseSalary.value needs a number and a unitText of HOUR, DAY, WEEK, MONTH or YEAR',
    );
  }
}

function product(item: Json, problems: string[]) {
  check(problems, isText(item.name), 'name is required');
  const offers = item.offers;
  check(
    problems,
    offers !== undefined || item.review !== undefined || item.aggregateRating !== undefined,
    'one of offers, review or aggregateRating is required',
  );
  if (offers !== undefined) {
    const offer = Array.isArray(offers) ? offers[0] : offers;
    check(problems, isObject(offer) && offer['@type'] === 'Offer', 'offers must be an Offer');
    if (isObject(offer)) {
      check(problems, typeof offer.price === 'number' || isText(offer.price), 'offers.price is required');
      check(
        problems,
        isText(offer.priceCurrency) && /^[A-Z]{3}$/.test(offer.priceCurrency),
        'offers.priceCurrency (ISO 4217) is required',
      );
      if (offer.availability !== undefined)
        check(
          problems,
          String(offer.availability).startsWith('https://schema.org/'),
          'offers.availability must be a schema.org value',
        );
      if (offer.priceValidUntil !== undefined)
        check(
          problems,
          isText(offer.priceValidUntil) && /^\d{4}-\d\d-\d\d$/.test(offer.priceValidUntil),
          'offers.priceValidUntil must be a date',
        );
    }
  }
}

function localBusiness(item: Json, problems: string[]) {
  check(problems, isText(item.name), 'name is required');
  checkAddress(problems, item.address, 'address');
  if (isObject(item.address))
    check(problems, isText(item.address.streetAddress), 'address.streetAddress is recommended and sent');
  if (item.url !== undefined) check(problems, isUrl(item.url), 'url must be an address');
  if (item.geo !== undefined) {
    const geo = item.geo;
    check(
      problems,
      isObject(geo) && typeof geo.latitude === 'number' && typeof geo.longitude === 'number',
      'geo needs numeric latitude and longitude',
    );
  }
  if (item.openingHours !== undefined)
    check(
      problems,
      Array.isArray(item.openingHours) &&
        item.openingHours.every((entry) =>
          /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? \d\d:\d\d-\d\d:\d\d$/.test(String(entry)),
        ),
      'openingHours entries must read like "Mo 09:00-17:00"',
    );
}

function article(item: Json, problems: string[]) {
  // Google's Article has no required property; these are the recommended ones we send.
  check(problems, isText(item.headline), 'headline is recommended and sent');
  check(
    problems,
    isText(item.datePublished) && ISO_DATE.test(item.datePublished),
    'datePublished must be an ISO 8601 date',
  );
  if (item.dateModified !== undefined)
    check(
      problems,
      isText(item.dateModified) && ISO_DATE.test(item.dateModified),
      'dateModified must be an ISO 8601 date',
    );
  const author = item.author;
  check(problems, isObject(author) && isText(author.name), 'author.name is recommended and sent');
  if (item.image !== undefined) check(problems, isUrl(item.image), 'image must be an address');
}

function accommodation(item: Json, problems: string[]) {
  // No rich result exists for homes; schema.org's Accommodation with what a listing needs.
  check(problems, isText(item.name), 'name is required');
  checkAddress(problems, item.address, 'address');
  if (item.numberOfBedrooms !== undefined)
    check(problems, typeof item.numberOfBedrooms === 'number', 'numberOfBedrooms must be a number');
  if (item.floorSize !== undefined) {
    const size = item.floorSize;
    check(
      problems,
      isObject(size) && typeof size.value === 'number' && isText(size.unitCode),
      'floorSize needs a value and a unitCode',
    );
  }
}

function faqPage(item: Json, problems: string[]) {
  const questions = item.mainEntity;
  check(problems, Array.isArray(questions) && questions.length > 0, 'mainEntity must list the questions');
  for (const question of Array.isArray(questions) ? questions : []) {
    const answer = isObject(question) ? question.acceptedAnswer : undefined;
    check(
      problems,
      isObject(question) &&
        question['@type'] === 'Question' &&
        isText(question.name) &&
        isObject(answer) &&
        isText(answer.text),
      'each Question needs a name and an acceptedAnswer with text',
    );
  }
}

const ATTENDANCE_MODES = new Set(
  ['Offline', 'Online', 'Mixed'].map((mode) => `https://schema.org/${mode}EventAttendanceMode`),
);

/** A place with an address, or an online event's address, as Google asks of an event's location. */
function checkEventLocation(problems: string[], location: unknown) {
  if (isObject(location) && location['@type'] === 'VirtualLocation') {
    check(problems, isUrl(location.url), 'location.url (a VirtualLocation) is required');
    return;
  }
  if (!isObject(location) || location['@type'] !== 'Place') {
    problems.push('location (a Place or VirtualLocation) is required');
    return;
  }
  check(problems, isText(location.name), 'location.name is required');
  checkAddress(problems, location.address, 'location.address');
}

function event(item: Json, problems: string[]) {
  check(problems, isText(item.name), 'name is required');
  check(
    problems,
    isText(item.startDate) && ISO_DATE.test(item.startDate),
    'startDate must be an ISO 8601 date',
  );
  check(problems, isText(item.endDate) && ISO_DATE.test(item.endDate), 'endDate must be an ISO 8601 date');
  const locations = Array.isArray(item.location) ? item.location : [item.location];
  check(problems, locations.length > 0, 'location is required');
  for (const location of locations) checkEventLocation(problems, location);
  check(
    problems,
    isText(item.eventAttendanceMode) && ATTENDANCE_MODES.has(item.eventAttendanceMode),
    'eventAttendanceMode must be one of schema.org’s',
  );
  check(problems, item.eventStatus === 'https://schema.org/EventScheduled', 'eventStatus is recommended');
  const offer = item.offers;
  check(
    problems,
    isObject(offer) &&
      offer['@type'] === 'Offer' &&
      typeof offer.price === 'number' &&
      offer.priceCurrency === 'USD' &&
      isUrl(offer.url),
    'offers must be an Offer with a price in USD and a url',
  );
  if (item.organizer !== undefined) {
    const organizer = item.organizer;
    check(problems, isObject(organizer) && isText(organizer.name), 'organizer.name is required');
  }
}

/** The kind of structured data an item is, as this site publishes it. */
export function richResultKind(item: Json): string {
  const type = String(item['@type']);
  return ACCOMMODATION_TYPES.has(type) ? 'Accommodation' : type;
}

/** The problems that would keep an item out of its rich result; empty when it is eligible. */
export function richResultProblems(item: Json): string[] {
  const problems: string[] = [];
  check(problems, item['@context'] === 'https://schema.org', '@context must be https://schema.org');
  const checks: Record<string, (item: Json, problems: string[]) => void> = {
    JobPosting: jobPosting,
    Product: product,
    LocalBusiness: localBusiness,
    BlogPosting: article,
    Article: article,
    Accommodation: accommodation,
    FAQPage: faqPage,
    Event: event,
  };
  const checkKind = checks[richResultKind(item)];
  if (!checkKind) return [...problems, `no check for @type ${String(item['@type'])}`];
  checkKind(item, problems);
  return problems;
}
