/** Scripts already asked for, by URL: a second opening of the chat waits for the same load. */
const loads = new Map<string, Promise<void>>();

/** Adds `<script src>` once; rejects when it cannot load (blocked, offline), and forgets it so a later try loads again. */
export function loadScript(src: string): Promise<void> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.chatProvider = '';
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loads.delete(src);
      reject(new Error(`chat script failed: ${src}`));
    };
    document.head.append(script);
  });
  loads.set(src, load);
  return load;
}
