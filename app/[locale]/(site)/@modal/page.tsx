// The lobby: no popup (see [...rest]/page.tsx for why the slot needs pages).
export const revalidate = 60;

export default function NoModal() {
  return null;
}
