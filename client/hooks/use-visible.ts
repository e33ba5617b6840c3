/** Whether an element is in (or near) the viewport, via IntersectionObserver; false on the server. */
import { type RefObject, useEffect, useState } from 'react';

export function useVisible(ref: RefObject<Element | null>, { enabled = true, margin = '200px' }: { enabled?: boolean; margin?: string } = {}): boolean {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setVisible(entries.some((entry) => entry.isIntersecting)), { rootMargin: margin });
    observer.observe(element);
    return () => {
      observer.disconnect();
      setVisible(false);
    };
  }, [ref, enabled, margin]);
  return enabled && visible;
}
