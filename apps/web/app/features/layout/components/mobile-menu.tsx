import { useId, useState } from 'react';
import { NavLink } from 'react-router';
import { Link } from '../../../components/link';
import { ChevronDownIcon } from '../../../components/icons';
import { useI18n } from '../../../lib/i18n';
import {
  HEADER_LINKS_AFTER_SERVICES,
  HEADER_LINKS_BEFORE_SERVICES,
  type ServiceMenuItem,
} from '../navigation';
import { SubcategoryLinks, useSubcategoryLists } from './services-menu';

/**
 * The burger menu's links on narrow screens, loaded the first time the menu opens (SiteHeader):
 * a closed menu renders nothing, on the server as in the browser, so no page's first load needs
 * this code (issue 37).
 */
export function MobileMenu({
  services,
  onNavigate,
}: {
  services: ServiceMenuItem[];
  onNavigate: () => void;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('nav.mainNavigation')}>
      <ul className="grid gap-1 p-4">
        {HEADER_LINKS_BEFORE_SERVICES.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              onClick={onNavigate}
              className="block rounded-lg px-3 py-3 font-medium hover:bg-slate-100"
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
        <ServicesAccordion items={services} onNavigate={onNavigate} />
        {HEADER_LINKS_AFTER_SERVICES.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              onClick={onNavigate}
              className="block rounded-lg px-3 py-3 font-medium hover:bg-slate-100"
            >
              {t(link.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Narrow screens: Our Services as an accordion, with Service Providers and Shops expandable. */
function ServicesAccordion({
  items: sections,
  onNavigate,
}: {
  items: ServiceMenuItem[];
  onNavigate: () => void;
}) {
  const { t } = useI18n();
  const [openKey, setOpenKey] = useState<string | null>(null);
  const [isOpen, setOpen] = useState(false);
  const items = useSubcategoryLists(sections, isOpen);
  const panelId = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setOpen((open) => !open)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-3 text-start font-medium hover:bg-slate-100"
      >
        {t('nav.ourServices')}
        <ChevronDownIcon className={`size-5 transition-transform ${isOpen ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!isOpen} className="ms-3 border-s border-slate-200 ps-2">
        <li>
          <Link
            to="/Our-Service"
            onClick={onNavigate}
            className="block rounded-lg px-3 py-2 hover:bg-slate-100"
          >
            {t('nav.ourServices')}
          </Link>
        </li>
        {items.map((item) => (
          <li key={item.key}>
            <div className="flex items-center">
              <Link
                to={item.to}
                state={item.state}
                onClick={onNavigate}
                className="flex-1 rounded-lg px-3 py-2 hover:bg-slate-100"
              >
                {t(item.label)}
              </Link>
              {item.subcategories.length > 0 ? (
                <button
                  type="button"
                  aria-expanded={openKey === item.key}
                  aria-label={t('nav.showSubcategories', { name: t(item.label) })}
                  onClick={() => setOpenKey((key) => (key === item.key ? null : item.key))}
                  className="grid size-11 place-items-center rounded-full hover:bg-slate-100"
                >
                  <ChevronDownIcon
                    className={`size-4 transition-transform ${openKey === item.key ? 'rotate-180' : ''}`}
                  />
                </button>
              ) : null}
            </div>
            {item.subcategories.length > 0 && openKey === item.key ? (
              <SubcategoryLinks
                subcategories={item.subcategories}
                onNavigate={onNavigate}
                className="ms-3 border-s border-slate-200 ps-2"
                linkClassName="block rounded-lg px-3 py-2 text-sm hover:bg-slate-100"
              />
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}
