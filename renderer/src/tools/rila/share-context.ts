'use client';

import { createContext, useContext } from 'react';
import type { RilaShareResult } from '@insurer/contracts/rila';

/** The RILA tool's current shareable result; undefined while there is none. */
export const RilaShareContext = createContext<RilaShareResult | undefined>(undefined);

/**
 * For the share flow mounted in the tool's `shareSlot` (docs/requirements.md#share-flow): the
 * current result as `rilaShareResult` builds it, or undefined before results show or while the
 * amount is out of range.
 */
export function useRilaShareResult(): RilaShareResult | undefined {
  return useContext(RilaShareContext);
}
