import { StudioLoading } from '@/components/studio/studio-loading';

export default function Loading() {
  return <StudioLoading />;
}
