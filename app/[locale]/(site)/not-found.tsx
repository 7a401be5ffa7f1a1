import { NotFoundBody } from '@/components/status/not-found-body';

// notFound() anywhere in the main variant: the 404 inside the site layout.
export default function NotFound() {
  return <NotFoundBody variant="main" />;
}
