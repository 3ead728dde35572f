import type { SVGProps } from 'react';
import { iconSpriteAddress } from './icon-sprite-version';

/**
 * Icons for server components, as plain SVG rendered on the server. lucide-react's icon component
 * is a client component (it reads a React context), so every lucide icon in a server component
 * ships lucide's code to the browser; these do not (light pages, issue 14). The drawings are
 * Lucide's (ISC licence, lucide.dev), with the same attributes and class names, so they look the
 * same. Client components and the signed-in areas may keep importing from lucide-react.
 *
 * Each icon is drawn once, in a sprite (`/icons.svg`, app/icons.svg/route.ts, built from this
 * table, cached by the browser for a year: its address carries a hash of the drawings), and a page
 * renders `<svg><use href="/icons.svg?v=…#name"/></svg>`: a finder page shows a hundred icons, and
 * each one's attributes and paths were repeated in the HTML and again in the page's RSC payload
 * (issue 14). Lucide's stroke attributes (2 px, round, `currentColor`) sit on each `<symbol>`, so
 * the icon takes its colour from the text (`text-…` classes) and its size from `size-…`; a stroke
 * width set on the icon would not reach the drawing. No JavaScript is needed.
 *
 * Copied from lucide-react 1.75.0; to add one, copy its `__iconData.node` from
 * node_modules/lucide-react/dist/esm/icons/<name>.mjs (without the `key`s).
 */
type Node = readonly (readonly [tag: 'path' | 'circle' | 'rect' | 'line' | 'polyline' | 'ellipse', attrs: Readonly<Record<string, string>>])[];
/** An icon: a component, and its name in the sprite (`iconName`), which a client island draws with SpriteIcon. */
export type SvgIcon = ((props: SVGProps<SVGSVGElement>) => React.JSX.Element) & { iconName: string };

const drawings = new Map<string, Node>();

function icon(name: string, node: Node): SvgIcon {
  drawings.set(name, node);
  // With a class (every use sizes its icon, `size-4`), the 24 px width and height are not written:
  // a list of 60 rows shows 180 icons.
  const draw = ({ className, ...props }: SVGProps<SVGSVGElement>) => (
    <svg {...(className ? {} : { width: 24, height: 24 })} aria-hidden="true" className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`} {...props}>
      <use href={`${iconSpritePath()}#${name}`} />
    </svg>
  );
  // An icon with only a class (and aria-hidden) is drawn once per class: a page repeats the same
  // few (five per course card), and React writes one element object once per RSC payload and
  // refers to it after that. The classes are written in the code, so this stays small.
  const drawn = new Map<string, React.JSX.Element>();
  function Icon(props: SVGProps<SVGSVGElement>) {
    if (!Object.keys(props).every((k) => k === 'className' || k === 'aria-hidden')) return draw(props);
    const key = `${props.className ?? ''}|${String(props['aria-hidden'] ?? '')}`;
    let element = drawn.get(key);
    if (!element) drawn.set(key, (element = draw(props)));
    return element;
  }
  Icon.displayName = name;
  Icon.iconName = name;
  return Icon;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

let sprite: string | undefined;
function built(): string {
  if (!sprite) {
    const symbols = [...drawings].map(
      ([name, node]) =>
        `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${node.map(([tag, attrs]) => `<${tag}${Object.entries(attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('')}/>`).join('')}</symbol>`,
    );
    sprite = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
  }
  return sprite;
}

/**
 * The sprite's content hash (FNV-1a): its address changes whenever a drawing does (the sprite is
 * cached as immutable). `iconSpriteVersion` is this, written down so that client islands
 * (SpriteIcon) know the address without the drawings; tests/unit/icons-sprite.test.ts says when
 * it must be written again.
 */
export function iconSpriteHash(): string {
  const text = built();
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

/** The sprite of every icon below (one `<symbol id="name">` each), served by app/icons.svg/route.ts. */
export function iconSprite(): string {
  return built();
}

/** The sprite's address, versioned by its content. */
export function iconSpritePath(): string {
  return iconSpriteAddress;
}

export const ArrowRight = icon('arrow-right', [['path', {d: 'M5 12h14'}], ['path', {d: 'm12 5 7 7-7 7'}]]);
export const Mail = icon('mail', [['path', {d: 'm22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7'}], ['rect', {x: '2', y: '4', width: '20', height: '16', rx: '2'}]]);
export const MapPin = icon('map-pin', [['path', {d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0'}], ['circle', {cx: '12', cy: '10', r: '3'}]]);
export const Clock = icon('clock', [['circle', {cx: '12', cy: '12', r: '10'}], ['path', {d: 'M12 6v6l4 2'}]]);
export const Award = icon('award', [['path', {d: 'm15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526'}], ['circle', {cx: '12', cy: '8', r: '6'}]]);
export const ClipboardCheck = icon('clipboard-check', [['rect', {width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1'}], ['path', {d: 'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2'}], ['path', {d: 'm9 14 2 2 4-4'}]]);
export const FileText = icon('file-text', [['path', {d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z'}], ['path', {d: 'M14 2v5a1 1 0 0 0 1 1h5'}], ['path', {d: 'M10 9H8'}], ['path', {d: 'M16 13H8'}], ['path', {d: 'M16 17H8'}]]);
export const MailCheck = icon('mail-check', [['path', {d: 'M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8'}], ['path', {d: 'm22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7'}], ['path', {d: 'm16 19 2 2 4-4'}]]);
export const Building2 = icon('building-complex', [['path', {d: 'M10 12h4'}], ['path', {d: 'M10 8h4'}], ['path', {d: 'M14 21v-3a2 2 0 0 0-4 0v3'}], ['path', {d: 'M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2'}], ['path', {d: 'M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16'}]]);
export const CalendarClock = icon('calendar-clock', [['path', {d: 'M16 14v2.2l1.6 1'}], ['path', {d: 'M16 2v3'}], ['path', {d: 'M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338'}], ['path', {d: 'M3 9h5.859'}], ['path', {d: 'M8 2v3'}], ['circle', {cx: '16', cy: '16', r: '6'}]]);
export const Landmark = icon('landmark', [['path', {d: 'M10 18v-7'}], ['path', {d: 'M11.119 2.205a2 2 0 0 1 1.762 0l7.84 3.846A.5.5 0 0 1 20.5 7h-17a.5.5 0 0 1-.22-.949z'}], ['path', {d: 'M14 18v-7'}], ['path', {d: 'M18 18v-7'}], ['path', {d: 'M3 22h18'}], ['path', {d: 'M6 18v-7'}]]);
export const Users = icon('users', [['path', {d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'}], ['path', {d: 'M16 3.128a4 4 0 0 1 0 7.744'}], ['path', {d: 'M22 21v-2a4 4 0 0 0-3-3.87'}], ['circle', {cx: '9', cy: '7', r: '4'}]]);
export const Menu = icon('menu', [['path', {d: 'M4 5h16'}], ['path', {d: 'M4 12h16'}], ['path', {d: 'M4 19h16'}]]);
export const ChevronRight = icon('chevron-right', [['path', {d: 'm9 18 6-6-6-6'}]]);
export const ChevronLeft = icon('chevron-left', [['path', {d: 'm15 18-6-6 6-6'}]]);
export const Search = icon('search', [['path', {d: 'm21 21-4.34-4.34'}], ['circle', {cx: '11', cy: '11', r: '8'}]]);
export const GraduationCap = icon('graduation-cap', [['path', {d: 'M21.42 10.922a1 1 0 0 0-.019-1.838L12.83 5.18a2 2 0 0 0-1.66 0L2.6 9.08a1 1 0 0 0 0 1.832l8.57 3.908a2 2 0 0 0 1.66 0z'}], ['path', {d: 'M22 10v6'}], ['path', {d: 'M6 12.5V16a6 3 0 0 0 12 0v-3.5'}]]);
export const Home = icon('house', [['path', {d: 'M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8'}], ['path', {d: 'M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z'}]]);
export const Languages = icon('languages', [['path', {d: 'm5 8 6 6'}], ['path', {d: 'm4 14 6-6 2-3'}], ['path', {d: 'M2 5h12'}], ['path', {d: 'M7 2h1'}], ['path', {d: 'm22 22-5-10-5 10'}], ['path', {d: 'M14 18h6'}]]);
export const SearchX = icon('search-x', [['path', {d: 'm13.5 8.5-5 5'}], ['path', {d: 'm8.5 8.5 5 5'}], ['circle', {cx: '11', cy: '11', r: '8'}], ['path', {d: 'm21 21-4.3-4.3'}]]);
export const Ban = icon('ban', [['circle', {cx: '12', cy: '12', r: '10'}], ['path', {d: 'M4.929 4.929 19.07 19.071'}]]);
export const CircleCheck = icon('circle-check', [['circle', {cx: '12', cy: '12', r: '10'}], ['path', {d: 'm16 9-5.5 5.5L8 12'}]]);
export const Pencil = icon('pencil', [['path', {d: 'M21.174 6.812a1 1 0 0 0-3.986-3.987L3.842 16.174a2 2 0 0 0-.5.83l-1.321 4.352a.5.5 0 0 0 .623.622l4.353-1.32a2 2 0 0 0 .83-.497z'}], ['path', {d: 'm15 5 4 4'}]]);
export const Trash2 = icon('trash-2', [['path', {d: 'M10 11v6'}], ['path', {d: 'M14 11v6'}], ['path', {d: 'M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6'}], ['path', {d: 'M3 6h18'}], ['path', {d: 'M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2'}]]);
export const Check = icon('check', [['path', {d: 'M20 6 9 17l-5-5'}]]);
export const RotateCcw = icon('rotate-ccw', [['path', {d: 'M3 12a9 9 0 1 0 9-9 9.75 9.75 0 0 0-6.74 2.74L3 8'}], ['path', {d: 'M3 3v5h5'}]]);
export const X = icon('x', [['path', {d: 'M18 6 6 18'}], ['path', {d: 'm6 6 12 12'}]]);
export const Eye = icon('eye', [['path', {d: 'M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0'}], ['circle', {cx: '12', cy: '12', r: '3'}]]);
export const BadgeCheck = icon('badge-check', [['path', {d: 'M3.85 8.62a4 4 0 0 1 4.78-4.77 4 4 0 0 1 6.74 0 4 4 0 0 1 4.78 4.78 4 4 0 0 1 0 6.74 4 4 0 0 1-4.77 4.78 4 4 0 0 1-6.75 0 4 4 0 0 1-4.78-4.77 4 4 0 0 1 0-6.76Z'}], ['path', {d: 'm16 9-5.5 5.5L8 12'}]]);
export const Undo2 = icon('undo-2', [['path', {d: 'M9 14 4 9l5-5'}], ['path', {d: 'M4 9h10.5a5.5 5.5 0 0 1 5.5 5.5a5.5 5.5 0 0 1-5.5 5.5H11'}]]);
export const Download = icon('download', [['path', {d: 'M12 15V3'}], ['path', {d: 'M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4'}], ['path', {d: 'm7 10 5 5 5-5'}]]);
export const LogOut = icon('log-out', [['path', {d: 'm16 17 5-5-5-5'}], ['path', {d: 'M21 12H9'}], ['path', {d: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4'}]]);
export const LayoutDashboard = icon('layout-dashboard', [['rect', {width: '7', height: '9', x: '3', y: '3', rx: '1'}], ['rect', {width: '7', height: '5', x: '14', y: '3', rx: '1'}], ['rect', {width: '7', height: '9', x: '14', y: '12', rx: '1'}], ['rect', {width: '7', height: '5', x: '3', y: '16', rx: '1'}]]);
export const School = icon('school', [['path', {d: 'M14 21v-3a2 2 0 0 0-4 0v3'}], ['path', {d: 'M18 4.933V21'}], ['path', {d: 'm4 6 7.106-3.79a2 2 0 0 1 1.788 0L20 6'}], ['path', {d: 'm6 11-3.52 2.147a1 1 0 0 0-.48.854V19a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5a1 1 0 0 0-.48-.853L18 11'}], ['path', {d: 'M6 4.933V21'}], ['circle', {cx: '12', cy: '9', r: '2'}]]);
export const FolderTree = icon('folder-tree', [['path', {d: 'M20 10a1 1 0 0 0 1-1V6a1 1 0 0 0-1-1h-2.5a1 1 0 0 1-.8-.4l-.9-1.2A1 1 0 0 0 15 3h-2a1 1 0 0 0-1 1v5a1 1 0 0 0 1 1Z'}], ['path', {d: 'M20 21a1 1 0 0 0 1-1v-3a1 1 0 0 0-1-1h-2.9a1 1 0 0 1-.88-.55l-.42-.85a1 1 0 0 0-.92-.6H13a1 1 0 0 0-1 1v5a1 1 0 0 0 1 1Z'}], ['path', {d: 'M3 5a2 2 0 0 0 2 2h3'}], ['path', {d: 'M3 3v13a2 2 0 0 0 2 2h3'}]]);
export const BookOpen = icon('book-open', [['path', {d: 'M12 5v16'}], ['path', {d: 'M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z'}]]);
export const Globe = icon('globe', [['circle', {cx: '12', cy: '12', r: '10'}], ['path', {d: 'M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20'}], ['path', {d: 'M2 12h20'}]]);
export const ClipboardList = icon('clipboard-list', [['rect', {width: '8', height: '4', x: '8', y: '2', rx: '1', ry: '1'}], ['path', {d: 'M16 4h2a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h2'}], ['path', {d: 'M12 11h4'}], ['path', {d: 'M12 16h4'}], ['path', {d: 'M8 11h.01'}], ['path', {d: 'M8 16h.01'}]]);
export const CreditCard = icon('credit-card', [['rect', {width: '20', height: '14', x: '2', y: '5', rx: '2'}], ['line', {x1: '2', x2: '22', y1: '10', y2: '10'}], ['path', {d: 'M6 14h2'}]]);
export const Briefcase = icon('briefcase', [['path', {d: 'M16 20V4a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v16'}], ['rect', {width: '20', height: '14', x: '2', y: '6', rx: '2'}]]);
export const ListTree = icon('list-tree', [['path', {d: 'M8 5h13'}], ['path', {d: 'M13 12h8'}], ['path', {d: 'M13 19h8'}], ['path', {d: 'M3 10a2 2 0 0 0 2 2h3'}], ['path', {d: 'M3 5v12a2 2 0 0 0 2 2h3'}]]);
export const Building = icon('building', [['path', {d: 'M12 10h.01'}], ['path', {d: 'M12 14h.01'}], ['path', {d: 'M12 6h.01'}], ['path', {d: 'M16 10h.01'}], ['path', {d: 'M16 14h.01'}], ['path', {d: 'M16 6h.01'}], ['path', {d: 'M8 10h.01'}], ['path', {d: 'M8 14h.01'}], ['path', {d: 'M8 6h.01'}], ['path', {d: 'M9 22v-3a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3'}], ['rect', {x: '4', y: '2', width: '16', height: '20', rx: '2'}]]);
export const Handshake = icon('handshake', [['path', {d: 'm11 17 2 2a1 1 0 1 0 3-3'}], ['path', {d: 'm14 14 2.5 2.5a1 1 0 1 0 3-3l-3.88-3.88a3 3 0 0 0-4.24 0l-.88.88a1 1 0 1 1-3-3l2.81-2.81a5.79 5.79 0 0 1 7.06-.87l.47.28a2 2 0 0 0 1.42.25L21 4'}], ['path', {d: 'm21 3 1 11h-2'}], ['path', {d: 'M3 3 2 14l6.5 6.5a1 1 0 1 0 3-3'}], ['path', {d: 'M3 4h8'}]]);
export const Factory = icon('factory', [['path', {d: 'M12 16h.01'}], ['path', {d: 'M16 16h.01'}], ['path', {d: 'M3 19a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V8.5a.5.5 0 0 0-.769-.422l-4.462 2.844A.5.5 0 0 1 15 10.5v-2a.5.5 0 0 0-.769-.422L9.77 10.922A.5.5 0 0 1 9 10.5V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2z'}], ['path', {d: 'M8 16h.01'}]]);
export const UserSearch = icon('user-search', [['circle', {cx: '10', cy: '7', r: '4'}], ['path', {d: 'M10.3 15H7a4 4 0 0 0-4 4v2'}], ['circle', {cx: '17', cy: '17', r: '3'}], ['path', {d: 'm21 21-1.9-1.9'}]]);
export const UserCog = icon('user-cog', [['path', {d: 'M10 15H6a4 4 0 0 0-4 4v2'}], ['path', {d: 'm14.305 16.53.923-.382'}], ['path', {d: 'm15.228 13.852-.923-.383'}], ['path', {d: 'm16.852 12.228-.383-.923'}], ['path', {d: 'm16.852 17.772-.383.924'}], ['path', {d: 'm19.148 12.228.383-.923'}], ['path', {d: 'm19.53 18.696-.382-.924'}], ['path', {d: 'm20.772 13.852.924-.383'}], ['path', {d: 'm20.772 16.148.924.383'}], ['circle', {cx: '18', cy: '15', r: '3'}], ['circle', {cx: '9', cy: '7', r: '4'}]]);
export const Settings = icon('settings', [['path', {d: 'M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915'}], ['circle', {cx: '12', cy: '12', r: '3'}]]);
export const KeyRound = icon('key-round', [['path', {d: 'M2.586 17.414A2 2 0 0 0 2 18.828V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.172a2 2 0 0 0 1.414-.586l.814-.814a6.5 6.5 0 1 0-4-4z'}], ['circle', {cx: '16.5', cy: '7.5', r: '.5', fill: 'currentColor'}]]);
export const Bell = icon('bell', [['path', {d: 'M10.268 21a2 2 0 0 0 3.464 0'}], ['path', {d: 'M3.262 15.326A1 1 0 0 0 4 17h16a1 1 0 0 0 .74-1.673C19.41 13.956 18 12.499 18 8A6 6 0 0 0 6 8c0 4.499-1.411 5.956-2.738 7.326'}]]);
export const UserRound = icon('user-round', [['circle', {cx: '12', cy: '8', r: '5'}], ['path', {d: 'M20 21a8 8 0 0 0-16 0'}]]);
export const UserX = icon('user-x', [['path', {d: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2'}], ['circle', {cx: '9', cy: '7', r: '4'}], ['line', {x1: '17', x2: '22', y1: '8', y2: '13'}], ['line', {x1: '22', x2: '17', y1: '8', y2: '13'}]]);
export const FilePlus = icon('file-plus', [['path', {d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z'}], ['path', {d: 'M14 2v5a1 1 0 0 0 1 1h5'}], ['path', {d: 'M9 15h6'}], ['path', {d: 'M12 18v-6'}]]);
export const FileUser = icon('file-user', [['path', {d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z'}], ['path', {d: 'M14 2v5a1 1 0 0 0 1 1h5'}], ['path', {d: 'M16 22a4 4 0 0 0-8 0'}], ['circle', {cx: '12', cy: '15', r: '3'}]]);
export const Files = icon('files', [['path', {d: 'M15 2h-4a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2V8'}], ['path', {d: 'M16.706 2.706A2.4 2.4 0 0 0 15 2v5a1 1 0 0 0 1 1h5a2.4 2.4 0 0 0-.706-1.706z'}], ['path', {d: 'M5 7a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h8a2 2 0 0 0 1.732-1'}]]);
export const ChevronDown = icon('chevron-down', [['path', {d: 'm6 9 6 6 6-6'}]]);
export const MonitorOff = icon('monitor-off', [['path', {d: 'M12 17v4'}], ['path', {d: 'M17 17H4a2 2 0 0 1-2-2V5a2 2 0 0 1 1.184-1.826'}], ['path', {d: 'm2 2 20 20'}], ['path', {d: 'M8 21h8'}], ['path', {d: 'M8.656 3H20a2 2 0 0 1 2 2v10a2 2 0 0 1-.293 1.042'}]]);
export const Plus = icon('plus', [['path', {d: 'M5 12h14'}], ['path', {d: 'M12 5v14'}]]);
export const Send = icon('send', [['path', {d: 'M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z'}], ['path', {d: 'm21.854 2.147-10.94 10.939'}]]);
export const Printer = icon('printer', [['path', {d: 'M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2'}], ['path', {d: 'M6 9V3a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v6'}], ['rect', {x: '6', y: '14', width: '12', height: '8', rx: '1'}]]);
export const LoaderCircle = icon('loader-circle', [['path', {d: 'M21 12a9 9 0 1 1-6.219-8.56'}]]);
export const FileUp = icon('file-up', [['path', {d: 'M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z'}], ['path', {d: 'M14 2v5a1 1 0 0 0 1 1h5'}], ['path', {d: 'M12 12v6'}], ['path', {d: 'm15 15-3-3-3 3'}]]);
export const ArrowUpDown = icon('arrow-up-down', [['path', {d: 'm21 16-4 4-4-4'}], ['path', {d: 'M17 20V4'}], ['path', {d: 'm3 8 4-4 4 4'}], ['path', {d: 'M7 4v16'}]]);
export const ArrowUp = icon('arrow-up', [['path', {d: 'm5 12 7-7 7 7'}], ['path', {d: 'M12 19V5'}]]);
export const ArrowDown = icon('arrow-down', [['path', {d: 'M12 5v14'}], ['path', {d: 'm19 12-7 7-7-7'}]]);
