import { useAdminDialogs } from '@admin/components/dialogs/dialog-context';
import { packageTexts as t } from './package-texts';

/** Copies a package's link to the clipboard and says so (or says to copy it by hand). */
export function CopyLinkButton({ url, label = t.copyLink }: { url: string; label?: string }) {
  const dialogs = useAdminDialogs();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      dialogs.notify(t.linkCopied);
    } catch (error) {
      console.warn('Copying the package link failed', error);
      await dialogs.alert(`${t.copyFailed}\n${url}`);
    }
  };
  return (
    <button type="button" className="admin-button admin-button--ghost" onClick={() => void copy()}>
      {label}
    </button>
  );
}
