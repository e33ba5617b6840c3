/** A close-up style SVG "photo" of a damage for the demo data: painted panel, the marked spot and a ruler. */

export function damageSvg(input: { hue: number; kind: string; seed: number }): string {
  const { hue, kind, seed } = input;
  const cx = 260 + (seed % 5) * 40;
  const cy = 170 + (seed % 3) * 30;
  const mark =
    kind === 'scratch' || kind === 'crack'
      ? `<path d="M${cx - 90} ${cy + 20} q40 -30 80 -10 t90 -25" stroke="#3b3b3b" stroke-width="4" fill="none" stroke-linecap="round"/>`
      : kind === 'rust'
        ? `<ellipse cx="${cx}" cy="${cy}" rx="70" ry="38" fill="#8a4b1f" opacity="0.75"/><ellipse cx="${cx + 20}" cy="${cy - 6}" rx="30" ry="16" fill="#5e2f10" opacity="0.8"/>`
        : `<ellipse cx="${cx}" cy="${cy}" rx="60" ry="34" fill="url(#dent)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 400" width="600" height="400">
<defs>
<linearGradient id="panel" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 18% 88%)"/><stop offset="1" stop-color="hsl(${hue} 14% 70%)"/></linearGradient>
<radialGradient id="dent"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>
<rect width="600" height="400" fill="url(#panel)"/>
<rect y="300" width="600" height="14" fill="hsl(${hue} 30% 45%)"/>
${mark}
<circle cx="${cx}" cy="${cy}" r="95" fill="none" stroke="#d62828" stroke-width="5" stroke-dasharray="14 8"/>
<g transform="translate(40 350)"><rect width="240" height="26" fill="#f3d34a" stroke="#6b5b00"/>${Array.from({ length: 12 }, (_, i) => `<line x1="${i * 20}" y1="0" x2="${i * 20}" y2="${i % 5 === 0 ? 16 : 9}" stroke="#3d3500" stroke-width="2"/>`).join('')}</g>
</svg>`;
}
