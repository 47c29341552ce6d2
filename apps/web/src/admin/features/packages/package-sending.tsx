import {
  PACKAGE_CLIENT_MAX,
  PACKAGE_MESSAGE_MAX,
  PACKAGE_SEND_MAX,
  sendPackageSchema,
  type PackageDetail,
  type SendPackageRequest,
} from '@agency/contract/packages';
import { useEffect, useId, useRef } from 'react';
import { FormProvider, useFieldArray, useForm } from 'react-hook-form';
import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { TextAreaField } from '@admin/components/fields/text-area-field';
import { TextField } from '@admin/components/fields/text-field';
import { formResolver } from '@admin/lib/edit-form/form-resolver';
import { withReason } from '@admin/lib/error-message';
import { formatDateTime } from '@admin/lib/format';
import { ApiError } from '@shared/api/api-client';
import { usePackageMessageTemplate, useResendPackage, useRevokeRecipient, useSavePackageMessageTemplate, useSendPackage } from './api/packages-api';
import { CopyLinkButton } from './copy-link-button';
import { packageTexts as t } from './package-texts';

type Recipient = { name: string; email: string; language: 'ko' | 'en' };
type SendValues = { recipients: Recipient[]; message: string; messageEn: string };

/** Recipients to mail the package to (each gets their own link), and everyone it was sent to with what they did. */
export function PackageSending({ detail }: { detail: PackageDetail }) {
  const titleId = useId();
  const dialogs = useAdminDialogs();
  const send = useSendPackage(detail.id);
  const revoke = useRevokeRecipient(detail.id);
  const resend = useResendPackage(detail.id);
  const blank = (): Recipient => ({ name: '', email: '', language: detail.language });
  const template = usePackageMessageTemplate();
  const saveTemplate = useSavePackageMessageTemplate();
  const templateHintId = useId();
  const form = useForm<SendValues, unknown, SendPackageRequest>({
    resolver: formResolver(sendPackageSchema),
    defaultValues: { recipients: [blank()], message: '', messageEn: '' },
  });
  const rows = useFieldArray({ control: form.control, name: 'recipients' });
  const { errors } = form.formState;

  // The message fields start from the agency's stored template (decision 119), once: a later refetch leaves what was typed.
  const startedFromTemplate = useRef(false);
  useEffect(() => {
    if (!template.data || startedFromTemplate.current) return;
    startedFromTemplate.current = true;
    if (form.getFieldState('message').isDirty || form.getFieldState('messageEn').isDirty) return;
    form.reset({ ...form.getValues(), message: template.data.ko, messageEn: template.data.en });
  }, [template.data, form]);

  const onSaveTemplate = async () => {
    const stored = template.data;
    if (!stored || !(await form.trigger(['message', 'messageEn']))) return;
    const [ko, en] = form.getValues(['message', 'messageEn']);
    if (!(await dialogs.confirm(t.confirmSaveTemplate, { confirmLabel: t.saveTemplate }))) return;
    try {
      await saveTemplate.mutateAsync({ body: { ko, en }, version: stored.version });
      dialogs.notify(t.templateSaved);
    } catch (error) {
      if (error instanceof ApiError && error.isEditConflict) {
        // Another save came first: its text is offered, and the next save overwrites it knowingly.
        const latest = (await template.refetch()).data;
        if (latest && (await dialogs.confirm(t.templateConflict, { confirmLabel: t.loadLatestTemplate }))) {
          form.setValue('message', latest.ko, { shouldDirty: true, shouldValidate: true });
          form.setValue('messageEn', latest.en, { shouldDirty: true, shouldValidate: true });
        }
        return;
      }
      console.error('Saving the package message template failed', error);
      await dialogs.alert(withReason(t.templateSaveFailed, error));
    }
  };

  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const { recipients } = await send.mutateAsync(body);
      dialogs.notify(t.sent(recipients.length));
      form.reset({ recipients: [blank()], message: body.message ?? '', messageEn: body.messageEn ?? '' });
    } catch (error) {
      console.error('Sending a package failed', error);
      await dialogs.alert(withReason(t.sendFailed, error));
    }
  });

  const onRevoke = async (recipient: PackageDetail['recipients'][number]) => {
    if (!(await dialogs.confirm(t.confirmRevoke(recipient.name), { confirmLabel: t.revokeLabel, danger: true }))) return;
    try {
      await revoke.mutateAsync(recipient.id);
      dialogs.notify(t.revokedDone);
    } catch (error) {
      console.error('Revoking a package link failed', error);
      await dialogs.alert(withReason(t.revokeFailed, error));
    }
  };

  const onResend = async (recipient: PackageDetail['recipients'][number]) => {
    if (!(await dialogs.confirm(t.confirmResend(recipient.name, recipient.email), { confirmLabel: t.resendLabel }))) return;
    try {
      const [ko, en] = form.getValues(['message', 'messageEn']);
      await resend.mutateAsync({ recipientId: recipient.id, body: { message: (recipient.language === 'en' && en) || ko } });
      dialogs.notify(t.resent(recipient.name));
    } catch (error) {
      console.error('Resending a package failed', error);
      await dialogs.alert(withReason(t.resendFailed, error));
    }
  };

  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card-title">
        {t.sendTitle}
      </h2>
      <p className="admin-muted">{t.sendHint}</p>
      {detail.expired ? (
        <p className="admin-empty">{t.expiredCannotSend}</p>
      ) : (
        <FormProvider {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <ol className="admin-package-recipients-form">
              {rows.fields.map((field, index) => (
                <li key={field.id} className="admin-package-recipient-row">
                  <TextField
                    label={t.recipientName(index + 1)}
                    required
                    maxLength={PACKAGE_CLIENT_MAX}
                    autoComplete="off"
                    error={errors.recipients?.[index]?.name?.message}
                    {...form.register(`recipients.${index}.name`)}
                  />
                  <TextField
                    label={t.recipientEmail(index + 1)}
                    type="email"
                    required
                    autoComplete="off"
                    error={errors.recipients?.[index]?.email?.message}
                    {...form.register(`recipients.${index}.email`)}
                  />
                  <RecipientLanguage index={index} register={form.register} />
                  {rows.fields.length > 1 && (
                    <button type="button" className="admin-button admin-button--ghost" aria-label={t.removeRecipient(index + 1)} onClick={() => rows.remove(index)}>
                      {t.removeLabel}
                    </button>
                  )}
                </li>
              ))}
            </ol>
            {errors.recipients?.root?.message && <p className="admin-field-error">{errors.recipients.root.message}</p>}
            {errors.recipients?.message && <p className="admin-field-error">{errors.recipients.message}</p>}
            {rows.fields.length < PACKAGE_SEND_MAX && (
              <button type="button" className="admin-button admin-button--ghost" onClick={() => rows.append(blank())}>
                {t.addRecipient}
              </button>
            )}
            <div className="admin-grid admin-grid--fields admin-package-message">
              <TextAreaField label={t.message} rows={4} wide={false} maxLength={PACKAGE_MESSAGE_MAX} error={errors.message?.message} {...form.register('message')} />
              <TextAreaField label={t.messageEn} rows={4} wide={false} maxLength={PACKAGE_MESSAGE_MAX} error={errors.messageEn?.message} {...form.register('messageEn')} />
            </div>
            <p className="admin-muted">{t.messageHint}</p>
            {template.isPending && (
              <p className="admin-muted" role="status">
                {t.templateLoading}
              </p>
            )}
            {template.isError && <p className="admin-field-error">{t.templateLoadFailed}</p>}
            <div className="admin-package-template">
              <button
                type="button"
                className="admin-button admin-button--ghost"
                aria-describedby={templateHintId}
                disabled={!template.data || saveTemplate.isPending}
                onClick={() => void onSaveTemplate()}
              >
                {t.saveTemplate}
              </button>
              <p id={templateHintId} className="admin-muted">
                {t.saveTemplateHint}
              </p>
            </div>
            <div className="admin-save-actions">
              <button type="submit" className="admin-button admin-button--primary" disabled={send.isPending}>
                {t.send}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
      <h3 className="admin-card-subtitle">{t.recipientsTitle}</h3>
      {detail.funnel.sent > 0 && (
        <p className="admin-muted">
          {t.funnelLine(detail.funnel)}
          {detail.unansweredRecipients > 0 && ` · ${t.unanswered(detail.unansweredRecipients)}`}
        </p>
      )}
      {detail.recipients.length === 0 ? (
        <p className="admin-empty">{t.noRecipients}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table admin-package-recipients">
            <thead>
              <tr>
                <th scope="col">{t.recipientColumns.name}</th>
                <th scope="col">{t.recipientColumns.sent}</th>
                <th scope="col">{t.recipientColumns.opened}</th>
                <th scope="col">{t.recipientColumns.lastSeen}</th>
                <th scope="col">{t.recipientColumns.activity}</th>
                <th scope="col">{t.recipientColumns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {detail.recipients.map((r) => (
                <tr key={r.id} className={r.revokedAt ? 'is-revoked' : undefined}>
                  <th scope="row">
                    <strong>{r.name}</strong> <span className="admin-muted">{t.languageShort[r.language]}</span>
                    <br />
                    <span className="admin-package-recipient-email">{r.email}</span>
                  </th>
                  <td data-label={t.recipientColumns.sent}>{formatDateTime(r.sentAt)}</td>
                  <td data-label={t.recipientColumns.opened}>{r.openedAt ? formatDateTime(r.openedAt) : t.never}</td>
                  <td data-label={t.recipientColumns.lastSeen}>{r.lastSeenAt ? formatDateTime(r.lastSeenAt) : '-'}</td>
                  <td data-label={t.recipientColumns.activity}>{t.recipientActivity(r.opens, r.artistsViewed, r.answers)}</td>
                  <td>
                    {r.revokedAt ? (
                      <span className="admin-badge admin-badge--failed">{t.revoked}</span>
                    ) : (
                      <span className="admin-package-recipient-actions">
                        <CopyLinkButton url={r.url} label={t.copyRecipientLink(r.name)} />
                        {!detail.expired && (
                          <button type="button" className="admin-button admin-button--ghost" onClick={() => void onResend(r)}>
                            {t.resend(r.name)}
                          </button>
                        )}
                        <button type="button" className="admin-button admin-button--ghost" onClick={() => void onRevoke(r)}>
                          {t.revoke(r.name)}
                        </button>
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function RecipientLanguage({ index, register }: { index: number; register: ReturnType<typeof useForm<SendValues, unknown, SendPackageRequest>>['register'] }) {
  const id = useId();
  return (
    <div className="admin-field">
      <label htmlFor={id} className="admin-label">
        {t.recipientLanguage(index + 1)}
      </label>
      <select id={id} className="admin-input" {...register(`recipients.${index}.language`)}>
        <option value="ko">{t.languages.ko}</option>
        <option value="en">{t.languages.en}</option>
      </select>
    </div>
  );
}
