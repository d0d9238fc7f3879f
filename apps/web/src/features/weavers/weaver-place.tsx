import type { ReactNode } from 'react';
import type { PublicWeaver } from '@handloom/shared';
import { withOwnerText } from '../../lib/owner-text.tsx';
import { shopMessages } from '../../messages/shop-messages.ts';

/** "Village, District district": in Tamil on a Tamil page where the owner gave it, else in English (marked). */
export function weaverPlace(weaver: Pick<PublicWeaver, 'village' | 'district' | 'villageTa' | 'districtTa'>): ReactNode {
  return withOwnerText(shopMessages.weavers.place, { en: weaver.village, ta: weaver.villageTa }, { en: weaver.district, ta: weaver.districtTa });
}
