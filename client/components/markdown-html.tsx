/** Shows editorial text the server rendered from Markdown, falling back to the plain source. */
import type { ElementType } from 'react';

interface Props {
  /** Sanitized HTML from the server's Markdown renderer (worker/lib/markdown.ts), if the answer carries it. */
  html: string | undefined;
  /** The Markdown source, shown as plain text when no HTML came along. */
  text: string;
  as?: ElementType;
  className?: string;
}

export function MarkdownHtml({ html, text, as: Tag = 'div', className }: Props) {
  if (html === undefined) {
    return (
      <Tag className={className}>
        <p>{text}</p>
      </Tag>
    );
  }
  // Safe: this HTML never comes from a user or the stored text directly. The server produced it with markdown-it with
  // raw HTML disabled (escaped), links limited to http(s)/mailto/site paths and images to our own paths
  // (worker/lib/markdown.ts, tested in test/worker/markdown.test.ts), so it holds no script, handler or script URL.
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
