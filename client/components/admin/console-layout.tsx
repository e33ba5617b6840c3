/** The console's frame: the areas grouped in a side navigation (a row of links on narrow screens) beside the work area. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../router.tsx';
import { SECTION_GROUPS, SECTIONS, type SectionName } from '../../pages/admin/sections.ts';

const NAMES = Object.keys(SECTIONS) as SectionName[];

export function ConsoleLayout({ current, children }: { current: SectionName | null; children: ReactNode }) {
  const { t } = useTranslation('admin');
  return (
    <div className="console">
      <nav className="console__nav" aria-label={t('console.navigation')}>
        <p className="console__title">{t('console.title')}</p>
        {SECTION_GROUPS.map((group) => {
          const names = NAMES.filter((name) => SECTIONS[name].group === group);
          if (names.length === 0) return null;
          return (
            <div key={group} className="console__group">
              <p className="console__group-title" id={`console-group-${group}`}>
                {t(`console.groups.${group}`)}
              </p>
              <ul aria-labelledby={`console-group-${group}`}>
                {names.map((name) => (
                  <li key={name}>
                    <Link to="admin-section" params={{ section: name }} className="console__link" aria-current={name === current ? 'page' : undefined}>
                      {t(`console.sections.${name}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
      </nav>
      <div className="console__main">
        {children}
      </div>
    </div>
  );
}
