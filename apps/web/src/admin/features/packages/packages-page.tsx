import { PACKAGE_DEFAULT_DAYS } from '@agency/contract/package-limits';
import { createPackageSchema, PACKAGE_CLIENT_MAX, PACKAGE_TITLE_MAX, type CreatePackageRequest, type PackageSummary } from '@agency/contract/packages';
import { useForm } from 'react-hook-form';
import { FormCard } from '@admin/components/form-card';
import { Link, useNavigate } from 'react-router';
import { AdminPage } from '@admin/components/admin-page';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextField } from '@admin/components/fields/text-field';
import { LoadStatus } from '@admin/components/load-status';
import { adminPath } from '@admin/lib/admin-paths';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { usePackages, useCreatePackage } from './api/packages-api';
import { CopyLinkButton } from './copy-link-button';
import { addDays, lastOpenDay, today } from './package-form';
import { PackageLanguageField } from './package-language-field';
import { packageTexts as t } from './package-texts';
import './packages.css';

type NewPackageValues = { title: string; clientName: string; expiresAt: string; language: 'ko' | 'en'; artistIds: number[] };

/** Title, client, last open day and language; artists are added on the package's own screen. */
function NewPackageForm() {
  const create = useCreatePackage();
  const dialogs = useAdminDialogs();
  const navigate = useNavigate();
  const form = useForm<NewPackageValues, unknown, CreatePackageRequest>({
    resolver: formResolver(createPackageSchema),
    defaultValues: { title: '', clientName: '', expiresAt: addDays(today(), PACKAGE_DEFAULT_DAYS), language: 'ko', artistIds: [] },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { id } = await create.mutateAsync(body);
      dialogs.notify(t.created);
      navigate(adminPath('package', { id }));
    } catch (error) {
      console.error('Creating a package failed', error);
      await dialogs.alert(withReason(t.createFailed, error));
    }
  });
  return (
    <FormCard title={t.newTitle} form={form} onSubmit={(event) => void onSubmit(event)} submitLabel={t.create} busy={create.isPending}>
        <TextField label={t.title} required maxLength={PACKAGE_TITLE_MAX} error={errors.title?.message} {...form.register('title')} />
        <TextField label={t.clientName} required maxLength={PACKAGE_CLIENT_MAX} error={errors.clientName?.message} {...form.register('clientName')} />
        <TextField label={t.expiresAt} type="date" required min={today()} hint={t.expiresHint} error={errors.expiresAt?.message} {...form.register('expiresAt')} />
        <PackageLanguageField />
    </FormCard>
  );
}

/** Over every package mailed to someone: how many recipients got, opened, shortlisted from and requested from it. */
function PackagesFunnel({ packages }: { packages: PackageSummary[] }) {
  const total = { sent: 0, opened: 0, shortlisted: 0, selected: 0, booked: 0 };
  for (const item of packages) for (const step of FUNNEL_STEPS) total[step] += item.funnel[step];
  if (total.sent === 0) return null;
  return (
    <section className="admin-card" aria-labelledby="package-funnel-title">
      <h2 id="package-funnel-title" className="admin-card-title">
        {t.funnelTitle}
      </h2>
      <p className="admin-muted">{t.funnelHint}</p>
      <ol className="admin-package-funnel">
        {FUNNEL_STEPS.map((step) => (
          <li key={step}>
            <span className="admin-package-funnel-count">{total[step]}</span>
            <span>{t.funnelSteps[step]}</span>
            {step !== 'sent' && step !== 'booked' && <span className="admin-muted">{Math.round((total[step] / total.sent) * 100)}%</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}

const FUNNEL_STEPS = ['sent', 'opened', 'shortlisted', 'selected', 'booked'] as const;

/** Every client package, newest first: how it was received at a glance, and its link. */
export function PackagesPage() {
  const packages = usePackages();
  return (
    <AdminPage title={t.listTitle} description={t.listDescription} historyTarget="package">
      <NewPackageForm />
      {packages.isSuccess && <PackagesFunnel packages={packages.data} />}
      <section className="admin-card" aria-labelledby="package-list-title">
        <h2 id="package-list-title" className="admin-card-title">
          {t.listTitle}
        </h2>
        {packages.isPending && <LoadStatus kind="loading" />}
        {packages.isError && <LoadStatus kind="error" text={t.loadFailed} />}
        {packages.isSuccess && packages.data.length === 0 && <p className="admin-empty">{t.empty}</p>}
        {packages.isSuccess && packages.data.length > 0 && (
          <ul className="admin-package-list">
            {packages.data.map((item) => (
              <li key={item.id} className={`admin-package-row${item.expired ? ' is-expired' : ''}`}>
                <div className="admin-package-main">
                  <Link to={adminPath('package', { id: item.id })} className="admin-package-title">
                    {item.title}
                  </Link>
                  <span className="admin-package-client">{item.clientName}</span>
                  <span className="admin-muted">
                    {t.artists(item.artistCount)} · {item.viewCount > 0 ? `${t.opened(item.viewCount)} · ${t.lastOpened(formatDateTime(item.lastViewedAt))}` : t.notOpened} ·{' '}
                    {t.picks(item.pickCount)}
                  </span>
                  {item.funnel.sent > 0 && <span className="admin-muted">{t.funnelLine(item.funnel)}</span>}
                </div>
                <div className="admin-package-side">
                  {item.unansweredRecipients > 0 && <span className="admin-badge admin-badge--pending">{t.unanswered(item.unansweredRecipients)}</span>}
                  <span className={`admin-badge ${item.expired ? 'admin-badge--failed' : 'admin-badge--done'}`}>
                    {item.expired ? t.expired : t.open} · {t.until(lastOpenDay(item.expiresAt))}
                  </span>
                  {!item.expired && <CopyLinkButton url={item.url} />}
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
