/**
 * Console area "content": terms versions, merchant popups and the newsletter export, one part at a time
 * (/admin/content/terms, /popups, /newsletter; terms by default), chosen in a row of links.
 */
import '../../../styles/admin-content.css';
import { useTranslation } from 'react-i18next';
import { NewsletterPanel } from '../../../components/admin/newsletter-panel.tsx';
import { NoticesPanel } from '../../../components/admin/notices-panel.tsx';
import { Link } from '../../../router.tsx';
import type { SectionProps } from '../sections.ts';

const PARTS = ['terms', 'popups', 'newsletter'] as const;
type Part = (typeof PARTS)[number];

const isPart = (value: string | null): value is Part => value !== null && (PARTS as readonly string[]).includes(value);

export default function ContentSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  const part: Part | null = id === null ? 'terms' : isPart(id) ? id : null;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.content')}</h1>
      </div>
      <nav className="content-parts" aria-label={t('content.parts')}>
        <ul>
          {PARTS.map((name) => (
            <li key={name}>
              <Link to="admin-section-id" params={{ section: 'content', id: name }} className="content-parts__link" aria-current={name === part ? 'page' : undefined}>
                {t(`content.part.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {part === 'terms' && <NoticesPanel kind="terms" />}
      {part === 'popups' && <NoticesPanel kind="popups" />}
      {part === 'newsletter' && <NewsletterPanel />}
      {part === null && <p role="alert">{t('console.notFound')}</p>}
    </>
  );
}
