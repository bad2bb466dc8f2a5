import type { GeneralSetting } from '@jaliya/contract';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import { Link } from '../../../components/link';
import { ChevronDownIcon, ChevronEndIcon } from '../../../components/icons';
import { browserApiClient } from '../../../lib/api-client';
import { useI18n } from '../../../lib/i18n';
import { useDismiss } from '../../../lib/use-dismiss';
import { serviceMenuItems, type ServiceMenuItem } from '../navigation';

/** The settings with their subcategory lists, fetched once a page (the browser caches the answer). */
let servicesWithLists: Promise<GeneralSetting['services'] | null> | undefined;

/**
 * The menu's sections with their subcategories. A page's data carries the sections alone
 * (`withoutSubcategoryLists`); the lists are fetched the first time the menu opens, and shown
 * as soon as they arrive.
 */
export function useSubcategoryLists(items: ServiceMenuItem[], isOpen: boolean): ServiceMenuItem[] {
  const [loaded, setLoaded] = useState<ServiceMenuItem[] | null>(null);
  const hasLists = items.some((item) => item.subcategories.length > 0);
  useEffect(() => {
    if (!isOpen || loaded || hasLists) return;
    let isCurrent = true;
    servicesWithLists ??= browserApiClient()
      .generalSetting()
      .then((settings) => settings.services)
      .catch(() => {
        // Asked again when the menu next opens.
        servicesWithLists = undefined;
        return null;
      });
    void servicesWithLists.then((services) => {
      if (isCurrent && services) setLoaded(serviceMenuItems(services));
    });
    return () => {
      isCurrent = false;
    };
  }, [isOpen, loaded, hasLists]);
  return loaded ?? items;
}

/** The subcategory links of a section: a flyout on desktop, a nested list in the accordion. */
export function SubcategoryLinks({
  subcategories,
  onNavigate,
  className,
  linkClassName,
}: {
  subcategories: ServiceMenuItem['subcategories'];
  onNavigate: () => void;
  className: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {subcategories.map((subcategory) => (
        <li key={subcategory.id}>
          <Link to={subcategory.to} onClick={onNavigate} className={linkClassName}>
            {subcategory.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Desktop Our Services: opens while a mouse is over it, and on its button for keyboard and touch;
 * hovering Service Providers or Shops shows their subcategories beside them. A mouse click on the
 * button keeps open the menu its hover opened (it would otherwise close under the pointer), and a
 * touch opens it by its button alone (a tap also fires the compatibility mouse events).
 */
export function ServicesDropdown({
  items: sections,
  linkClassName,
}: {
  items: ServiceMenuItem[];
  linkClassName: string;
}) {
  const { t } = useI18n();
  const [isOpen, setOpen] = useState(false);
  const items = useSubcategoryLists(sections, isOpen);
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const isHovered = useRef(false);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(isOpen, close, root, undefined, button);
  const menuId = useId();
  return (
    <li
      ref={root}
      className="relative flex items-center"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        isHovered.current = true;
        setOpen(true);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType !== 'mouse') return;
        isHovered.current = false;
        close();
      }}
    >
      <NavLink to="/Our-Service" className={linkClassName}>
        {t('nav.ourServices')}
      </NavLink>
      {items.length > 0 ? (
        <>
          <button
            ref={button}
            type="button"
            aria-expanded={isOpen}
            aria-controls={menuId}
            aria-label={t('nav.showSubcategories', { name: t('nav.ourServices') })}
            data-testid="services-toggle"
            onClick={() => (isHovered.current ? setOpen(true) : setOpen((open) => !open))}
            className="grid size-8 place-items-center rounded-full hover:bg-black/10 xl:size-10"
          >
            <ChevronDownIcon className="size-4" />
          </button>
          <ul
            id={menuId}
            data-testid="services-menu"
            className={`absolute start-0 top-full z-10 w-60 rounded-xl bg-white p-2 text-slate-900 shadow-xl ring-1 ring-black/5 ${
              isOpen ? 'block' : 'hidden'
            }`}
          >
            {/* Its links are rendered when it opens: a closed menu costs every page nothing. */}
            {isOpen &&
              items.map((item) => (
                <li key={item.key} className="group/item relative">
                  <Link
                    to={item.to}
                    state={item.state}
                    onClick={close}
                    className="flex items-center justify-between rounded-lg px-3 py-2 hover:bg-primary/10 focus-visible:bg-primary/10"
                  >
                    {t(item.label)}
                    {item.subcategories.length > 0 ? <ChevronEndIcon className="size-4" /> : null}
                  </Link>
                  {item.subcategories.length > 0 ? (
                    <SubcategoryLinks
                      subcategories={item.subcategories}
                      onNavigate={close}
                      className="absolute start-full top-0 hidden w-60 rounded-xl bg-white p-2 shadow-xl ring-1 ring-black/5 group-focus-within/item:block group-hover/item:block"
                      linkClassName="block rounded-lg px-3 py-2 hover:bg-primary/10"
                    />
                  ) : null}
                </li>
              ))}
          </ul>
        </>
      ) : null}
    </li>
  );
}
