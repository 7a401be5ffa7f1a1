import { notFound } from 'next/navigation';

// Any path no route claims renders the localized 404 inside the site layout.
export default function CatchAll() {
  notFound();
}
