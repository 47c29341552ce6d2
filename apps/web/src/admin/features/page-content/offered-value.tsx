import { readSlots } from '@agency/contract/page-slots';
import { useQuery } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { pageContentQuery } from './api/page-content-queries';
import type { SlotField } from '@admin/lib/slot-layouts';

type SlotForm = { texts: { description: string }[] };

/**
 * Offers the value another screen keeps for the same thing (the Instagram and KakaoTalk links of the contact
 * page and of the menu), when it is set and differs from this field; one click copies it (saved with the form).
 */
export function OfferedValue({ slot, sameAs }: { slot: number; sameAs: NonNullable<SlotField['sameAs']> }) {
  const { control, setValue } = useFormContext<SlotForm>();
  const current = useWatch({ control, name: `texts.${slot - 1}.description` }) ?? '';
  const other = useQuery(pageContentQuery(sameAs.code));
  const offered = other.data ? readSlots(other.data).text(sameAs.slot).trim() : '';
  if (offered === '' || offered === current.trim()) return null;
  return (
    <p className="admin-offer">
      <span className="admin-muted">
        {sameAs.screen}: <span className="admin-offer-value">{offered}</span>
      </span>
      <button
        type="button"
        className="admin-button admin-button--small"
        onClick={() => setValue(`texts.${slot - 1}.description`, offered, { shouldDirty: true })}
      >
        이 값 사용
      </button>
    </p>
  );
}
