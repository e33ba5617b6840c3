/** Flat-illustration SVG "photos" of demo motorhomes and caravans: side, front, rear, interior and detail views. */

export type VehicleImageView = 'side' | 'front' | 'rear' | 'interior' | 'detail';

export interface VehicleSvgInput {
  productType: 'motorhome' | 'trailer';
  /** Body tint (motorhomes are mostly white, so it stays subtle) and van paint colour */
  hue: number;
  /** Decal stripes and upholstery */
  accentHue: number;
  /** `style % 4`: body variant (motorhome: semi-integrated, integrated, alcove, van); `floor(style / 4) % 4`: scene */
  style: number;
  view: VehicleImageView;
  /** Optional small caption in the bottom left corner */
  label?: string;
}

const W = 1200;
const H = 800;
/** Ground line the wheels stand on */
const GY = 650;

const deg = (value: number): number => {
  const n = Number.isFinite(value) ? Math.round(value) : 0;
  return ((n % 360) + 360) % 360;
};
const hsl = (h: number, s: number, l: number): string => `hsl(${deg(h)},${s}%,${l}%)`;

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

interface Palette {
  hue: number;
  body: string;
  shade: string;
  line: string;
  cab: string;
  accent: string;
  accentLight: string;
  glass: string;
}

function palette(hue: number, accentHue: number, body: number): Palette {
  const van = body === 3;
  const metallicCab = deg(hue) % 3 === 0;
  return {
    hue,
    body: van ? hsl(hue, 22, 46) : hsl(hue, 14, 96),
    shade: van ? hsl(hue, 22, 36) : hsl(hue, 10, 84),
    line: van ? hsl(hue, 20, 28) : hsl(hue, 8, 66),
    cab: van ? hsl(hue, 22, 46) : metallicCab ? hsl(hue, 6, 66) : hsl(hue, 14, 96),
    accent: hsl(accentHue, 60, 40),
    accentLight: hsl(accentHue, 55, 62),
    glass: 'url(#gl)',
  };
}

const path = (d: string, fill: string, extra = ''): string => `<path d="${d}" fill="${fill}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}"${rx ? ` rx="${rx}"` : ''} fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#fff" opacity=".85"><ellipse cx="${x}" cy="${y}" rx="${70 * s}" ry="${22 * s}"/><circle cx="${x - 22 * s}" cy="${y - 14 * s}" r="${26 * s}"/><circle cx="${x + 18 * s}" cy="${y - 20 * s}" r="${32 * s}"/></g>`;
}

function tree(x: number, y: number, r: number, green: string): string {
  return rect(x - 5, y, 10, r * 1.2, hsl(25, 30, 30)) + circle(x, y - r * 0.2, r, green);
}

function fir(x: number, y: number, h: number, green: string): string {
  return path(`M${x},${y - h}l${h * 0.3},${h}h${-h * 0.6}z`, green);
}

/** Sky, landscape and ground; four scenes. */
function scene(kind: number, seed: number): string {
  const shift = (seed % 7) * 40;
  const sky =
    kind === 3
      ? ['hsl(28,80%,68%)', 'hsl(42,90%,86%)']
      : kind === 2
        ? ['hsl(212,60%,62%)', 'hsl(205,55%,90%)']
        : ['hsl(206,72%,62%)', 'hsl(198,68%,89%)'];
  let out = `<defs><linearGradient id="sk" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient><linearGradient id="gl" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#4a5d70"/><stop offset="1" stop-color="#1d2833"/></linearGradient></defs>`;
  out += rect(0, 0, W, H, 'url(#sk)');
  if (kind === 3) {
    out += circle(990 - shift, 190, 64, 'hsl(40,95%,80%)') + circle(990 - shift, 190, 96, '#fff', ' opacity=".2"');
  } else {
    out += circle(1010 - shift, 130, 46, 'hsl(50,100%,92%)') + circle(1010 - shift, 130, 70, '#fff', ' opacity=".25"');
  }
  out += cloud(220 + shift, 150, 1.1) + cloud(640 + shift / 2, 100, 0.8) + cloud(1060 - shift, 230, 0.7);

  if (kind === 0) {
    out += path('M0,520C200,450 380,470 560,500S900,430 1200,490V640H0Z', 'hsl(110,28%,64%)');
    out += path('M0,565C250,520 500,565 700,548S1000,520 1200,560V640H0Z', 'hsl(100,34%,50%)');
    for (let i = 0; i < 6; i++) out += tree(90 + i * 210 + (i % 2) * 40, 540 - (i % 3) * 10, 18, hsl(110, 35, 38));
    out += rect(0, 605, W, 115, 'hsl(220,6%,46%)');
    out += path('M0,614H1200M0,710H1200', 'none', ' stroke="#e8e8e8" stroke-width="4"');
    out += path('M0,668H1200', 'none', ' stroke="#fff" stroke-width="6" stroke-dasharray="60 50"');
    out += rect(0, 720, W, 80, 'hsl(100,34%,44%)');
  } else if (kind === 1) {
    out += path('M0,560C300,540 600,560 900,545S1100,540 1200,550V620H0Z', 'hsl(120,26%,42%)');
    const greens = [hsl(110, 32, 36), hsl(95, 35, 42), hsl(130, 28, 30)];
    for (let i = 0; i < 9; i++) {
      const x = 40 + i * 140 + ((i * 37 + shift) % 50);
      out +=
        i % 3 === 1
          ? fir(x, 560, 150 + (i % 2) * 40, greens[2] as string)
          : tree(x, 470 + (i % 2) * 20, 60 + (i % 3) * 10, greens[i % 2] as string);
    }
    out += rect(0, 595, W, 205, 'hsl(92,40%,54%)');
    out += path('M110,622H1090L1160,720H40Z', 'hsl(38,28%,78%)');
  } else if (kind === 2) {
    out += path(
      'M0,520L170,330L300,430L460,250L640,470L790,320L960,460L1080,360L1200,440V560H0Z',
      'hsl(215,16%,56%)',
    );
    for (const [px, py] of [
      [170, 330],
      [460, 250],
      [790, 320],
      [1080, 360],
    ] as const) {
      out += path(`M${px - 34},${py + 40}L${px},${py}L${px + 34},${py + 40}L${px + 12},${py + 30}L${px - 10},${py + 44}Z`, '#fff', ' opacity=".9"');
    }
    out += path('M0,540C200,505 400,530 600,515S1000,500 1200,530V570H0Z', 'hsl(150,25%,28%)');
    out += rect(0, 560, W, 50, 'hsl(200,45%,55%)');
    out += path('M80,575h160M420,590h220M820,578h180', 'none', ' stroke="#fff" stroke-width="3" opacity=".5"');
    out += rect(0, 605, W, 195, 'hsl(95,36%,50%)');
    out += rect(0, 625, W, 80, 'hsl(35,18%,68%)');
  } else {
    out += rect(0, 470, W, 90, 'hsl(198,45%,52%)');
    out += path('M700,490h300M760,510h200M800,530h140', 'none', ' stroke="hsl(45,95%,85%)" stroke-width="5" opacity=".7"');
    out += path('M0,540C240,500 520,560 760,520S1080,520 1200,540V800H0Z', 'hsl(38,50%,76%)');
    out += path('M40,560l10,-40M60,562l-6,-34M90,558l14,-30M1100,556l8,-38M1120,560l-10,-32M1140,556l12,-28', 'none', ' stroke="hsl(90,30%,40%)" stroke-width="4"');
    out += rect(0, 620, W, 90, 'hsl(36,35%,70%)');
  }
  return out;
}

function wheel(cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, '#202326') +
    circle(cx, cy, r * 0.58, '#b9bec4') +
    circle(cx, cy, r * 0.4, '#9aa0a7') +
    circle(cx, cy, r * 0.16, '#5d636a')
  );
}

/** Dark wheel arch cut into the body above a wheel. */
const arch = (cx: number, y: number, r: number): string => path(`M${cx - r},${y}A${r},${r} 0 0 1 ${cx + r},${y}Z`, '#3a3f45');

/** Horizontally mirrors a group so the vehicle faces right and shows its door side. */
const mirrored = (content: string): string => `<g transform="matrix(-1 0 0 1 ${W} 0)">${content}</g>`;

const STROKE = (p: Palette): string => ` stroke="${p.line}" stroke-width="3"`;

function motorhomeSide(p: Palette, body: number): string {
  const fw = body === 1 ? 290 : 268;
  const rearEnd = body === 3 ? 1000 : 1062;
  const rw = body === 3 ? 820 : 860;
  const top = body === 2 ? 258 : body === 3 ? 312 : 300;
  let out = `<ellipse cx="600" cy="${GY + 2}" rx="480" ry="16" fill="#000" opacity=".18"/>`;
  let shape: string;
  if (body === 1) {
    shape = `M140,612L140,520Q138,420 168,345Q186,302 240,${top}L${rearEnd - 22},${top}Q${rearEnd},${top} ${rearEnd},322L${rearEnd},596Q${rearEnd},612 ${rearEnd - 16},612Z`;
  } else if (body === 2) {
    shape = `M140,612L140,548Q142,522 170,516L250,500L300,420L300,404L200,402Q172,400 168,372L164,290Q164,${top} 196,${top}L${rearEnd - 22},${top}Q${rearEnd},${top} ${rearEnd},280L${rearEnd},596Q${rearEnd},612 ${rearEnd - 16},612Z`;
  } else if (body === 3) {
    shape = `M140,612L140,548Q142,522 170,516L250,500L318,376Q330,352 360,346Q380,${top} 420,${top}L${rearEnd - 26},${top}Q${rearEnd - 2},${top} ${rearEnd},340L${rearEnd},596Q${rearEnd},612 ${rearEnd - 16},612Z`;
  } else {
    shape = `M140,612L140,548Q142,522 170,516L250,500L322,392Q336,372 360,362Q410,306 480,${top}L${rearEnd - 22},${top}Q${rearEnd},${top} ${rearEnd},322L${rearEnd},596Q${rearEnd},612 ${rearEnd - 16},612Z`;
  }
  out += path(shape, body === 3 ? p.body : 'url(#bd)', STROKE(p));
  // cab paint (semi-integrated and alcove on a van chassis)
  if (body === 0 || body === 2) {
    out += path('M140,612L140,548Q142,522 170,516L250,500L322,392L330,382L400,382L400,612Z', p.cab);
  }
  // apron, bumper, headlight
  out += rect(400, 588, rearEnd - 400, 24, p.shade);
  out += rect(132, 580, 80, 34, '#34383d', 10) + path('M142,530q20,-8 46,-10l-4,18q-22,2 -40,8z', '#fdf6d8');
  // windows
  if (body === 1) {
    out += path('M152,500Q150,420 176,356Q192,322 232,320L300,320L300,500Z', p.glass);
    out += path('M180,360L240,330L200,480L165,490Z', '#fff', ' opacity=".12"');
    out += path('M318,330V590', 'none', STROKE(p));
  } else {
    out += path(`M268,494L${body === 2 ? '312,420' : '326,402Q334,392 348,392'}L392,${body === 2 ? 418 : 392}L392,494Z`, p.glass);
    out += path('M398,392V588M252,500V588', 'none', ` stroke="${p.line}" stroke-width="2"`) + rect(248, 462, 16, 30, '#2a2e33', 5);
  }
  if (body === 2) out += rect(198, 300, 80, 60, p.glass, 14);
  if (body === 3) {
    out += rect(450, 370, 150, 100, p.glass, 12) + path('M440,350V590M610,350V590', 'none', ` stroke="${p.line}" stroke-width="3"`);
    out += rect(720, 370, 120, 80, p.glass, 16) + rect(880, 370, 80, 80, p.glass, 16);
    out += path(`M400,530H${rearEnd}`, 'none', ` stroke="${p.accentLight}" stroke-width="8"`);
  } else {
    const win = (x: number, w: number, y = 380, h = 80): string =>
      rect(x - 6, y - 6, w + 12, h + 12, '#5b6167', 14) + rect(x, y, w, h, p.glass, 10);
    out += win(480, 150) + win(850, 130) + win(1010, 30, 390, 50);
    // entrance door and garage flap
    out += rect(700, 360, 96, 228, 'none', 10, ` stroke="${p.line}" stroke-width="3"`);
    out += rect(716, 380, 64, 80, p.glass, 10) + rect(776, 480, 6, 28, '#5b6167', 3);
    out += rect(905, 490, 120, 92, 'none', 8, ` stroke="${p.line}" stroke-width="3"`);
    // decal swoosh
    out += path(`M402,566C600,548 820,566 ${rearEnd},480L${rearEnd},508C820,594 600,572 402,586Z`, p.accent);
    out += path(`M470,545C660,530 860,540 ${rearEnd},460`, 'none', ` stroke="${p.accentLight}" stroke-width="6"`);
    // roof: skylight, air-con
    out += rect(600, top - 14, 90, 14, '#e6e9ec', 5, STROKE(p)) + rect(860, top - 22, 80, 22, '#dfe2e6', 6, STROKE(p));
  }
  out += arch(fw, 612, 58) + arch(rw, 612, 58);
  out += wheel(fw, 604, 46) + wheel(rw, 604, 46);
  return mirrored(out);
}

function caravanSide(p: Palette, variant: number): string {
  const top = variant === 2 ? 320 : 300;
  let out = `<ellipse cx="640" cy="${GY + 2}" rx="440" ry="14" fill="#000" opacity=".18"/>`;
  // drawbar, hitch, jockey wheel, gas box
  out += path('M350,588L160,596', 'none', ' stroke="#3c4046" stroke-width="14" stroke-linecap="round"');
  out += path('M132,586q0,-16 26,-16h16v30h-30q-12,0 -12,-14z', '#1e2125');
  out += rect(212, 596, 10, 42, '#3c4046') + circle(217, 638, 12, '#202326');
  out += path('M236,590L250,548Q254,540 264,540H320L340,590Z', p.shade, STROKE(p));
  const shape =
    variant === 2
      ? `M330,600L305,470Q298,380 360,340Q420,${top} 520,${top}L960,${top}Q1040,${top} 1040,390L1040,580Q1040,600 1020,600Z`
      : `M330,600L300,470Q292,420 310,360Q326,${top} 380,${top}L1010,${top}Q1040,${top} 1040,330L1040,580Q1040,600 1020,600Z`;
  out += path(shape, 'url(#bd)', STROKE(p));
  if (variant === 2) {
    out += path('M316,520H1040V580Q1040,600 1020,600H330Z', p.accent);
  } else {
    out += path('M312,540H1040V556H315Z', p.accent) + path('M308,520H1040', 'none', ` stroke="${p.accentLight}" stroke-width="6"`);
  }
  if (variant === 1 || variant === 3) out += path('M306,446Q300,400 314,358Q326,326 352,318H380V446Z', p.glass);
  out += rect(330, 598, 710, 14, '#3c4046');
  const win = (x: number, w: number, h = 80): string =>
    rect(x - 6, 364, w + 12, h + 12, '#5b6167', 14) + rect(x, 370, w, h, p.glass, 10);
  out += win(400, 140) + win(variant === 3 ? 860 : 880, variant === 3 ? 140 : 110);
  if (variant === 3) out += rect(560, 290, 140, 10, '#3c4046', 4);
  // door
  out += rect(720, 360, 90, 232, 'none', 10, STROKE(p)) + rect(736, 378, 58, 78, p.glass, 10) + rect(798, 480, 6, 28, '#5b6167', 3);
  out += rect(600, top - 12, 80, 12, '#e6e9ec', 5, STROKE(p));
  out += rect(1030, 420, 12, 60, 'hsl(0,70%,45%)', 4);
  // rear corner steady
  out += path('M1000,612L990,648M1012,612L1006,648', 'none', ' stroke="#3c4046" stroke-width="6"');
  out += arch(650, 612, 52) + wheel(650, 610, 40);
  return mirrored(out);
}

function frontView(p: Palette, trailer: boolean, body: number): string {
  let out = `<ellipse cx="600" cy="${GY + 2}" rx="300" ry="14" fill="#000" opacity=".2"/>`;
  if (trailer) {
    out += rect(350, 590, 36, 60, '#202326', 8) + rect(814, 590, 36, 60, '#202326', 8);
    out += path('M360,260Q360,230 400,228H800Q840,230 840,260V600H360Z', 'url(#bd)', STROKE(p));
    out += rect(420, 290, 360, 130, '#5b6167', 20) + rect(430, 300, 340, 110, p.glass, 14);
    out += rect(360, 520, 480, 18, p.accent);
    out += path('M430,600L600,672L770,600', 'none', ' stroke="#3c4046" stroke-width="14" stroke-linejoin="round"');
    out += path('M470,618L492,560Q496,550 508,550H692Q704,550 708,560L730,618Z', hsl(p.hue, 6, 72), STROKE(p)) + rect(588, 656, 24, 28, '#1e2125', 8);
    out += rect(560, 214, 80, 14, '#e6e9ec', 5);
    return out;
  }
  const roof = body === 2 ? 200 : body === 3 ? 270 : 240;
  out += rect(392, 590, 56, 60, '#202326', 10) + rect(752, 590, 56, 60, '#202326', 10);
  if (body !== 3) out += path(`M370,${roof + 30}Q370,${roof} 400,${roof}H800Q830,${roof} 830,${roof + 30}V590H370Z`, 'url(#bd)', STROKE(p));
  else out += path(`M410,${roof + 40}Q410,${roof} 450,${roof}H750Q790,${roof} 790,${roof + 40}L805,590H395Z`, p.body, STROKE(p));
  if (body === 1) {
    out += path('M396,470Q390,330 430,290H770Q810,330 804,470Z', p.glass);
    out += path('M440,300L560,300L460,460L410,460Z', '#fff', ' opacity=".1"');
    out += rect(380, 490, 90, 30, '#fdf6d8', 12) + rect(730, 490, 90, 30, '#fdf6d8', 12);
    out += rect(490, 500, 220, 46, '#34383d', 12) + rect(380, 550, 440, 40, p.shade, 10);
    out += path('M380,530Q600,560 820,530', 'none', ` stroke="${p.accent}" stroke-width="10"`);
  } else {
    out += path('M398,560V455Q400,440 420,430H780Q800,440 802,455V560Z', p.cab, STROKE(p));
    out += path('M418,430L440,320H760L782,430Z', p.glass) + path('M450,330H540L460,420H430Z', '#fff', ' opacity=".1"');
    out += rect(410, 470, 80, 34, '#fdf6d8', 12) + rect(710, 470, 80, 34, '#fdf6d8', 12);
    out += rect(505, 470, 190, 64, '#34383d', 12) + path('M520,490H680M520,510H680', 'none', ' stroke="#5b6167" stroke-width="5"');
    out += rect(390, 548, 420, 42, '#34383d', 12);
    out += path('M420,380L360,370V420', 'none', ' stroke="#2a2e33" stroke-width="8"') + path('M780,380L840,370V420', 'none', ' stroke="#2a2e33" stroke-width="8"');
    if (body === 2) out += rect(480, 240, 240, 50, p.glass, 12);
  }
  return out;
}

function rearView(p: Palette, trailer: boolean, body: number, style: number): string {
  let out = `<ellipse cx="600" cy="${GY + 2}" rx="300" ry="14" fill="#000" opacity=".2"/>`;
  const top = trailer ? 230 : body === 3 ? 270 : body === 2 ? 200 : 240;
  const wheelX = trailer ? [356, 808] : [392, 752];
  out += rect(wheelX[0] as number, 590, trailer ? 36 : 56, 60, '#202326', 10);
  out += rect(wheelX[1] as number, 590, trailer ? 36 : 56, 60, '#202326', 10);
  const l = body === 3 && !trailer ? 400 : 370;
  const r = W - l;
  out += path(`M${l},${top + 30}Q${l},${top} ${l + 30},${top}H${r - 30}Q${r},${top} ${r},${top + 30}V590H${l}Z`, body === 3 && !trailer ? p.body : 'url(#bd)', STROKE(p));
  if (body === 3 && !trailer) {
    out += path(`M600,${top + 10}V585`, 'none', ` stroke="${p.line}" stroke-width="4"`);
    out += rect(440, top + 50, 140, 100, p.glass, 12) + rect(620, top + 50, 140, 100, p.glass, 12);
  } else {
    out += rect(470, top + 60, 260, 90, p.glass, 14);
    out += path(`M${l},470C500,500 700,440 ${r},420V450C700,470 500,530 ${l},500Z`, p.accent);
  }
  out += rect(l + 12, 430, 28, 120, 'hsl(0,70%,45%)', 8) + rect(r - 40, 430, 28, 120, 'hsl(0,70%,45%)', 8);
  out += rect(l + 16, 520, 20, 24, 'hsl(35,90%,55%)', 4) + rect(r - 36, 520, 20, 24, 'hsl(35,90%,55%)', 4);
  out += rect(l - 10, 560, r - l + 20, 44, '#34383d', 12) + rect(545, 566, 110, 30, '#f4f4f0', 4);
  if (!trailer && body !== 3 && style % 8 >= 4) {
    // ladder
    out += path(`M${r - 90},${top + 10}V470M${r - 60},${top + 10}V470`, 'none', ' stroke="#6b7178" stroke-width="6"');
    for (let y = top + 40; y < 470; y += 40) out += path(`M${r - 90},${y}H${r - 60}`, 'none', ' stroke="#6b7178" stroke-width="5"');
  } else if (!trailer && body !== 3) {
    // third brake light and garage flap seams
    out += rect(560, top + 20, 80, 12, 'hsl(0,70%,45%)', 5) + rect(l + 60, 460, r - l - 120, 90, 'none', 10, STROKE(p));
  }
  if (trailer) out += path(`M${l + 30},600V648M${r - 30},600V648`, 'none', ' stroke="#3c4046" stroke-width="8"');
  return out;
}

/** Warm-toned living area: dinette or rear bed, kitchen block, overhead lockers. */
function interior(accentHue: number, style: number): string {
  const wood = hsl(30, 42, 62);
  const woodDark = hsl(26, 40, 46);
  const cushion = hsl(accentHue, 30, 44);
  const cushionLight = hsl(accentHue, 28, 56);
  let out = `<defs><radialGradient id="lg"><stop offset="0" stop-color="#fff6d8" stop-opacity=".9"/><stop offset="1" stop-color="#fff6d8" stop-opacity="0"/></radialGradient><linearGradient id="vw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(205,65%,70%)"/><stop offset="1" stop-color="hsl(200,60%,90%)"/></linearGradient><radialGradient id="wm" cx=".3" cy=".3" r=".9"><stop offset="0" stop-color="#ffd98a" stop-opacity=".22"/><stop offset="1" stop-color="#7a4a20" stop-opacity=".18"/></radialGradient></defs>`;
  out += rect(0, 0, W, H, hsl(36, 38, 88)) + rect(0, 620, W, 180, hsl(30, 32, 56));
  out += path('M0,640H1200M0,700H1200M0,770H1200', 'none', ` stroke="${woodDark}" stroke-width="2" opacity=".4"`);
  // overhead lockers
  out += rect(0, 0, W, 190, wood) + rect(0, 190, W, 14, woodDark);
  for (let x = 20; x < W; x += 240) out += rect(x, 24, 220, 150, hsl(32, 45, 68), 10) + rect(x + 90, 150, 40, 8, woodDark, 4);
  // window with view
  out += rect(330, 250, 400, 210, hsl(30, 20, 95), 26) + rect(346, 266, 368, 178, 'url(#vw)', 18);
  out += path('M346,400C460,360 560,390 714,370V444H346Z', hsl(105, 34, 52));
  out += rect(346, 266, 368, 30, hsl(36, 30, 90), 6) + circle(250, 240, 90, 'url(#lg)') + circle(250, 212, 16, '#fff6d8');
  const curtain = hsl(accentHue, 35, 72);
  out += rect(300, 240, 44, 250, curtain, 14) + rect(716, 240, 44, 250, curtain, 14);
  if (style % 2 === 1) {
    // rear bed
    out += rect(40, 470, 720, 150, woodDark, 12) + rect(50, 430, 700, 70, hsl(40, 40, 96), 24);
    out += rect(80, 390, 150, 60, '#fff', 20) + rect(250, 390, 150, 60, '#fff', 20);
    out += path('M420,440H750V500H300Z', cushion) + path('M420,440L300,500H330L440,440Z', cushionLight);
  } else {
    // dinette: benches, backrests, table
    out += rect(40, 520, 260, 100, woodDark, 10) + rect(40, 490, 260, 40, cushion, 14) + rect(40, 340, 60, 170, cushionLight, 16);
    out += rect(600, 520, 200, 100, woodDark, 10) + rect(600, 490, 200, 40, cushion, 14);
    out += rect(220, 460, 440, 26, wood, 8) + rect(420, 486, 30, 134, '#6d7278');
    out += rect(280, 430, 26, 30, '#f4f4f0', 6) + path('M520,460q-10,-40 10,-50q20,10 10,50z', hsl(120, 35, 38));
    out += rect(740, 340, 60, 170, cushionLight, 16) + rect(110, 446, 76, 50, curtain, 18) + rect(650, 450, 70, 46, curtain, 18);
  }
  out += rect(0, 0, W, H, 'url(#wm)');
  // kitchen block
  out += rect(860, 400, 340, 220, wood) + rect(850, 390, 350, 22, hsl(30, 10, 30), 6);
  for (let y = 430; y < 600; y += 60) out += rect(880, y, 300, 50, hsl(32, 45, 68), 8) + rect(1010, y + 20, 40, 8, woodDark, 4);
  out += `<ellipse cx="950" cy="400" rx="50" ry="9" fill="#aeb4ba"/>`;
  out += path('M990,392V350H960', 'none', ' stroke="#9aa0a7" stroke-width="8" stroke-linecap="round"');
  out += rect(1060, 385, 110, 10, '#1e2125', 3);
  return out;
}

function dashboard(): string {
  let out = `<defs><linearGradient id="vw" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(205,65%,66%)"/><stop offset="1" stop-color="hsl(200,60%,90%)"/></linearGradient></defs>`;
  out += rect(0, 0, W, H, 'url(#vw)');
  out += path('M0,440C200,400 400,420 600,430S1000,400 1200,430V800H0Z', hsl(100, 32, 52));
  out += path('M560,430H640L1000,800H200Z', hsl(220, 6, 46)) + path('M600,440V800', 'none', ' stroke="#fff" stroke-width="8" stroke-dasharray="40 40"');
  out += path('M0,0H1200V70Q600,40 0,70Z', '#2a2e33') + path('M0,0V800H80L60,0ZM1200,0V800H1120L1140,0Z', '#2a2e33');
  out += path('M0,560Q600,480 1200,560V800H0Z', '#3a3e44') + path('M0,600Q600,530 1200,600', 'none', ' stroke="#4d5259" stroke-width="6"');
  out += rect(520, 560, 200, 120, '#15181b', 14) + path('M540,640L600,600L650,630L700,590', 'none', ' stroke="hsl(150,50%,50%)" stroke-width="5"');
  out += rect(760, 585, 90, 40, '#25292d', 10) + rect(420, 585, 70, 40, '#25292d', 10);
  out += rect(170, 560, 200, 90, '#25292d', 24) + circle(230, 604, 28, '#15181b', ' stroke="#8a9096" stroke-width="3"') + circle(310, 604, 28, '#15181b', ' stroke="#8a9096" stroke-width="3"');
  out += path('M230,604l14,-18M310,604l-16,-14', 'none', ' stroke="hsl(20,90%,55%)" stroke-width="4"');
  out += circle(270, 660, 150, 'none', ' stroke="#1b1e21" stroke-width="34"');
  out += path('M130,690L270,660L410,690M270,660V800', 'none', ' stroke="#1b1e21" stroke-width="30"') + circle(270, 660, 40, '#25292d');
  return out;
}

function kitchen(accentHue: number): string {
  const wood = hsl(30, 42, 62);
  let out = rect(0, 0, W, H, hsl(36, 38, 88));
  for (let x = 0; x < W; x += 80) for (let y = 240; y < 470; y += 80) out += rect(x + 3, y + 3, 74, 74, hsl(40, 30, 93), 6);
  out += rect(0, 0, W, 200, wood) + rect(0, 200, W, 14, hsl(26, 40, 46));
  out += rect(760, 250, 320, 180, hsl(30, 20, 96), 20) + rect(776, 266, 288, 148, hsl(200, 60, 80), 14);
  out += rect(0, 470, W, 40, hsl(30, 10, 30), 8) + rect(0, 510, W, 290, wood);
  for (let x = 40; x < W; x += 290) out += rect(x, 540, 260, 220, hsl(32, 45, 68), 12) + rect(x + 100, 560, 60, 10, hsl(26, 40, 46), 5);
  out += rect(140, 440, 330, 40, '#1e2125', 8);
  for (const x of [210, 305, 400]) out += circle(x, 458, 26, 'none', ' stroke="#5b6167" stroke-width="6"');
  out += `<ellipse cx="700" cy="478" rx="120" ry="16" fill="#aeb4ba"/>`;
  out += path('M800,470V360H740V390', 'none', ' stroke="#9aa0a7" stroke-width="14" stroke-linecap="round"');
  out += rect(520, 430, 150, 34, hsl(28, 50, 55), 8) + rect(1000, 420, 50, 52, hsl(accentHue, 45, 50), 10);
  return out;
}

/** A complete, self-contained SVG document (1200x800). */
export function vehicleSvg(input: VehicleSvgInput): string {
  const style = Number.isFinite(input.style) ? Math.abs(Math.round(input.style)) : 0;
  const variant = style % 4;
  const sceneKind = Math.floor(style / 4) % 4;
  const trailer = input.productType === 'trailer';
  const p = palette(input.hue, input.accentHue, trailer ? 0 : variant);
  let content: string;
  if (input.view === 'interior') {
    content = interior(input.accentHue, style);
  } else if (input.view === 'detail') {
    content = !trailer && style % 2 === 0 ? dashboard() : kitchen(input.accentHue);
  } else {
    content =
      scene(sceneKind, deg(input.hue)) +
      `<defs><linearGradient id="bd" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.body}"/><stop offset="1" stop-color="${p.shade}"/></linearGradient></defs>`;
    if (input.view === 'side') content += trailer ? caravanSide(p, variant) : motorhomeSide(p, variant);
    else {
      // front and rear views: the vehicle enlarged about the middle of the ground line
      const body = input.view === 'front' ? frontView(p, trailer, variant) : rearView(p, trailer, variant, style);
      content += `<g transform="matrix(1.2 0 0 1.2 -120 -130)">${body}</g>`;
    }
  }
  if (input.label) {
    const label = escapeXml(input.label.slice(0, 60));
    const width = Math.min(W - 48, 28 + input.label.slice(0, 60).length * 12);
    content += `${rect(24, H - 66, width, 42, '#000', 10, ' opacity=".45"')}<text x="38" y="${H - 38}" font-family="Helvetica,Arial,sans-serif" font-size="22" fill="#fff">${label}</text>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${content}</svg>`;
}
