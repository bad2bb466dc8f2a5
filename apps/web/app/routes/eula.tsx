import { LegalPage, legalPageLoader } from '../features/editorial/components/legal-page';
import type { RouteHandle } from '../lib/route-handle';

// The specification hides the site's footer on this page (it opens inside the apps too).
export const handle: RouteHandle = { hideFooter: true, isSharedWithMembers: true };

export const loader = legalPageLoader('eula', '/eula');

export default LegalPage;
