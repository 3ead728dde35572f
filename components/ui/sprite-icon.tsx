import { iconSpriteAddress } from './icon-sprite-version';

/**
 * An icon of the sprite (components/ui/icons.tsx) by its name, for client islands and the code
 * they share with the server: the drawings are server code, so an island names the symbol and the
 * browser draws it from the cached sprite. The same markup as a server icon. Every name used must
 * be a symbol of the sprite (tests/unit/icons-sprite.test.ts finds each `name="…"` and checks it).
 */
export function SpriteIcon({ name, className }: { name: string; className: string }) {
  return (
    <svg aria-hidden="true" className={`lucide lucide-${name} ${className}`}>
      <use href={`${iconSpriteAddress}#${name}`} />
    </svg>
  );
}
