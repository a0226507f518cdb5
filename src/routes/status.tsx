import { createFileRoute } from '@tanstack/react-router';
import { StatusScreen } from '@/features/status/status-screen';

export const Route = createFileRoute('/status')({
  component: StatusScreen,
});
