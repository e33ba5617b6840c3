/** Renders editorial sections: headings, then the paragraphs and bullet list (Markdown, rendered by the server). */
import type { ContentSection } from '../../domain/content.ts';
import { MarkdownHtml } from './markdown-html.tsx';

export function Sections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, index) => (
        <section key={section.heading ?? index} className="prose__section">
          {section.heading && <h2>{section.heading}</h2>}
          {section.html !== undefined ? (
            <MarkdownHtml html={section.html} text="" />
          ) : (
            <>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.items && (
                <ul>
                  {section.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </>
          )}
        </section>
      ))}
    </>
  );
}
