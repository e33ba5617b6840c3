/**
 * Text for the PDFs' standard Helvetica, which only encodes WinAnsi (Windows-1252): every other character (Polish,
 * Czech, ... letters, exotic spaces) becomes its closest ASCII, so a name never breaks a document.
 */

/** The characters Windows-1252 has above ASCII in 0x80–0x9F; 0xA0–0xFF are Latin-1 as in Unicode. */
const CP1252_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

/** Letters that have no decomposition into a base letter plus accents. */
const SPECIAL: Record<string, string> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ı: 'i',
  ħ: 'h',
  Ħ: 'H',
  ŀ: 'l',
  Ŀ: 'L',
  ŉ: 'n',
  ĸ: 'k',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRA.includes(char);
}

function closest(char: string): string {
  if (encodable(char)) return char;
  if (SPECIAL[char]) return SPECIAL[char];
  // Any kind of space or line break (U+202F narrow no-break space from Intl, tabs, ...) is a space.
  if (/\s/u.test(char)) return ' ';
  const base = char.normalize('NFD').replace(/\p{M}/gu, '');
  if (base && [...base].every(encodable)) return base;
  // Other control and format characters vanish; anything else is marked.
  return /[\p{C}]/u.test(char) ? '' : '?';
}

/** One line of text Helvetica can draw: WinAnsi characters only, no line breaks. */
export function pdfSafe(text: string): string {
  let out = '';
  for (const char of text) out += closest(char);
  return out;
}
