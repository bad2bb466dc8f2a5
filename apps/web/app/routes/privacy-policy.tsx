import { LegalPage, legalPageLoader } from '../features/editorial/components/legal-page';
import type { RouteHandle } from '../lib/route-handle';

// The specification hides the site's header and footer on this page (it opens inside the apps too).
export const handle: RouteHandle = { hideHeader: true, hideFooter: true, isSharedWithMembers: true };

export const loader = legalPageLoader('privacy-policy', '/Privacy-Policy');

export default LegalPage;
