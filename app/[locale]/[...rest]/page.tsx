import { notFound } from 'next/navigation';

// Any path no route claims renders the localized 404 inside the locale layout.
export default function CatchAll() {
  notFound();
}
