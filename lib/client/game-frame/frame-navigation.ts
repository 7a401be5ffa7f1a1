/**
 * How the game frame moves the player. Inside the app a route change goes through Next's router
 * (the frame's host registers it when it mounts), so the layout and the running iframe survive;
 * a redirect game leaves the site for its own page, which only the window itself can do. Kept
 * apart from the store so the store stays free of React and tests can watch both.
 */
export interface FrameNavigation {
  /** A path of this site ("/en/promo"). */
  navigate: (path: string) => void;
  /** Any URL, loaded in this window (a redirect game's run_url). */
  assignLocation: (url: string) => void;
}

const windowNavigation: FrameNavigation = {
  navigate: (path) => window.location.assign(path),
  assignLocation: (url) => window.location.assign(url),
};

/** Registrations, latest last; each one overrides what it gives. */
const layers: Partial<FrameNavigation>[] = [];

/** Returns a function that removes this registration only (for an effect's clean-up). */
export function configureFrameNavigation(next: Partial<FrameNavigation>): () => void {
  const layer = { ...next };
  layers.push(layer);
  return () => {
    const index = layers.indexOf(layer);
    if (index >= 0) layers.splice(index, 1);
  };
}

export function frameNavigation(): FrameNavigation {
  return Object.assign({}, windowNavigation, ...layers) as FrameNavigation;
}
