import { createFileRoute } from '@tanstack/react-router';
import { BlockedScreen } from '@/features/blocked/blocked-screen';

export const Route = createFileRoute('/blocked')({
  component: BlockedScreen,
});
