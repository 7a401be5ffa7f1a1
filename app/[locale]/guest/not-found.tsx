import { NotFoundBody } from '@/components/status/not-found-body';

// notFound() anywhere in the guest variant: the 404 inside the site layout.
export default function NotFound() {
  return <NotFoundBody variant="guest" />;
}
