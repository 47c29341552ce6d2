import { Component, type ReactNode } from 'react';
import { StatusText } from '@shared/ui/status-text';
import { commonTexts } from '@shared/i18n/common-texts';
import { useTexts } from '@shared/i18n/use-language';

function PageLoadFailed() {
  const texts = useTexts(commonTexts);
  return (
    <StatusText kind="error">
      {texts.pageLoadFailed}{' '}
      <button type="button" className="page-load-retry" onClick={() => window.location.reload()}>
        {texts.reload}
      </button>
    </StatusText>
  );
}

/**
 * A page's code that cannot be loaded (offline, or a new release replaced the files) shows a message with a
 * reload button instead of an empty screen.
 */
export class PageLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <PageLoadFailed /> : this.props.children;
  }
}
