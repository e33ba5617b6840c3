/**
 * A console table's frame. When the table is wider than the frame (on a phone), the frame says so: a visible hint
 * above it, named by the focusable region (so a keyboard can scroll it), and shadows at the edges that have more.
 */
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function ScrollingTable({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const frame = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  const hintId = useId();

  // Measured after layout and again whenever the frame or the table changes size (rows loaded, screen turned).
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      {scrolls && (
        <p className="console-table-hint" id={hintId}>
          <span aria-hidden="true">↔ </span>
          {t('console.tableScrolls')}
        </p>
      )}
      <div
        ref={frame}
        className={`console-table-wrap${scrolls ? ' console-table-wrap--scrolls' : ''}${className ? ` ${className}` : ''}`}
        {...(scrolls ? { role: 'region', tabIndex: 0, 'aria-label': label, 'aria-describedby': hintId } : {})}
      >
        {children}
      </div>
    </>
  );
}
