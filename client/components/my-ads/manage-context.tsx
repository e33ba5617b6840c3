/**
 * Which ad's manage area is open (one at a time: the seller panels it reuses carry fixed element ids), and where
 * focus goes when an ad leaves the list.
 */
import { createContext, type ReactNode, type RefObject, useContext, useMemo, useState } from 'react';

interface ManageState {
  openId: number | null;
  setOpenId: (id: number | null) => void;
  /** The list's count line, focused after a deletion so keyboard users are not left on a vanished button. */
  listAnchor: RefObject<HTMLElement | null>;
}

const ManageContext = createContext<ManageState | null>(null);

export function ManageProvider({ listAnchor, children }: { listAnchor: RefObject<HTMLElement | null>; children: ReactNode }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const value = useMemo(() => ({ openId, setOpenId, listAnchor }), [openId, listAnchor]);
  return <ManageContext.Provider value={value}>{children}</ManageContext.Provider>;
}

export function useManage(): ManageState {
  const value = useContext(ManageContext);
  if (!value) throw new Error('useManage outside ManageProvider');
  return value;
}
