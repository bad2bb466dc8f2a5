import { directoryEndpoints } from '../lib/endpoints.server';
import { PageMeta } from '../components/page-meta';
import { PageHeader } from '../features/editorial/components/page-header';
import { useI18n } from '../lib/i18n';
import { serverApi } from '../lib/server-api';
import { OurServiceCard } from '../features/directory/components/our-service-card';
import type { Route } from './+types/our-service';
import type { RouteHandle } from '../lib/route-handle';

// Signed-in visitors get this page's member variant from the page cache (decision 024).
export const handle: RouteHandle = { isSharedWithMembers: true };

/** `/Our-Service`: what the site offers, each with a link, and the sister sites in other states. */
export async function loader({ context }: Route.LoaderArgs) {
  const ourServices = await serverApi(context).get(directoryEndpoints.ourServices, {});
  return { ourServices, canonicalUrl: `${context.publicUrl}/Our-Service` };
}

export default function OurServiceRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { ourServices, canonicalUrl } = loaderData;
  return (
    <>
      <PageMeta
        title={`${t('directory.ourServicesTitle')} | ${t('app.name')}`}
        description={t('directory.ourServicesIntro')}
        canonicalUrl={canonicalUrl}
      />
      <PageHeader
        title={t('directory.ourServicesTitle')}
        intro={t('directory.ourServicesIntro')}
        width="max-w-6xl"
      />
      <div className="mx-auto max-w-6xl px-4 py-10">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {ourServices.services.map((service) => (
            <li key={service.id} className="flex">
              <OurServiceCard service={service} />
            </li>
          ))}
        </ul>
        {ourServices.sisterSites.length > 0 && (
          <section aria-labelledby="sister-sites" className="mt-14">
            <h2 id="sister-sites" className="mb-4 text-2xl font-bold text-gray-900">
              {t('directory.sisterSites')}
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {ourServices.sisterSites.map((sister) => (
                <li key={sister.url} className="rounded-2xl bg-gray-50 p-5">
                  <h3 className="font-bold text-gray-900">{sister.name}</h3>
                  <p className="mt-1 text-sm text-gray-700">{sister.summary}</p>
                  <a
                    href={sister.url}
                    target="_blank"
                    rel="noopener"
                    className="mt-2 inline-block font-semibold text-primary hover:underline"
                  >
                    {t('directory.visit', { name: sister.name })}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
