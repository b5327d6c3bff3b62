import type { ProductKind } from "../product-kind";

/**
 * Packshot-style silhouettes on a 400×400 canvas, one per product kind, in the product's colour
 * (`fg`); white panels stand for labels. Plain shapes so sharp rasterises them in a few ms.
 */
export function kindArt(kind: ProductKind, fg: string): string {
  const label = (x: number, y: number, w: number, h: number) =>
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff"/>`;
  switch (kind) {
    case "bottle":
      return `<rect x="165" y="95" width="70" height="35" rx="6" fill="#475569"/><rect x="175" y="130" width="50" height="20" fill="${fg}"/><rect x="125" y="150" width="150" height="215" rx="28" fill="${fg}" opacity=".92"/>${label(145, 215, 110, 85)}`;
    case "vial":
      return `<rect x="172" y="95" width="56" height="32" rx="5" fill="#94a3b8"/><rect x="180" y="127" width="40" height="16" fill="#cbd5e1"/><rect x="160" y="143" width="80" height="215" rx="14" fill="${fg}" opacity=".55"/><rect x="160" y="270" width="80" height="88" rx="14" fill="${fg}"/>${label(170, 175, 60, 70)}`;
    case "box":
      return `<path d="M90 140l40-40h200l-40 40z" fill="${fg}" opacity=".7"/><path d="M290 140l40-40v200l-40 40z" fill="${fg}" opacity=".6"/><rect x="90" y="140" width="200" height="200" rx="6" fill="${fg}" opacity=".92"/>${label(110, 200, 160, 70)}`;
    case "glove-box":
      return `<rect x="80" y="170" width="240" height="150" rx="8" fill="${fg}" opacity=".92"/><ellipse cx="200" cy="185" rx="70" ry="16" fill="#fff"/><path d="M165 185c-5-40 0-70 10-80s20 5 18 25l5-45c3-15 22-15 22 0v45l8-35c4-14 22-10 20 5l-8 55c10-10 25-5 20 10l-25 35z" fill="#bfdbfe" stroke="#60a5fa" stroke-width="3"/>${label(110, 235, 180, 55)}`;
    case "bag":
      return `<path d="M150 160c0-60 100-60 100 0" fill="none" stroke="${fg}" stroke-width="14"/><path d="M110 160h180l20 200H90z" fill="${fg}" opacity=".92"/><circle cx="200" cy="255" r="38" fill="#fff" opacity=".9"/>`;
    case "food-bag":
      return `<path d="M115 110h170l-10 25 25 225H100l25-225z" fill="${fg}" opacity=".92"/><rect x="115" y="104" width="170" height="12" rx="3" fill="${fg}"/><ellipse cx="200" cy="235" rx="62" ry="52" fill="#fff"/><circle cx="180" cy="228" r="10" fill="#a16207"/><circle cx="205" cy="245" r="10" fill="#a16207"/><circle cx="222" cy="222" r="10" fill="#a16207"/>`;
    case "instrument":
      return `<g transform="rotate(-35 200 230)"><rect x="194" y="80" width="12" height="190" rx="6" fill="#64748b"/><rect x="212" y="80" width="12" height="190" rx="6" fill="#94a3b8"/><circle cx="190" cy="300" r="30" fill="none" stroke="${fg}" stroke-width="12"/><circle cx="240" cy="300" r="30" fill="none" stroke="${fg}" stroke-width="12"/><circle cx="209" cy="235" r="7" fill="#334155"/></g>`;
    case "device":
      return `<rect x="75" y="120" width="250" height="180" rx="14" fill="#334155"/><rect x="92" y="137" width="160" height="120" rx="6" fill="#0f172a"/><path d="M100 200h30l10-30 18 60 14-45 10 15h62" fill="none" stroke="#4ade80" stroke-width="5"/><circle cx="285" cy="160" r="12" fill="${fg}"/><circle cx="285" cy="200" r="12" fill="${fg}" opacity=".6"/><rect x="150" y="300" width="100" height="40" fill="#475569"/><rect x="110" y="340" width="180" height="14" rx="7" fill="#475569"/>`;
    case "syringe":
      return `<g transform="rotate(-40 200 230)"><rect x="185" y="60" width="30" height="14" rx="4" fill="#475569"/><rect x="196" y="74" width="8" height="60" fill="#64748b"/><rect x="170" y="134" width="60" height="10" rx="3" fill="#475569"/><rect x="178" y="144" width="44" height="170" rx="6" fill="#fff" stroke="${fg}" stroke-width="6"/><rect x="181" y="230" width="38" height="81" fill="${fg}" opacity=".6"/><rect x="197" y="314" width="6" height="60" fill="#94a3b8"/></g>`;
    case "tube":
      return `<g transform="rotate(-20 200 230)"><path d="M140 110h120l-10 220h-100z" fill="${fg}" opacity=".92"/><rect x="140" y="98" width="120" height="16" rx="3" fill="${fg}"/><rect x="180" y="330" width="40" height="35" rx="6" fill="#475569"/>${label(160, 170, 80, 90)}</g>`;
    case "roll":
      return `<ellipse cx="200" cy="170" rx="100" ry="34" fill="${fg}"/><rect x="100" y="170" width="200" height="140" fill="${fg}" opacity=".85"/><ellipse cx="200" cy="310" rx="100" ry="34" fill="${fg}" opacity=".85"/><ellipse cx="200" cy="170" rx="36" ry="12" fill="#fff"/><path d="M300 240h50v60h-50" fill="${fg}" opacity=".6"/>`;
    case "apparel":
      return `<path d="M150 100l-70 40 25 55 35-15v180h120V180l35 15 25-55-70-40c-10 25-90 25-100 0z" fill="${fg}" opacity=".92"/><path d="M170 100c10 20 50 20 60 0" fill="none" stroke="#fff" stroke-width="6"/>`;
  }
}
