/** The shared e-mail frame: a table-based, inline-styled HTML layout and its plain-text twin. */
import { escapeHtml } from './escape.ts';

export interface MailContent {
  /** BCP 47 tag for <html lang>. */
  lang: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** Present only when the mail carries a usable http(s) link. */
  button?: { label: string; href: string; hint: string };
  /** Items listed right after the first paragraph (which introduces them); each one escaped on its own. */
  list?: string[];
  closing: string;
  signature: string;
  footer: string;
  /** A link under the footer text, e.g. to the settings that switch the mail off. */
  footerLink?: { label: string; href: string };
  company: string;
}

const BRAND = '#007aa3';
const SECONDARY = '#2a4f66';
const PAGE_BACKGROUND = '#eef3f6';
const MUTED = '#5f7686';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

// Mail clients ignore <style> unevenly (Gmail keeps it, Outlook desktop partly), so every rule that matters
// is inline; the media query only tightens the padding on phones where it is honoured.
const RESPONSIVE_STYLE = `@media only screen and (max-width: 620px) {
  .cm-shell { padding: 12px 0 !important; }
  .cm-body { padding: 24px 20px !important; }
  .cm-header, .cm-footer { padding-left: 20px !important; padding-right: 20px !important; }
}`;

function paragraph(text: string): string {
  return `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2d36;">${escapeHtml(text)}</p>`;
}

/** The "bulletproof" button: the coloured cell stays a button even where padding on <a> is ignored. */
function button(label: string, href: string): string {
  const url = escapeHtml(href);
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${BRAND}" style="border-radius:6px;background-color:${BRAND};">
<a href="${url}" target="_blank" rel="noopener" style="display:inline-block;padding:14px 28px;border:1px solid ${BRAND};border-radius:6px;font-family:${FONT};font-size:16px;font-weight:bold;line-height:20px;color:#ffffff;text-decoration:none;">${escapeHtml(label)}</a>
</td></tr>
</table>`;
}

function list(items: string[]): string {
  const rows = items.map((item) => `<li style="margin:0 0 6px;">${escapeHtml(item)}</li>`).join('\n');
  return `<ul style="margin:0 0 16px;padding:0 0 0 20px;font-family:${FONT};font-size:16px;line-height:1.5;color:#1f2d36;">\n${rows}\n</ul>`;
}

/** The paragraphs, with the list (if any) after the first one. Without a list the output is the plain paragraphs. */
function bodyHtml(content: MailContent): string {
  const paragraphs = content.paragraphs.map(paragraph);
  if (!content.list?.length) return paragraphs.join('\n');
  return [...paragraphs.slice(0, 1), list(content.list), ...paragraphs.slice(1)].join('\n');
}

function footerLink(link: MailContent['footerLink']): string {
  if (!link) return '';
  return `<p style="margin:0 0 8px;"><a href="${escapeHtml(link.href)}" target="_blank" rel="noopener" style="color:${BRAND};">${escapeHtml(link.label)}</a></p>\n`;
}

function linkHint(hint: string, href: string): string {
  const url = escapeHtml(href);
  return `<p style="margin:0 0 24px;font-family:${FONT};font-size:13px;line-height:1.5;color:${MUTED};">${escapeHtml(hint)}<br>
<a href="${url}" target="_blank" rel="noopener" style="color:${BRAND};word-break:break-all;">${url}</a></p>`;
}

export function layoutHtml(content: MailContent): string {
  const preheader = content.paragraphs[0] ?? content.subject;
  return `<!DOCTYPE html>
<html lang="${escapeHtml(content.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<title>${escapeHtml(content.subject)}</title>
<style>${RESPONSIVE_STYLE}</style>
</head>
<body style="margin:0;padding:0;background-color:${PAGE_BACKGROUND};">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:${PAGE_BACKGROUND};">
<tr><td class="cm-shell" align="center" style="padding:32px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;background-color:#ffffff;border-top:4px solid ${BRAND};border-radius:8px;">
<tr><td class="cm-header" style="padding:24px 40px 0;font-family:${FONT};font-size:22px;font-weight:bold;letter-spacing:-0.3px;color:${SECONDARY};">Camper<span style="color:${BRAND};">Markt24</span></td></tr>
<tr><td class="cm-body" style="padding:24px 40px 32px;">
<h1 style="margin:0 0 20px;font-family:${FONT};font-size:22px;line-height:1.3;color:${SECONDARY};">${escapeHtml(content.subject)}</h1>
${paragraph(content.greeting)}
${bodyHtml(content)}
${content.button ? button(content.button.label, content.button.href) + '\n' + linkHint(content.button.hint, content.button.href) : ''}
<p style="margin:0;font-family:${FONT};font-size:16px;line-height:1.6;color:#1f2d36;">${escapeHtml(content.closing)}<br>${escapeHtml(content.signature)}</p>
</td></tr>
<tr><td class="cm-footer" style="padding:20px 40px 28px;border-top:1px solid #dde6eb;font-family:${FONT};font-size:12px;line-height:1.5;color:${MUTED};">
<p style="margin:0 0 8px;">${escapeHtml(content.footer)}</p>
${footerLink(content.footerLink)}<p style="margin:0;">${escapeHtml(content.company)}</p>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function layoutText(content: MailContent): string {
  const listed = content.list?.length ? [content.list.map((item) => `- ${item}`).join('\n')] : [];
  const blocks = [content.greeting, ...content.paragraphs.slice(0, 1), ...listed, ...content.paragraphs.slice(1)];
  // The link stands alone on its line so mail clients linkify it whole and nothing clings to it.
  if (content.button) blocks.push(`${content.button.label}:\n${content.button.href}`);
  blocks.push(`${content.closing}\n${content.signature}`);
  const footerLinkText = content.footerLink ? `\n${content.footerLink.label}:\n${content.footerLink.href}` : '';
  blocks.push(`--\n${content.footer}${footerLinkText}\n${content.company}`);
  return blocks.join('\n\n') + '\n';
}
