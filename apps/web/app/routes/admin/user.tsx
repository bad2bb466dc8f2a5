import { data, Form, useActionData } from 'react-router';
import { useDateTimeFormat } from '../../lib/site-settings';
import { Link } from '../../components/link';
import { StatusMessage } from '../../components/status-message';
import { Badge, Filter, TextBox } from '../../features/console/console-controls';
import { kindLabel, statusLabel, CONSOLE_ROLES } from '../../features/console/console-format';
import { consoleEndpoints } from '../../lib/endpoints.server';
import { useI18n } from '../../lib/i18n';
import { orNotFound } from '../../lib/page-loaders';
import { serverApi } from '../../lib/server-api';
import type { Route } from './+types/user';

const INTENTS = ['suspend', 'restore', 'role', 'reset'] as const;
type Intent = (typeof INTENTS)[number];

export async function loader({ params, context }: Route.LoaderArgs) {
  if (!/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 404 });
  const api = serverApi(context);
  const [detail, me] = await Promise.all([
    orNotFound(api.get(consoleEndpoints.user, { params: { id: params.id } })),
    api.currentUser(),
  ]);
  // Roles are per site: only a deployment admin gives a role on every site (decision 027).
  const isDeploymentAdmin = me?.deploymentRole === 'admin';
  return { detail, isSelf: me?.id === detail.user.id, isDeploymentAdmin };
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = INTENTS.find((value) => value === form.get('intent'));
  if (!intent || !/^[1-9]\d{0,8}$/.test(params.id)) throw data(null, { status: 400 });
  const api = serverApi(context);
  const id = { id: params.id };
  const result =
    intent === 'suspend'
      ? await api.send(consoleEndpoints.suspendUser, {
          params: id,
          body: { reason: String(form.get('reason') ?? '') },
        })
      : intent === 'restore'
        ? await api.send(consoleEndpoints.restoreUser, { params: id })
        : intent === 'role'
          ? await api.send(consoleEndpoints.changeRole, {
              params: id,
              body: {
                role: String(form.get('role') ?? '') as 'user',
                ...(form.get('allSites') === 'on' ? { allSites: true } : {}),
              },
            })
          : await api.send(consoleEndpoints.sendPasswordReset, { params: id });
  if (result.ok) return { ok: true as const, intent };
  return data(
    {
      ok: false as const,
      intent,
      fields: result.error.fields ?? {},
      message: result.error.fields ? undefined : result.error.message,
    },
    { status: result.status },
  );
}

const DONE: Record<
  Intent,
  'console.user.suspended' | 'console.user.restored' | 'console.user.roleChanged' | 'console.user.resetSent'
> = {
  suspend: 'console.user.suspended',
  restore: 'console.user.restored',
  role: 'console.user.roleChanged',
  reset: 'console.user.resetSent',
};

/** `/admin/users/{id}` (admins): one person, their posts, suspension, role and password reset. */
export default function ConsoleUserRoute({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { detail, isSelf, isDeploymentAdmin } = loaderData;
  const { user, posts } = detail;
  const result = useActionData<typeof action>();
  const errors = result && !result.ok ? result.fields : {};
  const date = useDateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' });
  return (
    <article aria-labelledby="user-title" className="grid gap-6">
      <title>{`${user.name} | ${t('console.title')}`}</title>
      <div>
        <Link to="/admin/users" className="text-sm text-primary hover:underline">
          {t('console.user.back')}
        </Link>
        <h1 id="user-title" className="mt-2 text-2xl font-bold" dir="auto">
          {user.name}
        </h1>
        <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
          <dt className="font-medium text-slate-600">{t('console.users.email')}</dt>
          <dd>{user.email}</dd>
          <dt className="font-medium text-slate-600">{t('console.user.phone')}</dt>
          <dd dir="ltr" className="text-start">
            {user.phone}
          </dd>
          <dt className="font-medium text-slate-600">{t('console.users.role')}</dt>
          <dd>{t(`console.roles.${user.role}`)}</dd>
          <dt className="font-medium text-slate-600">{t('console.users.deploymentRole')}</dt>
          <dd>{t(`console.roles.${user.deploymentRole}`)}</dd>
          <dt className="font-medium text-slate-600">{t('console.users.joined')}</dt>
          <dd>{date.format(new Date(user.createdAt))}</dd>
          {user.suspendedAt ? (
            <>
              <dt className="font-medium text-slate-600">{t('console.users.suspended')}</dt>
              <dd>
                {date.format(new Date(user.suspendedAt))}: <span dir="auto">{user.suspendedReason}</span>
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      {result?.ok ? <StatusMessage tone="success">{t(DONE[result.intent])}</StatusMessage> : null}
      {result && !result.ok && result.message ? (
        <StatusMessage tone="error">{result.message}</StatusMessage>
      ) : null}

      {isSelf ? (
        <p className="rounded-lg bg-slate-50 p-4 text-slate-700">{t('console.user.isSelf')}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-3">
          {/* Accounts are every site's: suspending one is a deployment admin's (decision 027). */}
          {!isDeploymentAdmin ? (
            <p className="grid content-start rounded-xl bg-slate-50 p-4 text-sm text-slate-700">
              {t('console.user.suspensionDeploymentOnly')}
            </p>
          ) : user.suspendedAt ? (
            <Form method="post" className="grid content-start gap-3 rounded-xl bg-slate-50 p-4">
              <h2 className="font-semibold">{t('console.user.restoreTitle')}</h2>
              <p className="text-sm text-slate-700">{t('console.user.restoreExplained')}</p>
              <button
                type="submit"
                name="intent"
                value="restore"
                className="justify-self-start rounded-full bg-green-700 px-5 py-2 text-sm font-semibold text-white hover:bg-green-800"
              >
                {t('console.user.restore')}
              </button>
            </Form>
          ) : (
            <Form method="post" className="grid content-start gap-3 rounded-xl bg-slate-50 p-4">
              <h2 className="font-semibold">{t('console.user.suspendTitle')}</h2>
              <p className="text-sm text-slate-700">{t('console.user.suspendExplained')}</p>
              <TextBox label={t('console.user.reason')} name="reason" maxLength={500} error={errors.reason} />
              <button
                type="submit"
                name="intent"
                value="suspend"
                className="justify-self-start rounded-full bg-red-700 px-5 py-2 text-sm font-semibold text-white hover:bg-red-800"
              >
                {t('console.user.suspend')}
              </button>
            </Form>
          )}
          <Form method="post" className="grid content-start gap-3 rounded-xl bg-slate-50 p-4">
            <h2 className="font-semibold">{t('console.user.roleTitle')}</h2>
            <Filter label={t('console.users.role')} name="role" value={user.role} error={errors.role}>
              {CONSOLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`console.roles.${role}`)}
                </option>
              ))}
            </Filter>
            {isDeploymentAdmin ? (
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="allSites" className="size-4" />
                {t('console.user.allSites')}
              </label>
            ) : null}
            <button
              type="submit"
              name="intent"
              value="role"
              className="justify-self-start rounded-full bg-slate-800 px-5 py-2 text-sm font-semibold text-white"
            >
              {t('console.user.changeRole')}
            </button>
          </Form>
          <Form method="post" className="grid content-start gap-3 rounded-xl bg-slate-50 p-4">
            <h2 className="font-semibold">{t('console.user.resetTitle')}</h2>
            <p className="text-sm text-slate-700">{t('console.user.resetExplained')}</p>
            <button
              type="submit"
              name="intent"
              value="reset"
              className="justify-self-start rounded-full px-5 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-white"
            >
              {t('console.user.sendReset')}
            </button>
          </Form>
        </div>
      )}

      <section aria-labelledby="posts-title">
        <h2 id="posts-title" className="text-lg font-semibold">
          {t('console.user.posts', { count: posts.length })}
        </h2>
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl ring-1 ring-slate-200">
          {posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-2 px-4 py-3">
              <Link
                to={`/admin/review/${post.id}`}
                className="font-medium text-primary hover:underline"
                dir="auto"
              >
                {post.title}
              </Link>
              <Badge tone="slate">{t(kindLabel(post.kind))}</Badge>
              <Badge tone={post.status === 'published' ? 'slate' : 'amber'}>
                {t(statusLabel(post.status))}
              </Badge>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
