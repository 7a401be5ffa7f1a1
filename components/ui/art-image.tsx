import type { CSSProperties } from 'react';

interface ArtImageProps {
  src: string;
  alt: string;
  width?: number;
  height?: number;
  /** Fills the positioned parent (like next/image `fill`); the parent sets the size. */
  fill?: boolean;
  className?: string;
  /** The first banner is the page's largest paint: load it at once and first, paint it with its frame. */
  priority?: boolean;
  /** In the first screen (the first tiles of a grid): load at once, at normal priority. */
  eager?: boolean;
}

const FILL_STYLE: CSSProperties = { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' };

/**
 * A picture drawn at seed time (public/generated: small WebP files at their display size).
 * A plain <img> on purpose: next/image is a client component, so every page using it ships
 * its loader code (about 6 KB gzipped of first-load JavaScript), and these files need no
 * resizing (next.config.mjs `images.unoptimized`). Width and height still reserve the space.
 */
export function ArtImage({ src, alt, width, height, fill = false, className, priority = false, eager = false }: ArtImageProps) {
  // Only the attributes this picture has: a server component's undefined props are still written
  // into the page's RSC payload ("$undefined"), once per picture of a hundred-tile lobby.
  const optional = {
    ...(fill ? { style: FILL_STYLE } : { width, height }),
    ...(className ? { className } : {}),
    ...(priority ? { fetchPriority: 'high' as const } : {}),
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- see above: no optimizer for pre-sized art
    <img
      src={src}
      alt={alt}
      {...optional}
      loading={priority || eager ? 'eager' : 'lazy'}
      // The largest paint is decoded with its frame: asynchronous decoding can present it a
      // frame after the text around it. Other pictures decode off the main thread.
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
