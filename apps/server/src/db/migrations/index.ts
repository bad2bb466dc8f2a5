import type { Migration } from 'kysely';
import * as foundation from './20261123090000_foundation';
import * as accounts from './20261123120000_accounts';
import * as newsletter from './20261123150000_newsletter';
import * as editorial from './20261124090000_editorial';
import * as reviewFixes from './20261125090000_review_fixes';
import * as contentChanges from './20261125120000_content_changes';
import * as listings from './20261126090000_listings';
import * as mapsAndApps from './20261127090000_maps_and_apps';
import * as reports from './20261127120000_reports';
import * as classifieds from './20261128090000_classifieds';
import * as rentals from './20261128120000_rentals';
import * as marketplace from './20261129090000_marketplace';
import * as search from './20261130090000_search';
import * as moderationConsole from './20261201090000_console';
import * as siteTimes from './20261202090000_site_times';
import * as reportWeight from './20261203090000_report_weight';
import * as idempotency from './20261203120000_idempotency';
import * as sessionRole from './20261203150000_session_role';
import * as searchRanking from './20261204120000_search_ranking';
import * as events from './20261205120000_events';
import * as eventReminders from './20261205130000_event_reminders';
import * as siteHosts from './20261206120000_site_hosts';
import * as siteRoles from './20261206130000_site_roles';

/**
 * Every migration in order, listed statically so the bundled server carries them.
 * Names are timestamps; add new ones at the end and never edit one that has shipped.
 */
export const migrations: Record<string, Migration> = {
  '20261123090000_foundation': foundation,
  '20261123120000_accounts': accounts,
  '20261123150000_newsletter': newsletter,
  '20261124090000_editorial': editorial,
  '20261125090000_review_fixes': reviewFixes,
  '20261125120000_content_changes': contentChanges,
  '20261126090000_listings': listings,
  '20261127090000_maps_and_apps': mapsAndApps,
  '20261127120000_reports': reports,
  '20261128090000_classifieds': classifieds,
  '20261128120000_rentals': rentals,
  '20261129090000_marketplace': marketplace,
  '20261130090000_search': search,
  '20261201090000_console': moderationConsole,
  '20261202090000_site_times': siteTimes,
  '20261203090000_report_weight': reportWeight,
  '20261203120000_idempotency': idempotency,
  '20261203150000_session_role': sessionRole,
  '20261204120000_search_ranking': searchRanking,
  '20261205120000_events': events,
  '20261205130000_event_reminders': eventReminders,
  '20261206120000_site_hosts': siteHosts,
  '20261206130000_site_roles': siteRoles,
};
