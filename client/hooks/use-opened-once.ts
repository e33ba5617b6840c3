/** True from a dialog's first opening on: a lazily loaded dialog renders (and loads) only then, and stays for its closing. */
import { useState } from 'react';

export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  // Derived state, set during render: the dialog mounts in the same render that opens it.
  if (open && !opened) setOpened(true);
  return opened || open;
}
