/**
 * Console area "landing": landing pages, articles and the valuation page of the content service, blog posts and
 * their authors, one part at a time (/admin/landing/pages, /blog, /authors; pages by default).
 */
import '../../../styles/admin-landing.css';
import { useTranslation } from 'react-i18next';
import { AuthorsPanel } from '../../../components/admin/landing/authors-panel.tsx';
import { BlogPanel } from '../../../components/admin/landing/blog-panel.tsx';
import { LandingPagesPanel } from '../../../components/admin/landing/landing-pages-panel.tsx';
import { Link } from '../../../router.tsx';
import type { SectionProps } from '../sections.ts';

const PARTS = ['pages', 'blog', 'authors'] as const;
type Part = (typeof PARTS)[number];

const isPart = (value: string | null): value is Part => value !== null && (PARTS as readonly string[]).includes(value);

export default function LandingSection({ id }: SectionProps) {
  const { t } = useTranslation('admin');
  const part: Part | null = id === null ? 'pages' : isPart(id) ? id : null;
  return (
    <>
      <div className="console-heading">
        <h1>{t('console.sections.landing')}</h1>
      </div>
      <nav className="landing-parts" aria-label={t('landing.parts')}>
        <ul>
          {PARTS.map((name) => (
            <li key={name}>
              <Link to="admin-section-id" params={{ section: 'landing', id: name }} className="landing-parts__link" aria-current={name === part ? 'page' : undefined}>
                {t(`landing.part.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {part === 'pages' && <LandingPagesPanel />}
      {part === 'blog' && <BlogPanel />}
      {part === 'authors' && <AuthorsPanel />}
      {part === null && <p role="alert">{t('console.notFound')}</p>}
    </>
  );
}
