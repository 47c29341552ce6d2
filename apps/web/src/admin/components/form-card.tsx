import { useId, type FormEventHandler, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';

type FormCardProps<T extends FieldValues, O> = {
  title: string;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  children: ReactNode;
};

/** A card holding one small form (fields in the admin grid, one submit button): a new package, a new account, a password. */
export function FormCard<T extends FieldValues, O>({ title, form, onSubmit, submitLabel, busy, children }: FormCardProps<T, O>) {
  const titleId = useId();
  return (
    <section className="admin-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="admin-card-title">
        {title}
      </h2>
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <div className="admin-grid admin-grid--fields">{children}</div>
          <div className="admin-save-actions">
            <button type="submit" className="admin-button admin-button--primary" disabled={busy}>
              {submitLabel}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
