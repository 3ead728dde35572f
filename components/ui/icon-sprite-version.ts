/**
 * The icon sprite's content hash (components/ui/icons.tsx, iconSpriteHash): the version in its
 * address, `/icons.svg?v=…`, known to server and client code alike. After adding or changing a
 * drawing, write the new hash here (tests/unit/icons-sprite.test.ts fails until then and prints it).
 */
export const iconSpriteVersion = '1oy47zq';

/** The sprite's address (app/icons.svg/route.ts), for server icons and SpriteIcon alike. */
export const iconSpriteAddress = `/icons.svg?v=${iconSpriteVersion}`;
